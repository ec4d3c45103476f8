package org.kontor.hub.hardware;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.kontor.engine.board.BoardFile;
import org.kontor.engine.merchants.Command;
import org.kontor.engine.merchants.MerchantsState;
import org.kontor.web.Dashboard;
import org.kontor.web.GameSetup;
import org.kontor.web.Pairing;
import org.kontor.web.merchants.MerchantsTable;
import org.kontor.web.session.TableSession;

/** What {@code kontor table --simulate-board} attaches: "set up" puts the start pieces down, and a stray piece shows. */
class SimulatorTest {
    private static final Duration WAIT = Duration.ofSeconds(20);

    @BeforeAll
    static void needsPseudoTerminalsAndGcc() {
        VirtualTable.assumePseudoTerminalsAndGcc();
    }

    @Test
    void set_up_puts_the_start_pieces_where_the_game_expects_them_and_a_stray_piece_puts_the_table_out_of_sync() throws Exception {
        TableSession<MerchantsState, Command, ?, ?> session = new TableSession<>(new MerchantsTable(), () -> 3L);
        Dashboard dashboard = Dashboard.create(session, Pairing.random(4), Dashboard.Options.forTests()).start(0);
        try (Simulator simulator = Simulator.attach(session, List.of(BoardFile.bundled("europe-short"), BoardFile.bundled("europe-main")),
                VirtualTable.BUILD.resolve("simulator"), 100);
             Phone screen = Phone.open(dashboard.port(), "/ws/public")) {
            session.start(new GameSetup("europe-short", List.of("Ana", "Ben", "Cy"), Map.of("setup", "FIXED"),
                    GameSetup.DiceSource.TABLE)).get(10, TimeUnit.SECONDS);
            screen.await("out of sync before the pieces are down", v -> v.path("physical").path("state").asText().equals("out-of-sync"), WAIT);
            simulator.type("set up");
            screen.await("in sync", v -> v.path("physical").path("state").asText().equals("in-sync"), WAIT);
            simulator.type("place hex 1 robber neutral");
            screen.await("the stray robber named", v -> v.path("physical").path("fix").toString()
                    .contains("Take a robber off hex 1: nothing belongs there."), WAIT);
        } finally {
            dashboard.stop();
        }
    }
}

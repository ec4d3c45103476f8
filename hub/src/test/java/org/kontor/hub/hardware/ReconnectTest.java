package org.kontor.hub.hardware;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.kontor.engine.merchants.MerchantsState;
import org.kontor.table.GameSetup;

/**
 * A board unplugged and plugged back: the serial port (a link to the virtual board's
 * pseudo-terminal, as /dev/serial/by-id/... is a link) disappears, the board reboots, and the
 * link comes back. The hub reopens it, takes the new snapshot, and play goes on: every move
 * counted once.
 */
class ReconnectTest {
    private static final Duration WAIT = Duration.ofSeconds(20);

    @BeforeAll
    static void needsPseudoTerminalsAndGcc() {
        VirtualTable.assumePseudoTerminalsAndGcc();
    }

    @Test
    void a_board_that_goes_away_and_comes_back_is_reopened_and_play_goes_on_with_no_move_lost_or_doubled() throws Exception {
        Path link = VirtualTable.BUILD.resolve("reconnect-port");
        Files.createDirectories(VirtualTable.BUILD);
        Files.deleteIfExists(link);
        try (VirtualTable t = new VirtualTable("reconnect-1", board -> {
            relink(link, board.port());
            return link.toString();
        }, 100)) {
            t.startGame(GameSetup.DiceSource.TABLE);
            MerchantsState start = t.state();
            int seat = start.active();
            String colour = start.config().colours().get(seat).name().toLowerCase(Locale.ROOT);
            try (Phone table = Phone.open(t.dashboard.port(), "/ws/public")) {
                t.setUpPieces(t.board);
                table.await("in sync", v -> state(v).equals("in-sync"), WAIT);
                int[] dice = PhysicalTableEndToEndTest.diceThatLetTheActivePlayerBuildARoute(start);
                t.board.send("dice " + dice[0] + " " + dice[1]);
                table.await("the roll", v -> v.path("version").asLong() == start.version() + 1, WAIT);
                MerchantsState rolled = t.state();

                // Unplugged: the port disappears with the board.
                t.board.close();
                Files.delete(link);
                JsonNode gone = table.await("the board shown as gone",
                        v -> state(v).equals("waiting") && !v.path("physical").path("boards").get(0).path("connected").asBoolean(), WAIT);
                assertThat(gone.path("physical").path("words").asText()).startsWith("Waiting for the sensor board: " + link);

                // Plugged back: the board rebooted, the pieces stayed where they were.
                try (VirtualBoard again = VirtualBoard.start(VirtualTable.binary(), VirtualTable.BUILD.resolve("reconnect-2.log"))) {
                    t.setUpPieces(again);
                    Thread.sleep(100);   // the firmware's debounce, so the pieces are in its first snapshot
                    relink(link, again.port());
                    table.await("in sync again", v -> state(v).equals("in-sync")
                            && v.path("physical").path("boards").get(0).path("synced").asBoolean(), WAIT);
                    assertThat(t.state().version()).as("nothing was replayed or lost").isEqualTo(rolled.version());

                    int path = PhysicalTableEndToEndTest.firstRoute(rolled, seat);
                    again.send("place path " + path + " route " + colour);
                    table.await("the route", v -> PhysicalTableEndToEndTest.hasRoute(v, seat, path), WAIT);
                    Thread.sleep(500);   // a doubled event would show up as a second command by now
                    assertThat(t.state().version()).isEqualTo(rolled.version() + 1);
                    assertThat(state(table.latest())).isEqualTo("in-sync");
                }
            }
        }
    }

    private static String state(JsonNode view) {
        return view.path("physical").path("state").asText();
    }

    private static void relink(Path link, String target) {
        try {
            Files.deleteIfExists(link);
            Files.createSymbolicLink(link, Path.of(target));
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }
}

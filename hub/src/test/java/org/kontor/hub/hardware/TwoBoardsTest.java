package org.kontor.hub.hardware;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.kontor.engine.board.BoardFile;
import org.kontor.engine.board.Topology;
import org.kontor.engine.merchants.Command;
import org.kontor.engine.merchants.MerchantsPhysicalRules;
import org.kontor.engine.merchants.MerchantsState;
import org.kontor.engine.table.Spot;
import org.kontor.web.Dashboard;
import org.kontor.table.GameSetup;
import org.kontor.web.Pairing;
import org.kontor.table.merchants.MerchantsTable;
import org.kontor.table.session.TableSession;

/**
 * Two sensor boards at once, each owning part of the table through the wiring map: one under the
 * intersections and hexes, one under the paths. Their sensed spots make one table.
 */
class TwoBoardsTest {
    private static final Duration WAIT = Duration.ofSeconds(20);

    @BeforeAll
    static void needsPseudoTerminalsAndGcc() {
        VirtualTable.assumePseudoTerminalsAndGcc();
    }

    @Test
    void two_boards_each_owning_part_of_the_table_reconcile_as_one() throws Exception {
        Topology topology = BoardFile.bundled("europe-short").topology();
        Files.createDirectories(VirtualTable.BUILD);
        TableSession<MerchantsState, Command, ?, ?> session = new TableSession<>(new MerchantsTable(), () -> 7L);
        Dashboard dashboard = Dashboard.create(session, Pairing.random(4), Dashboard.Options.forTests()).start(0);
        try (VirtualBoard corners = VirtualBoard.start(VirtualTable.binary(), VirtualTable.BUILD.resolve("two-a.log"));
             VirtualBoard sides = VirtualBoard.start(VirtualTable.binary(), VirtualTable.BUILD.resolve("two-b.log"))) {
            List<HardwareConfig.WiringEntry> wiring = new ArrayList<>();
            for (int i = 0; i < topology.intersectionCount(); i++) {
                wiring.add(new HardwareConfig.WiringEntry("corners", Spot.intersection(i), Spot.intersection(i)));
            }
            for (int h = 0; h < topology.hexCount(); h++) {
                wiring.add(new HardwareConfig.WiringEntry("corners", Spot.hex(h), Spot.hex(h)));
            }
            for (int p = 0; p < topology.pathCount(); p++) {
                wiring.add(new HardwareConfig.WiringEntry("sides", Spot.path(p), Spot.path(p)));
            }
            HardwareConfig config = new HardwareConfig(List.of(new HardwareConfig.BoardConfig("corners", corners.port()),
                    new HardwareConfig.BoardConfig("sides", sides.port())), List.of(), wiring, 100);
            try (PhysicalTable<MerchantsState, Command> table = PhysicalTable.attach(session, new MerchantsPhysicalRules(), config);
                 Phone screen = Phone.open(dashboard.port(), "/ws/public")) {
                session.start(new GameSetup("europe-short", List.of("Ana", "Ben", "Cy", "Di"), Map.of("setup", "FIXED"),
                        GameSetup.DiceSource.TABLE)).get(10, TimeUnit.SECONDS);
                MerchantsState start = session.read(s -> s).get();
                new MerchantsPhysicalRules().expected(start).pieces().forEach((spot, standing) ->
                        (spot.kind() == Spot.Kind.PATH ? sides : corners).send(VirtualTable.place(spot, standing)));
                screen.await("in sync from both boards", v -> v.path("physical").path("state").asText().equals("in-sync")
                        && v.path("physical").path("boards").size() == 2, WAIT);

                int[] dice = PhysicalTableEndToEndTest.diceThatLetTheActivePlayerBuildARoute(start);
                corners.send("dice " + dice[0] + " " + dice[1]);
                screen.await("the roll", v -> v.path("version").asLong() == start.version() + 1, WAIT);
                MerchantsState rolled = session.read(s -> s).get();
                int path = PhysicalTableEndToEndTest.firstRoute(rolled, rolled.active());
                sides.send("place path " + path + " route "
                        + rolled.config().colours().get(rolled.active()).name().toLowerCase(Locale.ROOT));
                screen.await("the route from the second board", v -> PhysicalTableEndToEndTest.hasRoute(v, rolled.active(), path), WAIT);
                assertThat(session.read(s -> s.version()).get()).isEqualTo(rolled.version() + 1);
            }
        } finally {
            dashboard.stop();
        }
    }
}

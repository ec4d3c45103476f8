package org.kontor.hub.hardware;

import com.pi4j.Pi4J;
import com.pi4j.context.Context;
import com.pi4j.plugin.mock.platform.MockPlatform;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalInputProvider;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalOutputProvider;
import com.pi4j.plugin.mock.provider.spi.MockSpiProvider;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import org.kontor.engine.Result;
import org.kontor.engine.merchants.Command;
import org.kontor.engine.merchants.Event;
import org.kontor.engine.merchants.MerchantsOfEurope;
import org.kontor.engine.merchants.MerchantsPhysicalRules;
import org.kontor.engine.merchants.MerchantsState;
import org.kontor.web.Dashboard;
import org.kontor.table.GameSetup;
import org.kontor.web.Pairing;
import org.kontor.table.merchants.MerchantsTable;
import org.kontor.table.session.TableSession;

/**
 * A Merchants of Europe table served on port 0, with Pi4J's mock platform (digital inputs and
 * outputs, SPI) in place of the Pi's pins, a seed whose first roll lets red build a route, and a
 * hardware file attached: what the tests of Pi pins and LED strips share.
 */
record MockPiTable(long seed, int path, TableSession<MerchantsState, Command, ?, ?> session, Dashboard dashboard,
                   Context pi4j, PhysicalTable<MerchantsState, Command> table) implements AutoCloseable {

    static final GameSetup SETUP = new GameSetup("europe-short", List.of("Ana", "Ben", "Cy", "Di"),
            Map.of("setup", "FIXED"), GameSetup.DiceSource.VIRTUAL);

    /**
     * Serves the table, builds the mock Pi4J context and attaches the hardware file {@code config}
     * gives for {@code path}, the first path red may build a route on after the first (virtual) roll.
     */
    static MockPiTable start(IntFunction<String> config) {
        MerchantsTable game = new MerchantsTable();
        long seed = seedWhereTheFirstRollPaysForARoute(game);
        int path = routeAfterTheRoll(game, seed);
        System.out.println("seed " + seed + ", red may build a route on path " + path + " after the first roll");
        TableSession<MerchantsState, Command, ?, ?> session = new TableSession<>(game, () -> seed);
        Dashboard dashboard = Dashboard.create(session, Pairing.random(4), Dashboard.Options.forTests()).start(0);
        Context pi4j = null;
        try {
            pi4j = Pi4J.newContextBuilder().add(new MockPlatform()).add(MockDigitalInputProvider.newInstance(),
                    MockDigitalOutputProvider.newInstance(), MockSpiProvider.newInstance()).build();
            HardwareConfig hardware = HardwareConfig.parseJson(config.apply(path));
            PhysicalTable<MerchantsState, Command> table = PhysicalTable.attach(session, new MerchantsPhysicalRules(), hardware, pi4j);
            return new MockPiTable(seed, path, session, dashboard, pi4j, table);
        } catch (RuntimeException e) {
            if (pi4j != null) {
                pi4j.shutdown();
            }
            dashboard.stop();
            throw e;
        }
    }

    @Override
    public void close() {
        table.close();
        dashboard.stop();
        pi4j.shutdown();
    }

    private static long seedWhereTheFirstRollPaysForARoute(MerchantsTable game) {
        for (long seed = 1; seed < 200; seed++) {
            if (routeAfterTheRoll(game, seed) >= 0) {
                return seed;
            }
        }
        throw new AssertionError("no seed under 200 lets red build a route after the first roll");
    }

    /** The first path red may build on after the first (virtual) roll of the game with this seed, or -1. */
    private static int routeAfterTheRoll(MerchantsTable game, long seed) {
        MerchantsState s = game.setup(SETUP, seed);
        MerchantsOfEurope rules = new MerchantsOfEurope();
        if (s.active() != 0 || !(rules.apply(s, 0, s.version(), Command.Roll.virtual()) instanceof Result.Accepted<MerchantsState, Event> rolled)
                || rolled.state().lastRoll() == 7) {
            return -1;
        }
        for (var action : rules.legalActions(rolled.state(), 0)) {
            if (action.kind().equals("build-route") && !action.choices().isEmpty()) {
                return ((Command.BuildRoute) action.choices().get(0)).path();
            }
        }
        return -1;
    }
}

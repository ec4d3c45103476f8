package org.kontor.hub;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.kontor.engine.board.Board;
import org.kontor.engine.board.BoardFile;
import org.kontor.engine.merchants.Command;
import org.kontor.engine.merchants.MerchantsState;
import org.kontor.hub.hardware.HardwareConfig;
import org.kontor.hub.hardware.Simulator;
import org.kontor.web.session.TableSession;

/** {@code --simulate-board} and the config file's boards and pins: the physical table attached to a running table. */
final class Simulate {

    private Simulate() {
    }

    /** The config file's boards and pins, attached to the running table. */
    /** Sensor boards, pins and the virtual board read Merchants of Europe's pieces only, so far. */
    private static void merchantsOnly(DemoTable table) {
        String game = table.dashboard().session().game().id();
        if (!game.equals(org.kontor.engine.merchants.MerchantsGame.ID)) {
            throw new IllegalArgumentException("The physical table (sensor boards, pins, --simulate-board) plays "
                    + "Merchants of Europe only so far; this table plays " + game + ": start it without them.");
        }
    }

    @SuppressWarnings("unchecked")
    static AutoCloseable attachHardware(DemoTable table, HardwareConfig config) {
        merchantsOnly(table);
        TableSession<MerchantsState, Command, ?, ?> session = (TableSession<MerchantsState, Command, ?, ?>) table.dashboard().session();
        com.pi4j.context.Context pi4j = null;
        if (!config.pins().isEmpty()) {
            try {
                pi4j = com.pi4j.Pi4J.newAutoContext();   // the gpiod provider on a Pi
            } catch (RuntimeException e) {
                System.err.println("The Pi pins could not be opened (they need a Raspberry Pi with gpiod): " + e.getMessage());
                config = new HardwareConfig(config.boards(), java.util.List.of(), config.wiring(), config.settleMs());
            }
        }
        System.out.println("Hardware:    " + config.boards().size() + " sensor boards, " + config.pins().size()
                + " pins (the table screen's Physical board panel shows their state)");
        org.kontor.hub.hardware.PhysicalTable<MerchantsState, Command> physical = org.kontor.hub.hardware.PhysicalTable.attach(
                session, new org.kontor.engine.merchants.MerchantsPhysicalRules(), config, pi4j);
        com.pi4j.context.Context opened = pi4j;
        return () -> {
            physical.close();
            if (opened != null) {
                opened.shutdown();
            }
        };
    }

    @SuppressWarnings("unchecked")
    static Simulator start(DemoTable table, List<Board> extraBoards, Path data) {
        merchantsOnly(table);
        List<Board> boards = new ArrayList<>(extraBoards);
        BoardFile.bundledIds().forEach(id -> boards.add(BoardFile.bundled(id)));
        TableSession<MerchantsState, Command, ?, ?> session = (TableSession<MerchantsState, Command, ?, ?>) table.dashboard().session();
        Simulator simulator = Simulator.attach(session, boards, data.resolve("virtual-board"), HardwareConfig.DEFAULT_SETTLE_MS);
        System.out.println("Board:       a virtual sensor board on " + simulator.port() + " (log: " + simulator.log() + ")");
        System.out.println("             type its commands here: set up (the pieces where the game expects them) |");
        System.out.println("             place path 49 route red | remove path 49 | dice 3 4");
        System.out.println("             (or on the host page's Virtual board card)");
        Thread console = new Thread(() -> {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8))) {
                for (String line; (line = in.readLine()) != null; ) {
                    String refused = line.isBlank() ? null : simulator.type(line);
                    if (refused != null) {
                        System.out.println(refused);
                    }
                }
            } catch (IOException | RuntimeException e) {
                System.err.println("the virtual board stopped taking commands: " + e.getMessage());
            }
        }, "simulator-console");
        console.setDaemon(true);
        console.start();
        return simulator;
    }
}

package org.kontor.hub;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.kontor.engine.GameState;
import org.kontor.engine.board.Board;
import org.kontor.hub.hardware.HardwareConfig;
import org.kontor.hub.hardware.PhysicalGame;
import org.kontor.hub.hardware.PhysicalTable;
import org.kontor.hub.hardware.SimulatedUno;
import org.kontor.hub.hardware.Simulator;
import org.kontor.table.session.TableSession;

/** {@code --simulate-board} and the config file's boards and pins: the physical table attached to a running table. */
final class Simulate {

    private Simulate() {
    }

    /** The table's game as the physical table knows it; {@link IllegalArgumentException} for a game it does not play. */
    @SuppressWarnings("unchecked")
    private static <S extends GameState, C> PhysicalGame<S, C> physicalGame(DemoTable table) {
        return PhysicalGame.of((org.kontor.table.TableGame<S, C, ?, ?>) table.dashboard().session().game());
    }

    @SuppressWarnings("unchecked")
    private static <S extends GameState, C> TableSession<S, C, ?, ?> session(DemoTable table) {
        return (TableSession<S, C, ?, ?>) table.dashboard().session();
    }

    /** The config file's boards and pins, attached to the running table. */
    static AutoCloseable attachHardware(DemoTable table, HardwareConfig config) {
        return attachHardware(table, config, physicalGame(table));
    }

    private static <S extends GameState, C> AutoCloseable attachHardware(DemoTable table, HardwareConfig config, PhysicalGame<S, C> game) {
        TableSession<S, C, ?, ?> session = session(table);
        com.pi4j.context.Context pi4j = null;
        if (!config.pins().isEmpty() || !config.strips().isEmpty()) {
            // Refused, not dropped: a table that quietly lost its roll button or its strip is worse than none.
            String noGpio = org.kontor.hub.hardware.Pins.unavailable();
            if (noGpio != null) {
                throw new IllegalStateException(noGpio);
            }
            try {
                pi4j = com.pi4j.Pi4J.newAutoContext();   // on a Pi: gpiod for pins, linuxfs for the strips' SPI
            } catch (RuntimeException e) {
                throw new IllegalStateException("The Pi pins and LED strips could not be opened (they need a Raspberry Pi with gpiod"
                        + " and SPI): " + e.getMessage() + ". Remove the config file's pins and strips sections to run without them.");
            }
        }
        System.out.println("Hardware:    " + config.boards().size() + " sensor boards, " + config.pins().size() + " pins, "
                + config.strips().size() + " LED strips (the table screen's Physical board panel shows their state)");
        PhysicalTable<S, C> physical = PhysicalTable.attach(session, game.rules(), config, pi4j);
        com.pi4j.context.Context opened = pi4j;
        return () -> {
            physical.close();
            if (opened != null) {
                opened.shutdown();
            }
        };
    }

    /**
     * With {@code --simulate-board} the simulated board stands in for the config file's sensor board:
     * that board is not opened, and its buttons (meanings and seats) are the simulated board's. Refused
     * by name, never dropped: more than one board (the simulator is one), and wiring entries (the
     * simulated board reports the game's own spots, so a real board's wiring would not be used).
     * Returns the buttons the simulated board takes; {@code config}'s pins and strips stay the Pi's.
     */
    static List<HardwareConfig.ButtonConfig> standIn(HardwareConfig config) {
        if (config.boards().size() > 1) {
            throw new IllegalArgumentException("--simulate-board: the simulated board stands in for one sensor board, and the config"
                    + " file lists " + config.boards().size() + " (" + String.join(", ", config.boards().stream()
                    .map(HardwareConfig.BoardConfig::name).toList()) + "); keep one board in the config file's boards section,"
                    + " or run without --simulate-board.");
        }
        if (!config.wiring().isEmpty()) {
            throw new IllegalArgumentException("--simulate-board: the simulated board reports the game's own spots, so the config"
                    + " file's " + config.wiring().size() + " wiring entries would not be used; run without --simulate-board to"
                    + " play with them, or without the wiring section to simulate.");
        }
        return config.boards().isEmpty() ? List.of() : config.boards().get(0).buttons();
    }

    /**
     * The simulated board {@code kind} names ("virtual": the virtual board for the table's game, sized for
     * every board its setup offers (the host's extra boards too); "uno": the Uno's ELF in simavr; "mega": the
     * Mega's, with a bundled board's wiring map; "pieces": the Mega's built for resistor-coded pieces on the
     * Uno's map, which reads what stands on each spot); commands from the console. {@link IllegalArgumentException} or
     * {@link IllegalStateException} with a sentence when it cannot be had here.
     */
    static Simulator start(DemoTable table, String kind, Path data, List<HardwareConfig.ButtonConfig> buttons) {
        return start(table, kind, physicalGame(table), data, buttons);
    }

    private static <S extends GameState, C> Simulator start(DemoTable table, String kind, PhysicalGame<S, C> game,
                                                            Path data, List<HardwareConfig.ButtonConfig> buttons) {
        Simulator simulator = switch (kind) {
            case "virtual" -> Simulator.attach(session(table), game, Simulator.virtualBoard(game, data.resolve("virtual-board")),
                    HardwareConfig.DEFAULT_SETTLE_MS, buttons);
            case "uno" -> {
                if (game.code() != SimulatedUno.unoGame()) {
                    throw new IllegalArgumentException("--simulate-board=uno: the Uno's sketch is wired for a base board of game "
                            + SimulatedUno.unoGame() + " (protocol.md; firmware/kontor_board/wiring_map.h), and this table plays " + game.id()
                            + (game.boards().stream().anyMatch(SimulatedUno::hasMegaMap) ? "; use --simulate-board=mega for a Mega wired for it" : "")
                            + "; use --simulate-board for the virtual board, built for any game's board");
                }
                yield Simulator.attach(session(table), game, SimulatedUno.start(data.resolve("simulated-uno"), 1),
                        HardwareConfig.DEFAULT_SETTLE_MS, buttons);
            }
            case "mega" -> {
                // The sketch built for a Mega with the first of the game's boards that has a generated wiring map.
                String board = game.boards().stream().filter(SimulatedUno::hasMegaMap).findFirst().orElseThrow(
                        () -> new IllegalArgumentException("--simulate-board=mega: the reference firmware has no Mega wiring map for "
                                + game.id() + "'s boards (" + String.join(", ", game.boards()) + ")"
                                + (game.code() == SimulatedUno.unoGame() ? "; use --simulate-board=uno" : "")
                                + "; use --simulate-board for the virtual board, built for any game's board"));
                System.out.println("Mega:        the reference firmware built for an Arduino Mega with board " + board
                        + "'s wiring map (make mega MAP=" + board + ")");
                yield Simulator.attach(session(table), game, SimulatedUno.start(data.resolve("simulated-mega"), 1, board),
                        HardwareConfig.DEFAULT_SETTLE_MS, buttons);
            }
            case "pieces" -> {
                if (game.code() != SimulatedUno.unoGame()) {
                    throw new IllegalArgumentException("--simulate-board=pieces: resistor-coded pieces have a table for game "
                            + SimulatedUno.unoGame() + "'s base board only (firmware/kontor_board/piece_codes.h), and this table plays "
                            + game.id() + "; use --simulate-board for the virtual board, which reads any game's pieces");
                }
                System.out.println("Mega:        the reference firmware built for an Arduino Mega reading resistor-coded pieces"
                        + " (make mega SENSE=resistors)");
                yield Simulator.attach(session(table), game, SimulatedUno.startReadingPieces(data.resolve("simulated-pieces"), 1),
                        HardwareConfig.DEFAULT_SETTLE_MS, buttons);
            }
            default -> throw new IllegalArgumentException("--simulate-board=" + kind
                    + ": the simulated boards are 'virtual', 'uno', 'mega' and 'pieces'");
        };
        // An example in the game's own words: its first piece on the first spot of its first board.
        org.kontor.engine.table.Spot spot = game.spotsInUse(game.boards().get(0)).first();
        String example = "place " + spot + " " + game.pieces().get(0) + " red | remove " + spot;
        System.out.println("Board:       a virtual sensor board on " + simulator.port() + " (log: " + simulator.log() + ")");
        if (!buttons.isEmpty()) {
            System.out.println("Buttons:     the config file's board's: " + String.join(", ", buttons.stream().map(b -> "button " + b.button()
                    + " " + (b.does() == null ? "does nothing" : b.does().word())
                    + (b.seat() == HardwareConfig.SHARED ? "" : " for seat " + (b.seat() + 1))).toList()));
        }
        System.out.println("             type its commands here: set up (the pieces where the game expects them) | clear (lift them all) |");
        System.out.println("             " + example + " | dice 3 4");
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

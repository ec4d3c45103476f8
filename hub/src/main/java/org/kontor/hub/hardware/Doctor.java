package org.kontor.hub.hardware;

import com.fazecast.jSerialComm.SerialPort;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.kontor.protocol.link.LinkEvent;
import org.kontor.protocol.message.Hello;

/**
 * {@code kontor doctor}: what the hub finds, in words. The serial ports the system lists, each
 * configured board (is the port there, readable, answering; its id, firmware, sizes and
 * heartbeat), live sensor events for a while, and the configured pins.
 */
public final class Doctor {

    private Doctor() {
    }

    /** Prints the report to {@code out}; returns how many problems it found. */
    public static int run(HardwareConfig config, long watchMs, PrintStream out) throws InterruptedException {
        return run(config, NO_GAME, watchMs, out);
    }

    /** No table game to check the boards' HELLO against. */
    public static final int NO_GAME = -1;

    /**
     * As above; a board whose HELLO names a game other than {@code tableGame} (a HELLO code, or
     * {@link #NO_GAME}) is a problem, said as the table says it.
     */
    public static int run(HardwareConfig config, int tableGame, long watchMs, PrintStream out) throws InterruptedException {
        int problems = 0;
        out.println("Serial ports the system lists (pseudo-terminals are not listed; open them by path):");
        SerialPort[] ports = SerialPort.getCommPorts();
        if (ports.length == 0) {
            out.println("  none");
        }
        for (SerialPort port : ports) {
            out.printf("  %s  %s  usb %04x:%04x  serial %s%n", port.getSystemPortPath(), port.getPortDescription(),
                    port.getVendorID() < 0 ? 0 : port.getVendorID(), port.getProductID() < 0 ? 0 : port.getProductID(),
                    port.getSerialNumber());
        }
        if (config.boards().isEmpty()) {
            out.println("No boards configured (the config file's boards section): the table is phone-only.");
        }
        List<Watched> watched = new ArrayList<>();
        for (HardwareConfig.BoardConfig board : config.boards()) {
            String problem = SerialBoard.locate(board.port(), board.usb()).problem();
            if (problem != null) {
                out.println("Board " + board.name() + ": " + problem);
                problems++;
                continue;
            }
            Watched w = new Watched(board.name(), out);
            w.board = new SerialBoard(board, w).start();
            watched.add(w);
        }
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(watchMs);
        long nextAges = System.nanoTime();
        while (System.nanoTime() < end && !watched.isEmpty()) {
            if (System.nanoTime() >= nextAges) {
                for (Watched w : watched) {
                    if (w.hello != null) {
                        out.printf("Board %s: last heard %d ms ago%n", w.name, w.board.silentForMs());
                    }
                }
                nextAges = System.nanoTime() + TimeUnit.SECONDS.toNanos(2);
            }
            Thread.sleep(50);   // pacing the report
        }
        for (Watched w : watched) {
            w.board.close();
            if (w.board.frameErrors() > 0) {
                out.println("Board " + w.name + ": " + w.board.frameErrors() + " corrupted frames dropped while watching: a loose"
                        + " cable, a noisy line or another baud rate than 115200?");
                problems++;
            }
            if (w.hello != null) {
                // said after the watch: the games' names are looked up once, not on the board's thread while frames wait
                Hello h = w.hello;
                out.println("Board " + w.name + ": " + (h.game() == org.kontor.protocol.message.Piece.GAME_NONE
                        ? "names no game: it is read as presence only, its sensors where the config's wiring says"
                        : "wired for " + PhysicalGame.title(h.game())));
                String refusal = tableGame == NO_GAME ? null : PhysicalGame.refusal(w.where, h.game(), tableGame);
                if (refusal != null) {
                    out.println("Board " + w.name + ": " + refusal);
                    problems++;
                }
            }
            if (w.hello == null) {
                out.println("Board " + w.name + ": no answer to HELLO_REQ within " + watchMs + " ms: is it running the "
                        + "reference firmware at 115200 baud, and is it the right port?");
                problems++;
            }
        }
        String noGpio = config.pins().isEmpty() && config.strips().isEmpty() ? null : Pins.unavailable();
        if (noGpio != null) {
            out.println(noGpio);
            problems++;
        }
        for (HardwareConfig.PinConfig pin : config.pins()) {
            out.printf("Pin %d: %s%s, debounce %d ms%n", pin.pin(), pin.role().name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'),
                    pin.spot() == null ? "" : " under " + pin.spot(), pin.debounceMs());
        }
        out.println(problems == 0 ? "No problems found." : problems + (problems == 1 ? " problem" : " problems") + " found.");
        return problems;
    }

    /** What a board said, in words: "a piece on intersection 12", "dice 3 4", "button 1 clicked". */
    static String words(org.kontor.protocol.message.Message message) {
        if (message instanceof org.kontor.protocol.message.OccupancyChanged changed) {
            return String.join("; ", changed.changes().stream().map(c -> (c.present() ? "a piece on " : "a piece lifted from ")
                    + where(c.location()) + (c.piece() != 0 ? " (piece byte " + c.piece() + ")" : "")).toList());
        }
        if (message instanceof org.kontor.protocol.message.DiceRolled dice) {
            return "dice " + String.join(" ", dice.values().stream().map(String::valueOf).toList());
        }
        if (message instanceof org.kontor.protocol.message.Button button) {
            String action = switch (button.action()) {
                case org.kontor.protocol.message.Button.CLICK -> "clicked";
                case org.kontor.protocol.message.Button.LONG -> "held (long press)";
                case org.kontor.protocol.message.Button.DOUBLE -> "double-clicked";
                case org.kontor.protocol.message.Button.DOWN -> "pressed";
                default -> "released";
            };
            return "button " + button.button() + " " + action;
        }
        if (message instanceof org.kontor.protocol.message.Snapshot snapshot) {
            int occupied = 0;
            for (org.kontor.protocol.message.SnapshotSection section : snapshot.sections()) {
                if (section instanceof org.kontor.protocol.message.SnapshotSection.Presence presence) {
                    for (int id = 0; id < presence.bitmap().length() * 8; id++) {
                        occupied += presence.occupied(id) ? 1 : 0;
                    }
                }
            }
            return "snapshot: " + occupied + (occupied == 1 ? " place" : " places") + " occupied";
        }
        return message.type().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ') + " (" + message.fields() + ")";
    }

    private static String where(org.kontor.protocol.message.Location location) {
        String kind = switch (location.kind()) {
            case org.kontor.protocol.message.Location.INTERSECTION -> "intersection";
            case org.kontor.protocol.message.Location.PATH -> "path";
            case org.kontor.protocol.message.Location.HEX -> "hex";
            default -> "location kind " + location.kind();
        };
        return kind + " " + location.id();
    }

    private static final class Watched implements SerialBoard.Listener {
        final String name;
        final PrintStream out;
        SerialBoard board;
        volatile Hello hello;
        volatile String where;

        Watched(String name, PrintStream out) {
            this.name = name;
            this.out = out;
        }

        @Override
        public void linkEvent(SerialBoard source, LinkEvent event) {
            if (event instanceof LinkEvent.SessionStarted started) {
                Hello h = started.board();
                hello = h;
                out.printf("Board %s: '%s', id %s, firmware %d.%d.%d, protocol %d.%d, %d intersections, %d paths, %d hexes, "
                                + "%d buttons, %d LEDs%n", name, h.name(), h.boardUid().hex(), h.fwMajor(), h.fwMinor(), h.fwPatch(),
                        h.protoMajor(), h.protoMinor(), h.intersections(), h.paths(), h.hexes(), h.buttons(), h.leds());
                where = source.where();
            } else if (event instanceof LinkEvent.Received received) {
                out.println("Board " + name + ": " + words(received.message()));
            } else if (event instanceof LinkEvent.SessionLost lost) {
                out.println("Board " + name + ": session lost (" + lost.reason() + ")");
            }
        }

        @Override
        public void connection(SerialBoard source, boolean open, String problem) {
            if (problem != null) {
                out.println("Board " + name + ": " + problem);
            }
        }
    }
}

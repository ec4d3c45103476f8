package org.kontor.protocol.uno;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.kontor.protocol.SerialPortChannel;
import org.kontor.protocol.link.Clock;
import org.kontor.protocol.link.LinkConfig;
import org.kontor.protocol.link.LinkEvent;
import org.kontor.protocol.link.LinkLayer;

/**
 * The sketch's ELF running in firmware/sim/board_simulator.c, and the hub's link layer on the
 * simulator's pseudo-terminal, opened with jSerialComm as a real board's port. One thread: the
 * test's, which polls the link every 2 ms while it waits for anything.
 */
final class SimulatedArduino implements AutoCloseable {
    private static final Duration PATIENCE = Duration.ofSeconds(15);

    private final Process process;
    private final Writer commands;
    private final List<String> output = new ArrayList<>();
    private String pty;
    private final List<LinkEvent> events = new ArrayList<>();
    private SerialPortChannel port;
    private LinkLayer hub;

    private SimulatedArduino(Process process, String pty) {
        this.process = process;
        this.commands = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.US_ASCII);
        this.pty = pty;
    }

    /** Boots an Uno; seed drives the contact chatter, the line noise and the A7 noise. */
    static SimulatedArduino boot(long seed) {
        return boot("uno", seed);
    }

    /** Boots a board, "uno", "mega" or "mega-resistors" (the Mega reading resistor-coded pieces). */
    static SimulatedArduino boot(String board, long seed) {
        System.out.println("[simulated " + board + "] seed " + seed);
        try {
            Process process = new ProcessBuilder(AvrBuild.simulator(board).toString(), AvrBuild.elf(board).toString(), Long.toString(seed),
                    board.startsWith("mega") ? "mega" : board)
                    .redirectError(ProcessBuilder.Redirect.INHERIT).start();
            BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.US_ASCII));
            String line;
            List<String> before = new ArrayList<>();
            while ((line = out.readLine()) != null && !line.startsWith("PTY ")) {
                before.add(line);
            }
            assertThat(line).as("the simulator's pty line; it printed %s", before).isNotNull();
            SimulatedArduino uno = new SimulatedArduino(process, line.substring(4));
            Thread reader = new Thread(() -> uno.readOutput(out), "board-simulator-output");
            reader.setDaemon(true);
            reader.start();
            return uno;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void readOutput(BufferedReader out) {
        try {
            String line;
            while ((line = out.readLine()) != null) {
                synchronized (output) {
                    output.add(line);
                }
            }
        } catch (IOException e) {
            // the simulator ended; the lines so far stay
        }
    }

    /** Opens the board's port as the hub does and starts the link layer on it. */
    void connectHub() {
        connectHub(0);
    }

    /**
     * As above, for a link that numbers its sessions after {@code lastSession}: 0 for a hub that
     * has just started (a restarted hub numbers from 1 again).
     */
    void connectHub(int lastSession) {
        port = SerialPortChannel.open(pty);
        hub = new LinkLayer(port, Clock.system(), LinkConfig.HUB, lastSession);
    }

    /**
     * The USB cable pulled out for {@code ms} and pushed back: the port goes away (the hub's link
     * with it) and comes back as a new one, the bytes the board sends meanwhile are lost, and the
     * sketch runs on. The hub is not connected again: the caller does that, as a hub reopening its
     * port would.
     */
    void unplug(long ms) {
        int from = output().size();
        run("unplug " + ms);
        if (port != null) {
            port.close();
            port = null;
            hub = null;
        }
        pty = awaitLine(from, line -> line.startsWith("PTY ")).substring(4);
    }

    LinkLayer hub() {
        return hub;
    }

    /** Every link event so far, in order. */
    List<LinkEvent> events() {
        return events;
    }

    /** Every line the simulator printed so far. */
    List<String> output() {
        synchronized (output) {
            return List.copyOf(output);
        }
    }

    /** Runs a simulator command and waits until it is done (in simulated time). */
    void run(String command) {
        int from = output().size();
        send(command);
        awaitLine(from, line -> line.equals("ok " + command));
    }

    void send(String command) {
        try {
            commands.write(command + "\n");
            commands.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The first line printed at index from or later that matches; polls the hub meanwhile. */
    String awaitLine(int from, Predicate<String> wanted) {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        int next = from;
        while (System.nanoTime() < deadline) {
            List<String> lines = output();
            for (; next < lines.size(); next++) {
                if (wanted.test(lines.get(next))) {
                    return lines.get(next);
                }
            }
            assertThat(process.isAlive()).as("the simulator is running; it printed:\n%s", String.join("\n", lines)).isTrue();
            pollOnce();
        }
        throw new AssertionError("not printed within " + PATIENCE + "; the simulator printed:\n" + String.join("\n", output())
                + "\nlink events: " + events);
    }

    /** Polls the hub until an event matches (checking the ones already seen from index from). */
    LinkEvent awaitEvent(int from, Predicate<LinkEvent> wanted) {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        int next = from;
        while (System.nanoTime() < deadline) {
            for (; next < events.size(); next++) {
                if (wanted.test(events.get(next))) {
                    return events.get(next);
                }
            }
            pollOnce();
        }
        throw new AssertionError("no such link event within " + PATIENCE + "; events: " + events
                + "\nthe simulator printed:\n" + String.join("\n", output()));
    }

    /** Lets the link run for a while (for "nothing more arrives" checks). */
    void idle(Duration duration) {
        long until = System.nanoTime() + duration.toNanos();
        while (System.nanoTime() < until) {
            pollOnce();
        }
    }

    private void pollOnce() {
        if (hub != null) {
            events.addAll(hub.poll());
        }
        try {
            Thread.sleep(2); // the pace of a real-time link's poll loop, not a wait for a result
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** The simulator's measured figures (stack high-water mark, scan period, strip timing...). */
    Map<String, Long> stats() {
        int from = output().size();
        run("stats");
        String line = awaitLine(from, l -> l.startsWith("stats "));
        Map<String, Long> stats = new HashMap<>();
        for (String pair : line.substring(6).split(" ")) {
            String[] kv = pair.split("=");
            stats.put(kv[0], Long.parseUnsignedLong(kv[1]));
        }
        System.out.println("[simulated board] " + line);
        return stats;
    }

    @Override
    public void close() {
        try {
            send("quit");
        } catch (UncheckedIOException e) {
            // already gone
        }
        try {
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
        if (port != null) {
            port.close();
        }
    }
}

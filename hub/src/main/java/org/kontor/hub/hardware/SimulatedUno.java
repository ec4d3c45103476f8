package org.kontor.hub.hardware;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * The reference rig: the sketch a maker flashes, built for an Uno by the same {@code make uno} (Debian's
 * avr-gcc and arduino-mk), run cycle by cycle in simavr by firmware/sim/board_simulator.c with its
 * UART on a pseudo-terminal, its 74HC165 chain, keys and WS2812 strip played from the pins. The hub
 * opens {@link #port()}, a link that follows the pseudo-terminal across simulated unplugs. The
 * board senses presence only (reed switches), so a piece and colour typed after the spot are
 * dropped: "place intersection 12 settlement red" places a magnet on intersection 12. The sketch
 * built for resistor-coded pieces ({@link #startReadingPieces}: {@code make mega SENSE=resistors}) reads
 * what stands on each spot through simavr's ADC, so there the piece and colour typed are the
 * resistor put on the spot. The same rig
 * runs the sketch built for a Mega with another bundled board's wiring map ({@link #start(Path, long, String)}:
 * {@code make mega MAP=board}, firmware/kontor_board/wiring_board.h), whose simulator plays the reed
 * chain by the same map.
 */
public final class SimulatedUno implements BoardProcess {
    private static final List<String> SOURCES = List.of("c/hbp.c", "c/hbp.h", "firmware/Makefile", "firmware/arduino.mk",
            "firmware/kontor_board/board.c", "firmware/kontor_board/board.h", "firmware/kontor_board/hal.h",
            "firmware/kontor_board/hal_arduino.cpp", "firmware/kontor_board/kontor_board.ino",
            "firmware/kontor_board/wiring_map.h", "firmware/kontor_board/piece_codes.h", "firmware/sim/board_simulator.c");
    private static final long PATIENCE_MS = 15_000;
    /**
     * The HELLO code of the game whose base board the Uno's wiring map covers (protocol.md §7), as
     * the sketch's own wiring_map.h says it ({@code #define BOARD_GAME}): the firmware decides, so
     * the hub names no game here.
     */
    public static int unoGame() {
        try (InputStream in = SimulatedUno.class.getResourceAsStream("/uno-rig/firmware/kontor_board/wiring_map.h")) {
            if (in == null) {
                throw new IllegalStateException("this build carries no Uno sketch (wiring_map.h)");
            }
            java.util.regex.Matcher game = java.util.regex.Pattern.compile("#define BOARD_GAME (\\d+)")
                    .matcher(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.US_ASCII));
            if (!game.find()) {
                throw new IllegalStateException("the Uno sketch's wiring_map.h defines no BOARD_GAME");
            }
            return Integer.parseInt(game.group(1));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException("cannot read the Uno sketch's wiring_map.h", e);
        }
    }

    private final Process process;
    private final OutputStream commands;
    private final Path link;
    private final Path log;
    private final List<String> output = new ArrayList<>();
    private final boolean readsPieces;
    private final List<Long> arrived = new ArrayList<>();   // System.nanoTime() as each line was read, by index

    private SimulatedUno(Process process, Path link, Path log, boolean readsPieces) {
        this.process = process;
        this.commands = process.getOutputStream();
        this.link = link;
        this.log = log;
        this.readsPieces = readsPieces;
    }

    /** What is missing on this computer to build and run the rig, in words naming the packages; null when nothing is. */
    public static String missing() {
        return missing(System.getenv("PATH"));
    }

    /** As above, looking for the programs on {@code path} (a PATH value). */
    static String missing(String path) {
        List<String> absent = new ArrayList<>();
        if (!Files.exists(Path.of("/dev/ptmx"))) {
            return "the simulated Uno needs pseudo-terminals (/dev/ptmx), which this system does not have";
        }
        if (!onPath(path, "make")) {
            absent.add("make");
        }
        if (!onPath(path, "gcc")) {
            absent.add("gcc");
        }
        if (!onPath(path, "avr-gcc")) {
            absent.add("gcc-avr avr-libc");
        }
        if (!Files.exists(Path.of("/usr/share/arduino/Arduino.mk"))) {
            absent.add("arduino-mk arduino-core-avr");
        }
        if (!Files.exists(Path.of("/usr/include/simavr/sim_avr.h"))) {
            absent.add("libsimavr-dev");
        }
        return absent.isEmpty() ? null : "the simulated Uno is built with the AVR toolchain and run in simavr; install them first"
                + " (apt-get install " + String.join(" ", absent) + ")";
    }

    private static boolean onPath(String path, String program) {
        if (path == null) {
            return false;
        }
        for (String dir : path.split(java.io.File.pathSeparator)) {
            if (Files.isExecutable(Path.of(dir, program))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Builds the sketch and the simulator in {@code folder} (make redoes only what changed) and boots
     * the Uno; {@code seed} drives its contact chatter and the noise its boot id comes from.
     * {@link IllegalStateException} with a sentence when the tools are missing or the build fails.
     */
    public static SimulatedUno start(Path folder, long seed) {
        return start(folder, seed, null);
    }

    /** Whether this build carries a generated Mega wiring map for bundled board {@code board} ({@code make mega MAP=board}). */
    public static boolean hasMegaMap(String board) {
        return FirmwareMap.bundled(board);
    }

    /**
     * As {@link #start(Path, long)}, but with {@code megaMap} not null the sketch is built for an
     * Arduino Mega 2560 with that bundled board's wiring map ({@code make mega MAP=megaMap}) and run
     * on a simulated ATmega2560.
     */
    public static SimulatedUno start(Path folder, long seed, String megaMap) {
        return start(folder, seed, megaMap, false);
    }

    /**
     * The sketch built for an Arduino Mega reading resistor-coded pieces on the Uno's wiring map
     * ({@code make mega SENSE=resistors}, firmware/kontor_board/piece_codes.h), in simavr: a piece typed
     * is the resistor the simulator puts on the spot, and the board reports what stands there.
     */
    public static SimulatedUno startReadingPieces(Path folder, long seed) {
        return start(folder, seed, null, true);
    }

    private static SimulatedUno start(Path folder, long seed, String megaMap, boolean resistors) {
        if (megaMap != null && !hasMegaMap(megaMap)) {
            throw new IllegalArgumentException("the reference firmware has no wiring map for board " + megaMap
                    + " (firmware/kontor_board/" + FirmwareMap.header(megaMap) + ")");
        }
        String missing = missing();
        if (missing != null) {
            throw new IllegalStateException(missing);
        }
        try {
            Path tree = folder.resolve("uno-rig");
            List<String> sources = new ArrayList<>(SOURCES);
            if (megaMap != null) {
                sources.add("firmware/kontor_board/" + FirmwareMap.header(megaMap));
            }
            for (String source : sources) {
                Path target = tree.resolve(source);
                Files.createDirectories(target.getParent());
                try (InputStream in = SimulatedUno.class.getResourceAsStream("/uno-rig/" + source)) {
                    if (in == null) {
                        throw new IllegalStateException("the reference firmware's " + source + " is missing from this build");
                    }
                    byte[] text = in.readAllBytes();
                    // Unchanged files keep their times, so make rebuilds nothing at the next start.
                    if (!Files.exists(target) || !java.util.Arrays.equals(Files.readAllBytes(target), text)) {
                        Files.write(target, text);
                    }
                }
            }
            Path build = folder.resolve("uno-build").toAbsolutePath();
            Path makeLog = folder.resolve("uno-make.log");
            String chip = megaMap == null && !resistors ? "uno" : "mega";
            String suffix = (megaMap == null ? "" : "-" + megaMap) + (resistors ? "-resistors" : "");
            Process make = new ProcessBuilder("make", "-C", tree.resolve("firmware").toString(), chip, "simulator", "BUILD=" + build,
                    "MAP=" + (megaMap == null ? "" : megaMap), "SENSE=" + (resistors ? "resistors" : ""))
                    .redirectErrorStream(true).redirectOutput(makeLog.toFile()).start();
            if (!make.waitFor(600, TimeUnit.SECONDS) || make.exitValue() != 0) {
                make.destroyForcibly();
                throw new IllegalStateException("make could not build the simulated " + chip + ":\n" + Files.readString(makeLog));
            }
            Path log = folder.resolve("uno.log");
            Process process = new ProcessBuilder(build.resolve("board_simulator" + suffix).toString(),
                    build.resolve(chip + suffix).resolve("kontor_board.elf").toString(), Long.toString(seed), chip)
                    .redirectError(log.toFile()).start();
            SimulatedUno uno = new SimulatedUno(process, folder.resolve("uno-port").toAbsolutePath(), log, resistors);
            Thread reader = new Thread(() -> uno.read(process.getInputStream()), "simulated-uno-output");
            reader.setDaemon(true);
            reader.start();
            uno.awaitLine(0, line -> line.startsWith("PTY "));
            return uno;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot build the simulated Uno in " + folder, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while building the simulated Uno", e);
        }
    }

    private void read(InputStream in) {
        try (BufferedReader out = new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII))) {
            for (String line; (line = out.readLine()) != null; ) {
                if (line.startsWith("PTY ")) {
                    relink(line.substring(4).trim());   // before the line is seen: a waiter finds the port ready
                }
                synchronized (output) {
                    output.add(line);
                    arrived.add(System.nanoTime());
                    output.notifyAll();
                }
            }
        } catch (IOException e) {
            // the simulator ended; its lines so far stay
        }
    }

    private void relink(String pty) {
        try {
            Path fresh = Path.of(link + ".new");
            Files.deleteIfExists(fresh);
            Files.createSymbolicLink(fresh, Path.of(pty));
            Files.move(fresh, link, java.nio.file.StandardCopyOption.REPLACE_EXISTING, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot link " + link + " to the simulated Uno's " + pty, e);
        }
    }

    /** A link to the Uno's pseudo-terminal, which follows it across unplugs, as /dev/serial/by-id/... does. */
    @Override
    public String port() {
        return link.toString();
    }

    @Override
    public Path log() {
        return log;
    }

    /**
     * A simulator command (firmware/sim/board_simulator.c): "place intersection 12", "dice 3 4",
     * "button 0 click", "unplug 300"; a piece and colour after a place's spot are dropped, the
     * board sensing presence only, unless it reads resistor-coded pieces.
     */
    @Override
    public synchronized void send(String command) {
        String[] words = command.trim().split("\\s+");
        String line = !readsPieces && words.length > 3 && words[0].equals("place") ? "place " + words[1] + " " + words[2] : command.trim();
        try {
            if (words[0].equals("unplug")) {
                // The link goes with the cable, as udev's /dev/serial/by-id/... does: the pseudo-terminal's
                // name is free once the simulator closes it, and another program's pty given that name
                // must not be what the hub opens through a stale link (a board of another game, once 19.7 s).
                Files.deleteIfExists(link);
            }
            commands.write((line + "\n").getBytes(StandardCharsets.US_ASCII));
            commands.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("the simulated Uno is gone: " + e.getMessage(), e);
        }
    }

    /** Every line the simulator printed so far ("led 3 00a000 1234", "frame 32 5 1234", ...). */
    public List<String> output() {
        synchronized (output) {
            return List.copyOf(output);
        }
    }

    /**
     * When line {@code index} of {@link #output()} was read ({@link System#nanoTime()}): the wall
     * clock's side of the line's simulated time, so a benchmark can tell the simulator's lag from
     * the hub's time.
     */
    public long arrivedNanos(int index) {
        synchronized (output) {
            return arrived.get(index);
        }
    }

    /** The first line from index {@code from} on that matches, waiting up to 15 s for it. */
    public String awaitLine(int from, Predicate<String> wanted) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(PATIENCE_MS);
        synchronized (output) {
            for (int next = from; ; ) {
                for (; next < output.size(); next++) {
                    if (wanted.test(output.get(next))) {
                        return output.get(next);
                    }
                }
                long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
                if (left <= 0 || !process.isAlive() && next == output.size()) {
                    throw new IllegalStateException("the simulated Uno did not print the line awaited; it printed:\n"
                            + String.join("\n", output.subList(Math.max(0, output.size() - 40), output.size())));
                }
                try {
                    output.wait(left);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException(e);
                }
            }
        }
    }

    /** Runs a command and waits until the simulator has done it (in simulated time). */
    public void run(String command) {
        int from = output().size();
        send(command);
        String done = "ok " + command.trim();
        awaitLine(from, line -> line.equals(done) || line.startsWith("ok " + command.trim().split("\\s+")[0] + " "));
    }

    /**
     * The simulator's figures now ("sim_us", "wall_us", "stack_bytes", ...: board_simulator.c). Simulated
     * time never runs ahead of the wall clock but falls behind it on a busy computer.
     */
    public java.util.Map<String, Long> stats() {
        int from = output().size();
        send("stats");
        String line = awaitLine(from, l -> l.startsWith("stats "));
        java.util.Map<String, Long> stats = new java.util.TreeMap<>();
        for (String pair : line.substring(6).split(" ")) {
            String[] kv = pair.split("=");
            stats.put(kv[0], Long.parseUnsignedLong(kv[1]));
        }
        return stats;
    }

    /** The LEDs lit now on the simulated strip, by index, from the pins' decoded edges. */
    public java.util.Map<Integer, String> leds() {
        java.util.Map<Integer, String> lit = new java.util.TreeMap<>();
        for (String line : output()) {
            if (line.startsWith("led ")) {
                String[] f = line.split(" ");
                if (f[2].equals("000000")) {
                    lit.remove(Integer.parseInt(f[1]));
                } else {
                    lit.put(Integer.parseInt(f[1]), f[2]);
                }
            }
        }
        return lit;
    }

    @Override
    public void close() {
        try {
            commands.write("quit\n".getBytes(StandardCharsets.US_ASCII));
            commands.close();
        } catch (IOException e) {
            // already gone
        }
        try {
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}

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
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The simulator: the reference firmware built for this computer (firmware-protocol's
 * virtual_board.c, packed into kontor.jar) on a pseudo-terminal, sized for the game's board. The
 * hub talks to it exactly as to a real board; pieces are placed by writing its script commands
 * ("place path 17 route red") to its standard input. Needs gcc and a POSIX system.
 */
public final class VirtualBoard implements BoardProcess {
    private static final List<String> SOURCES = List.of("c/hbp.c", "c/hbp.h", "firmware/host/virtual_board.c",
            "firmware/kontor_board/board.c", "firmware/kontor_board/board.h", "firmware/kontor_board/hal.h");

    private final Process process;
    private final OutputStream commands;
    private final String pty;
    private final Path log;

    private VirtualBoard(Process process, String pty, Path log) {
        this.process = process;
        this.commands = process.getOutputStream();
        this.pty = pty;
        this.log = log;
    }

    /**
     * Compiles the virtual board for a board of these sizes into {@code folder} (reused when it is
     * there already) and returns the program, for the game with HELLO code {@code game}
     * (protocol.md §7): its HELLO names that game, and "place" takes that game's piece names.
     */
    public static Path build(Path folder, int game, int intersections, int paths, int hexes) {
        try {
            // The program's name carries a checksum of its sources, so a changed firmware is rebuilt.
            java.util.zip.CRC32 crc = new java.util.zip.CRC32();
            Path sources = folder.resolve("virtual-board-src");
            for (String source : SOURCES) {
                Path target = sources.resolve(source);
                Files.createDirectories(target.getParent());
                try (InputStream in = VirtualBoard.class.getResourceAsStream("/virtual-board/" + source)) {
                    if (in == null) {
                        throw new IllegalStateException("the virtual board's source " + source + " is missing from this build");
                    }
                    byte[] text = in.readAllBytes();
                    crc.update(text);
                    Files.write(target, text);
                }
            }
            Path binary = folder.resolve(String.format("virtual_board-g%d-%d-%d-%d-%08x", game, intersections, paths, hexes,
                    crc.getValue()));
            if (Files.isExecutable(binary)) {
                return binary;
            }
            int channels = intersections + paths + hexes;
            int perKind = Math.max(intersections, Math.max(paths, hexes));
            List<String> command = new ArrayList<>(List.of("gcc", "-std=c99", "-O2", "-DBOARD_OUTBOX_PAYLOAD=240",
                    "-DGAME=" + game, "-DINTERSECTIONS=" + intersections, "-DPATHS=" + paths, "-DHEXES=" + hexes,
                    "-DBOARD_MAX_CHANNELS=" + channels, "-DBOARD_MAX_LOCATIONS_PER_KIND=" + perKind,
                    "-DBOARD_MAX_LEDS=" + channels, "-I" + sources.resolve("c"), "-o", binary + ".tmp",
                    sources.resolve("firmware/host/virtual_board.c").toString(),
                    sources.resolve("firmware/kontor_board/board.c").toString(), sources.resolve("c/hbp.c").toString()));
            Path gccLog = folder.resolve("gcc.log");
            Process gcc;
            try {
                gcc = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(gccLog.toFile()).start();
            } catch (IOException e) {
                throw new IllegalStateException("the simulator needs gcc to build the virtual board (apt-get install gcc): " + e.getMessage(), e);
            }
            if (!gcc.waitFor(120, TimeUnit.SECONDS) || gcc.exitValue() != 0) {
                gcc.destroyForcibly();
                throw new IllegalStateException("gcc could not build the virtual board:\n" + Files.readString(gccLog));
            }
            Files.move(Path.of(binary + ".tmp"), binary, StandardCopyOption.REPLACE_EXISTING);
            return binary;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot build the virtual board in " + folder, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while building the virtual board", e);
        }
    }

    /** Starts the program; it takes commands on stdin and logs to {@code log}. */
    public static VirtualBoard start(Path binary, Path log) {
        try {
            Process process = new ProcessBuilder(binary.toString(), "-").redirectError(log.toFile()).start();
            BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.US_ASCII));
            String first = out.readLine();
            if (first == null || !first.startsWith("PTY ")) {
                process.destroyForcibly();
                throw new IllegalStateException("the virtual board did not start (" + first + "); its log:\n" + Files.readString(log));
            }
            return new VirtualBoard(process, first.substring(4).trim(), log);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start the virtual board " + binary, e);
        }
    }

    /** The pseudo-terminal to open as the board's serial port. */
    @Override
    public String port() {
        return pty;
    }

    @Override
    public Path log() {
        return log;
    }

    /** One script command, as docs/wiring.md lists them: "place path 17 route red", "dice 3 4". */
    @Override
    public synchronized void send(String command) {
        try {
            commands.write((command + "\n").getBytes(StandardCharsets.US_ASCII));
            commands.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("the virtual board is gone: " + e.getMessage(), e);
        }
    }

    /** The program's process id (tests pause it with SIGSTOP to play a board that hangs). */
    public long pid() {
        return process.pid();
    }

    public boolean alive() {
        return process.isAlive();
    }

    @Override
    public void close() {
        try {
            commands.close();
        } catch (IOException e) {
            // already gone
        }
        process.destroy();
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

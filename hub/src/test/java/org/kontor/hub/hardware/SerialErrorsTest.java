package org.kontor.hub.hardware;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.kontor.protocol.link.LinkEvent;
import org.slf4j.LoggerFactory;

/** Issue 40: frames a board sent that arrived corrupt were dropped silently, neither logged nor counted for the host. */
class SerialErrorsTest {
    /** A pseudo-terminal whose far end sends corrupt frames (a valid COBS frame, a wrong CRC) every 50 ms for 10 s. */
    private static final String NOISY_LINE = """
            import os, pty, sys, time
            m, s = pty.openpty()
            print(os.ttyname(s), flush=True)
            os.set_blocking(m, False)
            end = time.time() + 10
            while time.time() < end:
                os.write(m, bytes([0x09, 1, 2, 3, 4, 5, 6, 7, 8, 0x00]))
                try:
                    os.read(m, 4096)
                except BlockingIOError:
                    pass
                time.sleep(0.05)
            """;

    @Test
    void corrupt_frames_from_a_board_are_counted_and_logged() throws Exception {
        assumeTrue(Files.exists(Path.of("/dev/ptmx")), "no pseudo-terminals on this machine");
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/python3")), "no /usr/bin/python3 to hold the far end of the line");
        Process line = new ProcessBuilder("/usr/bin/python3", "-c", NOISY_LINE).redirectErrorStream(true).start();
        Logger log = (Logger) LoggerFactory.getLogger(SerialBoard.class);
        ListAppender<ILoggingEvent> logged = new ListAppender<>();
        logged.list = new java.util.concurrent.CopyOnWriteArrayList<>();   // appended on the board thread, read here
        logged.start();
        log.addAppender(logged);
        try {
            String port = new BufferedReader(new InputStreamReader(line.getInputStream(), StandardCharsets.UTF_8)).readLine();
            assertThat(port).startsWith("/dev/");
            try (SerialBoard board = new SerialBoard("noisy", port, new SerialBoard.Listener() {
                @Override
                public void linkEvent(SerialBoard source, LinkEvent event) {}

                @Override
                public void connection(SerialBoard source, boolean open, String problem) {}
            }).start()) {
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(8);
                while (System.nanoTime() < deadline && (board.frameErrors() < 3 || warnings(logged) == 0)) {
                    Thread.sleep(50);
                }
                System.out.println("noisy line: " + board.frameErrors() + " frames dropped, " + warnings(logged) + " warnings logged");
                assertThat(board.frameErrors()).as("the host's count of dropped frames").isGreaterThanOrEqualTo(3);
                assertThat(logged.list).extracting(ILoggingEvent::getFormattedMessage)
                        .anyMatch(m -> m.startsWith("board noisy: ") && m.contains("corrupted frames dropped"));
            }
        } finally {
            log.detachAppender(logged);
            line.destroy();
        }
    }

    @Test
    void the_table_status_counts_each_board_s_corrupt_frames_for_the_host_page() throws Exception {
        assumeTrue(Files.exists(Path.of("/dev/ptmx")), "no pseudo-terminals on this machine");
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/python3")), "no /usr/bin/python3 to hold the far end of the line");
        Process line = new ProcessBuilder("/usr/bin/python3", "-c", NOISY_LINE).redirectErrorStream(true).start();
        var session = new org.kontor.table.session.TableSession<>(new org.kontor.table.merchants.MerchantsTable(), () -> 3L);
        var dashboard = org.kontor.web.Dashboard.create(session, org.kontor.web.Pairing.random(4),
                org.kontor.web.Dashboard.Options.forTests()).start(0);
        try {
            String port = new BufferedReader(new InputStreamReader(line.getInputStream(), StandardCharsets.UTF_8)).readLine();
            session.start(new org.kontor.table.GameSetup("europe-short", java.util.List.of("Ana", "Ben", "Cy"),
                    java.util.Map.of("setup", "FIXED"), org.kontor.table.GameSetup.DiceSource.TABLE)).get(10, TimeUnit.SECONDS);
            try (PhysicalTable<?, ?> table = attach(session, new HardwareConfig(java.util.List.of(new HardwareConfig.BoardConfig("noisy", port)), java.util.List.of(),
                            java.util.List.of(), 400));
                 Phone screen = Phone.open(dashboard.port(), "/ws/public")) {
                screen.await("the noisy board's dropped frames in the status", v -> v.path("physical").path("boards").path(0)
                        .path("frameErrors").asLong() >= 3, java.time.Duration.ofSeconds(15));
            }
        } finally {
            dashboard.stop();
            line.destroy();
        }
    }

    @Test
    void doctor_names_the_corrupt_frames_as_a_problem() throws Exception {
        assumeTrue(Files.exists(Path.of("/dev/ptmx")), "no pseudo-terminals on this machine");
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/python3")), "no /usr/bin/python3 to hold the far end of the line");
        Process line = new ProcessBuilder("/usr/bin/python3", "-c", NOISY_LINE).redirectErrorStream(true).start();
        try {
            String port = new BufferedReader(new InputStreamReader(line.getInputStream(), StandardCharsets.UTF_8)).readLine();
            java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
            int problems = Doctor.run(new HardwareConfig(java.util.List.of(new HardwareConfig.BoardConfig("noisy", port)),
                    java.util.List.of(), java.util.List.of(), 400), 1500, new java.io.PrintStream(bytes, true, StandardCharsets.UTF_8));
            String out = bytes.toString(StandardCharsets.UTF_8);
            assertThat(out).containsPattern("Board noisy: \\d+ corrupted frames dropped while watching: a loose cable, a noisy line")
                    .contains("2 problems found.");   // and no HELLO
            assertThat(problems).isEqualTo(2);
        } finally {
            line.destroy();
        }
    }

    @SuppressWarnings("unchecked")
    private static <S extends org.kontor.engine.GameState, C> PhysicalTable<S, C> attach(
            org.kontor.table.session.TableSession<S, C, ?, ?> session, HardwareConfig config) {
        return PhysicalTable.attach(session, ((PhysicalGame<S, C>) PhysicalGame.of(session.game())).rules(), config);
    }

    private static long warnings(ListAppender<ILoggingEvent> logged) {
        return logged.list.stream().filter(e -> e.getFormattedMessage().contains("corrupted frames dropped")).count();
    }
}

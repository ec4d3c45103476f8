package org.kontor.hub;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Starts a table: by default a phone-only Merchants of Europe table with virtual dice. */
@Command(name = "table", description = "Start a table and serve the dashboard (the default command).")
final class TableCommand implements Runnable {

    @Option(names = "--port", defaultValue = "7070", description = "HTTP port (default ${DEFAULT-VALUE}).")
    int port;

    @Option(names = "--data", defaultValue = "kontor-data", description = "Data folder (default ${DEFAULT-VALUE}).")
    Path data;

    @Option(names = "--advertise", description = "Host name or address phones use to reach this hub "
            + "(default: the first LAN address).")
    String advertise;

    @Override
    public void run() {
        try {
            Files.createDirectories(data);
        } catch (java.io.IOException e) {
            throw new IllegalStateException("cannot create the data folder " + data.toAbsolutePath() + ": " + e.getMessage(), e);
        }
        DemoTable table = DemoTable.start(port, advertise, Duration.ofSeconds(5));
        table.printWelcome(System.out);
        System.out.println("Data:        " + data.toAbsolutePath() + "   (the game is kept in memory until the journal lands)");
        System.out.println("Stop with Ctrl-C: phones are told the table stopped.");
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            table.stop();
            stopped.countDown();
        }, "shutdown"));
        try {
            stopped.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}

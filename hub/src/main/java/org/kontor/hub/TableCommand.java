package org.kontor.hub;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import org.kontor.web.StatusPage;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Starts a table: by default a phone-only Merchants of Europe table with virtual dice. */
@Command(name = "table", description = "Start a table and serve the dashboard (the default command).")
final class TableCommand implements Runnable {

    @Option(names = "--port", defaultValue = "7070", description = "HTTP port (default ${DEFAULT-VALUE}).")
    int port;

    @Option(names = "--data", defaultValue = "kontor-data", description = "Data folder (default ${DEFAULT-VALUE}).")
    Path data;

    @Override
    public void run() {
        try {
            Files.createDirectories(data);
        } catch (java.io.IOException e) {
            throw new IllegalStateException("cannot create the data folder " + data.toAbsolutePath() + ": " + e.getMessage(), e);
        }
        StatusPage page = StatusPage.start(port);
        System.out.println("Kontor demo table: Merchants of Europe, 4 seats, phone-only, virtual dice");
        System.out.println("Dashboard: http://localhost:" + page.port());
        System.out.println("Data:      " + data.toAbsolutePath());
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            page.stop();
            stopped.countDown();
        }, "shutdown"));
        try {
            stopped.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}

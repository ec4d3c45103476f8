package org.kontor.hub;

import io.javalin.Javalin;
import org.kontor.web.Json;

/**
 * Gets the slow first uses of the table's libraries going on a second core while the main thread
 * reads the command line, the config, the boards and the deck: loading SQLite's native library
 * (it unpacks it and runs {@code uname} to find the platform), Javalin and Kotlin's classes, and
 * Jackson's mapper. It changes nothing the table sees: each of these is done once and the main
 * thread, when it gets there, finds it done or waits for it. Start-up is measured by
 * bench/startup.sh.
 */
final class Preload {

    private Preload() {}

    static void inBackground() {
        Thread thread = new Thread(Preload::run, "preload");
        thread.setDaemon(true);
        thread.start();
    }

    private static void run() {
        try {
            org.sqlite.SQLiteJDBCLoader.initialize();
        } catch (Exception e) {
            // the journal opens it again, and reports a failure in its own words
        }
        Javalin.create();
        Json.MAPPER.getTypeFactory();
    }
}

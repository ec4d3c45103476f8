package org.kontor.hub;

import io.javalin.Javalin;
import org.kontor.table.Json;
import org.kontor.table.TableGames;
import org.slf4j.LoggerFactory;

/**
 * Gets the slow first uses of the table's libraries going on a second core, in two parts that
 * follow {@code kontor run}'s start (docs/performance.md): Logback's set-up, then Javalin's and
 * Kotlin's classes, and on a third thread the registered games (which the check of the game's id
 * makes), while the main thread reads the command line and the config; once the server answers, SQLite's native
 * library (it unpacks it and runs {@code uname} to find the platform) and Jackson's mapper while
 * the main thread reads the boards and the deck. It changes nothing the table sees: each of these
 * is done once and the main thread, when it gets there, finds it done or waits for it. Nothing
 * else of the table's is loaded before the server answers: that would only slow its first answer.
 */
final class Preload {

    private Preload() {}

    static void forTheServer() {
        start("preload-server", () -> {
            LoggerFactory.getILoggerFactory();
            Javalin.create();
        });
        // The game named on the command line is checked before the server takes the port, and that
        // check makes every registered game and table: begun here, beside picocli's reading.
        start("preload-games", TableGames::ids);
    }

    /**
     * Jetty's thread pool asks the JMX server whether the JVM uses compressed references, to pad
     * its queue to a cache line: starting JMX for that cost a table's start a few hundred
     * milliseconds (bench/startup.sh). Told here instead, by the same rule the JVM uses (compressed
     * below a 32 GiB heap), unless the user set it.
     */
    static void skipJettysMemoryProbe() {
        String property = "org.eclipse.jetty.util.referencesPerCacheLine";
        if (System.getProperty(property) == null) {
            int referenceBytes = Runtime.getRuntime().maxMemory() < 32L << 30 ? 4 : 8;
            int cacheLineBytes = Integer.getInteger("org.eclipse.jetty.util.cacheLineBytes", 64);   // Jetty's default
            System.setProperty(property, Integer.toString(cacheLineBytes / referenceBytes));
        }
    }

    static void forTheTable() {
        start("preload-table", () -> {
            try {
                org.sqlite.SQLiteJDBCLoader.initialize();
            } catch (Exception e) {
                // the journal opens it again, and reports a failure in its own words
            }
            Json.MAPPER.getTypeFactory();
        });
    }

    private static void start(String name, Runnable work) {
        Thread thread = new Thread(work, name);
        thread.setDaemon(true);
        thread.start();
    }
}

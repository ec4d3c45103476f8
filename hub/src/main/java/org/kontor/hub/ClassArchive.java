package org.kontor.hub;

import java.io.IOException;
import java.io.InputStream;
import java.net.HttpURLConnection;
import java.net.URL;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.kontor.engine.bot.Level;
import org.kontor.table.GameSetup;
import org.kontor.table.TableGame;

/**
 * The training run behind the class archive (AppCDS) that the {@code kontor} command keeps in its
 * cache folder (docs/raspberry-pi.md, "The class archive"): a JVM started with
 * {@code -XX:ArchiveClassesAtExit} and {@value #TRAINING} runs an ordinary {@code kontor run} on a
 * scratch data folder, has the hub's bots play a game for a moment, asks the server for its pages,
 * and exits; the JVM then writes every class it loaded to the archive, and later starts map them
 * instead of reading, checking and linking them one by one.
 */
final class ClassArchive {

    /** The system property that makes {@code kontor run} a training run. */
    static final String TRAINING = "kontor.classArchiveTraining";

    /** Long enough for the bots to go through a game's opening and first rounds. */
    private static final Duration PLAY = Duration.ofSeconds(3);

    private ClassArchive() {}

    static boolean training() {
        return Boolean.getBoolean(TRAINING);
    }

    /**
     * Plays, asks for the pages, and ends the JVM. Whatever fails here only leaves classes out of
     * the archive: the run still ends normally, so the archive is written.
     */
    static void train(TableGame<?, ?, ?, ?> game, DemoTable table) {
        try {
            var session = table.dashboard().session();
            session.botDelay(Duration.ZERO);
            List<String> names = List.of("Ana", "Ben", "Cai", "Dee");
            session.start(new GameSetup(game.defaultBoard(names.size()), names, Map.of(), GameSetup.DiceSource.VIRTUAL),
                    Map.of(0, Level.NORMAL, 1, Level.NORMAL, 2, Level.NORMAL, 3, Level.NORMAL)).get(30, TimeUnit.SECONDS);
            Thread.sleep(PLAY.toMillis());
            for (String page : List.of("/", "/table.html", "/api/public/state")) {
                get(table.port(), page);
            }
        } catch (Exception | AssertionError e) {
            System.err.println("class archive training: " + e);
        }
        System.exit(0);
    }

    private static void get(int port, String path) throws IOException {
        HttpURLConnection connection = (HttpURLConnection) new URL("http://127.0.0.1:" + port + path).openConnection();
        try (InputStream body = connection.getInputStream()) {
            body.readAllBytes();
        } finally {
            connection.disconnect();
        }
    }
}

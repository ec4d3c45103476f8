package org.kontor.hub.journal;

import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Between moves, the running hub looks at its journal every few seconds ({@link Journal#trouble}):
 * a file deleted, moved, replaced, made read-only or immutable, or a full disk pauses the table
 * at once, with the sentence on every screen, instead of at the next move. The check before every
 * commit stays the guarantee; this is what makes it visible while nobody moves.
 */
public final class JournalWatch implements AutoCloseable {

    private final ScheduledExecutorService timer;

    private JournalWatch(ScheduledExecutorService timer) {
        this.timer = timer;
    }

    /** Checks {@code journal} every {@code every}; the first trouble found is handed to {@code pause}, once. */
    public static JournalWatch start(Journal journal, Consumer<String> pause, Duration every) {
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "journal-watch");
            t.setDaemon(true);
            return t;
        });
        timer.scheduleWithFixedDelay(() -> {
            String trouble = journal.trouble();
            if (trouble != null) {
                pause.accept(trouble);
                timer.shutdown();
            }
        }, every.toMillis(), every.toMillis(), TimeUnit.MILLISECONDS);
        return new JournalWatch(timer);
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}

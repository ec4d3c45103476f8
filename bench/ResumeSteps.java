import com.sun.management.OperatingSystemMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.kontor.hub.games.SavedGames;
import org.kontor.hub.journal.DataFolder;
import org.kontor.hub.journal.Journal;
import org.kontor.table.TableGame;
import org.kontor.table.TableGames;
import org.kontor.table.session.TableSession;

/**
 * Where a resume's time goes (bench/resume-steps.sh): the steps of opening a saved game, each timed
 * on a cold JVM as the hub takes them, in wall-clock time, this thread's CPU time and the whole
 * process's CPU time (which holds the JIT compiler's thread, a third of it at the unit's flags):
 * the game's table (boards, deck), the journal opened (with its integrity check), the entries (and checkpoints, in a build
 * that keeps them) read, the commands read
 * ({@code SavedGames.saved}, the checkpoint's state too), the replay ({@code new TableSession}: from
 * the checkpoint where there is one, the last stored digest compared), the first views. Then each thread's CPU time. A copy of the journal is used: opening
 * it writes.
 *
 * <p>usage: java -cp kontor.jar:CLASSES ResumeSteps DATA_FOLDER (the first game of the first table's unfinished ones)
 */
public final class ResumeSteps {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final OperatingSystemMXBean PROCESS = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    private static final StringBuilder OUT = new StringBuilder();
    private static long wall;
    private static long thread;
    private static long process;

    public static void main(String[] args) throws Exception {
        mark(null);
        TableGame<?, ?, ?, ?> game = TableGames.table(TableGames.first(), List.of());
        mark("game");
        // As the hub opens it: the data folder locked, the journal checked against its ledger and the
        // count file (every entry fingerprinted), its schema brought up to date.
        Journal journal = Journal.open(DataFolder.open(Path.of(args[0])));
        mark("open");
        long table = journal.table(game.id(), game.schema().maxPlayers());
        Journal.GameInfo info = journal.lastUnfinished(table).orElseThrow(() -> new IllegalStateException("no unfinished game"));
        List<Journal.Entry> entries = journal.entries(info.id());
        // A build with checkpoints (issue 44) reads them too; the build before has none.
        List<?> checkpoints = List.of();
        Method saved = null;
        try {
            checkpoints = (List<?>) Journal.class.getMethod("checkpoints", long.class).invoke(journal, info.id());
            saved = SavedGames.class.getMethod("saved", Journal.GameInfo.class, List.class, List.class, TableGame.class,
                    java.util.function.Function.class);
        } catch (NoSuchMethodException e) {
            // the build before
        }
        mark("entries");
        resume(game, info, entries, checkpoints, saved);
        System.out.println(OUT + "threads " + threads());
        System.exit(0);
    }

    @SuppressWarnings("unchecked")
    private static <C> void resume(TableGame<?, C, ?, ?> game, Journal.GameInfo info, List<Journal.Entry> entries,
                                   List<?> checkpoints, Method withCheckpoints) throws Exception {
        java.util.function.Function<String, String> noHash = board -> null;
        TableSession.Saved<C> saved = withCheckpoints == null ? SavedGames.saved(info, entries, game, noHash)
                : (TableSession.Saved<C>) withCheckpoints.invoke(null, info, entries, checkpoints, game, noHash);
        mark("parse");
        TableSession<?, C, ?, ?> session = new TableSession<>(game, () -> 1L, TableSession.Recorder.NONE, saved);
        mark("replay");
        session.current();
        mark("views");
    }

    /** Appends "step wall/thread/process" in ms since the last mark. */
    private static void mark(String step) {
        long w = System.nanoTime();
        long t = THREADS.getCurrentThreadCpuTime();
        long p = PROCESS.getProcessCpuTime();
        if (step != null) {
            OUT.append(String.format("%s %.0f/%.0f/%.0f  ", step, (w - wall) / 1e6, (t - thread) / 1e6, (p - process) / 1e6));
        }
        wall = w;
        thread = t;
        process = p;
    }

    /** CPU ms by thread name (numbers dropped: the compiler threads together), from /proc/self/task. */
    private static Map<String, Long> threads() throws Exception {
        Map<String, Long> byName = new TreeMap<>();
        try (var tasks = Files.list(Path.of("/proc/self/task"))) {
            for (Path task : (Iterable<Path>) tasks::iterator) {
                String stat = Files.readString(task.resolve("stat"));
                String name = stat.substring(stat.indexOf('(') + 1, stat.lastIndexOf(')')).replaceAll("[0-9]+$", "").strip();
                String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                long ms = (Long.parseLong(fields[11]) + Long.parseLong(fields[12])) * 10;
                if (ms > 0) {
                    byName.merge(name, ms, Long::sum);
                }
            }
        }
        return byName;
    }
}

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.kontor.engine.merchants.Command;
import org.kontor.hub.games.JournalRecorder;
import org.kontor.hub.games.SavedGames;
import org.kontor.hub.journal.DataFolder;
import org.kontor.hub.journal.Journal;
import org.kontor.table.GameSetup;
import org.kontor.table.Json;
import org.kontor.table.merchants.MerchantsTable;
import org.kontor.table.session.Outcome;
import org.kontor.table.session.TableSession;
import org.sqlite.SQLiteConfig;

/**
 * The journal's two figures (docs/performance.md), in one run on the same disk:
 *
 * <ol>
 * <li>Commit cost per command at synchronous=FULL: the journal's append (one transaction: the
 *     entry and the game's move count, fsynced) against a bare sqlite-jdbc loop of one-row
 *     autocommit inserts with the same pragmas. Median and p99 of each, and their ratio.
 * <li>Resume of a 2,000-command game: open the journal, read the game, replay it with its digest
 *     checks and publish the first views, as a hub start does (JVM start not included). Median
 *     and worst of RUNS.
 * </ol>
 *
 * Usage: {@code bench/journal.sh [COMMITS=2000] [RUNS=7] [FOLDER=a temp folder]} (FOLDER picks the
 * disk: the Pi's SD card, a USB stick).
 */
public final class JournalBench {

    public static void main(String[] args) throws Exception {
        int commits = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 7;
        Path base = args.length > 2 ? Path.of(args[2]) : Files.createTempDirectory("kontor-bench");
        Path folder = Files.createDirectories(base.resolve("journal-" + System.nanoTime()));
        System.out.println("folder " + folder + ", " + commits + " commits, " + runs + " resume runs");

        long[] journal;
        long[] bare;
        long gameId;
        try (DataFolder data = DataFolder.open(folder.resolve("data")); Journal j = Journal.open(data);
             Bare loop = new Bare(folder.resolve("bare.db"))) {
            GameResult game = playAndRecord(j, commits, loop);
            journal = game.commitNanos();
            bare = loop.times.stream().mapToLong(Long::longValue).toArray();
            gameId = game.id();
        }
        report("bare sqlite-jdbc insert (autocommit)", bare);   // each right after a journal append
        report("journal append (per accepted command)", journal);
        System.out.printf("ratio journal/bare: median %.2f, p99 %.2f%n",
                (double) pct(journal, 50) / pct(bare, 50), (double) pct(journal, 99) / pct(bare, 99));

        long[] resume = new long[runs];
        long[] reading = new long[runs];
        int moves = 0;
        for (int run = 0; run < runs; run++) {
            MerchantsTable game = new MerchantsTable();   // the game on offer: built at every start, resume or not
            game.schema();
            long start = System.nanoTime();
            try (DataFolder data = DataFolder.open(folder.resolve("data")); Journal j = Journal.open(data)) {
                Journal.GameInfo info = j.game(gameId).orElseThrow();
                TableSession.Saved<Command> saved = SavedGames.saved(info, j.entries(gameId), game, SavedGames::bundledBoardHash);
                reading[run] = System.nanoTime() - start;
                TableSession<?, ?, ?, ?> session = new TableSession<>(game, () -> 1L, TableSession.Recorder.NONE, saved);
                resume[run] = System.nanoTime() - start;
                moves = (int) session.current().version();
                session.stop(java.time.Duration.ofSeconds(5));
            }
        }
        Arrays.sort(resume);
        Arrays.sort(reading);
        System.out.printf("  of which reading the journal (open, check, read, parse): median %.1f ms%n", reading[runs / 2] / 1e6);
        System.out.printf("resume of a %d-command game: median %.1f ms, worst %.1f ms, first (cold) run included, %d runs: %s%n",
                moves, resume[runs / 2] / 1e6, resume[runs - 1] / 1e6, runs,
                Arrays.toString(Arrays.stream(resume).mapToObj(n -> String.format("%.0f", n / 1e6)).toArray()));
    }

    record GameResult(long id, long[] commitNanos) {}

    /** Plays one long game (the players mostly end their turns) through a session whose recorder is timed. */
    static GameResult playAndRecord(Journal journal, int commits, Bare bare) throws Exception {
        MerchantsTable game = new MerchantsTable();
        long table = journal.table(game.id(), 4);
        List<Long> times = new ArrayList<>();
        JournalRecorder<Command> inner = new JournalRecorder<>(journal, table, game, -1, SavedGames::bundledBoardHash);
        TableSession.Recorder<Command> timed = new TableSession.Recorder<>() {
            public void started(GameSetup setup, long seed) { inner.started(setup, seed); }
            public void accepted(int seat, long version, Command command, String digest) {
                long t = System.nanoTime();
                inner.accepted(seat, version, command, digest);
                times.add(System.nanoTime() - t);
                bare.insert();   // the baseline right after, under the same load
            }
            public void undone(long entropy) { inner.undone(entropy); }
            public void ended(boolean won) { inner.ended(won); }
        };
        TableSession<?, ?, ?, ?> session = new TableSession<>(game, new SplittableRandom(42)::nextLong, timed);
        GameSetup setup = new GameSetup("europe-short", List.of("Ana", "Ben", "Cai", "Dee"), Map.of("setup", "FIXED"),
                GameSetup.DiceSource.VIRTUAL);
        session.start(setup).get(10, TimeUnit.SECONDS);
        Random random = new Random(42);
        while (times.size() < commits) {
            JsonNode pub = Json.MAPPER.readTree(session.current().publicView());
            if (!pub.at("/table/phase").asText().equals("PLAYING")) {
                throw new IllegalStateException("the game ended after " + times.size() + " commands; use fewer");
            }
            boolean moved = false;
            List<Integer> seats = new ArrayList<>();
            pub.get("needs").forEach(n -> seats.add(n.asInt()));
            for (int seat : seats) {
                JsonNode view = Json.MAPPER.readTree(session.current().seatView(seat));
                JsonNode command = choose(view, random);
                if (command == null) {
                    continue;
                }
                Outcome outcome = session.act(seat, view.get("version").asLong(), command).get(10, TimeUnit.SECONDS);
                if (!outcome.accepted()) {
                    throw new IllegalStateException(outcome.message());
                }
                moved = true;
                break;
            }
            if (!moved) {
                throw new IllegalStateException("nobody can move");
            }
        }
        session.stop(java.time.Duration.ofSeconds(5));
        return new GameResult(journal.lastUnfinished(table).orElseThrow().id(), times.stream().mapToLong(Long::longValue).toArray());
    }

    private static final String[] RESOURCES = {"lumber", "wool", "grain", "ore", "salt"};

    /** A legal move; the turn ends 7 times in 8 when it may, so that the game lasts. */
    static JsonNode choose(JsonNode view, Random random) {
        List<JsonNode> options = new ArrayList<>();
        JsonNode endTurn = null;
        for (JsonNode action : view.path("legal")) {
            String kind = action.get("kind").asText();
            if (!action.get("freeForm").asBoolean()) {
                if (kind.equals("end-turn")) {
                    endTurn = action.get("choices").get(0);
                } else {
                    action.get("choices").forEach(options::add);
                }
            } else if (kind.equals("roll")) {
                options.add(Json.MAPPER.createObjectNode().put("type", "roll"));
            } else if (kind.equals("discard") || kind.equals("give-resources")) {
                String owed = kind.equals("discard") ? "cardsToDiscard" : "owed";
                int need = view.at("/game/table/pending/" + owed + "/" + view.get("seat").asInt()).asInt();
                var command = Json.MAPPER.createObjectNode().put("type", kind);
                var cards = command.putObject("cards");
                for (String r : RESOURCES) {
                    int take = Math.min(need, view.at("/game/hand/" + r).asInt());
                    cards.put(r, take);
                    need -= take;
                }
                return command;
            }
        }
        if (endTurn != null && (options.isEmpty() || random.nextInt(8) != 0)) {
            return endTurn;
        }
        return options.isEmpty() ? null : options.get(random.nextInt(options.size()));
    }

    /** One-row autocommit inserts, the same pragmas as the journal: what SQLite itself costs here. */
    static final class Bare implements AutoCloseable {
        final List<Long> times = new ArrayList<>();
        private final Connection db;
        private final PreparedStatement insert;
        private int n;

        Bare(Path file) throws Exception {
            SQLiteConfig config = new SQLiteConfig();
            config.setJournalMode(SQLiteConfig.JournalMode.DELETE);
            config.setSynchronous(SQLiteConfig.SynchronousMode.FULL);
            config.setPragma(SQLiteConfig.Pragma.MMAP_SIZE, "0");
            db = config.createConnection("jdbc:sqlite:" + file);
            try (Statement s = db.createStatement()) {
                s.execute("CREATE TABLE t (n INTEGER PRIMARY KEY, body TEXT)");
            }
            insert = db.prepareStatement("INSERT INTO t (n, body) VALUES (?, ?)");
        }

        void insert() {
            try {
                long t = System.nanoTime();
                insert.setInt(1, n++);
                insert.setString(2, "{\"type\":\"build-route\",\"path\":102}");
                insert.executeUpdate();
                times.add(System.nanoTime() - t);
            } catch (java.sql.SQLException e) {
                throw new IllegalStateException(e);
            }
        }

        @Override
        public void close() throws Exception {
            insert.close();
            db.close();
        }
    }

    static long pct(long[] values, int p) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(p / 100.0 * sorted.length) - 1)];
    }

    static void report(String what, long[] nanos) {
        System.out.printf("%-40s median %7.3f ms, p99 %7.3f ms (%d commits)%n", what, pct(nanos, 50) / 1e6,
                pct(nanos, 99) / 1e6, nanos.length);
    }
}

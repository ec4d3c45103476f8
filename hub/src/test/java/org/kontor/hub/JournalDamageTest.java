package org.kontor.hub;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.kontor.hub.journal.Journal;
import org.kontor.hub.journal.JournalProblem;
import org.kontor.table.Json;
import org.kontor.web.RandomMoves;
import org.kontor.table.session.Outcome;
import org.kontor.table.session.TableSession;

/**
 * The journal's damage campaign: a hub plays 20 moves, its data folder is damaged (cut short,
 * bytes flipped, files deleted or moved, made immutable, the disk filled), after a stop or while
 * it runs, and it is started again. Every case must end in either the last acknowledged state (the
 * table shows exactly what the last accepted move showed) or a clear refusal that names the
 * journal and keeps the damaged files; never a silent fresh table or a shorter game. A damage
 * while it runs must also never show a move that was not saved.
 *
 * <p>{@code mvn verify} runs the short cases (a few seconds); {@code -Dkontor.damage=all} runs
 * every case ({@code bench/damage.sh}, docs/reliability.md), with {@code -Dkontor.damage.seed=N}
 * for other byte flips. Cases that need root (chattr, mount) are skipped elsewhere, with the reason printed.
 */
class JournalDamageTest {

    private static final long SEED = Long.getLong("kontor.damage.seed", 382_026L);
    private static final boolean ALL = "all".equals(System.getProperty("kontor.damage"));
    private static final boolean ROOT = "root".equals(System.getProperty("user.name"));
    private static final int MOVES = 20;

    @TempDir
    Path dir;

    enum Ending { RESUMED, REFUSED }

    interface Damage {
        void apply(Path data, Random random) throws Exception;
    }

    /**
     * One case: damage done after a stop or while the hub runs; {@code fix} (or null) is what the
     * owner does before the next start (taking an immutable flag off, freeing the disk); the
     * endings the case may have.
     */
    record Case(String name, boolean running, boolean root, boolean tmpfs, boolean inShortRun, Damage damage, Damage fix,
                Set<Ending> allowed) {}

    private static final Set<Ending> EITHER = Set.of(Ending.RESUMED, Ending.REFUSED);

    static List<Case> cases() {
        List<Case> all = new ArrayList<>();
        // after a stop
        all.add(new Case("games.db truncated to 0 bytes", false, false, false, true,
                (d, r) -> truncate(d.resolve(Journal.FILE), 0), null, Set.of(Ending.REFUSED)));
        all.add(new Case("games.db truncated to half", false, false, false, false,
                (d, r) -> truncate(d.resolve(Journal.FILE), Files.size(d.resolve(Journal.FILE)) / 2), null, Set.of(Ending.REFUSED)));
        all.add(new Case("games.db truncated to its first page", false, false, false, false,
                (d, r) -> truncate(d.resolve(Journal.FILE), 4096), null, Set.of(Ending.REFUSED)));
        all.add(new Case("games.db deleted", false, false, false, true,
                (d, r) -> Files.delete(d.resolve(Journal.FILE)), null, Set.of(Ending.REFUSED)));
        all.add(new Case("the count file deleted", false, false, false, false,
                (d, r) -> Files.delete(d.resolve("games.acknowledged")), null, Set.of(Ending.RESUMED)));
        for (int i = 0; i < 5; i++) {
            all.add(new Case("64 bytes flipped in games.db (" + (i + 1) + ")", false, false, false, i == 0,
                    (d, r) -> flip(d.resolve(Journal.FILE), 64, 0, r), null, EITHER));
        }
        all.add(new Case("8 bytes flipped in games.db's last page", false, false, false, false,
                (d, r) -> flip(d.resolve(Journal.FILE), 8, Files.size(d.resolve(Journal.FILE)) - 4096, r), null, EITHER));
        all.add(new Case("8 bytes flipped in games.db's header", false, false, false, false,
                (d, r) -> flipIn(d.resolve(Journal.FILE), 8, 0, 100, r), null, EITHER));
        all.add(new Case("games.db replaced by a copy from 10 moves earlier", false, false, false, true,
                (d, r) -> Files.copy(d.resolve("earlier.db"), d.resolve(Journal.FILE), StandardCopyOption.REPLACE_EXISTING), null,
                Set.of(Ending.REFUSED)));
        all.add(new Case("a stray rollback journal of garbage beside games.db", false, false, false, false,
                (d, r) -> Files.write(d.resolve(Journal.FILE + "-journal"), garbage(r, 8192)), null, EITHER));
        all.add(new Case("a stray WAL of garbage beside games.db", false, false, false, false,
                (d, r) -> Files.write(d.resolve(Journal.FILE + "-wal"), garbage(r, 8192)), null, EITHER));
        all.add(new Case("games.db and the folder immutable at the start", false, true, false, false,
                (d, r) -> immutable(d, true), (d, r) -> immutable(d, false), EITHER));
        all.add(new Case("the disk full at the start", false, true, true, false,
                (d, r) -> fill(d), (d, r) -> Files.delete(d.resolve("filler")), EITHER));
        // while the hub runs
        all.add(new Case("games.db deleted while the hub runs", true, false, false, true,
                (d, r) -> Files.delete(d.resolve(Journal.FILE)), null, Set.of(Ending.REFUSED)));
        all.add(new Case("games.db moved away while the hub runs", true, false, false, false,
                (d, r) -> Files.move(d.resolve(Journal.FILE), d.resolve("games.old")), null, Set.of(Ending.REFUSED)));
        all.add(new Case("games.db replaced by a copy of itself while the hub runs", true, false, false, false,
                (d, r) -> {
                    Files.copy(d.resolve(Journal.FILE), d.resolve("copy.db"));
                    Files.move(d.resolve("copy.db"), d.resolve(Journal.FILE), StandardCopyOption.REPLACE_EXISTING);
                }, null, EITHER));
        all.add(new Case("the count file deleted while the hub runs", true, false, false, false,
                (d, r) -> Files.delete(d.resolve("games.acknowledged")), null, Set.of(Ending.RESUMED)));
        all.add(new Case("games.db truncated to 0 bytes while the hub runs", true, false, false, false,
                (d, r) -> truncate(d.resolve(Journal.FILE), 0), null, EITHER));
        all.add(new Case("64 bytes flipped in games.db while the hub runs", true, false, false, false,
                (d, r) -> flip(d.resolve(Journal.FILE), 64, 0, r), null, EITHER));
        all.add(new Case("games.db and the folder made immutable while the hub runs", true, true, false, true,
                (d, r) -> immutable(d, true), (d, r) -> immutable(d, false), Set.of(Ending.RESUMED)));
        all.add(new Case("the disk fills up while the hub runs", true, true, true, false,
                (d, r) -> fill(d), (d, r) -> Files.delete(d.resolve("filler")), Set.of(Ending.RESUMED)));
        return all;
    }

    @TestFactory
    Stream<DynamicTest> every_damage_ends_in_the_last_acknowledged_state_or_a_clear_refusal() {
        System.out.println("damage campaign, seed " + SEED + (ALL ? ", every case" : ", the short run"));
        List<Case> run = cases().stream().filter(c -> ALL || c.inShortRun()).toList();
        return run.stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> runCase(c, run.indexOf(c))));
    }

    private void runCase(Case c, int index) throws Exception {
        if (c.root() && !ROOT) {
            System.out.println("skipped (needs root): " + c.name());
            return;
        }
        Path data = Files.createDirectory(dir.resolve("case-" + index));
        if (c.tmpfs()) {
            sh("mount", "-t", "tmpfs", "-o", "size=4m", "kontor-damage", data.toString());
        }
        try {
            String line = runCase(c, data, new Random(SEED + index));
            System.out.println("case " + (index + 1) + ": " + c.name() + ": " + line);
        } finally {
            if (c.root()) {
                immutable(data, false);
            }
            if (c.tmpfs()) {
                sh("umount", data.toString());
            }
        }
    }

    private String runCase(Case c, Path data, Random random) throws Exception {
        JsonNode acked;
        String paused = null;
        try (TestHub hub = TestHub.start(data, SEED)) {
            hub.startGame();
            assertThat(hub.play(MOVES / 2, random)).isEqualTo(MOVES / 2);
            try (Journal copy = Journal.openToRead(data)) {
                copy.backup(data.resolve("earlier.db"));
            }
            assertThat(hub.play(MOVES - MOVES / 2, random)).isEqualTo(MOVES - MOVES / 2);
            acked = view(hub);
            if (c.running()) {
                c.damage().apply(data, random);
                for (int i = 0; i < 10 && paused == null; i++) {
                    Outcome outcome = move(hub, random);
                    if (outcome.accepted()) {
                        acked = view(hub);
                    } else {
                        paused = outcome.message();
                        assertThat(paused).as("refused with a sentence").containsIgnoringCase("paused");
                        assertThat(view(hub)).as("nothing unsaved is shown").isEqualTo(acked);
                    }
                }
            }
        }
        if (!c.running()) {
            c.damage().apply(data, random);
        } else if (c.fix() != null) {
            c.fix().apply(data, random);      // the owner mends the folder, then restarts the hub
        }
        String ending = restart(c, data, acked, paused);
        if (!c.running() && c.fix() != null) {
            // A folder that could not be written at the start: once mended, the game is all there.
            c.fix().apply(data, random);
            ending += "; mended: " + restart(c, data, acked, null);
        }
        return ending;
    }

    private static String restart(Case c, Path data, JsonNode acked, String paused) throws Exception {
        try (TestHub again = TestHub.start(data, SEED + 1)) {
            JsonNode resumed = view(again);
            assertThat(c.allowed()).as("allowed endings of " + c.name() + " (it resumed)").contains(Ending.RESUMED);
            assertThat(resumed).as("the last acknowledged state").isEqualTo(acked);
            return "resumed at the last acknowledged state (" + acked.at("/version").asLong() + ")"
                    + (paused == null ? "" : "; paused while running: " + paused);
        } catch (JournalProblem | TableSession.CannotResume refused) {
            String message = refused.getMessage();
            assertThat(c.allowed()).as("allowed endings of " + c.name() + " (refused: " + message + ")").contains(Ending.REFUSED);
            assertThat(message).as("names the journal or its folder").contains(data.toAbsolutePath().toString());
            assertThat(kept(data) || message.contains(" is missing, but the count"))
                    .as("the damaged files are kept (or there were none left to keep)").isTrue();
            return "refused: " + message + (paused == null ? "" : " (paused while running: " + paused + ")");
        }
    }

    /** The public view without what changes from run to run, or with a pause. */
    private static JsonNode view(TestHub hub) throws Exception {
        JsonNode node = TestHub.stable(hub.session().current().publicView());
        ((ObjectNode) node.get("table")).remove("halted");
        return node;
    }

    /** One random legal move of whoever may move. */
    static Outcome move(TestHub hub, Random random) throws Exception {
        JsonNode pub = Json.MAPPER.readTree(hub.session().current().publicView());
        for (int seat : RandomMoves.order(pub, 4, random)) {
            JsonNode seatView = Json.MAPPER.readTree(hub.session().current().seatView(seat));
            JsonNode command = RandomMoves.choose(seatView, random);
            if (command != null) {
                return hub.session().act(seat, seatView.get("version").asLong(), command).get(30, TimeUnit.SECONDS);
            }
        }
        throw new AssertionError("nobody can move");
    }

    /** The damaged files are somewhere in the folder: moved aside, or still in place. */
    private static boolean kept(Path data) throws IOException {
        try (Stream<Path> files = Files.list(data)) {
            return files.anyMatch(p -> p.getFileName().toString().startsWith("damaged-") || p.getFileName().toString()
                    .equals(Journal.FILE) || p.getFileName().toString().equals("games.old"));
        }
    }

    static void truncate(Path file, long size) throws IOException {
        try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
            f.setLength(size);
        }
    }

    /** Flips {@code count} bytes at random offsets from {@code from} to the end. */
    static void flip(Path file, int count, long from, Random random) throws IOException {
        flipIn(file, count, Math.max(0, from), Files.size(file), random);
    }

    static void flipIn(Path file, int count, long from, long to, Random random) throws IOException {
        try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
            for (int i = 0; i < count; i++) {
                long at = from + (long) (random.nextDouble() * (to - from));
                f.seek(at);
                int b = f.read();
                f.seek(at);
                f.write(b ^ (1 + random.nextInt(255)));
            }
        }
    }

    static byte[] garbage(Random random, int size) {
        byte[] bytes = new byte[size];
        random.nextBytes(bytes);
        return bytes;
    }

    static void immutable(Path data, boolean on) throws Exception {
        for (String name : List.of(Journal.FILE, "games.acknowledged")) {
            if (Files.exists(data.resolve(name))) {
                sh("chattr", on ? "+i" : "-i", data.resolve(name).toString());
            }
        }
        sh("chattr", on ? "+i" : "-i", data.toString());
    }

    static void fill(Path data) throws Exception {
        sh("sh", "-c", "dd if=/dev/zero of=" + data.resolve("filler") + " bs=4k 2>/dev/null; true");
    }

    static void sh(String... command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes());
        if (!process.waitFor(30, TimeUnit.SECONDS) || process.exitValue() != 0) {
            throw new IOException(String.join(" ", command) + " failed: " + output);
        }
    }
}

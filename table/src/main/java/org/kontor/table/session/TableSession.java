package org.kontor.table.session;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import org.kontor.engine.GameState;
import org.kontor.engine.Seen;
import org.kontor.engine.bot.Level;
import org.kontor.engine.Rejection;
import org.kontor.engine.RejectionKind;
import org.kontor.engine.Result;
import org.kontor.table.GameSetup;
import org.kontor.table.Json;
import org.kontor.table.TableGame;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The running table: the only owner of the game. One thread (the writer) takes requests from a
 * queue and applies them in order; phones, the host page and later sensors only send messages.
 * Every accepted request publishes a new {@link Published} set of views to the listeners (the
 * WebSocket fan-out), on the writer thread, in order.
 *
 * <p>Journal first (design.md, "Persistence"): every change is handed to the {@link Recorder}
 * before it is answered, and nothing is answered before it is saved. A move is shown while it is
 * being saved (the disk's flush takes longer than the views, docs/saving.md): the recorder is
 * asked first whether it can save now ({@link Recorder#ready}), the views go out, the move is
 * saved, and only then is the mover answered; the next request waits for the save. Every other
 * change is saved before it is shown. If the recorder fails, the change is refused (a move shown
 * is taken back: the views go out again without it), and the table stops taking changes
 * ("halted") until the hub is restarted. A game read back from the journal is replayed by
 * {@link #TableSession(TableGame, LongSupplier, Recorder, Saved)}.
 *
 * <p>Undo replays the game from its seed and the entries minus the last move, then draws fresh
 * chance ({@link TableGame#freshChance}) so that undo never shows the future. Adapters inside the
 * hub (sensors) use {@link #submit} with typed commands.
 */
public final class TableSession<S extends GameState, C, E extends Seen, A> {

    private static final Logger LOG = LoggerFactory.getLogger(TableSession.class);

    /** A state digest is stored with every this-many moves and compared when the game is replayed. */
    public static final int DIGEST_EVERY = 50;

    /**
     * A checkpoint (the whole state, docs/saving.md) is handed to the recorder after every
     * this-many moves, once the move is answered; a resume starts from the newest one that leaves
     * at least {@link #REPLAYED_AT_LEAST} moves to replay.
     */
    public static final int CHECKPOINT_EVERY = DIGEST_EVERY;

    /**
     * The moves a resume from a checkpoint replays at least: the views' log shows the newest
     * {@link Views#LOG_LENGTH} moves' events, and a checkpoint holds the state, not the events.
     */
    public static final int REPLAYED_AT_LEAST = Views.LOG_LENGTH;

    /** What the session needs to make a published set of views: see {@link Views}. */
    record Step<C, E>(int seat, long version, C command, List<E> events) {}

    /**
     * Where every change goes before any view is published: the SQLite journal is one. Called on
     * the writer thread; a method that throws refuses the change and halts the table. Every method
     * does nothing unless overridden, so a recorder names only what it keeps.
     */
    public interface Recorder<C> {
        /** Keeps nothing (a table without a journal). */
        Recorder<Object> NONE = new Recorder<>() { };

        /**
         * Throws if a change could not be saved now (the journal's file gone, unwritable, its disk
         * full): asked before a move is shown, so that such a move is refused unseen.
         */
        default void ready() { }

        /** A new game with its setup and seed. */
        default void started(GameSetup setup, long seed) { }

        /** An accepted move; {@code digest} is the state digest after it, every {@link #DIGEST_EVERY} moves, else null. */
        default void accepted(int seat, long version, C command, String digest) { }

        /** As above, with where the command came from. */
        default void accepted(int seat, long version, C command, String digest, Source source) {
            accepted(seat, version, command, digest);
        }

        /** The last move is taken back (with any fresh chance recorded after it), and fresh chance {@code entropy} follows. */
        default void undone(long entropy) { }

        /** A player renamed themself: the players' names now, in seat order. */
        default void renamed(List<String> names) { }

        /** The game is over: won, or ended by the host. */
        default void ended(boolean won) { }

        /** The seats the hub's bots play now (seat to level; empty: people play every seat). */
        default void botsChanged(Map<Integer, Level> bots) { }

        /**
         * The whole state after the first {@code checkpoint.entries()} entries, to resume from
         * without replaying them. Called after the move's answer; one that fails is only logged
         * (a resume then replays from an older checkpoint or the start).
         */
        default void checkpoint(Checkpoint checkpoint) { }
    }

    /**
     * The game's whole state after its first {@code entries} journal entries ({@code moves} of
     * them moves) as its position file writes it ({@link TableGame#writePosition}: hands and deck
     * orders included), and the dice totals rolled until then ({@code rolls[total]}, the table
     * screen's histogram), which the state does not hold.
     */
    public record Checkpoint(int entries, int moves, JsonNode position, int[] rolls) {
        public Checkpoint {
            if (rolls.length != 13) {
                throw new IllegalArgumentException("a checkpoint's rolls count the totals 0 to 12, not " + rolls.length);
            }
            rolls = rolls.clone();
        }
    }

    /** Where a command came from: a phone, the table's pieces or dice, a button, the host taking a reading, or a bot. */
    public enum Source { PHONE, TABLE, BUTTON, HOST, BOT }

    /** One entry of a game's journal, in order: a move, or fresh chance drawn after an undo. */
    public sealed interface Entry<C> {
        /** @param digest the stored state digest after this move, or null */
        record Move<C>(int seat, long version, C command, String digest) implements Entry<C> {}

        record Fresh<C>(long entropy) implements Entry<C> {}

        /**
         * A move before the checkpoint a resume starts from, its command still the journal's JSON
         * text: read ({@link TableGame#parseCommand}) only if the game is replayed from its start
         * (an undo past the checkpoint, the end's summary). Reading all of a long game's commands
         * was a third of a resume's reading on a cold JVM.
         */
        record Unread<C>(int seat, long version, String command, String digest) implements Entry<C> {}
    }

    /** A game read back from the journal: replayed exactly to where it stopped, with the seats bots played then. */
    public record Saved<C>(GameSetup setup, long seed, List<Entry<C>> entries, boolean ended, Map<Integer, Level> bots,
                           Checkpoint checkpoint) {
        public Saved {
            entries = List.copyOf(entries);
            bots = Map.copyOf(bots);
        }

        /** A game resumed by replaying every entry (no checkpoint). */
        public Saved(GameSetup setup, long seed, List<Entry<C>> entries, boolean ended, Map<Integer, Level> bots) {
            this(setup, seed, entries, ended, bots, null);
        }

        /** A game people played in every seat. */
        public Saved(GameSetup setup, long seed, List<Entry<C>> entries, boolean ended) {
            this(setup, seed, entries, ended, Map.of());
        }
    }

    /** A saved game that does not replay to what was stored (a rules change, a damaged journal). */
    public static final class CannotResume extends RuntimeException {
        public CannotResume(String message) {
            super(message);
        }
    }

    private final TableGame<S, C, E, A> game;
    private final LongSupplier seeds;
    private final int seatCount;
    private final BlockingQueue<Runnable> queue = new LinkedBlockingQueue<>();
    private final List<Consumer<Published>> listeners = new CopyOnWriteArrayList<>();
    private final Object gate = new Object();
    private final Thread writer;
    private final Views<S, C, E, A> views;
    private final Recorder<? super C> recorder;
    private final BotPlayers<S, C> bots;
    private volatile Published published;        // null until first asked for or first changed: see current()
    private final CompletableFuture<Throwable> failure = new CompletableFuture<>();
    private boolean accepting = true;            // guarded by gate
    private volatile String halted;              // why the table stopped taking changes, or null

    // Owned by the writer thread only.
    private Phase phase = Phase.LOBBY;
    private GameSetup setup;
    private long seed;
    private S state;
    private final List<Step<C, E>> steps = new ArrayList<>();
    private final List<Entry<C>> entries = new ArrayList<>();
    private int resumedAt = -1;                  // moves replayed at start, until the next change
    private Checkpoint history;                 // while steps before history.moves() are stand-ins: see resumeFrom
    private int resumedFrom = -1;               // the checkpoint's moves the last resume started from, or -1
    private final Map<String, C> read = new java.util.HashMap<>();   // Unread entries' commands, by their text
    private long seq;
    private Step<C, E> undone;                   // the step the last undo took back, until the next move
    private int undoAskedBy = -1;                // a seat that asked the host for an undo, until it is answered
    private JsonNode physical;                  // the physical table's status, shown in every view
    private Rejection hold;                     // why phones must wait for the table (in each reader's language), or null

    /**
     * @param game  the game this table plays
     * @param seeds where a new game's seed comes from (a SecureRandom in the hub, fixed in tests)
     */
    public TableSession(TableGame<S, C, E, A> game, LongSupplier seeds) {
        this(game, seeds, Recorder.NONE);
    }

    /** As above, with a recorder that stores every change before views are pushed. */
    public TableSession(TableGame<S, C, E, A> game, LongSupplier seeds, Recorder<? super C> recorder) {
        this(game, seeds, recorder, null);
    }

    /**
     * A table that resumes {@code saved} (null: the lobby): the setup, then every entry replayed
     * with the rules, the last stored digest compared (every one if it differs). Throws {@link CannotResume} with a sentence if
     * the journal does not replay; nothing is started then.
     */
    public TableSession(TableGame<S, C, E, A> game, LongSupplier seeds, Recorder<? super C> recorder, Saved<C> saved) {
        this.game = game;
        this.recorder = recorder;
        this.seeds = seeds;
        this.seatCount = game.schema().maxPlayers();
        this.views = new Views<>(game, seatCount);
        this.bots = new BotPlayers<>(game.id());
        if (saved != null) {
            resume(saved);
        }
        this.writer = new Thread(this::run, "table-session");
        this.writer.setDaemon(true);
        this.writer.setUncaughtExceptionHandler((thread, e) -> { });   // every error is logged where it is caught
        this.writer.start();
        if (saved != null) {
            // A resumed game's first views (its log, every seat's legal actions) are made at once,
            // on the writer thread, while the hub goes on opening the table: they are the first
            // answer's, and a lobby's first views are too cheap to be worth it (see current()).
            queue.add(() -> {
                try {
                    published();
                } catch (RuntimeException e) {
                    // made again by the first to ask, who is told why (firstViews)
                }
            });
        }
    }

    private void resume(Saved<C> saved) {
        S first;
        try {
            first = game.setup(saved.setup(), saved.seed());
        } catch (IllegalArgumentException e) {
            throw new CannotResume("The saved game cannot be set up again: " + e.getMessage());
        }
        Replay<S, C, E> replay = saved.checkpoint() != null && !saved.ended() ? resumeFrom(saved, first) : null;
        if (replay == null) {
            replay = replay(saved.setup(), first, saved.entries(), Check.LAST);
        }
        setup = saved.setup();
        seed = saved.seed();
        state = replay.state();
        steps.addAll(replay.steps());
        entries.addAll(saved.entries());
        phase = saved.ended() || state.isOver() ? Phase.ENDED : Phase.PLAYING;
        resumedAt = steps.size();
        bots.set(saved.bots());
    }

    private record Replay<S, C, E>(S state, List<Step<C, E>> steps) {}

    /**
     * The game from its checkpoint: the state read back, the entries after it replayed (the last
     * stored digest among them compared). The moves before it get stand-in steps with no events
     * until something needs their events (the end's summary: {@link #completeHistory}); the
     * histogram's rolls come from the checkpoint. Null, with a log line, if the checkpoint cannot
     * be used: the caller replays the whole game, which decides.
     */
    private Replay<S, C, E> resumeFrom(Saved<C> saved, S first) {
        Checkpoint checkpoint = saved.checkpoint();
        List<Entry<C>> all = saved.entries();
        try {
            if (checkpoint.entries() > all.size()) {
                throw new IllegalArgumentException("it is after entry " + checkpoint.entries() + " of " + all.size());
            }
            List<Step<C, E>> stand = new ArrayList<>(checkpoint.moves());
            for (Entry<C> entry : all.subList(0, checkpoint.entries())) {
                if (entry instanceof Entry.Move<C> move) {
                    stand.add(new Step<>(move.seat(), move.version(), move.command(), List.of()));
                } else if (entry instanceof Entry.Unread<C> move) {
                    stand.add(new Step<>(move.seat(), move.version(), null, List.of()));   // a stand-in's command is never used
                }
            }
            if (stand.size() != checkpoint.moves()) {
                throw new IllegalArgumentException("it counts " + checkpoint.moves() + " moves, the journal " + stand.size());
            }
            S at = game.readPosition(first, checkpoint.position());
            Replay<S, C, E> rest = replay(saved.setup(), at, all.subList(checkpoint.entries(), all.size()), Check.LAST);
            stand.addAll(rest.steps());
            history = checkpoint;
            views.rollsBefore(checkpoint.rolls());
            resumedFrom = checkpoint.moves();
            return new Replay<>(rest.state(), stand);
        } catch (IllegalArgumentException | CannotResume e) {
            LOG.warn("The checkpoint after move {} is not used ({}): the game is replayed from its start.",
                    checkpoint.moves(), e.getMessage());
            return null;
        }
    }

    /**
     * Replaces the stand-in steps of a resume from a checkpoint with the real ones (their events),
     * replaying the game from its start to the checkpoint: the end's summary counts every move's
     * events. A replay that does not reach the checkpoint's state is logged as an error (the
     * checkpoint was wrong; the game went on from it).
     */
    private void completeHistory() {
        Checkpoint checkpoint = history;
        if (checkpoint == null) {
            return;
        }
        history = null;
        views.rollsBefore(null);
        Replay<S, C, E> replayed;
        try {
            replayed = replay(setup, game.setup(setup, seed), entries.subList(0, checkpoint.entries()), Check.NONE);
        } catch (CannotResume | IllegalArgumentException e) {
            LOG.error("The game does not replay to its checkpoint after move {} ({}): the summary misses the moves before it.",
                    checkpoint.moves(), e.getMessage());
            return;
        }
        if (!Json.write(game.writePosition(replayed.state())).equals(Json.write(checkpoint.position()))) {
            LOG.error("The game replayed from its start differs from its checkpoint after move {}.", checkpoint.moves());
        }
        for (int i = 0; i < replayed.steps().size(); i++) {
            steps.set(i, replayed.steps().get(i));
        }
    }

    /** The checkpoint's moves the last resume started from (its moves were not replayed), or -1: every move was. */
    public int resumedFrom() {
        return resumedFrom;
    }

    /** After a move that makes a checkpoint due: its state is written down once the mover has been answered. */
    private void checkpointLater() {
        if (steps.size() % CHECKPOINT_EVERY != 0 || phase != Phase.PLAYING) {
            return;
        }
        int[] rolls = history != null ? history.rolls().clone() : new int[13];
        for (Step<C, E> step : steps) {
            for (E event : step.events()) {
                java.util.OptionalInt total = game.rollTotal(event);
                if (total.isPresent() && total.getAsInt() >= 2 && total.getAsInt() <= 12) {
                    rolls[total.getAsInt()]++;
                }
            }
        }
        S at = state;
        int moves = steps.size();
        int covered = entries.size();
        Entry<C> last = entries.get(covered - 1);
        queue.add(() -> {
            if (halted != null || entries.size() < covered || entries.get(covered - 1) != last) {
                return;                         // undone (or another game put on the table) meanwhile
            }
            try {
                recorder.checkpoint(new Checkpoint(covered, moves, game.writePosition(at), rolls));
            } catch (RuntimeException e) {
                LOG.warn("The checkpoint after move {} was not saved ({}); a resume replays from an older one.", moves,
                        e.getMessage());
            }
        });
    }

    /** Which stored digests a replay compares. */
    private enum Check { NONE, LAST, EVERY }

    /**
     * Plays {@code list} from {@code first}, comparing the stored digests {@code check} names. A
     * resume compares the last one only (working out a digest writes every seat's view: 40 of them
     * were most of a long game's replay); if it differs, the game is replayed again comparing
     * every one, so that the refusal names the first move that differs.
     */
    private Replay<S, C, E> replay(GameSetup gameSetup, S first, List<Entry<C>> list, Check check) {
        int last = -1;
        for (int i = list.size() - 1; check == Check.LAST && i >= 0 && last < 0; i--) {
            if (list.get(i) instanceof Entry.Move<C> move && move.digest() != null
                    || list.get(i) instanceof Entry.Unread<C> unread && unread.digest() != null) {
                last = i;
            }
        }
        S current = first;
        List<Step<C, E>> replayed = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            Entry<C> entry = list.get(i);
            if (entry instanceof Entry.Fresh<C> fresh) {
                current = game.rules().freshChance(current, fresh.entropy());
                continue;
            }
            Entry.Move<C> move = entry instanceof Entry.Unread<C> unread ? read(unread, replayed.size() + 1)
                    : (Entry.Move<C>) entry;
            Result<S, E> result = game.rules().apply(current, move.seat(), move.version(), move.command());
            if (!(result instanceof Result.Accepted<S, E> ok)) {
                Result.Rejected<S, E> no = (Result.Rejected<S, E>) result;
                throw new CannotResume("Move " + (replayed.size() + 1) + " of the saved game is refused by the rules now ("
                        + no.rejection().message() + "): this version of Kontor plays it differently.");
            }
            current = ok.state();
            replayed.add(new Step<>(move.seat(), move.version(), move.command(), ok.events()));
            boolean compare = check == Check.EVERY ? move.digest() != null : i == last;
            if (compare && !move.digest().equals(digest(gameSetup, current))) {
                if (check == Check.LAST) {
                    return replay(gameSetup, first, list, Check.EVERY);
                }
                throw new CannotResume("After move " + replayed.size() + " the replayed game differs from the saved "
                        + "one (state digest): this version of Kontor plays it differently.");
            }
        }
        return new Replay<>(current, replayed);
    }

    /** An unread move with its command read (each text once: a long game repeats a few hundred). */
    private Entry.Move<C> read(Entry.Unread<C> unread, int n) {
        C command = read.get(unread.command());
        if (command == null) {
            try {
                command = game.parseCommand(Json.MAPPER.readTree(unread.command()));
            } catch (com.fasterxml.jackson.core.JsonProcessingException | IllegalArgumentException e) {
                throw new CannotResume("Move " + n + " of the saved game cannot be read: " + e.getMessage());
            }
            read.put(unread.command(), command);
        }
        return new Entry.Move<>(unread.seat(), unread.version(), command, unread.digest());
    }

    /**
     * A short fingerprint of a state: SHA-256 of what the table and every seat see. Two states
     * with the same digest look the same to everybody; stored every {@link #DIGEST_EVERY} moves.
     */
    private String digest(GameSetup gameSetup, S s) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            sha.update(Json.write(game.rules().publicView(s)).getBytes(StandardCharsets.UTF_8));
            for (int seat = 0; seat < gameSetup.players(); seat++) {
                sha.update(Json.write(game.rules().view(s, seat)).getBytes(StandardCharsets.UTF_8));
            }
            return HexFormat.of().formatHex(sha.digest(), 0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("no SHA-256 in this Java", e);
        }
    }

    public TableGame<S, C, E, A> game() {
        return game;
    }

    /** Seats a join link exists for (the most players the game allows). */
    public int seatCount() {
        return seatCount;
    }

    /**
     * The latest views. Immutable; safe to read from any thread. The first ones are made when first
     * asked for, not when the table starts: the hub serves its pages sooner (bench/startup.sh); a
     * resumed table's are started on the writer thread as soon as the game is replayed.
     */
    public Published current() {
        Published now = published;
        return now != null ? now : firstViews();
    }

    /** Asks the writer thread, whose they are to make, for the first views (made here if it is not running). */
    private Published firstViews() {
        if (Thread.currentThread() == writer || !writer.isAlive()) {
            synchronized (gate) {
                return published();
            }
        }
        CompletableFuture<Published> made = new CompletableFuture<>();
        queue.add(() -> made.complete(published()));
        try {
            return made.get(30, java.util.concurrent.TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the table made its first views", e);
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            throw new IllegalStateException("the table session did not make its first views", e);
        }
    }

    /** The latest views, the first ones made now if there are none yet (on the writer thread). */
    private Published published() {
        if (published == null) {
            if (phase == Phase.ENDED) {
                completeHistory();
            }
            published = views.publish(++seq, phase, setup, state, steps, null, -1, null, resumedAt, null, bots.levels());
        }
        return published;
    }

    /** The current setup (null before the first start). Immutable; any thread. */
    public GameSetup currentSetup() {
        return views.lastSetup();
    }

    /** Called on the writer thread after every publication, in order. */
    public void onPublish(Consumer<Published> listener) {
        listeners.add(listener);
    }

    /** A seat's command, made against {@code version}. */
    public CompletableFuture<Outcome> act(int seat, long version, JsonNode json) {
        C command;
        try {
            command = game.parseCommand(json);
        } catch (IllegalArgumentException e) {
            return CompletableFuture.completedFuture(
                    Outcome.refused(RejectionKind.BAD_INPUT, e.getMessage(), current()));
        }
        return submit(() -> hold != null ? Outcome.refused(hold, published()) : doAct(seat, version, command, Source.PHONE));
    }

    /**
     * A command that is already typed, for adapters inside the hub (a dice reader, a sensed
     * piece): the same queue, checks and views as a phone's command.
     */
    public CompletableFuture<Outcome> submit(int seat, long version, C command) {
        return submit(seat, version, command, Source.TABLE);
    }

    /** As above, saying where the command came from (the journal keeps it). */
    public CompletableFuture<Outcome> submit(int seat, long version, C command, Source source) {
        return submit(() -> doAct(seat, version, command, source));
    }

    /**
     * Asks {@code query} about the current game state on the writer thread (null before a game
     * starts). For adapters inside the hub only: the state holds every secret.
     */
    public <T> CompletableFuture<T> read(java.util.function.Function<S, T> query) {
        CompletableFuture<T> answer = new CompletableFuture<>();
        submit(() -> {
            answer.complete(query.apply(phase == Phase.PLAYING ? state : null));
            return Outcome.accepted(published());
        }).thenAccept(outcome -> answer.complete(null));
        return answer;
    }

    /**
     * The physical table's status (public: every view carries it as {@code physical}). While
     * {@code holdReason} is not null, phones' commands are refused with it: the table is out of
     * sync and play waits until the pieces stand where the rules expect them.
     */
    public CompletableFuture<Outcome> showPhysical(JsonNode status, Rejection holdReason) {
        return showPhysical(status, holdReason, -1);
    }

    /**
     * As above, from a comparison of the table with the game at version {@code judged} (-1: a
     * change of the boards' status only). A bot waits for the table to have judged its last move.
     */
    public CompletableFuture<Outcome> showPhysical(JsonNode status, Rejection holdReason, long judged) {
        return submit(() -> {
            if (judged >= 0) {
                judgedVersion = judged;
            }
            if (java.util.Objects.equals(status, physical) && java.util.Objects.equals(holdReason, hold)) {
                planBots();   // the table judged the bot's last move (a roll, say) and nothing changed on it
                return Outcome.accepted(published());
            }
            physical = status;
            hold = holdReason;
            return Outcome.accepted(publish());
        });
    }

    /** Set by the hub's physical table when sensor boards are attached; the host page's overrides go there. */
    public void physicalOverride(PhysicalOverride override) {
        physicalOverride = override;
    }

    /** What carries out the host's overrides of the physical table, or null when no sensors are attached. */
    public PhysicalOverride physicalOverride() {
        return physicalOverride;
    }

    private volatile PhysicalOverride physicalOverride;

    /** Set by the hub when a virtual sensor board is attached ({@code --simulate-board}); null otherwise. */
    public void simulatedBoard(SimulatedBoard board) {
        simulatedBoard = board;
    }

    public SimulatedBoard simulatedBoard() {
        return simulatedBoard;
    }

    private volatile SimulatedBoard simulatedBoard;

    /** The host starts a game (from the lobby, or a new one after the last ended). */
    public CompletableFuture<Outcome> start(GameSetup newSetup) {
        return start(newSetup, Map.of());
    }

    /** As above, with the seats the hub's bots play (seat to level). */
    public CompletableFuture<Outcome> start(GameSetup newSetup, Map<Integer, Level> botSeats) {
        Map<Integer, Level> chosen = Map.copyOf(botSeats);
        return submit(() -> doStart(newSetup, chosen));
    }

    /**
     * The host hands {@code seat} to a bot of {@code level} during a game, or back to its player
     * ({@code level} null). Refused with a sentence for a seat the game lacks or a level the game has no bot for.
     */
    public CompletableFuture<Outcome> handSeat(int seat, Level level) {
        return submit(() -> doHandSeat(seat, level));
    }

    /** How long a bot waits before its move, so that people can follow it (default one second). */
    public void botDelay(Duration delay) {
        bots.delay(delay);
    }

    /**
     * The host puts another saved game on the table. The game being played is on disk already
     * (journal first), so nothing of it is lost: it can be resumed in turn. {@code saved} is
     * replayed with the rules (a game that does not replay is refused with the sentence), then
     * {@code switchTo} tells the recorder which game the next changes belong to.
     */
    public CompletableFuture<Outcome> resume(Saved<C> saved, Runnable switchTo) {
        return submit(() -> doResume(saved, switchTo));
    }

    /** The host takes back the last accepted command (asks for confirmation if it showed a secret). */
    public CompletableFuture<Outcome> undo() {
        return undo(false);
    }

    /**
     * The host takes back the last accepted command. If that command showed somebody a secret (a
     * drawn or stolen card), the answer asks for confirmation unless {@code confirmed}.
     */
    public CompletableFuture<Outcome> undo(boolean confirmed) {
        return submit(() -> doUndo(confirmed));
    }

    /** Why the table stopped taking changes (the journal failed), or null while it works. */
    public String halted() {
        return halted;
    }

    /**
     * The hub found, between changes, that nothing more could be saved (its journal deleted or
     * made unwritable): the table stops taking changes as after a failed save, with
     * {@code why} for every screen. A table already halted keeps its first reason.
     */
    public CompletableFuture<Outcome> pause(String why) {
        return submit(() -> {
            if (halted == null) {
                LOG.error("the table stops taking changes: {}", why);
                halted = "The game is paused: " + why + ". Nothing is shown that is not saved.";
                publish();
            }
            return refuse(RejectionKind.NOT_AVAILABLE_NOW, halted);
        });
    }

    /** The host ends the game. */
    public CompletableFuture<Outcome> end() {
        return submit(this::doEnd);
    }

    /** A player asks the host to undo the last action: the host's page (and the table) show who asks. */
    public CompletableFuture<Outcome> askUndo(int seat) {
        return submit(() -> doAskUndo(seat));
    }

    /**
     * A player names themself during a game: the name is cleaned by {@link PlayerName#clean} (a
     * refusal names the problem) and shown from the next publication.
     */
    public CompletableFuture<Outcome> rename(int seat, String name) {
        return submit(() -> doRename(seat, name));
    }

    /**
     * Stops taking requests, applies or answers everything already queued, and joins the writer.
     * Requests made afterwards are refused with "the table stopped".
     */
    public void stop(Duration timeout) {
        synchronized (gate) {
            if (!accepting) {
                return;
            }
            accepting = false;
            queue.add(() -> Thread.currentThread().interrupt());
        }
        try {
            writer.join(timeout.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (writer.isAlive()) {
            LOG.warn("the table session did not stop within {}", timeout);
        }
        bots.stop();
    }

    /**
     * Whether the writer thread died on an error (out of memory, a class that will not load):
     * completed with that error. The table then refuses every request; the hub exits so that a
     * supervisor restarts it.
     */
    public CompletableFuture<Throwable> failure() {
        return failure;
    }

    private CompletableFuture<Outcome> submit(java.util.function.Supplier<Outcome> work) {
        Request answer = new Request();
        synchronized (gate) {
            if (!accepting) {
                answer.complete(Outcome.refused(RejectionKind.NOT_AVAILABLE_NOW,
                        failure.isDone() ? "The table stopped on an error." : "The table stopped.", current()));
                return answer;
            }
            queue.add(new Job(answer, () -> {
                if (!answer.begin()) {
                    return;            // the asker gave up waiting: it was refused, so it must not happen
                }
                try {
                    answer.complete(work.get());
                } catch (RuntimeException e) {
                    LOG.error("a request failed inside the table session", e);
                    answer.complete(Outcome.refused(RejectionKind.BAD_INPUT,
                            "The hub could not apply this: " + e.getClass().getSimpleName(), published()));
                } catch (Error e) {
                    // The writer cannot go on (a class that will not load, no memory): whoever
                    // waits hears of it, everything queued is refused, and the hub is told.
                    LOG.error("the table session stopped on an error", e);
                    synchronized (gate) {
                        accepting = false;
                    }
                    answer.completeExceptionally(e);
                    failure.complete(e);
                    throw e;
                }
            }));
        }
        return answer;
    }

    /** A queued request: its answer, so that it can be refused if the writer dies first. */
    private record Job(Request answer, Runnable work) implements Runnable {
        @Override
        public void run() {
            work.run();
        }
    }

    /**
     * A request's answer that can be taken back (cancelled) only while the request still waits
     * in the queue: once the writer has begun it, it runs to its real answer.
     */
    private static final class Request extends CompletableFuture<Outcome> {
        private final java.util.concurrent.atomic.AtomicBoolean claimed = new java.util.concurrent.atomic.AtomicBoolean();

        boolean begin() {
            return claimed.compareAndSet(false, true);
        }

        @Override
        public boolean cancel(boolean mayInterrupt) {
            return claimed.compareAndSet(false, true) && super.cancel(mayInterrupt);
        }
    }

    private void run() {
        try {
            while (true) {
                Runnable next;
                try {
                    next = queue.take();
                } catch (InterruptedException e) {
                    return;
                }
                next.run();
                if (Thread.currentThread().isInterrupted()) {
                    return;
                }
            }
        } finally {
            if (failure.isDone()) {
                refuseQueued();
            }
        }
    }

    /** After the writer died: every request still queued is answered with a refusal. */
    private void refuseQueued() {
        List<Runnable> left = new ArrayList<>();
        synchronized (gate) {
            accepting = false;
            queue.drainTo(left);
        }
        for (Runnable queued : left) {
            if (queued instanceof Job job) {
                job.answer().complete(Outcome.refused(RejectionKind.NOT_AVAILABLE_NOW,
                        "The table stopped on an error.", current()));
            }
        }
    }

    private Outcome doAct(int seat, long version, C command, Source source) {
        if (halted != null) {
            return refuse(RejectionKind.NOT_AVAILABLE_NOW, halted);
        }
        if (phase != Phase.PLAYING) {
            return phase == Phase.LOBBY ? refusal(RejectionKind.NOT_AVAILABLE_NOW, "table.not-started")
                    : refusal(RejectionKind.GAME_OVER, "table.over");
        }
        if (seat < 0 || seat >= setup.players()) {
            return refusal(RejectionKind.NOT_AVAILABLE_NOW, "table.seat-not-playing");
        }
        if (source == Source.PHONE && bots.plays(seat)) {
            return refusal(RejectionKind.NOT_AVAILABLE_NOW, "table.seat-played-by-bot", setup.names().get(seat));
        }
        if (version != state.version()) {
            // Words, not version numbers: the phones add what those moves were (from the fresh view's log).
            long since = state.version() - version;
            String moves = since == 1 ? "1 move was made" : since > 1 ? since + " moves were made" : "the game was replayed";
            return refuse(RejectionKind.STALE_VERSION, "The game moved on while you chose (" + moves
                    + " meanwhile). Here is the fresh state: please choose again.");
        }
        Result<S, E> result = game.rules().apply(state, seat, version, command);
        if (result instanceof Result.Rejected<S, E> rejected) {
            return Outcome.refused(rejected.rejection(), published());
        }
        Result.Accepted<S, E> accepted = (Result.Accepted<S, E>) result;
        Step<C, E> step = new Step<>(seat, version, command, accepted.events());
        boolean over = accepted.state().isOver();
        Outcome cannot = record(recorder::ready, () -> { });
        if (cannot != null) {
            return cannot;
        }
        // Shown while it is saved, answered once it is: the flush is most of a move's time.
        Shown<S, C, E> before = new Shown<>(state, phase, resumedAt, undone, undoAskedBy);
        steps.add(step);
        state = accepted.state();
        resumedAt = -1;
        undone = null;
        undoAskedBy = -1;
        if (over) {
            phase = Phase.ENDED;
        }
        Published shown = publish();
        // Worked out after the views are out: only the journal needs it.
        String digest = steps.size() % DIGEST_EVERY == 0 ? digest(setup, state) : null;
        entries.add(new Entry.Move<>(seat, version, command, digest));
        Outcome failed = record(() -> {
            recorder.accepted(seat, version, command, digest, source);
            if (over) {
                recorder.ended(true);
            }
        }, () -> takeBack(before));
        if (failed != null) {
            return failed;
        }
        checkpointLater();
        return Outcome.accepted(shown);
    }

    /** What a move changed besides its step and entry: put back if the move could not be saved. */
    private record Shown<S, C, E>(S state, Phase phase, int resumedAt, Step<C, E> undone, int undoAskedBy) {}

    private void takeBack(Shown<S, C, E> before) {
        steps.remove(steps.size() - 1);
        entries.remove(entries.size() - 1);
        state = before.state();
        phase = before.phase();
        resumedAt = before.resumedAt();
        undone = before.undone();
        undoAskedBy = before.undoAskedBy();
    }

    /**
     * Hands a change to the recorder. If it fails, the table halts: the change is refused with a
     * sentence for the sender, the host's view says why, and nothing else is accepted.
     */
    private Outcome record(Runnable write) {
        return record(write, () -> { });
    }

    /** As above; {@code takeBack} first undoes what was shown of the change, so that the views go out again without it. */
    private Outcome record(Runnable write, Runnable takeBack) {
        try {
            write.run();
            return null;
        } catch (RuntimeException e) {
            takeBack.run();
            LOG.error("the journal could not save a change; the table stops taking changes", e);
            halted = "The hub could not save this (" + reason(e) + "), so it was not made and the game is paused: "
                    + "nothing is shown that is not saved. The host must free disk space or fix the data folder, "
                    + "then restart the hub; the game resumes where it was.";
            publish();
            return refuse(RejectionKind.NOT_AVAILABLE_NOW, halted);
        }
    }

    private static String reason(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null) {
            root = root.getCause();
        }
        String text = root.getMessage() == null ? root.getClass().getSimpleName() : root.getMessage();
        return text.length() > 120 ? text.substring(0, 120) + "…" : text;
    }

    private Outcome doStart(GameSetup newSetup, Map<Integer, Level> botSeats) {
        if (halted != null) {
            return refuse(RejectionKind.NOT_AVAILABLE_NOW, halted);
        }
        if (phase == Phase.PLAYING) {
            return refuse(RejectionKind.NOT_AVAILABLE_NOW, "A game is running: end it before starting another.");
        }
        long newSeed = seeds.getAsLong();
        S first;
        try {
            game.checkDice(newSetup);
            first = game.setup(newSetup, newSeed);
        } catch (IllegalArgumentException e) {
            return refuse(RejectionKind.BAD_INPUT, e.getMessage());
        }
        for (Map.Entry<Integer, Level> bot : botSeats.entrySet()) {
            String refused = bots.refusal(game.title(), bot.getKey(), bot.getValue(), newSetup.players());
            if (refused != null) {
                return refuse(RejectionKind.BAD_INPUT, refused);
            }
        }
        Outcome failed = record(() -> {
            recorder.started(newSetup, newSeed);
            if (!botSeats.isEmpty()) {
                recorder.botsChanged(botSeats);
            }
        });
        if (failed != null) {
            return failed;
        }
        setup = newSetup;
        seed = newSeed;
        state = first;
        forgetHistory();
        steps.clear();
        entries.clear();
        resumedAt = -1;
        undone = null;
        undoAskedBy = -1;
        phase = Phase.PLAYING;
        bots.set(botSeats);
        return Outcome.accepted(publish());
    }

    private Outcome doHandSeat(int seat, Level level) {
        if (halted != null) {
            return refuse(RejectionKind.NOT_AVAILABLE_NOW, halted);
        }
        if (phase != Phase.PLAYING) {
            return phase == Phase.LOBBY ? refusal(RejectionKind.NOT_AVAILABLE_NOW, "table.not-started")
                    : refusal(RejectionKind.GAME_OVER, "table.over");
        }
        Map<Integer, Level> next = new java.util.TreeMap<>(bots.levels());
        if (level == null) {
            if (next.remove(seat) == null) {
                return refuse(RejectionKind.NOT_AVAILABLE_NOW, "A player plays seat " + (seat + 1) + " already.");
            }
        } else {
            String refused = bots.refusal(game.title(), seat, level, setup.players());
            if (refused != null) {
                return refuse(RejectionKind.BAD_INPUT, refused);
            }
            next.put(seat, level);
        }
        Outcome failed = record(() -> recorder.botsChanged(next));
        if (failed != null) {
            return failed;
        }
        bots.set(next);
        return Outcome.accepted(publish());
    }

    private Outcome doResume(Saved<C> saved, Runnable switchTo) {
        if (halted != null) {
            return refuse(RejectionKind.NOT_AVAILABLE_NOW, halted);
        }
        Replay<S, C, E> replay;
        try {
            replay = replay(saved.setup(), game.setup(saved.setup(), saved.seed()), saved.entries(), Check.LAST);
        } catch (CannotResume | IllegalArgumentException e) {
            return refuse(RejectionKind.NOT_AVAILABLE_NOW, e.getMessage());
        }
        Outcome failed = record(switchTo);
        if (failed != null) {
            return failed;
        }
        setup = saved.setup();
        seed = saved.seed();
        state = replay.state();
        forgetHistory();
        steps.clear();
        steps.addAll(replay.steps());
        entries.clear();
        entries.addAll(saved.entries());
        phase = saved.ended() || state.isOver() ? Phase.ENDED : Phase.PLAYING;
        resumedAt = steps.size();
        undone = null;
        undoAskedBy = -1;
        bots.set(saved.bots());
        return Outcome.accepted(publish());
    }

    private Outcome doUndo(boolean confirmed) {
        if (halted != null) {
            return refuse(RejectionKind.NOT_AVAILABLE_NOW, halted);
        }
        if (phase == Phase.LOBBY || steps.isEmpty()) {
            return refusal(RejectionKind.NOT_AVAILABLE_NOW, "table.nothing-to-undo");
        }
        Step<C, E> last = steps.get(steps.size() - 1);
        if (!confirmed && showedASecret(last)) {
            return Outcome.askConfirmation("The last action showed somebody a secret (a card drawn or taken). Undo it "
                    + "anyway? The cards go back unseen-shuffled, but that player has seen them.", published());
        }
        int lastMove = entries.size() - 1;
        while (entries.get(lastMove) instanceof Entry.Fresh<C>) {
            lastMove--;
        }
        long entropy = seeds.getAsLong();
        List<Entry<C>> kept = new ArrayList<>(entries.subList(0, lastMove));
        kept.add(new Entry.Fresh<>(entropy));
        Replay<S, C, E> replayed;
        try {
            replayed = replay(setup, game.setup(setup, seed), kept, Check.NONE);
        } catch (CannotResume e) {
            LOG.error("undo: {}", e.getMessage());
            return refuse(RejectionKind.NOT_AVAILABLE_NOW, "Undo failed: the game could not be replayed.");
        }
        Outcome failed = record(() -> recorder.undone(entropy));
        if (failed != null) {
            return failed;
        }
        entries.clear();
        entries.addAll(kept);
        undone = steps.get(steps.size() - 1);
        undoAskedBy = -1;
        forgetHistory();
        steps.clear();
        steps.addAll(replayed.steps());
        state = replayed.state();
        resumedAt = -1;
        phase = Phase.PLAYING;
        return Outcome.accepted(publish());
    }

    /** The steps are replaced by a whole replay (or a new game): none of them is a stand-in any more. */
    private void forgetHistory() {
        history = null;
        resumedFrom = -1;
        views.rollsBefore(null);
    }

    /** True if an event of this step looks different to some seat than to the table: a secret was shown. */
    private boolean showedASecret(Step<C, E> step) {
        for (E event : step.events()) {
            String table = Json.write(Json.typed(event.seenBy(-1) == null ? "" : event.seenBy(-1)));
            for (int seat = 0; seat < setup.players(); seat++) {
                Object seen = event.seenBy(seat);
                if (seen != null && !Json.write(Json.typed(seen)).equals(table)) {
                    return true;
                }
            }
        }
        return false;
    }

    private Outcome doAskUndo(int seat) {
        if (phase != Phase.PLAYING || steps.isEmpty()) {
            return refusal(RejectionKind.NOT_AVAILABLE_NOW, "table.nothing-to-undo");
        }
        if (seat < 0 || seat >= setup.players()) {
            return refusal(RejectionKind.NOT_AVAILABLE_NOW, "table.seat-not-playing");
        }
        undoAskedBy = seat;
        return Outcome.accepted(publish());
    }

    private Outcome doRename(int seat, String raw) {
        if (halted != null) {
            return refuse(RejectionKind.NOT_AVAILABLE_NOW, halted);
        }
        String name;
        try {
            name = PlayerName.clean(raw);
        } catch (PlayerName.Refused e) {
            return refusal(RejectionKind.BAD_INPUT, e.key(), e.args());
        }
        if (setup == null) {
            return refusal(RejectionKind.NOT_AVAILABLE_NOW, "table.rename-before-start");
        }
        if (seat < 0 || seat >= setup.players()) {
            return refusal(RejectionKind.NOT_AVAILABLE_NOW, "table.seat-not-playing");
        }
        List<String> names = new ArrayList<>(setup.names());
        for (int other = 0; other < names.size(); other++) {
            if (other != seat && names.get(other).equalsIgnoreCase(name)) {
                return refusal(RejectionKind.BAD_INPUT, "table.name-taken", name);
            }
        }
        names.set(seat, name);
        Outcome failed = record(() -> recorder.renamed(List.copyOf(names)));
        if (failed != null) {
            return failed;
        }
        setup = new GameSetup(setup.board(), names, setup.options(), setup.dice());
        return Outcome.accepted(publish());
    }

    private Outcome doEnd() {
        if (halted != null) {
            return refuse(RejectionKind.NOT_AVAILABLE_NOW, halted);
        }
        if (phase != Phase.PLAYING) {
            return refuse(RejectionKind.NOT_AVAILABLE_NOW, "No game is running.");
        }
        Outcome failed = record(() -> recorder.ended(false));
        if (failed != null) {
            return failed;
        }
        phase = Phase.ENDED;
        return Outcome.accepted(publish());
    }

    private Outcome refuse(RejectionKind kind, String message) {
        return Outcome.refused(kind, message, published());
    }

    /** A refusal a player may read in their language: a key of {@link TableRefusals}' catalogue. */
    private Outcome refusal(RejectionKind kind, String key, Object... args) {
        return Outcome.refused(Rejection.of(kind, key, args), published());
    }

    private Published publish() {
        if (phase == Phase.ENDED) {
            completeHistory();
        }
        Published next = views.publish(++seq, phase, setup, state, steps, undone, undoAskedBy, physical, resumedAt, halted,
                bots.levels());
        published = next;
        for (Consumer<Published> listener : listeners) {
            try {
                listener.accept(next);
            } catch (RuntimeException e) {
                LOG.warn("a view listener failed", e);
            }
        }
        planBots();
        return next;
    }

    /**
     * Lets a bot move if the game waits for one. While the physical table is out of sync a bot
     * waits, as the phones do, until the pieces stand right; where sensors are attached it also
     * waits until the table has judged the last move (else its next move would come before the
     * table asks for the last one's piece). A table without bots asks nothing more of the game here
     * (this runs after every change).
     */
    private void planBots() {
        if (bots.any() && phase == Phase.PLAYING && halted == null && hold == null
                && (physicalOverride == null || judgedVersion == state.version())) {
            bots.plan(state, game.waitingFor(state, setup.players()), seed, rolledOnTheTable(),
                    (seat, version, command) -> submit(seat, version, command, Source.BOT));
        }
    }

    private long judgedVersion = -1;   // the version the physical table last judged (writer thread)

    /**
     * Where the group rolls real dice and the table reads them (sensors attached), a bot's roll is
     * left to the table: a person rolls for it. Elsewhere (virtual dice, or dice entered on phones,
     * which a bot's seat has none of) the hub rolls for the bot.
     */
    @SuppressWarnings("unchecked")
    private BotPlayers.ForTheTable<S, C> rolledOnTheTable() {
        if (setup.dice() != GameSetup.DiceSource.TABLE || physicalOverride == null || game.physicalRules().isEmpty()) {
            return (BotPlayers.ForTheTable<S, C>) BotPlayers.ForTheTable.NONE;
        }
        var rules = game.physicalRules().get();
        return (s, seat, command) -> rules.roll(s, List.of())
                .filter(roll -> roll.seat() == seat && roll.command().equals(command)).isPresent();
    }

    /** What a phone's "what would you do?" gets: the hint ({@code command}, {@code why}, {@code amount}) or why not. */
    public record Hinted(JsonNode hint, Rejection refusal) {
    }

    /** Whether a phone may ask what the hub's bot would do in its place: the host's option, off by default; every page is told. */
    public CompletableFuture<Outcome> hints(boolean on) {
        return submit(() -> {
            hints = on;
            views.hints(on);
            return Outcome.accepted(publish());
        });
    }

    private volatile boolean hints;

    /**
     * What the hub's normal bot would do in {@code seat}'s place now, with one line of why, read
     * from the bot's own evaluation of its guess at what the seat cannot see. Refused with a
     * sentence when the host has not turned hints on, before or after a game, for a seat a bot
     * plays, and when the game waits for nothing from the seat. The bot thinks off the table's
     * thread, so nobody's move waits for it.
     */
    public CompletableFuture<Hinted> hint(int seat) {
        CompletableFuture<Hinted> answer = new CompletableFuture<>();
        submit(() -> {
            Outcome refused = !hints ? refusal(RejectionKind.NOT_AVAILABLE_NOW, "table.hints-off")
                    : phase != Phase.PLAYING ? refusal(RejectionKind.NOT_AVAILABLE_NOW, "table.hint-not-playing")
                    : seat < 0 || seat >= setup.players() ? refusal(RejectionKind.NOT_AVAILABLE_NOW, "table.seat-not-playing")
                    : !bots.hasBot() ? refusal(RejectionKind.NOT_AVAILABLE_NOW, "table.hint-no-bot", game.title())
                    : bots.plays(seat) ? refusal(RejectionKind.NOT_AVAILABLE_NOW, "table.seat-played-by-bot", setup.names().get(seat))
                    : null;
            Rejection nothingToDo = refusal(RejectionKind.NOT_YOUR_TURN, "table.hint-nothing-to-do").rejection();
            if (refused == null && !game.waitingFor(state, setup.players()).contains(seat)) {
                refused = Outcome.refused(nothingToDo, published());
            }
            if (refused != null) {
                answer.complete(new Hinted(null, refused.rejection()));
            } else {
                S now = state;
                long gameSeed = seed;
                CompletableFuture.runAsync(() -> answer.complete(bots.hint(now, seat, gameSeed)
                        .map(hint -> new Hinted(hintJson(hint), null))
                        // Nothing the bot would do: the seat's only move is to wait (its own offer open, say).
                        .orElseGet(() -> new Hinted(null, nothingToDo))))
                        .exceptionally(e -> {
                            answer.completeExceptionally(e);
                            return null;
                        });
            }
            return Outcome.accepted(published());
        });
        return answer;
    }

    private static JsonNode hintJson(org.kontor.engine.bot.Hint<?> hint) {
        com.fasterxml.jackson.databind.node.ObjectNode node = Json.MAPPER.createObjectNode();
        node.set("command", Json.typed(hint.command()));
        node.put("why", hint.why().word());
        node.put("amount", Math.round(hint.amount() * 10) / 10.0);
        return node;
    }
}

package org.kontor.web.session;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import org.kontor.engine.GameState;
import org.kontor.engine.RejectionKind;
import org.kontor.engine.Result;
import org.kontor.web.GameSetup;
import org.kontor.web.TableGame;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The running table: the only owner of the game. One thread (the writer) takes requests from a
 * queue and applies them in order; phones, the host page and later sensors only send messages.
 * Every accepted request publishes a new {@link Published} set of views to the listeners (the
 * WebSocket fan-out), on the writer thread, in order.
 *
 * <p>Undo replays the game from its seed and the accepted commands minus the last one. The game
 * lives in memory only; the journal (a later issue) plugs in as a {@link Recorder}: an accepted
 * command is handed to it before any view is published. Adapters inside the hub (sensors) use
 * {@link #submit} with typed commands.
 */
public final class TableSession<S extends GameState, C, E, A> {

    private static final Logger LOG = LoggerFactory.getLogger(TableSession.class);

    /** What the session needs to make a published set of views: see {@link Views}. */
    record Step<C, E>(int seat, long version, C command, List<E> events) {}

    /**
     * Where an accepted command goes before any view is published: the SQLite journal will be
     * one (design.md: journal first). Called on the writer thread; a failure refuses the command.
     */
    public interface Recorder<C> {
        Recorder<Object> NONE = (seat, version, command) -> { };

        void record(int seat, long version, C command);
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
    private volatile Published published;
    private final CompletableFuture<Throwable> failure = new CompletableFuture<>();
    private boolean accepting = true;            // guarded by gate

    // Owned by the writer thread only.
    private Phase phase = Phase.LOBBY;
    private GameSetup setup;
    private long seed;
    private S state;
    private final List<Step<C, E>> steps = new ArrayList<>();
    private long seq;
    private Step<C, E> undone;                   // the step the last undo took back, until the next move
    private int undoAskedBy = -1;                // a seat that asked the host for an undo, until it is answered
    private JsonNode physical;                  // the physical table's status, shown in every view
    private String hold;                        // why phones must wait for the table, or null

    /**
     * @param game  the game this table plays
     * @param seeds where a new game's seed comes from (a SecureRandom in the hub, fixed in tests)
     */
    public TableSession(TableGame<S, C, E, A> game, LongSupplier seeds) {
        this(game, seeds, Recorder.NONE);
    }

    /** As above, with a recorder that stores every accepted command before views are pushed. */
    public TableSession(TableGame<S, C, E, A> game, LongSupplier seeds, Recorder<? super C> recorder) {
        this.game = game;
        this.recorder = recorder;
        this.seeds = seeds;
        this.seatCount = game.schema().maxPlayers();
        this.views = new Views<>(game, seatCount);
        this.published = views.publish(++seq, Phase.LOBBY, null, null, List.of(), null, -1, null);
        this.writer = new Thread(this::run, "table-session");
        this.writer.setDaemon(true);
        this.writer.setUncaughtExceptionHandler((thread, e) -> { });   // every error is logged where it is caught
        this.writer.start();
    }

    public TableGame<S, C, E, A> game() {
        return game;
    }

    /** Seats a join link exists for (the most players the game allows). */
    public int seatCount() {
        return seatCount;
    }

    /** The latest views. Immutable; safe to read from any thread. */
    public Published current() {
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
                    Outcome.refused(RejectionKind.BAD_INPUT, e.getMessage(), published));
        }
        return submit(() -> hold != null ? refuse(RejectionKind.NOT_AVAILABLE_NOW, hold) : doAct(seat, version, command));
    }

    /**
     * A command that is already typed, for adapters inside the hub (a dice reader, a sensed
     * piece): the same queue, checks and views as a phone's command.
     */
    public CompletableFuture<Outcome> submit(int seat, long version, C command) {
        return submit(() -> doAct(seat, version, command));
    }

    /**
     * Asks {@code query} about the current game state on the writer thread (null before a game
     * starts). For adapters inside the hub only: the state holds every secret.
     */
    public <T> CompletableFuture<T> read(java.util.function.Function<S, T> query) {
        CompletableFuture<T> answer = new CompletableFuture<>();
        submit(() -> {
            answer.complete(query.apply(phase == Phase.PLAYING ? state : null));
            return Outcome.accepted(published);
        }).thenAccept(outcome -> answer.complete(null));
        return answer;
    }

    /**
     * The physical table's status (public: every view carries it as {@code physical}). While
     * {@code holdReason} is not null, phones' commands are refused with it: the table is out of
     * sync and play waits until the pieces stand where the rules expect them.
     */
    public CompletableFuture<Outcome> showPhysical(JsonNode status, String holdReason) {
        return submit(() -> {
            if (java.util.Objects.equals(status, physical) && java.util.Objects.equals(holdReason, hold)) {
                return Outcome.accepted(published);
            }
            physical = status;
            hold = holdReason;
            return Outcome.accepted(publish());
        });
    }

    /** The host starts a game (from the lobby, or a new one after the last ended). */
    public CompletableFuture<Outcome> start(GameSetup newSetup) {
        return submit(() -> doStart(newSetup));
    }

    /** The host takes back the last accepted command. */
    public CompletableFuture<Outcome> undo() {
        return submit(this::doUndo);
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
                        failure.isDone() ? "The table stopped on an error." : "The table stopped.", published));
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
                            "The hub could not apply this: " + e.getClass().getSimpleName(), published));
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
                        "The table stopped on an error.", published));
            }
        }
    }

    private Outcome doAct(int seat, long version, C command) {
        if (phase != Phase.PLAYING) {
            return refuse(phase == Phase.LOBBY ? RejectionKind.NOT_AVAILABLE_NOW : RejectionKind.GAME_OVER,
                    phase == Phase.LOBBY ? "The game has not started yet: the host starts it."
                            : "The game is over.");
        }
        if (seat < 0 || seat >= setup.players()) {
            return refuse(RejectionKind.NOT_AVAILABLE_NOW, "This seat is not playing in this game.");
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
            return refuse(rejected.rejection().kind(), rejected.rejection().message());
        }
        Result.Accepted<S, E> accepted = (Result.Accepted<S, E>) result;
        Step<C, E> step = new Step<>(seat, version, command, accepted.events());
        try {
            recorder.record(seat, version, command);
        } catch (RuntimeException e) {
            LOG.error("the command could not be recorded; it is refused", e);
            return refuse(RejectionKind.NOT_AVAILABLE_NOW, "The hub could not store this move; nothing changed.");
        }
        steps.add(step);
        state = accepted.state();
        undone = null;
        undoAskedBy = -1;
        if (game.isOver(state)) {
            phase = Phase.ENDED;
        }
        return Outcome.accepted(publish());
    }

    private Outcome doStart(GameSetup newSetup) {
        if (phase == Phase.PLAYING) {
            return refuse(RejectionKind.NOT_AVAILABLE_NOW, "A game is running: end it before starting another.");
        }
        long newSeed = seeds.getAsLong();
        S first;
        try {
            first = game.setup(newSetup, newSeed);
        } catch (IllegalArgumentException e) {
            return refuse(RejectionKind.BAD_INPUT, e.getMessage());
        }
        setup = newSetup;
        seed = newSeed;
        state = first;
        steps.clear();
        undone = null;
        undoAskedBy = -1;
        phase = Phase.PLAYING;
        return Outcome.accepted(publish());
    }

    private Outcome doUndo() {
        if (phase == Phase.LOBBY || steps.isEmpty()) {
            return refuse(RejectionKind.NOT_AVAILABLE_NOW, "There is nothing to undo.");
        }
        List<Step<C, E>> kept = new ArrayList<>(steps.subList(0, steps.size() - 1));
        S replayed = game.setup(setup, seed);
        List<Step<C, E>> replayedSteps = new ArrayList<>();
        for (Step<C, E> step : kept) {
            Result<S, E> result = game.rules().apply(replayed, step.seat(), step.version(), step.command());
            if (!(result instanceof Result.Accepted<S, E> ok)) {
                LOG.error("undo: replay refused step {} of {}; keeping the game as it was", replayedSteps.size(), kept.size());
                return refuse(RejectionKind.NOT_AVAILABLE_NOW, "Undo failed: the game could not be replayed.");
            }
            replayed = ok.state();
            replayedSteps.add(new Step<>(step.seat(), step.version(), step.command(), ok.events()));
        }
        undone = steps.get(steps.size() - 1);
        undoAskedBy = -1;
        steps.clear();
        steps.addAll(replayedSteps);
        state = replayed;
        phase = Phase.PLAYING;
        return Outcome.accepted(publish());
    }

    private Outcome doAskUndo(int seat) {
        if (phase != Phase.PLAYING || steps.isEmpty()) {
            return refuse(RejectionKind.NOT_AVAILABLE_NOW, "There is nothing to undo.");
        }
        if (seat < 0 || seat >= setup.players()) {
            return refuse(RejectionKind.NOT_AVAILABLE_NOW, "This seat is not playing in this game.");
        }
        undoAskedBy = seat;
        return Outcome.accepted(publish());
    }

    private Outcome doRename(int seat, String raw) {
        String name;
        try {
            name = PlayerName.clean(raw);
        } catch (IllegalArgumentException e) {
            return refuse(RejectionKind.BAD_INPUT, e.getMessage());
        }
        if (setup == null) {
            return refuse(RejectionKind.NOT_AVAILABLE_NOW,
                    "The host names the players before the game; change your name once it has started.");
        }
        if (seat < 0 || seat >= setup.players()) {
            return refuse(RejectionKind.NOT_AVAILABLE_NOW, "This seat is not playing in this game.");
        }
        List<String> names = new ArrayList<>(setup.names());
        for (int other = 0; other < names.size(); other++) {
            if (other != seat && names.get(other).equalsIgnoreCase(name)) {
                return refuse(RejectionKind.BAD_INPUT, "Another player is already called " + name + ".");
            }
        }
        names.set(seat, name);
        setup = new GameSetup(setup.board(), names, setup.options(), setup.dice());
        return Outcome.accepted(publish());
    }

    private Outcome doEnd() {
        if (phase != Phase.PLAYING) {
            return refuse(RejectionKind.NOT_AVAILABLE_NOW, "No game is running.");
        }
        phase = Phase.ENDED;
        return Outcome.accepted(publish());
    }

    private Outcome refuse(RejectionKind kind, String message) {
        return Outcome.refused(kind, message, published);
    }

    private Published publish() {
        Published next = views.publish(++seq, phase, setup, state, steps, undone, undoAskedBy, physical);
        published = next;
        for (Consumer<Published> listener : listeners) {
            try {
                listener.accept(next);
            } catch (RuntimeException e) {
                LOG.warn("a view listener failed", e);
            }
        }
        return next;
    }
}

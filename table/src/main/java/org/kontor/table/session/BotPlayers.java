package org.kontor.table.session;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.kontor.engine.Game;
import org.kontor.engine.GameState;
import org.kontor.engine.bot.Bot;
import org.kontor.engine.bot.Hint;
import org.kontor.engine.bot.Search;
import org.kontor.engine.bot.Level;
import org.kontor.engine.games.Games;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The seats the hub's bots play at one table. When the game waits for a bot's seat, the bot
 * decides on a thread of its own (its decision reads the immutable state it was shown, as that
 * seat may see it) after a short delay, so that people can follow its moves, and its command goes
 * through the table's queue like a phone's: checked, journaled, shown. A command the game moved
 * past meanwhile is refused as stale and the bot decides again on the new state.
 */
final class BotPlayers<S extends GameState, C> {

    private static final Logger LOG = LoggerFactory.getLogger(BotPlayers.class);

    /** Where a bot's command goes: the table's queue. */
    interface Sink<C> {
        void submit(int seat, long version, C command);
    }

    /** Whether a command is one a person makes on the table for the bot (its roll, on the table's dice). */
    interface ForTheTable<S, C> {
        ForTheTable<?, ?> NONE = (state, seat, command) -> false;

        boolean test(S state, int seat, C command);
    }

    private final Game<S, C, ?, ?> engine;
    private final Map<Integer, Level> levels = new TreeMap<>();   // the writer thread's
    private volatile Duration delay = Duration.ofSeconds(1);
    private ScheduledExecutorService clock;                      // started with the first bot seat
    private S planned;                                           // the state a move is planned for (an undo makes a new one)

    @SuppressWarnings("unchecked")   // the engine's game of the same id plays the same states and commands
    BotPlayers(String gameId) {
        Game<?, ?, ?, ?> found = Games.all().stream().filter(g -> g.id().equals(gameId)).findFirst().orElse(null);
        this.engine = (Game<S, C, ?, ?>) found;
    }

    /**
     * The levels a host may seat (easy to strong, as the game has them); the random player is a
     * yardstick for measuring bots, not an opponent: the host page does not offer it (the API and scripts take it).
     */
    List<String> offered() {
        return engine == null ? List.of() : java.util.Arrays.stream(Level.values())
                .filter(level -> level != Level.RANDOM && engine.bot(level).isPresent()).map(Level::word).toList();
    }

    /** The seats bots play now, to the level each plays. */
    Map<Integer, Level> levels() {
        return Map.copyOf(levels);
    }

    /** Whether a bot plays any seat. */
    boolean any() {
        return !levels.isEmpty();
    }

    boolean plays(int seat) {
        return levels.containsKey(seat);
    }

    /** Null if a {@code level} bot can play {@code seat} of a {@code players}-player game of {@code title}; else why not. */
    String refusal(String title, int seat, Level level, int players) {
        if (seat < 0 || seat >= players) {
            return "There is no seat " + (seat + 1) + " in a game of " + players + " players.";
        }
        if (engine == null || engine.bot(level).isEmpty()) {
            return title + " has no " + level.word() + " bot.";
        }
        return null;
    }

    /** Bots play exactly {@code seats} from now on (checked by {@link #refusal} first). */
    void set(Map<Integer, Level> seats) {
        levels.clear();
        levels.putAll(seats);
        planned = null;
        if (!levels.isEmpty() && clock == null) {
            clock = Executors.newSingleThreadScheduledExecutor(r -> {
                Thread thread = new Thread(r, "table-bots");
                thread.setDaemon(true);
                return thread;
            });
        }
    }

    /** How long a bot waits before its move (0 in tests; about a second at a table, so people see each move). */
    void delay(Duration delay) {
        this.delay = delay;
    }

    /**
     * Plans the move of the first bot seat in {@code waiting} (the seats the game waits for), once
     * per state: its command reaches {@code sink} after the delay. {@code seed} is the game's, so
     * the same game and moves give the same bot choices.
     */
    void plan(S state, List<Integer> waiting, long seed, ForTheTable<S, C> forTheTable, Sink<C> sink) {
        if (levels.isEmpty() || state.isOver() || state == planned) {
            return;
        }
        List<Integer> seats = waiting.stream().filter(levels::containsKey).toList();
        if (seats.isEmpty()) {
            return;
        }
        planned = state;
        Map<Integer, Level> now = Map.copyOf(levels);
        clock.schedule(() -> decide(state, seats, now, seed, forTheTable, sink), delay.toMillis(), TimeUnit.MILLISECONDS);
    }

    private void decide(S state, List<Integer> seats, Map<Integer, Level> now, long seed, ForTheTable<S, C> forTheTable,
                        Sink<C> sink) {
        try {
            for (int seat : seats) {
                long own = seed * 1_000_003L + state.version() * 31L + seat;
                Bot<S, C> bot = engine.bot(now.get(seat)).orElseThrow();
                Optional<C> command = bot.decide(state, seat, own);
                if (command.isPresent() && forTheTable.test(state, seat, command.get())) {
                    // The group rolls real dice, read by the table: a person rolls them for the bot, and the
                    // table's reading is the bot's roll, as for anyone's.
                    return;
                }
                if (command.isPresent()) {
                    sink.submit(seat, state.version(), command.get());
                    return;
                }
            }
        } catch (RuntimeException e) {
            LOG.error("a bot could not decide at version {}; the host can hand its seat back to a player", state.version(), e);
        }
    }

    /**
     * What the normal bot would do in {@code seat}'s place in {@code state}, with its why; empty
     * when the game has no bot or waits for nothing from the seat. The bot redeals what the seat
     * cannot see before it thinks, so the hint tells nothing hidden from the seat.
     */
    /** Whether the game has a bot (to play a seat or to give a hint). */
    boolean hasBot() {
        return engine != null && engine.botRules().isPresent();
    }

    Optional<Hint<C>> hint(S state, int seat, long seed) {
        if (engine == null || engine.botRules().isEmpty()) {
            return Optional.empty();
        }
        long own = seed * 1_000_003L + state.version() * 31L + seat;
        return new Search<>(engine.botRules().get(), Level.NORMAL).hint(state, seat, own);
    }

    void stop() {
        if (clock != null) {
            clock.shutdownNow();
        }
    }
}

package org.kontor.hub;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.kontor.engine.Game;
import org.kontor.engine.GameState;
import org.kontor.engine.bot.Bot;
import org.kontor.engine.bot.Level;
import org.kontor.table.TableGame;

/**
 * The seats {@code kontor play --bot SEAT[:LEVEL]} leaves to bots: whenever the game waits for
 * one of them, its bot plays before the script's next line (and after the last), so a script
 * holds only the other seats' commands.
 *
 * @param levels seat (from 0, as script lines number seats) to the level its bot plays
 */
record BotSeats(Map<Integer, Level> levels) {

    /** The level a bot plays when --bot names none. */
    static final Level DEFAULT = Level.NORMAL;
    /** More bot moves in a row than any game needs: a bot that never ends its turn stops here. */
    private static final int MOST_MOVES = 20_000;

    /** One move a bot made. */
    record Move<C>(int seat, Level level, C command, long seed) {}

    BotSeats {
        levels = Map.copyOf(levels);
    }

    /** The flags as written; {@link IllegalArgumentException} naming a flag that is not SEAT or SEAT:LEVEL, or a seat given twice. */
    static BotSeats read(List<String> flags) {
        Map<Integer, Level> levels = new TreeMap<>();
        for (String flag : flags) {
            String[] parts = flag.split(":", -1);
            int seat;
            try {
                seat = Integer.parseInt(parts[0].strip());
            } catch (NumberFormatException e) {
                seat = -1;
            }
            if (parts.length > 2 || seat < 0) {
                throw new IllegalArgumentException("--bot " + flag + ": write SEAT or SEAT:LEVEL, the seat a number from 0 as script "
                        + "lines number them (--bot 1:strong).");
            }
            Level level;
            try {
                level = parts.length == 2 ? Level.named(parts[1].strip()) : DEFAULT;
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("--bot " + flag + ": " + e.getMessage());
            }
            if (levels.put(seat, level) != null) {
                throw new IllegalArgumentException("--bot " + flag + ": seat " + seat + " is given a bot twice.");
            }
        }
        return new BotSeats(levels);
    }

    boolean isEmpty() {
        return levels.isEmpty();
    }

    /**
     * The next bot move in {@code state} of {@code table}'s game, played by {@code engine}'s bots:
     * the first seat the game waits for that a bot holds; empty when the game is over or waits
     * for no bot. Refuses by name a seat the game does not have and a level the game has no bot for.
     */
    <S extends GameState, C> Optional<Move<C>> next(TableGame<S, C, ?, ?> table, Game<S, C, ?, ?> engine, S state, int players,
                                                    long seed) {
        for (Map.Entry<Integer, Level> held : levels.entrySet()) {
            if (held.getKey() >= players) {
                throw new IllegalArgumentException("--bot " + held.getKey() + ": this game has seats 0 to " + (players - 1) + ".");
            }
            if (engine.bot(held.getValue()).isEmpty()) {
                throw new IllegalArgumentException("--bot " + held.getKey() + ":" + held.getValue().word() + ": " + table.title()
                        + " has no " + held.getValue().word() + " bot.");
            }
        }
        if (state.isOver()) {
            return Optional.empty();
        }
        for (int seat : table.waitingFor(state, players)) {
            Level level = levels.get(seat);
            if (level == null) {
                continue;
            }
            long own = seed * 1_000_003L + state.version() * 31L + seat;   // the same script and seed: the same moves
            Bot<S, C> bot = engine.bot(level).orElseThrow();
            Optional<C> command = bot.decide(state, seat, own);
            if (command.isPresent()) {
                return Optional.of(new Move<>(seat, level, command.get(), own));
            }
        }
        return Optional.empty();
    }

    static int mostMoves() {
        return MOST_MOVES;
    }
}

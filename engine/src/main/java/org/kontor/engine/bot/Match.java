package org.kontor.engine.bot;

import java.util.List;
import org.kontor.engine.GameState;
import org.kontor.engine.Result;

/**
 * One game played by bots from its first state to its end: the seat the game waits for (the
 * lowest when several are asked, as for discards) gives its bot's command. A game that has not
 * ended after {@code maxCommands} counts as won by nobody.
 */
public final class Match {

    private Match() {}

    /**
     * @param winners the seats that won; empty when the game hit the command limit
     * @param commands how many commands were played
     */
    public record Outcome(List<Integer> winners, int commands) {}

    public static <S extends GameState, C> Outcome play(BotRules<S, C> game, S start, List<? extends Bot<S, C>> seats,
                                                        long seed, int maxCommands) {
        S state = start;
        int commands = 0;
        while (!state.isOver() && commands < maxCommands) {
            List<Integer> waiting = game.waitingFor(state);
            if (waiting.isEmpty()) {
                throw new IllegalStateException("the game waits for nobody at version " + state.version());
            }
            int seat = waiting.get(0);
            long decisionSeed = seed * 31 + commands;
            C command = seats.get(seat).decide(state, seat, decisionSeed).orElseThrow(() ->
                    new IllegalStateException("seat " + seat + " is waited for but its bot has nothing to do"));
            Result<S, ?> result = game.rules().apply(state, seat, state.version(), command);
            if (!(result instanceof Result.Accepted<S, ?> yes)) {
                throw new IllegalStateException("the rules refused seat " + seat + "'s bot command " + command + ": "
                        + ((Result.Rejected<S, ?>) result).rejection());
            }
            state = yes.state();
            commands++;
        }
        return new Outcome(state.isOver() ? game.winners(state) : List.of(), commands);
    }
}

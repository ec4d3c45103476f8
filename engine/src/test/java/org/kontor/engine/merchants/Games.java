package org.kontor.engine.merchants;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.kontor.engine.Rejection;
import org.kontor.engine.Result;
import org.kontor.engine.board.BoardFile;
import org.kontor.engine.board.PlayerColour;
import org.kontor.engine.merchants.board.MerchantsBoard;
import org.kontor.engine.resources.Resources;

/** Shortcuts for rule tests: configs, accepted and rejected commands, and hand-built positions. */
final class Games {

    static final MerchantsOfEurope RULES = new MerchantsOfEurope();
    static final List<PlayerColour> FOUR = List.of(PlayerColour.RED, PlayerColour.BLUE, PlayerColour.WHITE, PlayerColour.ORANGE);
    static final List<PlayerColour> THREE = List.of(PlayerColour.RED, PlayerColour.BLUE, PlayerColour.WHITE);

    private Games() {}

    static GameConfig config(MerchantsBoard board, List<PlayerColour> colours, GameConfig.SetupKind setup,
                             GameConfig.DiceSource dice, RuleOptions options) {
        return new GameConfig(board, GameConfig.BoardSide.SHORT, colours, setup, dice, -1, options);
    }

    /** The on-demand harnesses' games: a bundled board (or "test-ring"), variable setup, virtual dice. */
    static GameConfig benchmark(String boardId, List<PlayerColour> colours, RuleOptions options) {
        MerchantsBoard board = boardId.equals("test-ring") ? TestBoards.ring() : MerchantsBoard.of(BoardFile.bundled(boardId));
        return new GameConfig(board, boardId.endsWith("main") ? GameConfig.BoardSide.MAIN : GameConfig.BoardSide.SHORT,
                colours, GameConfig.SetupKind.VARIABLE, GameConfig.DiceSource.VIRTUAL, -1, options);
    }

    /**
     * Accepted commands of random games, each with the state and seat it was given in, for the
     * harnesses that replay them: {@code keep} picks which (by command).
     */
    record Sampled(MerchantsState[] states, int[] seats, Command[] commands) {
        static Sampled of(GameConfig config, int samples, int turns, java.util.function.Predicate<Command> keep) {
            Sampled out = new Sampled(new MerchantsState[samples], new int[samples], new Command[samples]);
            RandomPlayer player = new RandomPlayer(5);
            BoardFacts facts = BoardFacts.of(config);
            int n = 0;
            for (long seed = 1; n < samples; seed++) {
                MerchantsState s = MerchantsOfEurope.setup(facts, config, seed);
                while (s.turn() <= turns && n < samples && s.winner() < 0) {
                    int seat = player.seat(s);
                    Command c = player.choose(s, seat, RULES.legalActions(s, seat));
                    if (RULES.apply(s, seat, s.version(), c) instanceof Result.Accepted<MerchantsState, Event> a) {
                        if (keep.test(c)) {
                            out.states[n] = s;
                            out.seats[n] = seat;
                            out.commands[n++] = c;
                        }
                        s = a.state();
                    }
                }
            }
            return out;
        }
    }

    static GameConfig tableDice(MerchantsBoard board, List<PlayerColour> colours) {
        return config(board, colours, GameConfig.SetupKind.VARIABLE, GameConfig.DiceSource.TABLE, RuleOptions.DEFAULTS);
    }

    /** A game already past the setup, with nothing placed: tests put pieces down with {@link Draft}. */
    static Draft emptyTable(GameConfig config, long seed) {
        Draft d = new Draft(MerchantsOfEurope.setup(config, seed));
        d.phase = Phase.BEFORE_ROLL;
        d.setup = null;
        d.active = 0;
        d.turn = 1;
        return d;
    }

    static Result.Accepted<MerchantsState, Event> accept(MerchantsState s, int seat, Command c) {
        Result<MerchantsState, Event> r = RULES.apply(s, seat, s.version(), c);
        assertThat(r).as("%s by seat %d", c, seat).isInstanceOf(Result.Accepted.class);
        return (Result.Accepted<MerchantsState, Event>) r;
    }

    static MerchantsState play(MerchantsState s, int seat, Command c) {
        return accept(s, seat, c).state();
    }

    static Rejection reject(MerchantsState s, int seat, Command c) {
        Result<MerchantsState, Event> r = RULES.apply(s, seat, s.version(), c);
        assertThat(r).as("%s by seat %d", c, seat).isInstanceOf(Result.Rejected.class);
        return ((Result.Rejected<MerchantsState, Event>) r).rejection();
    }

    static void give(Draft d, int seat, Resources cards) {
        d.give(seat, cards);
    }

    static void gold(Draft d, int seat, int gold) {
        d.giveGold(seat, gold - d.player(seat).gold());
    }
}

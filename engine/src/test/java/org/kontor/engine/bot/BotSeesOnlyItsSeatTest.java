package org.kontor.engine.bot;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Optional;
import org.kontor.engine.Game;
import org.kontor.engine.GameState;
import org.kontor.engine.Result;
import org.kontor.engine.games.Games;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A bot plays exactly as it would if everything hidden from its seat lay otherwise: at decision
 * points of a seeded game, the others' hands, the decks and the dice to come are dealt afresh
 * (the seat's own view is checked to be unchanged, and some other seat's view to have changed),
 * and the bot of every level must give the same command for the same seed, and the same hint.
 */
class BotSeesOnlyItsSeatTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final long GAME_SEED = 11;
    private static final int COMMANDS = 80;
    private static final int EVERY = 3;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"merchants", "catan", "hansa", "elasund"})
    void sameCommandWhateverIsHidden(String id) {
        check(Games.find(id));
    }

    private static <S extends GameState, C> void check(Game<S, C, ?, ?> game) {
        System.out.println(game.id() + ": game seed " + GAME_SEED);
        BotRules<S, C> rules = game.botRules().orElseThrow();
        S state = BotGames.starter(game, 4).apply(GAME_SEED);
        int checked = 0;
        int hiddenMoved = 0;
        // Hansa's listing is the slowest (every move of every piece); fewer of its commands keep the suite quick.
        int commands = game.id().equals("hansa") ? COMMANDS / 4 : COMMANDS;
        for (int n = 0; n < commands && !state.isOver(); n++) {
            int seat = rules.waitingFor(state).get(0);
            if (n % EVERY == 0) {
                S shuffled = rules.redeal(state, seat, 1000 + n);
                assertThat(view(game, shuffled, seat)).as("seat %d's own view at command %d", seat, n)
                        .isEqualTo(view(game, state, seat));
                for (int other = 0; other < state.seatCount(); other++) {
                    if (other != seat && !view(game, shuffled, other).equals(view(game, state, other))) {
                        hiddenMoved++;
                        break;
                    }
                }
                for (Level level : Level.values()) {
                    if (level == Level.STRONG && n % (4 * EVERY) != 0) {
                        continue;   // the strong bot takes longest; a sample suffices
                    }
                    Bot<S, C> bot = game.bot(level).orElseThrow();
                    Optional<C> mine = bot.decide(state, seat, 42 + n);
                    assertThat(bot.decide(shuffled, seat, 42 + n)).as("%s %s at command %d, seat %d", game.id(), level, n, seat)
                            .isEqualTo(mine);
                }
                // A hint ("what would you do?") is the normal bot's choice and its why: the same, whatever lies hidden.
                Search<S, C> hints = new Search<>(rules, Level.NORMAL);
                assertThat(hints.hint(shuffled, seat, 42 + n)).as("%s hint at command %d, seat %d", game.id(), n, seat)
                        .isEqualTo(hints.hint(state, seat, 42 + n));
                checked++;
            }
            C command = game.bot(Level.NORMAL).orElseThrow().decide(state, seat, n).orElseThrow();
            state = ((Result.Accepted<S, ?>) rules.rules().apply(state, seat, state.version(), command)).state();
        }
        assertThat(checked).isGreaterThan(commands / EVERY / 2);
        if (!game.id().equals("hansa")) {   // Hansa hides only the face-down bonus markers, which no seat's view shows
            assertThat(hiddenMoved).as("decision points where the shuffle changed another seat's hand").isGreaterThan(0);
        }
    }

    private static String view(Game<?, ?, ?, ?> game, Object state, int seat) {
        try {
            @SuppressWarnings({"unchecked", "rawtypes"})
            Object view = ((org.kontor.engine.Ruleset) game.rules()).view((GameState) state, seat);
            return JSON.writeValueAsString(view);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}

package org.kontor.engine.bot;

import java.util.List;
import org.kontor.engine.GameState;
import org.kontor.engine.Rng;
import org.kontor.engine.Ruleset;

/**
 * What a game tells the shared {@link Search}: how to guess what a seat cannot see, which
 * commands are worth trying, and how good a position is. A game offers it through
 * {@link org.kontor.engine.Game#botRules()} and keeps it in its own package.
 */
public interface BotRules<S extends GameState, C> {

    Ruleset<S, C, ?, ?> rules();

    /**
     * The state as {@code seat} might believe it: everything hidden from the seat (the others'
     * hands, the decks' order, the dice to come) drawn afresh from {@code seed}, consistent with
     * what the seat sees. The result depends only on the seat's view and the seed, never on the
     * hidden part of {@code state}.
     */
    S redeal(S state, int seat, long seed);

    /**
     * The commands worth trying for {@code seat} now: every listed choice, and for free-form kinds
     * (discards, trade answers) a few sensible ones. Empty when the game waits for nothing from
     * the seat. {@code level} RANDOM asks for the plain legal commands, which the baseline picks
     * among uniformly.
     */
    List<C> options(S state, int seat, Level level, Rng rng);

    /** How good {@code state} is for {@code seat}, the higher the better; a won game beats anything. */
    double value(S state, int seat, Level level);

    /**
     * How many guesses of the hidden part the strong level averages a shortlisted option over. One
     * where no option's value depends on what the seat cannot see (Hansa: only the face-down bonus
     * markers are hidden, and a position's value reads none of them).
     */
    default int strongGuesses() {
        return Search.STRONG_GUESSES;
    }

    /** The seats that won, empty while the game goes on; a game that ended with no winner is over ({@code state.isOver()}). */
    List<Integer> winners(S state);

    /**
     * The position an option leads to once what it asks of another seat is answered, as the bot
     * expects that seat to answer on its guess (Catan: a trade offer, accepted when the trade is
     * worth more to the other player); null when the option comes to nothing (an offer it expects
     * declined), which the bot then never picks. By default the position itself.
     */
    default S answered(S after, int seat) {
        return after;
    }

    /** The seat's score as the game counts it (what wins), for a hint's why; 0 where a game does not say. */
    default double points(S state, int seat) {
        return 0;
    }

    /** What the seat's pieces bring in (a roll's expected cards, income), for a hint's why; 0 where a game does not say. */
    default double production(S state, int seat) {
        return 0;
    }

    /** The cards (or coins) the seat holds to spend, for a hint's why; 0 where a game does not say. */
    default double cards(S state, int seat) {
        return 0;
    }

    /** The seats whose command the game waits for now, lowest first. */
    List<Integer> waitingFor(S state);
}

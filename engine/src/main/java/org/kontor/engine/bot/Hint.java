package org.kontor.engine.bot;

/**
 * What the bot would do in a seat's place, with the one reason its own evaluation gives, read on
 * its guess of what the seat cannot see (so a hint tells nothing hidden from the seat).
 *
 * @param command the command the normal bot gives
 * @param why     the main reason, in the order tried: the only move, points, production, cards
 * @param amount  how much: the points scored, the production gained, the cards spent; 0 otherwise
 */
public record Hint<C>(C command, Why why, double amount) {

    /** The one line of why. */
    public enum Why {
        /** It is the only move the seat has. */
        ONLY,
        /** It scores points. */
        POINTS,
        /** It adds to what the seat's pieces bring in. */
        PRODUCTION,
        /** The seat can afford it now: it spends cards on something worth more to the bot. */
        AFFORD,
        /** None of the above moves: the bot's evaluation of the whole position prefers it. */
        POSITION;

        /** The reason's name as the API writes it: {@code production}. */
        public String word() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }
}

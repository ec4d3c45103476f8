package org.kontor.engine;

/**
 * An event that says what each seat may see of it. Every game's event type extends this, so a
 * game cannot leave the question open: the table shows a seat's phone {@code seenBy(seat)}, the
 * table screen and spectators {@code seenBy(-1)}, and nothing at all where it is null.
 */
public interface Seen {

    /**
     * This event as {@code seat} may see it ({@code -1}: the table screen), redacted where it
     * carries a secret of another seat (a stolen card, a drawn card), or null when that seat must
     * not learn of it at all.
     */
    Object seenBy(int seat);
}

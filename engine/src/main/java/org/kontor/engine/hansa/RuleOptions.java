package org.kontor.engine.hansa;

/**
 * The readings where the rulebook leaves room (docs/rules-hansa.md, "Rule options"), each with the
 * recommended reading as default.
 *
 * @param bankThree the Bursa track's second value: 5 (the seed's 3, 5, 7, all) or 4 (a Big Box transcription)
 * @param removedToStock Remove 3: the removed pieces go to their owner's stock rather than the personal supply
 * @param displaceOntoSameRoute a displaced piece may go back onto the route it was displaced from
 * @param swapMoveCost how many of the Liber Sophiae's moves swapping an own trader and merchant costs (1 or 2)
 * @param extraOfficeNeedsFirst the Big Box reading: an extra office needs the city's leftmost office occupied
 * @param tieBreak SHARE (original: tied players share the win) or BIG_BOX (fewest Actiones developments, then the larger network)
 * @param edition which box's bonus markers: the original's 16 with Remove 3, or the Big Box's 15 with Move 3
 */
public record RuleOptions(int bankThree, boolean removedToStock, boolean displaceOntoSameRoute, int swapMoveCost,
                          boolean extraOfficeNeedsFirst, TieBreak tieBreak, Edition edition) {

    public enum TieBreak { SHARE, BIG_BOX }

    /** The box played: an edition, not a reading of the rules. */
    public enum Edition { ORIGINAL, BIG_BOX }

    /** The original edition with the other readings given. */
    public RuleOptions(int bankThree, boolean removedToStock, boolean displaceOntoSameRoute, int swapMoveCost,
                       boolean extraOfficeNeedsFirst, TieBreak tieBreak) {
        this(bankThree, removedToStock, displaceOntoSameRoute, swapMoveCost, extraOfficeNeedsFirst, tieBreak, Edition.ORIGINAL);
    }

    public static RuleOptions standard() {
        return new RuleOptions(5, false, false, 2, false, TieBreak.SHARE, Edition.ORIGINAL);
    }
}

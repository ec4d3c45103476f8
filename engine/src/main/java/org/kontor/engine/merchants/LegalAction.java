package org.kontor.engine.merchants;

import java.util.List;
import org.kontor.engine.resources.Resources;

/**
 * One kind of thing a seat may do now, as the phone draws it: a button per kind, the targets as
 * ready-made commands, and the price. {@code freeForm} kinds (discard, trade offers, dice read on
 * the table) take values the player enters; the engine validates them instead of listing them.
 *
 * @param kind the command's JSON name, e.g. "build-route"
 * @param cost resource cards the action costs, for kinds with one price (building, buying a card);
 *        bank trades name what they give in each choice
 * @param goldCost gold the action costs (2 for buy-with-gold)
 * @param choices every legal command of this kind (empty for free-form kinds)
 * @param prices for kinds whose price differs by choice (merchant moves: grain by distance; caravan
 *        moves: 1 salt and the tolls in gold), each choice's price in the same order; else empty
 */
public record LegalAction(String kind, Resources cost, int goldCost, List<Command> choices, boolean freeForm,
                          List<Price> prices) {
    public LegalAction {
        // The engine's own lists are unmodifiable already and nobody else holds them.
        choices = choices instanceof FrozenView ? choices : List.copyOf(choices);
        prices = prices instanceof FrozenView ? prices : List.copyOf(prices);
    }

    public LegalAction(String kind, Resources cost, int goldCost, List<Command> choices, boolean freeForm) {
        this(kind, cost, goldCost, choices, freeForm, List.of());
    }

    /** What one choice costs: resource cards and gold (tolls). */
    public record Price(Resources cards, int gold) {}
}

package org.kontor.engine.merchants;

import java.util.List;

/**
 * One kind of thing a seat may do now, as the phone draws it: a button per kind, the targets as
 * ready-made commands, and the price. {@code freeForm} kinds (discard, trade offers, dice read on
 * the table) take values the player enters; the engine validates them instead of listing them.
 *
 * @param kind the command's JSON name, e.g. "build-route"
 * @param cost resource cards the action costs
 * @param goldCost gold the action costs
 * @param choices every legal command of this kind (empty for free-form kinds)
 */
public record LegalAction(String kind, Resources cost, int goldCost, List<Command> choices, boolean freeForm) {
    public LegalAction {
        choices = List.copyOf(choices);
    }
}

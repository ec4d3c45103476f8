package org.kontor.engine.catan;

import org.kontor.engine.resources.Resources;
import java.util.List;

/**
 * One kind of thing a seat may do now, as the phone draws it: a button per kind, the targets as
 * ready-made commands, and the price. {@code freeForm} kinds (discard, trade offers) take values
 * the player enters; the rules check them instead of listing them.
 *
 * @param kind the command's JSON name, e.g. "build-road"
 * @param cost the resource cards the action costs (building, buying a card), else nothing
 */
public record LegalAction(String kind, Resources cost, List<Command> choices, boolean freeForm) {
    public LegalAction {
        choices = List.copyOf(choices);
    }
}

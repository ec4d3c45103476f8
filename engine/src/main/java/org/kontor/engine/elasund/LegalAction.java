package org.kontor.engine.elasund;

import java.util.List;

/**
 * One kind of thing a seat may do now, as the phone draws it: a button per kind and the targets as
 * ready-made commands.
 *
 * @param kind the command's JSON name, e.g. "build"
 */
public record LegalAction(String kind, List<Command> choices) {
    public LegalAction {
        choices = List.copyOf(choices);
    }
}

package org.kontor.table;

import java.util.List;

/**
 * What the host can choose before a game starts.
 *
 * @param boards      the boards on offer, the first one is the default
 * @param minPlayers  fewest seats that can play
 * @param maxPlayers  most seats that can play (the number of join links)
 * @param colours     seat colours in seat order, as the engine names them
 * @param options     named rule options with their choices and defaults
 */
public record SetupSchema(List<Choice> boards, int minPlayers, int maxPlayers, List<String> colours,
                          List<RuleOption> options) {

    public SetupSchema {
        boards = List.copyOf(boards);
        colours = List.copyOf(colours);
        options = List.copyOf(options);
    }

    /** One value the host can pick, with an English label (the pages translate known ids). */
    public record Choice(String id, String label) {}

    /** A rules option: an id the engine understands, its choices, and its documented default. */
    public record RuleOption(String id, String label, List<Choice> choices, String defaultChoice) {
        public RuleOption {
            choices = List.copyOf(choices);
        }
    }
}

package org.kontor.engine.hansa;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.kontor.engine.Catalogue;
import org.kontor.engine.Game;
import org.kontor.engine.board.Board;

/**
 * Hansa Teutonica in the registry of games ({@link org.kontor.engine.games.Games}). Its board is a
 * graph, not a hex board, so {@code start} takes no {@link Board}: the option {@code map}
 * ({@code hansa-3} or {@code hansa-45}) chooses the side, by default the one for the player count.
 * The other options are the readings of docs/rules-hansa.md: {@code bank} (5 or 4),
 * {@code removeTo} (supply or stock), {@code displaceOntoSameRoute} (on/off), {@code swapMoveCost}
 * (2 or 1), {@code extraOfficeNeedsFirst} (on/off), {@code tieBreak} (share or big-box).
 */
public final class HansaGame implements Game<HansaState, Command, Event, LegalAction>, Catalogue {

    public static final String ID = "hansa";
    static final List<String> OPTIONS = List.of("map", "bank", "removeTo", "displaceOntoSameRoute", "swapMoveCost",
            "extraOfficeNeedsFirst", "tieBreak", "edition");

    private final Hansa rules = new Hansa();

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String name(String language) {
        return "Hansa Teutonica";
    }

    @Override
    public int minSeats() {
        return 3;
    }

    @Override
    public int maxSeats() {
        return 5;
    }

    @Override
    public Hansa rules() {
        return rules;
    }

    /** {@code board} is ignored (a hex board); the map comes from the option {@code map}. */
    @Override
    public HansaState start(Board board, int seats, Map<String, String> options, long seed) {
        for (String name : options.keySet()) {
            if (!OPTIONS.contains(name)) {
                throw new IllegalArgumentException("Hansa Teutonica has no option \"" + name + "\"; its options are "
                        + String.join(", ", OPTIONS) + " (docs/rules-hansa.md).");
            }
        }
        String map = options.getOrDefault("map", seats <= 3 ? "hansa-3" : "hansa-45");
        if (!HansaMapFile.BUNDLED.contains(map)) {
            throw new IllegalArgumentException("The option map takes " + String.join(" or ", HansaMapFile.BUNDLED) + ", not \"" + map + "\".");
        }
        return Hansa.setup(HansaMapFile.bundled(map), seats, options(options), seed);
    }

    /** The rule options from their text form; a value that does not fit is refused with a sentence. */
    public static RuleOptions options(Map<String, String> options) {
        RuleOptions standard = RuleOptions.standard();
        int bank = choice(options, "bank", List.of("5", "4"), String.valueOf(standard.bankThree())).equals("4") ? 4 : 5;
        boolean toStock = choice(options, "removeTo", List.of("supply", "stock"), "supply").equals("stock");
        boolean sameRoute = choice(options, "displaceOntoSameRoute", List.of("on", "off"), "off").equals("on");
        int swap = Integer.parseInt(choice(options, "swapMoveCost", List.of("2", "1"), String.valueOf(standard.swapMoveCost())));
        boolean first = choice(options, "extraOfficeNeedsFirst", List.of("on", "off"), "off").equals("on");
        RuleOptions.TieBreak tie = choice(options, "tieBreak", List.of("share", "big-box"), "share").equals("share")
                ? RuleOptions.TieBreak.SHARE : RuleOptions.TieBreak.BIG_BOX;
        RuleOptions.Edition edition = choice(options, "edition", List.of("original", "big-box"), "original").equals("big-box")
                ? RuleOptions.Edition.BIG_BOX : RuleOptions.Edition.ORIGINAL;
        return new RuleOptions(bank, toStock, sameRoute, swap, first, tie, edition);
    }

    /**
     * The rule options in their text form, as {@code --option} and the host's setup page name them:
     * {@link #options} read back (the map is the board, named apart).
     */
    public static Map<String, String> named(RuleOptions o) {
        Map<String, String> named = new LinkedHashMap<>();
        named.put("bank", String.valueOf(o.bankThree()));
        named.put("removeTo", o.removedToStock() ? "stock" : "supply");
        named.put("displaceOntoSameRoute", o.displaceOntoSameRoute() ? "on" : "off");
        named.put("swapMoveCost", String.valueOf(o.swapMoveCost()));
        named.put("extraOfficeNeedsFirst", o.extraOfficeNeedsFirst() ? "on" : "off");
        named.put("tieBreak", o.tieBreak() == RuleOptions.TieBreak.SHARE ? "share" : "big-box");
        named.put("edition", o.edition() == RuleOptions.Edition.BIG_BOX ? "big-box" : "original");
        return named;
    }

    private static String choice(Map<String, String> options, String name, List<String> allowed, String otherwise) {
        String value = options.get(name);
        if (value == null) {
            return otherwise;
        }
        String v = value.toLowerCase(Locale.ROOT);
        if (!allowed.contains(v)) {
            throw new IllegalArgumentException("The option " + name + " takes " + String.join(" or ", allowed) + ", not \"" + value + "\".");
        }
        return v;
    }

    @Override
    public Command readCommand(JsonNode json) {
        return CommandFormat.read(json);
    }

    @Override
    public java.util.Optional<org.kontor.engine.bot.BotRules<HansaState, Command>> botRules() {
        return java.util.Optional.of(new HansaBot(rules));
    }
}

package org.kontor.engine.elasund;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.kontor.engine.Catalogue;
import org.kontor.engine.Game;
import org.kontor.engine.board.Board;

/**
 * Elasund in the registry of games ({@link org.kontor.engine.games.Games}). Its board is a grid,
 * not a hex board, so {@code start} takes no {@link Board}: the bundled city board and pieces file
 * serve every player count. The options are the readings of docs/rules-elasund.md.
 */
public final class ElasundGame implements Game<ElasundState, Command, Event, LegalAction>, Catalogue {

    public static final String ID = "elasund";
    static final List<String> OPTIONS = List.of("deck", "spentInfluence", "piratesCountTowers", "tradeFlagsRetroactive",
            "cottageAfterChurch", "cottageOnOwnPermit", "wallOrder", "victory", "sameSizeFee", "exhaustionDiscards",
            "startPlayer", "influenceShortage");

    private final Elasund rules = new Elasund();

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String name(String language) {
        return language.equals("es") ? "Elasund: la primera ciudad" : "Elasund: The First City";
    }

    @Override
    public int minSeats() {
        return 2;
    }

    @Override
    public int maxSeats() {
        return 4;
    }

    @Override
    public Elasund rules() {
        return rules;
    }

    /** {@code board} is ignored (a hex board); the bundled city board and pieces are used. */
    @Override
    public ElasundState start(Board board, int seats, Map<String, String> options, long seed) {
        for (String name : options.keySet()) {
            if (!OPTIONS.contains(name)) {
                throw new IllegalArgumentException("Elasund has no option \"" + name + "\"; its options are "
                        + String.join(", ", OPTIONS) + " (docs/rules-elasund.md).");
            }
        }
        return Elasund.setup(ElasundBoardFile.bundled(), PiecesFile.bundled(), seats, options(options), seed);
    }

    /** The rule options from their text form; a value that does not fit is refused with a sentence. */
    public static RuleOptions options(Map<String, String> options) {
        RuleOptions standard = RuleOptions.standard();
        return new RuleOptions(
                choice(options, "deck", List.of("en", "de"), standard.deck()),
                choice(options, "spentInfluence", List.of("discard-pile", "under-deck"), "discard-pile").equals("under-deck"),
                on(options, "piratesCountTowers", standard.piratesCountTowers()),
                on(options, "tradeFlagsRetroactive", standard.tradeFlagsRetroactive()),
                on(options, "cottageAfterChurch", standard.cottageAfterChurch()),
                on(options, "cottageOnOwnPermit", standard.cottageOnOwnPermit()),
                choice(options, "wallOrder", List.of("free", "cheap-first"), "free").equals("cheap-first"),
                choice(options, "victory", List.of("end-of-turn", "at-once"), "end-of-turn").equals("at-once"),
                choice(options, "sameSizeFee", List.of("once", "per-building"), "once").equals("per-building"),
                choice(options, "exhaustionDiscards", List.of("players", "most-held"), "players").equals("most-held"),
                startPlayer(options.get("startPlayer")),
                choice(options, "influenceShortage", List.of("exhaustion", "reshuffle-spent"), "exhaustion").equals("reshuffle-spent"));
    }

    /** "roll" (the opening roll) or a seat number; whether the seat is at the table is checked at setup. */
    private static int startPlayer(String value) {
        if (value == null || value.equalsIgnoreCase("roll")) {
            return RuleOptions.OPENING_ROLL;
        }
        try {
            int seat = Integer.parseInt(value.trim());
            if (seat >= 0 && seat <= 3) {
                return seat;
            }
        } catch (NumberFormatException e) {
            // refused below
        }
        throw new IllegalArgumentException("The option startPlayer takes roll (the opening roll decides) or a seat number 0 to 3, not \""
                + value + "\".");
    }

    /** The rule options in their text form, as {@code --option} and the host's setup page name them: {@link #options} read back. */
    public static Map<String, String> named(RuleOptions o) {
        Map<String, String> named = new LinkedHashMap<>();
        named.put("deck", o.deck());
        named.put("spentInfluence", o.spentUnderDeck() ? "under-deck" : "discard-pile");
        named.put("piratesCountTowers", onOff(o.piratesCountTowers()));
        named.put("tradeFlagsRetroactive", onOff(o.tradeFlagsRetroactive()));
        named.put("cottageAfterChurch", onOff(o.cottageAfterChurch()));
        named.put("cottageOnOwnPermit", onOff(o.cottageOnOwnPermit()));
        named.put("wallOrder", o.blueWallsFirst() ? "cheap-first" : "free");
        named.put("victory", o.winAtOnce() ? "at-once" : "end-of-turn");
        named.put("sameSizeFee", o.feePerBuilding() ? "per-building" : "once");
        named.put("exhaustionDiscards", o.exhaustionMostHeld() ? "most-held" : "players");
        named.put("startPlayer", o.startPlayer() == RuleOptions.OPENING_ROLL ? "roll" : String.valueOf(o.startPlayer()));
        named.put("influenceShortage", o.spentPaysProduction() ? "reshuffle-spent" : "exhaustion");
        return named;
    }

    private static String onOff(boolean on) {
        return on ? "on" : "off";
    }

    private static boolean on(Map<String, String> options, String name, boolean otherwise) {
        return choice(options, name, List.of("on", "off"), otherwise ? "on" : "off").equals("on");
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
    public java.util.Optional<org.kontor.engine.bot.BotRules<ElasundState, Command>> botRules() {
        return java.util.Optional.of(new ElasundBot(rules));
    }
}

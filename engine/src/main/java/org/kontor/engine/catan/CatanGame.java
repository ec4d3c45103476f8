package org.kontor.engine.catan;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.kontor.engine.Catalogue;
import org.kontor.engine.Game;
import org.kontor.engine.board.Board;
import org.kontor.engine.resources.Scarcity;

/**
 * Catan in the registry of games ({@link org.kontor.engine.games.Games}). Its options (docs/rules-catan.md):
 * {@code layout} ({@code BEGINNER}, {@code VARIABLE_SPIRAL} or {@code VARIABLE_NO_ADJACENT_RED}),
 * {@code shortage} ({@code FAQ} or {@code STRICT}), {@code robberToDesert} and
 * {@code tradeBeforeBuilding} ({@code on}/{@code off}). With 3 players the red pieces stay in the box.
 */
public final class CatanGame implements Game<CatanState, Command, Event, LegalAction>, Catalogue {

    public static final String ID = "catan";

    private final Catan rules = new Catan();

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String name(String language) {
        return language.equals("es") ? "Catan (juego básico)" : "Catan (base game)";
    }

    @Override
    public int minSeats() {
        return 3;
    }

    @Override
    public int maxSeats() {
        return 4;
    }

    @Override
    public Catan rules() {
        return rules;
    }

    @Override
    public CatanState start(Board board, int seats, Map<String, String> options, long seed) {
        for (String name : options.keySet()) {
            if (!java.util.List.of("layout", "shortage", "robberToDesert", "tradeBeforeBuilding", "victimWithCards").contains(name)) {
                throw new IllegalArgumentException("Catan has no option \"" + name + "\"; its options are layout, shortage, "
                        + "robberToDesert, tradeBeforeBuilding and victimWithCards.");
            }
        }
        IslandSetup.Layout layout = choice(IslandSetup.Layout.class, "layout", options.getOrDefault("layout", "BEGINNER"));
        String shortage = options.getOrDefault("shortage", "FAQ").toUpperCase(Locale.ROOT);
        if (!shortage.equals("FAQ") && !shortage.equals("STRICT")) {
            throw new IllegalArgumentException("The option shortage takes FAQ or STRICT, not \"" + options.get("shortage") + "\".");
        }
        RuleOptions standard = RuleOptions.standard();
        RuleOptions rules = new RuleOptions(shortage.equals("STRICT") ? Scarcity.NOBODY_GETS_IT
                : Scarcity.ONE_CLAIMANT_GETS_WHAT_IS_LEFT,
                onOff(options, "robberToDesert", standard.robberToDesert()),
                onOff(options, "tradeBeforeBuilding", standard.tradeBeforeBuilding()),
                onOff(options, "victimWithCards", standard.victimWithCards()));
        if (seats < minSeats() || seats > maxSeats()) {
            throw new IllegalArgumentException("Catan is played by 3 or 4 players, not " + seats + ".");
        }
        return Catan.setup(new CatanConfig(board, layout, seats, rules), seed);
    }

    private static boolean onOff(Map<String, String> options, String name, boolean otherwise) {
        String value = options.get(name);
        if (value == null) {
            return otherwise;
        }
        if (!value.equalsIgnoreCase("on") && !value.equalsIgnoreCase("off")) {
            throw new IllegalArgumentException("The option " + name + " takes on or off, not \"" + value + "\".");
        }
        return value.equalsIgnoreCase("on");
    }

    /** The layout and rule options in their text form, as {@link #start} and the host's setup page take them. */
    public static Map<String, String> named(IslandSetup.Layout layout, RuleOptions o) {
        Map<String, String> named = new LinkedHashMap<>();
        named.put("layout", layout.name());
        named.put("shortage", o.shortage() == Scarcity.NOBODY_GETS_IT ? "STRICT" : "FAQ");
        named.put("robberToDesert", o.robberToDesert() ? "on" : "off");
        named.put("tradeBeforeBuilding", o.tradeBeforeBuilding() ? "on" : "off");
        named.put("victimWithCards", o.victimWithCards() ? "on" : "off");
        return named;
    }

    private static <T extends Enum<T>> T choice(Class<T> type, String option, String value) {
        try {
            return Enum.valueOf(type, value.toUpperCase(Locale.ROOT).replace('-', '_'));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("The option " + option + " takes " + String.join(" or ",
                    Arrays.stream(type.getEnumConstants()).map(Enum::name).toList()) + ", not \"" + value + "\".");
        }
    }

    @Override
    public java.util.Optional<org.kontor.engine.bot.BotRules<CatanState, Command>> botRules() {
        return java.util.Optional.of(new CatanBot(rules));
    }

    @Override
    public Command readCommand(JsonNode json) {
        return CommandFormat.read(json);
    }
}

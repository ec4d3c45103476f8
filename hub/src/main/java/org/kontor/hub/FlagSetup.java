package org.kontor.hub;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.kontor.table.GameSetup;
import org.kontor.table.SetupSchema;
import org.kontor.table.SetupSchema.Choice;
import org.kontor.table.SetupSchema.RuleOption;
import org.kontor.table.TableGame;

/**
 * The host page's choices given as {@code kontor play}'s flags, for any game: the board, the
 * players, the rule options and the dice, checked against the game's own setup schema as the
 * host page's form is. A choice the game does not have is refused with a sentence naming it.
 */
final class FlagSetup {

    private FlagSetup() {}

    /**
     * @param board     --board, or null for the game's first board for this many players
     * @param setupKind --setup, or null for the game's default
     */
    static GameSetup of(TableGame<?, ?, ?, ?> table, String board, Integer players, List<String> names, String setupKind,
                        Map<String, String> options, String dice) {
        SetupSchema schema = table.schema();
        int seats = players != null ? players : names != null ? names.size() : Math.min(4, schema.maxPlayers());
        if (seats < schema.minPlayers() || seats > schema.maxPlayers()) {
            throw new IllegalArgumentException((players != null ? "--players" : "--names") + ": " + table.title() + " is for "
                    + schema.minPlayers() + " to " + schema.maxPlayers() + " players, not " + seats + ".");
        }
        if (names != null && names.size() != seats) {
            throw new IllegalArgumentException("--players " + seats + " but --names gives " + names.size() + " names.");
        }
        List<String> seatNames = names != null ? names : table.colours(seats).stream().map(FlagSetup::capitalised).toList();
        String boardId = board != null ? board : table.defaultBoard(seats);
        if (schema.boards().stream().noneMatch(choice -> choice.id().equals(boardId))) {
            throw new IllegalArgumentException("--board: " + table.title() + " has no board \"" + boardId + "\"; its boards are "
                    + String.join(", ", schema.boards().stream().map(Choice::id).toList()) + ".");
        }
        Map<String, String> chosen = new LinkedHashMap<>();
        schema.options().forEach(option -> chosen.put(option.id(), option.defaultChoice()));
        if (setupKind != null) {
            if (table.setupOption() == null) {
                throw new IllegalArgumentException("--setup: " + table.title() + " has one way to set up; it takes no --setup.");
            }
            chosen.put(table.setupOption(), choice(schema, table.setupOption(), setupKind, "--setup"));
        } else if (table.setupChoice(boardId) != null) {
            chosen.put(table.setupOption(), table.setupChoice(boardId));
        }
        for (Map.Entry<String, String> option : options.entrySet()) {
            chosen.put(option.getKey(), choice(schema, option.getKey(), option.getValue(), "--option " + option.getKey()));
        }
        GameSetup.DiceSource source = switch (dice) {
            case "virtual" -> GameSetup.DiceSource.VIRTUAL;
            case "table" -> GameSetup.DiceSource.TABLE;
            default -> throw new IllegalArgumentException("--dice takes virtual or table, not " + dice + ".");
        };
        GameSetup setup = new GameSetup(boardId, seatNames, chosen, source);
        try {
            table.checkDice(setup);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--dice table: " + e.getMessage(), e);
        }
        return setup;
    }

    /**
     * The choice of {@code optionId} that {@code value} names: its id, in any case, with - for _
     * ({@code variable-spiral} names {@code VARIABLE_SPIRAL}).
     */
    private static String choice(SetupSchema schema, String optionId, String value, String flag) {
        RuleOption option = schema.options().stream().filter(o -> o.id().equals(optionId)).findFirst().orElse(null);
        if (option == null) {
            List<String> known = new ArrayList<>(schema.options().stream().map(RuleOption::id).toList());
            throw new IllegalArgumentException(flag + ": there is no rule option \"" + optionId + "\" in this game; its options are "
                    + String.join(", ", known) + ".");
        }
        String wanted = normal(value);
        for (Choice choice : option.choices()) {
            if (normal(choice.id()).equals(wanted)) {
                return choice.id();
            }
        }
        if (option.choices().stream().allMatch(c -> c.id().equals("on") || c.id().equals("off"))
                && (wanted.equals("TRUE") || wanted.equals("FALSE"))) {
            return wanted.equals("TRUE") ? "on" : "off";
        }
        throw new IllegalArgumentException(flag + " takes " + String.join(", ", option.choices().stream()
                .map(c -> c.id().toLowerCase(Locale.ROOT).replace('_', '-')).toList()) + ", not " + value + ".");
    }

    private static String normal(String value) {
        return value.strip().toUpperCase(Locale.ROOT).replace('-', '_');
    }

    private static String capitalised(String colour) {
        String lower = colour.toLowerCase(Locale.ROOT);
        return Character.toUpperCase(lower.charAt(0)) + lower.substring(1);
    }
}

package org.kontor.engine.merchants;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.kontor.engine.Catalogue;
import org.kontor.engine.Game;
import org.kontor.engine.board.Board;
import org.kontor.engine.board.PlayerColour;
import org.kontor.engine.merchants.board.MerchantsBoard;
import org.kontor.engine.merchants.cards.Deck;

/**
 * Merchants of Europe in the registry of games ({@link org.kontor.engine.games.Games}). Its
 * options: {@code setup} ({@code FIXED}, the printed start of the short side, or {@code VARIABLE}),
 * {@code dice} ({@code VIRTUAL} or {@code TABLE}) and each rule option of {@link RuleOptions} by
 * name ({@code on}/{@code off}). Players take the colours in their order.
 */
public final class MerchantsGame implements Game<MerchantsState, Command, Event, LegalAction>, Catalogue {

    public static final String ID = "merchants";

    private final MerchantsOfEurope rules = new MerchantsOfEurope();
    /** Null: the bundled deck, read when first needed. */
    private final Deck deck;

    /** With the bundled (provisional) development cards. */
    public MerchantsGame() {
        this.deck = null;
    }

    public MerchantsGame(Deck deck) {
        this.deck = java.util.Objects.requireNonNull(deck, "deck");
    }

    /** The development cards its games are played with. */
    public Deck deck() {
        return deck == null ? GameConfig.provisionalDeck() : deck;
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String name(String language) {
        return language.equals("es") ? "Mercaderes de Europa" : "Merchants of Europe";
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
    public MerchantsOfEurope rules() {
        return rules;
    }

    @Override
    public MerchantsState start(Board board, int seats, Map<String, String> options, long seed) {
        return start(null, board, seats, options, seed);
    }

    /**
     * As {@link #start(Board, int, Map, long)}, on a board whose facts the caller made once for
     * all the games it starts there ({@code new BoardFacts(board, deck())});
     * null makes fresh ones.
     */
    public MerchantsState start(BoardFacts facts, Board anyBoard, int seats, Map<String, String> options, long seed) {
        if (seats < minSeats() || seats > maxSeats()) {
            throw new IllegalArgumentException("Merchants of Europe is played by 3 or 4 players, not " + seats + ".");
        }
        MerchantsBoard board = MerchantsBoard.of(anyBoard);
        GameConfig.BoardSide side = GameConfig.BoardSide.of(board);
        GameConfig.SetupKind kind = choice(GameConfig.SetupKind.class, "setup", options.getOrDefault("setup", "VARIABLE"));
        if (kind == GameConfig.SetupKind.FIXED && (side != GameConfig.BoardSide.SHORT || board.startPositions().isEmpty())) {
            throw new IllegalArgumentException("The fixed setup exists only on the short side: choose the variable setup.");
        }
        GameConfig.DiceSource dice = choice(GameConfig.DiceSource.class, "dice", options.getOrDefault("dice", "VIRTUAL"));
        List<PlayerColour> colours = Arrays.asList(PlayerColour.values()).subList(0, seats);
        GameConfig config = new GameConfig(board, side, colours, kind, dice, robberHex(options.get(ROBBER_HEX)),
                RuleOptions.of(options), deck());
        MerchantsState set = facts == null ? MerchantsOfEurope.setup(config, seed) : MerchantsOfEurope.setup(facts, config, seed);
        return SetupChances.apply(set, options);
    }

    /** Setup options giving the number-token stock, the deck order and the start player ({@link SetupChances}). */
    public static final String STOCK = SetupChances.STOCK;
    public static final String DECK_ORDER = SetupChances.DECK_ORDER;
    public static final String START_PLAYER = SetupChances.START_PLAYER;

    /**
     * The setup option that puts the robber on a chosen unnumbered land hex (a hex id) instead of
     * one drawn from the seed; {@code kontor play --robber} sets it. Not on the host page.
     */
    public static final String ROBBER_HEX = "robberHex";

    private static int robberHex(String value) {
        if (value == null) {
            return -1;
        }
        try {
            return Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("The robber's start hex must be a hex id (a whole number), not \"" + value + "\".");
        }
    }

    private static <T extends Enum<T>> T choice(Class<T> type, String option, String value) {
        try {
            return Enum.valueOf(type, value.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("The option " + option + " takes " + String.join(" or ",
                    Arrays.stream(type.getEnumConstants()).map(Enum::name).toList()) + ", not \"" + value + "\".");
        }
    }

    @Override
    public Command readCommand(JsonNode json) {
        return CommandFormat.read(json);
    }

    @Override
    public java.util.Optional<org.kontor.engine.bot.BotRules<MerchantsState, Command>> botRules() {
        return java.util.Optional.of(new MerchantsBot(rules));
    }
}

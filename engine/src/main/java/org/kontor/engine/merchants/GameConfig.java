package org.kontor.engine.merchants;

import java.util.List;
import org.kontor.engine.board.PlayerColour;
import org.kontor.engine.merchants.board.MerchantsBoard;
import org.kontor.engine.merchants.cards.Deck;
import org.kontor.engine.merchants.cards.DeckFile;

/**
 * What the players choose before the game: the board side, who plays which colour (list order
 * is seating order, clockwise, so seat i plays {@code colours.get(i)}), fixed or variable setup,
 * where the dice are rolled, where the robber starts and the rule options.
 *
 * @param robberHex the unnumbered land hex the robber starts on, or -1 to let the engine pick one
 * @param deck the development cards (the bundled provisional deck unless the hub was given a deck file)
 */
public record GameConfig(MerchantsBoard board, BoardSide side, List<PlayerColour> colours, SetupKind setup,
                         DiceSource dice, int robberHex, RuleOptions options, Deck deck) {

    /**
     * The bundled provisional deck, read once, when first asked for: the registry of games makes a
     * {@link MerchantsGame} before a table starts, and a table's server should not wait for a file
     * it does not need yet (docs/performance.md, start-up).
     */
    public static Deck provisionalDeck() {
        return Provisional.DECK;
    }

    private static final class Provisional {
        static final Deck DECK = DeckFile.bundled("provisional");
    }

    public enum BoardSide {
        SHORT, MAIN;

        /** The side the board file declares ({@link MerchantsBoard#side()}). */
        public static BoardSide of(MerchantsBoard board) {
            return valueOf(board.side().toUpperCase(java.util.Locale.ROOT));
        }
    }

    /** Fixed: the printed short-game start (board.startPositions()). Variable: the appendix's placing rounds. */
    public enum SetupKind { FIXED, VARIABLE }

    /**
     * TABLE: the players roll real dice and the roll command carries them, and the number token a
     * founder turns over is reported the same way. VIRTUAL: the engine rolls and draws the token.
     */
    public enum DiceSource { TABLE, VIRTUAL }

    /** The provisional deck. */
    public GameConfig(MerchantsBoard board, BoardSide side, List<PlayerColour> colours, SetupKind setup, DiceSource dice,
                      int robberHex, RuleOptions options) {
        this(board, side, colours, setup, dice, robberHex, options, provisionalDeck());
    }

    public GameConfig withDeck(Deck newDeck) {
        return new GameConfig(board, side, colours, setup, dice, robberHex, options, newDeck);
    }

    public GameConfig withOptions(RuleOptions newOptions) {
        return new GameConfig(board, side, colours, setup, dice, robberHex, newOptions, deck);
    }

    public GameConfig {
        if (deck == null) {
            deck = provisionalDeck();
        }
        if (deck.size() != Setup.DEVELOPMENT_CARDS) {
            throw new IllegalArgumentException("a Merchants of Europe deck has " + Setup.DEVELOPMENT_CARDS + " cards, not " + deck.size());
        }
        colours = List.copyOf(colours);
        if (colours.size() < 3 || colours.size() > 4 || colours.stream().distinct().count() != colours.size()) {
            throw new IllegalArgumentException("3 or 4 players in distinct colours, not " + colours);
        }
        if (setup == SetupKind.FIXED && side != BoardSide.SHORT) {
            throw new IllegalArgumentException("the fixed setup exists only on the short board side");
        }
    }

    public int players() {
        return colours.size();
    }
}

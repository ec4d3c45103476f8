package org.kontor.engine.table;

import java.util.List;
import org.kontor.engine.Phrase;

/**
 * What the physical table says to the players, as catalogue phrases each reader gets in their own
 * language ({@link org.kontor.engine.Sentences}, the kernel's catalogue): spots, pieces, and what
 * to put right where the table is out of sync.
 */
public final class TableWords {

    private TableWords() {
    }

    /** "Button 6": a sensor board's button. */
    public static Phrase boardButton(int button) {
        return Phrase.of("kernel.physical.button.board", button);
    }

    /** "The button on pin 17": a button on a Pi pin. */
    public static Phrase pinButton(int pin) {
        return Phrase.of("kernel.physical.button.pin", pin);
    }

    /** "Button 6 is Cy's, and Ana is to act now: nothing changed." */
    public static Phrase notYourButton(Phrase button, String owner, String acting) {
        return Phrase.of("kernel.physical.button.not-yours", button, owner, acting);
    }

    /** The trade buttons pressed in a game with no trade with the bank on them. */
    public static Phrase noBankTrade() {
        return Phrase.of("kernel.physical.button.no-bank");
    }

    /** The trade buttons pressed when nobody may trade with the bank (the setup, a game over). */
    public static Phrase noBankTradeNow() {
        return Phrase.of("kernel.physical.button.no-trade-now");
    }

    /** "Red caravan along paths 12, 13 (2 of 7): press confirm.": the choice the buttons show. */
    public static Phrase choiceShown(Phrase choice, int number, int of) {
        return Phrase.of("kernel.physical.button.choice", choice, number, of);
    }

    /** The next-reading button pressed with nothing to read and nothing to choose on the buttons. */
    public static Phrase noChoiceNow() {
        return Phrase.of("kernel.physical.button.no-choice");
    }

    /** "path 40". */
    public static Phrase spot(Spot spot) {
        return switch (spot.kind()) {
            case INTERSECTION -> Phrase.of("kernel.physical.spot.intersection", spot.id());
            case PATH -> Phrase.of("kernel.physical.spot.path", spot.id());
            case HEX -> Phrase.of("kernel.physical.spot.hex", spot.id());
        };
    }

    /** "a red route", "the robber": a piece the rules expect. */
    public static Phrase piece(Standing standing) {
        return piece(standing.piece(), standing.colour());
    }

    /** "a red route", "a piece": what a sensor reports (kind and colour where the board can tell). */
    public static Phrase piece(Sensed sensed) {
        return piece(sensed.piece(), sensed.colour());
    }

    private static Phrase piece(String name, String colour) {
        Object colourWord = colour(colour);
        if (name == null) {
            return colourWord == null ? Phrase.of("kernel.physical.piece.something") : Phrase.of("kernel.physical.piece.coloured", colourWord);
        }
        Object pieceWord = pieceWord(name);
        return colourWord == null ? Phrase.of("kernel.physical.piece.plain", pieceWord)
                : Phrase.of("kernel.physical.piece.with-colour", pieceWord, colourWord);
    }

    /** A piece's name in the reader's words; a name no game in the catalogue uses is said as it is. */
    private static Object pieceWord(String name) {
        return switch (name) {
            case "kontor" -> Phrase.of("kernel.physical.piece.kontor");
            case "route" -> Phrase.of("kernel.physical.piece.route");
            case "merchant" -> Phrase.of("kernel.physical.piece.merchant");
            case "caravan" -> Phrase.of("kernel.physical.piece.caravan");
            case "robber" -> Phrase.of("kernel.physical.piece.robber");
            case "settlement" -> Phrase.of("kernel.physical.piece.settlement");
            case "city" -> Phrase.of("kernel.physical.piece.city");
            case "road" -> Phrase.of("kernel.physical.piece.road");
            case "trader" -> Phrase.of("kernel.physical.piece.trader");
            case "bonus-marker" -> Phrase.of("kernel.physical.piece.bonus-marker");
            case "ship" -> Phrase.of("kernel.physical.piece.ship");
            case "cottage" -> Phrase.of("kernel.physical.piece.cottage");
            case "house" -> Phrase.of("kernel.physical.piece.house");
            case "workshop" -> Phrase.of("kernel.physical.piece.workshop");
            case "well" -> Phrase.of("kernel.physical.piece.well");
            case "market" -> Phrase.of("kernel.physical.piece.market");
            case "shop" -> Phrase.of("kernel.physical.piece.shop");
            case "tavern" -> Phrase.of("kernel.physical.piece.tavern");
            case "hall" -> Phrase.of("kernel.physical.piece.hall");
            case "church" -> Phrase.of("kernel.physical.piece.church");
            case "wall" -> Phrase.of("kernel.physical.piece.wall");
            // A numbered tile ("permit-3"): its word and its number.
            default -> name.matches("permit-\\d") ? Phrase.of("kernel.physical.piece.permit", name.substring(7)) : name;
        };
    }

    /** A player colour as a piece's colour ("a red …"); null for a neutral or unknown one. */
    private static Phrase colour(String colour) {
        if (colour == null) {
            return null;
        }
        return switch (colour) {
            case "red" -> Phrase.of("kernel.physical.colour.red");
            case "blue" -> Phrase.of("kernel.physical.colour.blue");
            case "white" -> Phrase.of("kernel.physical.colour.white");
            case "orange" -> Phrase.of("kernel.physical.colour.orange");
            case "green" -> Phrase.of("kernel.physical.colour.green");
            case "yellow" -> Phrase.of("kernel.physical.colour.yellow");
            case "purple" -> Phrase.of("kernel.physical.colour.purple");
            default -> null;
        };
    }

    /** What to do at one spot: "Take a red route off path 40: nothing belongs there." */
    public static Phrase fix(Verdict.Difference difference) {
        return switch (difference.fix()) {
            case REMOVE -> Phrase.of("kernel.physical.fix.remove", piece(difference.sensed()), spot(difference.spot()));
            case PUT -> Phrase.of("kernel.physical.fix.put", piece(difference.expected()), spot(difference.spot()));
            case REPLACE -> Phrase.of("kernel.physical.fix.replace", piece(difference.expected()), spot(difference.spot()),
                    piece(difference.sensed()));
        };
    }

    /** Why play waits, with every spot to put right: the refusal a phone's move gets meanwhile. */
    public static Phrase outOfSync(List<Verdict.Difference> differences) {
        Phrase fixes = null;
        for (int i = differences.size() - 1; i >= 0; i--) {
            Phrase one = fix(differences.get(i));
            fixes = fixes == null ? one : Phrase.of("kernel.physical.and-then", one, fixes);
        }
        return Phrase.of("kernel.physical.out-of-sync", fixes == null ? "" : fixes);
    }
}

package org.kontor.engine.merchants;

import java.util.ArrayList;
import java.util.List;
import org.kontor.engine.Rejection;
import org.kontor.engine.board.Resource;
import org.kontor.engine.referee.Refusals;
import org.kontor.engine.resources.Resources;

/**
 * Number tokens after founding (rulebook p. 8, "Usar y mover una ficha numerada"): a new kontor
 * next to a hex with an empty number-token space must put one token there (only one, even with
 * two or three such hexes; the founder picks the hex). It comes from the face-down stock in the
 * space's colour; with none of that colour left, a token of that colour is moved from another hex,
 * which stops producing. The stock is face down on the table: with table dice the founder turns
 * one over and reports its number; with virtual dice the engine draws it and the event says which.
 */
final class NumberTokens {

    private NumberTokens() {}

    static List<Pending.TokenChoice> choices(BoardFacts f, int[] tokenAt, int[] stock, int kontor) {
        List<Pending.TokenChoice> choices = new ArrayList<>(2);
        for (int hex : f.topology.hexesAtIntersection(kontor)) {
            int colour = f.blankColour[hex];
            if (colour < 0 || tokenAt[hex] >= 0) {
                continue;
            }
            boolean inStock = false;
            for (int t : stock) {
                inStock |= f.tokenColour[t] == colour;
            }
            List<Integer> from = new ArrayList<>(2);
            if (!inStock) {
                for (int h = 0; h < tokenAt.length; h++) {
                    if (h != hex && tokenAt[h] >= 0 && f.tokenColour[tokenAt[h]] == colour) {
                        from.add(h);
                    }
                }
            }
            if (inStock || !from.isEmpty()) {
                choices.add(new Pending.TokenChoice(hex, Resources.resource(colour), inStock, from));
            }
        }
        return choices;
    }

    static void afterFounding(Draft d, int seat, int kontor) {
        List<Pending.TokenChoice> choices = choices(d.facts, d.tokenAt, d.stock, kontor);
        if (choices.isEmpty()) {
            return;
        }
        boolean virtual = d.before.config().dice() == GameConfig.DiceSource.VIRTUAL;
        if (choices.size() == 1) {
            Pending.TokenChoice only = choices.get(0);
            if (only.fromStock() && virtual) {
                placeFromStock(d, seat, only.hex(), 0);
                return;
            }
            if (!only.fromStock() && only.fromHexes().size() == 1) {
                moveToken(d, seat, only.hex(), only.fromHexes().get(0));
                return;
            }
        }
        d.pending = new Pending.PlaceNumberToken(seat, kontor, choices);
    }

    private static Pending.TokenChoice choice(MerchantsState s, int seat, int hex) {
        if (!(s.pending() instanceof Pending.PlaceNumberToken p) || p.seat() != seat) {
            return null;
        }
        for (Pending.TokenChoice c : p.choices()) {
            if (c.hex() == hex) {
                return c;
            }
        }
        return new Pending.TokenChoice(-1, null, false, List.of());
    }

    static Rejection checkPlace(MerchantsState s, int seat, Command.PlaceNumberToken c) {
        Pending.TokenChoice choice = choice(s, seat, c.hex());
        if (choice == null) {
            return Refusals.notNow("merchants.number-token-is-placed-only-right");
        }
        if (choice.hex() < 0) {
            return Refusals.badInput("merchants.put-token-on-one-of-hexes");
        }
        Resource colour = choice.colour();
        if (!choice.fromStock()) {
            return Refusals.notNow("merchants.no-face-down-token-is-left", colour);
        }
        if (s.config().dice() == GameConfig.DiceSource.VIRTUAL) {
            return c.number() == 0 ? null
                    : Refusals.badInput("merchants.this-game-draws-number-token-for");
        }
        if (c.number() < 2 || c.number() > 12) {
            return Refusals.badInput("merchants.turn-over-face-down-token-and", colour);
        }
        return stockToken(s.facts(), s.stock(), Resources.index(choice.colour()), c.number()) >= 0 ? null
                : Refusals.badInput("merchants.no-face-down-token-shows-enter", colour, c.number());
    }

    /** The numbers on the face-down tokens of this colour, each once, smallest first. */
    static int[] numbersInStock(BoardFacts f, int[] stock, int colour) {
        boolean[] seen = new boolean[13];
        int count = 0;
        for (int t : stock) {
            int number = f.board.numberTokens().get(t).number();
            if (f.tokenColour[t] == colour && !seen[number]) {
                seen[number] = true;
                count++;
            }
        }
        int[] numbers = new int[count];
        for (int n = 2, i = 0; n <= 12; n++) {
            if (seen[n]) {
                numbers[i++] = n;
            }
        }
        return numbers;
    }

    /** The stock position of a token of this colour (and number, unless 0), or -1. */
    private static int stockToken(BoardFacts f, int[] stock, int colour, int number) {
        for (int i = 0; i < stock.length; i++) {
            if (f.tokenColour[stock[i]] == colour
                    && (number == 0 || f.board.numberTokens().get(stock[i]).number() == number)) {
                return i;
            }
        }
        return -1;
    }

    static void place(Draft d, int seat, Command.PlaceNumberToken c) {
        d.pending = null;
        placeFromStock(d, seat, c.hex(), c.number());
    }

    private static void placeFromStock(Draft d, int seat, int hex, int number) {
        int colour = d.facts.blankColour[hex];
        int at = stockToken(d.facts, d.stock, colour, number);
        int token = d.stock[at];
        int[] stock = new int[d.stock.length - 1];
        System.arraycopy(d.stock, 0, stock, 0, at);
        System.arraycopy(d.stock, at + 1, stock, at, stock.length - at);
        d.stock = stock;
        d.tokenAt = d.tokenAt.clone();
        d.tokenAt[hex] = token;
        d.event(new Event.NumberTokenPlaced(seat, hex, d.facts.board.numberTokens().get(token).number(),
                Resources.resource(colour), -1));
    }

    static Rejection checkMove(MerchantsState s, int seat, Command.MoveNumberToken c) {
        Pending.TokenChoice choice = choice(s, seat, c.hex());
        if (choice == null) {
            return Refusals.notNow("merchants.number-token-is-moved-only-right");
        }
        if (choice.hex() < 0) {
            return Refusals.badInput("merchants.put-token-on-one-of-hexes");
        }
        Resource colour = choice.colour();
        if (choice.fromStock()) {
            return Refusals.notNow("merchants.face-down-tokens-are-left-turn", colour);
        }
        if (!choice.fromHexes().contains(c.fromHex())) {
            return Refusals.badInput("merchants.move-token-from-another-hex-that", colour);
        }
        return null;
    }

    static void move(Draft d, int seat, Command.MoveNumberToken c) {
        d.pending = null;
        moveToken(d, seat, c.hex(), c.fromHex());
    }

    private static void moveToken(Draft d, int seat, int hex, int fromHex) {
        d.tokenAt = d.tokenAt.clone();
        int token = d.tokenAt[fromHex];
        d.tokenAt[fromHex] = -1;
        d.tokenAt[hex] = token;
        d.event(new Event.NumberTokenPlaced(seat, hex, d.facts.board.numberTokens().get(token).number(),
                Resources.resource(d.facts.tokenColour[token]), fromHex));
    }

    /**
     * A number token next to the new kontor: turned over from the stock or moved from another
     * hex. With virtual dice the hub draws the stock token (number 0: not named); with table dice
     * the player names one of the numbers still face down in that colour.
     */
    static void listTokens(MerchantsState s, int seat, Pending.PlaceNumberToken p, Listing out) {
        boolean table = s.config().dice() == GameConfig.DiceSource.TABLE;
        for (Pending.TokenChoice choice : p.choices()) {
            if (choice.fromStock() && !table) {
                Command.PlaceNumberToken c = new Command.PlaceNumberToken(choice.hex(), 0);
                out.keep(c, checkPlace(s, seat, c));
            } else if (choice.fromStock()) {
                for (int number : numbersInStock(s.facts(), s.stock(), Resources.index(choice.colour()))) {
                    Command.PlaceNumberToken c = new Command.PlaceNumberToken(choice.hex(), number);
                    out.keep(c, checkPlace(s, seat, c));
                }
            }
            for (int from : choice.fromHexes()) {
                Command.MoveNumberToken c = new Command.MoveNumberToken(choice.hex(), from);
                out.keep(c, checkMove(s, seat, c));
            }
        }
    }
}

package org.kontor.engine.merchants;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.kontor.engine.merchants.board.NumberToken;

/**
 * The set-up chances given instead of drawn from the seed, so a disputed game can be set up as it
 * was at the table ({@code kontor play --stock/--deck-order/--start-player}, docs/commands.md).
 * Each is a setup option, so the setup line that {@code kontor play} prints carries it and the
 * game replays the same. The robber's start hex is {@link MerchantsGame#ROBBER_HEX}.
 *
 * <ul>
 * <li>{@link #STOCK}: the face-down number tokens drawn first, in order ("ore-9,salt-11"); the
 * others follow in the seed's order.
 * <li>{@link #DECK_ORDER}: the development cards drawn first, by card id ("lancer,lancer"); the
 * others follow in the seed's order.
 * <li>{@link #START_PLAYER}: the seat (0 = the first name) who starts a fixed-setup game; in the
 * variable setup the start roll chooses.
 * </ul>
 */
final class SetupChances {

    static final String STOCK = "stock";
    static final String DECK_ORDER = "deckOrder";
    static final String START_PLAYER = "startPlayer";

    private SetupChances() {}

    /** The game {@code s} as set up from the seed, with the chances {@code options} gives put in. */
    static MerchantsState apply(MerchantsState s, Map<String, String> options) {
        String stock = options.get(STOCK);
        String deck = options.get(DECK_ORDER);
        String start = options.get(START_PLAYER);
        if (stock == null && deck == null && start == null) {
            return s;
        }
        Draft d = new Draft(s);
        if (stock != null) {
            d.stock = stock(s, words(STOCK, stock));
        }
        if (deck != null) {
            d.deck = deck(s, words(DECK_ORDER, deck));
        }
        if (start != null) {
            d.active = startPlayer(s, start);
        }
        MerchantsState r = d.freeze();
        // Still the game as set up: version 0, as Setup leaves it.
        return new MerchantsState(s.version(), r.config(), r.facts(), r.rng(), r.phase(), r.active(), r.turn(),
                r.players(), r.bank(), r.goldIssued(), r.kontorAt(), r.routeAt(), r.tokenAt(), r.stock(), r.robberHex(),
                r.deck(), r.discards(), r.goldPurchases(), r.cardPlayed(), r.firstDie(), r.secondDie(), r.setup(),
                r.pending(), r.goodsAt(), r.track(), r.cardPlay(), r.winner(), r.kontorBits(), r.routeBits());
    }

    private static List<String> words(String option, String value) {
        List<String> words = Arrays.stream(value.split(",")).map(String::trim).toList();
        if (words.isEmpty() || words.stream().anyMatch(String::isEmpty)) {
            throw new IllegalArgumentException("The option " + option + " takes a comma-separated list without gaps, not \""
                    + value + "\".");
        }
        return words;
    }

    private static int[] stock(MerchantsState s, List<String> wanted) {
        List<NumberToken> tokens = s.facts().board.numberTokens();
        Set<Integer> order = new LinkedHashSet<>();
        for (String word : wanted) {
            int token = -1;
            for (int t : s.stock()) {
                if (!order.contains(t) && word.equalsIgnoreCase(name(tokens.get(t)))) {
                    token = t;
                    break;
                }
            }
            if (token < 0) {
                throw new IllegalArgumentException("The option " + STOCK + ": \"" + word + "\" is not among the face-down "
                        + "number tokens left to give (the stock is " + String.join(", ",
                        Arrays.stream(s.stock()).sorted().mapToObj(t -> name(tokens.get(t))).toList())
                        + "; each token once, written colour-number).");
            }
            order.add(token);
        }
        for (int t : s.stock()) {
            order.add(t);
        }
        return order.stream().mapToInt(Integer::intValue).toArray();
    }

    /** "ore-9": the way a token is written in the option. */
    static String name(NumberToken token) {
        return token.colour().name().toLowerCase(Locale.ROOT) + "-" + token.number();
    }

    private static int[] deck(MerchantsState s, List<String> wanted) {
        Set<Integer> order = new LinkedHashSet<>();
        for (String id : wanted) {
            int card = -1;
            for (int c : s.deck()) {
                if (!order.contains(c) && s.facts().cards[c].id().equals(id)) {
                    card = c;
                    break;
                }
            }
            if (card < 0) {
                List<String> ids = Arrays.stream(s.facts().cards).map(c -> c.id()).distinct().toList();
                long copies = Arrays.stream(s.facts().cards).filter(c -> c.id().equals(id)).count();
                throw new IllegalArgumentException("The option " + DECK_ORDER + ": " + (copies == 0
                        ? "the deck has no card \"" + id + "\" (its cards: " + String.join(", ", ids) + ")."
                        : "the deck has " + copies + " \"" + id + "\", and the list asks for more."));
            }
            order.add(card);
        }
        List<Integer> all = new ArrayList<>(order);
        for (int c : s.deck()) {
            if (!order.contains(c)) {
                all.add(c);
            }
        }
        return all.stream().mapToInt(Integer::intValue).toArray();
    }

    private static int startPlayer(MerchantsState s, String value) {
        int seats = s.players().length;
        int seat;
        try {
            seat = Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            seat = -1;
        }
        if (seat < 0 || seat >= seats) {
            throw new IllegalArgumentException("The option " + START_PLAYER + " takes a seat from 0 to " + (seats - 1)
                    + ", not \"" + value + "\".");
        }
        if (s.config().setup() != GameConfig.SetupKind.FIXED) {
            throw new IllegalArgumentException("The option " + START_PLAYER + " sets who starts the fixed setup; in the "
                    + "variable setup the start roll chooses (enter its dice in the script with table dice).");
        }
        return seat;
    }
}

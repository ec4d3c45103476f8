package org.kontor.engine.merchants;

import org.kontor.engine.GameState;
import org.kontor.engine.Rng;
import org.kontor.engine.Seats;
import org.kontor.engine.resources.Resources;

/**
 * One moment of a game. Immutable: arrays are never written after construction (a {@link Draft}
 * copies what it changes). Holds secrets (hands, deck order, the generator): only
 * {@link Views} may show it to anyone, and only through an allow-list. The piece arrays hold a
 * byte per site: an owner is -1 to 4, and a route copies 274 bytes instead of 1,096.
 *
 * @param kontorAt per intersection: the owning seat, {@link #NEUTRAL}, or -1
 * @param routeAt per path: the seat whose trade route lies there, or -1
 * @param tokenAt per hex: the index (into the board's number tokens) of the token lying there, or -1
 * @param stock face-down number tokens, in the order they will be drawn
 * @param deck development card ids, top first; {@code discards} the played ones
 * @param goldIssued gold the bank paid out minus gold paid back: always the sum of all players' gold
 * @param goldPurchases resources bought with gold this turn (at most 2)
 * @param cardPlayed whether the active player played a development card this turn
 * @param setup the placing order during the variable setup, else null
 * @param pending the decision the game waits for, or null
 * @param goodsAt per intersection: the seat whose goods token lies under the kontor there, or -1
 * @param track what the active player's merchants and caravans did this turn (tolls, deliveries)
 * @param cardPlay the development card being played and its next step, or null
 * @param winner the seat that delivered all its goods tokens, or -1 while the game goes on
 * @param kontorBits {@code kontorAt} as bits (the same facts, kept so the legal actions see what was
 *        added with a few word operations)
 * @param routeBits {@code routeAt} as bits, likewise
 */
public record MerchantsState(
        long version, GameConfig config, BoardFacts facts, Rng rng,
        Phase phase, int active, int turn, Player[] players, Resources bank, int goldIssued,
        byte[] kontorAt, byte[] routeAt, int[] tokenAt, int[] stock, int robberHex,
        int[] deck, int[] discards, int goldPurchases, boolean cardPlayed,
        int firstDie, int secondDie, SetupQueue setup, Pending pending,
        byte[] goodsAt, TurnTrack track, CardPlay cardPlay, int winner, PieceBits kontorBits, PieceBits routeBits)
        implements GameState {

    /** The owner code of the unused colour's kontors in a 3-player game. */
    public static final int NEUTRAL = 4;
    public static final int CARDS_PER_RESOURCE = 19;

    /** The game ends when somebody has delivered all their goods tokens. */
    @Override
    public boolean isOver() {
        return winner >= 0;
    }

    /**
     * Whose placement comes next in the variable setup: {@code order[step]}. While rolling for
     * the starting player, {@code order} lists who still rolls and {@code rolls} their totals.
     */
    public record SetupQueue(int[] order, int step, int[] rolls) {
        int seat() {
            return order[step];
        }
    }

    /**
     * The active player's turn so far, for the once-per-turn rules.
     *
     * @param merchantsMoved bit i: merchant i has made its paid movement this turn
     * @param tollsPaid bit {@code caravan * 8 + owner}: that caravan has paid that owner's toll this turn
     * @param touched per caravan: the paths it was placed on, moved onto, passed or left this turn
     */
    public record TurnTrack(int merchantsMoved, int tollsPaid, int[][] touched, int offers) {
        static final TurnTrack FRESH = new TurnTrack(0, 0, new int[][] {new int[0], new int[0]}, 0);

        /** The active player made an offer (the bots offer sparingly; people as they like). */
        TurnTrack withOffer() {
            return new TurnTrack(merchantsMoved, tollsPaid, touched, offers + 1);
        }

        boolean tollPaid(int caravan, int owner) {
            return Seats.contains(tollsPaidBy(caravan), owner);
        }

        /** The owners whose toll {@code caravan} has paid this turn ({@link Seats}). */
        int tollsPaidBy(int caravan) {
            return tollsPaid >>> (caravan * 8) & 0xff;
        }

        TurnTrack withTollPaid(int caravan, int owner) {
            return new TurnTrack(merchantsMoved, tollsPaid | 1 << (caravan * 8 + owner), touched, offers);
        }

        /** A caravan formed anew: the one it replaces paid, not this one. */
        TurnTrack withTollsForgotten(int caravan) {
            return new TurnTrack(merchantsMoved, tollsPaid & ~(0xff << (caravan * 8)), touched, offers);
        }

        boolean merchantMoved(int merchant) {
            return (merchantsMoved >> merchant & 1) != 0;
        }

        TurnTrack withMerchantMoved(int merchant) {
            return new TurnTrack(merchantsMoved | 1 << merchant, tollsPaid, touched, offers);
        }

        TurnTrack withTouched(int[][] newTouched) {
            return new TurnTrack(merchantsMoved, tollsPaid, newTouched, offers);
        }
    }

    /**
     * A development card in play: {@code step} is the next step of its effect to start;
     * {@code carried} > 0 resumes that step with this many routes or resources still to come.
     */
    public record CardPlay(int seat, int card, int step, int carried) {}

    /** The same moment under other options (tests and the hub's setup screens). */
    public MerchantsState withConfig(GameConfig newConfig) {
        return new MerchantsState(version, newConfig, facts, rng, phase, active, turn, players, bank, goldIssued, kontorAt,
                routeAt, tokenAt, stock, robberHex, deck, discards, goldPurchases, cardPlayed, firstDie, secondDie, setup,
                pending, goodsAt, track, cardPlay, winner, kontorBits, routeBits);
    }

    /** The same moment with another generator and face-down deck and stock ({@link MerchantsOfEurope#freshChance}). */
    MerchantsState withChance(Rng newRng, int[] newDeck, int[] newStock) {
        return new MerchantsState(version, config, facts, newRng, phase, active, turn, players, bank, goldIssued, kontorAt,
                routeAt, tokenAt, newStock, robberHex, newDeck, discards, goldPurchases, cardPlayed, firstDie, secondDie, setup,
                pending, goodsAt, track, cardPlay, winner, kontorBits, routeBits);
    }

    /** The same moment with other belongings (the table's buttons list choices whatever a hand holds). */
    MerchantsState withPlayers(Player[] newPlayers) {
        return new MerchantsState(version, config, facts, rng, phase, active, turn, newPlayers, bank, goldIssued, kontorAt,
                routeAt, tokenAt, stock, robberHex, deck, discards, goldPurchases, cardPlayed, firstDie, secondDie, setup,
                pending, goodsAt, track, cardPlay, winner, kontorBits, routeBits);
    }

    /** The same moment with another pending decision (tests). */
    MerchantsState withPending(Pending newPending) {
        return new MerchantsState(version, config, facts, rng, phase, active, turn, players, bank, goldIssued, kontorAt,
                routeAt, tokenAt, stock, robberHex, deck, discards, goldPurchases, cardPlayed, firstDie, secondDie, setup,
                newPending, goodsAt, track, cardPlay, winner, kontorBits, routeBits);
    }

    /** The development card kind a card id (0..24: one per physical card, in deck-file order) stands for. */
    public org.kontor.engine.merchants.cards.Card card(int id) {
        return facts.cards[id];
    }

    @Override
    public int seatCount() {
        return players.length;
    }

    public Player player(int seat) {
        return players[seat];
    }

    /** The number a hex shows now: its printed number, the token lying on it, or 0. */
    public int number(int hex) {
        int token = tokenAt[hex];
        return token >= 0 ? facts.tokenNumber[token] : facts.printedNumber[hex];
    }

    public int lastRoll() {
        return firstDie + secondDie;
    }

    /** The seat the turn order says acts next after {@code seat}: clockwise. */
    int nextSeat(int seat) {
        return (seat + 1) % players.length;
    }

    int caravansOn(int path) {
        int count = 0;
        for (Player p : players) {
            for (int c : p.caravans()) {
                if (c == path) {
                    count++;
                }
            }
        }
        return count;
    }

    boolean touchesOwnKontorOrRoute(int seat, int path) {
        for (int end : facts.topology.intersectionsOfPath(path)) {
            if (kontorAt[end] == seat) {
                return true;
            }
            for (int p : facts.topology.pathsAtIntersection(end)) {
                if (p != path && routeAt[p] == seat) {
                    return true;
                }
            }
        }
        return false;
    }

    boolean touchesOwnKontor(int seat, int path) {
        for (int end : facts.topology.intersectionsOfPath(path)) {
            if (kontorAt[end] == seat) {
                return true;
            }
        }
        return false;
    }

    @Override
    public String toString() {
        return "MerchantsState v" + version + " " + phase + " turn " + turn + " active " + active + " pending " + pending;
    }
}

package org.kontor.engine.merchants;

import java.util.Arrays;
import org.kontor.engine.board.PlayerColour;
import org.kontor.engine.resources.Resources;

/**
 * One seat's belongings. Arrays here are never written after construction: every change makes
 * a new Player.
 *
 * @param merchants the two merchants' intersections, -1 while in the player's supply
 * @param caravans the two caravans' paths (the trade route they stand beside), -1 while in the supply
 * @param cards development card ids in hand; the last {@code newCards} were bought this turn
 * @param goodsCovered goods tokens still under a kontor in the storage area
 * @param goodsFree goods tokens uncovered and ready to deliver
 */
record Player(PlayerColour colour, Resources hand, int gold, int routesLeft, int kontorsInStorage,
              int goodsCovered, int goodsFree, int goodsDelivered, int[] merchants, int[] caravans,
              int[] cards, int newCards) {

    static final int ROUTES = 30;

    Player withHand(Resources newHand) {
        return new Player(colour, newHand, gold, routesLeft, kontorsInStorage, goodsCovered, goodsFree, goodsDelivered,
                merchants, caravans, cards, newCards);
    }

    Player withGold(int newGold) {
        return new Player(colour, hand, newGold, routesLeft, kontorsInStorage, goodsCovered, goodsFree, goodsDelivered,
                merchants, caravans, cards, newCards);
    }

    Player withHandAndGold(Resources newHand, int newGold) {
        return new Player(colour, newHand, newGold, routesLeft, kontorsInStorage, goodsCovered, goodsFree, goodsDelivered,
                merchants, caravans, cards, newCards);
    }

    Player withRoutesLeft(int left) {
        return new Player(colour, hand, gold, left, kontorsInStorage, goodsCovered, goodsFree, goodsDelivered,
                merchants, caravans, cards, newCards);
    }

    /** One trade route fewer in the supply, and this hand (what the route cost paid). */
    Player withRoutePlaced(Resources newHand) {
        return new Player(colour, newHand, gold, routesLeft - 1, kontorsInStorage, goodsCovered, goodsFree, goodsDelivered,
                merchants, caravans, cards, newCards);
    }

    Player withMerchant(int index, int intersection) {
        int[] moved = merchants.clone();
        moved[index] = intersection;
        return new Player(colour, hand, gold, routesLeft, kontorsInStorage, goodsCovered, goodsFree, goodsDelivered,
                moved, caravans, cards, newCards);
    }

    Player withCaravan(int index, int path) {
        int[] moved = caravans.clone();
        moved[index] = path;
        return new Player(colour, hand, gold, routesLeft, kontorsInStorage, goodsCovered, goodsFree, goodsDelivered,
                merchants, moved, cards, newCards);
    }

    /** A merchant moved to {@code intersection} (-1: founded a kontor), leaving this hand (grain paid). */
    Player withMerchantMoved(int index, int intersection, Resources newHand) {
        int[] moved = merchants.clone();
        moved[index] = intersection;
        return new Player(colour, newHand, gold, routesLeft, kontorsInStorage, goodsCovered, goodsFree, goodsDelivered,
                moved, caravans, cards, newCards);
    }

    /** A caravan moved to {@code path}, leaving this hand and gold (salt and tolls paid). */
    Player withCaravanMoved(int index, int path, Resources newHand, int newGold) {
        int[] moved = caravans.clone();
        moved[index] = path;
        return new Player(colour, newHand, newGold, routesLeft, kontorsInStorage, goodsCovered, goodsFree, goodsDelivered,
                merchants, moved, cards, newCards);
    }

    /**
     * Merchant {@code index} became a kontor: one kontor leaves storage and frees the goods token
     * under it; the player now holds {@code newHand} (grain paid) and {@code coastalGold} more gold.
     */
    Player withKontorFounded(int index, Resources newHand, int coastalGold) {
        int[] moved = merchants.clone();
        moved[index] = -1;
        return new Player(colour, newHand, gold + coastalGold, routesLeft, kontorsInStorage - 1, goodsCovered - 1,
                goodsFree + 1, goodsDelivered, moved, caravans, cards, newCards);
    }

    Player withGoodsDelivered() {
        return new Player(colour, hand, gold, routesLeft, kontorsInStorage, goodsCovered, goodsFree - 1,
                goodsDelivered + 1, merchants, caravans, cards, newCards);
    }

    int goodsTotal() {
        return goodsCovered + goodsFree + goodsDelivered;
    }

    Player withCards(int[] newCardsInHand, int bought) {
        return new Player(colour, hand, gold, routesLeft, kontorsInStorage, goodsCovered, goodsFree, goodsDelivered,
                merchants, caravans, newCardsInHand, bought);
    }

    /** Development cards that may be played: those not bought this turn. */
    int playableCards() {
        return cards.length - newCards;
    }

    /** The first merchant (or caravan) slot holding -1, or -1 when both pieces are on the board. */
    static int freeSlot(int[] pieces) {
        for (int i = 0; i < pieces.length; i++) {
            if (pieces[i] < 0) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Player)) {
            return false;
        }
        Player p = (Player) o;
        return colour == p.colour && hand.equals(p.hand) && gold == p.gold && routesLeft == p.routesLeft
                && kontorsInStorage == p.kontorsInStorage && goodsCovered == p.goodsCovered && goodsFree == p.goodsFree
                && goodsDelivered == p.goodsDelivered && Arrays.equals(merchants, p.merchants)
                && Arrays.equals(caravans, p.caravans) && Arrays.equals(cards, p.cards) && newCards == p.newCards;
    }

    @Override
    public int hashCode() {
        return hand.hashCode() * 31 + gold;
    }

    @Override
    public String toString() {
        return colour + " " + hand + " gold " + gold;
    }
}

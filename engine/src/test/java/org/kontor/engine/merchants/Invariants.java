package org.kontor.engine.merchants;

import java.util.Arrays;
import org.kontor.engine.merchants.board.MerchantsBoard;
import org.kontor.engine.resources.Resources;

/** What must hold in every state of every game (rules digest §5.14, part 1). Throws on the first breach. */
final class Invariants {

    private Invariants() {}

    static void check(MerchantsState s) {
        int n = s.seatCount();
        for (int r = 0; r < MerchantsResources.KINDS; r++) {
            int total = s.bank().count(r);
            for (int seat = 0; seat < n; seat++) {
                require(s.player(seat).hand().count(r) >= 0, "negative hand", s);
                total += s.player(seat).hand().count(r);
            }
            require(total == MerchantsState.CARDS_PER_RESOURCE, "resource " + r + " not conserved: " + total, s);
            require(s.bank().count(r) >= 0, "negative supply", s);
        }
        int gold = 0;
        for (int seat = 0; seat < n; seat++) {
            require(s.player(seat).gold() >= 0, "negative gold", s);
            gold += s.player(seat).gold();
        }
        require(gold == s.goldIssued(), "gold held " + gold + " != issued " + s.goldIssued(), s);
        require(s.kontorBits().sameAs(PieceBits.of(s.kontorAt())), "kontor bits differ from the kontors", s);
        require(s.routeBits().sameAs(PieceBits.of(s.routeAt())), "route bits differ from the routes", s);

        int goods = Setup.goodsTokens(s.config());
        for (int seat = 0; seat < n; seat++) {
            Player p = s.player(seat);
            int routes = 0;
            for (int owner : s.routeAt()) {
                routes += owner == seat ? 1 : 0;
            }
            require(routes + p.routesLeft() == Player.ROUTES, "routes of " + seat + " not 30", s);
            int kontors = 0;
            for (int owner : s.kontorAt()) {
                kontors += owner == seat ? 1 : 0;
            }
            int expected = s.setup() == null ? Setup.SETUP_KONTORS : kontors;
            require(kontors == expected + (goods - 1 - p.goodsCovered()), "kontors of " + seat + ": " + kontors, s);
            require(p.goodsCovered() + p.goodsFree() + p.goodsDelivered() == goods, "goods tokens", s);
            require(p.kontorsInStorage() == p.goodsCovered(), "storage", s);
            for (int path : p.caravans()) {
                require(path < 0 || s.routeAt()[path] >= 0, "caravan off the routes", s);
            }
            for (int at : p.merchants()) {
                require(at < 0 || at < s.kontorAt().length, "merchant off the board", s);
            }
        }
        int[] delivered = new int[n];
        for (int at = 0; at < s.goodsAt().length; at++) {
            int by = s.goodsAt()[at];
            if (by >= 0) {
                require(s.kontorAt()[at] >= 0 && s.kontorAt()[at] != by, "goods token of " + by + " not under another's kontor at " + at, s);
                delivered[by]++;
            }
        }
        for (int seat = 0; seat < n; seat++) {
            Player p = s.player(seat);
            require(delivered[seat] == p.goodsDelivered(), "goods delivered by " + seat + " not under kontors", s);
            require(p.merchants().length == 2 && p.caravans().length == 2, "more than 2 merchants or caravans", s);
            for (int i = 0; i < 2; i++) {
                int at = p.merchants()[i];
                if (at >= 0) {
                    // A hired merchant starts on an own kontor; a moving one never ends on another's.
                    require(s.kontorAt()[at] < 0 || s.kontorAt()[at] == seat, "merchant on another's kontor at " + at, s);
                }
            }
        }
        if (s.winner() >= 0) {
            require(s.player(s.winner()).goodsDelivered() == goods, "a winner with goods left", s);
        }
        for (int path = 0; path < s.routeAt().length; path++) {
            require(s.caravansOn(path) <= Building.CARAVANS_PER_ROUTE, "3 caravans on path " + path, s);
            require(s.routeAt()[path] < 0 || s.facts().paths.get(path), "route off the paths", s);
        }

        int[] cards = new int[Setup.DEVELOPMENT_CARDS];
        for (int c : s.deck()) {
            cards[c]++;
        }
        for (int c : s.discards()) {
            cards[c]++;
        }
        for (int seat = 0; seat < n; seat++) {
            for (int c : s.player(seat).cards()) {
                cards[c]++;
            }
        }
        for (int c : cards) {
            require(c == 1, "development cards not conserved: " + Arrays.toString(cards), s);
        }

        MerchantsBoard board = s.config().board();
        int[] tokens = new int[board.numberTokens().size()];
        for (int t : s.stock()) {
            tokens[t]++;
        }
        for (int t : s.tokenAt()) {
            if (t >= 0) {
                tokens[t]++;
            }
        }
        for (int t : tokens) {
            require(t == 1, "number tokens not conserved", s);
        }
        require(s.robberHex() >= 0 && s.robberHex() < s.tokenAt().length, "robber off the board", s);
    }

    private static void require(boolean ok, String what, MerchantsState s) {
        if (!ok) {
            throw new AssertionError(what + " in " + s);
        }
    }
}

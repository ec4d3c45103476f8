package org.kontor.engine.merchants;

import java.util.ArrayList;
import java.util.List;
import org.kontor.engine.merchants.board.NumberToken;
import org.kontor.engine.resources.Resources;

/** Builds the views from an allow-list: every field is named here; nothing is copied wholesale. */
final class Views {

    private Views() {}

    /** {@code seat}'s view, holding {@code table}: the table's view of the same state. */
    static SeatView seat(MerchantsState s, int seat, PublicView table) {
        Player me = s.player(seat);
        List<Integer> cards = new ArrayList<>(me.cards().length);
        for (int card : me.cards()) {
            cards.add(card);
        }
        List<SeatView.CardInHand> details = new ArrayList<>(me.cards().length);
        for (int i = 0; i < me.cards().length; i++) {
            org.kontor.engine.merchants.cards.Card c = s.card(me.cards()[i]);
            details.add(new SeatView.CardInHand(me.cards()[i], c.id(), c.nameEn(), c.nameEs(), c.textEn(), c.textEs(),
                    c.timing(), i >= me.playableCards()));
        }
        return new SeatView(seat, me.colour(), me.hand(), me.gold(), cards, me.newCards(),
                LegalActions.of(s, seat), table, details, s.config().deck().provisional());
    }

    static PublicView table(MerchantsState s) {
        List<PublicView.ShownNumber> numbers = new ArrayList<>();
        for (int hex = 0; hex < s.tokenAt().length; hex++) {
            if (s.number(hex) > 0) {
                numbers.add(new PublicView.ShownNumber(hex, s.number(hex), s.tokenAt()[hex] >= 0));
            }
        }
        List<PublicView.Piece> kontors = pieces(s.kontorAt());
        List<PublicView.Piece> routes = pieces(s.routeAt());
        List<PublicView.Piece> caravans = new ArrayList<>();
        List<PublicView.Piece> merchants = new ArrayList<>();
        List<PublicView.PlayerSummary> players = new ArrayList<>();
        for (int seat = 0; seat < s.seatCount(); seat++) {
            Player p = s.player(seat);
            for (int i = 0; i < p.caravans().length; i++) {
                if (p.caravans()[i] >= 0) {
                    caravans.add(new PublicView.Piece(seat, p.caravans()[i], i));
                }
            }
            for (int i = 0; i < p.merchants().length; i++) {
                if (p.merchants()[i] >= 0) {
                    merchants.add(new PublicView.Piece(seat, p.merchants()[i], i));
                }
            }
            players.add(new PublicView.PlayerSummary(seat, p.colour(), p.hand().total(), p.gold(), p.cards().length,
                    p.routesLeft(), p.kontorsInStorage(), p.goodsCovered(), p.goodsFree(), p.goodsDelivered(),
                    inSupply(p.merchants()), inSupply(p.caravans())));
        }
        int[] stock = new int[MerchantsResources.KINDS];
        for (int token : s.stock()) {
            NumberToken t = s.config().board().numberTokens().get(token);
            stock[Resources.index(t.colour())]++;
        }
        List<Integer> dice = s.firstDie() == 0 ? List.of() : List.of(s.firstDie(), s.secondDie());
        return new PublicView(s.version(), s.config().board().id(), s.phase(), s.turn(), s.active(),
                s.setup() == null ? null : s.setup().seat(), dice, s.robberHex(), numbers, kontors, routes, caravans,
                merchants, players, s.bank(), s.deck().length, s.discards().length, Resources.of(stock),
                s.goldPurchases(), s.pending(), waitingFor(s), pieces(s.goodsAt()), s.winner() >= 0 ? s.winner() : null,
                s.config().deck().provisional());
    }

    /** The seats the game waits for now. */
    static List<Integer> waitingFor(MerchantsState s) {
        // Mostly one seat: room for all of them without growing.
        List<Integer> seats = new ArrayList<>(s.seatCount());
        if (s.winner() >= 0) {
            return seats;
        }
        for (int seat = 0; seat < s.seatCount(); seat++) {
            boolean waits = s.pending() != null ? s.pending().waitsFor(seat)
                    : s.setup() != null ? s.setup().seat() == seat : s.active() == seat;
            if (waits) {
                seats.add(seat);
            }
        }
        return seats;
    }

    private static List<PublicView.Piece> pieces(byte[] owners) {
        List<PublicView.Piece> pieces = new ArrayList<>();
        for (int at = 0; at < owners.length; at++) {
            if (owners[at] >= 0) {
                pieces.add(new PublicView.Piece(owners[at], at));
            }
        }
        return pieces;
    }

    private static int inSupply(int[] pieces) {
        int n = 0;
        for (int at : pieces) {
            n += at < 0 ? 1 : 0;
        }
        return n;
    }
}

package org.kontor.engine.elasund;

import org.kontor.engine.Phrase;
import org.kontor.engine.Rejection;
import org.kontor.engine.referee.Refusals;

/**
 * Phase 4, at most one special action, paid in influence (and gold where said): a) move an own
 * placed permit to any empty square (2 influence of one colour); b) swap an own placed permit for a
 * higher unused one on the same square (2 of one colour and the difference in gold); c) an unused
 * permit on any empty square of any row (1 of each colour and its value in gold); d) 2 gold (1 of
 * each colour).
 */
final class SpecialActions {

    private SpecialActions() {}

    static Rejection checkMove(Draft d, int seat, Command.MovePermit c) {
        Rejection r = common(d, seat, Phrase.of("elasund.doing.move-permit"));
        if (r == null) r = placed(d, seat, c.value());
        if (r == null) r = twoOf(d, seat, c.colour());
        if (r == null) r = target(d, c.column(), c.row());
        return r;
    }

    static void move(Draft d, int seat, Command.MovePermit c) {
        pay(d, seat, c.colour(), "moving a permit");
        Square from = d.square(d.permitSquare[seat][c.value()]);
        d.permitAt[d.square(from)] = -1;
        BuildingPermits.put(d, seat, c.value(), Gates.square(d, c.column(), c.row()));
        d.events.add(new Event.PermitMoved(seat, c.value(), c.column(), c.row()));
        d.phase = Phase.DONE;
    }

    static Rejection checkUpgrade(Draft d, int seat, Command.UpgradePermit c) {
        Rejection r = common(d, seat, Phrase.of("elasund.doing.upgrade-permit"));
        if (r == null) r = placed(d, seat, c.value());
        if (r == null && c.to() <= c.value()) {
            r = Refusals.badInput("elasund.swap-higher", c.to(), c.value());
        }
        if (r == null) r = PermitOrGold.unused(d, seat, c.to());
        if (r == null) r = twoOf(d, seat, c.colour());
        if (r == null && d.gold[seat] < c.to() - c.value()) {
            r = Refusals.notAffordable("elasund.swap-costs", c.to() - c.value(), d.gold[seat]);
        }
        return r;
    }

    static void upgrade(Draft d, int seat, Command.UpgradePermit c) {
        pay(d, seat, c.colour(), "upgrading a permit");
        Cards.payGold(d, seat, c.to() - c.value());
        Square at = d.square(d.permitSquare[seat][c.value()]);
        d.permitSquare[seat][c.value()] = -1;
        BuildingPermits.put(d, seat, c.to(), at);
        d.events.add(new Event.PermitUpgraded(seat, c.value(), c.to(), at.column(), d.label(at.row())));
        d.phase = Phase.DONE;
    }

    static Rejection checkAnywhere(Draft d, int seat, Command.PlacePermitAnywhere c) {
        Rejection r = common(d, seat, Phrase.of("elasund.doing.permit-anywhere"));
        if (r == null) r = PermitOrGold.unused(d, seat, c.value());
        if (r == null) r = oneOfEach(d, seat);
        if (r == null) r = target(d, c.column(), c.row());
        if (r == null && d.gold[seat] < c.value()) {
            r = Refusals.notAffordable("elasund.permit-costs", c.value(), d.gold[seat]);
        }
        return r;
    }

    static void anywhere(Draft d, int seat, Command.PlacePermitAnywhere c) {
        payEach(d, seat, "a permit anywhere");
        Cards.payGold(d, seat, c.value());
        BuildingPermits.put(d, seat, c.value(), Gates.square(d, c.column(), c.row()));
        d.events.add(new Event.PermitPlaced(seat, c.value(), c.column(), c.row(), c.value()));
        d.phase = Phase.DONE;
    }

    static Rejection checkBuyGold(Draft d, int seat, Command.BuyGold c) {
        Rejection r = common(d, seat, Phrase.of("elasund.doing.buy-gold"));
        return r != null ? r : oneOfEach(d, seat);
    }

    static void buyGold(Draft d, int seat, Command.BuyGold c) {
        payEach(d, seat, "2 gold");
        d.events.add(new Event.GoldTaken(seat, Cards.takeGold(d, seat, 2)));
        d.phase = Phase.DONE;
    }

    private static Rejection common(Draft d, int seat, Phrase what) {
        return Gates.phase(d, seat, Phase.SPECIAL, what);
    }

    private static Rejection placed(Draft d, int seat, int value) {
        if (value < 0 || value >= Draft.PERMITS) {
            return Refusals.badInput("elasund.permit-number", Draft.PERMITS - 1, value);
        }
        return d.permitSquare[seat][value] >= 0 ? null : Refusals.notNow("elasund.permit-not-placed", value);
    }

    private static Rejection target(Draft d, int column, int label) {
        Square at = Gates.square(d, column, label);
        if (at == null) {
            return Gates.noSquare(d, column, label);
        }
        return d.empty(at) ? null : Refusals.notNow("elasund.permit-empty-square");
    }

    private static Rejection twoOf(Draft d, int seat, Influence colour) {
        if (colour == null) {
            return Refusals.badInput("elasund.name-colour");
        }
        int held = d.influence[seat][colour.ordinal()];
        return held >= 2 ? null : Refusals.notAffordable("elasund.two-influence-costs", colour, held);
    }

    private static Rejection oneOfEach(Draft d, int seat) {
        for (Influence i : Influence.values()) {
            if (d.influence[seat][i.ordinal()] == 0) {
                return Refusals.notAffordable("elasund.one-of-each", i);
            }
        }
        return null;
    }

    private static void pay(Draft d, int seat, Influence colour, String why) {
        Cards.spendInfluence(d, seat, colour, 2);
        d.events.add(new Event.InfluencePaid(seat, colour, 2, why));
    }

    private static void payEach(Draft d, int seat, String why) {
        for (Influence i : Influence.values()) {
            Cards.spendInfluence(d, seat, i, 1);
            d.events.add(new Event.InfluencePaid(seat, i, 1, why));
        }
    }
}

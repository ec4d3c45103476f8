package org.kontor.engine.catan;

import org.kontor.engine.resources.Resources;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import org.kontor.engine.board.Resource;
import org.kontor.engine.board.Topology;

/**
 * What a seat may do now: every candidate command of every kind, kept when the rule's own check
 * ({@link Catan#check}) accepts it. The listing and the referee therefore cannot disagree.
 * Free-form kinds (discard, offer-trade) are listed when their gate is open; their values are
 * checked when given. A kind's candidates are tried only when its gate (the first test of its
 * check) is open, which skips building a refusal sentence for each of them.
 */
final class LegalActions {

    private LegalActions() {}

    static List<LegalAction> of(CatanState s, int seat) {
        List<LegalAction> actions = new ArrayList<>();
        if (s.winner() >= 0) {
            return actions;
        }
        Topology t = s.island().topology();
        int intersections = t.intersectionCount();
        int paths = t.pathCount();
        if (s.phase() == Phase.SETUP && seat == s.active()) {
            each(actions, s, seat, "place-settlement", Resources.NONE, intersections, Command.PlaceSettlement::new);
            each(actions, s, seat, "place-road", Resources.NONE, paths, Command.PlaceRoad::new);
        }
        one(actions, s, seat, "roll", Resources.NONE, Command.Roll.virtual());
        if (s.pending() instanceof Pending.Discard p && p.waitsFor(seat)) {
            actions.add(new LegalAction("discard", Resources.NONE, List.of(), true));
        }
        if (s.pending() instanceof Pending.MoveRobber m && m.seat() == seat) {
            List<Command> moves = new ArrayList<>();
            for (int hex = 0; hex < t.hexCount(); hex++) {
                for (int victim = -1; victim < s.seatCount(); victim++) {
                    keep(moves, s, seat, new Command.MoveRobber(hex, victim));
                }
            }
            add(actions, "move-robber", Resources.NONE, moves);
        }
        if (DomesticTrade.tradeGate(s, seat) == null) {
            List<Command> bankTrades = new ArrayList<>();
            for (Resource give : ResourceKinds.KINDS) {
                for (Resource get : ResourceKinds.KINDS) {
                    keep(bankTrades, s, seat, new Command.TradeWithBank(give, get));
                }
            }
            add(actions, "trade-with-bank", Resources.NONE, bankTrades);
            if (s.player(seat).hand().total() > 0) {
                actions.add(new LegalAction("offer-trade", Resources.NONE, List.of(), true));
            }
        }
        one(actions, s, seat, "accept-trade", Resources.NONE, new Command.AcceptTrade());
        one(actions, s, seat, "decline-trade", Resources.NONE, new Command.DeclineTrade());
        if (s.pending() instanceof Pending.TradeOffer offer && offer.to() == seat && s.player(seat).hand().total() > 0) {
            actions.add(new LegalAction("counter-trade", Resources.NONE, List.of(), true));
        }
        if (Refusals.activeAfterRoll(s, seat) == null) {
            each(actions, s, seat, "build-road", Costs.ROAD, paths, Command.BuildRoad::new);
            each(actions, s, seat, "build-settlement", Costs.SETTLEMENT, intersections, Command.BuildSettlement::new);
            each(actions, s, seat, "build-city", Costs.CITY, intersections, Command.BuildCity::new);
            one(actions, s, seat, "buy-card", Costs.DEVELOPMENT_CARD, new Command.BuyCard());
        }
        one(actions, s, seat, "play-knight", Resources.NONE, new Command.PlayKnight());
        one(actions, s, seat, "play-road-building", Resources.NONE, new Command.PlayRoadBuilding());
        if (s.pending() instanceof Pending.FreeRoads f && f.seat() == seat) {
            each(actions, s, seat, "build-free-road", Resources.NONE, paths, Command.BuildFreeRoad::new);
        }
        if (DevelopmentCards.checkPlayable(s, seat, DevelopmentCard.YEAR_OF_PLENTY) == null) {
            List<Command> plenty = new ArrayList<>();
            for (int a = 0; a < ResourceKinds.KINDS.length; a++) {
                for (int b = 0; b < ResourceKinds.KINDS.length; b++) {
                    keep(plenty, s, seat, new Command.PlayYearOfPlenty(ResourceKinds.KINDS[a], ResourceKinds.KINDS[b]));
                }
            }
            add(actions, "play-year-of-plenty", Resources.NONE, plenty);
        }
        if (DevelopmentCards.checkPlayable(s, seat, DevelopmentCard.MONOPOLY) == null) {
            List<Command> monopolies = new ArrayList<>();
            for (Resource r : ResourceKinds.KINDS) {
                keep(monopolies, s, seat, new Command.PlayMonopoly(r));
            }
            add(actions, "play-monopoly", Resources.NONE, monopolies);
        }
        one(actions, s, seat, "end-turn", Resources.NONE, new Command.EndTurn());
        return actions;
    }

    private static void each(List<LegalAction> actions, CatanState s, int seat, String kind, Resources cost, int count,
                             IntFunction<Command> make) {
        List<Command> choices = new ArrayList<>();
        for (int id = 0; id < count; id++) {
            keep(choices, s, seat, make.apply(id));
        }
        add(actions, kind, cost, choices);
    }

    private static void one(List<LegalAction> actions, CatanState s, int seat, String kind, Resources cost, Command c) {
        if (Catan.check(s, seat, c) == null) {
            actions.add(new LegalAction(kind, cost, List.of(c), false));
        }
    }

    private static void keep(List<Command> choices, CatanState s, int seat, Command c) {
        if (Catan.check(s, seat, c) == null) {
            choices.add(c);
        }
    }

    private static void add(List<LegalAction> actions, String kind, Resources cost, List<Command> choices) {
        if (!choices.isEmpty()) {
            actions.add(new LegalAction(kind, cost, choices, false));
        }
    }
}

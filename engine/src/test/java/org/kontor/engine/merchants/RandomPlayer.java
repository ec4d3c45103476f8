package org.kontor.engine.merchants;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.kontor.engine.board.Resource;

/**
 * Picks a random legal action for a seat, and makes up values for the free-form kinds (dice on
 * the table, discards, trade offers). Test code, so java.util chance is fine here.
 */
final class RandomPlayer {

    private final SplittableRandom random;

    RandomPlayer(long seed) {
        random = new SplittableRandom(seed);
    }

    int below(int bound) {
        return random.nextInt(bound);
    }

    /** A seat the game waits for. */
    int seat(MerchantsState s) {
        List<Integer> waiting = Views.waitingFor(s);
        return waiting.get(random.nextInt(waiting.size()));
    }

    Command choose(MerchantsState s, int seat, List<LegalAction> actions) {
        // End turns less eagerly than uniform choice would, so games build up.
        LegalAction action = actions.get(random.nextInt(actions.size()));
        if (action.kind().equals("end-turn") && actions.size() > 1 && random.nextInt(3) > 0) {
            action = actions.get(random.nextInt(actions.size()));
        }
        if (!action.freeForm()) {
            return action.choices().get(random.nextInt(action.choices().size()));
        }
        switch (action.kind()) {
            case "roll":
                return Command.Roll.table(1 + random.nextInt(6), 1 + random.nextInt(6));
            case "discard":
                return new Command.Discard(discard(s.player(seat).hand(), ((Pending.Discard) s.pending()).cardsToDiscard().get(seat)));
            case "offer-trade": {
                int to = seat == s.active() ? pickOther(s, seat) : s.active();
                Resources[] terms = terms(s.player(seat).hand());
                return new Command.OfferTrade(to, terms[0], random.nextInt(4) == 0 ? 1 : 0, terms[1], 0);
            }
            case "counter-trade": {
                Resources[] terms = terms(s.player(seat).hand());
                return new Command.CounterTrade(terms[0], 0, terms[1], random.nextInt(4) == 0 ? 1 : 0);
            }
            default:
                throw new IllegalStateException("no generator for free-form " + action.kind());
        }
    }

    private int pickOther(MerchantsState s, int seat) {
        int other = random.nextInt(s.seatCount() - 1);
        return other >= seat ? other + 1 : other;
    }

    Resources discard(Resources hand, int count) {
        int[] left = new int[Resources.KINDS];
        int[] out = new int[Resources.KINDS];
        for (int r = 0; r < Resources.KINDS; r++) {
            left[r] = hand.count(r);
        }
        int total = hand.total();
        for (int i = 0; i < count; i++) {
            int pick = random.nextInt(total--);
            int r = 0;
            while (pick >= left[r]) {
                pick -= left[r++];
            }
            left[r]--;
            out[r]++;
        }
        return Resources.of(out);
    }

    /** One card of something held for one card of something else, mostly. */
    private Resources[] terms(Resources hand) {
        int give = random.nextInt(Resources.KINDS);
        for (int i = 0; i < Resources.KINDS && hand.count(give) == 0; i++) {
            give = (give + 1) % Resources.KINDS;
        }
        int get = (give + 1 + random.nextInt(Resources.KINDS - 1)) % Resources.KINDS;
        return new Resources[] {Resources.NONE.plus(give, 1 + random.nextInt(2)), Resources.NONE.plus(get, 1)};
    }

    /** Any command at all, legal or not, for probing the referee. */
    Command anything(MerchantsState s) {
        int paths = s.routeAt().length;
        int corners = s.kontorAt().length;
        Resource r1 = Resource.MERCHANTS[random.nextInt(5)];
        Resource r2 = Resource.MERCHANTS[random.nextInt(5)];
        switch (random.nextInt(23)) {
            case 0: return random.nextBoolean() ? Command.Roll.virtual() : Command.Roll.table(random.nextInt(8), 1 + random.nextInt(6));
            case 1: return new Command.PlaceKontor(random.nextInt(corners + 2) - 1);
            case 2: return new Command.PlaceSetupRoute(random.nextInt(paths));
            case 3: return new Command.Discard(discard(new Resources(3, 3, 3, 3, 3), random.nextInt(6)));
            case 4: return new Command.MoveRobber(random.nextInt(s.tokenAt().length + 1) - 1);
            case 5: return new Command.Steal(random.nextInt(5) - 1);
            case 6: return new Command.TradeWithBank(r1, r2);
            case 7: return new Command.TradeForGold(r1);
            case 8: return new Command.BuyWithGold(r2);
            case 9: return new Command.OfferTrade(random.nextInt(5) - 1, Resources.of(r1, random.nextInt(3)), random.nextInt(2),
                    Resources.of(r2, random.nextInt(3)), random.nextInt(2));
            case 10: return new Command.AcceptTrade();
            case 11: return new Command.DeclineTrade();
            case 12: return new Command.BuyCard();
            case 13: return new Command.PlayCard(random.nextInt(26));
            case 14: return new Command.BuildMerchant(random.nextInt(corners), random.nextInt(3) - 1);
            case 15: return new Command.BuildCaravan(random.nextInt(paths), random.nextInt(3) - 1);
            case 16: return new Command.BuildRoute(random.nextInt(paths + 1) - 1);
            case 17: return new Command.ChoosePath(random.nextInt(3) - 1);
            case 18: return new Command.BuildFreeRoute(random.nextInt(paths));
            case 19: return new Command.DeclineFreeRoute();
            case 20: return new Command.SkipSteal();
            case 21: return new Command.CounterTrade(Resources.of(r1, random.nextInt(3)), random.nextInt(2),
                    Resources.of(r2, random.nextInt(3)), random.nextInt(2));
            default: return new Command.EndTurn();
        }
    }

    static List<Command> enumerated(List<LegalAction> actions) {
        List<Command> all = new ArrayList<>();
        for (LegalAction a : actions) {
            all.addAll(a.choices());
        }
        return all;
    }
}

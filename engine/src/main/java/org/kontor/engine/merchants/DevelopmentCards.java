package org.kontor.engine.merchants;

import org.kontor.engine.Phrase;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.kontor.engine.Rejection;
import org.kontor.engine.SeatMap;
import org.kontor.engine.board.Resource;
import org.kontor.engine.merchants.cards.Card;
import org.kontor.engine.merchants.cards.Step;
import org.kontor.engine.referee.Refusals;
import org.kontor.engine.resources.Resources;

/**
 * Playing development cards (rulebook p. 4, 8): one per turn, before the roll or in the action
 * phase as the card's timing allows, never one bought this turn; a played card goes to the
 * discard pile, which is reshuffled into a new stack when the stack runs out ({@link Building}).
 * The card's effect is a list of {@link Step}s from the deck file, carried out one after another;
 * each waits for its player as a pending decision ({@link Pending.CardStep}), or as the robber's
 * or the opponents' usual decisions. Every step but the robber's may be skipped.
 */
final class DevelopmentCards {

    private DevelopmentCards() {}

    static Rejection checkPlay(MerchantsState s, int seat, Command.PlayCard c) {
        Rejection r = Gates.noPendingDecision(s, seat);
        if (r != null) {
            return r;
        }
        if (s.phase() != Phase.BEFORE_ROLL && s.phase() != Phase.ACTION) {
            return Refusals.notNow("merchants.development-cards-are-played-during-turn");
        }
        if (seat != s.active()) {
            return Refusals.notYourTurn("merchants.you-can-play-development-card-only");
        }
        if (s.cardPlayed()) {
            return Refusals.notNow("merchants.you-can-play-only-1-development");
        }
        Player p = s.player(seat);
        int at = indexOf(p.cards(), c.card());
        if (at < 0) {
            return Refusals.badInput("merchants.you-dont-hold-that-development-card");
        }
        if (at >= p.playableCards()) {
            return Refusals.notNow("merchants.you-cant-play-development-card-in");
        }
        Card card = s.card(c.card());
        if (s.phase() == Phase.BEFORE_ROLL && !card.timing().allowsBeforeRoll()) {
            return Refusals.notNow("merchants.is-played-after-roll-in-action", card);
        }
        if (s.phase() == Phase.ACTION && !card.timing().allowsActionPhase()) {
            return Refusals.notNow("merchants.is-played-only-before-roll", card);
        }
        return null;
    }

    static void play(Draft d, int seat, Command.PlayCard c) {
        Player p = d.player(seat);
        int at = indexOf(p.cards(), c.card());
        int[] rest = new int[p.cards().length - 1];
        System.arraycopy(p.cards(), 0, rest, 0, at);
        System.arraycopy(p.cards(), at + 1, rest, at, rest.length - at);
        d.setPlayer(seat, p.withCards(rest, p.newCards()));
        d.discards = Arrays.copyOf(d.discards, d.discards.length + 1);
        d.discards[d.discards.length - 1] = c.card();
        d.cardPlayed = true;
        Card card = d.before.card(c.card());
        d.event(new Event.CardPlayed(seat, c.card(), card.id(), card.nameEn()));
        d.cardPlay = new MerchantsState.CardPlay(seat, c.card(), 0, 0);
    }

    /** After any command: while nothing is pending, the card in play goes on with its next step. */
    static void resume(Draft d) {
        while (d.pending == null && d.cardPlay != null && d.winner < 0) {
            MerchantsState.CardPlay cp = d.cardPlay;
            Card card = d.facts.cards[cp.card()];
            if (cp.step() >= card.effect().size()) {
                d.cardPlay = null;
                return;
            }
            start(d, cp, card, card.effect().get(cp.step()));
        }
    }

    /** The current step is done; {@code remaining} > 0 repeats it that many more times. */
    static void stepDone(Draft d, int remaining) {
        MerchantsState.CardPlay cp = d.cardPlay;
        d.pending = null;
        if (cp != null) {
            d.cardPlay = remaining > 0 ? new MerchantsState.CardPlay(cp.seat(), cp.card(), cp.step(), remaining)
                    : new MerchantsState.CardPlay(cp.seat(), cp.card(), cp.step() + 1, 0);
        }
    }

    private static void start(Draft d, MerchantsState.CardPlay cp, Card card, Step step) {
        int seat = cp.seat();
        Player me = d.player(seat);
        MerchantsState.CardPlay next = new MerchantsState.CardPlay(seat, cp.card(), cp.step() + 1, 0);
        boolean possible;
        int remaining = 1;
        if (step instanceof Step.MoveRobberAndSteal) {
            d.cardPlay = next;
            d.pending = Robber.robberMove(d, seat);
            return;
        } else if (step instanceof Step.TakeGold g) {
            d.cardPlay = next;
            d.giveGold(seat, g.amount());
            d.event(new Event.GoldReceived(seat, g.amount(), card.id()));
            return;
        } else if (step instanceof Step.TakeResourceFromEachOpponent t) {
            d.cardPlay = next;
            Map<Integer, Integer> owed = new HashMap<>();
            for (int other = 0; other < d.seats(); other++) {
                int held = d.player(other).hand().total();
                if (other != seat && held > 0) {
                    owed.put(other, Math.min(t.count(), held));
                }
            }
            if (owed.isEmpty()) {
                d.event(new Event.CardStepSkipped(seat));
            } else {
                d.pending = new Pending.GiveResources(seat, owed);
            }
            return;
        } else if (step instanceof Step.TakeResources t) {
            remaining = cp.carried() > 0 ? cp.carried() : t.count();
            possible = false;
            for (Resource r : t.allowed()) {
                possible |= d.bank.count(r) > 0;
            }
        } else if (step instanceof Step.FreeTradeRoutes t) {
            remaining = cp.carried() > 0 ? cp.carried() : t.count();
            possible = me.routesLeft() > 0;
        } else if (step instanceof Step.FreeMerchantSteps t) {
            remaining = t.steps();
            possible = me.merchants()[0] >= 0 || me.merchants()[1] >= 0;
        } else if (step instanceof Step.FreeCaravanSteps t) {
            remaining = t.steps();
            possible = me.caravans()[0] >= 0 || me.caravans()[1] >= 0;
        } else {
            possible = true;
        }
        if (!possible) {
            d.cardPlay = next;
            d.event(new Event.CardStepSkipped(seat));
            return;
        }
        d.cardPlay = cp;
        d.pending = new Pending.CardStep(seat, card.id(), step, remaining);
    }

    private static Pending.CardStep step(MerchantsState s, int seat, Class<? extends Step> kind) {
        return s.pending() instanceof Pending.CardStep c && c.seat() == seat && kind.isInstance(c.step()) ? c : null;
    }

    private static Rejection noStep(Phrase what) {
        return Refusals.notNow("merchants.comes-only-from-development-card-effect", what);
    }

    static Rejection checkTake(MerchantsState s, int seat, Command.TakeResource c) {
        Pending.CardStep p = step(s, seat, Step.TakeResources.class);
        if (p == null) {
            return noStep(Phrase.of("merchants.thing.free-resource"));
        }
        if (c.resource() == null || !((Step.TakeResources) p.step()).allowed().contains(c.resource())) {
            return Refusals.badInput("merchants.card-lets-you-take-only", ((Step.TakeResources) p.step()).allowed());
        }
        if (s.bank().count(c.resource()) == 0) {
            return Refusals.notNow("merchants.supply-has-no-left", c.resource());
        }
        return null;
    }

    static void take(Draft d, int seat, Command.TakeResource c) {
        int remaining = ((Pending.CardStep) d.pending).remaining();
        Resources one = Resources.of(c.resource(), 1);
        d.give(seat, one);
        d.event(new Event.CardsReceived(seat, one));
        stepDone(d, remaining - 1);
    }

    static Rejection checkGive(MerchantsState s, int seat, Command.GiveResources c) {
        if (!(s.pending() instanceof Pending.GiveResources p) || !p.waitsFor(seat)) {
            return Refusals.notNow("merchants.you-owe-no-cards-to-anyone");
        }
        int owed = p.owed().get(seat);
        Resources cards = c.cards();
        if (cards == null || cards.hasNegative() || cards.total() != owed) {
            return Refusals.badInput(owed == 1 ? "merchants.hand-over-exactly-one-card" : "merchants.hand-over-exactly-cards", owed);
        }
        if (!s.player(seat).hand().covers(cards)) {
            return Refusals.badInput("merchants.you-can-hand-over-only-cards", s.player(seat).hand());
        }
        return null;
    }

    static void give(Draft d, int seat, Command.GiveResources c) {
        Pending.GiveResources p = (Pending.GiveResources) d.pending;
        d.moveCards(seat, p.to(), c.cards());
        d.event(new Event.ResourcesGiven(seat, p.to(), c.cards()));
        SeatMap<Integer> owed = SeatMap.copyOf(p.owed()).without(seat);
        d.pending = owed.isEmpty() ? null : new Pending.GiveResources(p.to(), owed);
    }

    static Rejection checkRoute(MerchantsState s, int seat, Command.BuildCardRoute c) {
        if (step(s, seat, Step.FreeTradeRoutes.class) == null) {
            return noStep(Phrase.of("merchants.thing.free-trade-route"));
        }
        Rejection r = TradeRoutes.emptyPath(s, c.path());
        if (r != null) {
            return r;
        }
        if (s.player(seat).routesLeft() == 0) {
            return Refusals.notAffordable("merchants.you-have-placed-all-30-of");
        }
        if (!s.touchesOwnKontorOrRoute(seat, c.path())) {
            return Refusals.notNow("merchants.new-trade-route-must-touch-one");
        }
        return null;
    }

    static void route(Draft d, int seat, Command.BuildCardRoute c) {
        stepDone(d, ((Pending.CardStep) d.pending).remaining() - 1);
        TradeRoutes.place(d, seat, c.path(), true, true);
    }

    static Rejection checkMerchant(MerchantsState s, int seat, Command.PlaceFreeMerchant c) {
        if (step(s, seat, Step.FreeMerchant.class) == null) {
            return noStep(Phrase.of("merchants.thing.free-merchant"));
        }
        if (c.intersection() < 0 || c.intersection() >= s.kontorAt().length) {
            return Refusals.badInput("merchants.there-is-no-intersection-on-this", c.intersection());
        }
        if (s.kontorAt()[c.intersection()] != seat) {
            return Refusals.notNow("merchants.new-merchant-starts-next-to-one");
        }
        return Building.replacing(s.player(seat).merchants(), c.replacing(), true);
    }

    static void merchant(Draft d, int seat, Command.PlaceFreeMerchant c) {
        stepDone(d, 0);
        Player p = d.player(seat);
        int slot = c.replacing() >= 0 ? c.replacing() : Player.freeSlot(p.merchants());
        int from = p.merchants()[slot];
        d.setPlayer(seat, p.withMerchant(slot, c.intersection()));
        d.event(new Event.MerchantPlaced(seat, c.intersection(), from));
    }

    static Rejection checkCaravan(MerchantsState s, int seat, Command.PlaceFreeCaravan c) {
        if (step(s, seat, Step.FreeCaravan.class) == null) {
            return noStep(Phrase.of("merchants.thing.free-caravan"));
        }
        return Building.caravanPlace(s, seat, c.path(), c.replacing());
    }

    static void caravan(Draft d, int seat, Command.PlaceFreeCaravan c) {
        stepDone(d, 0);
        Building.placeCaravan(d, seat, c.path(), c.replacing());
    }

    static Rejection checkSkip(MerchantsState s, int seat, Command.SkipCardStep c) {
        if (!(s.pending() instanceof Pending.CardStep p) || p.seat() != seat) {
            return Refusals.notNow("merchants.there-is-no-development-card-step");
        }
        return null;
    }

    static void skip(Draft d, int seat, Command.SkipCardStep c) {
        stepDone(d, 0);
        d.event(new Event.CardStepSkipped(seat));
    }

    private static int indexOf(int[] cards, int card) {
        for (int i = 0; i < cards.length; i++) {
            if (cards[i] == card) {
                return i;
            }
        }
        return -1;
    }

    /** Once a turn, a card held since before this turn whose timing allows it now. */
    static void listCardsToPlay(MerchantsState s, int seat, Listing out) {
        if (s.cardPlayed()) {
            return;
        }
        Player me = s.player(seat);
        for (int i = 0; i < me.playableCards(); i++) {
            Command.PlayCard c = Choices.playCard(me.cards()[i]);
            out.keep(c, checkPlay(s, seat, c));
        }
    }

    /** Cards a card makes the others hand over (free-form: which cards is theirs to say). */
    static void listGive(MerchantsState s, int seat, Pending.GiveResources p, Listing out) {
        out.freeForm(Command.GiveResources.class, p.waitsFor(seat));
    }

    /** The step of a card being played, for its player: what the step allows, or skipping it. */
    static void listStep(MerchantsState s, int seat, Pending.CardStep p, Listing out) {
        if (p.seat() != seat) {
            return;
        }
        Step step = p.step();
        if (step instanceof Step.TakeResources t) {
            for (Resource r : t.allowed()) {
                Command.TakeResource c = Choices.takeResource(r);
                out.keep(c, checkTake(s, seat, c));
            }
        } else if (step instanceof Step.FreeTradeRoutes) {
            for (int path : RouteFrontier.of(s, seat).paths()) {
                Command.BuildCardRoute c = s.facts().choices.buildCardRoute[path];
                out.keep(c, checkRoute(s, seat, c));
            }
        } else if (step instanceof Step.FreeMerchant) {
            for (int at = 0; at < s.kontorAt().length; at++) {
                if (s.kontorAt()[at] == seat) {
                    for (int replacing : Building.replacements(s.player(seat).merchants())) {
                        Command.PlaceFreeMerchant c = s.facts().choices.placeFreeMerchant[replacing + 1][at];
                        out.keep(c, checkMerchant(s, seat, c));
                    }
                }
            }
        } else if (step instanceof Step.FreeCaravan) {
            for (int path = 0; path < s.routeAt().length; path++) {
                if (s.routeAt()[path] == seat && s.touchesOwnKontor(seat, path)) {
                    for (int replacing : Building.replacements(s.player(seat).caravans())) {
                        Command.PlaceFreeCaravan c = s.facts().choices.placeFreeCaravan[replacing + 1][path];
                        out.keep(c, checkCaravan(s, seat, c));
                    }
                }
            }
        } else if (step instanceof Step.FreeMerchantSteps) {
            Merchants.listMoves(s, seat, out);
        } else if (step instanceof Step.FreeCaravanSteps) {
            Caravans.listMoves(s, seat, out);
        }
        out.keep(Choices.SKIP_CARD_STEP, checkSkip(s, seat, Choices.SKIP_CARD_STEP));
    }
}

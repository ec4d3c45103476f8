package org.kontor.engine.merchants;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.kontor.engine.Phrase;
import org.kontor.engine.Result;
import org.kontor.engine.resources.Resources;
import org.kontor.engine.table.Spot;
import org.kontor.engine.table.TableChoice;
import org.kontor.engine.table.TableLayout;

/**
 * Merchants of Europe's choices on the table's buttons: for each seat the game waits for, the
 * commands of every {@link ButtonChoice} kind, listed as if the seat's hand and purse held plenty,
 * so the list tells nothing of the hand (the rule refuses on confirm what it cannot pay). Of the
 * piece moves it keeps those that leave every reed as it was; the others are made with the pieces.
 */
final class ButtonChoices {

    /**
     * The kinds in the order the buttons show them: a decision the game waits for alone, then in the
     * action phase a delivery (what a caravan's arrival leads to), caravans, merchants, a card.
     */
    private static final List<ButtonChoice> KINDS = List.of(new TradeAnswerChoice(), new RobberVictimChoice(), new NumberTokenChoice(),
            new CityPathChoice(), new DeclineChoice(), new DeliveryChoice(), new CaravanChoice(), new MerchantChoice(),
            new CardPurchaseChoice());
    /** More of each resource and gold than any price on the board: enough to list every choice. */
    private static final Resources PLENTY = Resources.of(new int[] {19, 19, 19, 19, 19});
    private static final int PLENTY_GOLD = 99;

    private ButtonChoices() {
    }

    static List<TableChoice<Command>> of(MerchantsOfEurope rules, MerchantsPhysicalRules table, MerchantsState state) {
        if (state.isOver()) {
            return List.of();
        }
        Set<Spot> occupied = table.expected(state).pieces().keySet();
        List<List<TableChoice<Command>>> byKind = new ArrayList<>();
        KINDS.forEach(kind -> byKind.add(new ArrayList<>()));
        List<Integer> seats = new ArrayList<>(MerchantsOfEurope.waitingFor(state));
        if (state.pending() instanceof Pending.TradeOffer offer && seats.remove(Integer.valueOf(offer.to()))) {
            seats.add(0, offer.to());   // the answer first: its maker's withdrawal after it
        }
        for (int seat : seats) {
            MerchantsState plenty = withPlenty(state, seat);
            Set<List<Object>> outcomes = new HashSet<>();
            for (LegalAction action : rules.legalActions(plenty, seat)) {
                for (int i = 0; i < action.choices().size(); i++) {
                    Command command = action.choices().get(i);
                    ButtonChoice kind = kindOf(command);
                    if (kind == null || MerchantsPhysicalRules.movesAPiece(command)
                            && !unseenAndNew(rules, table, plenty, seat, command, occupied, outcomes)) {
                        continue;
                    }
                    LegalAction.Price price = !action.prices().isEmpty() ? action.prices().get(i)
                            : action.cost() == null ? null : new LegalAction.Price(action.cost(), action.goldCost());
                    Object who = state.config().colours().get(seat);
                    byKind.get(KINDS.indexOf(kind)).add(new TableChoice<>(seat, command, kind.words(state, seat, command, price),
                            Phrase.of("merchants.button.unaffordable", who)));
                }
            }
        }
        return byKind.stream().flatMap(List::stream).toList();
    }

    private static ButtonChoice kindOf(Command command) {
        for (ButtonChoice kind : KINDS) {
            if (kind.takes(command)) {
                return kind;
            }
        }
        return null;
    }

    /**
     * Whether a piece move leaves every reed as it was (a caravan beside a route, a merchant on a
     * kontor) and differs from the moves kept so far: two walks to the same path paying the same
     * tolls are one move to the players, as the table's readings count them.
     */
    private static boolean unseenAndNew(MerchantsOfEurope rules, MerchantsPhysicalRules table, MerchantsState plenty, int seat,
            Command command, Set<Spot> occupied, Set<List<Object>> outcomes) {
        if (command instanceof Command.MoveMerchant move && !occupied.contains(Spot.intersection(move.destination()))) {
            return false;   // onto an empty spot: the reeds read it (most walks, told without playing each)
        }
        if (!(rules.apply(plenty, seat, plenty.version(), command) instanceof Result.Accepted<MerchantsState, Event> accepted)) {
            return false;
        }
        TableLayout after = table.expected(accepted.state());
        if (!after.pieces().keySet().equals(occupied)) {
            return false;
        }
        PublicView view = (PublicView) rules.publicView(accepted.state());
        return outcomes.add(List.of(after, view.players(), view.pending() == null ? "" : view.pending()));
    }

    /** {@code state} with the seat's hand and gold enough for any price: its choices as the public can list them. */
    private static MerchantsState withPlenty(MerchantsState state, int seat) {
        Player[] players = state.players().clone();
        players[seat] = players[seat].withHandAndGold(PLENTY, PLENTY_GOLD);
        return state.withPlayers(players);
    }
}

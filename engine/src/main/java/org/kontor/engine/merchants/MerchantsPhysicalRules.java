package org.kontor.engine.merchants;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.kontor.engine.Phrase;
import org.kontor.engine.Result;
import org.kontor.engine.board.PlayerColour;
import org.kontor.engine.merchants.board.MerchantsBoard;
import org.kontor.engine.resources.Resources;
import org.kontor.engine.table.BankOffer;
import org.kontor.engine.table.PhysicalRules;
import org.kontor.engine.table.Reading;
import org.kontor.engine.table.SeatCommand;
import org.kontor.engine.table.Spot;
import org.kontor.engine.table.Standing;
import org.kontor.engine.table.TableLayout;

/**
 * Merchants of Europe on a physical board. Pieces and their sensor names: kontors and merchants on
 * intersections (a merchant standing at a kontor is on top), trade routes and caravans on paths
 * (a caravan beside a route is on top), the robber on a hex. Built only from the public API:
 * the public view for where pieces stand, the legal actions for what may move, and
 * {@code apply} for where they stand afterwards, so this can never disagree with the referee.
 */
public final class MerchantsPhysicalRules implements PhysicalRules<MerchantsState, Command> {

    public static final String KONTOR = "kontor";
    public static final String ROUTE = "route";
    public static final String MERCHANT = "merchant";
    public static final String CARAVAN = "caravan";
    public static final String ROBBER = "robber";

    private final MerchantsOfEurope rules = new MerchantsOfEurope();

    /** Merchants of Europe's code in a board's HELLO and its kinds by number (protocol.md §7). */
    static final int GAME_CODE = 1;
    private static final List<String> KINDS = List.of("?", KONTOR, ROUTE, MERCHANT, CARAVAN, ROBBER);

    @Override
    public int gameCode() {
        return GAME_CODE;
    }

    @Override
    public List<String> pieceKinds() {
        return KINDS;
    }

    @Override
    public List<String> pieces() {
        return KINDS.subList(1, KINDS.size());
    }

    @Override
    public java.util.SortedSet<Spot> spotsInUse(MerchantsState state) {
        return spotsInUse(state.config().board());
    }

    /** The cities around the spot, or the nearest one. */
    @Override
    public String landmark(MerchantsState state, Spot spot) {
        MerchantsBoard board = state.config().board();
        return new org.kontor.engine.table.HexLandmarks(board, intersection -> {
            var city = board.cityAt(intersection);
            return city == null ? null : city.name();
        }).of(spot);
    }

    @Override
    public TableLayout expected(MerchantsState state) {
        PublicView view = (PublicView) rules.publicView(state);
        Map<Spot, Standing> pieces = new TreeMap<>();
        for (PublicView.Piece p : view.kontors()) {
            pieces.put(Spot.intersection(p.at()), new Standing(KONTOR, colour(state, p.owner())));
        }
        for (PublicView.Piece p : view.merchants()) {
            pieces.put(Spot.intersection(p.at()), new Standing(MERCHANT, colour(state, p.owner())));
        }
        for (PublicView.Piece p : view.routes()) {
            pieces.put(Spot.path(p.at()), new Standing(ROUTE, colour(state, p.owner())));
        }
        for (PublicView.Piece p : view.caravans()) {
            pieces.put(Spot.path(p.at()), new Standing(CARAVAN, colour(state, p.owner())));
        }
        if (view.robberHex() >= 0) {
            pieces.put(Spot.hex(view.robberHex()), Standing.neutral(ROBBER));
        }
        return TableLayout.of(pieces);
    }

    @Override
    public List<Reading<Command>> readings(MerchantsState state) {
        PublicView view = (PublicView) rules.publicView(state);
        List<Reading<Command>> readings = new ArrayList<>();
        Set<List<Object>> outcomes = new HashSet<>();
        for (int seat : view.waitingFor()) {
            for (LegalAction action : rules.legalActions(state, seat)) {
                for (int i = 0; i < action.choices().size(); i++) {
                    Command choice = action.choices().get(i);
                    if (!movesAPiece(choice)) {
                        continue;
                    }
                    Result<MerchantsState, Event> result = rules.apply(state, seat, state.version(), choice);
                    if (result instanceof Result.Accepted<MerchantsState, Event> accepted) {
                        TableLayout after = expected(accepted.state());
                        PublicView afterView = (PublicView) rules.publicView(accepted.state());
                        // Two walks to the same path that pay the same tolls are one move to the players.
                        if (outcomes.add(List.of(after, afterView.players(), afterView.pending() == null ? "" : afterView.pending()))) {
                            // A kind with one price for every choice (building a merchant) has it on the action itself.
                            LegalAction.Price price = !action.prices().isEmpty() ? action.prices().get(i)
                                    : action.cost() == null ? null : new LegalAction.Price(action.cost(), action.goldCost());
                            readings.add(new Reading<>(seat, choice, after, words(state, seat, choice, price)));
                        }
                    }
                }
            }
        }
        return readings;
    }


    @Override
    public Optional<SeatCommand<Command>> roll(MerchantsState state, List<Integer> dice) {
        if (!dice.isEmpty() && dice.size() != 2) {
            return Optional.empty();
        }
        Command roll = dice.isEmpty() ? Command.Roll.virtual() : Command.Roll.table(dice.get(0), dice.get(1));
        return first(state, "roll", roll);
    }

    @Override
    public Optional<SeatCommand<Command>> endTurn(MerchantsState state) {
        return first(state, "end-turn", new Command.EndTurn());
    }

    /** The five resources, then gold: what the trade buttons cycle through. */
    @Override
    public int bankGoods() {
        return MerchantsResources.ALL.size() + 1;
    }

    /**
     * The active player's trade with the supply: 3 of a resource for 1 other resource or 1 gold, or
     * 2 gold for 1 resource (rulebook p. 6), whatever they hold; before the roll, the rule refuses it.
     */
    @Override
    public Optional<BankOffer<Command>> bankTrade(MerchantsState state, int give, int take) {
        if (state.isOver() || state.phase() != Phase.BEFORE_ROLL && state.phase() != Phase.ACTION) {
            return Optional.empty();
        }
        int gold = MerchantsResources.ALL.size();
        PlayerColour who = state.config().colours().get(state.active());
        Object given = give == gold ? Phrase.of("merchants.table-trade.gold", BankTrade.GOLD_PRICE)
                : Resources.of(MerchantsResources.ALL.get(give), BankTrade.RATES.rate(MerchantsResources.ALL.get(give)));
        Object taken = take == gold ? Phrase.of("merchants.table-trade.gold", 1) : Resources.of(MerchantsResources.ALL.get(take), 1);
        Command command = give == gold ? new Command.BuyWithGold(MerchantsResources.ALL.get(take))
                : take == gold ? new Command.TradeForGold(MerchantsResources.ALL.get(give))
                : new Command.TradeWithBank(MerchantsResources.ALL.get(give), MerchantsResources.ALL.get(take));
        return Optional.of(new BankOffer<>(state.active(), command, Phrase.of("merchants.table-trade.offer", who, given, taken),
                Phrase.of("merchants.table-trade.unaffordable", who, given)));
    }

    /**
     * The public choices the reeds cannot read, on the table's buttons: the robber's victim, caravans
     * and hired merchants, a card bought, a delivery, a number token, a city's path, a "may" let go
     * ({@link ButtonChoices}).
     */
    @Override
    public List<org.kontor.engine.table.TableChoice<Command>> choices(MerchantsState state) {
        return ButtonChoices.of(rules, this, state);
    }

    /** {@code command} for the first waiting seat offered an action of {@code kind}. */
    private Optional<SeatCommand<Command>> first(MerchantsState state, String kind, Command command) {
        PublicView view = (PublicView) rules.publicView(state);
        for (int seat : view.waitingFor()) {
            for (LegalAction action : rules.legalActions(state, seat)) {
                if (action.kind().equals(kind)) {
                    return Optional.of(new SeatCommand<>(seat, command));
                }
            }
        }
        return Optional.empty();
    }

    /**
     * The spots a piece can ever stand on in a game on {@code board}, which a table's sensors must
     * cover: intersections that touch a path, paths (land paths and sea lanes), land hexes (the robber).
     */
    public static java.util.SortedSet<Spot> spotsInUse(MerchantsBoard board) {
        java.util.SortedSet<Spot> spots = new TreeSet<>();
        org.kontor.engine.board.Topology topology = board.topology();
        for (int i = 0; i < topology.intersectionCount(); i++) {
            if (board.isUsableIntersection(i)) {
                spots.add(Spot.intersection(i));
            }
        }
        for (int p = 0; p < topology.pathCount(); p++) {
            if (board.isPath(p)) {
                spots.add(Spot.path(p));
            }
        }
        for (int h = 0; h < topology.hexCount(); h++) {
            if (board.terrain(h).isLand()) {
                spots.add(Spot.hex(h));
            }
        }
        return spots;
    }

    static boolean movesAPiece(Command command) {
        return command instanceof Command.PlaceKontor || command instanceof Command.PlaceSetupRoute
                || command instanceof Command.MoveRobber || command instanceof Command.BuildMerchant
                || command instanceof Command.BuildCaravan || command instanceof Command.BuildRoute
                || command instanceof Command.BuildFreeRoute || command instanceof Command.MoveMerchant
                || command instanceof Command.MoveCaravan || command instanceof Command.BuildCardRoute
                || command instanceof Command.PlaceFreeMerchant || command instanceof Command.PlaceFreeCaravan;
    }

    private static PlayerColour colour(MerchantsState state, int owner) {
        return owner >= 0 && owner < state.config().colours().size() ? state.config().colours().get(owner) : null;
    }

    /** The reading as the phone that asks says it: "Red caravan along paths 12, 13, paying 1 gold". */
    static Phrase words(MerchantsState state, int seat, Command command, LegalAction.Price price) {
        PlayerColour who = state.config().colours().get(seat);
        Phrase what;
        if (command instanceof Command.MoveCaravan c) {
            what = Phrase.of("merchants.reading.move-caravan", who, joined(c.walk()));
        } else if (command instanceof Command.MoveMerchant c) {
            what = Phrase.of("merchants.reading.move-merchant", who, c.destination());
        } else if (command instanceof Command.MoveRobber c) {
            what = Phrase.of("merchants.reading.move-robber", who, c.hex());
        } else if (command instanceof Command.BuildRoute c) {
            what = Phrase.of("merchants.reading.build-route", who, c.path());
        } else if (command instanceof Command.BuildFreeRoute c) {
            what = Phrase.of("merchants.reading.build-route", who, c.path());
        } else if (command instanceof Command.BuildCardRoute c) {
            what = Phrase.of("merchants.reading.build-route", who, c.path());
        } else if (command instanceof Command.PlaceSetupRoute c) {
            what = Phrase.of("merchants.reading.build-route", who, c.path());
        } else if (command instanceof Command.PlaceKontor c) {
            what = Phrase.of("merchants.reading.place-kontor", who, c.intersection());
        } else if (command instanceof Command.BuildMerchant c) {
            what = replacing(Phrase.of("merchants.reading.build-merchant", who, c.intersection()), "merchants.reading.replacing-intersection",
                    c.replacing() < 0 ? -1 : state.player(seat).merchants()[c.replacing()]);
        } else if (command instanceof Command.PlaceFreeMerchant c) {
            what = replacing(Phrase.of("merchants.reading.build-merchant", who, c.intersection()), "merchants.reading.replacing-intersection",
                    c.replacing() < 0 ? -1 : state.player(seat).merchants()[c.replacing()]);
        } else if (command instanceof Command.BuildCaravan c) {
            what = replacing(Phrase.of("merchants.reading.build-caravan", who, c.path()), "merchants.reading.replacing-path",
                    c.replacing() < 0 ? -1 : state.player(seat).caravans()[c.replacing()]);
        } else if (command instanceof Command.PlaceFreeCaravan c) {
            what = replacing(Phrase.of("merchants.reading.build-caravan", who, c.path()), "merchants.reading.replacing-path",
                    c.replacing() < 0 ? -1 : state.player(seat).caravans()[c.replacing()]);
        } else {
            what = Phrase.of("merchants.reading.other", who, command.getClass().getSimpleName());
        }
        return paying(what, price);
    }

    /** "…, paying 1 salt and 2 gold": a choice's price, public on the board's price list and the toll track. */
    static Phrase paying(Phrase what, LegalAction.Price price) {
        if (price == null || price.cards().total() == 0 && price.gold() == 0) {
            return what;
        }
        if (price.gold() == 0) {
            return Phrase.of("merchants.reading.paying", what, price.cards());
        }
        return price.cards().total() == 0 ? Phrase.of("merchants.reading.paying-gold", what, price.gold())
                : Phrase.of("merchants.reading.paying-cards-and-gold", what, price.cards(), price.gold());
    }

    /** "…, the one from intersection 88": with both of its kind out, the piece is taken from where it stood. */
    private static Phrase replacing(Phrase what, String key, int from) {
        return from < 0 ? what : Phrase.of(key, what, from);
    }

    /** "12, 13, 14": path numbers said as they are (a list argument would be read as choices). */
    private static String joined(List<Integer> ids) {
        return String.join(", ", ids.stream().map(String::valueOf).toList());
    }
}

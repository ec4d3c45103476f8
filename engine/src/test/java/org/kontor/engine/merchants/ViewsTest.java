package org.kontor.engine.merchants;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.kontor.engine.Rng;
import org.kontor.engine.board.Resource;
import org.kontor.engine.resources.Resources;

/**
 * Views show a seat its own hand and everyone else's counts; no view type can hold the seed, the
 * generator, the deck or another hand. Commands, views, actions and events all travel as JSON.
 */
class ViewsTest {

    static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void no_view_type_has_a_field_for_the_generator_the_deck_the_stock_order_or_the_state() throws Exception {
        Set<Class<?>> seen = new HashSet<>();
        List<String> fields = new ArrayList<>();
        walk(SeatView.class, seen, fields);
        walk(PublicView.class, seen, fields);

        assertThat(seen).doesNotContain(Rng.class, MerchantsState.class, Player.class, BoardFacts.class, int[].class);
        assertThat(fields).noneMatch(f -> f.matches("(?i).*\\.(seed|rng|deck|stock|random|generator|hands)"));
        assertThat(fields).contains("SeatView.hand", "PlayerSummary.resourceCards", "PublicView.developmentCardsInDeck");
    }

    private static void walk(Type type, Set<Class<?>> seen, List<String> fields) {
        if (type instanceof ParameterizedType p) {
            for (Type arg : p.getActualTypeArguments()) {
                walk(arg, seen, fields);
            }
            return;
        }
        if (!(type instanceof Class<?> c) || !seen.add(c)) {
            return;
        }
        if (c.isRecord()) {
            for (RecordComponent rc : c.getRecordComponents()) {
                fields.add(c.getSimpleName() + "." + rc.getName());
                walk(rc.getGenericType(), seen, fields);
            }
        }
        if (c.isSealed()) {
            for (Class<?> sub : c.getPermittedSubclasses()) {
                walk(sub, seen, fields);
            }
        }
    }

    @Test
    void a_seat_sees_its_own_hand_and_only_the_count_of_anothers() throws Exception {
        Draft d = Games.emptyTable(Games.tableDice(TestBoards.ring(), Games.FOUR), 31);
        d.give(0, new Resources(7, 0, 3, 0, 11));
        d.give(1, Resources.of(Resource.WOOL, 2));
        MerchantsState s = d.freeze();

        SeatView blue = Games.RULES.view(s, 1);
        String json = JSON.writeValueAsString(blue);
        assertThat(blue.hand()).isEqualTo(Resources.of(Resource.WOOL, 2));
        assertThat(blue.table().players().get(0).resourceCards()).isEqualTo(21);
        assertThat(json).doesNotContain("\"salt\":11").doesNotContain("\"lumber\":7");
        assertThat(JSON.writeValueAsString(Games.RULES.view(s, 0))).contains("\"salt\":11");
    }

    @Test
    void a_seat_view_made_beside_the_tables_holds_that_very_table_view_and_is_otherwise_the_same() {
        RandomGames driver = new RandomGames();
        MerchantsState s = driver.play(Games.config(TestBoards.ring(), Games.FOUR, GameConfig.SetupKind.VARIABLE,
                GameConfig.DiceSource.VIRTUAL, RuleOptions.DEFAULTS), 99, 12, false);
        PublicView table = Games.RULES.publicView(s);
        for (int seat = 0; seat < 4; seat++) {
            SeatView beside = Games.RULES.view(s, seat, table);
            assertThat(beside.table()).isSameAs(table);
            assertThat(beside).isEqualTo(Games.RULES.view(s, seat));
        }
        // A table view of another state (an older version) is not taken: the seat's own is made.
        MerchantsState later = driver.play(Games.config(TestBoards.ring(), Games.FOUR, GameConfig.SetupKind.VARIABLE,
                GameConfig.DiceSource.VIRTUAL, RuleOptions.DEFAULTS), 99, 40, false);
        SeatView notStale = Games.RULES.view(later, 0, table);
        assertThat(notStale.table()).isNotSameAs(table).isEqualTo(Games.RULES.publicView(later));
    }

    @Test
    void a_stolen_card_and_a_drawn_development_card_are_told_only_to_those_involved() {
        Event stolen = new Event.CardStolen(0, 1, Resource.ORE);
        assertThat(stolen.seenBy(0)).isEqualTo(stolen);
        assertThat(stolen.seenBy(1)).isEqualTo(stolen);
        assertThat(stolen.seenBy(2)).isEqualTo(new Event.CardStolen(0, 1, null));
        assertThat(new Event.CardBought(2, 17).seenBy(3)).isEqualTo(new Event.CardBought(2, -1));
    }

    static final List<Command> EXAMPLES = List.of(Command.Roll.virtual(), Command.Roll.table(3, 4), new Command.PlaceKontor(4),
                new Command.PlaceSetupRoute(9), new Command.Discard(new Resources(1, 0, 2, 0, 1)), new Command.MoveRobber(3),
                new Command.Steal(2), new Command.SkipSteal(), new Command.TradeWithBank(Resource.ORE, Resource.WOOL),
                new Command.TradeForGold(Resource.SALT), new Command.BuyWithGold(Resource.GRAIN),
                new Command.OfferTrade(1, Resources.of(Resource.ORE, 1), 1, Resources.of(Resource.WOOL, 2), 0),
                new Command.AcceptTrade(), new Command.DeclineTrade(),
                new Command.CounterTrade(Resources.NONE, 2, Resources.of(Resource.LUMBER, 1), 0), new Command.BuyCard(),
                new Command.PlayCard(5), new Command.BuildMerchant(12, -1), new Command.BuildCaravan(30, 1),
                new Command.BuildRoute(31), new Command.ChoosePath(1), new Command.BuildFreeRoute(32),
                new Command.DeclineFreeRoute(), new Command.EndTurn(), new Command.MoveMerchant(0, 14),
                new Command.PlaceNumberToken(3, 11), new Command.MoveNumberToken(3, 7),
                new Command.MoveCaravan(1, List.of(30, 31, 32)), new Command.Deliver(12),
                new Command.TakeResource(Resource.SALT), new Command.GiveResources(Resources.of(Resource.WOOL, 1)),
                new Command.BuildCardRoute(31), new Command.PlaceFreeMerchant(12, -1), new Command.PlaceFreeCaravan(30, 0),
                new Command.SkipCardStep());

    static Command example(Class<?> type) {
        return EXAMPLES.stream().filter(type::isInstance).findFirst().orElseThrow();
    }

    @Test
    void every_command_round_trips_through_json_under_its_short_name() throws Exception {
        List<Command> commands = EXAMPLES;
        assertThat(commands).extracting(Object::getClass).containsOnly(Command.class.getPermittedSubclasses());
        for (Command c : commands) {
            String json = JSON.writeValueAsString(c);
            assertThat(json).startsWith("{\"type\":\"" + LegalActions.kind(c.getClass()) + "\"");
            assertThat(JSON.readValue(json, Command.class)).isEqualTo(c);
        }
        assertThat(JSON.readValue("{\"type\":\"build-route\",\"path\":7}", Command.class)).isEqualTo(new Command.BuildRoute(7));
    }

    @Test
    void views_and_events_of_a_random_game_serialise_to_json() throws Exception {
        RandomGames driver = new RandomGames();
        MerchantsState s = driver.play(Games.config(TestBoards.ring(), Games.FOUR, GameConfig.SetupKind.VARIABLE,
                GameConfig.DiceSource.VIRTUAL, RuleOptions.DEFAULTS), 99, 12, false);
        for (int seat = 0; seat < 4; seat++) {
            String json = JSON.writeValueAsString(Games.RULES.view(s, seat));
            SeatView back = JSON.readValue(json, SeatView.class);
            assertThat(back).isEqualTo(Games.RULES.view(s, seat));
        }
        assertThat(JSON.readValue(JSON.writeValueAsString(Games.RULES.publicView(s)), PublicView.class))
                .isEqualTo(Games.RULES.publicView(s));
        Event e = new Event.Production(5, java.util.Map.of(1, Resources.of(Resource.WOOL, 1)));
        assertThat(JSON.readValue(JSON.writeValueAsString(e), Event.class)).isEqualTo(e);
    }

    /** A whole game to its winner: every event, and the views every few commands, survive a JSON round trip. */
    @Test
    void every_part_2_event_pending_decision_and_view_of_a_game_to_its_winner_round_trips_through_json() throws Exception {
        GameConfig config = Games.config(TestBoards.ring(), Games.FOUR, GameConfig.SetupKind.VARIABLE,
                GameConfig.DiceSource.TABLE, RuleOptions.DEFAULTS);
        RandomPlayer player = new RandomPlayer(11);
        MerchantsState s = MerchantsOfEurope.setup(config, 11);
        Set<Class<?>> kinds = new HashSet<>();
        for (int step = 0; s.winner() < 0 && step < 20_000; step++) {
            int seat = player.seat(s);
            Command c = player.choose(s, seat, Games.RULES.legalActions(s, seat));
            var r = Games.RULES.apply(s, seat, s.version(), c);
            if (!(r instanceof org.kontor.engine.Result.Accepted<MerchantsState, Event> a)) {
                continue;
            }
            for (Event e : a.events()) {
                for (Event seen : List.of(e, e.seenBy((seat + 1) % 4))) {
                    assertThat(JSON.readValue(JSON.writeValueAsString(seen), Event.class)).isEqualTo(seen);
                }
                kinds.add(e.getClass());
            }
            s = a.state();
            if (s.pending() != null || step % 10 == 0) {
                PublicView table = Games.RULES.publicView(s);
                assertThat(JSON.readValue(JSON.writeValueAsString(table), PublicView.class)).isEqualTo(table);
                SeatView mine = Games.RULES.view(s, s.active());
                assertThat(JSON.readValue(JSON.writeValueAsString(mine), SeatView.class)).isEqualTo(mine);
            }
        }
        assertThat(s.winner()).isNotNegative();
        assertThat(kinds).contains(Event.MerchantMoved.class, Event.KontorFounded.class, Event.NumberTokenPlaced.class,
                Event.CaravanMoved.class, Event.TollPaid.class, Event.GoodsDelivered.class, Event.CardPlayed.class,
                Event.GameWon.class);
    }
}

package org.kontor.engine.merchants;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.kontor.engine.Language;
import org.kontor.engine.Phrase;
import org.kontor.engine.Result;
import org.kontor.engine.table.Reconciler;
import org.kontor.engine.table.Sensed;
import org.kontor.engine.table.Spot;
import org.kontor.engine.table.TableLayout;
import org.kontor.engine.table.TableWords;
import org.kontor.engine.table.Verdict;

/**
 * The physical table's reconciliation on real positions of random games (seeds 1 and up, printed
 * by {@link Games.Sampled}'s order): a piece moved on the table as a command would move it is read
 * back as that command, a wrong piece is out of sync and says where, and a change two moves
 * would explain is refused.
 */
class MerchantsPhysicalRulesTest {
    private static final MerchantsPhysicalRules TABLE = new MerchantsPhysicalRules();
    private static final GameConfig CONFIG = Games.benchmark("europe-short", Games.FOUR, RuleOptions.DEFAULTS);

    /** What sensors that can tell pieces and colours apart report for this layout. */
    static Map<Spot, Sensed> sensedWithPieces(TableLayout layout) {
        Map<Spot, Sensed> sensed = new TreeMap<>();
        layout.pieces().forEach((spot, standing) -> sensed.put(spot, new Sensed(standing.piece(),
                standing.colourName())));
        return sensed;
    }

    /** What reed switches report: only that something is there. */
    static Map<Spot, Sensed> sensedPresenceOnly(TableLayout layout) {
        Map<Spot, Sensed> sensed = new TreeMap<>();
        layout.pieces().keySet().forEach(spot -> sensed.put(spot, Sensed.SOMETHING));
        return sensed;
    }

    private static Verdict<Command> judge(MerchantsState state, Map<Spot, Sensed> sensed) {
        return Reconciler.judge(sensed, TABLE.expected(state), () -> TABLE.readings(state));
    }

    private static MerchantsState after(MerchantsState state, int seat, Command command) {
        return ((Result.Accepted<MerchantsState, Event>) Games.RULES.apply(state, seat, state.version(), command)).state();
    }

    /** The first sampled position where {@code seat} gave a command the test is about. */
    private static Games.Sampled sample(int count, Predicate<Command> keep) {
        return Games.Sampled.of(CONFIG, count, 40, keep);
    }

    /**
     * Every trade with the supply a random game made (3:1, for gold, with gold) is the command the
     * trade buttons compose for those two kinds, for the seat that made it, said with its price.
     */
    @Test
    void a_trade_composed_on_the_buttons_is_the_command_the_phone_sends() {
        Games.Sampled trades = sample(20, c -> c instanceof Command.TradeWithBank || c instanceof Command.TradeForGold
                || c instanceof Command.BuyWithGold);
        int gold = MerchantsResources.ALL.size();
        assertThat(TABLE.bankGoods()).isEqualTo(gold + 1);
        java.util.Set<Class<?>> kinds = new java.util.HashSet<>();
        for (int i = 0; i < trades.commands().length; i++) {
            Command c = trades.commands()[i];
            int give = c instanceof Command.TradeWithBank t ? MerchantsResources.ALL.indexOf(t.give())
                    : c instanceof Command.TradeForGold t ? MerchantsResources.ALL.indexOf(t.give()) : gold;
            int take = c instanceof Command.TradeWithBank t ? MerchantsResources.ALL.indexOf(t.take())
                    : c instanceof Command.BuyWithGold t ? MerchantsResources.ALL.indexOf(t.take()) : gold;
            org.kontor.engine.table.BankOffer<Command> offer = TABLE.bankTrade(trades.states()[i], give, take).orElseThrow();
            assertThat(offer.seat()).isEqualTo(trades.seats()[i]);
            assertThat(offer.command()).isEqualTo(c);
            String words = offer.offer().message(Language.ENGLISH);
            assertThat(words).matches(c instanceof Command.BuyWithGold ? "\\w+ trades 2 gold for 1 \\w+: press confirm\\."
                    : c instanceof Command.TradeForGold ? "\\w+ trades 3 \\w+ for 1 gold: press confirm\\."
                    : "\\w+ trades 3 \\w+ for 1 \\w+: press confirm\\.");
            kinds.add(c.getClass());
        }
        assertThat(kinds).as("trades sampled").isNotEmpty();
        MerchantsState s = trades.states()[0];
        assertThat(TABLE.bankTrade(s, 0, 1).orElseThrow().command())
                .isEqualTo(new Command.TradeWithBank(MerchantsResources.ALL.get(0), MerchantsResources.ALL.get(1)));
        assertThat(TABLE.bankTrade(s, gold, 0).orElseThrow().command()).isEqualTo(new Command.BuyWithGold(MerchantsResources.ALL.get(0)));
        assertThat(TABLE.bankTrade(s, 0, gold).orElseThrow().command()).isEqualTo(new Command.TradeForGold(MerchantsResources.ALL.get(0)));
        assertThat(TABLE.bankTrade(sample(1, c -> c instanceof Command.PlaceKontor).states()[0], 0, 1)).as("none in the setup").isEmpty();
    }

    @Test
    void the_table_as_the_rules_expect_it_is_in_sync() {
        MerchantsState start = MerchantsOfEurope.setup(Games.config(CONFIG.board(), Games.FOUR,
                GameConfig.SetupKind.FIXED, GameConfig.DiceSource.VIRTUAL, RuleOptions.DEFAULTS), 1);
        TableLayout expected = TABLE.expected(start);
        assertThat(expected.pieces()).hasSizeGreaterThan(12);
        assertThat(judge(start, sensedWithPieces(expected))).isInstanceOf(Verdict.InSync.class);
        assertThat(judge(start, sensedPresenceOnly(expected))).isInstanceOf(Verdict.InSync.class);
    }

    @Test
    void a_route_placed_on_the_table_is_the_build_route_command() {
        Games.Sampled routes = sample(10, c -> c instanceof Command.BuildRoute);
        for (int i = 0; i < 10; i++) {
            MerchantsState s = routes.states()[i];
            Command built = routes.commands()[i];
            TableLayout afterwards = TABLE.expected(after(s, routes.seats()[i], built));
            assertThat(judge(s, sensedWithPieces(afterwards))).as("sample %d", i)
                    .isEqualTo(new Verdict.Move<>(TABLE.readings(s).stream().filter(r -> r.command().equals(built)).findFirst().orElseThrow()));
            // Reed switches see a new piece on an empty path, which only this route explains.
            assertThat(judge(s, sensedPresenceOnly(afterwards))).as("presence only, sample %d", i)
                    .isInstanceOfSatisfying(Verdict.Move.class, m -> assertThat(m.reading().command()).isEqualTo(built));
        }
    }

    /** Issue 40: a phone showed "Blue: BuildMerchant[intersection=165, replacing=1]", and a build reading no price. */
    @Test
    void every_reading_is_said_in_the_players_words_with_its_price() {
        Games.Sampled builds = sample(60, c -> c instanceof Command.BuildMerchant || c instanceof Command.BuildCaravan
                || c instanceof Command.PlaceKontor || c instanceof Command.PlaceSetupRoute);
        int priced = 0;
        for (int i = 0; i < 60; i++) {
            Command built = builds.commands()[i];
            org.kontor.engine.table.Reading<Command> reading = TABLE.readings(builds.states()[i]).stream()
                    .filter(r -> r.command().equals(built)).findFirst().orElseThrow();
            assertThat(reading.words()).as("sample %d: %s", i, built).doesNotContain("[", "=", "Build", "Place")
                    .matches("(Red|Blue|White|Orange) (kontor|route|merchant|caravan) on (intersection|path) \\d+.*");
            assertThat(reading.words(org.kontor.engine.Language.SPANISH)).doesNotContain("[", "=");
            if (built instanceof Command.BuildMerchant || built instanceof Command.BuildCaravan) {
                assertThat(reading.words()).as("sample %d", i).contains(", paying ");
                priced++;
            }
        }
        assertThat(priced).isPositive();
    }

    @Test
    void a_merchant_moved_five_intersections_is_read_back_and_pays_two_grain() {
        Games.Sampled moves = sample(400, c -> c instanceof Command.MoveMerchant);
        int checked = 0;
        for (int i = 0; i < 400 && checked < 3; i++) {
            MerchantsState s = moves.states()[i];
            int seat = moves.seats()[i];
            MerchantsState moved = after(s, seat, moves.commands()[i]);
            if (s.player(seat).hand().grain() - moved.player(seat).hand().grain() != 2) {
                continue;
            }
            Verdict<Command> verdict = judge(s, sensedWithPieces(TABLE.expected(moved)));
            assertThat(verdict).as("sample %d", i).isInstanceOfSatisfying(Verdict.Move.class, m -> {
                MerchantsState read = after(s, seat, (Command) m.reading().command());
                assertThat(read.player(seat).hand().grain()).isEqualTo(s.player(seat).hand().grain() - 2);
                assertThat(TABLE.expected(read)).isEqualTo(TABLE.expected(moved));
            });
            checked++;
        }
        assertThat(checked).as("merchant moves that cost 2 grain among the samples").isPositive();
    }

    @Test
    void a_caravan_moved_across_opponents_routes_pays_the_toll() {
        Games.Sampled moves = sample(400, c -> c instanceof Command.MoveCaravan);
        int checked = 0;
        for (int i = 0; i < 400 && checked < 3; i++) {
            MerchantsState s = moves.states()[i];
            int seat = moves.seats()[i];
            MerchantsState moved = after(s, seat, moves.commands()[i]);
            if (moved.player(seat).gold() >= s.player(seat).gold()) {
                continue;   // no toll on this walk
            }
            Verdict<Command> verdict = judge(s, sensedWithPieces(TABLE.expected(moved)));
            if (verdict instanceof Verdict.Move<Command> move) {
                MerchantsState read = after(s, seat, move.reading().command());
                assertThat(read.player(seat).gold()).as("sample %d", i).isEqualTo(moved.player(seat).gold());
                checked++;
            } else {
                assertThat(verdict).as("sample %d: several walks reach the same path", i).isInstanceOf(Verdict.Ask.class);
            }
        }
        assertThat(checked).as("toll-paying caravan moves read back").isPositive();
    }

    /** Issue 40: founding a kontor said "Take a white merchant off intersection 72: nothing belongs there". */
    @Test
    void a_merchant_left_where_the_kontor_it_founded_belongs_is_told_to_swap_and_the_kontor_finishes_the_move() {
        Games.Sampled moves = sample(400, c -> c instanceof Command.MoveMerchant);
        for (int i = 0; i < 400; i++) {
            MerchantsState s = moves.states()[i];
            int seat = moves.seats()[i];
            Result<MerchantsState, Event> result = Games.RULES.apply(s, seat, s.version(), moves.commands()[i]);
            Event.KontorFounded founded = ((Result.Accepted<MerchantsState, Event>) result).events().stream()
                    .filter(Event.KontorFounded.class::isInstance).map(Event.KontorFounded.class::cast).findFirst().orElse(null);
            if (founded == null) {
                continue;
            }
            TableLayout afterwards = TABLE.expected(((Result.Accepted<MerchantsState, Event>) result).state());
            Map<Spot, Sensed> merchantLeft = sensedWithPieces(afterwards);
            Spot city = Spot.intersection(founded.intersection());
            String colour = merchantLeft.get(city).colour();
            merchantLeft.put(city, new Sensed(MerchantsPhysicalRules.MERCHANT, colour));
            assertThat(judge(s, merchantLeft)).as("sample %d", i).isInstanceOfSatisfying(Verdict.OutOfSync.class, out ->
                    assertThat(((Verdict.OutOfSync<?>) out).differences()).extracting(Verdict.Difference::words).containsExactly(
                            "On " + city + " belongs a " + colour + " kontor, not a " + colour + " merchant."));
            assertThat(judge(s, sensedWithPieces(afterwards))).isInstanceOf(Verdict.Move.class);
            return;
        }
        throw new AssertionError("no merchant founded a kontor in the sample");
    }

    @Test
    void the_robber_moved_on_the_table_is_the_move_robber_command() {
        Games.Sampled moves = sample(5, c -> c instanceof Command.MoveRobber);
        for (int i = 0; i < 5; i++) {
            MerchantsState s = moves.states()[i];
            Command command = moves.commands()[i];
            TableLayout afterwards = TABLE.expected(after(s, moves.seats()[i], command));
            assertThat(judge(s, sensedPresenceOnly(afterwards))).isInstanceOfSatisfying(Verdict.Move.class,
                    m -> assertThat(m.reading().command()).isEqualTo(command));
        }
    }

    @Test
    void an_illegal_piece_puts_the_table_out_of_sync_naming_the_spot_and_taking_it_away_brings_it_back() {
        Games.Sampled routes = sample(1, c -> c instanceof Command.BuildRoute);
        MerchantsState s = routes.states()[0];
        TableLayout expected = TABLE.expected(s);
        Map<Spot, Sensed> sensed = sensedWithPieces(expected);
        Spot nowhere = freePathNoRouteMayTake(s);
        sensed.put(nowhere, new Sensed("route", "red"));
        Verdict<Command> verdict = judge(s, sensed);
        assertThat(verdict).isInstanceOfSatisfying(Verdict.OutOfSync.class, out -> {
            assertThat(out.differences()).singleElement().satisfies(d -> {
                Verdict.Difference difference = (Verdict.Difference) d;
                assertThat(difference.spot()).isEqualTo(nowhere);
                assertThat(difference.words()).isEqualTo("Take a red route off " + nowhere + ": nothing belongs there.");
                assertThat(TableWords.fix(difference).message(Language.SPANISH))
                        .isEqualTo("Quita una ruta de color rojo (camino " + nowhere.id() + "): ahí no va nada.");
                // The refusal a phone's move gets meanwhile, in the phone's language.
                Phrase hold = TableWords.outOfSync(out.differences());
                assertThat(hold.message(Language.ENGLISH)).isEqualTo("The table is out of sync; play waits. Take a red route off "
                        + nowhere + ": nothing belongs there.");
                assertThat(hold.message(Language.SPANISH)).isEqualTo("La mesa no coincide con la partida; el juego espera. Quita una"
                        + " ruta de color rojo (camino " + nowhere.id() + "): ahí no va nada.");
            });
        });
        sensed.remove(nowhere);
        assertThat(judge(s, sensed)).isInstanceOf(Verdict.InSync.class);
    }

    @Test
    void a_piece_of_the_wrong_colour_is_out_of_sync() {
        Games.Sampled routes = sample(1, c -> c instanceof Command.BuildRoute);
        MerchantsState s = routes.states()[0];
        int seat = routes.seats()[0];
        TableLayout afterwards = TABLE.expected(after(s, seat, routes.commands()[0]));
        Map<Spot, Sensed> sensed = sensedWithPieces(afterwards);
        Spot path = Spot.path(((Command.BuildRoute) routes.commands()[0]).path());
        String wrong = s.config().colours().get((seat + 1) % 4).name().toLowerCase(Locale.ROOT);
        sensed.put(path, new Sensed("route", wrong));
        // The wrong player's route explains nothing the acting player may do: take it off.
        assertThat(judge(s, sensed)).isInstanceOfSatisfying(Verdict.OutOfSync.class, out ->
                assertThat(((Verdict.Difference) out.differences().get(0)).words())
                        .isEqualTo("Take " + ("orange".equals(wrong) ? "an " : "a ") + wrong + " route off " + path + ": nothing belongs there."));
    }

    @Test
    void two_routes_at_once_are_not_one_move_and_put_the_table_out_of_sync() {
        Games.Sampled routes = sample(1, c -> c instanceof Command.BuildRoute);
        MerchantsState s = routes.states()[0];
        int seat = routes.seats()[0];
        List<Command> choices = Games.RULES.legalActions(s, seat).stream().filter(a -> a.kind().equals("build-route"))
                .findFirst().orElseThrow().choices();
        assertThat(choices).hasSizeGreaterThan(1);
        Map<Spot, Sensed> sensed = sensedWithPieces(TABLE.expected(s));
        String colour = s.config().colours().get(seat).name().toLowerCase(Locale.ROOT);
        sensed.put(Spot.path(((Command.BuildRoute) choices.get(0)).path()), new Sensed("route", colour));
        sensed.put(Spot.path(((Command.BuildRoute) choices.get(1)).path()), new Sensed("route", colour));
        assertThat(judge(s, sensed)).isInstanceOfSatisfying(Verdict.OutOfSync.class,
                out -> assertThat(out.differences()).hasSize(2));
    }

    @Test
    void two_equally_legal_readings_make_the_phone_ask() {
        // Reed switches cannot tell a caravan from the route it stands on, nor a merchant from its
        // kontor; with colours and kinds sensed, walks to one path that pay different tolls still differ.
        Games.Sampled moves = sample(400, c -> c instanceof Command.MoveCaravan);
        for (int i = 0; i < 400; i++) {
            MerchantsState s = moves.states()[i];
            MerchantsState moved = after(s, moves.seats()[i], moves.commands()[i]);
            Verdict<Command> verdict = judge(s, sensedWithPieces(TABLE.expected(moved)));
            if (verdict instanceof Verdict.Ask<Command> ask) {
                assertThat(ask.readings()).hasSizeGreaterThan(1);
                assertThat(ask.readings()).allSatisfy(r -> assertThat(r.after()).isEqualTo(TABLE.expected(moved)));
                assertThat(ask.readings().stream().map(r -> r.words()).distinct()).hasSameSizeAs(ask.readings());
                System.out.println("two readings, sample " + i + ": " + ask.readings().stream().map(r -> r.words()).toList());
                // The phone that asks says them in its reader's language, still told apart.
                List<String> spanish = ask.readings().stream().map(r -> r.words(Language.SPANISH)).toList();
                System.out.println("in Spanish: " + spanish);
                assertThat(spanish).doesNotHaveDuplicates().allSatisfy(w -> assertThat(w).contains(": caravana por los caminos "));
                assertThat(ask.readings().get(0).words()).contains(" caravan along paths ");
                return;
            }
        }
        throw new AssertionError("no caravan move among 400 samples could be read two ways");
    }

    @Test
    void the_lights_show_where_the_prompt_lets_a_piece_go() {
        Games.Sampled routes = sample(1, c -> c instanceof Command.BuildRoute);
        MerchantsState s = routes.states()[0];
        assertThat(TABLE.targets(s)).contains(Spot.path(((Command.BuildRoute) routes.commands()[0]).path()));
    }

    private static Spot freePathNoRouteMayTake(MerchantsState s) {
        TableLayout now = TABLE.expected(s);
        java.util.Set<Spot> reachable = new java.util.HashSet<>(TABLE.targets(s));
        for (int p = 0; p < s.config().board().topology().pathCount(); p++) {
            Spot spot = Spot.path(p);
            if (now.at(spot) == null && !reachable.contains(spot)) {
                return spot;
            }
        }
        throw new AssertionError("every path is taken or reachable");
    }
}

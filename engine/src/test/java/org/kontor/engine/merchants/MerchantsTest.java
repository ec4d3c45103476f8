package org.kontor.engine.merchants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.kontor.engine.merchants.Games.play;
import static org.kontor.engine.merchants.Games.reject;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.kontor.engine.RejectionKind;
import org.kontor.engine.board.BoardFile;
import org.kontor.engine.board.Resource;
import org.kontor.engine.merchants.board.CitySite;
import org.kontor.engine.merchants.board.MerchantsBoard;
import org.kontor.engine.resources.Resources;

/** Moving merchants, founding kontors and placing number tokens, with the rulebook's examples on europe-short. */
class MerchantsTest {

    static final int RED = 0;
    static final int BLUE = 1;
    static final int WHITE = 2;
    static final MerchantsBoard SHORT = MerchantsBoard.of(BoardFile.bundled("europe-short"));

    static int city(MerchantsBoard board, String name) {
        return board.cities().stream().filter(c -> c.name().equals(name)).mapToInt(CitySite::intersection).findFirst().orElseThrow();
    }

    static Draft table(GameConfig.DiceSource dice, int active) {
        Draft d = Games.emptyTable(Games.config(SHORT, Games.FOUR, GameConfig.SetupKind.VARIABLE, dice, RuleOptions.DEFAULTS), 3);
        d.phase = Phase.ACTION;
        d.active = active;
        return d;
    }

    /** {@code seat}'s kontor on {@code city} with its first merchant standing there, and {@code grain} grain to move it. */
    private static void merchantOnOwnKontor(Draft d, int seat, int city, int grain) {
        d.placeKontor(city, seat);
        d.setPlayer(seat, d.player(seat).withMerchant(0, city));
        d.give(seat, Resources.of(Resource.GRAIN, grain));
    }

    /** Takes a loose token out of the stock and lays it on a hex (as if placed earlier in the game). */
    static void layFromStock(Draft d, Resource colour, int number, int hex) {
        List<org.kontor.engine.merchants.board.NumberToken> tokens = d.facts.board.numberTokens();
        for (int i = 0; i < d.stock.length; i++) {
            if (tokens.get(d.stock[i]).colour() == colour && tokens.get(d.stock[i]).number() == number) {
                d.tokenAt = d.tokenAt.clone();
                d.tokenAt[hex] = d.stock[i];
                int[] rest = new int[d.stock.length - 1];
                System.arraycopy(d.stock, 0, rest, 0, i);
                System.arraycopy(d.stock, i + 1, rest, i, rest.length - i);
                d.stock = rest;
                return;
            }
        }
        throw new IllegalArgumentException("no " + colour + " " + number + " in the stock");
    }

    /** A hex that takes tokens of this colour, other than the ones named, still without a token. */
    static int blankHex(Draft d, Resource colour, int... not) {
        outer:
        for (int h = 0; h < d.tokenAt.length; h++) {
            for (int n : not) {
                if (h == n) {
                    continue outer;
                }
            }
            if (d.facts.blankColour[h] == Resources.index(colour) && d.tokenAt[h] < 0) {
                return h;
            }
        }
        throw new IllegalArgumentException("no free " + colour + " space");
    }

    /** Any hex with an empty blank token space other than the ones named (the test lays tokens there). */
    static int anyBlankHex(Draft d, int... not) {
        outer:
        for (int h = 0; h < d.tokenAt.length; h++) {
            for (int n : not) {
                if (h == n) {
                    continue outer;
                }
            }
            if (d.facts.blankColour[h] >= 0 && d.tokenAt[h] < 0) {
                return h;
            }
        }
        throw new IllegalArgumentException("no free token space");
    }

    /**
     * ES p. 8: White's merchant near Praha walks 3 intersections towards Kaliningrad with his one
     * grain; a turn later, grain bought with gold takes it to Kaliningrad, where it founds a kontor
     * and the last face-down white token (an 11) goes on the saltworks. On the digitised board
     * Kaliningrad is 7 steps from Praha (the printed example suggests 6), so the second leg costs 2 grain.
     */
    @Test
    void the_rulebook_example_white_walks_from_praha_towards_kaliningrad_and_founds_there_a_turn_later() {
        int praha = city(SHORT, "Praha");
        int wroclaw = city(SHORT, "Wroclaw");
        int kaliningrad = city(SHORT, "Kaliningrad");
        int saltworks = 18;
        Draft d = table(GameConfig.DiceSource.TABLE, WHITE);
        merchantOnOwnKontor(d, WHITE, praha, 1);
        // Only one white (salt) token is left face down: the 5 already lies elsewhere.
        layFromStock(d, Resource.SALT, 5, blankHex(d, Resource.SALT, saltworks));
        MerchantsState s = d.freeze();

        int[] fromPraha = Merchants.distances(s, praha, 9);
        int[] fromKaliningrad = Merchants.distances(s, kaliningrad, 9);
        assertThat(fromPraha[kaliningrad]).isEqualTo(7);
        assertThat(fromPraha[wroclaw]).isEqualTo(3);
        int besideWroclaw = -1;
        for (int at = 0; at < fromPraha.length; at++) {
            if (fromPraha[at] == 3 && fromKaliningrad[at] > 0 && !s.facts().citySites.get(at)
                    && (besideWroclaw < 0 || fromKaliningrad[at] < fromKaliningrad[besideWroclaw])) {
                besideWroclaw = at;
            }
        }
        assertThat(fromKaliningrad[besideWroclaw]).as("3 steps from Praha, on the way to Kaliningrad").isEqualTo(6);

        assertThat(reject(s, WHITE, new Command.MoveMerchant(0, kaliningrad)).message())
                .isEqualTo("Your 1 grain take a merchant only 3 steps; that intersection is farther.");
        List<Event> walked = Games.accept(s, WHITE, new Command.MoveMerchant(0, besideWroclaw)).events();
        assertThat(walked).contains(new Event.MerchantMoved(WHITE, 0, praha, besideWroclaw, 3, 1));
        s = play(s, WHITE, new Command.MoveMerchant(0, besideWroclaw));
        assertThat(s.player(WHITE).hand().grain()).isZero();

        // Next turn: 1 grain bought for 2 gold takes the merchant on to Kaliningrad, where it founds a kontor.
        Draft next = new Draft(s);
        next.track = MerchantsState.TurnTrack.FRESH;
        assertThat(Merchants.grainFor(fromKaliningrad[besideWroclaw])).isEqualTo(2);
        next.give(WHITE, Resources.of(Resource.GRAIN, 1));
        s = play(next.freeze(), WHITE, new Command.BuyWithGold(Resource.GRAIN));
        Result<MerchantsState> founded = new Result<>(Games.accept(s, WHITE, new Command.MoveMerchant(0, kaliningrad)));
        assertThat(founded.events()).contains(new Event.KontorFounded(WHITE, kaliningrad), new Event.CoastalGold(WHITE, kaliningrad, 1));
        s = founded.state();
        assertThat((int) s.kontorAt()[kaliningrad]).isEqualTo(WHITE);
        assertThat(s.player(WHITE).merchants()[0]).isEqualTo(-1);
        assertThat(s.player(WHITE).goodsFree()).isEqualTo(2);
        assertThat(s.player(WHITE).kontorsInStorage()).isEqualTo(3);
        assertThat(s.player(WHITE).gold()).isEqualTo(3 - 2 + 1);
        assertThat(s.pending()).isEqualTo(new Pending.PlaceNumberToken(WHITE, kaliningrad,
                List.of(new Pending.TokenChoice(saltworks, Resource.SALT, true, List.of()))));

        // The white token turned over is an 11; a 5 is not among the face-down white tokens.
        assertThat(reject(s, WHITE, new Command.PlaceNumberToken(saltworks, 5)).message())
                .isEqualTo("No face-down salt token shows 5: enter the number on the token you turned over.");
        assertThat(reject(s, WHITE, new Command.PlaceNumberToken(saltworks, 0)).message())
                .isEqualTo("Turn over a face-down salt token and enter its number.");
        // The listing offers only the number still face down (bug 4 of issue 18: it offered 2 to 12).
        assertThat(Games.RULES.legalActions(s, WHITE)).extracting(LegalAction::kind, LegalAction::freeForm)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("place-number-token", false));
        assertThat(Games.RULES.legalActions(s, WHITE).get(0).choices())
                .containsExactly(new Command.PlaceNumberToken(saltworks, 11));
        List<Event> placed = Games.accept(s, WHITE, new Command.PlaceNumberToken(saltworks, 11)).events();
        assertThat(placed).containsExactly(new Event.NumberTokenPlaced(WHITE, saltworks, 11, Resource.SALT, -1));
        s = play(s, WHITE, new Command.PlaceNumberToken(saltworks, 11));
        assertThat(s.number(saltworks)).isEqualTo(11);
        assertThat(Games.RULES.publicView(s).numberTokensInStockByColour().salt()).isZero();
    }

    @Test
    void the_rulebook_example_red_founds_beograd_and_moves_the_9_onto_the_mountains_because_no_ore_token_is_face_down() {
        int budapest = city(SHORT, "Budapest");
        int beograd = city(SHORT, "Beograd");
        int fields = 59;
        int mountains = 60;
        Draft d = table(GameConfig.DiceSource.VIRTUAL, RED);
        merchantOnOwnKontor(d, RED, budapest, 1);
        // Both face-down ore tokens were placed earlier (this board has one blank ore space besides Beograd's,
        // so the test lays them on other spaces).
        int nine = anyBlankHex(d, mountains, fields);
        layFromStock(d, Resource.ORE, 9, nine);
        int ten = anyBlankHex(d, mountains, fields);
        layFromStock(d, Resource.ORE, 10, ten);
        MerchantsState s = play(d.freeze(), RED, new Command.MoveMerchant(0, beograd));

        Pending.PlaceNumberToken asked = (Pending.PlaceNumberToken) s.pending();
        assertThat(asked.choices()).extracting(Pending.TokenChoice::hex, Pending.TokenChoice::fromStock)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(fields, true), org.assertj.core.groups.Tuple.tuple(mountains, false));
        assertThat(asked.choices().get(1).fromHexes()).contains(nine, ten);
        assertThat(reject(s, RED, new Command.PlaceNumberToken(mountains, 0)).message())
                .isEqualTo("No face-down ore token is left: move a ore token from another hex.");
        assertThat(reject(s, RED, new Command.MoveNumberToken(fields, nine)).message())
                .isEqualTo("Face-down grain tokens are left: turn one over instead of moving one.");

        s = play(s, RED, new Command.MoveNumberToken(mountains, nine));
        assertThat(s.number(mountains)).isEqualTo(9);
        assertThat(s.tokenAt()[nine]).as("the hex that lost its token stops producing").isEqualTo(-1);
        assertThat(s.tokenAt()[fields]).as("only one token per new kontor").isEqualTo(-1);
        assertThat(s.pending()).isNull();
    }

    @Test
    void with_table_dice_a_kontor_beside_two_empty_spaces_is_one_kind_listing_only_the_numbers_face_down() {
        // Issue 18, bug 4: Beograd borders two empty token spaces (fields 59, mountains 60); the
        // listing offered place-number-token twice (one prompt each on the phone) and every number.
        int budapest = city(SHORT, "Budapest");
        int beograd = city(SHORT, "Beograd");
        Draft d = table(GameConfig.DiceSource.TABLE, RED);
        merchantOnOwnKontor(d, RED, budapest, 1);
        MerchantsState s = play(d.freeze(), RED, new Command.MoveMerchant(0, beograd));
        List<Integer> grain = new java.util.ArrayList<>();
        List<Integer> ore = new java.util.ArrayList<>();
        for (int t : s.stock()) {
            org.kontor.engine.merchants.board.NumberToken token = s.facts().board.numberTokens().get(t);
            if (token.colour() == Resource.GRAIN) {
                grain.add(token.number());
            } else if (token.colour() == Resource.ORE) {
                ore.add(token.number());
            }
        }
        List<LegalAction> actions = Games.RULES.legalActions(s, RED);
        assertThat(actions).extracting(LegalAction::kind).containsExactly("place-number-token");
        List<Command> expected = new java.util.ArrayList<>();
        grain.stream().distinct().sorted().forEach(n -> expected.add(new Command.PlaceNumberToken(59, n)));
        ore.stream().distinct().sorted().forEach(n -> expected.add(new Command.PlaceNumberToken(60, n)));
        assertThat(grain).isNotEmpty();
        assertThat(ore).isNotEmpty();
        assertThat(actions.get(0).choices()).containsExactlyElementsOf(expected);
        int notFaceDown = java.util.stream.IntStream.rangeClosed(2, 12).filter(n -> n != 7 && !ore.contains(n)).findFirst().orElseThrow();
        assertThat(reject(s, RED, new Command.PlaceNumberToken(60, notFaceDown)).kind()).isEqualTo(RejectionKind.BAD_INPUT);
        s = play(s, RED, new Command.PlaceNumberToken(60, ore.get(0)));
        assertThat(s.number(60)).isEqualTo(ore.get(0));
        assertThat(s.pending()).isNull();
    }

    @Test
    void token_choices_that_alternate_moving_and_placing_are_still_listed_by_kind_in_first_seen_order() {
        // The legal actions keep each kind's choices as one run of a shared array; a kind seen
        // again after another one has its run moved, which this pending order forces.
        Draft d = table(GameConfig.DiceSource.VIRTUAL, RED);
        d.pending = new Pending.PlaceNumberToken(RED, 0, List.of(
                new Pending.TokenChoice(1, Resource.ORE, false, List.of(4, 5)),
                new Pending.TokenChoice(2, Resource.GRAIN, true, List.of()),
                new Pending.TokenChoice(3, Resource.ORE, false, List.of(6))));
        List<LegalAction> actions = Games.RULES.legalActions(d.freeze(), RED);

        assertThat(actions).extracting(LegalAction::kind).containsExactly("move-number-token", "place-number-token");
        assertThat(actions.get(0).choices()).containsExactly(new Command.MoveNumberToken(1, 4),
                new Command.MoveNumberToken(1, 5), new Command.MoveNumberToken(3, 6));
        assertThat(actions.get(1).choices()).containsExactly(new Command.PlaceNumberToken(2, 0));
    }

    @Test
    void with_virtual_dice_the_engine_draws_the_token_and_tells_everyone_which_it_placed() {
        int budapest = city(SHORT, "Budapest");
        int beograd = city(SHORT, "Beograd");
        Draft d = table(GameConfig.DiceSource.VIRTUAL, RED);
        merchantOnOwnKontor(d, RED, budapest, 1);
        // Both ore tokens face down are gone and the marked ore token's hex is Beograd's only ore candidate.
        d.tokenAt = d.tokenAt.clone();
        for (int h = 0; h < d.tokenAt.length; h++) {
            if (d.tokenAt[h] >= 0 && d.facts.tokenColour[d.tokenAt[h]] == Resources.index(Resource.ORE)) {
                d.tokenAt[h] = -1;
                d.stock = java.util.Arrays.copyOf(d.stock, d.stock.length + 1);
            }
        }
        MerchantsState s = d.freeze();
        // Rebuild a consistent stock without any ore: the ore tokens are taken out of the game for this test.
        Draft noOre = new Draft(s);
        noOre.stock = java.util.Arrays.stream(s.stock()).limit(s.stock().length - 1L).filter(t -> t >= 0
                && noOre.facts.tokenColour[t] != Resources.index(Resource.ORE)).toArray();
        s = noOre.freeze();
        Result<MerchantsState> founded = new Result<>(Games.accept(s, RED, new Command.MoveMerchant(0, beograd)));
        assertThat(founded.state().pending()).isNull();
        Event.NumberTokenPlaced placed = founded.events().stream().filter(e -> e instanceof Event.NumberTokenPlaced)
                .map(e -> (Event.NumberTokenPlaced) e).findFirst().orElseThrow();
        assertThat(placed.hex()).isEqualTo(59);
        assertThat(placed.colour()).isEqualTo(Resource.GRAIN);
        assertThat(founded.state().number(59)).isEqualTo(placed.number());
    }

    @Test
    void a_merchant_may_not_end_on_another_merchant_or_on_a_kontor_and_moves_once_per_turn() {
        int praha = city(SHORT, "Praha");
        Draft d = table(GameConfig.DiceSource.VIRTUAL, WHITE);
        merchantOnOwnKontor(d, WHITE, praha, 3);
        int[] near = SHORT.topology().intersectionsNextTo(praha);
        d.setPlayer(RED, d.player(RED).withMerchant(0, near[0]));
        d.placeKontor(near[1], RED);
        MerchantsState s = d.freeze();
        assertThat(reject(s, WHITE, new Command.MoveMerchant(0, near[0])).message())
                .isEqualTo("A merchant may not end on an intersection where a merchant stands.");
        assertThat(reject(s, WHITE, new Command.MoveMerchant(0, near[1])).message())
                .isEqualTo("A merchant may not end on an intersection with a kontor.");
        MerchantsState moved = play(s, WHITE, new Command.MoveMerchant(0, near[2]));
        assertThat(reject(moved, WHITE, new Command.MoveMerchant(0, praha)).message())
                .isEqualTo("Each merchant moves once per turn, and this one has already moved.");
        assertThat(reject(moved, WHITE, new Command.MoveMerchant(0, praha)).kind()).isEqualTo(RejectionKind.NOT_AVAILABLE_NOW);

        MerchantsState es = s.withConfig(s.config().withOptions(RuleOptions.DEFAULTS.withMerchantMovesUnlimited(true)));
        MerchantsState away = play(es, WHITE, new Command.MoveMerchant(0, near[2]));
        assertThat(play(away, WHITE, new Command.MoveMerchant(0, praha)).player(WHITE).merchants()[0])
                .as("ES reading: back onto its own kontor, a second time this turn").isEqualTo(praha);
        assertThat(reject(away, WHITE, new Command.MoveMerchant(0, near[1])).kind()).isEqualTo(RejectionKind.NOT_AVAILABLE_NOW);
    }

    @Test
    void by_the_spanish_text_a_merchant_may_end_on_its_own_kontor_and_by_the_english_one_on_no_kontor() {
        // ES: "no puede terminar en una encrucijada ocupada por otro mercader o por el kontor de otro jugador" (default);
        // EN: "... occupied by another merchant or by a trading post" (merchantMayEndOnOwnKontor off).
        int praha = city(SHORT, "Praha");
        Draft d = table(GameConfig.DiceSource.VIRTUAL, WHITE);
        merchantOnOwnKontor(d, WHITE, praha, 1);
        d.setPlayer(WHITE, d.player(WHITE).withMerchant(0, SHORT.topology().intersectionsNextTo(praha)[2]));
        MerchantsState s = d.freeze();
        assertThat(RandomPlayer.enumerated(Games.RULES.legalActions(s, WHITE))).contains(new Command.MoveMerchant(0, praha));
        assertThat(play(s, WHITE, new Command.MoveMerchant(0, praha)).player(WHITE).merchants()[0]).isEqualTo(praha);

        MerchantsState english = s.withConfig(s.config().withOptions(RuleOptions.DEFAULTS.withMerchantMayEndOnOwnKontor(false)));
        assertThat(RandomPlayer.enumerated(Games.RULES.legalActions(english, WHITE))).doesNotContain(new Command.MoveMerchant(0, praha));
        assertThat(reject(english, WHITE, new Command.MoveMerchant(0, praha)).message())
                .isEqualTo("A merchant may not end on an intersection with a kontor.");
    }

    @Test
    void with_no_kontor_left_in_storage_a_merchant_may_not_end_on_an_empty_city_site_unless_the_option_lets_it_stand_there() {
        int budapest = city(SHORT, "Budapest");
        int beograd = city(SHORT, "Beograd");
        Draft d = table(GameConfig.DiceSource.VIRTUAL, RED);
        merchantOnOwnKontor(d, RED, budapest, 1);
        Player p = d.player(RED);
        d.setPlayer(RED, new Player(p.colour(), p.hand(), p.gold(), p.routesLeft(), 0, 0, 5, 0, p.merchants(), p.caravans(),
                p.cards(), p.newCards()));
        MerchantsState s = d.freeze();
        assertThat(reject(s, RED, new Command.MoveMerchant(0, beograd)).message())
                .isEqualTo("You have no kontor left in storage, so your merchant may not end on an empty city site.");
        MerchantsState lenient = s.withConfig(s.config().withOptions(RuleOptions.DEFAULTS.withMerchantEndsWithoutFounding(true)));
        MerchantsState stood = play(lenient, RED, new Command.MoveMerchant(0, beograd));
        assertThat((int) stood.kontorAt()[beograd]).isEqualTo(-1);
        assertThat(stood.player(RED).merchants()[0]).isEqualTo(beograd);
    }

    @Test
    void merchants_walk_over_sea_lanes_unless_the_land_only_option_is_on_and_the_move_offers_its_grain_price() {
        int kaliningrad = city(SHORT, "Kaliningrad");
        Draft d = table(GameConfig.DiceSource.VIRTUAL, RED);
        merchantOnOwnKontor(d, RED, kaliningrad, 2);
        MerchantsState s = d.freeze();
        LegalAction moves = Games.RULES.legalActions(s, RED).stream().filter(a -> a.kind().equals("move-merchant")).findFirst().orElseThrow();
        int[] steps = Merchants.distances(s, kaliningrad, 6);
        for (int i = 0; i < moves.choices().size(); i++) {
            int to = ((Command.MoveMerchant) moves.choices().get(i)).destination();
            assertThat(moves.prices().get(i).cards()).isEqualTo(Resources.of(Resource.GRAIN, steps[to] > 3 ? 2 : 1));
        }
        MerchantsState land = s.withConfig(s.config().withOptions(RuleOptions.DEFAULTS.withMerchantsOnLandOnly(true)));
        int[] landSteps = Merchants.distances(land, kaliningrad, 6);
        int seaOnly = 0;
        for (int at = 0; at < steps.length; at++) {
            seaOnly += steps[at] > 0 && landSteps[at] < 0 ? 1 : 0;
        }
        assertThat(seaOnly).as("intersections only a sea lane reaches within 6 steps of Kaliningrad").isPositive();
    }

    @Test
    void with_eleven_grain_a_merchant_is_offered_every_free_intersection_it_can_reach_at_its_grain_price() {
        // 33 steps: beyond the 30 whose reach is kept per board, and farther than any walk on this board.
        int kaliningrad = city(SHORT, "Kaliningrad");
        Draft d = table(GameConfig.DiceSource.VIRTUAL, RED);
        merchantOnOwnKontor(d, RED, kaliningrad, 11);
        MerchantsState s = d.freeze();
        LegalAction moves = Games.RULES.legalActions(s, RED).stream().filter(a -> a.kind().equals("move-merchant")).findFirst().orElseThrow();
        int[] steps = Merchants.distances(s, kaliningrad, 33);
        int ends = 0;
        for (int at = 0; at < steps.length; at++) {
            // The only kontor on the board is red's own, where the merchant stands.
            ends += steps[at] > 0 && s.kontorAt()[at] < 0 ? 1 : 0;
        }
        assertThat(moves.choices()).hasSize(ends);
        for (int i = 0; i < moves.choices().size(); i++) {
            int to = ((Command.MoveMerchant) moves.choices().get(i)).destination();
            assertThat(moves.prices().get(i).cards()).isEqualTo(Resources.of(Resource.GRAIN, (steps[to] + 2) / 3));
        }
        assertThat(ends).as("free intersections reachable from Kaliningrad").isGreaterThan(100);
    }

    /** The accepted result of a command, as a pair. */
    record Result<S>(S state, List<Event> events) {
        Result(org.kontor.engine.Result.Accepted<S, Event> a) {
            this(a.state(), a.events());
        }
    }
}

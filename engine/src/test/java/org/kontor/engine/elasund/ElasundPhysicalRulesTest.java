package org.kontor.engine.elasund;

import static org.assertj.core.api.Assertions.assertThat;
import static org.kontor.engine.elasund.ElasundTable.BLUE;
import static org.kontor.engine.elasund.ElasundTable.RED;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.kontor.engine.Language;
import org.kontor.engine.Result;
import org.kontor.engine.table.Reading;
import org.kontor.engine.table.Reconciler;
import org.kontor.engine.table.SeatCommand;
import org.kontor.engine.table.Sensed;
import org.kontor.engine.table.Spot;
import org.kontor.engine.table.Standing;
import org.kontor.engine.table.TableLayout;
import org.kontor.engine.table.Verdict;

/**
 * Elasund's physical table through the {@link Reconciler}, on positions of seeded random games
 * (seeds 1 to 3, 3 and 4 players): every placement a command makes is read back as that command
 * (or, where only a hidden choice tells readings apart, as a question listing it); a building on a
 * footprint no rule allows and a lifted piece put the table out of sync with Catan's sentences.
 */
class ElasundPhysicalRulesTest {
    private static final Elasund RULES = new Elasund();
    private static final ElasundPhysicalRules TABLE = new ElasundPhysicalRules();

    /** A position and the placement its seat made there. */
    private record Sample(long seed, ElasundState state, int seat, Command command) {
        ElasundState after() {
            return ElasundPhysicalRulesTest.after(state, seat, command);
        }
    }

    /** Every placement of seeded random games that lean towards building, up to {@code limit} steps each. */
    private static List<Sample> placements(int limit) {
        List<Sample> samples = new ArrayList<>();
        for (long seed = 1; seed <= 3; seed++) {
            Random random = new Random(seed);
            int players = seed == 2 ? 4 : 3;
            ElasundState s = Elasund.setup(ElasundBoardFile.bundled(), PiecesFile.bundled(), players, RuleOptions.standard(), seed);
            for (int n = 0; n < limit && !s.isOver(); n++) {
                int seat = 0;
                while (RULES.legalActions(s, seat).isEmpty()) {
                    seat++;
                }
                Command c = choose(RULES.legalActions(s, seat), random);
                if (ElasundPhysicalRules.placesAPiece(c)) {
                    samples.add(new Sample(seed, s, seat, c));
                }
                s = after(s, seat, c);
            }
        }
        return samples;
    }

    /** Mostly a placement of some kind, else anything listed. */
    private static Command choose(List<LegalAction> actions, Random random) {
        List<Command> placing = new ArrayList<>();
        List<Command> all = new ArrayList<>();
        for (LegalAction a : actions) {
            all.addAll(a.choices());
            a.choices().stream().filter(ElasundPhysicalRules::placesAPiece).findAny().ifPresent(any -> placing.add(
                    a.choices().get(random.nextInt(a.choices().size()))));
        }
        List<Command> from = !placing.isEmpty() && random.nextInt(10) < 8 ? placing : all;
        return from.get(random.nextInt(from.size()));
    }

    private static ElasundState after(ElasundState state, int seat, Command command) {
        Result<ElasundState, Event> result = RULES.apply(state, seat, state.version(), command);
        assertThat(result).as("%s by seat %d", command, seat).isInstanceOf(Result.Accepted.class);
        return ((Result.Accepted<ElasundState, Event>) result).state();
    }

    /** What sensors that tell pieces and colours apart report (the ship and walls have no kind: "something" in a colour). */
    private static Map<Spot, Sensed> sensedWithPieces(TableLayout layout) {
        Map<Spot, Sensed> sensed = new TreeMap<>();
        layout.pieces().forEach((spot, standing) -> sensed.put(spot, new Sensed(
                TABLE.pieceKinds().contains(standing.piece()) ? standing.piece() : null, standing.colourName())));
        return sensed;
    }

    /** What reed switches report: only that something is there. */
    private static Map<Spot, Sensed> sensedPresenceOnly(TableLayout layout) {
        Map<Spot, Sensed> sensed = new TreeMap<>();
        layout.pieces().keySet().forEach(spot -> sensed.put(spot, Sensed.SOMETHING));
        return sensed;
    }

    private static Verdict<Command> judge(ElasundState state, Map<Spot, Sensed> sensed) {
        return Reconciler.judge(sensed, TABLE.expected(state), () -> TABLE.readings(state));
    }

    /** What to put right, in English, when {@code verdict} is out of sync. */
    private static List<String> differences(Verdict<Command> verdict) {
        assertThat(verdict).isInstanceOf(Verdict.OutOfSync.class);
        return ((Verdict.OutOfSync<Command>) verdict).differences().stream().map(Verdict.Difference::words).toList();
    }

    /** The command with the influence colour it pays left out: what a sensor cannot see. */
    private static String withoutColour(Command c) {
        return String.valueOf(c).replaceAll(", colour=[A-Z]+\\]", ", colour=?]");
    }

    @Test
    void the_start_has_every_seated_players_cottages_on_their_squares_and_is_in_sync() {
        ElasundState start = Elasund.setup(ElasundBoardFile.bundled(), PiecesFile.bundled(), 2, RuleOptions.standard(), 1);
        TableLayout expected = TABLE.expected(start);
        // Red's small cottage at [3, 2], its large one at [4, 5] and [4, 6]; Blue's at [2, 2] and [1, 5], [1, 6].
        assertThat(expected.pieces()).containsOnlyKeys(Spot.hex(33), Spot.hex(64), Spot.hex(74), Spot.hex(32), Spot.hex(61), Spot.hex(71));
        assertThat(expected.at(Spot.hex(64))).isEqualTo(new Standing("cottage", "red"));
        assertThat(judge(start, sensedWithPieces(expected))).isInstanceOf(Verdict.InSync.class);
        assertThat(TABLE.spotsInUse(start)).as("the sea, 9 x 10 squares, the wall slots of 2, 3 and 4 players: 12 across, 24 down")
                .hasSize(10 + 90 + 36).contains(Spot.intersection(9), Spot.hex(108), Spot.path(3), Spot.path(113), Spot.path(25), Spot.path(99));
        assertThat(TABLE.landmark(start, Spot.hex(64))).isEqualTo("column 4 of row 8");
        assertThat(TABLE.landmark(start, Spot.path(113))).isEqualTo("the wall slot below column 3");
        assertThat(TABLE.landmark(start, Spot.path(25))).isEqualTo("the wall slot at column 5 of row 3");
        assertThat(TABLE.landmark(start, Spot.intersection(0))).isEqualTo("the sea beside row 2");
    }

    @Test
    void every_placement_of_three_random_games_is_read_back_as_its_command() {
        List<Sample> samples = placements(70);
        TreeMap<String, Integer> read = new TreeMap<>();
        int asked = 0;
        int churches = 0;
        for (Sample sample : samples) {
            TableLayout afterwards = TABLE.expected(sample.after());
            if (sample.command() instanceof Command.BuildChurch || sample.command() instanceof Command.KeepChurchTile) {
                // From the hidden stack: no reading may light where the next tile goes; the phone builds it.
                assertThat(TABLE.readings(sample.state())).extracting(Reading::command).doesNotContain(sample.command());
                assertThat(TABLE.targets(sample.state())).as("no LED shows where the next church tile goes")
                        .doesNotContain(afterwards.pieces().keySet().stream().filter(spot -> afterwards.at(spot).piece().equals("church")
                                && TABLE.expected(sample.state()).at(spot) == null).toArray(Spot[]::new));
                churches++;
                continue;
            }
            Verdict<Command> verdict = judge(sample.state(), sensedWithPieces(afterwards));
            String what = "seed " + sample.seed() + " version " + sample.state().version() + ": " + sample.command();
            // A colour paid where none need be is not what a placement on the table means.
            Command meant = ElasundPhysicalRules.meant(sample.state(), sample.seat(), sample.command());
            if (verdict instanceof Verdict.Move<Command> move) {
                assertThat(move.reading().command()).as(what).isEqualTo(meant);
                assertThat(move.reading().seat()).as(what).isEqualTo(sample.seat());
            } else {
                // Only a hidden choice (the colour paid) may tell readings apart: the phone asks.
                assertThat(verdict).as(what).isInstanceOf(Verdict.Ask.class);
                List<Reading<Command>> fitting = ((Verdict.Ask<Command>) verdict).readings();
                assertThat(fitting).extracting(Reading::command).as(what).contains(meant);
                assertThat(new TreeSet<>(fitting.stream().map(r -> withoutColour(r.command())).toList())).as(what).hasSize(1);
                asked++;
            }
            read.merge(sample.command().getClass().getSimpleName(), 1, Integer::sum);
        }
        System.out.println("placements read back: " + read + "; " + asked + " asked on the phone (a hidden choice); "
                + churches + " church tiles left to the phone");
        assertThat(read).containsKeys("Build", "PlacePermit", "BuildWall", "MoveShip");
    }

    @Test
    void a_permit_value_needs_a_board_that_reads_pieces_reed_switches_make_the_phone_ask() {
        ElasundTable t = new ElasundTable(3).building(RED, 5).arrange(d -> {
            d.buildsLeft = 0;
            ElasundTable.hand(d, RED, 9, 0, 0, 0);
        });
        Command.PlacePermit permit = new Command.PlacePermit(3, 2, 5, null);
        TableLayout afterwards = TABLE.expected(after(t.state, RED, permit));
        assertThat(afterwards.at(Spot.hex(ElasundPhysicalRules.square(2, t.state.board().rowOf(5))))).isEqualTo(new Standing("permit-3", "red"));
        assertThat(judge(t.state, sensedWithPieces(afterwards))).isInstanceOfSatisfying(Verdict.Move.class,
                m -> assertThat(m.reading().words()).isEqualTo("Red: permit 3 at column 2 of row 5"));
        Verdict<Command> presence = judge(t.state, sensedPresenceOnly(afterwards));
        assertThat(presence).isInstanceOf(Verdict.Ask.class);
        assertThat(((Verdict.Ask<Command>) presence).readings()).extracting(Reading::command).contains(permit).hasSize(5);
    }

    @Test
    void a_building_on_a_footprint_no_permit_allows_is_out_of_sync_and_lifting_it_brings_the_table_back() {
        // Red holds permits 1 and 2 on [1, 0] and [2, 0] (row label 2): a shop (2 by 2, 2 permits) fits at [1, 0].
        ElasundTable t = new ElasundTable(3).building(RED, 2).arrange(d -> {
            ElasundTable.hand(d, RED, 9, 2, 2, 2);
            ElasundTable.permit(d, RED, 1, 1, 2);
            ElasundTable.permit(d, RED, 2, 2, 2);
        });
        TableLayout expected = TABLE.expected(t.state);
        assertThat(TABLE.targets(t.state)).as("the LEDs light the footprints the permits allow")
                .contains(Spot.hex(11), Spot.hex(12), Spot.hex(21), Spot.hex(22));
        Command shop = new Command.Build("shop", 1, 2, null);
        assertThat(judge(t.state, sensedWithPieces(TABLE.expected(after(t.state, RED, shop))))).isInstanceOfSatisfying(Verdict.Move.class,
                m -> assertThat(m.reading().command()).isEqualTo(shop));

        // The same shop one square further right, on [2, 0] to [3, 1], holds one of Red's permits only.
        Map<Spot, Sensed> wrong = sensedWithPieces(expected);
        for (int spot : new int[] {12, 13, 22, 23}) {
            wrong.put(Spot.hex(spot), new Sensed("shop", "neutral"));
        }
        Verdict<Command> verdict = judge(t.state, wrong);
        assertThat(verdict).isInstanceOf(Verdict.OutOfSync.class);
        List<Verdict.Difference> differences = ((Verdict.OutOfSync<Command>) verdict).differences();
        assertThat(differences).extracting(Verdict.Difference::words).containsExactly(
                "On hex 12 belongs a red permit 2, not a shop.",
                "Take a shop off hex 13: nothing belongs there.",
                "Take a shop off hex 22: nothing belongs there.",
                "Take a shop off hex 23: nothing belongs there.");
        assertThat(org.kontor.engine.table.TableWords.fix(differences.get(0)).message(Language.SPANISH))
                .isEqualTo("Ahí va un permiso 2 de color rojo, no una tienda (casilla 12).");
        assertThat(judge(t.state, sensedWithPieces(expected))).as("the shop lifted again").isInstanceOf(Verdict.InSync.class);
    }

    @Test
    void a_church_tile_comes_from_the_hidden_stack_so_the_phone_builds_it_and_no_led_shows_where_it_goes() {
        ElasundTable t = new ElasundTable(3).building(RED, 6).arrange(d -> ElasundTable.hand(d, RED, 14, 0, 0, 0));
        assertThat(RULES.legalActions(t.state, RED)).extracting(LegalAction::kind).contains("build-church");
        assertThat(TABLE.readings(t.state)).extracting(Reading::command).doesNotContain(new Command.BuildChurch());
        ElasundState drawn = after(t.state, RED, new Command.BuildChurch());
        int tile = ((Pending.ChurchTile) drawn.pending()).first();
        assertThat(TABLE.readings(drawn)).as("the first builder's two drawn tiles are named on no screen").isEmpty();
        ElasundState kept = after(drawn, RED, new Command.KeepChurchTile(tile));
        Spot foundation = Spot.hex(ElasundPhysicalRules.square(2, 5));
        assertThat(TABLE.expected(kept).at(foundation)).isEqualTo(Standing.neutral("church"));
        // The second tile's square, which the hidden stack decides, is in no reading (so no LED lights it).
        assertThat(RULES.legalActions(kept, RED)).extracting(LegalAction::kind).contains("build-church");
        long churchTiles = TABLE.expected(kept).pieces().values().stream().filter(p -> p.piece().equals("church")).count();
        assertThat(TABLE.readings(kept)).allSatisfy(r -> assertThat(r.after().pieces().values().stream()
                .filter(p -> p.piece().equals("church")).count()).isEqualTo(churchTiles));
    }

    @Test
    void a_lifted_cottage_is_out_of_sync_and_putting_it_back_heals_it() {
        ElasundTable t = new ElasundTable(2);
        TableLayout expected = TABLE.expected(t.state);
        Map<Spot, Sensed> lifted = sensedPresenceOnly(expected);
        lifted.remove(Spot.hex(74));
        Verdict<Command> verdict = judge(t.state, lifted);
        assertThat(differences(verdict)).containsExactly("Put a red worker cottage on hex 74.");
        assertThat(judge(t.state, sensedPresenceOnly(expected))).isInstanceOf(Verdict.InSync.class);
    }

    @Test
    void the_ship_goes_where_the_dice_say_and_until_it_is_moved_the_table_says_where() {
        ElasundTable t = new ElasundTable(2);
        SeatCommand<Command> roll = TABLE.roll(t.state, List.of(5, 6)).orElseThrow();
        assertThat(roll).isEqualTo(new SeatCommand<Command>(RED, Command.Roll.table(5, 6)));
        assertThat(TABLE.roll(t.state, List.of(0, 6))).as("a die read as 0 rolls nothing").isEmpty();
        ElasundState rolled = after(t.state, RED, roll.command());
        Map<Spot, Sensed> notMoved = sensedWithPieces(TABLE.expected(t.state));
        assertThat(differences(judge(rolled, notMoved))).containsExactly("Put a ship on intersection 8.");
        assertThat(TABLE.endTurn(t.state)).as("no end of the turn before the roll").isEmpty();
    }

    @Test
    void the_opening_roll_read_on_the_table_goes_to_the_first_seat_still_to_roll() {
        ElasundState s = Elasund.setup(ElasundBoardFile.bundled(), PiecesFile.bundled(), 3, RuleOptions.standard(), 1);
        assertThat(TABLE.roll(s, List.of(2, 3)).orElseThrow()).isEqualTo(new SeatCommand<Command>(RED, new Command.OpeningRoll(2, 3)));
        s = after(s, RED, new Command.OpeningRoll(2, 3));
        assertThat(TABLE.roll(s, List.of(6, 6)).orElseThrow()).isEqualTo(new SeatCommand<Command>(BLUE, new Command.OpeningRoll(6, 6)));
    }
}

package org.kontor.engine.catan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.kontor.engine.Result;
import org.kontor.engine.board.Resource;
import org.kontor.engine.resources.Resources;
import org.kontor.engine.table.Reading;
import org.kontor.engine.table.Reconciler;
import org.kontor.engine.table.SeatCommand;
import org.kontor.engine.table.Sensed;
import org.kontor.engine.table.Spot;
import org.kontor.engine.table.TableLayout;
import org.kontor.engine.table.Verdict;

/**
 * Catan's physical table through the {@link Reconciler}, on real positions of seeded random
 * 4-player games (seeds 1 and up, printed when a sample is taken): a piece placed as a command
 * would place it is read back as that command, a piece where no rule allows it puts the table
 * out of sync and says where.
 */
class CatanPhysicalRulesTest {
    private static final Catan RULES = new Catan();
    private static final CatanPhysicalRules TABLE = new CatanPhysicalRules();

    /** A position from a random game and the command its seat gave there. */
    private record Sample(long seed, CatanState state, int seat, Command command) {
        CatanState after() {
            return CatanPhysicalRulesTest.after(state, seat, command);
        }
    }

    /**
     * The first {@code count} positions of seeded random games at which the seat playing gave a
     * command {@code keep} accepts (uniform among listed commands, discards made up, no trade offers).
     */
    private static List<Sample> samples(int count, Predicate<Command> keep) {
        List<Sample> samples = new ArrayList<>();
        for (long seed = 1; samples.size() < count && seed < 200; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            CatanState s = Catan.setup(seed % 2 == 0 ? CatanConfig.beginner(4) : CatanConfig.variable(4), seed);
            while (s.winner() < 0 && s.turn() < 150 && samples.size() < count) {
                List<Integer> waiting = Catan.waitingFor(s);
                int seat = waiting.get(random.nextInt(waiting.size()));
                Command c = choose(s, seat, random);
                if (keep.test(c)) {
                    samples.add(new Sample(seed, s, seat, c));
                    System.out.println("sample: seed " + seed + ", version " + s.version() + ", seat " + seat + ": " + c);
                }
                s = after(s, seat, c);
            }
        }
        assertThat(samples).as("samples found in 200 seeded games").hasSize(count);
        return samples;
    }

    private static Command choose(CatanState s, int seat, SplittableRandom random) {
        List<Command> listed = new ArrayList<>();
        for (LegalAction a : RULES.legalActions(s, seat)) {
            if (a.kind().equals("discard")) {
                return discard(s, seat);
            }
            listed.addAll(a.choices());
        }
        return listed.get(random.nextInt(listed.size()));
    }

    private static Command discard(CatanState s, int seat) {
        int owed = ((Pending.Discard) s.pending()).cardsToDiscard().get(seat);
        Resources hand = s.player(seat).hand();
        Resources out = Resources.NONE;
        for (Resource r : ResourceKinds.KINDS) {
            int n = Math.min(owed, hand.count(r));
            out = out.plus(r, n);
            owed -= n;
        }
        return new Command.Discard(out);
    }

    private static CatanState after(CatanState state, int seat, Command command) {
        Result<CatanState, Event> result = RULES.apply(state, seat, state.version(), command);
        assertThat(result).as("%s by seat %d", command, seat).isInstanceOf(Result.Accepted.class);
        return ((Result.Accepted<CatanState, Event>) result).state();
    }

    /** What sensors that can tell pieces and colours apart report for this layout. */
    private static Map<Spot, Sensed> sensedWithPieces(TableLayout layout) {
        Map<Spot, Sensed> sensed = new TreeMap<>();
        layout.pieces().forEach((spot, standing) -> sensed.put(spot, new Sensed(standing.piece(),
                standing.colourName())));
        return sensed;
    }

    /** What reed switches report: only that something is there. */
    private static Map<Spot, Sensed> sensedPresenceOnly(TableLayout layout) {
        Map<Spot, Sensed> sensed = new TreeMap<>();
        layout.pieces().keySet().forEach(spot -> sensed.put(spot, Sensed.SOMETHING));
        return sensed;
    }

    private static Verdict<Command> judge(CatanState state, Map<Spot, Sensed> sensed) {
        return Reconciler.judge(sensed, TABLE.expected(state), () -> TABLE.readings(state));
    }

    /** The player colours as the Spanish rulebook names them. */
    private static final Map<String, String> SPANISH_COLOURS = Map.of("red", "Rojo", "blue", "Azul", "white", "Blanco", "orange", "Naranja");

    private static String colour(CatanState s, int seat) {
        return s.player(seat).colour().name().toLowerCase(Locale.ROOT);
    }

    @Test
    void the_new_island_has_only_the_robber_on_the_desert_and_is_in_sync() {
        CatanState start = Catan.setup(CatanConfig.beginner(4), 1);
        TableLayout expected = TABLE.expected(start);
        assertThat(expected.pieces()).containsOnlyKeys(Spot.hex(start.robberHex()));
        assertThat(expected.at(Spot.hex(start.robberHex())).piece()).isEqualTo(CatanPhysicalRules.ROBBER);
        assertThat(judge(start, sensedWithPieces(expected))).isInstanceOf(Verdict.InSync.class);
    }

    @Test
    void a_settlement_placed_in_setup_is_the_place_settlement_command() {
        for (Sample sample : samples(4, c -> c instanceof Command.PlaceSettlement)) {
            TableLayout afterwards = TABLE.expected(sample.after());
            int at = ((Command.PlaceSettlement) sample.command()).intersection();
            assertThat(afterwards.at(Spot.intersection(at)).piece()).isEqualTo(CatanPhysicalRules.SETTLEMENT);
            assertThat(judge(sample.state(), sensedWithPieces(afterwards))).as("seed %d", sample.seed())
                    .isInstanceOfSatisfying(Verdict.Move.class, m -> {
                        assertThat(m.reading().command()).isEqualTo(sample.command());
                        assertThat(m.reading().seat()).isEqualTo(sample.seat());
                    });
            // A reed switch under the intersection tells as much: only that settlement explains a piece there.
            assertThat(judge(sample.state(), sensedPresenceOnly(afterwards))).isInstanceOfSatisfying(Verdict.Move.class,
                    m -> assertThat(m.reading().command()).isEqualTo(sample.command()));
        }
    }

    @Test
    void a_road_placed_on_the_table_is_the_build_road_command() {
        for (Sample sample : samples(6, c -> c instanceof Command.BuildRoad)) {
            TableLayout afterwards = TABLE.expected(sample.after());
            assertThat(judge(sample.state(), sensedWithPieces(afterwards))).as("seed %d", sample.seed())
                    .isInstanceOfSatisfying(Verdict.Move.class, m -> {
                        assertThat(m.reading().command()).isEqualTo(sample.command());
                        String colour = colour(sample.state(), sample.seat());
                        int path = ((Command.BuildRoad) sample.command()).path();
                        assertThat(m.reading().words()).isEqualTo(Character.toUpperCase(colour.charAt(0)) + colour.substring(1)
                                + " road on path " + path);
                        assertThat(m.reading().words(org.kontor.engine.Language.SPANISH)).isEqualTo(SPANISH_COLOURS.get(colour)
                                + ": camino en el camino " + path);
                    });
        }
    }

    @Test
    void a_settlement_replaced_by_a_city_is_the_build_city_command() {
        for (Sample sample : samples(3, c -> c instanceof Command.BuildCity)) {
            Spot spot = Spot.intersection(((Command.BuildCity) sample.command()).intersection());
            assertThat(TABLE.expected(sample.state()).at(spot).piece()).isEqualTo(CatanPhysicalRules.SETTLEMENT);
            TableLayout afterwards = TABLE.expected(sample.after());
            assertThat(afterwards.at(spot).piece()).isEqualTo(CatanPhysicalRules.CITY);
            assertThat(TABLE.targets(sample.state())).contains(spot);
            assertThat(judge(sample.state(), sensedWithPieces(afterwards))).as("seed %d", sample.seed())
                    .isInstanceOfSatisfying(Verdict.Move.class, m -> assertThat(m.reading().command()).isEqualTo(sample.command()));
            // A reed switch sees a piece there before and after: the swap is invisible, the table stays in sync.
            assertThat(judge(sample.state(), sensedPresenceOnly(afterwards))).isInstanceOf(Verdict.InSync.class);
        }
    }

    @Test
    void the_robber_moved_after_a_seven_is_the_move_robber_command() {
        for (Sample sample : samples(4, c -> c instanceof Command.MoveRobber)) {
            Command.MoveRobber move = (Command.MoveRobber) sample.command();
            TableLayout afterwards = TABLE.expected(sample.after());
            assertThat(afterwards.at(Spot.hex(move.hex())).piece()).isEqualTo(CatanPhysicalRules.ROBBER);
            Verdict<Command> verdict = judge(sample.state(), sensedPresenceOnly(afterwards));
            // One reading per player the robber could steal from there: one is a move, several make the phone ask whom.
            List<Reading<Command>> fitting = verdict instanceof Verdict.Move<Command> m ? List.of(m.reading())
                    : ((Verdict.Ask<Command>) verdict).readings();
            assertThat(fitting).as("seed %d", sample.seed()).extracting(Reading::command).contains(move)
                    .allSatisfy(c -> assertThat(((Command.MoveRobber) c).hex()).isEqualTo(move.hex()));
        }
    }

    @Test
    void a_settlement_breaking_the_distance_rule_is_out_of_sync_and_taking_it_off_brings_it_back() {
        Sample sample = samples(1, c -> c instanceof Command.BuildRoad).get(0);
        CatanState s = sample.state();
        TableLayout expected = TABLE.expected(s);
        Spot own = expected.pieces().entrySet().stream().filter(e -> e.getValue().piece().equals(CatanPhysicalRules.SETTLEMENT)
                && e.getValue().equals(new org.kontor.engine.table.Standing(CatanPhysicalRules.SETTLEMENT, s.player(sample.seat()).colour()))).findFirst().orElseThrow().getKey();
        int neighbour = s.island().topology().intersectionsNextTo(own.id())[0];
        Spot tooClose = Spot.intersection(neighbour);
        assertThat(expected.at(tooClose)).isNull();
        Map<Spot, Sensed> sensed = sensedWithPieces(expected);
        String colour = colour(s, sample.seat());
        sensed.put(tooClose, new Sensed(CatanPhysicalRules.SETTLEMENT, colour));
        assertThat(judge(s, sensed)).isInstanceOfSatisfying(Verdict.OutOfSync.class, out ->
                assertThat(out.differences()).singleElement().satisfies(d -> assertThat(((Verdict.Difference) d).words())
                        .isEqualTo("Take a " + colour + " settlement off " + tooClose + ": nothing belongs there.")));
        sensed.remove(tooClose);
        assertThat(judge(s, sensed)).isInstanceOf(Verdict.InSync.class);
    }

    @Test
    void a_road_lifted_and_put_back_changes_nothing() {
        Sample sample = samples(1, c -> c instanceof Command.BuildRoad).get(0);
        CatanState s = sample.state();
        Map<Spot, Sensed> sensed = sensedWithPieces(TABLE.expected(s));
        Spot road = sensed.keySet().stream().filter(spot -> spot.kind() == Spot.Kind.PATH).findFirst().orElseThrow();
        Sensed lifted = sensed.remove(road);
        // While it is in the air the table is out of sync (no move takes a road away) ...
        assertThat(judge(s, sensed)).isInstanceOfSatisfying(Verdict.OutOfSync.class, out ->
                assertThat(((Verdict.Difference) out.differences().get(0)).fix()).isEqualTo(Verdict.Difference.Fix.PUT));
        // ... and put back, nothing happened.
        sensed.put(road, lifted);
        assertThat(judge(s, sensed)).isInstanceOf(Verdict.InSync.class);
    }

    @Test
    void dice_read_on_the_table_roll_them_for_the_active_seat() {
        Sample sample = samples(1, c -> c instanceof Command.Roll).get(0);
        CatanState s = sample.state();
        SeatCommand<Command> roll = TABLE.roll(s, List.of(2, 3)).orElseThrow();
        assertThat(roll).isEqualTo(new SeatCommand<Command>(s.active(), Command.Roll.table(2, 3)));
        assertThat(after(s, roll.seat(), roll.command()).dice()).containsExactly(2, 3);
        assertThat(TABLE.roll(s, List.of()).orElseThrow().command()).isEqualTo(Command.Roll.virtual());
        assertThat(TABLE.roll(s, List.of(7, 1))).as("a die read as 7").isEmpty();
        assertThat(TABLE.endTurn(s)).as("no end of turn before the roll").isEmpty();
        CatanState rolled = after(s, roll.seat(), roll.command());
        assertThat(TABLE.roll(rolled, List.of(4, 4))).as("rolled already").isEmpty();
        assertThat(TABLE.endTurn(rolled)).contains(new SeatCommand<>(s.active(), new Command.EndTurn()));
    }

    @Test
    void the_lights_show_where_a_setup_settlement_may_go() {
        CatanState start = Catan.setup(CatanConfig.beginner(4), 1);
        List<Spot> targets = TABLE.targets(start);
        assertThat(targets).isNotEmpty().allSatisfy(spot -> assertThat(spot.kind()).isEqualTo(Spot.Kind.INTERSECTION));
        CatanState placed = after(start, start.active(), new Command.PlaceSettlement(targets.get(0).id()));
        assertThat(TABLE.targets(placed)).isNotEmpty().allSatisfy(spot -> assertThat(spot.kind()).isEqualTo(Spot.Kind.PATH))
                .doesNotContain(targets.get(0));
    }

    @Test
    void a_setup_road_and_a_free_road_of_road_building_are_read_back() {
        List<Sample> roads = new ArrayList<>(samples(2, c -> c instanceof Command.PlaceRoad));
        roads.addAll(samples(2, c -> c instanceof Command.BuildFreeRoad));
        for (Sample sample : roads) {
            assertThat(judge(sample.state(), sensedWithPieces(TABLE.expected(sample.after())))).as("seed %d", sample.seed())
                    .isInstanceOfSatisfying(Verdict.Move.class, m -> assertThat(m.reading().command()).isEqualTo(sample.command()));
        }
    }

    @Test
    void a_road_of_the_wrong_colour_is_out_of_sync() {
        Sample sample = samples(1, c -> c instanceof Command.BuildRoad).get(0);
        CatanState s = sample.state();
        Map<Spot, Sensed> sensed = sensedWithPieces(TABLE.expected(sample.after()));
        Spot path = Spot.path(((Command.BuildRoad) sample.command()).path());
        String wrong = colour(s, (sample.seat() + 1) % s.seatCount());
        sensed.put(path, new Sensed(CatanPhysicalRules.ROAD, wrong));
        assertThat(judge(s, sensed)).isInstanceOfSatisfying(Verdict.OutOfSync.class, out ->
                assertThat(((Verdict.Difference) out.differences().get(0)).words())
                        .isEqualTo("Take a " + wrong + " road off " + path + ": nothing belongs there."));
    }
}

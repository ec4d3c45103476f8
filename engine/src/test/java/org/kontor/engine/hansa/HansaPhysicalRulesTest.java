package org.kontor.engine.hansa;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.kontor.engine.Language;
import org.kontor.engine.Result;
import org.kontor.engine.table.Reading;
import org.kontor.engine.table.Reconciler;
import org.kontor.engine.table.Sensed;
import org.kontor.engine.table.Spot;
import org.kontor.engine.table.TableLayout;
import org.kontor.engine.table.TableWords;
import org.kontor.engine.table.Verdict;

/**
 * Hansa Teutonica's physical table through the {@link Reconciler}, on positions of seeded random
 * games (seeds printed when a sample is taken): a piece placed, moved or lifted as a command would
 * is read back as that command; a piece where no rule allows it, or a piece lifted, puts the table
 * out of sync with the same sentences as Catan's, and putting it right brings it back.
 */
class HansaPhysicalRulesTest {
    private static final Hansa RULES = new Hansa();
    private static final HansaPhysicalRules TABLE = new HansaPhysicalRules();
    /** The last state's readings: the hub keeps them too (LastReadings), and listing them takes tens of milliseconds. */
    private static HansaState listedState;
    private static List<org.kontor.engine.table.Reading<Command>> listed;

    private static List<org.kontor.engine.table.Reading<Command>> readings(HansaState state) {
        if (state != listedState) {
            listed = TABLE.readings(state);
            listedState = state;
        }
        return listed;
    }

    private record Sample(long seed, HansaState state, int seat, Command command) {
        HansaState after() {
            return HansaPhysicalRulesTest.after(state, seat, command);
        }
    }

    /** The first {@code count} positions of seeded random games at which the seat waited for gave a command {@code keep} accepts. */
    private static List<Sample> samples(int count, Predicate<Command> keep) {
        List<Sample> samples = new ArrayList<>();
        for (long seed = 1; samples.size() < count && seed < 60; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            String map = seed % 2 == 0 ? "hansa-3" : "hansa-45";
            HansaState s = Hansa.setup(HansaMapFile.bundled(map), seed % 2 == 0 ? 3 : 4, RuleOptions.standard(), seed);
            for (int played = 0; !s.isOver() && played < 600 && samples.size() < count; played++) {
                int seat = RandomHansa.waitingFor(s);
                Command c = RandomHansa.choose(s, RULES.legalActions(s, seat), random);
                if (keep.test(c)) {
                    samples.add(new Sample(seed, s, seat, c));
                    System.out.println("sample: seed " + seed + ", version " + s.version() + ", seat " + seat + ": " + c);
                }
                s = after(s, seat, c);
            }
        }
        assertThat(samples).as("samples found in 60 seeded games").hasSize(count);
        return samples;
    }

    private static HansaState after(HansaState state, int seat, Command command) {
        Result<HansaState, Event> result = RULES.apply(state, seat, state.version(), command);
        assertThat(result).as("%s by seat %d", command, seat).isInstanceOf(Result.Accepted.class);
        return ((Result.Accepted<HansaState, Event>) result).state();
    }

    /** What a board that reads the piece byte (kind and colour) reports for this layout. */
    private static Map<Spot, Sensed> sensedWithPieces(TableLayout layout) {
        Map<Spot, Sensed> sensed = new TreeMap<>();
        layout.pieces().forEach((spot, standing) -> sensed.put(spot, new Sensed(standing.piece(), standing.colourName())));
        return sensed;
    }

    private static Map<Spot, Sensed> sensedPresenceOnly(TableLayout layout) {
        Map<Spot, Sensed> sensed = new TreeMap<>();
        layout.pieces().keySet().forEach(spot -> sensed.put(spot, Sensed.SOMETHING));
        return sensed;
    }

    private static Verdict<Command> judge(HansaState state, Map<Spot, Sensed> sensed) {
        return Reconciler.judge(sensed, TABLE.expected(state), () -> readings(state));
    }

    @Test
    void the_spots_of_each_bundled_map_are_numbered_once_and_the_start_table_has_the_three_start_markers() {
        HansaMap big = HansaMapFile.bundled("hansa-45");
        // 107 posts, 27 extra-office places + 62 printed offices + 4 Coellen spaces, 34 marker places (docs/hardware.md).
        assertThat(big.postCount()).isEqualTo(107);
        assertThat(HansaPhysicalRules.officePlaces(big)).isEqualTo(27 + 62 + 4);
        assertThat(HansaPhysicalRules.spotsInUse(big)).hasSize(107 + 93 + big.routes().size());
        assertThat(HansaPhysicalRules.extraOffice(big, 0)).isEqualTo(Spot.intersection(0));
        assertThat(HansaPhysicalRules.office(big, 0, 0)).isEqualTo(Spot.intersection(1));
        assertThat(HansaPhysicalRules.extraOffice(big, 1))
                .isEqualTo(Spot.intersection(1 + big.cities().get(0).offices().size()));
        HansaState start = Hansa.setup(big, 4, RuleOptions.standard(), 3);
        TableLayout expected = TABLE.expected(start);
        assertThat(expected.pieces().values()).hasSize(3).allMatch(s -> s.piece().equals(HansaPhysicalRules.BONUS_MARKER) && s.colour() == null);
        assertThat(judge(start, sensedWithPieces(expected))).isInstanceOf(Verdict.InSync.class);
        assertThat(HansaPhysicalRules.spotsInUse(big)).containsAll(expected.pieces().keySet());
    }

    @Test
    void every_legal_placement_is_read_as_that_placement_on_a_board_that_reads_pieces() {
        for (Sample sample : samples(3, c -> c instanceof Command.Place)) {
            HansaState s = sample.state();
            List<Command> places = RULES.legalActions(s, sample.seat()).stream().filter(a -> a.kind().equals("place"))
                    .flatMap(a -> a.choices().stream()).toList();
            assertThat(places).hasSizeGreaterThan(50);
            for (Command place : places) {
                Verdict<Command> verdict = judge(s, sensedWithPieces(TABLE.expected(after(s, sample.seat(), place))));
                assertThat(verdict).as("seed %d: %s", sample.seed(), place).isInstanceOf(Verdict.Move.class);
                assertThat(((Verdict.Move<Command>) verdict).reading().command()).isEqualTo(place);
                assertThat(((Verdict.Move<Command>) verdict).reading().seat()).isEqualTo(sample.seat());
            }
        }
    }

    @Test
    void a_displacement_the_relocations_a_move_an_office_and_a_marker_are_each_read_as_the_command_given() {
        List<Predicate<Command>> kinds = List.of(c -> c instanceof Command.Displace, c -> c instanceof Command.Relocate,
                c -> c instanceof Command.Move, c -> c instanceof Command.EstablishOffice, c -> c instanceof Command.PlaceMarker,
                c -> c instanceof Command.EstablishCoellen || c instanceof Command.EstablishExtraOffice);
        for (Predicate<Command> kind : kinds) {
            for (Sample sample : samples(1, kind)) {
                Verdict<Command> verdict = judge(sample.state(), sensedWithPieces(TABLE.expected(sample.after())));
                assertThat(verdict).as("seed %d: %s", sample.seed(), sample.command()).isInstanceOf(Verdict.Move.class);
                Reading<Command> reading = ((Verdict.Move<Command>) verdict).reading();
                assertThat(reading.seat()).isEqualTo(sample.seat());
                // Two commands that leave the same table and the same player boards are one move.
                HansaState read = after(sample.state(), reading.seat(), reading.command());
                assertThat(RULES.publicView(read)).isEqualTo(RULES.publicView(sample.after()));
            }
        }
    }

    @Test
    void a_route_established_without_an_office_is_asked_when_an_ability_could_be_developed_instead() {
        Sample sample = samples(1, c -> c instanceof Command.EstablishAbility).get(0);
        Verdict<Command> verdict = judge(sample.state(), sensedWithPieces(TABLE.expected(sample.after())));
        assertThat(verdict).as("seed %d", sample.seed()).isInstanceOf(Verdict.Ask.class);
        assertThat(((Verdict.Ask<Command>) verdict).readings()).extracting(Reading::command).contains(sample.command());
        assertThat(((Verdict.Ask<Command>) verdict).readings()).extracting(r -> r.words())
                .anyMatch(w -> w.contains("developing")).anyMatch(w -> w.endsWith("no office"));
    }

    @Test
    void the_leds_light_every_free_post_at_the_start_and_the_office_place_a_complete_route_may_take() {
        HansaState start = Hansa.setup(HansaMapFile.bundled("hansa-45"), 4, RuleOptions.standard(), 5);
        List<Spot> lit = TABLE.targets(start);
        assertThat(lit).hasSize(start.map().postCount()).allMatch(spot -> spot.kind() == Spot.Kind.PATH);

        Sample sample = samples(1, c -> c instanceof Command.EstablishOffice).get(0);
        Command.EstablishOffice office = (Command.EstablishOffice) sample.command();
        HansaState s = sample.state();
        int slot = 0;
        while (s.office(office.city(), slot) != null) {
            slot++;
        }
        assertThat(TABLE.targets(s)).as("seed %d", sample.seed()).contains(HansaPhysicalRules.office(s.map(), office.city(), slot));
    }

    @Test
    void on_reed_switches_a_placement_is_asked_trader_or_merchant() {
        Sample sample = samples(1, c -> c instanceof Command.Place p && p.piece() == Piece.TRADER).get(0);
        HansaState s = sample.state();
        Verdict<Command> verdict = judge(s, sensedPresenceOnly(TABLE.expected(sample.after())));
        assertThat(verdict).isInstanceOf(Verdict.Ask.class);
        assertThat(((Verdict.Ask<Command>) verdict).readings()).extracting(Reading::command)
                .containsExactlyInAnyOrder(sample.command(), new Command.Place(((Command.Place) sample.command()).post(), Piece.MERCHANT));
    }

    @Test
    void a_piece_on_a_wrong_post_holds_play_with_catans_sentences_and_taking_it_off_heals_the_table() {
        Sample sample = samples(1, c -> c instanceof Command.Place).get(0);
        HansaState s = sample.state();
        int wrongSeat = (sample.seat() + 1) % s.seatCount();
        Command.Place place = (Command.Place) sample.command();
        TableLayout expected = TABLE.expected(s);
        Map<Spot, Sensed> sensed = sensedWithPieces(expected);
        // Another player's trader on the post while it is not their turn: no rule puts it there.
        String wrongColour = HansaPhysicalRules.COLOURS.get(wrongSeat);
        sensed.put(Spot.path(place.post()), new Sensed(HansaPhysicalRules.TRADER, wrongColour));
        Verdict<Command> verdict = judge(s, sensed);
        assertThat(verdict).as("seed %d", sample.seed()).isInstanceOf(Verdict.OutOfSync.class);
        List<Verdict.Difference> differences = ((Verdict.OutOfSync<Command>) verdict).differences();
        assertThat(differences).hasSize(1);
        assertThat(differences.get(0).words()).isEqualTo("Take a " + wrongColour + " trader off path " + place.post() + ": nothing belongs there.");
        assertThat(TableWords.outOfSync(differences).message(Language.SPANISH))
                .isEqualTo("La mesa no coincide con la partida; el juego espera. Quita un comerciante de color "
                        + Map.of("yellow", "amarillo", "green", "verde", "blue", "azul", "red", "rojo", "purple", "morado").get(wrongColour)
                        + " (camino " + place.post() + "): ahí no va nada.");
        // A trader in an office slot without a route established: out of sync too.
        Map<Spot, Sensed> inOffice = sensedWithPieces(expected);
        inOffice.put(HansaPhysicalRules.office(s.map(), 0, 0), new Sensed(HansaPhysicalRules.TRADER, HansaPhysicalRules.COLOURS.get(sample.seat())));
        assertThat(judge(s, inOffice)).isInstanceOf(Verdict.OutOfSync.class);
        // Taken off again: the table matches the game, and nothing was played.
        sensed.remove(Spot.path(place.post()));
        assertThat(judge(s, sensed)).isInstanceOf(Verdict.InSync.class);
    }

    @Test
    void a_lifted_piece_is_asked_back_with_catans_sentence_and_putting_it_back_heals_the_table() {
        Sample sample = samples(1, c -> c instanceof Command.Displace).get(0);
        HansaState s = sample.state();
        int post = ((Command.Displace) sample.command()).post();
        Holder there = s.post(post);
        Map<Spot, Sensed> sensed = sensedWithPieces(TABLE.expected(s));
        Sensed lifted = sensed.remove(Spot.path(post));
        Verdict<Command> verdict = judge(s, sensed);
        assertThat(verdict).as("seed %d", sample.seed()).isInstanceOf(Verdict.OutOfSync.class);
        List<Verdict.Difference> differences = ((Verdict.OutOfSync<Command>) verdict).differences();
        assertThat(differences).extracting(Verdict.Difference::words).containsExactly("Put a " + HansaPhysicalRules.COLOURS.get(there.seat())
                + " " + (there.piece() == Piece.TRADER ? "trader" : "merchant") + " on path " + post + ".");
        sensed.put(Spot.path(post), lifted);
        assertThat(judge(s, sensed)).isInstanceOf(Verdict.InSync.class);
    }

    @Test
    void the_end_turn_button_ends_the_active_players_turn_and_hansa_has_no_dice() {
        Sample sample = samples(1, c -> c instanceof Command.EndTurn).get(0);
        assertThat(TABLE.endTurn(sample.state())).hasValueSatisfying(c -> {
            assertThat(c.seat()).isEqualTo(sample.seat());
            assertThat(c.command()).isEqualTo(new Command.EndTurn());
        });
        assertThat(TABLE.roll(sample.state(), List.of())).isEmpty();
        assertThat(TABLE.roll(sample.state(), List.of(3, 4))).isEmpty();
        Sample relocating = samples(1, c -> c instanceof Command.Relocate).get(0);
        assertThat(TABLE.endTurn(relocating.state())).as("while the displaced player relocates, the button ends nothing").isEmpty();
    }
}

package org.kontor.engine.catan;

import org.kontor.engine.resources.Resources;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.kontor.engine.Result;
import org.kontor.engine.board.Topology;

/**
 * Rulebook examples start from a described situation: pieces already on the beginner board, cards
 * in hand, whose turn it is. This sets one up directly (tests live in the package, so they may
 * shape a state through a {@link Draft}), then plays commands through the referee like a phone.
 *
 * <p>Beginner board hex ids (file order): 0 mountains 10, 1 pasture 2, 2 forest 9, 3 fields 12,
 * 4 hills 6, 5 pasture 4, 6 hills 10, 7 fields 9, 8 forest 11, 9 desert, 10 forest 3,
 * 11 mountains 8, 12 forest 8, 13 mountains 3, 14 fields 4, 15 pasture 5, 16 hills 5, 17 fields 6,
 * 18 pasture 11.
 */
final class Situation {

    static final Catan RULES = new Catan();

    CatanState state;
    List<Event> events = List.of();

    private Situation(CatanState state) {
        this.state = state;
    }

    /** The beginner board, setup skipped: seat 0's turn, before the roll, empty hands and board. */
    static Situation beginner(int players) {
        return of(CatanConfig.beginner(players), 1);
    }

    /** A situation from a state as it is (setup included). */
    record Builder(CatanState state) {
        Situation get() {
            return new Situation(state);
        }
    }

    static Situation of(CatanConfig config, long seed) {
        Draft d = new Draft(Catan.setup(config, seed));
        d.phase = Phase.BEFORE_ROLL;
        d.turn = 1;
        d.setupPlacements = 2 * d.players.size();
        return new Situation(d.freeze());
    }

    Topology topology() {
        return state.island().topology();
    }

    /** The intersection where exactly these hexes meet. */
    int corner(int... hexes) {
        int[] wanted = hexes.clone();
        Arrays.sort(wanted);
        for (int i = 0; i < topology().intersectionCount(); i++) {
            int[] at = topology().hexesAtIntersection(i).clone();
            Arrays.sort(at);
            if (Arrays.equals(at, wanted)) {
                return i;
            }
        }
        throw new IllegalArgumentException("no intersection where exactly " + Arrays.toString(hexes) + " meet");
    }

    int path(int a, int b) {
        int p = topology().pathBetween(a, b);
        if (p < 0) {
            throw new IllegalArgumentException("intersections " + a + " and " + b + " are not neighbours");
        }
        return p;
    }

    Situation settlement(int seat, int intersection) {
        return edit(d -> {
            d.building[intersection] = CatanState.SETTLEMENT;
            d.buildingOwner[intersection] = seat;
            Player p = d.player(seat);
            d.set(seat, p.withPieces(p.roadsLeft(), p.settlementsLeft() - 1, p.citiesLeft()));
            LongestRoad.update(d);
        });
    }

    Situation city(int seat, int intersection) {
        return edit(d -> {
            d.building[intersection] = CatanState.CITY;
            d.buildingOwner[intersection] = seat;
            Player p = d.player(seat);
            d.set(seat, p.withPieces(p.roadsLeft(), p.settlementsLeft(), p.citiesLeft() - 1));
        });
    }

    /** Roads along a walk of intersections. */
    Situation roads(int seat, int... walk) {
        return edit(d -> {
            for (int k = 0; k + 1 < walk.length; k++) {
                d.roadOwner[path(walk[k], walk[k + 1])] = seat;
                Player p = d.player(seat);
                d.set(seat, p.withPieces(p.roadsLeft() - 1, p.settlementsLeft(), p.citiesLeft()));
            }
            LongestRoad.update(d);
        });
    }

    /** Cards from the bank into a hand. */
    Situation give(int seat, Resources cards) {
        return edit(d -> d.fromBank(seat, cards));
    }

    /** Development cards in hand, bought on an earlier turn. */
    Situation cards(int seat, DevelopmentCard... cards) {
        return edit(d -> {
            for (DevelopmentCard c : cards) {
                d.deck.remove(c);
                d.set(seat, d.player(seat).withCardBought(c).withTurnEnded());
            }
        });
    }

    /** It is {@code seat}'s turn, after the roll. */
    Situation rolled(int seat) {
        return edit(d -> {
            d.active = seat;
            d.phase = Phase.AFTER_ROLL;
        });
    }

    Situation turnOf(int seat) {
        return edit(d -> {
            d.active = seat;
            d.phase = Phase.BEFORE_ROLL;
        });
    }

    Situation robberOn(int hex) {
        return edit(d -> d.robberHex = hex);
    }

    static Situation beginner(int players, RuleOptions options) {
        return of(new CatanConfig(IslandSetup.beginnerBoard(), IslandSetup.Layout.BEGINNER, players, options), 1);
    }

    Situation edit(java.util.function.Consumer<Draft> change) {
        Draft d = new Draft(state);
        change.accept(d);
        state = d.freeze();
        return this;
    }

    /** Plays a command that must be accepted; keeps its events. */
    Situation play(int seat, Command c) {
        Result<CatanState, Event> r = RULES.apply(state, seat, state.version(), c);
        assertThat(r).as("%s by seat %d", c, seat).isInstanceOf(Result.Accepted.class);
        Result.Accepted<CatanState, Event> a = (Result.Accepted<CatanState, Event>) r;
        state = a.state();
        events = a.events();
        return this;
    }

    /** The refusal's sentence for a command that must be refused (the state stays). */
    String refused(int seat, Command c) {
        return rejection(seat, c).message();
    }

    /** {@link #refused}, the refusal itself: to read it in another language. */
    org.kontor.engine.Rejection rejection(int seat, Command c) {
        Result<CatanState, Event> r = RULES.apply(state, seat, state.version(), c);
        assertThat(r).as("%s by seat %d", c, seat).isInstanceOf(Result.Rejected.class);
        return ((Result.Rejected<CatanState, Event>) r).rejection();
    }

    Resources hand(int seat) {
        return state.player(seat).hand();
    }

    List<String> kinds(int seat) {
        return RULES.legalActions(state, seat).stream().map(LegalAction::kind).toList();
    }

    List<Command> choices(int seat, String kind) {
        return RULES.legalActions(state, seat).stream().filter(a -> a.kind().equals(kind))
                .flatMap(a -> a.choices().stream()).toList();
    }

    /** Cards in the order of the building costs card: brick, lumber, wool, grain, ore. */
    static Resources cards(int brick, int lumber, int wool, int grain, int ore) {
        return new Resources(lumber, wool, grain, ore, 0, brick);
    }
}

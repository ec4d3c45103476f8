package org.kontor.engine.elasund;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.kontor.engine.Rejection;
import org.kontor.engine.Result;
import org.kontor.engine.Rng;

/** A game at the table for the rule tests: arranged directly, then played through the rules. */
final class ElasundTable {

    static final int RED = 0;
    static final int BLUE = 1;
    static final int GREEN = 2;
    static final int YELLOW = 3;
    static final Elasund RULES = new Elasund();

    ElasundState state;
    final List<Event> events = new ArrayList<>();

    ElasundTable(int players) {
        this(players, RuleOptions.standard());
    }

    /** The rule tests begin at Red's first turn: the opening roll, when the options ask for it, is skipped (ElasundOpeningRollTest plays it). */
    ElasundTable(int players, RuleOptions options) {
        RuleOptions redStarts = options.startPlayer() == RuleOptions.OPENING_ROLL ? options.startingWith(RED) : options;
        state = Elasund.setup(ElasundBoardFile.bundled(), PiecesFile.bundled(), players, redStarts, 11);
    }

    ElasundTable arrange(Consumer<Draft> change) {
        Draft d = state.edit();
        change.accept(d);
        d.events.clear();
        state = new ElasundState(d);
        return this;
    }

    /** The active player in phase 2 with the ship on {@code label}. */
    ElasundTable building(int seat, int label) {
        return arrange(d -> {
            d.active = seat;
            d.phase = Phase.BUILD;
            d.buildsLeft = 2;
            d.ship = d.board.rowOf(label);
        });
    }

    ElasundTable ok(int seat, Command c) {
        Result<ElasundState, Event> r = RULES.apply(state, seat, state.version(), c);
        if (r instanceof Result.Rejected<ElasundState, Event> no) {
            throw new AssertionError(c + " by seat " + seat + " refused: " + no.rejection());
        }
        Result.Accepted<ElasundState, Event> yes = (Result.Accepted<ElasundState, Event>) r;
        events.clear();
        events.addAll(yes.events());
        state = yes.state();
        return this;
    }

    Rejection no(int seat, Command c) {
        Result<ElasundState, Event> r = RULES.apply(state, seat, state.version(), c);
        assertThat(r).as("%s by seat %d is refused", c, seat).isInstanceOf(Result.Rejected.class);
        return ((Result.Rejected<ElasundState, Event>) r).rejection();
    }

    // Arrangements on a Draft.

    /** Gives {@code seat} exactly this hand, the difference coming from or going to the supply. */
    static void hand(Draft d, int seat, int gold, int blue, int green, int red) {
        d.goldSupply += d.gold[seat] - gold;
        d.gold[seat] = gold;
        int[] want = {blue, green, red};
        for (int c = 0; c < 3; c++) {
            while (d.influence[seat][c] > want[c]) {
                d.influence[seat][c]--;
                d.deck.add(c);
            }
            while (d.influence[seat][c] < want[c]) {
                d.deck.remove(Integer.valueOf(c));
                d.influence[seat][c]++;
            }
        }
    }

    static void permit(Draft d, int seat, int value, int column, int label) {
        BuildingPermits.put(d, seat, value, new Square(column, d.board.rowOf(label)));
    }

    /** A building put straight on the board (its cubes taken), with the trade points its windmills give. */
    static void building(Draft d, String id, int seat, int column, int label) {
        int k = d.pieces.index(id);
        Square at = new Square(column, d.board.rowOf(label));
        Construction.put(d, k, seat, at);
        d.trade[seat] += TradeTrack.windmills(d, d.footprint(at, d.kind(k).width(), d.kind(k).height()));
    }

    /** The next roll sums to {@code sum}. */
    static void dice(Draft d, int sum) {
        for (long seed = 0; ; seed++) {
            Rng r = Rng.seeded(seed);
            int a = r.below(6) + 1;
            int b = r.next().below(6) + 1;
            if (a + b == sum) {
                d.rng = r;
                return;
            }
        }
    }

    <T extends Event> List<T> events(Class<T> kind) {
        return events.stream().filter(kind::isInstance).map(kind::cast).toList();
    }
}

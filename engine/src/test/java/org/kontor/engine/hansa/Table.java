package org.kontor.engine.hansa;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.kontor.engine.Rejection;
import org.kontor.engine.RejectionKind;
import org.kontor.engine.Result;

/**
 * A Hansa game set up for a rulebook example: a fresh game whose {@link Draft} the test arranges
 * (pieces on posts, offices, tracks), then commands applied through the referee as a player would.
 */
final class Table {

    static final Hansa RULES = new Hansa();
    static final int YELLOW = 0;
    static final int GREEN = 1;
    static final int BLUE = 2;

    HansaState state;
    List<Event> events = List.of();

    Table(String map, int players) {
        state = Hansa.setup(HansaMapFile.bundled(map), players, RuleOptions.standard(), 1);
    }

    Table(String map, int players, RuleOptions options) {
        state = Hansa.setup(HansaMapFile.bundled(map), players, options, 1);
    }

    /** Changes the game outside the rules, to arrange an example. */
    Table arrange(java.util.function.Consumer<Draft> change) {
        Draft d = state.edit();
        change.accept(d);
        state = new HansaState(d);
        return this;
    }

    HansaMap map() {
        return state.map();
    }

    int city(String id) {
        int c = map().city(id);
        assertThat(c).as("city %s", id).isNotNegative();
        return c;
    }

    Route route(String a, String b) {
        for (Route r : map().routes()) {
            if (r.touches(city(a)) && r.touches(city(b))) {
                return r;
            }
        }
        throw new AssertionError("no route " + a + "-" + b);
    }

    /** Posts of the route, in order. */
    int post(Route r, int i) {
        return r.firstPost() + i;
    }

    /** Fills every post of a route with the seat's pieces: traders unless {@code merchants} names posts' indexes. */
    Table fill(Route r, int seat, int... merchants) {
        return arrange(d -> {
            for (int i = 0; i < r.posts(); i++) {
                final int index = i;
                boolean merchant = java.util.Arrays.stream(merchants).anyMatch(m -> m == index);
                Piece p = merchant ? Piece.MERCHANT : Piece.TRADER;
                // Pieces come out of the supply (and the stock when it runs short), so the counts stay whole.
                take(d, seat, p);
                d.posts[r.firstPost() + i] = new Holder(seat, p);
            }
        });
    }

    static void take(Draft d, int seat, Piece p) {
        int k = p.ordinal();
        if (d.supply[seat][k] > 0) {
            d.supply[seat][k]--;
        } else if (d.stock[seat][k] > 0) {
            d.stock[seat][k]--;
        } else if (p == Piece.MERCHANT && d.level[seat][Ability.BOOK.ordinal()] < Ability.BOOK.maxLevel()) {
            d.level[seat][Ability.BOOK.ordinal()]++;
        } else {
            throw new AssertionError("seat " + seat + " has no " + p + " left to arrange");
        }
    }

    /** Puts an office of the seat in the city's printed slot (its piece from the seat's supply or stock). */
    Table office(String city, int slot, int seat) {
        return arrange(d -> {
            Piece p = d.map.cities().get(city(city)).offices().get(slot).shape();
            take(d, seat, p);
            d.offices[city(city)][slot] = new Holder(seat, p);
        });
    }

    Table ok(int seat, Command c) {
        Result<HansaState, Event> r = RULES.apply(state, seat, state.version(), c);
        if (r instanceof Result.Rejected<HansaState, Event> no) {
            throw new AssertionError(c + " by seat " + seat + " was refused: " + no.rejection());
        }
        Result.Accepted<HansaState, Event> yes = (Result.Accepted<HansaState, Event>) r;
        state = yes.state();
        events = yes.events();
        return this;
    }

    /** The command is refused with that kind and the state stays as it was; returns the sentence. */
    String refused(int seat, Command c, RejectionKind kind) {
        return rejection(seat, c, kind).message();
    }

    /** {@link #refused}, the refusal itself: to read it in another language. */
    Rejection rejection(int seat, Command c, RejectionKind kind) {
        Result<HansaState, Event> r = RULES.apply(state, seat, state.version(), c);
        assertThat(r).as("%s by seat %d", c, seat).isInstanceOf(Result.Rejected.class);
        Rejection no = ((Result.Rejected<HansaState, Event>) r).rejection();
        assertThat(no.kind()).as(no.message()).isEqualTo(kind);
        assertThat(RULES.legalActions(state, seat).stream().flatMap(a -> a.choices().stream())).doesNotContain(c);
        return no;
    }

    boolean listed(int seat, Command c) {
        return RULES.legalActions(state, seat).stream().anyMatch(a -> a.choices().contains(c));
    }

    @SuppressWarnings("unchecked")
    <E extends Event> List<E> events(Class<E> type) {
        return (List<E>) events.stream().filter(type::isInstance).toList();
    }
}

package org.kontor.engine.hansa;

import org.kontor.engine.Phrase;
import org.kontor.engine.Rejection;
import org.kontor.engine.referee.Refusals;

/** The first tests every rule's check shares: whose turn it is, an open question, actions left. */
final class Gates {

    static final String[] COLOURS = {"Yellow", "Green", "Blue", "Red", "Purple"};

    private Gates() {}

    static String name(int seat) {
        return seat >= 0 && seat < COLOURS.length ? COLOURS[seat] : "Seat " + seat;
    }

    /** The active player's turn with nothing pending: markers and ending the turn. */
    static Rejection turn(Draft d, int seat) {
        Rejection pending = pending(d, seat);
        if (pending != null) {
            return pending;
        }
        if (seat != d.active) {
            return Refusals.notYourTurn("hansa.it-is-turn", Names.seat(d.active));
        }
        return null;
    }

    /** {@link #turn} and an action left. */
    static Rejection action(Draft d, int seat) {
        Rejection turn = turn(d, seat);
        if (turn != null) {
            return turn;
        }
        if (d.actionsLeft() <= 0) {
            return Refusals.notNow("hansa.you-have-no-action-left-this");
        }
        return null;
    }

    static Rejection pending(Draft d, int seat) {
        if (d.pending == null) {
            return null;
        }
        Phrase what = d.pending instanceof Pending.Displaced p
                ? Phrase.of("hansa.waits.displaced", Names.seat(p.victim()))
                : Phrase.of("hansa.waits.markers", Names.seat(((Pending.PlaceMarkers) d.pending).seat()));
        return Refusals.answerFirst(d.pending, seat, what);
    }

    static boolean validPost(Draft d, int post) {
        return post >= 0 && post < d.posts.length;
    }

    static boolean validRoute(Draft d, int route) {
        return route >= 0 && route < d.map.routes().size();
    }

    static boolean validCity(Draft d, int city) {
        return city >= 0 && city < d.map.cities().size();
    }
}

package org.kontor.engine.elasund;

import org.kontor.engine.Phrase;
import org.kontor.engine.Rejection;
import org.kontor.engine.referee.Refusals;

/** The first tests every rule's check shares: an open question, whose turn, which phase; and names. */
final class Gates {

    static final String[] COLOURS = {"Red", "Blue", "Green", "Yellow"};

    private Gates() {}

    /** The seats' colours as catalogue keys, in seat order like {@link #COLOURS}. */
    private static final String[] COLOUR_KEYS = {"elasund.seat.red", "elasund.seat.blue", "elasund.seat.green", "elasund.seat.yellow"};

    static String name(int seat) {
        return seat >= 0 && seat < COLOURS.length ? COLOURS[seat] : "Seat " + seat;
    }

    /** A seat's colour in the reader's language, for refusals. */
    static Phrase seat(int seat) {
        return seat >= 0 && seat < COLOUR_KEYS.length ? Phrase.of(COLOUR_KEYS[seat]) : Phrase.of("elasund.seat.other", seat);
    }

    /** The active player, nothing pending, and the turn in {@code phase}. */
    static Rejection phase(Draft d, int seat, Phase phase, Phrase what) {
        Rejection pending = pending(d, seat);
        if (pending != null) {
            return pending;
        }
        if (seat != d.active) {
            return Refusals.notYourTurn("elasund.its-turn", seat(d.active));
        }
        if (d.phase != phase) {
            return Refusals.notNow(d.phase == Phase.ROLL ? "elasund.after-roll"
                    : d.phase == Phase.BUILD ? "elasund.not-building-phase"
                    : d.phase == Phase.SPECIAL ? "elasund.past-special-left"
                    : "elasund.past-end-left", what);
        }
        return null;
    }

    /** Phase 2 with a building left (two per turn). */
    static Rejection build(Draft d, int seat, Phrase what) {
        Rejection r = phase(d, seat, Phase.BUILD, what);
        if (r != null) {
            return r;
        }
        return d.buildsLeft > 0 ? null : Refusals.notNow("elasund.built-twice");
    }

    static Rejection pending(Draft d, int seat) {
        if (d.pending == null) {
            return null;
        }
        Phrase what;
        if (d.pending instanceof Pending.OpeningRoll) {
            what = Phrase.of("elasund.waits.opening-roll");
        } else if (d.pending instanceof Pending.ShipChoice p) {
            what = Phrase.of("elasund.waits.ship", seat(p.seat()));
        } else if (d.pending instanceof Pending.PirateShip p) {
            what = Phrase.of("elasund.waits.pirates", seat(p.seat()));
        } else if (d.pending instanceof Pending.Discards) {
            what = Phrase.of("elasund.waits.discards");
        } else if (d.pending instanceof Pending.Exhaustion) {
            what = Phrase.of("elasund.waits.exhaustion");
        } else if (d.pending instanceof Pending.ChurchTile p) {
            what = Phrase.of("elasund.waits.church-tile", seat(p.seat()));
        } else {
            what = Phrase.of("elasund.waits.cottage", seat(((Pending.Cottages) d.pending).queue().get(0).seat()));
        }
        return Refusals.answerFirst(d.pending, seat, what);
    }

    /** The square a command names (column, dice label), or null when there is none in the building area. */
    static Square square(Draft d, int column, int label) {
        int row = d.board.rowOf(label);
        if (row < 0 || label == 7) {
            return null;
        }
        Square s = new Square(column, row);
        return d.area.inside(s) ? s : null;
    }

    static Rejection noSquare(Draft d, int column, int label) {
        return Refusals.badInput("elasund.no-square", column, label, d.columns - 1, d.board.rows().toString());
    }

    static Phrase at(Draft d, Square s) {
        return Phrase.of("elasund.square", s.column(), d.label(s.row()));
    }
}

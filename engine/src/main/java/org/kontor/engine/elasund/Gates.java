package org.kontor.engine.elasund;

import org.kontor.engine.Rejection;
import org.kontor.engine.referee.Refusals;

/** The first tests every rule's check shares: an open question, whose turn, which phase; and names. */
final class Gates {

    static final String[] COLOURS = {"Red", "Blue", "Green", "Yellow"};

    private Gates() {}

    static String name(int seat) {
        return seat >= 0 && seat < COLOURS.length ? COLOURS[seat] : "Seat " + seat;
    }

    /** The active player, nothing pending, and the turn in {@code phase}. */
    static Rejection phase(Draft d, int seat, Phase phase, String what) {
        Rejection pending = pending(d, seat);
        if (pending != null) {
            return pending;
        }
        if (seat != d.active) {
            return Refusals.notYourTurn("It is " + name(d.active) + "'s turn.");
        }
        if (d.phase != phase) {
            return Refusals.notNow(what + " " + (d.phase == Phase.ROLL ? "comes after the roll."
                    : d.phase == Phase.BUILD ? "is not the building phase's business."
                    : d.phase == Phase.SPECIAL ? "is past: only a special action or the end of the turn is left."
                    : "is past: only the end of the turn is left."));
        }
        return null;
    }

    /** Phase 2 with a building left (two per turn). */
    static Rejection build(Draft d, int seat, String what) {
        Rejection r = phase(d, seat, Phase.BUILD, what);
        if (r != null) {
            return r;
        }
        return d.buildsLeft > 0 ? null : Refusals.notNow("You have built twice this turn; place a permit or take 2 gold.");
    }

    static Rejection pending(Draft d, int seat) {
        if (d.pending == null) {
            return null;
        }
        String what;
        if (d.pending instanceof Pending.ShipChoice p) {
            what = name(p.seat()) + " to move the ship 2 rows";
        } else if (d.pending instanceof Pending.PirateShip p) {
            what = name(p.seat()) + " to place the pirate ship";
        } else if (d.pending instanceof Pending.Discards) {
            what = "the players in the pirates' row to discard";
        } else if (d.pending instanceof Pending.ChurchTile p) {
            what = name(p.seat()) + " to choose a church tile";
        } else {
            what = name(((Pending.Cottages) d.pending).queue().get(0).seat()) + " to re-place a worker cottage";
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
        return Refusals.badInput("There is no square in column " + column + " of row " + label + " (columns 0 to "
                + (d.columns - 1) + ", rows " + d.board.rows() + ").");
    }

    static String at(Draft d, Square s) {
        return "column " + s.column() + " of row " + d.label(s.row());
    }
}

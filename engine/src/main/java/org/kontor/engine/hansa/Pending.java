package org.kontor.engine.hansa;

import org.kontor.engine.referee.Decision;

/** What the game waits for before the active player may go on. */
public sealed interface Pending extends Decision {

    /**
     * The displaced player places the displaced piece (first, mandatory) and then up to
     * {@code extrasLeft} more pieces on free posts of the nearest routes around {@code route}.
     */
    record Displaced(int victim, int route, Piece piece, boolean piecePlaced, int extrasLeft) implements Pending {
        @Override
        public boolean waitsFor(int seat) {
            return seat == victim;
        }
    }

    /** At the end of the turn: the active player places the bonus markers drawn face down this turn. */
    record PlaceMarkers(int seat, int count) implements Pending {
        @Override
        public boolean waitsFor(int s) {
            return s == seat;
        }
    }
}

package org.kontor.engine.elasund;

import org.kontor.engine.GameState;

/**
 * One moment of an Elasund game. Immutable: it keeps its own copy of a {@link Draft}; every
 * accepted command makes the next state from a fresh copy. The influence deck's order, the church
 * stack and the generator are here but never in a view.
 */
public final class ElasundState implements GameState {

    final Draft d;

    ElasundState(Draft draft) {
        this.d = draft.copy(false);
    }

    Draft edit() {
        return d.copy(true);
    }

    @Override
    public long version() {
        return d.version;
    }

    @Override
    public int seatCount() {
        return d.seats;
    }

    public ElasundBoard board() {
        return d.board;
    }

    public RuleOptions options() {
        return d.options;
    }

    public int active() {
        return d.active;
    }

    public int turn() {
        return d.turn;
    }

    public Phase phase() {
        return d.phase;
    }

    public Pending pending() {
        return d.pending;
    }

    /** The ship's row as its dice label, or 0 before the first roll. */
    public int ship() {
        return d.ship < 0 ? 0 : d.label(d.ship);
    }

    public int gold(int seat) {
        return d.gold[seat];
    }

    public int influence(int seat, Influence colour) {
        return d.influence[seat][colour.ordinal()];
    }

    public int cubesOnBoard(int seat) {
        return Draft.CUBES - d.cubes[seat];
    }

    public int tradePoints(int seat) {
        return d.trade[seat];
    }

    public int goldSupply() {
        return d.goldSupply;
    }

    @Override
    public boolean isOver() {
        return d.over();
    }

    public int winner() {
        return d.winner;
    }

    public String endReason() {
        return d.endReason;
    }
}

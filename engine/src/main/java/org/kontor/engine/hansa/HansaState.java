package org.kontor.engine.hansa;

import org.kontor.engine.Language;
import org.kontor.engine.Phrase;
import java.util.List;
import org.kontor.engine.GameState;

/**
 * One moment of a Hansa Teutonica game. Immutable: it keeps its own copy of a {@link Draft}, which
 * nothing changes; every accepted command makes the next state from a fresh copy. The face-down
 * bonus markers and the generator are here but never in a view.
 */
public final class HansaState implements GameState {

    final Draft d;

    HansaState(Draft draft) {
        this.d = draft.copy(false);
    }

    /** A fresh copy to change, for the next version. */
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

    public HansaMap map() {
        return d.map;
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

    public int actionsLeft() {
        return d.actionsLeft();
    }

    public int prestige(int seat) {
        return d.prestige[seat];
    }

    public int stock(int seat, Piece piece) {
        return d.stock[seat][piece.ordinal()];
    }

    public int supply(int seat, Piece piece) {
        return d.supply[seat][piece.ordinal()];
    }

    /** How many pieces the seat has taken off this track. */
    public int level(int seat, Ability ability) {
        return d.level[seat][ability.ordinal()];
    }

    /** The track's current value (Bursa: 0 means all). */
    public int value(int seat, Ability ability) {
        return d.value(seat, ability);
    }

    public List<BonusMarker> heldMarkers(int seat) {
        return List.copyOf(d.held.get(seat));
    }

    public List<BonusMarker> usedMarkers(int seat) {
        return List.copyOf(d.used.get(seat));
    }

    /** The piece on a post, or null. */
    public Holder post(int post) {
        return d.posts[post];
    }

    /** The piece in a city's printed office slot, or null. */
    public Holder office(int city, int slot) {
        return d.offices[city][slot];
    }

    /** The extra offices (bonus marker) left of a city's printed ones, leftmost first. */
    public List<Holder> extraOffices(int city) {
        return List.copyOf(d.extraOffices.get(city));
    }

    /** The face-up bonus marker beside a route, or null. */
    public BonusMarker routeMarker(int route) {
        return d.routeMarker[route];
    }

    public int markersInSupply() {
        return d.markerSupply.size();
    }

    /** Replacement markers drawn face down this turn, waiting to be placed. */
    public int markersDrawn() {
        return d.drawn.size();
    }

    public Holder coellen(int space) {
        return d.coellen[space];
    }

    public List<Integer> eastWest() {
        return List.copyOf(d.eastWest);
    }

    public int completedCities() {
        return d.completedCities;
    }

    public Pending pending() {
        return d.pending;
    }

    /** Pieces left in the current movement (Liber Sophiae), 0 when none is open. */
    public int movesLeft() {
        return d.movesLeft;
    }

    /** Pieces left in the current Remove 3, 0 when none is open. */
    public int removalsLeft() {
        return d.removalsLeft;
    }

    @Override
    public boolean isOver() {
        return d.over();
    }

    /** Why the game ended, in English, or null. */
    public String endReason() {
        return d.endReason == null ? null : d.endReason.message(Language.ENGLISH);
    }

    /** Why the game ended, in any language, or null. */
    Phrase endPhrase() {
        return d.endReason;
    }

    /** The final scores by seat, or null before the end. */
    public List<FinalScoring.Score> scores() {
        return d.scores;
    }

    /** Who controls a city now, or -1. */
    public int controller(int city) {
        return CityControl.controller(d, city);
    }
}

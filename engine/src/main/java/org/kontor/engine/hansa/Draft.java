package org.kontor.engine.hansa;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.kontor.engine.Phrase;
import org.kontor.engine.Rng;

/**
 * The whole of one Hansa moment, mutable: the rule classes change a fresh copy while one command is
 * carried out, and {@link HansaState} keeps a copy nobody changes. Never shared.
 */
final class Draft {

    final HansaMap map;
    final RuleOptions options;
    final int seats;
    long version;
    Rng rng;

    // Per seat.
    final int[][] stock;          // [seat][piece ordinal]
    final int[][] supply;
    final int[][] level;          // [seat][ability ordinal]: pieces taken off the track
    final int[] prestige;
    final List<List<BonusMarker>> held;   // face up, not yet used
    final List<List<BonusMarker>> used;   // used, kept face down for the end

    // The board.
    final Holder[] posts;
    final Holder[][] offices;                 // [city][printed slot]
    final List<List<Holder>> extraOffices;   // [city], leftmost first: left of every printed office
    final BonusMarker[] routeMarker;
    final List<BonusMarker> markerSupply;    // face down: the only hidden thing
    final Holder[] coellen;
    final List<Integer> eastWest;            // seats in the order they connected Arnheim and Stendal
    int completedCities;

    // The turn.
    int active;
    int turn;
    int actionsUsed;
    int bonusActions;
    int movesLeft;
    int removalsLeft;
    int opponentMovesLeft;                   // Move 3 (Big Box): opponents' pieces still to move
    final List<BonusMarker> drawn;           // replacements drawn face down this turn, placed at its end
    Pending pending;

    // The end.
    Phrase endReason;
    List<FinalScoring.Score> scores;

    private List<Event> events = new ArrayList<>();

    Draft(HansaMap map, RuleOptions options, int seats, Rng rng) {
        this.map = map;
        this.options = options;
        this.seats = seats;
        this.rng = rng;
        this.stock = new int[seats][2];
        this.supply = new int[seats][2];
        this.level = new int[seats][Ability.values().length];
        this.prestige = new int[seats];
        this.held = new ArrayList<>();
        this.used = new ArrayList<>();
        for (int s = 0; s < seats; s++) {
            held.add(new ArrayList<>());
            used.add(new ArrayList<>());
        }
        this.posts = new Holder[map.postCount()];
        this.offices = new Holder[map.cities().size()][];
        this.extraOffices = new ArrayList<>();
        for (int c = 0; c < offices.length; c++) {
            offices[c] = new Holder[map.cities().get(c).offices().size()];
            extraOffices.add(new ArrayList<>());
        }
        this.routeMarker = new BonusMarker[map.routes().size()];
        this.markerSupply = new ArrayList<>();
        this.coellen = new Holder[map.coellen().size()];
        this.eastWest = new ArrayList<>();
        this.drawn = new ArrayList<>();
    }

    /** A deep copy; {@code next} gives it the following version and an empty event list. */
    Draft copy(boolean next) {
        Draft d = new Draft(map, options, seats, rng);
        d.version = version + (next ? 1 : 0);
        for (int s = 0; s < seats; s++) {
            d.stock[s] = stock[s].clone();
            d.supply[s] = supply[s].clone();
            d.level[s] = level[s].clone();
            d.prestige[s] = prestige[s];
            d.held.get(s).addAll(held.get(s));
            d.used.get(s).addAll(used.get(s));
        }
        System.arraycopy(posts, 0, d.posts, 0, posts.length);
        for (int c = 0; c < offices.length; c++) {
            d.offices[c] = offices[c].clone();
            d.extraOffices.get(c).addAll(extraOffices.get(c));
        }
        System.arraycopy(routeMarker, 0, d.routeMarker, 0, routeMarker.length);
        d.markerSupply.addAll(markerSupply);
        System.arraycopy(coellen, 0, d.coellen, 0, coellen.length);
        d.eastWest.addAll(eastWest);
        d.completedCities = completedCities;
        d.active = active;
        d.turn = turn;
        d.actionsUsed = actionsUsed;
        d.bonusActions = bonusActions;
        d.movesLeft = movesLeft;
        d.removalsLeft = removalsLeft;
        d.opponentMovesLeft = opponentMovesLeft;
        d.drawn.addAll(drawn);
        d.pending = pending;
        d.endReason = endReason;
        d.scores = scores;
        return d;
    }

    void event(Event e) {
        events.add(e);
    }

    List<Event> events() {
        return List.copyOf(events);
    }

    /** The current value of a seat's track. */
    int value(int seat, Ability a) {
        if (a == Ability.BANK && level[seat][a.ordinal()] == 1) {
            return options.bankThree();
        }
        return a.value(level[seat][a.ordinal()]);
    }

    int actionsLeft() {
        return value(active, Ability.ACTIONS) + bonusActions - actionsUsed;
    }

    /** Starts an action: closes an open movement or removal, counts the action. */
    void startAction() {
        movesLeft = 0;
        removalsLeft = 0;
        opponentMovesLeft = 0;
        actionsUsed++;
    }

    /** Something other than continuing a movement or removal is done: those are over. */
    void closeOpen() {
        movesLeft = 0;
        removalsLeft = 0;
        opponentMovesLeft = 0;
    }

    int[] postsOf(Route r) {
        int[] ids = new int[r.posts()];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = r.firstPost() + i;
        }
        return ids;
    }

    boolean routeEmpty(Route r) {
        for (int p : postsOf(r)) {
            if (posts[p] != null) {
                return false;
            }
        }
        return true;
    }

    boolean over() {
        return endReason != null;
    }

    @Override
    public String toString() {
        return "Draft v" + version + " active " + active + " prestige " + Arrays.toString(prestige);
    }
}

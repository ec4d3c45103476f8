package org.kontor.engine.hansa;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.kontor.engine.Rng;
import org.kontor.engine.bot.BotRules;
import org.kontor.engine.bot.Level;

/**
 * What the shared bot knows of Hansa Teutonica. Only the face-down bonus markers are hidden, so
 * {@link #redeal} mixes them afresh. A position is worth the final score it would have if the
 * game ended now, then the routes a seat is close to establishing and the pieces it has to play;
 * the strong level weighs routes by what establishing them brings ({@link #strongValue}).
 */
public final class HansaBot implements BotRules<HansaState, Command> {

    private final Hansa rules;

    public HansaBot(Hansa rules) {
        this.rules = rules;
    }

    @Override
    public Hansa rules() {
        return rules;
    }

    /** The face-down markers (the supply and those drawn this turn), sorted and shuffled from {@code seed}. */
    @Override
    public HansaState redeal(HansaState state, int seat, long seed) {
        Draft d = state.edit();
        d.version = state.version();
        List<BonusMarker> faceDown = new ArrayList<>(d.drawn);
        faceDown.addAll(d.markerSupply);
        Collections.sort(faceDown);
        d.rng = Setup.shuffle(faceDown, Rng.seeded(seed));
        int drawn = d.drawn.size();
        d.drawn.clear();
        d.drawn.addAll(faceDown.subList(0, drawn));
        d.markerSupply.clear();
        d.markerSupply.addAll(faceDown.subList(drawn, faceDown.size()));
        return new HansaState(d);
    }

    /** One: the face-down markers are all that is hidden, and {@link #value} reads none of them. */
    @Override
    public int strongGuesses() {
        return 1;
    }

    @Override
    public List<Command> options(HansaState state, int seat, Level level, Rng rng) {
        List<Command> options = new ArrayList<>();
        for (LegalAction action : LegalActions.of(state.d, seat)) {
            options.addAll(action.choices());
        }
        return level == Level.RANDOM ? options : onePostPerRoute(state.d, options);
    }

    /**
     * Of the commands that put a piece on a free post, only those onto each route's first free
     * post: the posts of a route are alike (a route is established, and {@link #value} counts it,
     * by its pieces, not by where they stand), and the listing would otherwise have the bot weigh
     * hundreds of the same moves (every piece to every post) at every decision. A move along a
     * piece's own route is left out: it is worth what ending the turn is, and strong bots in every
     * seat would otherwise shuffle pieces to and fro for ever.
     */
    private static List<Command> onePostPerRoute(Draft d, List<Command> options) {
        Set<List<Object>> seen = new HashSet<>();
        List<Command> kept = new ArrayList<>();
        for (Command c : options) {
            if (c instanceof Command.Move m && routeOf(d, m.from()) == routeOf(d, m.to())
                    || c instanceof Command.MoveOpponentPiece o && routeOf(d, o.from()) == routeOf(d, o.to())) {
                continue;   // a piece moved along its own route changes nothing but the actions left
            }
            List<Object> alike = null;
            if (c instanceof Command.Place p) {
                alike = List.of("place", p.piece(), routeOf(d, p.post()));
            } else if (c instanceof Command.Move m && d.posts[m.to()] == null) {
                alike = List.of("move", m.from(), routeOf(d, m.to()));
            } else if (c instanceof Command.MoveOpponentPiece m) {
                alike = List.of("move-opponent", m.from(), routeOf(d, m.to()));
            } else if (c instanceof Command.Relocate r) {
                alike = List.of("relocate", r.piece(), r.from(), routeOf(d, r.post()));
            }
            if (alike == null || seen.add(alike)) {
                kept.add(c);
            }
        }
        return kept;
    }

    private static int routeOf(Draft d, int post) {
        return d.map.routeOfPost(post).id();
    }

    @Override
    public double value(HansaState state, int seat, Level level) {
        if (level == Level.STRONG) {
            return strongValue(state.d, seat);
        }
        Draft d = state.d;
        double value = 10 * FinalScoring.score(d).get(seat).total();
        for (Route r : d.map.routes()) {
            int mine = mine(d, seat, r);
            if (mine > 0 && others(d, seat, r) == 0) {
                value += 3.0 * mine / r.posts() + (mine == r.posts() ? 2 : 0);
            }
        }
        // The first pieces in the supply are worth most: they are the next actions' material (the
        // stock's come to the supply only by a Taxes action).
        int supply = d.supply[seat][0] + d.supply[seat][1];
        return value + 1.2 * Math.min(supply, 4) + 0.3 * Math.max(supply - 4, 0) + 0.1 * (d.stock[seat][0] + d.stock[seat][1]);
    }

    /**
     * The strong level's value, in tenths of a point. The normal value stalls: a piece on a route
     * counts less than one in the supply, a full route more than establishing it for nothing, so
     * every seat ends up with its pieces parked on the board and the game is decided by the one
     * seat that happens to loop a route between two cities it controls. Here instead:
     * <ul>
     *   <li>a route the seat alone is on counts by what establishing it would bring, tried by
     *       the rules on a copy with its free posts taken by the seat's traders
     *       ({@link #establishGain}): the best office, ability or Coellen space, by what it
     *       changes in {@link #holdings}, so an office counts its points less the piece it
     *       takes for good, an ability its level and the piece it frees. It counts half of that (and a little for being a
     *       route), times the share of its posts filled: the same when full as when filled, so
     *       the last piece onto a route never looks worse than the one before, and establishing
     *       (worth all of it) pays. The best such route counts fully, the next ones less and
     *       less ({@link #FOCUS}), so the bot fills one route at a time;</li>
     *   <li>the pieces not yet in offices (supply, stock, board) count up to six, the first four
     *       three times as much: a seat that spends its last pieces on offices can do nothing
     *       more, and the game it leads never ends (no seat reaches 20 prestige, ten full cities
     *       or the last marker);</li>
     *   <li>prestige on the track counts half again beyond its points, so a seat ahead loops
     *       the routes between cities it controls to 20 and ends the game;</li>
     *   <li>developed abilities count, Privilegium most after Actiones: without it no office
     *       beyond the white ones.</li>
     * </ul>
     */
    private double strongValue(Draft d, int seat) {
        List<FinalScoring.Score> scores = FinalScoring.score(d);
        double value = holdings(d, seat, scores);
        List<Double> progress = new ArrayList<>();
        for (Route r : d.map.routes()) {
            int mine = mine(d, seat, r);
            if (mine == r.posts()) {
                value += ROUTE * (0.3 + establishGain(d, seat, r, false, scores) / 10);
            } else if (mine > 0 && others(d, seat, r) == 0) {
                progress.add((double) mine / r.posts() * (0.3 + establishGain(d, seat, r, true, scores) / 10));
            }
        }
        progress.sort(Comparator.reverseOrder());
        double weight = ROUTE;
        for (double p : progress) {
            value += weight * p;
            weight *= FOCUS;
        }
        return value;
    }

    /**
     * The strong value of everything but the routes being built: what establishing one changes.
     * {@code scores}: the final scoring of {@code d} now.
     */
    private static double holdings(Draft d, int seat, List<FinalScoring.Score> scores) {
        double value = 10 * scores.get(seat).total();
        int inHand = d.supply[seat][0] + d.supply[seat][1] + d.stock[seat][0] + d.stock[seat][1];
        int material = inHand;
        int free = inHand;
        for (Route r : d.map.routes()) {
            int mine = mine(d, seat, r);
            material += mine;
            free += mine == r.posts() ? mine : 0;
        }
        int supply = d.supply[seat][0] + d.supply[seat][1];
        value += 0.5 * Math.min(supply, 4) + 0.3 * Math.max(supply - 4, 0) + 0.1 * (d.stock[seat][0] + d.stock[seat][1]);
        value += 0.5 * Math.min(d.supply[seat][1], 2);
        // Pieces that can be played next (the supply, the stock, and those on a full route, which
        // establishing gives back), and pieces not yet spent on offices.
        value += 1.5 * Math.min(free, 3) + 10 * Math.min(material, 6) + 20 * Math.min(material, 4);
        // Prestige on the track beyond its points: 20 of it ends the game, so a seat ahead drives
        // the game to its end instead of waiting with its lead.
        value += 5 * d.prestige[seat];
        for (Ability a : Ability.values()) {
            value += abilityWeight(a) * d.level[seat][a.ordinal()];
        }
        int best = 0;
        for (FinalScoring.Score s : scores) {
            if (s.seat() != seat) {
                best = Math.max(best, s.total());
            }
        }
        return value - 3 * best;
    }

    /** A route's value per point it brings when established: half, so establishing pays. */
    private static final double ROUTE = 5;
    /** How much the next-best route counts of the one before it. */
    private static final double FOCUS = 0.3;

    private static int mine(Draft d, int seat, Route r) {
        int n = 0;
        for (int p = r.firstPost(); p < r.firstPost() + r.posts(); p++) {
            n += d.posts[p] != null && d.posts[p].seat() == seat ? 1 : 0;
        }
        return n;
    }

    private static int others(Draft d, int seat, Route r) {
        int n = 0;
        for (int p = r.firstPost(); p < r.firstPost() + r.posts(); p++) {
            n += d.posts[p] != null && d.posts[p].seat() != seat ? 1 : 0;
        }
        return n;
    }

    /**
     * The most establishing the route {@code r} would add to the seat's {@link #holdings}, at least
     * 0: each way of establishing it tried by the rules, on a copy where the seat is to act. With
     * {@code fill}, the route's free posts are first taken by the seat's traders, from its supply,
     * then its stock, while they last: what the route is worth once the seat has filled it.
     * {@code scores}: the final scoring of {@code d} (the posts and pieces in hand count for none of it).
     */
    private static double establishGain(Draft d, int seat, Route r, boolean fill, List<FinalScoring.Score> scores) {
        Draft t = d.copy(false);
        t.active = seat;
        t.pending = null;
        t.actionsUsed = 0;
        t.bonusActions = 1;
        t.closeOpen();
        int trader = Piece.TRADER.ordinal();
        for (int p = r.firstPost(); fill && p < r.firstPost() + r.posts(); p++) {
            if (t.posts[p] == null) {
                t.posts[p] = new Holder(seat, Piece.TRADER);
                if (t.supply[seat][trader] > 0) {
                    t.supply[seat][trader]--;
                } else if (t.stock[seat][trader] > 0) {
                    t.stock[seat][trader]--;
                }
            }
        }
        double before = holdings(t, seat, scores);
        // Only the ways the board allows (a free office of its Privilegium, an ability there,
        // Coellen's route): the rules' check of the rest would write a refusal sentence for
        // nothing.
        List<Command> tries = new ArrayList<>(List.of(new Command.Establish(r.id())));
        for (int city : new int[] {r.from(), r.to()}) {
            int slot = CityControl.firstFreeSlot(t, city);
            if (slot >= 0 && t.map.cities().get(city).offices().get(slot).colour().ordinal() < t.value(seat, Ability.PRIVILEGE)) {
                tries.add(new Command.EstablishOffice(r.id(), city));
            }
            if (t.map.cities().get(city).ability() != null) {
                tries.add(new Command.EstablishAbility(r.id(), city));
            }
        }
        for (int space = 0; r.id() == t.map.coellenRoute() && space < t.coellen.length; space++) {
            if (t.coellen[space] == null) {
                tries.add(new Command.EstablishCoellen(r.id(), space));
            }
        }
        tries.removeIf(c -> Hansa.check(t, seat, c) != null);
        double best = 0;
        for (int i = 0; i < tries.size(); i++) {
            // The rule itself, not through the referee, on a copy (the last on the copy made
            // here): a decision tries this for every option it weighs, and copies of the whole
            // state were most of its time.
            Draft after = i == tries.size() - 1 ? t : t.copy(false);
            Command c = tries.get(i);
            if (c instanceof Command.Establish e) {
                RouteEstablishment.plain(after, seat, e);
            } else if (c instanceof Command.EstablishOffice e) {
                RouteEstablishment.office(after, seat, e);
            } else if (c instanceof Command.EstablishAbility e) {
                RouteEstablishment.ability(after, seat, e);
            } else {
                RouteEstablishment.coellen(after, seat, (Command.EstablishCoellen) c);
            }
            best = Math.max(best, holdings(after, seat, FinalScoring.score(after)) - before);
        }
        return best;
    }

    /** A developed level's worth to the strong level, in tenths of a point. */
    private static double abilityWeight(Ability a) {
        return switch (a) {
            case ACTIONS -> 12;
            case PRIVILEGE -> 15;
            case BANK -> 6;
            case KEYS, BOOK -> 4;
        };
    }

    @Override
    public double points(HansaState state, int seat) {
        return FinalScoring.score(state.d).get(seat).total();
    }

    /** The abilities raised: more actions, a larger bank, more to move and to take in (the seat's "income"). */
    @Override
    public double production(HansaState state, int seat) {
        int levels = 0;
        for (int level : state.d.level[seat]) {
            levels += level;
        }
        return levels;
    }

    @Override
    public List<Integer> winners(HansaState state) {
        return state.isOver() ? FinalScoring.winners(state.d, FinalScoring.score(state.d)) : List.of();
    }

    @Override
    public List<Integer> waitingFor(HansaState state) {
        List<Integer> seats = new ArrayList<>();
        for (int seat = 0; seat < state.seatCount() && !state.isOver(); seat++) {
            if (!LegalActions.of(state.d, seat).isEmpty()) {
                seats.add(seat);
            }
        }
        return seats;
    }
}

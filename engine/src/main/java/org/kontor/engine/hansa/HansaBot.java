package org.kontor.engine.hansa;

import java.util.ArrayList;
import java.util.Collections;
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
 * the strong level also counts its developed abilities and its lead over the best opponent.
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
        Draft d = state.d;
        List<FinalScoring.Score> scores = FinalScoring.score(d);
        boolean strong = level == Level.STRONG;
        double value = 10 * scores.get(seat).total();
        for (Route r : d.map.routes()) {
            int mine = 0;
            int others = 0;
            for (int p = r.firstPost(); p < r.firstPost() + r.posts(); p++) {
                Holder h = d.posts[p];
                if (h != null && h.seat() == seat) {
                    mine++;
                } else if (h != null) {
                    others++;
                }
            }
            if (mine > 0 && others == 0) {
                // The same weight at every level: a strong bot that weighed half-built routes more
                // (4) hoarded pieces on them and won none of 8 games against three normal bots.
                value += 3.0 * mine / r.posts() + (mine == r.posts() ? 2 : 0);
            }
        }
        // The first pieces in the supply are worth most: they are the next actions' material (the
        // stock's come to the supply only by a Taxes action).
        int supply = d.supply[seat][0] + d.supply[seat][1];
        value += 1.2 * Math.min(supply, 4) + 0.3 * Math.max(supply - 4, 0) + 0.1 * (d.stock[seat][0] + d.stock[seat][1]);
        if (strong) {
            value += 0.5 * Math.min(d.supply[seat][1], 2);
            for (Ability a : Ability.values()) {
                value += (a == Ability.ACTIONS ? 12 : a == Ability.BANK ? 6 : 4) * d.level[seat][a.ordinal()];
            }
            int best = 0;
            for (FinalScoring.Score s : scores) {
                if (s.seat() != seat) {
                    best = Math.max(best, s.total());
                }
            }
            value -= 3 * best;
        }
        return value;
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

package org.kontor.engine.elasund;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.kontor.engine.Rng;
import org.kontor.engine.bot.BotRules;
import org.kontor.engine.bot.Level;

/**
 * What the shared bot knows of Elasund. Hidden from a seat: the others' gold and influence cards
 * (everyone sees only how many cards each holds), the influence deck's order, the church stack
 * and the two church tiles another builder chose between; {@link #redeal} deals them again. A
 * position is worth its cubes on the board first (ten win), then trade points, cards and the
 * buildings that pay it; the strong level also counts the permits it has placed and the rows its
 * buildings pay on.
 */
public final class ElasundBot implements BotRules<ElasundState, Command> {

    private static final int GOLD = -1;
    private static final double PERMIT_PLACED = 10;
    private static final double PERMITS_ADJACENT = 4;
    private static final double WALL_TOWARD_TOWER = 25;

    private final Elasund rules;

    public ElasundBot(Elasund rules) {
        this.rules = rules;
    }

    @Override
    public Elasund rules() {
        return rules;
    }

    @Override
    public ElasundState redeal(ElasundState state, int seat, long seed) {
        Draft d = state.edit();
        d.version = state.version();
        Rng rng = Rng.seeded(seed);
        List<Integer> influence = new ArrayList<>(d.deck);
        int gold = 0;
        int[] held = new int[d.seats];
        for (int other = 0; other < d.seats; other++) {
            if (other == seat) {
                continue;
            }
            held[other] = d.cards(other);
            gold += d.gold[other];
            for (int colour = 0; colour < d.influence[other].length; colour++) {
                for (int n = 0; n < d.influence[other][colour]; n++) {
                    influence.add(colour);
                }
                d.influence[other][colour] = 0;
            }
            d.gold[other] = 0;
        }
        Collections.sort(influence);
        List<Integer> hidden = new ArrayList<>();   // the others' cards: GOLD or "an influence card"
        int handCards = 0;
        for (int h : held) {
            handCards += h;
        }
        for (int i = 0; i < handCards; i++) {
            hidden.add(i < gold ? GOLD : 0);
        }
        rng = shuffle(hidden, rng);
        rng = shuffle(influence, rng);
        int nextCard = 0;
        int nextInfluence = 0;
        for (int other = 0; other < d.seats; other++) {
            for (int n = 0; other != seat && n < held[other]; n++) {
                if (hidden.get(nextCard++) == GOLD) {
                    d.gold[other]++;
                } else {
                    d.influence[other][influence.get(nextInfluence++)]++;
                }
            }
        }
        d.deck.clear();
        d.deck.addAll(influence.subList(nextInfluence, influence.size()));
        List<Integer> church = new ArrayList<>(d.churchStack);
        boolean otherChooses = d.pending instanceof Pending.ChurchTile t && t.seat() != seat;
        if (otherChooses) {
            Pending.ChurchTile t = (Pending.ChurchTile) d.pending;
            church.add(t.first());
            church.add(t.second());
        }
        Collections.sort(church);
        rng = shuffle(church, rng);
        if (otherChooses) {
            d.pending = new Pending.ChurchTile(((Pending.ChurchTile) d.pending).seat(), church.remove(church.size() - 1),
                    church.remove(church.size() - 1));
        }
        d.churchStack.clear();
        d.churchStack.addAll(church);
        d.rng = rng;
        return new ElasundState(d);
    }

    private static Rng shuffle(List<Integer> list, Rng rng) {
        int[] a = list.stream().mapToInt(Integer::intValue).toArray();
        Rng after = rng.shuffle(a);
        for (int i = 0; i < a.length; i++) {
            list.set(i, a[i]);
        }
        return after;
    }

    @Override
    public List<Command> options(ElasundState state, int seat, Level level, Rng rng) {
        List<Command> options = new ArrayList<>();
        for (LegalAction action : LegalActions.of(state.d, seat)) {
            options.addAll(action.choices());
        }
        return level == Level.RANDOM ? options : lowestAndHighestPermit(options);
    }

    /**
     * Of the permits a seat may put on one square (the same way: ship's row, paid row or special
     * action), only its lowest and its highest: the ones between cost more gold than the lowest
     * and win fewer majorities than the highest, and weighing all five on every square of the
     * board made a decision the slowest of any game's.
     */
    private static List<Command> lowestAndHighestPermit(List<Command> options) {
        Map<List<Object>, int[]> range = new HashMap<>();
        for (Command c : options) {
            List<Object> square = square(c);
            if (square != null) {
                int value = c instanceof Command.PlacePermit p ? p.value() : ((Command.PlacePermitAnywhere) c).value();
                int[] r = range.computeIfAbsent(square, k -> new int[] {value, value});
                r[0] = Math.min(r[0], value);
                r[1] = Math.max(r[1], value);
            }
        }
        List<Command> kept = new ArrayList<>();
        for (Command c : options) {
            List<Object> square = square(c);
            if (square == null) {
                kept.add(c);
                continue;
            }
            int value = c instanceof Command.PlacePermit p ? p.value() : ((Command.PlacePermitAnywhere) c).value();
            int[] r = range.get(square);
            if (value == r[0] || value == r[1]) {
                kept.add(c);
            }
        }
        return kept;
    }

    /** The square (and the way) a permit is put on, or null for any other command. */
    private static List<Object> square(Command c) {
        if (c instanceof Command.PlacePermit p) {
            return Arrays.asList("permit", p.column(), p.row(), p.colour());
        }
        if (c instanceof Command.PlacePermitAnywhere p) {
            return List.of("anywhere", p.column(), p.row());
        }
        return null;
    }

    @Override
    public double value(ElasundState state, int seat, Level level) {
        Draft d = state.d;
        boolean strong = level == Level.STRONG;
        double value = 100 * (Draft.CUBES - d.cubes[seat]);
        value += 6 * d.trade[seat];
        value += 3 * d.gold[seat] + 2.5 * d.influenceCards(seat);
        int permitsPlaced = 0;
        for (int v = 0; v < d.permitSquare[seat].length; v++) {
            permitsPlaced += d.permitSquare[seat][v] >= 0 ? 1 : 0;
        }
        for (Placed p : d.buildings.values()) {
            if (p.seat() != seat) {
                continue;
            }
            BuildingKind k = d.kind(p.kind());
            double pays = k.income() == BuildingKind.Income.NONE ? 0 : 1;
            value += strong ? 8 + 3 * pays * k.height() + 6 * p.cubes() : 8 + 2 * pays;
        }
        if (strong) {
            // A permit on the board is the only way to a building (and its cubes): worth more than
            // the 2 gold taken instead, and more beside another of the seat's own, where the
            // buildings of two and four squares fit.
            value += PERMIT_PLACED * permitsPlaced + PERMITS_ADJACENT * adjacentPermits(d, seat) + 5 * d.wallsBuilt[seat]
                    + WALL_TOWARD_TOWER * wallsSinceTower(d, seat);
            if (d.cards(seat) > 10) {
                value -= 2 * (d.cards(seat) - 10);
            }
        }
        return value;
    }

    /**
     * The seat's walls built since its last tower: the way to its next tower's cube. A strong bot
     * that weighed each wall by its own reward only (a card or two for its gold) never built one,
     * and lost to random players while it sat on gold with a cube left to place.
     */
    private static int wallsSinceTower(Draft d, int seat) {
        int since = 0;
        for (int i = 0; i < d.wallsBuilt[seat]; i++) {
            since = d.pieces.walls().get(i).tower() ? 0 : since + 1;
        }
        return since;
    }

    /** Pairs of the seat's placed permits on squares side by side. */
    private static int adjacentPermits(Draft d, int seat) {
        int pairs = 0;
        int[] at = d.permitSquare[seat];
        for (int i = 0; i < at.length; i++) {
            for (int j = i + 1; j < at.length; j++) {
                if (at[i] >= 0 && at[j] >= 0) {
                    Square a = d.square(at[i]);
                    Square b = d.square(at[j]);
                    pairs += Math.abs(a.column() - b.column()) + Math.abs(a.row() - b.row()) == 1 ? 1 : 0;
                }
            }
        }
        return pairs;
    }

    /** The cubes placed: Elasund's points. */
    @Override
    public double points(ElasundState state, int seat) {
        return Draft.CUBES - state.d.cubes[seat];
    }

    /** The cards the seat's buildings stand to get from the harbour's roll, on average. */
    @Override
    public double production(ElasundState state, int seat) {
        return Production.expectedIn72ths(state.d).getOrDefault(seat, 0) / 72.0;
    }

    @Override
    public double cards(ElasundState state, int seat) {
        return state.d.cards(seat);
    }

    @Override
    public List<Integer> winners(ElasundState state) {
        return state.winner() >= 0 ? List.of(state.winner()) : List.of();
    }

    @Override
    public List<Integer> waitingFor(ElasundState state) {
        List<Integer> seats = new ArrayList<>();
        for (int seat = 0; seat < state.seatCount() && !state.isOver(); seat++) {
            if (!LegalActions.of(state.d, seat).isEmpty()) {
                seats.add(seat);
            }
        }
        return seats;
    }
}

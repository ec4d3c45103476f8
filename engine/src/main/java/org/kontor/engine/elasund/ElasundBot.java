package org.kontor.engine.elasund;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
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
        return options;
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
            value += 4 * permitsPlaced + 5 * d.wallsBuilt[seat];
            if (d.cards(seat) > 10) {
                value -= 2 * (d.cards(seat) - 10);
            }
        }
        return value;
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

package org.kontor.engine.merchants;

import java.util.List;
import org.kontor.engine.Seats;
import org.kontor.engine.resources.Resources;

/**
 * The walks a caravan could make from one path, whatever it owes: where each ends, whose
 * routes it uses (a bit per seat), and the command for it, worked out per listing. Tolls and
 * the end rule depend on the turn and the other caravans; {@link Caravans} judges each walk.
 */
final class CaravanWalks {
    final int caravan;
    final int from;
    final int limit;
    final int count;
    // Narrow arrays, so a search allocates a third less: paths fit a short (the search checks the
    // board), owners are a bit per seat (at most 5).
    final short[] ends;
    final byte[] owners;
    /** Walk i is walk {@code before[i]} (-1: none, a walk of one route) and then the path {@code ends[i]}. */
    private final int[] before;
    private final byte[] lengths;
    /** Walk i's command, made when first asked for (a bot reads few of them): immutable, so any thread may make it. */
    private final Command.MoveCaravan[] moves;
    private final Integer[] boxed;

    CaravanWalks(MerchantsState s, int caravan, int from, int limit) {
        this.caravan = caravan;
        this.from = from;
        this.limit = limit;
        Collected walks = new Collected(s.routeAt(), s.facts().topology, limit);
        walks.extend(from, 0, 0, -1);
        count = walks.count;
        ends = walks.ends;
        owners = walks.owners;
        before = walks.before;
        lengths = walks.lengths;
        moves = new Command.MoveCaravan[count];
        boxed = s.facts().boxedPath;
    }

    /** Walk i as the command that makes it. */
    Command.MoveCaravan move(int i) {
        Command.MoveCaravan m = moves[i];
        if (m == null) {
            m = new Command.MoveCaravan(caravan, paths(i));
            moves[i] = m;
        }
        return m;
    }

    /** Walk i's paths, first to last, as the board's shared boxed path ids (most walks are 1 to 3 routes long). */
    private List<Integer> paths(int i) {
        switch (lengths[i]) {
            case 1: return List.of(boxed[ends[i]]);
            case 2: return List.of(boxed[ends[before[i]]], boxed[ends[i]]);
            case 3: return List.of(boxed[ends[before[before[i]]]], boxed[ends[before[i]]], boxed[ends[i]]);
            default:
                Integer[] walk = new Integer[lengths[i]];
                for (int k = walk.length - 1, j = i; k >= 0; k--, j = before[j]) {
                    walk[k] = boxed[ends[j]];
                }
                return List.of(walk);
        }
    }

    /** Walk i's paths, first to last, into {@code into}; its length. */
    int paths(int i, int[] into) {
        int length = lengths[i];
        for (int k = length - 1, j = i; k >= 0; k--, j = before[j]) {
            into[k] = ends[j];
        }
        return length;
    }

    /**
     * The caravan moves a listing keeps, as (walks, walk index) pairs read as commands when first
     * asked for, with their prices: a listing makes no command for a walk nobody reads.
     */
    static final class Moves extends FrozenView<Command> {
        private CaravanWalks[] walks = new CaravanWalks[16];
        private int[] walk = new int[16];
        private LegalAction.Price[] prices = new LegalAction.Price[16];
        private int size;

        void add(CaravanWalks from, int i, LegalAction.Price price) {
            if (size == walk.length) {
                walks = java.util.Arrays.copyOf(walks, size * 2);
                walk = java.util.Arrays.copyOf(walk, size * 2);
                prices = java.util.Arrays.copyOf(prices, size * 2);
            }
            walks[size] = from;
            walk[size] = i;
            prices[size] = price;
            size++;
        }

        /** The move-caravan kind, or null when no move was kept. Nothing is added after this. */
        LegalAction action() {
            return size == 0 ? null : new LegalAction(LegalActions.kind(Command.MoveCaravan.class), Resources.NONE, 0, this,
                    false, new FrozenList<>(prices, size));
        }

        @Override
        public Command get(int index) {
            java.util.Objects.checkIndex(index, size);
            return walks[index].move(walk[index]);
        }

        @Override
        public int size() {
            return size;
        }
    }

    /**
     * The walk search: every walk of 1..limit trade routes from a path, depth first, each step to
     * a route next to the one before (the rule {@link Caravans#touching} tests), reversing allowed.
     */
    private static final class Collected {
        private final byte[] routeAt;
        private final org.kontor.engine.board.Topology topology;
        private final int limit;
        int count;
        // Room for most caravans' walks (3 steps from a route: up to 84 amid a dense network).
        short[] ends = new short[ROOM];
        byte[] owners = new byte[ROOM];
        int[] before = new int[ROOM];
        byte[] lengths = new byte[ROOM];
        private static final int ROOM = 32;

        Collected(byte[] routeAt, org.kontor.engine.board.Topology topology, int limit) {
            this.routeAt = routeAt;
            this.topology = topology;
            this.limit = limit;
            if (routeAt.length > Short.MAX_VALUE) {
                // Board files are refused long before (BoardFile.MAX_HEXES); a board built in code may not be.
                throw new IllegalArgumentException("a board has at most " + Short.MAX_VALUE + " paths, not " + routeAt.length);
            }
        }

        /**
         * The walks that go on from path {@code at}, walk {@code walk} (-1: none yet), after
         * {@code depth} steps through routes of {@code owners} (a bit per seat).
         */
        void extend(int at, int depth, int owners, int walk) {
            if (depth == limit) {
                return;
            }
            for (int p : topology.pathsNextToPath(at)) {
                if (routeAt[p] >= 0) {
                    int through = Seats.with(owners, routeAt[p]);
                    extend(p, depth + 1, through, keep(walk, p, depth + 1, through));
                }
            }
        }

        /** Keeps walk {@code walk} then {@code path} as a walk; its index. */
        private int keep(int walk, int path, int length, int through) {
            if (count == ends.length) {
                ends = java.util.Arrays.copyOf(ends, count * 2);
                owners = java.util.Arrays.copyOf(owners, count * 2);
                before = java.util.Arrays.copyOf(before, count * 2);
                lengths = java.util.Arrays.copyOf(lengths, count * 2);
            }
            ends[count] = (short) path;
            owners[count] = (byte) through;
            before[count] = walk;
            lengths[count] = (byte) length;
            return count++;
        }
    }
}

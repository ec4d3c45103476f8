package org.kontor.engine.resources;

import com.fasterxml.jackson.annotation.JsonInclude;
import org.kontor.engine.board.Resource;

/**
 * A count of resource cards by kind: a hand, the bank's supply, a cost or one side of a trade.
 * One field per {@link Resource}, in its order, so index i means {@code Resource.values()[i]}; a
 * game uses the kinds it has and leaves the others at zero (Merchants of Europe has no brick,
 * Catan no salt).
 *
 * <p>Brick is left out of the JSON while it is zero: Merchants of Europe's views, older than the
 * brick, keep their exact text (saved games compare digests of them).
 */
public record Resources(int lumber, int wool, int grain, int ore, int salt,
                        @JsonInclude(JsonInclude.Include.NON_DEFAULT) int brick) {

    public static final Resources NONE = new Resources(0, 0, 0, 0, 0, 0);
    /** How many kinds a set counts: every {@link Resource}. */
    public static final int KINDS = Resource.values().length;

    /** A set without brick: lumber, wool, grain, ore and salt. */
    public Resources(int lumber, int wool, int grain, int ore, int salt) {
        this(lumber, wool, grain, ore, salt, 0);
    }

    public static Resources of(Resource resource, int count) {
        return of(index(resource), count);
    }

    /** {@code count} cards of the kind at {@code index}; the small counts costs and trades use are made once. */
    public static Resources of(int index, int count) {
        boolean small = index >= 0 && index < KINDS && count >= 0 && count < SMALL_COUNTS;
        return small ? SMALL[index * SMALL_COUNTS + count] : NONE.plus(index, count);
    }

    private static final int SMALL_COUNTS = 4;
    /** Per kind, 0 to 3 cards of it. */
    private static final Resources[] SMALL = new Resources[KINDS * SMALL_COUNTS];

    static {
        for (int i = 0; i < SMALL.length; i++) {
            SMALL[i] = NONE.plus(i / SMALL_COUNTS, i % SMALL_COUNTS);
        }
    }

    /** Counts by index ({@link #index}); a shorter array leaves the later kinds at zero. */
    public static Resources of(int[] counts) {
        Resources set = NONE;
        for (int i = 0; i < counts.length; i++) {
            set = set.plus(i, counts[i]);
        }
        return set;
    }

    /** The position of a resource in a {@code Resources}: its ordinal. */
    public static int index(Resource resource) {
        return resource.ordinal();
    }

    public static Resource resource(int index) {
        return Resource.values()[index];
    }

    public int count(int index) {
        switch (index) {
            case 0: return lumber;
            case 1: return wool;
            case 2: return grain;
            case 3: return ore;
            case 4: return salt;
            case 5: return brick;
            default: throw new IllegalArgumentException("no resource " + index);
        }
    }

    public int count(Resource resource) {
        return count(index(resource));
    }

    public Resources plus(int index, int delta) {
        return new Resources(lumber + (index == 0 ? delta : 0), wool + (index == 1 ? delta : 0),
                grain + (index == 2 ? delta : 0), ore + (index == 3 ? delta : 0), salt + (index == 4 ? delta : 0),
                brick + (index == 5 ? delta : 0));
    }

    public Resources plus(Resource resource, int delta) {
        return plus(index(resource), delta);
    }

    public Resources plus(Resources other) {
        return new Resources(lumber + other.lumber, wool + other.wool, grain + other.grain, ore + other.ore,
                salt + other.salt, brick + other.brick);
    }

    public Resources minus(Resources other) {
        return new Resources(lumber - other.lumber, wool - other.wool, grain - other.grain, ore - other.ore,
                salt - other.salt, brick - other.brick);
    }

    /** This plus {@code add} minus {@code sub}, made once (a trade's two sides). */
    public Resources plusMinus(Resources add, Resources sub) {
        return new Resources(lumber + add.lumber - sub.lumber, wool + add.wool - sub.wool, grain + add.grain - sub.grain,
                ore + add.ore - sub.ore, salt + add.salt - sub.salt, brick + add.brick - sub.brick);
    }

    public int total() {
        return lumber + wool + grain + ore + salt + brick;
    }

    /** True when every count here is at least the other's: this hand can pay that cost. */
    public boolean covers(Resources other) {
        return lumber >= other.lumber && wool >= other.wool && grain >= other.grain && ore >= other.ore
                && salt >= other.salt && brick >= other.brick;
    }

    public boolean hasNegative() {
        return lumber < 0 || wool < 0 || grain < 0 || ore < 0 || salt < 0 || brick < 0;
    }

    /**
     * How many cards this hand must discard on a 7: half, rounded down, when it holds more than
     * {@code limit}; else none.
     */
    public int discardHalf(int limit) {
        int cards = total();
        return cards > limit ? cards / 2 : 0;
    }

    /** Reads like a player would say it: "1 ore, 1 lumber". */
    public String describe() {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < KINDS; i++) {
            if (count(i) != 0) {
                text.append(text.length() == 0 ? "" : ", ").append(count(i)).append(' ').append(resource(i).name().toLowerCase());
            }
        }
        return text.length() == 0 ? "nothing" : text.toString();
    }
}

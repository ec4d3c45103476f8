package org.kontor.engine.merchants;

import org.kontor.engine.board.Resource;

/**
 * A count of resource cards by kind: a hand, the bank's supply, a cost or one side of a trade.
 * Index i means {@code Resource.MERCHANTS[i]} (lumber, wool, grain, ore, salt).
 */
public record Resources(int lumber, int wool, int grain, int ore, int salt) {

    public static final Resources NONE = new Resources(0, 0, 0, 0, 0);
    public static final int KINDS = 5;

    public static Resources of(Resource resource, int count) {
        return of(index(resource), count);
    }

    /** {@code count} cards of one kind; the small counts costs and trades use are made once. */
    static Resources of(int index, int count) {
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

    public static Resources of(int[] counts) {
        return new Resources(counts[0], counts[1], counts[2], counts[3], counts[4]);
    }

    /** The position of a Merchants of Europe resource in a {@code Resources}; -1 for brick. */
    public static int index(Resource resource) {
        return resource == Resource.BRICK ? -1 : resource.ordinal();
    }

    public static Resource resource(int index) {
        return Resource.MERCHANTS[index];
    }

    public int count(int index) {
        switch (index) {
            case 0: return lumber;
            case 1: return wool;
            case 2: return grain;
            case 3: return ore;
            case 4: return salt;
            default: throw new IllegalArgumentException("no resource " + index);
        }
    }

    public int count(Resource resource) {
        return count(index(resource));
    }

    public Resources plus(int index, int delta) {
        return new Resources(lumber + (index == 0 ? delta : 0), wool + (index == 1 ? delta : 0),
                grain + (index == 2 ? delta : 0), ore + (index == 3 ? delta : 0), salt + (index == 4 ? delta : 0));
    }

    public Resources plus(Resources other) {
        return new Resources(lumber + other.lumber, wool + other.wool, grain + other.grain, ore + other.ore, salt + other.salt);
    }

    public Resources minus(Resources other) {
        return new Resources(lumber - other.lumber, wool - other.wool, grain - other.grain, ore - other.ore, salt - other.salt);
    }

    /** This plus {@code add} minus {@code sub}, made once (a trade's two sides). */
    Resources plusMinus(Resources add, Resources sub) {
        return new Resources(lumber + add.lumber - sub.lumber, wool + add.wool - sub.wool, grain + add.grain - sub.grain,
                ore + add.ore - sub.ore, salt + add.salt - sub.salt);
    }

    public int total() {
        return lumber + wool + grain + ore + salt;
    }

    /** True when every count here is at least the other's: this hand can pay that cost. */
    public boolean covers(Resources other) {
        return lumber >= other.lumber && wool >= other.wool && grain >= other.grain && ore >= other.ore && salt >= other.salt;
    }

    public boolean hasNegative() {
        return lumber < 0 || wool < 0 || grain < 0 || ore < 0 || salt < 0;
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

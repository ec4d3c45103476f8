package org.kontor.engine.dice;

import java.util.List;

/** A roll of two dice, each from 1 to 6. */
public record Dice(int first, int second) {

    public static final int SIDES = 6;
    /** The total that moves the robber instead of producing. */
    public static final int SEVEN = 7;

    public Dice {
        if (!isDie(first) || !isDie(second)) {
            throw new IllegalArgumentException("dice show 1 to 6, not " + first + " and " + second);
        }
    }

    /** Two dice from {@code source}, the first die first. */
    public static Dice roll(DiceSource source) {
        int first = source.die();
        return new Dice(first, source.die());
    }

    /** The roll entered from the table, or null when it is not two values from 1 to 6. */
    public static Dice entered(List<Integer> values) {
        if (values == null || values.size() != 2 || !isDie(values.get(0)) || !isDie(values.get(1))) {
            return null;
        }
        return new Dice(values.get(0), values.get(1));
    }

    public int total() {
        return first + second;
    }

    public boolean isSeven() {
        return total() == SEVEN;
    }

    private static boolean isDie(Integer value) {
        return value != null && value >= 1 && value <= SIDES;
    }
}

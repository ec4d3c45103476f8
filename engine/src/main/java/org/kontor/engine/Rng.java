package org.kontor.engine;

/**
 * The engine's only source of chance: a SplitMix64 generator whose whole state is one long,
 * kept inside the game state so that the same seed and the same commands replay the same game.
 * It never appears in a view.
 *
 * <p>Use: {@code int die = rng.below(6) + 1; rng = rng.next();}
 */
public record Rng(long state) {

    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

    public static Rng seeded(long seed) {
        return new Rng(mix(seed));
    }

    /** The generator after this draw. */
    public Rng next() {
        return new Rng(state + GOLDEN_GAMMA);
    }

    /** A value in [0, bound) drawn from the current state; bound must be positive. */
    public int below(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive: " + bound);
        }
        long bits = mix(state + GOLDEN_GAMMA) >>> 1;
        // Modulo bias is below 2^-40 for any bound a board game uses.
        return (int) (bits % bound);
    }

    /**
     * Shuffles {@code values} in place (Fisher-Yates, last position first) and returns the
     * generator after its draws.
     */
    public Rng shuffle(int[] values) {
        Rng rng = this;
        for (int i = values.length - 1; i > 0; i--) {
            int j = rng.below(i + 1);
            rng = rng.next();
            int t = values[i];
            values[i] = values[j];
            values[j] = t;
        }
        return rng;
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}

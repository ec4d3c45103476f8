package org.kontor.engine.bot;

/**
 * A share with its 95 % Wilson score interval, which stays inside [0, 1] and holds for shares
 * near 0 or 1 where the normal approximation does not.
 */
public record Wilson(int wins, int games, double share, double low, double high) {

    private static final double Z = 1.959964;

    public static Wilson of(int wins, int games) {
        if (games == 0) {
            return new Wilson(0, 0, 0, 0, 1);
        }
        double p = (double) wins / games;
        double z2 = Z * Z;
        double centre = (p + z2 / (2.0 * games)) / (1 + z2 / games);
        double half = Z * Math.sqrt(p * (1 - p) / games + z2 / (4.0 * games * games)) / (1 + z2 / games);
        return new Wilson(wins, games, p, Math.max(0, centre - half), Math.min(1, centre + half));
    }

    @Override
    public String toString() {
        return String.format(java.util.Locale.ROOT, "%.1f %% (95 %% CI %.1f-%.1f %%, %d of %d)",
                100 * share, 100 * low, 100 * high, wins, games);
    }
}

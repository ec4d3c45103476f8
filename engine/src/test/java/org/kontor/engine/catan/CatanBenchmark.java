package org.kontor.engine.catan;

/**
 * On-demand speed harness (not a unit test): random 4-player games on the beginner board, every
 * seat picking uniformly among its legal commands (as catanatron's random players do), reported as
 * games per second on this thread. See docs/performance.md for the command and the comparison
 * with catanatron.
 *
 * <p>Arguments: games to time (default 2000), warm-up games (default 500), layout (default BEGINNER).
 */
public final class CatanBenchmark {

    private CatanBenchmark() {}

    public static void main(String[] args) {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        int warmUp = args.length > 1 ? Integer.parseInt(args[1]) : 500;
        IslandSetup.Layout layout = args.length > 2 ? IslandSetup.Layout.valueOf(args[2]) : IslandSetup.Layout.BEGINNER;
        CatanConfig config = new CatanConfig(IslandSetup.beginnerBoard(), layout, 4, RuleOptions.standard());
        RandomCatan warm = new RandomCatan(false);
        for (int g = 0; g < warmUp; g++) {
            warm.play(config, -1 - g, 1000);
        }
        java.lang.management.ThreadMXBean cpu = java.lang.management.ManagementFactory.getThreadMXBean();
        RandomCatan timed = new RandomCatan(false);
        long start = cpu.getCurrentThreadCpuTime();
        for (int g = 0; g < games; g++) {
            timed.play(config, g, 1000);
        }
        double seconds = (cpu.getCurrentThreadCpuTime() - start) / 1e9;
        System.out.printf("Catan, 4 players, %s, random legal play: %d games in %.2f s of CPU: %.1f games/s, %.0f commands/game, %s%n",
                layout, games, seconds, games / seconds, (double) timed.commands / games,
                timed.unfinished.isEmpty() ? "all won" : timed.unfinished.size() + " unfinished after 1000 turns");
    }
}

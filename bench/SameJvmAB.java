import java.lang.management.ManagementFactory;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Compares two builds of the engine on the same seeded random games, in one JVM: each build gets
 * its own class loader, and they play alternate batches of 50 games (A, then B, on the same seeds),
 * so a busy machine slows both alike and the time ratio stays steady where separate runs scatter.
 * Times are this thread's CPU time. See docs/performance.md.
 *
 * <p>Usage (single-file source launcher; each build directory holds {@code classes} and
 * {@code test-classes}, e.g. copied from {@code engine/target}):
 * <pre>
 * java bench/SameJvmAB.java BUILD_A BUILD_B GAMES BOARD DEPENDENCY_CLASSPATH_FILE
 * </pre>
 */
public final class SameJvmAB {

    private static final int BATCH = 50;

    public static void main(String[] args) throws Exception {
        if (args.length != 5) {
            System.err.println("usage: java bench/SameJvmAB.java BUILD_A BUILD_B GAMES BOARD DEPENDENCY_CLASSPATH_FILE");
            System.exit(2);
        }
        String dependencies = Files.readString(Path.of(args[4])).trim();
        int games = Integer.parseInt(args[2]);
        Build a = new Build(args[0], dependencies, args[3]);
        Build b = new Build(args[1], dependencies, args[3]);
        // Warm both up on games that are not counted, so each is compiled before the clock runs.
        a.play(-100_000, 1_500);
        b.play(-100_000, 1_500);
        long commandsA = a.commands();
        long commandsB = b.commands();
        long timeA = 0;
        long timeB = 0;
        List<Double> ratios = new ArrayList<>();
        for (int first = 1; first <= games; first += BATCH) {
            long t0 = cpuNanos();
            a.play(first, BATCH);
            long t1 = cpuNanos();
            b.play(first, BATCH);
            long t2 = cpuNanos();
            timeA += t1 - t0;
            timeB += t2 - t1;
            ratios.add((double) (t1 - t0) / (t2 - t1));
        }
        commandsA = a.commands() - commandsA;
        commandsB = b.commands() - commandsB;
        Collections.sort(ratios);
        System.out.printf("A %s: %d games, %d commands, %.0f games/s, %.0f ns per command%n", args[0], games, commandsA,
                games / (timeA / 1e9), timeA / (double) commandsA);
        System.out.printf("B %s: %d games, %d commands, %.0f games/s, %.0f ns per command%n", args[1], games, commandsB,
                games / (timeB / 1e9), timeB / (double) commandsB);
        System.out.printf("time A / time B: %.3f over all batches, %.3f median of %d batches%s%n", (double) timeA / timeB,
                ratios.get(ratios.size() / 2), ratios.size(), commandsA == commandsB ? "" : " (NOT the same games)");
    }

    private static long cpuNanos() {
        return ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    }

    /** One build's random-game driver (the engine's test-source RandomGames), reached by reflection. */
    private static final class Build {
        private final Object driver;
        private final Method play;
        private final Object config;
        private final Field commands;

        Build(String directory, String dependencies, String board) throws Exception {
            List<URL> urls = new ArrayList<>();
            urls.add(Path.of(directory, "classes").toUri().toURL());
            urls.add(Path.of(directory, "test-classes").toUri().toURL());
            for (String jar : dependencies.split(":")) {
                if (!jar.isEmpty()) {
                    urls.add(Path.of(jar).toUri().toURL());
                }
            }
            ClassLoader loader = new URLClassLoader(urls.toArray(new URL[0]), ClassLoader.getPlatformClassLoader());
            Class<?> games = loader.loadClass("org.kontor.engine.merchants.RandomGames");
            Constructor<?> make = games.getDeclaredConstructor();
            make.setAccessible(true);
            driver = make.newInstance();
            config = config(loader, board);
            play = games.getDeclaredMethod("play", config.getClass(), long.class, int.class, boolean.class);
            play.setAccessible(true);
            commands = games.getDeclaredField("commands");
            commands.setAccessible(true);
        }

        /** 4 players, variable setup, virtual dice, default rules: the benchmark's games. */
        @SuppressWarnings({"unchecked", "rawtypes"})
        private static Object config(ClassLoader loader, String board) throws Exception {
            Class<?> gameConfig = loader.loadClass("org.kontor.engine.merchants.GameConfig");
            Object printed = loader.loadClass("org.kontor.engine.board.BoardFile").getMethod("bundled", String.class)
                    .invoke(null, board);
            Class side = loader.loadClass("org.kontor.engine.merchants.GameConfig$BoardSide");
            Class setup = loader.loadClass("org.kontor.engine.merchants.GameConfig$SetupKind");
            Class dice = loader.loadClass("org.kontor.engine.merchants.GameConfig$DiceSource");
            Field four = loader.loadClass("org.kontor.engine.merchants.Games").getDeclaredField("FOUR");
            four.setAccessible(true);
            Object defaults = loader.loadClass("org.kontor.engine.merchants.RuleOptions").getField("DEFAULTS").get(null);
            for (Constructor<?> c : gameConfig.getDeclaredConstructors()) {
                if (c.getParameterCount() == 7) {
                    c.setAccessible(true);
                    return c.newInstance(printed, Enum.valueOf(side, board.endsWith("main") ? "MAIN" : "SHORT"), four.get(null),
                            Enum.valueOf(setup, "VARIABLE"), Enum.valueOf(dice, "VIRTUAL"), -1, defaults);
                }
            }
            throw new IllegalStateException("no 7-argument GameConfig constructor in " + gameConfig);
        }

        void play(long firstSeed, int games) throws Exception {
            for (int g = 0; g < games; g++) {
                play.invoke(driver, config, firstSeed + g, 1000, false);
            }
        }

        long commands() throws Exception {
            return commands.getLong(driver);
        }
    }
}

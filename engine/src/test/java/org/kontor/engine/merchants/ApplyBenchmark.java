package org.kontor.engine.merchants;

import java.lang.management.ManagementFactory;
import org.kontor.engine.Result;

/**
 * On-demand harness (not a unit test) for apply alone: the accepted commands of random games on
 * one board, replayed against their states in rounds; prints CPU ns and bytes allocated per
 * command (best and median round), and a checksum of the results so two builds can be compared.
 *
 * <p>Arguments: board (default europe-short), sampled commands (default 50000), rounds (default 30),
 * optionally a command class's simple name (e.g. Roll) to sample only that kind or "all", and "hot" to
 * apply each command 8 times in a row (its state in the cache, as right after the legal actions).
 */
public final class ApplyBenchmark {

    private ApplyBenchmark() {}

    public static void main(String[] args) {
        String boardId = args.length > 0 ? args[0] : "europe-short";
        int samples = args.length > 1 ? Integer.parseInt(args[1]) : 50_000;
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 30;
        String only = args.length > 3 && !args[3].equals("all") ? args[3] : null;
        int repeat = args.length > 4 && args[4].equals("hot") ? 8 : 1;
        GameConfig config = Games.benchmark(boardId, Games.FOUR, RuleOptions.DEFAULTS);
        Games.Sampled sampled = Games.Sampled.of(config, samples, 1000,
                c -> only == null || c.getClass().getSimpleName().equals(only));
        MerchantsState[] states = sampled.states();
        int[] seats = sampled.seats();
        Command[] commands = sampled.commands();
        MerchantsOfEurope rules = new MerchantsOfEurope();
        // Warm up until C2 has compiled apply and the rules (on a busy machine that takes seconds).
        for (int done = 0; done < 2_000_000; done += samples) {
            for (int i = 0; i < samples; i++) {
                rules.apply(states[i], seats[i], states[i].version(), commands[i]);
            }
        }
        var threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long tid = Thread.currentThread().getId();
        double[] ns = new double[rounds];
        double[] bytes = new double[rounds];
        long check = 0;
        for (int round = 0; round < rounds; round++) {
            long sum = 0;
            long b0 = threads.getThreadAllocatedBytes(tid);
            long t0 = threads.getCurrentThreadCpuTime();
            for (int i = 0; i < samples; i++) {
                for (int k = 0; k < repeat; k++) {
                    var r = (Result.Accepted<MerchantsState, Event>) rules.apply(states[i], seats[i], states[i].version(), commands[i]);
                    sum += r.events().size() + r.state().player(seats[i]).gold();
                }
            }
            ns[round] = (threads.getCurrentThreadCpuTime() - t0) / (double) samples / repeat;
            bytes[round] = (threads.getThreadAllocatedBytes(tid) - b0) / (double) samples / repeat;
            check = sum;
        }
        java.util.Arrays.sort(ns);
        java.util.Arrays.sort(bytes);
        System.out.printf("%s %d %s commands: apply best %.0f ns, median %.0f ns; allocated %.0f bytes; check %d%n",
                boardId, samples, only == null ? "all" : only, ns[0], ns[rounds / 2], bytes[0], check);
    }
}

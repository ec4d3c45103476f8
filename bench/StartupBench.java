import java.io.File;
import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Time from starting a JVM to its first HTTP 200 on GET /, for two commands started the same way,
 * alternated run by run (bench/startup.sh): the wall-clock time, and the CPU time the process had
 * used by then (all its threads, user and system; from /proc, in 10 ms ticks), which a busy host
 * disturbs much less than the wall clock. {@code PORT} in a command is replaced by the port. Polls
 * every 5 ms; the process is killed after each run.
 *
 * <p>With {@code --ready=PATH} it also times the candidate to its first 200 on that path (for
 * {@code kontor run}: {@code /api/public/state}, which answers 503 STARTING until the table is
 * open): "table ready", against the baseline's first 200 on GET /.
 *
 * <p>usage: java bench/StartupBench.java RUNS PORT [--ready=PATH] -- BASELINE_COMMAND... -- CANDIDATE_COMMAND...
 */
public final class StartupBench {

    public static void main(String[] args) throws Exception {
        int runs = Integer.parseInt(args[0]);
        int port = Integer.parseInt(args[1]);
        int from = args[2].startsWith("--ready=") ? 3 : 2;
        String ready = from == 3 ? args[2].substring("--ready=".length()) : null;
        int split = Arrays.asList(args).subList(from + 1, args.length).indexOf("--") + from + 1;
        List<String> baseline = List.of(args).subList(from + 1, split);
        List<String> candidate = List.of(args).subList(split + 1, args.length);
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofMillis(200)).build();
        firstOk(http, baseline, port, null);   // one unrecorded run each: the page cache and the JIT's files
        firstOk(http, candidate, port, ready);
        // [wall, CPU, ready wall, ready CPU]
        double[][] base = new double[4][runs];
        double[][] cand = new double[4][runs];
        double[][] ratio = new double[4][runs];
        for (int i = 0; i < runs; i++) {
            // alternate which goes first, so drift in the host's load hits both alike
            double[] b;
            double[] c;
            if (i % 2 == 0) {
                b = firstOk(http, baseline, port, null);
                c = firstOk(http, candidate, port, ready);
            } else {
                c = firstOk(http, candidate, port, ready);
                b = firstOk(http, baseline, port, null);
            }
            for (int k = 0; k < 4; k++) {
                base[k][i] = b[k % 2];
                cand[k][i] = c[k];
                ratio[k][i] = c[k] / b[k % 2];
            }
            System.out.printf("run %2d: wall clock: baseline %6.0f ms, kontor %6.0f ms, ratio %.2f;  CPU: baseline %6.0f ms, kontor %6.0f ms, ratio %.2f%s%n",
                    i + 1, b[0], c[0], ratio[0][i], b[1], c[1], ratio[1][i], ready == null ? ""
                            : String.format(";  table ready: %6.0f ms (ratio %.2f), CPU %6.0f ms (ratio %.2f)", c[2], ratio[2][i], c[3], ratio[3][i]));
        }
        System.out.printf("median of %d runs, wall clock: baseline %.0f ms, kontor %.0f ms; median ratio %.2f%n", runs,
                median(base[0]), median(cand[0]), median(ratio[0]));
        System.out.printf("median of %d runs, CPU time:   baseline %.0f ms, kontor %.0f ms; median ratio %.2f%n", runs,
                median(base[1]), median(cand[1]), median(ratio[1]));
        if (ready != null) {
            System.out.printf("median of %d runs, table ready (first 200 on %s), wall clock: kontor %.0f ms; median ratio %.2f%n", runs,
                    ready, median(cand[2]), median(ratio[2]));
            System.out.printf("median of %d runs, table ready (first 200 on %s), CPU time:   kontor %.0f ms; median ratio %.2f%n", runs,
                    ready, median(cand[3]), median(ratio[3]));
        }
    }

    /**
     * The wall-clock and the CPU milliseconds from the start to the first 200 on GET /, then (with
     * {@code ready}, else the same again) to the first 200 on {@code ready}.
     */
    private static double[] firstOk(HttpClient http, List<String> command, int port, String ready) throws Exception {
        List<String> args = new ArrayList<>();
        command.forEach(a -> args.add(a.replace("PORT", Integer.toString(port))));
        long start = System.nanoTime();
        Process p = new ProcessBuilder(args).redirectErrorStream(true).redirectOutput(new File("/dev/null")).start();
        try {
            double[] page = untilOk(http, p, start, port, "/", args);
            if (ready == null) {
                return new double[] {page[0], page[1], page[0], page[1]};
            }
            double[] table = untilOk(http, p, start, port, ready, args);
            return new double[] {page[0], page[1], table[0], table[1]};
        } finally {
            p.destroy();
            if (!p.waitFor(20, TimeUnit.SECONDS)) {
                p.destroyForcibly().waitFor();
            }
        }
    }

    private static double[] untilOk(HttpClient http, Process p, long start, int port, String path, List<String> args)
            throws Exception {
        HttpRequest get = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).timeout(Duration.ofSeconds(30)).build();
        while (true) {
            try {
                if (http.send(get, HttpResponse.BodyHandlers.discarding()).statusCode() == 200) {
                    double wall = (System.nanoTime() - start) / 1e6;
                    return new double[] {wall, cpuMillis(p.pid())};
                }
            } catch (ConnectException | HttpTimeoutException e) {
                // not listening yet
            } catch (IOException e) {
                // the port accepted before the server was ready
            }
            if (!p.isAlive()) {
                throw new IllegalStateException("ended with " + p.exitValue() + " before serving " + path + ": " + args);
            }
            Thread.sleep(5);
        }
    }

    /** utime + stime of the process, all threads, from /proc/PID/stat (fields 14 and 15, in clock ticks of 10 ms). */
    private static double cpuMillis(long pid) throws IOException {
        String stat = java.nio.file.Files.readString(java.nio.file.Path.of("/proc/" + pid + "/stat"));
        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return (Long.parseLong(fields[11]) + Long.parseLong(fields[12])) * 10.0;
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
}

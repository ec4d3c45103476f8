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
 * <p>usage: java bench/StartupBench.java RUNS PORT -- BASELINE_COMMAND... -- CANDIDATE_COMMAND...
 */
public final class StartupBench {

    public static void main(String[] args) throws Exception {
        int runs = Integer.parseInt(args[0]);
        int port = Integer.parseInt(args[1]);
        int split = Arrays.asList(args).subList(3, args.length).indexOf("--") + 3;
        List<String> baseline = List.of(args).subList(3, split);
        List<String> candidate = List.of(args).subList(split + 1, args.length);
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofMillis(200)).build();
        firstOk(http, baseline, port);   // one unrecorded run each: the page cache and the JIT's files
        firstOk(http, candidate, port);
        double[][] base = new double[2][runs];
        double[][] cand = new double[2][runs];
        double[][] ratio = new double[2][runs];
        for (int i = 0; i < runs; i++) {
            // alternate which goes first, so drift in the host's load hits both alike
            double[] b;
            double[] c;
            if (i % 2 == 0) {
                b = firstOk(http, baseline, port);
                c = firstOk(http, candidate, port);
            } else {
                c = firstOk(http, candidate, port);
                b = firstOk(http, baseline, port);
            }
            for (int k = 0; k < 2; k++) {
                base[k][i] = b[k];
                cand[k][i] = c[k];
                ratio[k][i] = c[k] / b[k];
            }
            System.out.printf("run %2d: wall clock: baseline %6.0f ms, kontor %6.0f ms, ratio %.2f;  CPU: baseline %6.0f ms, kontor %6.0f ms, ratio %.2f%n",
                    i + 1, b[0], c[0], ratio[0][i], b[1], c[1], ratio[1][i]);
        }
        System.out.printf("median of %d runs, wall clock: baseline %.0f ms, kontor %.0f ms; median ratio %.2f%n", runs,
                median(base[0]), median(cand[0]), median(ratio[0]));
        System.out.printf("median of %d runs, CPU time:   baseline %.0f ms, kontor %.0f ms; median ratio %.2f%n", runs,
                median(base[1]), median(cand[1]), median(ratio[1]));
    }

    /** The wall-clock and the CPU milliseconds from the start to the first 200. */
    private static double[] firstOk(HttpClient http, List<String> command, int port) throws Exception {
        List<String> args = new ArrayList<>();
        command.forEach(a -> args.add(a.replace("PORT", Integer.toString(port))));
        long start = System.nanoTime();
        Process p = new ProcessBuilder(args).redirectErrorStream(true).redirectOutput(new File("/dev/null")).start();
        try {
            HttpRequest get = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/")).timeout(Duration.ofSeconds(30)).build();
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
                    throw new IllegalStateException("ended with " + p.exitValue() + " before serving: " + args);
                }
                Thread.sleep(5);
            }
        } finally {
            p.destroy();
            if (!p.waitFor(20, TimeUnit.SECONDS)) {
                p.destroyForcibly().waitFor();
            }
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

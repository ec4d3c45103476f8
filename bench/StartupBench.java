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
 * Time from starting a JVM to its first HTTP 200 on GET /, for commands started the same way,
 * alternated run by run (bench/startup.sh): the wall-clock time, and the CPU time the process had
 * used by then (all its threads, user and system; from /proc, in 10 ms ticks), which a busy host
 * disturbs much less than the wall clock. {@code PORT} in a command is replaced by the port. Polls
 * every 5 ms; the process is killed after each run.
 *
 * <p>Each command is named by a first word starting with {@code @}; those named {@code @bare...}
 * are baselines, the others candidates, and every candidate's per-run ratio to every baseline is
 * reported (median). With {@code --ready=PATH} it also times each candidate to its first 200 on
 * that path (for {@code kontor run}: {@code /api/public/state}, which answers 503 STARTING until
 * the table is open): "table ready", against the baselines' first 200 on GET /.
 *
 * <p>usage: java bench/StartupBench.java RUNS PORT [--ready=PATH] -- @NAME COMMAND... [-- @NAME COMMAND...]...
 */
public final class StartupBench {

    public static void main(String[] args) throws Exception {
        int runs = Integer.parseInt(args[0]);
        int port = Integer.parseInt(args[1]);
        int from = args[2].startsWith("--ready=") ? 3 : 2;
        String ready = from == 3 ? args[2].substring("--ready=".length()) : null;
        List<String> names = new ArrayList<>();
        List<List<String>> commands = new ArrayList<>();
        for (int i = from; i < args.length; i++) {
            if (args[i].equals("--")) {
                names.add(args[i + 1].substring(1));
                commands.add(new ArrayList<>());
                i++;
            } else {
                commands.get(commands.size() - 1).add(args[i]);
            }
        }
        int n = commands.size();
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofMillis(200)).build();
        for (int c = 0; c < n; c++) {
            firstOk(http, commands.get(c), port, bare(names, c) ? null : ready);   // one unrecorded run each: the page cache and the JIT's files
        }
        // [command][wall, CPU, ready wall, ready CPU][run]
        double[][][] times = new double[n][4][runs];
        for (int i = 0; i < runs; i++) {
            StringBuilder line = new StringBuilder(String.format("run %2d:", i + 1));
            for (int k = 0; k < n; k++) {
                int c = (i + k) % n;   // rotate which goes first, so drift in the host's load hits all alike
                double[] t = firstOk(http, commands.get(c), port, bare(names, c) ? null : ready);
                for (int m = 0; m < 4; m++) {
                    times[c][m][i] = t[m];
                }
            }
            for (int c = 0; c < n; c++) {
                line.append(String.format("  %s %.0f ms wall, %.0f CPU%s;", names.get(c), times[c][0][i], times[c][1][i],
                        bare(names, c) || ready == null ? "" : String.format(" (ready %.0f / %.0f)", times[c][2][i], times[c][3][i])));
            }
            System.out.println(line);
        }
        for (int c = 0; c < n; c++) {
            System.out.printf("median of %d runs, %s: first 200 %.0f ms wall, %.0f ms CPU%s%n", runs, names.get(c),
                    median(times[c][0]), median(times[c][1]), bare(names, c) || ready == null ? ""
                            : String.format("; table ready (first 200 on %s) %.0f ms wall, %.0f ms CPU", ready, median(times[c][2]),
                                    median(times[c][3])));
        }
        for (int c = 0; c < n; c++) {
            for (int b = 0; b < n; b++) {
                if (bare(names, c) || !bare(names, b)) {
                    continue;
                }
                double[][] ratio = new double[4][runs];
                for (int i = 0; i < runs; i++) {
                    for (int m = 0; m < 4; m++) {
                        ratio[m][i] = times[c][m][i] / times[b][m % 2][i];
                    }
                }
                System.out.printf("median ratio %s / %s: first 200 %.2f wall, %.2f CPU%s%n", names.get(c), names.get(b),
                        median(ratio[0]), median(ratio[1]), ready == null ? ""
                                : String.format("; table ready %.2f wall, %.2f CPU", median(ratio[2]), median(ratio[3])));
            }
        }
    }

    private static boolean bare(List<String> names, int c) {
        return names.get(c).startsWith("bare");
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

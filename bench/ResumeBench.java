import java.io.File;
import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Resume after kill -9 (bench/resume.sh): the time from starting {@code kontor run} to the table
 * being ready (its first 200 on /api/public/state, which answers 503 STARTING while the table is
 * opened), on a data folder holding a game the hub was killed in, against the same command on a
 * fresh empty data folder, started the same way and alternated run by run. Every run ends with
 * SIGKILL, so each resume starts after a kill -9. Prints each run, the medians and the median of
 * the runs' differences (resume minus empty start), wall clock and CPU time (all threads, from
 * /proc, in 10 ms ticks).
 *
 * <p>usage: java bench/ResumeBench.java RUNS PORT GAME_FOLDER[,B_GAME_FOLDER] -- COMMAND... [--vs COMMAND...] ({@code PORT}
 * and {@code DATA} in the command are replaced by the port and the data folder; with {@code --vs},
 * two builds run by turns in the same minutes, A the first command and B the second)
 */
public final class ResumeBench {

    private static final String READY = "/api/public/state";

    public static void main(String[] args) throws Exception {
        int runs = Integer.parseInt(args[0]);
        int port = Integer.parseInt(args[1]);
        // One folder, or A's and B's (comma between): a build before a schema change reads its own copy.
        List<Path> games = java.util.Arrays.stream(args[2].split(",")).map(Path::of).toList();
        List<String> rest = List.of(args).subList(4, args.length);
        int vs = rest.indexOf("--vs");
        List<List<String>> commands = vs < 0 ? List.of(rest) : List.of(rest.subList(0, vs), rest.subList(vs + 1, rest.size()));
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofMillis(200)).build();
        for (List<String> command : commands) {
            empty(http, command, port);   // unrecorded: the page cache
            ready(http, command, port, games.get(Math.min(commands.indexOf(command), games.size() - 1)));
        }
        int n = commands.size();
        double[][][] empty = new double[n][2][runs];
        double[][][] resumed = new double[n][2][runs];
        double[][][] extra = new double[n][2][runs];
        for (int i = 0; i < runs; i++) {
            for (int j = 0; j < n; j++) {
                int c = (i + j) % n;   // with two commands, each goes first every other run
                // alternate which goes first, so drift in the host's load hits both alike
                Path game = games.get(Math.min(c, games.size() - 1));
                double[] e;
                double[] r;
                if (i % 2 == 0) {
                    e = empty(http, commands.get(c), port);
                    r = ready(http, commands.get(c), port, game);
                } else {
                    r = ready(http, commands.get(c), port, game);
                    e = empty(http, commands.get(c), port);
                }
                for (int k = 0; k < 2; k++) {
                    empty[c][k][i] = e[k];
                    resumed[c][k][i] = r[k];
                    extra[c][k][i] = r[k] - e[k];
                }
                System.out.printf("%srun %2d: table ready, wall clock: empty start %6.0f ms, resume %6.0f ms, extra %5.0f ms;"
                        + "  CPU: empty %6.0f ms, resume %6.0f ms, extra %5.0f ms%n", label(c, n), i + 1, e[0], r[0], extra[c][0][i],
                        e[1], r[1], extra[c][1][i]);
            }
        }
        for (int c = 0; c < n; c++) {
            System.out.printf("%smedian of %d runs, wall clock: empty start %.0f ms, resume %.0f ms; median extra %.0f ms%n", label(c, n),
                    runs, median(empty[c][0]), median(resumed[c][0]), median(extra[c][0]));
            System.out.printf("%smedian of %d runs, CPU time:   empty start %.0f ms, resume %.0f ms; median extra %.0f ms%n", label(c, n),
                    runs, median(empty[c][1]), median(resumed[c][1]), median(extra[c][1]));
        }
    }

    /** "A " and "B " when two commands are compared (the second given after --vs), else nothing. */
    private static String label(int c, int n) {
        return n == 1 ? "" : c == 0 ? "A " : "B ";
    }

    /** An empty start: on a fresh data folder, deleted afterwards. */
    private static double[] empty(HttpClient http, List<String> command, int port) throws Exception {
        Path data = Files.createTempDirectory("resume-empty");
        try {
            return ready(http, command, port, data);
        } finally {
            try (var files = Files.walk(data)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
            }
        }
    }

    /** Wall-clock and CPU milliseconds from the start to the first 200 on {@link #READY}; then SIGKILL. */
    private static double[] ready(HttpClient http, List<String> command, int port, Path data) throws Exception {
        List<String> args = new ArrayList<>();
        command.forEach(a -> args.add(a.replace("PORT", Integer.toString(port)).replace("DATA", data.toString())));
        HttpRequest get = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + READY)).timeout(Duration.ofSeconds(30)).build();
        long start = System.nanoTime();
        Process p = new ProcessBuilder(args).redirectErrorStream(true).redirectOutput(new File("/dev/null")).start();
        try {
            while (true) {
                try {
                    if (http.send(get, HttpResponse.BodyHandlers.discarding()).statusCode() == 200) {
                        return new double[] {(System.nanoTime() - start) / 1e6, cpuMillis(p.pid())};
                    }
                } catch (ConnectException | HttpTimeoutException e) {
                    // not listening yet
                } catch (IOException e) {
                    // the port accepted before the server was ready
                }
                if (!p.isAlive()) {
                    throw new IllegalStateException("ended with " + p.exitValue() + " before the table was ready: " + args);
                }
                Thread.sleep(5);
            }
        } finally {
            p.destroyForcibly().waitFor(20, TimeUnit.SECONDS);
        }
    }

    /** utime + stime of the process, all threads, from /proc/PID/stat (fields 14 and 15, in clock ticks of 10 ms). */
    private static double cpuMillis(long pid) throws IOException {
        String stat = Files.readString(Path.of("/proc/" + pid + "/stat"));
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

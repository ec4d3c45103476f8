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
 * alternated run by run (bench/startup.sh). The port is appended as {@code PORT} wherever it
 * appears in a command. Polls every 5 ms; the process is killed after each run.
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
        double[] base = new double[runs];
        double[] cand = new double[runs];
        double[] ratio = new double[runs];
        for (int i = 0; i < runs; i++) {
            // alternate which goes first, so drift in the host's load hits both alike
            if (i % 2 == 0) {
                base[i] = firstOk(http, baseline, port);
                cand[i] = firstOk(http, candidate, port);
            } else {
                cand[i] = firstOk(http, candidate, port);
                base[i] = firstOk(http, baseline, port);
            }
            ratio[i] = cand[i] / base[i];
            System.out.printf("run %2d: baseline %6.0f ms, kontor %6.0f ms, ratio %.2f%n", i + 1, base[i], cand[i], ratio[i]);
        }
        System.out.printf("median of %d runs: baseline %.0f ms, kontor %.0f ms; median ratio %.2f%n", runs,
                median(base), median(cand), median(ratio));
    }

    private static double firstOk(HttpClient http, List<String> command, int port) throws Exception {
        List<String> args = new ArrayList<>();
        command.forEach(a -> args.add(a.replace("PORT", Integer.toString(port))));
        long start = System.nanoTime();
        Process p = new ProcessBuilder(args).redirectErrorStream(true).redirectOutput(new File("/dev/null")).start();
        try {
            HttpRequest get = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/")).timeout(Duration.ofSeconds(30)).build();
            while (true) {
                try {
                    if (http.send(get, HttpResponse.BodyHandlers.discarding()).statusCode() == 200) {
                        return (System.nanoTime() - start) / 1e6;
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

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
}

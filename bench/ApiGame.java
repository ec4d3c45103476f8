import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.BiFunction;
import org.kontor.web.CatanMoves;
import org.kontor.web.ElasundMoves;
import org.kontor.web.HansaMoves;
import org.kontor.table.Json;
import org.kontor.web.RandomMoves;

/**
 * Plays a seeded random game on a running hub through its HTTP API, as four phones would: the
 * host starts a 4-player game (Merchants of Europe on europe-short, or europe-main with
 * {@code merchants-main}, Catan on the beginner board,
 * Hansa Teutonica on the 4-5 player side, or Elasund), then every move is a random legal one from
 * the acting seat's own view (the leak audits' drivers: org.kontor.web.RandomMoves, CatanMoves,
 * HansaMoves, ElasundMoves). Used by bench/arm64.sh and bench/memory.sh.
 *
 * <p>usage: java -cp web/target/test-classes:hub/target/kontor.jar bench/ApiGame.java PORT DATA_FOLDER SEED MAX_MOVES [GAME]
 * (GAME: merchants, the default, merchants-main, catan, hansa or elasund, as the hub runs it; the host token is
 * read from DATA_FOLDER/host-link.txt, as a host without a terminal finds it).
 * Prints one line per 50 moves and a summary line; exits non-zero if a legal move is refused
 * (a random trade offer nobody can take is chosen again, up to 100 times in a row).
 */
public final class ApiGame {

    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private static int requests;
    private static int timeouts;

    public static void main(String[] args) throws Exception {
        int port = Integer.parseInt(args[0]);
        Path data = Path.of(args[1]);
        long seed = Long.parseLong(args[2]);
        int maxMoves = Integer.parseInt(args[3]);
        String game = args.length > 4 ? args[4] : "merchants";
        String names = "\"names\":[\"Ana\",\"Ben\",\"Cai\",\"Dee\"],\"dice\":\"VIRTUAL\"";
        String start = switch (game) {
            case "merchants" -> "{\"board\":\"europe-short\"," + names + ",\"options\":{\"setup\":\"FIXED\"}}";
            case "merchants-main" -> "{\"board\":\"europe-main\"," + names + ",\"options\":{\"setup\":\"VARIABLE\"}}";
            case "catan" -> "{\"board\":\"catan-beginner\"," + names + ",\"options\":{\"layout\":\"BEGINNER\"}}";
            case "hansa" -> "{\"board\":\"hansa-45\"," + names + ",\"options\":{}}";
            case "elasund" -> "{\"board\":\"elasund\"," + names + ",\"options\":{}}";
            default -> throw new IllegalArgumentException("GAME is merchants, merchants-main, catan, hansa or elasund, not " + game);
        };
        BiFunction<JsonNode, Random, JsonNode> chooser = switch (game) {
            case "catan" -> CatanMoves::choose;
            case "hansa" -> HansaMoves::choose;
            case "elasund" -> ElasundMoves::choose;
            default -> RandomMoves::choose;
        };
        String link = hostLink(data);
        String host = link.substring(link.indexOf("token=") + "token=".length());
        Random random = new Random(seed);
        System.out.println("api game: " + game + ", seed " + seed + ", up to " + maxMoves + " moves");
        // A slow table (emulated, or still warming up) may answer 503 "did not answer in time" and
        // apply the request later: look before asking again.
        while (!phase(port).equals("PLAYING")) {
            HttpResponse<String> started = post(port, "/api/host/start", host, start);
            if (started.statusCode() == 503) {
                awaitChange(port, -1);
                continue;
            }
            if (started.statusCode() == 422 && phase(port).equals("PLAYING")) {
                break;   // an earlier, slow start went through after all
            }
            check(started, "start");
        }
        List<String> seats = new ArrayList<>();
        for (JsonNode seat : Json.MAPPER.readTree(check(get(port, "/api/host/joins", host), "joins")).get("seats")) {
            String url = seat.get("url").asText();
            seats.add(url.substring(url.indexOf("token=") + "token=".length()));
        }
        long begin = System.nanoTime();
        int moves = 0;
        int refusedInARow = 0;
        JsonNode pub = null;
        while (moves < maxMoves) {
            pub = Json.MAPPER.readTree(check(get(port, "/api/public/state", null), "public state"));
            if (!pub.at("/table/phase").asText().equals("PLAYING")) {
                break;
            }
            boolean moved = false;
            for (int seat : RandomMoves.order(pub, 4, random)) {
                JsonNode view = Json.MAPPER.readTree(check(get(port, "/api/seat/state", seats.get(seat)), "seat state"));
                JsonNode command = chooser.apply(view, random);
                if (command == null) {
                    continue;
                }
                HttpResponse<String> answer = post(port, "/api/seat/command", seats.get(seat),
                        "{\"version\":" + view.get("version").asLong() + ",\"command\":" + Json.write(command) + "}");
                moved = true;
                if (answer.statusCode() == 503) {
                    timeouts++;   // it may still be applied: wait for it, then read the views afresh
                    awaitChange(port, pub.get("version").asLong());
                    break;
                }
                if (answer.statusCode() != 200 && answer.body().contains("STALE")) {
                    break;   // a slow move that answered 503 went through meanwhile
                }
                if (answer.statusCode() == 429) {
                    Thread.sleep(1_000);   // the seat's budget of refused commands (Retry-After: 1): choose again after it
                    break;
                }
                if (answer.statusCode() == 422 && ++refusedInARow < 100) {
                    break;   // a random trade offer nobody can take: choose again
                }
                check(answer, "seat " + seat + " " + command);
                refusedInARow = 0;
                moves++;
                break;
            }
            if (!moved) {
                throw new IllegalStateException("nobody can move: " + pub);
            }
            if (moves % 50 == 0) {
                System.out.printf("api game: %d moves, %.1f s%n", moves, (System.nanoTime() - begin) / 1e9);
            }
        }
        pub = Json.MAPPER.readTree(check(get(port, "/api/public/state", null), "public state"));
        System.out.printf("api game: %d moves accepted in %.1f s, phase %s, version %d, %d requests (%d answered 503, too slow)%n", moves,
                (System.nanoTime() - begin) / 1e9, pub.at("/table/phase").asText(), pub.get("version").asLong(), requests, timeouts);
    }

    /**
     * The host link from the data folder's host-link.txt. The table writes it a moment after its
     * first HTTP 200 (seconds later under qemu-user), so it is waited for, two minutes at most.
     */
    private static String hostLink(Path data) throws Exception {
        Path file = data.resolve("host-link.txt");
        for (int i = 0; i < 240 && !(Files.exists(file) && Files.size(file) > 0); i++) {
            Thread.sleep(500);
        }
        if (!Files.exists(file) || Files.size(file) == 0) {
            throw new IllegalStateException("no host link in " + file + " two minutes after the table answered");
        }
        return Files.readString(file).strip();
    }

    /** Waits up to two minutes for the table's version to move on from {@code version} (-1: for a game to start). */
    private static void awaitChange(int port, long version) throws Exception {
        for (int i = 0; i < 120; i++) {
            Thread.sleep(1000);
            JsonNode now = Json.MAPPER.readTree(check(get(port, "/api/public/state", null), "public state"));
            if (version < 0 ? now.at("/table/phase").asText().equals("PLAYING") : now.path("version").asLong() != version) {
                return;
            }
        }
    }

    private static String phase(int port) throws Exception {
        return Json.MAPPER.readTree(check(get(port, "/api/public/state", null), "public state")).at("/table/phase").asText();
    }

    private static String check(HttpResponse<String> response, String what) {
        if (response.statusCode() != 200) {
            throw new IllegalStateException(what + ": HTTP " + response.statusCode() + " " + response.body());
        }
        return response.body();
    }

    private static HttpResponse<String> get(int port, String path, String bearer) throws Exception {
        requests++;
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                .timeout(Duration.ofSeconds(120));
        if (bearer != null) {
            request.header("Authorization", "Bearer " + bearer);
        }
        return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static HttpResponse<String> post(int port, String path, String bearer, String body) throws Exception {
        requests++;
        return HTTP.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                .timeout(Duration.ofSeconds(120)).header("Authorization", "Bearer " + bearer)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }
}

package org.kontor.hub.hardware;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.Javalin;
import io.javalin.websocket.WsContext;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.kontor.engine.merchants.Command;
import org.kontor.engine.merchants.MerchantsState;
import org.kontor.web.Dashboard;
import org.kontor.web.GameSetup;
import org.kontor.web.Json;
import org.kontor.web.Limits;
import org.kontor.web.Pairing;
import org.kontor.web.RandomMoves;
import org.kontor.web.merchants.MerchantsTable;
import org.kontor.web.session.TableSession;

/**
 * A phone's command → all 8 WebSocket clients (4 phones, 4 table screens) have the new view, and
 * the bytes each socket is sent per move, during a seeded random 4-player europe-short game; against
 * a bare Javalin broadcast in the same run: a message in on one socket, a message of the same size
 * (the mean view the game's sockets were sent) out to 8 clients. Every command is a random legal one
 * from the acting seat's own view (RandomMoves), sent on that seat's socket; t0 is the send, t1 the
 * moment the last of the 8 clients has the view with the new version. Run with bench/views.sh.
 *
 * <p>usage: CommandBenchmark [MOVES] [SEED] (defaults 1500 moves after 200 to warm up, seed 7)
 */
public final class CommandBenchmark {
    private static final int CLIENTS = 8;
    private static final int WARM_UP = 200;

    public static void main(String[] args) throws Exception {
        int moves = args.length > 0 ? Integer.parseInt(args[0]) : 1500;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 7;
        Table table = measureTable(moves, seed);
        int size = (int) Math.round(table.bytesPerSocket);
        long[] bare = measureBare(table.latencies.length, size);
        System.out.printf("seed %d: %d moves measured (after %d to warm up), %d clients (4 phones, 4 table screens)%n",
                seed, table.latencies.length, WARM_UP, CLIENTS);
        System.out.printf("bytes per move per socket: %.0f mean (phones %.0f, table screens %.0f); "
                + "a whole view each time would be %.0f (%.1fx)%n", table.bytesPerSocket, table.seatBytes, table.publicBytes,
                table.fullBytes, table.fullBytes / table.bytesPerSocket);
        print("command -> 8 clients", table.latencies);
        print("bare Javalin broadcast -> 8 clients", bare);
        System.out.printf("ratio to the bare broadcast: p50 %.2f, p99 %.2f%n",
                percentile(table.latencies, 50) / (double) percentile(bare, 50),
                percentile(table.latencies, 99) / (double) percentile(bare, 99));
        System.exit(0);
    }

    private record Table(long[] latencies, double bytesPerSocket, double seatBytes, double publicBytes, double fullBytes) {}

    private static Table measureTable(int moves, long seed) throws Exception {
        MerchantsTable game = new MerchantsTable();
        TableSession<MerchantsState, Command, ?, ?> session = new TableSession<>(game, () -> seed);
        Pairing pairing = Pairing.random(4);
        // When the views were made: this listener runs before the sockets' one, which Dashboard adds.
        java.util.concurrent.atomic.AtomicLong made = new java.util.concurrent.atomic.AtomicLong();
        session.onPublish(p -> made.set(System.nanoTime()));
        // No rate limit: one seat makes many moves in a row here, as fast as the table answers.
        Limits limits = new Limits(48, 4, 400, 10_000, 32, 1e6, 1_000_000, 16, 50, 16 * 1024, 10_000);
        Dashboard dashboard = Dashboard.create(session, pairing, Dashboard.Options.forTests().withLimits(limits)).start(0);
        session.start(new GameSetup("europe-short", List.of("Ana", "Ben", "Cy", "Di"), Map.of(),
                GameSetup.DiceSource.VIRTUAL)).get(10, TimeUnit.SECONDS);
        List<Client> seats = new ArrayList<>();
        List<Client> all = new ArrayList<>();
        for (int seat = 0; seat < 4; seat++) {
            Client phone = Client.open(dashboard.port(), "/ws/seat?token=" + pairing.seatToken(seat));
            seats.add(phone);
            all.add(phone);
            all.add(Client.open(dashboard.port(), "/ws/public"));
        }
        Random random = new Random(seed);
        long[] latencies = new long[moves];
        long[] toViews = new long[moves];
        long seatBytes = 0;
        long publicBytes = 0;
        long fullBytes = 0;
        int measured = 0;
        int id = 0;
        while (measured < moves) {
            long version = session.current().version();
            for (Client client : all) {
                client.await(v -> v.path("version").asLong() >= version);
            }
            JsonNode table = Json.MAPPER.readTree(session.current().publicView());
            if (!"PLAYING".equals(table.at("/table/phase").asText())) {
                break;                                   // the game is over: what was measured stands
            }
            boolean moved = false;
            for (int seat : RandomMoves.order(table, 4, random)) {
                Client phone = seats.get(seat);
                JsonNode command = RandomMoves.choose(phone.latest(), random);
                if (command == null) {
                    continue;
                }
                long[] before = all.stream().mapToLong(Client::bytes).toArray();
                String message = "{\"type\":\"command\",\"id\":" + (++id) + ",\"version\":" + version + ",\"command\":" + command + "}";
                long t0 = System.nanoTime();
                phone.send(message);
                if (!phone.awaitReply(id)) {
                    continue;                            // refused (a trade nobody can take): no view
                }
                long t1 = 0;
                for (Client client : all) {
                    client.await(v -> v.path("version").asLong() > version);
                    t1 = Math.max(t1, client.arrived());
                }
                int done = id;
                if (done > WARM_UP && measured < moves) {
                    toViews[measured] = made.get() - t0;
                    latencies[measured++] = t1 - t0;
                    for (int i = 0; i < all.size(); i++) {
                        long sent = all.get(i).bytes() - before[i];
                        if (i % 2 == 0) {
                            seatBytes += sent;
                        } else {
                            publicBytes += sent;
                        }
                    }
                    var now = session.current();
                    for (int s = 0; s < 4; s++) {
                        fullBytes += now.seatView(s).getBytes(java.nio.charset.StandardCharsets.UTF_8).length
                                + now.publicView().getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
                    }
                }
                moved = true;
                break;
            }
            if (!moved) {
                throw new IllegalStateException("no seat could move at version " + version);
            }
        }
        all.forEach(Client::close);
        dashboard.stop();
        session.stop(Duration.ofSeconds(5));
        long[] made1 = Arrays.copyOf(toViews, measured);
        long[] rest = new long[measured];
        for (int i = 0; i < measured; i++) {
            rest[i] = latencies[i] - made1[i];
        }
        print("  command sent -> views made", made1);
        print("  views made -> last client has it", rest);
        double perSocket = (seatBytes + publicBytes) / (double) (measured * CLIENTS);
        return new Table(Arrays.copyOf(latencies, measured), perSocket, seatBytes / (measured * 4.0),
                publicBytes / (measured * 4.0), fullBytes / (measured * (double) CLIENTS));
    }

    /** The baseline: a message in on one socket; the server sends {@code size} bytes to each of 8 clients. */
    private static long[] measureBare(int events, int size) throws Exception {
        Map<WsContext, Boolean> open = new ConcurrentHashMap<>();
        String padding = "x".repeat(Math.max(0, size - 60));
        Javalin app = Javalin.create(config -> config.routes.ws("/ws", ws -> {
            ws.onConnect(ctx -> open.put(ctx, true));
            ws.onMessage(ctx -> {
                String text = "{\"type\":\"view\",\"version\":" + ctx.message() + ",\"pad\":\"" + padding + "\"}";
                open.keySet().forEach(each -> each.send(text));
            });
            ws.onClose(ctx -> open.remove(ctx));
        })).start(0);
        List<Client> clients = new ArrayList<>();
        for (int i = 0; i < CLIENTS; i++) {
            clients.add(Client.open(app.port(), "/ws"));
        }
        while (open.size() < CLIENTS) {
            Thread.sleep(10);
        }
        long[] latencies = new long[events];
        for (int i = -WARM_UP; i < events; i++) {
            long version = i + WARM_UP + 1;
            long t0 = System.nanoTime();
            clients.get(0).send(Long.toString(version));
            long t1 = 0;
            for (Client client : clients) {
                client.await(v -> v.path("version").asLong() == version);
                t1 = Math.max(t1, client.arrived());
            }
            if (i >= 0) {
                latencies[i] = t1 - t0;
            }
        }
        clients.forEach(Client::close);
        app.stop();
        return latencies;
    }

    /** A WebSocket client: the latest view as a page puts it together, the replies, and the bytes of the views. */
    private static final class Client implements WebSocket.Listener {
        private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        private final StringBuilder partial = new StringBuilder();
        private final Object lock = new Object();
        private JsonNode latest;
        private final org.kontor.web.PageCopy page = new org.kontor.web.PageCopy();
        private long arrived;
        private long bytes;
        private final Map<Long, Boolean> replies = new ConcurrentHashMap<>();
        private WebSocket socket;

        static Client open(int port, String path) throws Exception {
            Client client = new Client();
            client.socket = HTTP.newWebSocketBuilder().buildAsync(URI.create("ws://localhost:" + port + path), client)
                    .get(5, TimeUnit.SECONDS);
            return client;
        }

        // The socket's reader only notes the time and keeps the text: parsing happens on the
        // benchmark's thread, so that one client's parsing does not hold up the next client's view.
        private final java.util.ArrayDeque<String> unread = new java.util.ArrayDeque<>();

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                long now = System.nanoTime();
                String message = partial.toString();
                partial.setLength(0);
                synchronized (lock) {
                    if (message.startsWith("{\"type\":\"view\"")) {
                        arrived = now;
                        bytes += message.getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
                    }
                    unread.add(message);
                    lock.notifyAll();
                }
            }
            webSocket.request(1);
            return null;
        }

        /** Reads what arrived (under the lock); null, to be used in a loop's condition. */
        private Void read() {
            for (String message; (message = unread.poll()) != null; ) {
                try {
                    JsonNode node = Json.MAPPER.readTree(message);
                    if ("view".equals(node.path("type").asText())) {
                        latest = page.take(node);
                    } else if (node.has("id")) {
                        replies.put(node.get("id").asLong(), "accepted".equals(node.path("type").asText()));
                    }
                } catch (java.io.IOException e) {
                    throw new IllegalStateException("not JSON: " + message, e);
                }
            }
            return null;
        }

        void send(String text) {
            socket.sendText(text, true).join();
        }

        JsonNode latest() {
            synchronized (lock) {
                read();
                return latest;
            }
        }

        long arrived() {
            synchronized (lock) {
                return arrived;
            }
        }

        long bytes() {
            synchronized (lock) {
                return bytes;
            }
        }

        void await(java.util.function.Predicate<JsonNode> test) throws InterruptedException {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            synchronized (lock) {
                while (read() == null && (latest == null || !test.test(latest))) {
                    long left = deadline - System.nanoTime();
                    if (left <= 0) {
                        throw new IllegalStateException("no such view within 10 s; last: " + latest);
                    }
                    lock.wait(Math.max(1, TimeUnit.NANOSECONDS.toMillis(left)));
                }
            }
        }

        boolean awaitReply(long id) throws InterruptedException {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            synchronized (lock) {
                while (read() == null && !replies.containsKey(id)) {
                    long left = deadline - System.nanoTime();
                    if (left <= 0) {
                        throw new IllegalStateException("no answer to command " + id + " within 10 s");
                    }
                    lock.wait(Math.max(1, TimeUnit.NANOSECONDS.toMillis(left)));
                }
                return replies.remove(id);
            }
        }

        void close() {
            socket.abort();
        }
    }

    private static void print(String what, long[] latencies) {
        System.out.printf("%-36s p50 %6.2f ms  p99 %6.2f ms  max %6.2f ms%n", what, percentile(latencies, 50) / 1e6,
                percentile(latencies, 99) / 1e6, Arrays.stream(latencies).max().orElse(0) / 1e6);
    }

    private static long percentile(long[] values, int p) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(p / 100.0 * sorted.length) - 1)];
    }
}

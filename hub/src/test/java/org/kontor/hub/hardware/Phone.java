package org.kontor.hub.hardware;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.kontor.table.Json;

/** A phone (or table screen) on the dashboard's WebSocket: keeps the latest view it was sent. */
final class Phone implements WebSocket.Listener, AutoCloseable {
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private final StringBuilder partial = new StringBuilder();
    private final Object lock = new Object();
    private JsonNode latest;
    private final org.kontor.web.PageCopy page = new org.kontor.web.PageCopy();   // whole views, as a page puts them together
    private long arrivedNanos;
    private WebSocket socket;

    /** {@code path} such as "/ws/seat?token=…" or "/ws/public". */
    static Phone open(int port, String path) throws Exception {
        Phone phone = new Phone();
        phone.socket = HTTP.newWebSocketBuilder().connectTimeout(Duration.ofSeconds(5))
                .buildAsync(URI.create("ws://localhost:" + port + path), phone).get(5, TimeUnit.SECONDS);
        return phone;
    }

    @Override
    public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
        partial.append(data);
        if (last) {
            String message = partial.toString();
            partial.setLength(0);
            try {
                JsonNode node = Json.MAPPER.readTree(message);
                if ("view".equals(node.path("type").asText())) {
                    synchronized (lock) {
                        latest = page.take(node);
                        arrivedNanos = System.nanoTime();
                        lock.notifyAll();
                    }
                }
            } catch (java.io.IOException e) {
                throw new IllegalStateException("not JSON: " + message, e);
            }
        }
        webSocket.request(1);
        return null;
    }

    JsonNode latest() {
        synchronized (lock) {
            return latest;
        }
    }

    long arrivedNanos() {
        synchronized (lock) {
            return arrivedNanos;
        }
    }

    /** Waits until the latest view satisfies {@code test}; fails naming {@code what} and showing the last view. */
    JsonNode await(String what, Predicate<JsonNode> test, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        synchronized (lock) {
            while (latest == null || !test.test(latest)) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new AssertionError("not seen within " + timeout.toMillis() + " ms: " + what + "; last view's physical: "
                            + (latest == null ? "(no view)" : latest.path("physical")));
                }
                lock.wait(Math.max(1, TimeUnit.NANOSECONDS.toMillis(left)));
            }
            return latest;
        }
    }

    @Override
    public void close() {
        socket.abort();
    }
}

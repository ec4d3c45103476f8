package org.kontor.web;

import org.kontor.table.Json;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/** A test WebSocket client: keeps every text message (parts joined), and how the socket closed. */
public final class WsProbe implements WebSocket.Listener, AutoCloseable {

    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(20)).build();

    private final StringBuilder partial = new StringBuilder();
    private final BlockingQueue<String> inbox = new LinkedBlockingQueue<>();
    public final List<String> all = new CopyOnWriteArrayList<>();
    public final CompletableFuture<String> closed = new CompletableFuture<>();
    private WebSocket socket;

    /** Opens {@code ws://localhost:port/path} with optional cookie and Origin headers. */
    public static WsProbe open(int port, String path, String cookie, String origin) throws Exception {
        WsProbe probe = new WsProbe();
        WebSocket.Builder builder = HTTP.newWebSocketBuilder().connectTimeout(Duration.ofSeconds(20));
        if (cookie != null) {
            builder.header("Cookie", cookie);
        }
        if (origin != null) {
            builder.header("Origin", origin);
        }
        probe.socket = builder.buildAsync(URI.create("ws://localhost:" + port + path), probe).get(20, TimeUnit.SECONDS);
        return probe;
    }

    @Override
    public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
        partial.append(data);
        if (last) {
            String message = partial.toString();
            partial.setLength(0);
            if (keepAll) {
                all.add(message);            // as sent: the leak checks read what went over the wire
            }
            String shown = shown(message);
            if (keepInbox) {
                inbox.add(shown);
            }
            noteView(shown);
        }
        synchronized (this) {
            if (paused) {
                stalled = true;       // read nothing more until resume(): the kernel buffers fill up
                return null;
            }
        }
        webSocket.request(1);
        return null;
    }

    private boolean paused;
    private boolean stalled;

    /** Opens a socket that reads its first message and then nothing (a reader that stopped). */
    public static WsProbe openPaused(int port, String path, String cookie, String origin) throws Exception {
        WsProbe probe = new WsProbe();
        probe.paused = true;
        WebSocket.Builder builder = HTTP.newWebSocketBuilder().connectTimeout(Duration.ofSeconds(20));
        if (cookie != null) {
            builder.header("Cookie", cookie);
        }
        if (origin != null) {
            builder.header("Origin", origin);
        }
        probe.socket = builder.buildAsync(URI.create("ws://localhost:" + port + path), probe).get(20, TimeUnit.SECONDS);
        return probe;
    }

    /** Starts reading again. */
    public void resume() {
        boolean wasStalled;
        synchronized (this) {
            paused = false;
            wasStalled = stalled;
            stalled = false;
        }
        if (wasStalled) {
            socket.request(1);
        }
    }

    /** The newest view received so far (null before the first). */
    public synchronized JsonNode latestView() {
        return latestView;
    }

    /** How many views arrived. */
    public long views() {
        return all.stream().filter(m -> m.startsWith("{\"type\":\"view\"")).count();
    }

    public void sendBinary(byte[] bytes) throws Exception {
        socket.sendBinary(java.nio.ByteBuffer.wrap(bytes), true).get(5, TimeUnit.SECONDS);
    }

    /** Sends without waiting for the bytes to leave (for floods). */
    public CompletableFuture<WebSocket> sendAsync(String text) {
        return socket.sendText(text, true);
    }

    private JsonNode latestView;
    /** Keep every message in {@link #all} (the leak checks); long runs turn it off. */
    public volatile boolean keepAll = true;
    /** Keep messages for {@link #next}; load runs that only count replies turn it off. */
    public volatile boolean keepInbox = true;
    /** Called with every message that is not a view (accepted, rejected, error). */
    public volatile java.util.function.Consumer<JsonNode> onReply;

    /** Parse views to keep {@link #latestView}; load clients that only count replies turn it off. */
    public volatile boolean parseViews = true;

    private final PageCopy page = new PageCopy();

    /** A view as the page shows it (put together with the ones before, as js/live.js does); other messages as they are. */
    private String shown(String message) {
        if (!parseViews || !message.startsWith("{\"type\":\"view\"")) {
            return message;
        }
        try {
            return page.take(Json.MAPPER.readTree(message)).toString();
        } catch (Exception e) {
            return message;
        }
    }

    private synchronized void noteView(String message) {
        if (!parseViews && message.startsWith("{\"type\":\"view\"")) {
            return;
        }
        try {
            JsonNode node = Json.MAPPER.readTree(message);
            if ("view".equals(node.path("type").asText())
                    && (latestView == null || node.path("seq").asLong() >= latestView.path("seq").asLong())) {
                latestView = node;
                notifyAll();
            } else if (!"view".equals(node.path("type").asText()) && onReply != null) {
                onReply.accept(node);
            }
        } catch (Exception e) {
            // not JSON: kept in all, never a view
        }
    }

    /**
     * How long a test waits for an answer: 15 s (the suite shares its host with Chromium and, in
     * CI, other builds: a table's first views, made when first asked for with nothing compiled yet,
     * once took more than 5), or {@code -Dkontor.test.wait=SECONDS} for the long reliability runs,
     * which would otherwise fail on the harness's own patience rather than on what they audit.
     */
    static final long WAIT_SECONDS = Long.getLong("kontor.test.wait", 15);

    /** The newest view once its seq is at least {@code minSeq}; fails after {@link #WAIT_SECONDS}. */
    public synchronized JsonNode awaitView(long minSeq) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT_SECONDS);
        while (latestView == null || latestView.path("seq").asLong() < minSeq) {
            if (closed.isDone()) {
                throw new AssertionError("the socket closed (" + closed.join() + ") before a view with seq >= " + minSeq
                        + (latestView == null ? "; it had no view" : "; its last had seq " + latestView.path("seq").asLong()));
            }
            long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
            if (left <= 0) {
                throw new AssertionError("no view with seq >= " + minSeq + " within " + WAIT_SECONDS + " s"
                        + (latestView == null ? "; none came" : "; the last had seq " + latestView.path("seq").asLong()));
            }
            wait(left);
        }
        return latestView;
    }

    @Override
    public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
        closed.complete(statusCode + " " + reason);
        wakeWaiters();
        return null;
    }

    @Override
    public void onError(WebSocket webSocket, Throwable error) {
        closed.complete("error " + error);
        wakeWaiters();
    }

    private synchronized void wakeWaiters() {
        notifyAll();
    }

    public void send(String text) throws Exception {
        socket.sendText(text, true).get(WAIT_SECONDS, TimeUnit.SECONDS);
    }

    /** The next message matching, skipping others; fails after {@link #WAIT_SECONDS}. */
    public JsonNode next(Predicate<JsonNode> wanted) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT_SECONDS);
        while (true) {
            long left = deadline - System.nanoTime();
            String text = left > 0 ? inbox.poll(left, TimeUnit.NANOSECONDS) : null;
            if (text == null) {
                throw new AssertionError("no matching message within " + WAIT_SECONDS + " s; got " + all);
            }
            JsonNode node = Json.MAPPER.readTree(text);
            if (wanted.test(node)) {
                return node;
            }
        }
    }

    public JsonNode nextView() throws Exception {
        return next(n -> "view".equals(n.path("type").asText()));
    }

    @Override
    public void close() {
        if (socket != null && !socket.isOutputClosed()) {
            socket.sendClose(WebSocket.NORMAL_CLOSURE, "bye");
        }
        if (socket != null) {
            socket.abort();
        }
    }
}

package org.kontor.web;

import org.kontor.table.TableGame;

import io.javalin.testtools.HttpClient;
import io.javalin.testtools.JavalinTest;
import io.javalin.testtools.Response;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.kontor.table.session.TableSession;
import org.kontor.table.toy.ToyGame;

/** A toy table on a real server (port 0), torn down after each test. */
public final class TestTable {

    public interface Body {
        void run(TestTable table, HttpClient client) throws Exception;
    }

    public final TableSession<?, ?, ?, ?> session;
    public final Pairing pairing;
    public final Dashboard dashboard;
    public int port;

    public TestTable(TableGame<?, ?, ?, ?> game, long seed) {
        this(game, seed, TableSession.Recorder.NONE, Limits.defaults());
    }

    /** With a recorder (to hold the table up in tests) and limits. */
    public TestTable(TableGame<?, ?, ?, ?> game, long seed, TableSession.Recorder<Object> recorder, Limits limits) {
        AtomicLong seeds = new AtomicLong(seed);
        this.session = newSession(game, seeds, recorder);
        this.pairing = Pairing.random(session.seatCount());
        this.dashboard = Dashboard.create(session, pairing, Dashboard.Options.forTests().withLimits(limits));
    }

    /** With the dashboard's options (a shelf of saved games, say). */
    public TestTable(TableGame<?, ?, ?, ?> game, long seed, Dashboard.Options options) {
        AtomicLong seeds = new AtomicLong(seed);
        this.session = newSession(game, seeds, TableSession.Recorder.NONE);
        this.pairing = Pairing.random(session.seatCount());
        this.dashboard = Dashboard.create(session, pairing, options);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static TableSession<?, ?, ?, ?> newSession(TableGame<?, ?, ?, ?> game, AtomicLong seeds,
                                                       TableSession.Recorder<Object> recorder) {
        return new TableSession(game, seeds::getAndIncrement, recorder);
    }

    /** Runs the body against this table on a real server (port 0), then stops it. */
    public void serve(Body body) {
        try {
            JavalinTest.test(dashboard.app(), (server, client) -> {
                port = server.port();
                body.run(this, client);
            });
        } finally {
            session.stop(Duration.ofSeconds(5));
        }
    }

    public static void run(Body body) {
        run(new ToyGame(), 42, body);
    }

    public static void run(TableGame<?, ?, ?, ?> game, long seed, Body body) {
        TestTable table = new TestTable(game, seed);
        try {
            JavalinTest.test(table.dashboard.app(), (server, client) -> {
                table.port = server.port();
                body.run(table, client);
            });
        } finally {
            table.session.stop(Duration.ofSeconds(5));
        }
    }

    public String seatCookie(int seat) {
        return Handlers.SEAT_COOKIE + "=" + pairing.seatToken(seat);
    }

    public String hostCookie() {
        return Handlers.HOST_COOKIE + "=" + pairing.hostToken();
    }

    public String origin() {
        return "http://localhost:" + port;
    }

    public static Response asSeat(HttpClient client, TestTable t, int seat, String method, String path, String body) {
        return client.request(path, r -> {
            r.header("Cookie", t.seatCookie(seat));
            if (method.equals("POST")) {
                r.post(java.net.http.HttpRequest.BodyPublishers.ofString(body == null ? "" : body));
            }
        });
    }

    public static Response asHost(HttpClient client, TestTable t, String method, String path, String body) {
        return client.request(path, r -> {
            r.header("Cookie", t.hostCookie());
            if (method.equals("POST")) {
                r.post(java.net.http.HttpRequest.BodyPublishers.ofString(body == null ? "" : body));
            }
        });
    }

    public static final String START_3 = "{\"board\":\"plain\",\"names\":[\"Ana\",\"Ben\",\"Cai\"],\"dice\":\"VIRTUAL\"}";
}

package org.kontor.web;

import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.security.RouteRole;
import java.util.function.Supplier;

/**
 * Every route of the dashboard on one screen. Handlers are in {@link Handlers}: those of the open
 * table, or none while it is still being opened ({@link Dashboard#opening}): then the pages are
 * served and everything else answers 503 STARTING.
 */
final class WebRoutes {

    /** Who may call a route; checked in one place ({@link Handlers#checkAccess}). */
    enum Access implements RouteRole { SEAT, HOST }

    private WebRoutes() {}

    /** The request attribute holding the handlers a request was let in with (see {@link #install}). */
    private static final String TABLE = "table";

    /**
     * {@code table} gives the open table's handlers, or null while it opens. Each request asks once
     * (in {@code before}), and its access check and its handler use that same answer: a table that
     * opens meanwhile cannot let a request reach a handler past an access check it skipped.
     */
    static void install(JavalinConfig config, Supplier<Handlers> table, LiveSockets sockets, AllowedHosts hosts) {
        var routes = config.routes;
        routes.exception(Handlers.ApiError.class, Handlers::render);
        routes.exception(Starting.class, (e, ctx) -> {
            ctx.status(503).header("Retry-After", "1");
            if (e.page) {
                ctx.html(STARTING_PAGE);
            } else {
                ctx.contentType("application/json").result(STARTING_JSON);
            }
        });
        routes.before(Handlers::securityHeaders);
        routes.before(ctx -> {
            if (!hosts.allows(ctx.header("Host"))) {
                throw new Handlers.ApiError(403, "UNKNOWN_HOST", UNKNOWN_HOST);
            }
        });
        routes.before(ctx -> ctx.attribute(TABLE, table.get()));
        routes.beforeMatched(ctx -> {
            Handlers h = ctx.attribute(TABLE);
            if (h != null) {
                h.checkAccess(ctx);
            }   // else a page (served while the table opens) or an endpoint, which answers STARTING
        });

        // Pairing: a link (or QR code) pairs the device (an HttpOnly cookie) and redirects to the page.
        routes.get("/join", ctx -> openPage(ctx).join(ctx));
        routes.get("/host", ctx -> openPage(ctx).hostLogin(ctx));

        // Reading.
        routes.get("/api/defaults", ctx -> open(ctx).defaults(ctx));
        routes.get("/api/public/state", ctx -> open(ctx).publicState(ctx));
        routes.get("/api/seat/state", ctx -> open(ctx).seatState(ctx), Access.SEAT);
        routes.get("/api/host/state", ctx -> open(ctx).hostState(ctx), Access.HOST);
        routes.get("/api/board.svg", ctx -> open(ctx).boardSvg(ctx));
        routes.get("/api/cards", ctx -> open(ctx).cards(ctx));
        routes.get("/api/public/who", ctx -> open(ctx).who(ctx));

        // A seat acts.
        routes.post("/api/seat/command", ctx -> open(ctx).command(ctx), Access.SEAT);
        routes.post("/api/seat/hint", ctx -> open(ctx).hint(ctx), Access.SEAT);

        // The host runs the table.
        routes.post("/api/host/start", ctx -> open(ctx).start(ctx), Access.HOST);
        routes.post("/api/host/bot", ctx -> open(ctx).bot(ctx), Access.HOST);
        routes.post("/api/host/hints", ctx -> open(ctx).hints(ctx), Access.HOST);
        routes.post("/api/host/undo", ctx -> open(ctx).undo(ctx), Access.HOST);
        routes.post("/api/host/end", ctx -> open(ctx).end(ctx), Access.HOST);
        routes.post("/api/host/physical", ctx -> open(ctx).physical(ctx), Access.HOST);
        routes.get("/api/host/simulate", ctx -> open(ctx).simulated(ctx), Access.HOST);
        routes.post("/api/host/simulate", ctx -> open(ctx).simulate(ctx), Access.HOST);
        routes.get("/api/host/joins", ctx -> open(ctx).joins(ctx), Access.HOST);
        routes.get("/api/host/qr/{seat}", ctx -> open(ctx).qr(ctx), Access.HOST);
        routes.get("/api/host/devices", ctx -> open(ctx).devices(ctx), Access.HOST);
        routes.post("/api/host/devices/{id}/allow", ctx -> open(ctx).allowDevice(ctx), Access.HOST);
        routes.post("/api/host/devices/{id}/remove", ctx -> open(ctx).removeDevice(ctx), Access.HOST);
        routes.post("/api/host/seats/{seat}/new-link", ctx -> open(ctx).newLink(ctx), Access.HOST);
        routes.post("/api/host/new-host-link", ctx -> open(ctx).newHostLink(ctx), Access.HOST);
        routes.get("/api/host/games", ctx -> open(ctx).games(ctx), Access.HOST);
        routes.get("/api/host/games/{id}/export", ctx -> open(ctx).exportGame(ctx), Access.HOST);
        routes.get("/api/host/game/export", ctx -> open(ctx).exportCurrentGame(ctx), Access.HOST);
        routes.post("/api/host/games/{id}/resume", ctx -> open(ctx).resumeGame(ctx), Access.HOST);

        // Live views: one socket per page; authenticated before the upgrade.
        routes.wsBeforeUpgrade("/ws/*", ctx -> {
            if (!hosts.allows(ctx.header("Host"))) {
                throw new HttpResponseException(403, UNKNOWN_HOST);
            }
            Handlers h = table.get();
            if (h == null) {
                throw new HttpResponseException(503, "The table is starting; this page connects by itself in a moment.");
            }
            h.checkSocket(ctx);
        });
        routes.ws("/ws/seat", ws -> Handlers.liveSocket(ws, table, sockets));
        routes.ws("/ws/host", ws -> Handlers.liveSocket(ws, table, sockets));
        routes.ws("/ws/public", ws -> Handlers.liveSocket(ws, table, sockets));
    }

    /** A request that named another host than this table's (a page that pointed its own name here). */
    static final String UNKNOWN_HOST = "This table answers only to its own names and addresses; add this name to "
            + "allowedHosts in the hub's config file if it is the table's.";

    /**
     * A request while the table opens: a join or host link gets a page that reloads itself, the API
     * its usual refusal, kind STARTING. Both are written out beforehand: answering them must not
     * load classes the opening table is loading at the same time (Jackson's).
     */
    private static final class Starting extends RuntimeException {
        final boolean page;

        Starting(boolean page) {
            super(null, null, false, false);
            this.page = page;
        }
    }

    private static final String STARTING_JSON =
            "{\"ok\":false,\"error\":{\"kind\":\"STARTING\",\"message\":\"The table is starting; try again in a moment.\"}}";

    private static final String STARTING_PAGE = """
            <!doctype html>
            <html><head><meta charset="utf-8"><meta http-equiv="refresh" content="1">
            <meta name="viewport" content="width=device-width, initial-scale=1"><title>Kontor</title></head>
            <body><p>The table is starting&hellip; / La mesa se est&aacute; iniciando&hellip;</p></body></html>
            """;

    private static Handlers openPage(Context ctx) {
        Handlers h = ctx.attribute(TABLE);
        if (h == null) {
            throw new Starting(true);
        }
        return h;
    }

    /** The handlers this request was let in with; while the table opens, 503 STARTING. */
    private static Handlers open(Context ctx) {
        Handlers h = ctx.attribute(TABLE);
        if (h == null) {
            throw new Starting(false);
        }
        return h;
    }
}

package org.kontor.web;

import org.kontor.table.GameSetup;
import org.kontor.table.Json;
import org.kontor.table.GameShelf;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.http.Context;
import io.javalin.http.Cookie;
import io.javalin.http.ForbiddenResponse;
import io.javalin.http.HttpStatus;
import io.javalin.http.NotFoundResponse;
import io.javalin.http.SameSite;
import io.javalin.http.UnauthorizedResponse;
import io.javalin.security.RouteRole;
import io.javalin.websocket.WsCloseStatus;
import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsConnectContext;
import io.javalin.websocket.WsMessageContext;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import org.kontor.engine.Language;
import org.kontor.engine.RejectionKind;
import org.kontor.engine.table.Spot;
import org.kontor.web.Pairing.Role;
import org.kontor.web.WebRoutes.Access;
import org.kontor.table.session.Outcome;
import org.kontor.table.session.PhysicalOverride;
import org.kontor.table.session.Published;
import org.kontor.table.session.SimulatedBoard;
import org.kontor.table.session.TableSession;

/**
 * The dashboard's handlers: parse, ask the session, render. Nothing here logs a token or a query
 * string. Errors are JSON {@code {"ok":false,"error":{"kind":…,"message":…}}} with a sentence.
 */
final class Handlers {

    static final String SEAT_COOKIE = "kontor_seat";
    static final String HOST_COOKIE = "kontor_host";
    /** A paired device's secret (see {@link Pairing}): what opens a seat once the seat has a device. */
    static final String DEVICE_COOKIE = "kontor_device";
    private static final int COOKIE_MAX_AGE = 60 * 60 * 24 * 30;
    private static final int MAX_ID = 64;

    private final TableSession<?, ?, ?, ?> session;
    private final Pairing pairing;
    private final LiveSockets sockets;
    private final Supplier<String> baseUrl;
    private final Dashboard.Options options;
    /** Each seat's HTTP commands, budgeted like a socket's: a flood of requests is refused before it is read. */
    private final CommandBudget[] httpCommands;

    Handlers(TableSession<?, ?, ?, ?> session, Pairing pairing, LiveSockets sockets, Dashboard.Options options) {
        this.session = session;
        this.pairing = pairing;
        this.sockets = sockets;
        this.baseUrl = options.baseUrl();
        this.options = options;
        this.httpCommands = new CommandBudget[pairing.seats()];
        for (int seat = 0; seat < httpCommands.length; seat++) {
            httpCommands[seat] = new CommandBudget(sockets.limits(), () -> System.nanoTime() / 1_000_000,
                    sockets.limits().httpWaiting());
        }
    }

    /** A refusal with an HTTP status and a sentence; rendered by {@link #render(ApiError, Context)}. */
    static final class ApiError extends RuntimeException {
        final int status;
        final String kind;
        /** A waiting phone's pairing code (the page shows it large), else null. */
        final String code;

        ApiError(int status, String kind, String message) {
            this(status, kind, message, null);
        }

        ApiError(int status, String kind, String message, String code) {
            super(message, null, false, false);
            this.status = status;
            this.kind = kind;
            this.code = code;
        }
    }

    static void render(ApiError e, Context ctx) {
        ObjectNode body = refusal(e.kind, e.getMessage());
        if (e.code != null) {
            ((ObjectNode) body.get("error")).put("code", e.code);
        }
        ctx.status(e.status).contentType("application/json").result(Json.write(body));
    }

    /** Every refusal over HTTP: {@code {"ok":false,"error":{"kind":…,"message":…}}}. */
    private static ObjectNode refusal(String kind, String message) {
        ObjectNode body = Json.MAPPER.createObjectNode();
        body.put("ok", false);
        body.putObject("error").put("kind", kind).put("message", message);
        return body;
    }

    // ---- access ------------------------------------------------------------------------------

    /**
     * On every response: scripts, styles, images and sockets only from this hub, no framing by
     * another site, no content-type sniffing, no referrer. No inline script or style either: the
     * pages' looks are classes in style.css and board.css (a colour set from a script goes through
     * the CSSOM, which the policy allows).
     */
    static final String CONTENT_SECURITY_POLICY = "default-src 'self'; script-src 'self'; "
            + "style-src 'self'; img-src 'self' data:; connect-src 'self'; "
            + "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

    static void securityHeaders(Context ctx) {
        ctx.header("Content-Security-Policy", CONTENT_SECURITY_POLICY);
        ctx.header("X-Content-Type-Options", "nosniff");
        ctx.header("X-Frame-Options", "DENY");
        ctx.header("Referrer-Policy", "no-referrer");
    }

    /** One check for every protected route: the token's role must match the route's. */
    void checkAccess(Context ctx) {
        Set<RouteRole> roles = ctx.routeRoles();
        if ("POST".equals(ctx.method().name())) {
            checkOrigin(ctx.header("Origin"), ctx.host(), true);
        }
        if (roles.contains(Access.SEAT)) {
            Pairing.Seated seated = seated(ctx);
            if (seated instanceof Pairing.Seated.At at) {
                ctx.attribute("seat", at.seat());
                return;
            }
            if (seated instanceof Pairing.Seated.Waiting waiting) {
                String code = pairing.codeOf(ctx.cookie(DEVICE_COOKIE));
                throw new ApiError(403, "WAITING", waitingSentence(waiting.seat(), code), code);
            }
            if (pairing.roleOf(token(ctx, SEAT_COOKIE)) instanceof Role.Host) {
                throw new ApiError(403, "FORBIDDEN", "This is a player's action: open the seat's join link to play.");
            }
            String why = ((Pairing.Seated.Nowhere) seated).why();
            throw new ApiError(401, "UNAUTHORIZED", why != null ? why : "Join a seat first: scan its QR code or open its join link.");
        }
        if (roles.contains(Access.HOST)) {
            Role role = pairing.roleOf(token(ctx, HOST_COOKIE));
            if (role instanceof Role.Host) {
                return;
            }
            if (role instanceof Role.Seat || !(seated(ctx) instanceof Pairing.Seated.Nowhere)) {
                throw new ApiError(403, "FORBIDDEN", "Only the host can do this.");
            }
            throw new ApiError(401, "UNAUTHORIZED", "Open the host link printed on the hub's console.");
        }
    }

    /** Where this request's device sits: by its device cookie, else by a seat token while the seat has no device. */
    private Pairing.Seated seated(Context ctx) {
        return pairing.seatOf(ctx.cookie(DEVICE_COOKIE), token(ctx, SEAT_COOKIE));
    }

    private static String waitingSentence(int seat, String code) {
        return "This phone waits for the host to let it sit at seat " + (seat + 1) + ": a seat's link opens one phone, "
                + "and the host allows another on the host page"
                + (code == null ? "" : ", where this phone's code " + code + " shows beside it")
                + ". It shows nothing of the seat's hand until then.";
    }

    /** The token from the Authorization header, the {@code token} query parameter, or the cookie. */
    private static String token(Context ctx, String cookie) {
        String auth = ctx.header("Authorization");
        if (auth != null && auth.startsWith("Bearer ")) {
            return auth.substring(7).trim();
        }
        String query = ctx.queryParam("token");
        return query != null ? query : ctx.cookie(cookie);
    }

    /** A browser sends Origin on WebSocket upgrades and POSTs; a foreign one is refused. */
    private static void checkOrigin(String origin, String host, boolean http) {
        if (origin == null || host == null) {
            return;
        }
        boolean same = origin.equals("http://" + host) || origin.equals("https://" + host);
        if (!same) {
            if (http) {
                throw new ApiError(403, "FORBIDDEN", "Requests from another site are refused.");
            }
            throw new ForbiddenResponse("Requests from another site are refused.");
        }
    }

    // ---- pairing -----------------------------------------------------------------------------

    /**
     * {@code GET /join?token=…}: pair this browser with the seat (a device cookie; the seat's
     * first device sits down, a later one waits for the host) and go to the phone page.
     */
    void join(Context ctx) {
        Pairing.Joined joined;
        try {
            joined = pairing.join(ctx.queryParam("token"), ctx.cookie(DEVICE_COOKIE), deviceLabel(ctx.header("User-Agent")),
                    java.time.Instant.now().toString().substring(0, 16).replace('T', ' '), AllowedHosts.normal(ctx.ip()));
        } catch (RuntimeException e) {
            refusePage(ctx, "The hub could not save this phone's pairing (" + e.getMessage() + "). Tell the host.");
            return;
        }
        if (joined.seated() instanceof Pairing.Seated.Nowhere nowhere) {
            refusePage(ctx, nowhere.why() != null ? nowhere.why()
                    : "This join link is not valid for this table. Scan the QR code on the table screen again.");
            return;
        }
        if (joined.deviceSecret() != null) {
            ctx.cookie(cookie(DEVICE_COOKIE, joined.deviceSecret()));
        }
        noStore(ctx);
        ctx.redirect("/phone.html", HttpStatus.FOUND);
    }

    /** A short name for a device, from its browser's User-Agent, for the host's list ("Android phone"). */
    static String deviceLabel(String agent) {
        if (agent == null) {
            return "a device";
        }
        String kind = agent.contains("iPhone") ? "iPhone" : agent.contains("iPad") ? "iPad"
                : agent.contains("Android") ? (agent.contains("Mobile") ? "Android phone" : "Android tablet")
                : agent.contains("Windows") ? "Windows computer" : agent.contains("Mac OS") ? "Mac"
                : agent.contains("Linux") ? "Linux computer" : "a device";
        String browser = agent.contains("Firefox/") ? "Firefox" : agent.contains("Edg/") ? "Edge"
                : agent.contains("Chrome/") ? "Chrome" : agent.contains("Safari/") ? "Safari" : null;
        return browser == null ? kind : kind + " · " + browser;
    }

    /** {@code GET /host?token=…}: become the host (sets the host cookie) and go to the host page. */
    void hostLogin(Context ctx) {
        String token = ctx.queryParam("token");
        if (token == null && pairing.roleOf(ctx.cookie(HOST_COOKIE)) instanceof Role.Host) {
            ctx.redirect("/host.html", HttpStatus.FOUND);
            return;
        }
        if (!(pairing.roleOf(token) instanceof Role.Host)) {
            refusePage(ctx, "This host link is not valid (the host may have replaced it on the host page). Use the "
                    + "newest host link: the host page shows it, and the hub prints one when it starts.");
            return;
        }
        ctx.cookie(cookie(HOST_COOKIE, token));
        noStore(ctx);
        ctx.redirect("/host.html", HttpStatus.FOUND);
    }

    private static Cookie cookie(String name, String token) {
        return new Cookie(name, token, "/", COOKIE_MAX_AGE, false, true, null, SameSite.LAX);
    }

    private static void noStore(Context ctx) {
        ctx.header("Cache-Control", "no-store");
        ctx.header("Referrer-Policy", "no-referrer");
    }

    private static void refusePage(Context ctx, String sentence) {
        noStore(ctx);
        ctx.status(401).contentType("text/html; charset=utf-8").result(
                "<!doctype html><meta charset=utf-8><meta name=viewport content='width=device-width'>"
                        + "<title>Kontor</title><link rel=stylesheet href=/style.css>"
                        + "<main class=notice><h1>Kontor</h1><p>" + sentence + "</p></main>");
    }

    // ---- reading -----------------------------------------------------------------------------

    /** {@code GET /api/host/games}: the saved games, newest first. */
    void games(Context ctx) {
        json(ctx, 200, Json.write(Map.of("games", options.shelf().list())));
    }

    /** {@code GET /api/host/games/{id}/export}: the game as JSON Lines, to download. */
    void exportGame(Context ctx) {
        long id;
        try {
            id = Long.parseLong(ctx.pathParam("id"));
        } catch (NumberFormatException e) {
            throw new ApiError(400, "BAD_INPUT", "A saved game's id is a number.");
        }
        // The game on the table is the one whose future the seed tells: it waits for its end, as
        // the summary's download does. Another saved game, finished or not, is not being played.
        boolean playing = options.shelf().list().stream().anyMatch(g -> g.id() == id && g.current());
        if (playing && !tableEnded()) {
            throw new ApiError(409, "NOT_AVAILABLE_NOW", NOT_BEFORE_THE_END);
        }
        download(ctx, id);
    }

    private static final String NOT_BEFORE_THE_END =
            "The game on the table is downloaded once it is over: the download holds the seed and every hand.";

    /** The table's game is over (or none was started): its seed tells nothing still to come. */
    private boolean tableEnded() {
        JsonNode view;
        try {
            view = Json.MAPPER.readTree(session.current().publicView());
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("the table's own view is not JSON", e);
        }
        return view.at("/table/phase").asText().equals("ENDED");
    }

    private void download(Context ctx, long id) {
        List<String> lines = options.shelf().export(id);
        if (lines == null) {
            throw new ApiError(404, "NOT_FOUND", "There is no saved game " + id + ".");
        }
        ctx.header("Cache-Control", "no-store");
        ctx.header("Content-Disposition", "attachment; filename=\"kontor-game-" + id + ".jsonl\"");
        ctx.contentType("application/x-ndjson; charset=utf-8").result(String.join("\n", lines) + "\n");
    }

    /**
     * {@code GET /api/host/game/export}: the game on the table as JSON Lines, the summary's
     * download. Host only, and only once the game is over: the export holds the seed, from which
     * every hand and every card still face down can be worked out.
     */
    void exportCurrentGame(Context ctx) {
        if (!tableEnded()) {
            throw new ApiError(409, "NOT_AVAILABLE_NOW", NOT_BEFORE_THE_END);
        }
        GameShelf.Saved current = options.shelf().list().stream().filter(GameShelf.Saved::current).findFirst()
                .orElseThrow(() -> new ApiError(404, "NOT_FOUND", "This table keeps no saved games, so there is nothing to download."));
        download(ctx, current.id());
    }

    /** {@code POST /api/host/games/{id}/resume}: another saved game on the table; the one played stays saved. */
    void resumeGame(Context ctx) {
        long id;
        try {
            id = Long.parseLong(ctx.pathParam("id"));
        } catch (NumberFormatException e) {
            throw new ApiError(400, "BAD_INPUT", "A saved game's id is a number.");
        }
        CompletableFuture<Outcome> answer;
        try {
            answer = options.shelf().resume(id);
        } catch (IllegalArgumentException e) {
            throw new ApiError(422, "NOT_AVAILABLE_NOW", e.getMessage());
        }
        Outcome outcome = await(answer);
        answer(ctx, outcome, outcome.published().hostView());
    }

    /** {@code GET /api/defaults}: the hub's configured first language and dice source (nothing secret). */
    void defaults(Context ctx) {
        json(ctx, 200, Json.write(Map.of("language", options.language(), "dice", options.dice().name())));
    }

    void publicState(Context ctx) {
        json(ctx, 200, session.current().publicView());
    }

    void seatState(Context ctx) {
        json(ctx, 200, session.current().seatView(ctx.<Integer>attribute("seat")));
    }

    void hostState(Context ctx) {
        json(ctx, 200, session.current().hostView());
    }

    void boardSvg(Context ctx) {
        GameSetup setup = session.currentSetup();
        String board = setup != null ? setup.board() : session.game().schema().boards().get(0).id();
        String svg = GamePages.boardSvg(session.game(), board);
        if (svg == null) {
            throw new ApiError(404, "NOT_FOUND", "No drawing of this board is available yet.");
        }
        ctx.header("Cache-Control", "no-cache");
        ctx.contentType("image/svg+xml").result(svg);
    }

    /**
     * {@code GET /api/public/who}: what this browser is ({@code host}, {@code seat} or
     * {@code spectator}, from its cookie, so the table screen asks for the QR codes only as host),
     * which seats have a phone connected, and which are paired (their QR code need not be shown).
     * Public: it names no token and no hand.
     */
    void who(Context ctx) {
        boolean host = pairing.roleOf(ctx.cookie(HOST_COOKIE)) instanceof Role.Host;
        boolean seat = pairing.seatOf(ctx.cookie(DEVICE_COOKIE), ctx.cookie(SEAT_COOKIE)) instanceof Pairing.Seated.At;
        ObjectNode body = Json.MAPPER.createObjectNode();
        body.put("you", host ? "host" : seat ? "seat" : "spectator");
        var connected = body.putArray("connected");
        for (boolean on : sockets.connectedSeats(session.seatCount())) {
            connected.add(on);
        }
        var paired = body.putArray("paired");
        for (int s = 0; s < pairing.seats(); s++) {
            paired.add(pairing.paired(s));
        }
        ctx.header("Cache-Control", "no-store");
        json(ctx, 200, Json.write(body));
    }

    /** The game's card list (what the box holds, never the order): names and texts for every page. */
    void cards(Context ctx) {
        Object cards = session.game().cards();
        if (cards == null) {
            throw new ApiError(404, "NOT_FOUND", "This game has no cards to list.");
        }
        json(ctx, 200, Json.write(cards));
    }

    private static void json(Context ctx, int status, String body) {
        ctx.header("Cache-Control", "no-store");
        ctx.status(status).contentType("application/json").result(body);
    }

    // ---- a seat acts -------------------------------------------------------------------------

    /**
     * {@code POST /api/seat/command} with {@code {"version":7,"command":{"type":"…",…}}}. Budgeted
     * per seat ({@link CommandBudget}): refused commands at most {@link Limits#commandsPerSecond}
     * (bursts of {@link Limits#commandBurst}), and {@link Limits#httpWaiting} waiting at once;
     * more are answered 429 before the body is read.
     */
    void command(Context ctx) {
        int seat = ctx.attribute("seat");
        CommandBudget budget = httpCommands[seat];
        if (budget.admit() != CommandBudget.Admission.GO) {
            // Before the body is read: a refused request costs a token check and this short answer.
            ctx.header("Retry-After", "1");
            throw new ApiError(429, "TOO_FAST", "Too many commands at once from this seat: wait for the table's answer.");
        }
        try {
            JsonNode body = body(ctx);
            JsonNode version = body.get("version");
            if (version == null || !version.canConvertToLong() || !version.isIntegralNumber()) {
                throw new ApiError(400, "BAD_INPUT", "A command needs the \"version\" of the state it was made for.");
            }
            if (!body.has("command")) {
                throw new ApiError(400, "BAD_INPUT", "A command needs a \"command\" object.");
            }
            Outcome outcome = await(session.act(seat, version.asLong(), body.get("command")));
            if (outcome.accepted()) {
                budget.refund();
            }
            answer(ctx, outcome, outcome.published().seatView(seat), language(body));
        } finally {
            budget.answered();
        }
    }

    /**
     * {@code POST /api/seat/hint}, body {@code {}} or {@code {"lang": "es"}}: what the hub's normal
     * bot would do in this seat's place, {@code {"ok": true, "hint": {"command": …, "why": "points",
     * "amount": 1}}}; refused with a sentence when the host has not turned hints on.
     */
    void hint(Context ctx) {
        int seat = ctx.attribute("seat");
        Language language = ctx.body().isBlank() ? Language.ENGLISH : language(body(ctx));
        // A hint costs the bot's thinking: one at a time per seat, as its commands.
        CommandBudget budget = httpCommands[seat];
        if (budget.admit() != CommandBudget.Admission.GO) {
            ctx.header("Retry-After", "1");
            throw new ApiError(429, "TOO_FAST", "One hint at a time: wait for the answer.");
        }
        TableSession.Hinted hinted;
        try {
            hinted = session.hint(seat).get(sockets.limits().answerMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ApiError(503, "UNAVAILABLE", "The hub is stopping.");
        } catch (ExecutionException | TimeoutException e) {
            throw new ApiError(503, "UNAVAILABLE", "The bot did not answer in time; try again.");
        } finally {
            budget.refund();
            budget.answered();
        }
        if (hinted.refusal() != null) {
            json(ctx, 422, Json.write(refusal(hinted.refusal().kind().name(), hinted.refusal().message(language))));
            return;
        }
        ObjectNode body = Json.MAPPER.createObjectNode();
        body.put("ok", true);
        body.set("hint", hinted.hint());
        json(ctx, 200, Json.write(body));
    }

    // ---- the host ----------------------------------------------------------------------------

    /** {@code POST /api/host/start} with the board, the names, the options and the dice source. */
    void start(Context ctx) {
        JsonNode form = body(ctx);
        GameSetup setup = SetupForm.read(form, session.game().schema());
        Outcome outcome = await(session.start(setup, SetupForm.bots(form)));
        answer(ctx, outcome, outcome.published().hostView());
    }

    /**
     * {@code POST /api/host/bot}: {@code {"seat": 2, "level": "normal"}} hands seat 2 to the hub's
     * bot during a game, {@code {"seat": 2, "level": null}} hands it back to its player.
     */
    void bot(Context ctx) {
        JsonNode body = body(ctx);
        JsonNode seat = body.path("seat");
        if (!seat.isIntegralNumber()) {
            throw new ApiError(400, "BAD_INPUT", "Give the \"seat\" (a number from 0) and the \"level\" (null: its player plays it).");
        }
        body.fieldNames().forEachRemaining(field -> {
            if (!field.equals("seat") && !field.equals("level")) {
                throw new ApiError(400, "BAD_INPUT", "A bot hand-over has no field \"" + Json.clip(field) + "\"; it has seat and level.");
            }
        });
        JsonNode level = body.path("level");
        Outcome outcome = await(session.handSeat(seat.asInt(), level.isMissingNode() || level.isNull() ? null : SetupForm.level(level)));
        answer(ctx, outcome, outcome.published().hostView());
    }

    /** {@code POST /api/host/hints}: {@code {"on": true}} lets each phone ask what the hub's bot would do in its place; off by default. */
    void hints(Context ctx) {
        JsonNode on = body(ctx).path("on");
        if (!on.isBoolean()) {
            throw new ApiError(400, "BAD_INPUT", "Give \"on\": true (phones may ask for a hint) or false.");
        }
        Outcome outcome = await(session.hints(on.asBoolean()));
        answer(ctx, outcome, outcome.published().hostView());
    }

    /** {@code POST /api/host/undo}, with {@code {"confirm":true}} after the answer asked to confirm. */
    void undo(Context ctx) {
        boolean confirmed = ctx.body().isBlank() ? false : body(ctx).path("confirm").asBoolean(false);
        Outcome outcome = await(session.undo(confirmed));
        answer(ctx, outcome, outcome.published().hostView());
    }

    void end(Context ctx) {
        Outcome outcome = await(session.end());
        answer(ctx, outcome, outcome.published().hostView());
    }

    /**
     * {@code POST /api/host/physical}: the host overrides the physical table, with
     * {@code {"accept": 0}} (the first reading the table offers is the move made),
     * {@code {"ignore": {"kind": "path", "id": 40}}} (a dead sensor) or {@code {"restore": {…}}}.
     */
    void physical(Context ctx) {
        PhysicalOverride override = session.physicalOverride();
        if (override == null) {
            throw new ApiError(409, "NOT_AVAILABLE_NOW", "No sensor board is attached to this table.");
        }
        PhysicalOverride.Request request = physicalRequest(body(ctx));
        String refused;
        try {
            refused = override.apply(request).get(sockets.limits().answerMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ApiError(503, "UNAVAILABLE", "The hub is stopping.");
        } catch (ExecutionException | TimeoutException e) {
            throw new ApiError(503, "UNAVAILABLE", "The physical table did not answer in time; try again.");
        }
        if (refused != null) {
            throw new ApiError(409, "NOT_AVAILABLE_NOW", refused);
        }
        json(ctx, 200, accepted(session.current().hostView()));
    }

    private static PhysicalOverride.Request physicalRequest(JsonNode body) {
        if (body.size() != 1) {
            throw new ApiError(400, "BAD_INPUT", "Send one of accept, ignore or restore.");
        }
        if (body.has("accept")) {
            JsonNode option = body.get("accept");
            if (!option.isIntegralNumber() || option.asInt() < 0) {
                throw new ApiError(400, "BAD_INPUT", "accept: the number of a reading the table offers (0, 1, …).");
            }
            return new PhysicalOverride.Request.Accept(option.asInt());
        }
        String key = body.has("ignore") ? "ignore" : body.has("restore") ? "restore" : null;
        if (key == null) {
            throw new ApiError(400, "BAD_INPUT", "Unknown request " + body.fieldNames().next() + ": send accept, ignore or restore.");
        }
        JsonNode spot = body.get(key);
        Spot.Kind kind = null;
        for (Spot.Kind k : Spot.Kind.values()) {
            if (k.name().equalsIgnoreCase(spot.path("kind").asText())) {
                kind = k;
            }
        }
        JsonNode id = spot.path("id");
        if (kind == null || !id.isIntegralNumber() || id.asInt() < 0) {
            throw new ApiError(400, "BAD_INPUT", key + ": a spot such as {\"kind\": \"path\", \"id\": 40} (kinds: intersection, path, hex).");
        }
        Spot at = new Spot(kind, id.asInt());
        return key.equals("ignore") ? new PhysicalOverride.Request.Ignore(at) : new PhysicalOverride.Request.Restore(at);
    }

    /**
     * {@code GET /api/host/simulate}: whether a virtual sensor board is attached (the host page shows
     * its card), the pieces it places, and whether it has dice keys (a game with no table dice shows none).
     */
    void simulated(Context ctx) {
        SimulatedBoard board = session.simulatedBoard();
        Map<String, Object> answer = new java.util.LinkedHashMap<>();
        answer.put("attached", board != null);
        answer.put("pieces", board == null ? List.of() : board.pieces());
        answer.put("dice", session.game().tableDice());
        json(ctx, 200, Json.write(answer));
    }

    /** {@code POST /api/host/simulate} with {@code {"command": "place path 17 route red"}}: typed into the virtual board. */
    void simulate(Context ctx) {
        SimulatedBoard board = session.simulatedBoard();
        if (board == null) {
            throw new ApiError(409, "NOT_AVAILABLE_NOW", "No virtual board is attached: start the hub with --simulate-board.");
        }
        JsonNode command = body(ctx).get("command");
        if (command == null || !command.isTextual()) {
            throw new ApiError(400, "BAD_INPUT", "command: a virtual board command as text, such as \"place path 17 route red\".");
        }
        String refused = board.type(command.asText());
        if (refused != null) {
            throw new ApiError(400, "BAD_INPUT", refused);
        }
        json(ctx, 200, "{\"ok\":true}");
    }

    /** The join link of every seat (host only: a link is a seat's key). */
    void joins(Context ctx) {
        List<String> colours = session.game().seatColours(session.currentSetup());
        List<Map<String, Object>> seats = new ArrayList<>();
        for (int seat = 0; seat < pairing.seats(); seat++) {
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("seat", seat);
            entry.put("colour", seat < colours.size() ? colours.get(seat) : null);
            entry.put("url", joinUrl(ctx, seat));
            entry.put("qr", "/api/host/qr/" + seat + "?v=" + Pairing.hash(pairing.seatToken(seat)).substring(0, 8));
            entry.put("paired", pairing.paired(seat));
            seats.add(entry);
        }
        ctx.header("Cache-Control", "no-store");
        json(ctx, 200, Json.write(Map.of("seats", seats, "hostUrl", base(ctx) + "/host")));
    }

    void qr(Context ctx) {
        int seat = seatParam(ctx);
        ctx.header("Cache-Control", "no-store");
        ctx.contentType("image/svg+xml").result(QrCodes.svg(joinUrl(ctx, seat)));
    }

    /** {@code GET /api/host/devices}: every seat's paired and waiting devices. */
    void devices(Context ctx) {
        List<Map<String, Object>> seats = new ArrayList<>();
        List<Pairing.Device> all = pairing.devices();
        for (int seat = 0; seat < pairing.seats(); seat++) {
            int s = seat;
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("seat", seat);
            entry.put("paired", pairing.paired(seat));
            entry.put("devices", all.stream().filter(d -> d.seat() == s).map(Handlers::device).toList());
            seats.add(entry);
        }
        json(ctx, 200, Json.write(Map.of("seats", seats)));
    }

    /** A device as the host page lists it: its code tells it apart from a look-alike on the same link. */
    private static Map<String, Object> device(Pairing.Device d) {
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("id", d.id());
        entry.put("allowed", d.allowed());
        entry.put("label", d.label());
        entry.put("since", d.since());
        entry.put("code", d.code());
        entry.put("address", d.address());
        return entry;
    }

    /**
     * {@code POST /api/host/new-host-link}: every host link there was is refused from now on;
     * this browser keeps the host role with the new one, which the answer carries for the host to
     * open elsewhere. The other host pages are closed (they reconnect, and are refused).
     */
    void newHostLink(Context ctx) {
        String token = saved(pairing::newHostLink);
        ctx.cookie(cookie(HOST_COOKIE, token));
        sockets.closeHost("The host link was replaced; open the new one.");
        json(ctx, 200, Json.write(Map.of("hostUrl", base(ctx) + "/host?token=" + token)));
    }

    /** {@code POST /api/host/devices/{id}/allow}: a waiting device sits down at its seat. */
    void allowDevice(Context ctx) {
        String id = ctx.pathParam("id");
        if (!saved(() -> pairing.allow(id))) {
            throw new ApiError(404, "NOT_FOUND", "There is no device " + Json.clip(id) + " at this table.");
        }
        devices(ctx);
    }

    /** {@code POST /api/host/devices/{id}/remove}: the device leaves its seat; its pages are closed. */
    void removeDevice(Context ctx) {
        String id = ctx.pathParam("id");
        int seat = saved(() -> pairing.remove(id));
        if (seat < 0) {
            throw new ApiError(404, "NOT_FOUND", "There is no device " + Json.clip(id) + " at this table.");
        }
        // Every page of the seat reconnects: the devices that still sit there come back, the removed one is told.
        sockets.closeSeat(seat, "The host changed this seat's phones; reconnecting.");
        devices(ctx);
    }

    /** {@code POST /api/host/seats/{seat}/new-link}: the seat's old links are refused from now on. */
    void newLink(Context ctx) {
        int seat = seatParam(ctx);
        saved(() -> pairing.newLink(seat));
        joins(ctx);
    }

    /** A pairing change: stored first; if the journal fails, nothing changed and the host is told. */
    private static <T> T saved(Supplier<T> change) {
        try {
            return change.get();
        } catch (RuntimeException e) {
            throw new ApiError(503, "UNAVAILABLE", "The hub could not save this (" + e.getMessage() + "); nothing changed.");
        }
    }

    private int seatParam(Context ctx) {
        int seat;
        try {
            seat = Integer.parseInt(ctx.pathParam("seat"));
        } catch (NumberFormatException e) {
            throw new ApiError(400, "BAD_INPUT", "A seat is a number from 0 to " + (pairing.seats() - 1) + ".");
        }
        if (seat < 0 || seat >= pairing.seats()) {
            throw new ApiError(404, "NOT_FOUND", "There is no seat " + seat + " at this table.");
        }
        return seat;
    }

    private String joinUrl(Context ctx, int seat) {
        return base(ctx) + "/join?token=" + pairing.seatToken(seat);
    }

    private String base(Context ctx) {
        return baseUrl != null ? baseUrl.get() : "http://" + ctx.host();
    }

    // ---- live views --------------------------------------------------------------------------

    /** Runs on the HTTP upgrade request: Origin first (403), then the token (401). */
    void checkSocket(Context ctx) {
        checkOrigin(ctx.header("Origin"), ctx.host(), false);
        String path = ctx.path();
        Role role;
        if (path.equals("/ws/seat")) {
            Pairing.Seated seated = seated(ctx);
            if (seated instanceof Pairing.Seated.Waiting) {
                throw new ForbiddenResponse("This phone waits for the host.");
            }
            if (!(seated instanceof Pairing.Seated.At at)) {
                throw new UnauthorizedResponse("Join a seat first.");
            }
            role = new Role.Seat(at.seat());
        } else if (path.equals("/ws/host")) {
            role = pairing.roleOf(token(ctx, HOST_COOKIE));
            if (role instanceof Role.Seat || (!(role instanceof Role.Host)
                    && pairing.seatOf(ctx.cookie(DEVICE_COOKIE), ctx.cookie(SEAT_COOKIE)) instanceof Pairing.Seated.At)) {
                throw new ForbiddenResponse("Only the host can open this.");
            }
            if (!(role instanceof Role.Host)) {
                throw new UnauthorizedResponse("Open the host link first.");
            }
        } else if (path.equals("/ws/public")) {
            role = new Role.Spectator();
        } else {
            throw new NotFoundResponse();
        }
        String address = ctx.ip();
        switch (sockets.admits(role, address)) {
            case NONE -> { }
            case ADDRESS_FULL -> throw new io.javalin.http.HttpResponseException(429,
                    "Too many pages are open on this table from this device; close some and reload.");
            case TABLE_FULL -> throw new io.javalin.http.HttpResponseException(503,
                    "Too many pages are open on this table; try again later.");
        }
        ctx.attribute("role", role);
        ctx.attribute("address", address);
    }

    /**
     * A live socket's callbacks. They are bound when the server is made, which may be before the
     * table is open ({@link Dashboard#opening}): {@code table} is asked on each call, and a socket
     * is only ever upgraded once the table is open ({@link #checkSocket} runs on that table).
     */
    static void liveSocket(WsConfig ws, Supplier<Handlers> table, LiveSockets sockets) {
        ws.onConnect(ctx -> table.get().connect(ctx));
        ws.onMessage(ctx -> table.get().message(ctx));
        ws.onBinaryMessage(ctx -> ctx.closeSession(WsCloseStatus.UNSUPPORTED_DATA,
                "This table reads JSON text messages only, not binary ones."));
        ws.onClose(sockets::remove);
        ws.onError(sockets::remove);
    }

    private void connect(WsConnectContext ctx) {
        Role role = ctx.attribute("role");
        LiveSocket socket = sockets.add(ctx, role, ctx.attribute("address"));
        if (socket != null) {
            ctx.enableAutomaticPings(20, TimeUnit.SECONDS);
            Published now = session.current();
            socket.offerView(now.seq(), LiveSockets.viewFor(role, now));   // full view on every (re)connect
        }
    }

    private void message(WsMessageContext ctx) {
        LiveSocket socket = sockets.get(ctx);
        if (socket != null) {
            onSocketMessage(socket, ctx.message());
        }
    }

    /** A seat's socket may carry commands: {@code {"type":"command","version":7,"command":{…}}}. */
    private void onSocketMessage(LiveSocket socket, String text) {
        JsonNode message;
        try {
            message = Json.MAPPER.readTree(text);
        } catch (Exception e) {
            sendError(socket, "BAD_INPUT", "The message is not JSON.");
            return;
        }
        if (message != null && message.isObject() && socket.role instanceof Role.Seat asker
                && ("ask-undo".equals(message.path("type").asText()) || "rename".equals(message.path("type").asText()))) {
            seatRequest(socket, asker.seat(), message);
            return;
        }
        if (message == null || !message.isObject() || !"command".equals(message.path("type").asText())) {
            sendError(socket, "BAD_INPUT", "Send {\"type\":\"command\",\"version\":…,\"command\":{…}}.");
            return;
        }
        if (!(socket.role instanceof Role.Seat seat)) {
            sendError(socket, "FORBIDDEN", "Only a seat can send commands.");
            return;
        }
        JsonNode id = message.get("id");
        if (id != null && !id.isNull() && !id.isIntegralNumber() && !(id.isTextual() && id.asText().length() <= MAX_ID)) {
            sendError(socket, "BAD_INPUT", "An \"id\" is a number or a text of up to " + MAX_ID + " characters.");
            return;
        }
        JsonNode version = message.get("version");
        if (version == null || !version.isIntegralNumber() || !message.has("command")) {
            sendError(socket, "BAD_INPUT", "A command needs the \"version\" it was made for and a \"command\".");
            return;
        }
        switch (socket.admitCommand()) {
            case GO -> { }
            case SLOW_DOWN -> {
                tooFast(socket, id);
                return;
            }
            case CLOSED -> {
                return;
            }
        }
        Language language = language(message);
        session.act(seat.seat(), version.asLong(), message.get("command")).whenComplete((outcome, failure) -> {
            if (!reply(socket, id, outcome, failure, language)) {
                return;
            }
            Published now = outcome.published();
            if (socket.offeredSeq() < now.seq()) {
                socket.offerView(now.seq(), now.forSeat(seat.seat()));
            }
        });
    }

    /**
     * A seat's requests to the table rather than moves in the game: {@code {"type":"ask-undo"}}
     * (the host is asked to undo the last action) and {@code {"type":"rename","name":"Ana"}}.
     * They count against the socket's command limit like moves.
     */
    private void seatRequest(LiveSocket socket, int seat, JsonNode message) {
        JsonNode id = message.get("id");
        if (id != null && !id.isNull() && !id.isIntegralNumber() && !(id.isTextual() && id.asText().length() <= MAX_ID)) {
            sendError(socket, "BAD_INPUT", "An \"id\" is a number or a text of up to " + MAX_ID + " characters.");
            return;
        }
        switch (socket.admitCommand()) {
            case GO -> { }
            case SLOW_DOWN -> {
                tooFast(socket, id);
                return;
            }
            case CLOSED -> {
                return;
            }
        }
        CompletableFuture<Outcome> answer;
        if (message.path("type").asText().equals("ask-undo")) {
            answer = session.askUndo(seat);
        } else {
            answer = session.rename(seat, message.path("name").isTextual() ? message.path("name").asText() : null);
        }
        Language language = language(message);
        answer.whenComplete((outcome, failure) -> reply(socket, id, outcome, failure, language));
    }

    /**
     * The table's answer to a socket's request: {@code accepted}, or {@code rejected} with the
     * refusal and the version, not a view (the socket already has, or is sent, the latest one).
     * False if the table failed instead of answering.
     */
    private static boolean reply(LiveSocket socket, JsonNode id, Outcome outcome, Throwable failure, Language language) {
        socket.answered();
        if (failure != null) {
            sendError(socket, null, "UNAVAILABLE", "The table stopped on an error.");
            return false;
        }
        socket.offerReply(Json.write(outcome.accepted() ? new Reply("accepted", id, null, null, null, null)
                : new Reply("rejected", id, outcome.kind().name(), outcome.message(language),
                        outcome.published().version(), outcome.published().seq())));
        return true;
    }

    private static void tooFast(LiveSocket socket, JsonNode id) {
        sendError(socket, id, "TOO_FAST", "Too many commands at once: wait for the table's answer.");
    }

    private static void sendError(LiveSocket socket, String kind, String message) {
        sendError(socket, null, kind, message);
    }

    private static void sendError(LiveSocket socket, JsonNode id, String kind, String message) {
        socket.offerReply(Json.write(new Reply("error", id, kind, message, null, null)));
    }

    /**
     * The language a request's refusal is said in: its {@code "lang"} ("en", "es"), sent with every
     * command, so a phone switched to Spanish reads the next refusal in Spanish without reconnecting.
     * English when absent or unknown.
     */
    private static Language language(JsonNode message) {
        JsonNode lang = message.get("lang");
        return Language.ofCode(lang != null && lang.isTextual() ? lang.asText() : null);
    }

    /** A short answer on a socket: accepted, rejected (with the version and seq now) or error; no view. */
    @com.fasterxml.jackson.annotation.JsonInclude(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
    private record Reply(String type, JsonNode id, String kind, String message, Long version, Long seq) {}

    // ---- helpers -----------------------------------------------------------------------------

    private static JsonNode body(Context ctx) {
        try {
            JsonNode node = Json.MAPPER.readTree(ctx.body());
            if (node == null || !node.isObject()) {
                throw new ApiError(400, "BAD_INPUT", "The request body must be a JSON object.");
            }
            return node;
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new ApiError(400, "BAD_INPUT", "The request body is not valid JSON.");
        }
    }

    /**
     * Waits for the table's answer. After {@link Limits#answerMillis} (10 s) the request is taken back out
     * of the queue (it can no longer be applied) and refused with 503; if the table had already
     * begun it, its real answer is waited for a little longer instead.
     */
    private Outcome await(CompletableFuture<Outcome> answer) {
        long wait = sockets.limits().answerMillis();
        try {
            return answer.get(wait, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            answer.cancel(false);
            throw new ApiError(503, "UNAVAILABLE", "The hub is stopping.");
        } catch (ExecutionException e) {
            throw new ApiError(503, "UNAVAILABLE", "The table stopped on an error; nothing changed.");
        } catch (TimeoutException e) {
            if (answer.cancel(false)) {
                throw new ApiError(503, "UNAVAILABLE", "The table did not answer in time; nothing changed, try again.");
            }
            try {
                return answer.get(wait, TimeUnit.MILLISECONDS);
            } catch (InterruptedException | ExecutionException | TimeoutException | java.util.concurrent.CancellationException again) {
                throw new ApiError(503, "UNAVAILABLE", "The table did not answer in time; try again.");
            }
        }
    }

    /** {@code {"ok":true,"view":…}} around a view that is JSON already. */
    private static String accepted(String view) {
        return "{\"ok\":true,\"view\":" + view + "}";
    }

    /**
     * 200 with the new view, or 409 (stale) / 422 (refused) / 400 with a sentence and the current
     * version: a refusal carries no view (the page already has the latest one, or asks for it).
     */
    private static void answer(Context ctx, Outcome outcome, String view) {
        answer(ctx, outcome, view, Language.ENGLISH);
    }

    private static void answer(Context ctx, Outcome outcome, String view, Language language) {
        if (outcome.accepted()) {
            json(ctx, 200, accepted(view));
            return;
        }
        ObjectNode body = refusal(outcome.confirm() ? "CONFIRM" : outcome.kind().name(), outcome.message(language));
        body.put("version", outcome.published().version());
        body.put("seq", outcome.published().seq());
        int status = outcome.confirm() ? 409
                : outcome.kind() == RejectionKind.STALE_VERSION ? 409
                : outcome.kind() == RejectionKind.BAD_INPUT ? 400 : 422;
        json(ctx, status, Json.write(body));
    }
}

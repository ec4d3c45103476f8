package org.kontor.web;

import io.javalin.config.JavalinConfig;
import io.javalin.security.RouteRole;

/** Every route of the dashboard on one screen. Handlers are in {@link Handlers}. */
final class WebRoutes {

    /** Who may call a route; checked in one place ({@link Handlers#checkAccess}). */
    enum Access implements RouteRole { SEAT, HOST }

    private WebRoutes() {}

    static void install(JavalinConfig config, Handlers h) {
        var routes = config.routes;
        routes.exception(Handlers.ApiError.class, Handlers::render);
        routes.before(Handlers::securityHeaders);
        routes.beforeMatched(h::checkAccess);

        // Pairing: a link (or QR code) pairs the device (an HttpOnly cookie) and redirects to the page.
        routes.get("/join", h::join);
        routes.get("/host", h::hostLogin);

        // Reading.
        routes.get("/api/defaults", h::defaults);
        routes.get("/api/public/state", h::publicState);
        routes.get("/api/seat/state", h::seatState, Access.SEAT);
        routes.get("/api/host/state", h::hostState, Access.HOST);
        routes.get("/api/board.svg", h::boardSvg);
        routes.get("/api/cards", h::cards);
        routes.get("/api/public/who", h::who);

        // A seat acts.
        routes.post("/api/seat/command", h::command, Access.SEAT);

        // The host runs the table.
        routes.post("/api/host/start", h::start, Access.HOST);
        routes.post("/api/host/undo", h::undo, Access.HOST);
        routes.post("/api/host/end", h::end, Access.HOST);
        routes.post("/api/host/physical", h::physical, Access.HOST);
        routes.get("/api/host/simulate", h::simulated, Access.HOST);
        routes.post("/api/host/simulate", h::simulate, Access.HOST);
        routes.get("/api/host/joins", h::joins, Access.HOST);
        routes.get("/api/host/qr/{seat}", h::qr, Access.HOST);
        routes.get("/api/host/devices", h::devices, Access.HOST);
        routes.post("/api/host/devices/{id}/allow", h::allowDevice, Access.HOST);
        routes.post("/api/host/devices/{id}/remove", h::removeDevice, Access.HOST);
        routes.post("/api/host/seats/{seat}/new-link", h::newLink, Access.HOST);
        routes.get("/api/host/games", h::games, Access.HOST);
        routes.get("/api/host/games/{id}/export", h::exportGame, Access.HOST);
        routes.get("/api/host/game/export", h::exportCurrentGame, Access.HOST);
        routes.post("/api/host/games/{id}/resume", h::resumeGame, Access.HOST);

        // Live views: one socket per page; authenticated before the upgrade.
        routes.wsBeforeUpgrade("/ws/*", h::checkSocket);
        routes.ws("/ws/seat", h::liveSocket);
        routes.ws("/ws/host", h::liveSocket);
        routes.ws("/ws/public", h::liveSocket);
    }
}

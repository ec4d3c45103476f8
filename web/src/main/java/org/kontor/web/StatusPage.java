package org.kontor.web;

import io.javalin.Javalin;

/** A plain status page: what the demo table serves until the dashboard lands. */
public final class StatusPage {

    private final Javalin app;

    private StatusPage(Javalin app) {
        this.app = app;
    }

    public static StatusPage start(int port) {
        Javalin app = Javalin.create(config -> config.routes.get("/", ctx -> ctx.html(
                "<!doctype html><meta charset=utf-8><title>Kontor</title>"
                        + "<h1>Kontor</h1><p>Demo table: Merchants of Europe, 4 seats, phone-only, virtual dice.</p>")))
                .start(port);
        return new StatusPage(app);
    }

    public int port() {
        return app.port();
    }

    public void stop() {
        app.stop();
    }
}

package org.kontor.web;

import org.kontor.table.Json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocketHandshakeException;
import java.time.Duration;
import java.util.concurrent.ExecutionException;
import org.junit.jupiter.api.Test;
import org.kontor.table.session.TableSession;
import org.kontor.table.toy.ToyGame;

/**
 * A dashboard started before its table ({@link Dashboard#opening}, the hub's start): pages are
 * served at once, everything else says the table is starting, and nothing of the table is reachable
 * until it is open; then all of it is.
 */
class OpeningTest {

    private final HttpClient http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER)
            .connectTimeout(Duration.ofSeconds(20)).build();

    @Test
    void pages_answer_while_the_table_opens_the_api_says_starting_and_then_the_table_is_there() throws Exception {
        Dashboard dashboard = Dashboard.opening(Dashboard.Options.forTests()).start(0);
        TableSession<?, ?, ?, ?> session;
        try {
            int port = dashboard.port();
            assertThat(dashboard.isOpen()).isFalse();
            assertThat(get(port, "/").statusCode()).isEqualTo(200);
            assertThat(get(port, "/table.html").body()).contains("<html");

            HttpResponse<String> state = get(port, "/api/public/state");
            assertThat(state.statusCode()).isEqualTo(503);
            JsonNode refusal = Json.MAPPER.readTree(state.body());
            assertThat(refusal.at("/error/kind").asText()).isEqualTo("STARTING");
            assertThat(refusal.at("/error/message").asText()).isEqualTo("The table is starting; try again in a moment.");
            assertThat(get(port, "/api/host/state").statusCode()).as("a host route, no token").isEqualTo(503);

            HttpResponse<String> join = get(port, "/join?token=anything");
            assertThat(join.statusCode()).isEqualTo(503);
            assertThat(join.headers().firstValue("Retry-After")).contains("1");
            assertThat(join.body()).contains("http-equiv=\"refresh\"").contains("The table is starting");
            assertThat(join.headers().firstValue("Set-Cookie")).as("nothing paired").isEmpty();
            assertThat(join.headers().firstValue("Content-Security-Policy")).isPresent();

            assertThatThrownBy(() -> WsProbe.open(port, "/ws/public", null, null))
                    .isInstanceOf(ExecutionException.class).hasCauseInstanceOf(WebSocketHandshakeException.class);
            assertThat(((WebSocketHandshakeException) catchCause(port)).getResponse().statusCode()).isEqualTo(503);

            session = new TableSession<>(new ToyGame(), () -> 42L);   // what the hub opens meanwhile
            Pairing pairing = Pairing.random(session.seatCount());
            dashboard.open(session, pairing);
            assertThat(dashboard.isOpen()).isTrue();
            assertThat(get(port, "/api/public/state").statusCode()).isEqualTo(200);
            assertThat(get(port, "/api/host/state").statusCode()).as("the access check is back").isEqualTo(401);
            assertThat(get(port, "/join?token=" + pairing.seatToken(0)).statusCode()).isEqualTo(302);
            try (WsProbe table = WsProbe.open(port, "/ws/public", null, null)) {
                assertThat(table.awaitView(0).path("seq").isNumber()).isTrue();
            }
            TableSession<?, ?, ?, ?> open = session;
            assertThatThrownBy(() -> dashboard.open(open, pairing)).isInstanceOf(IllegalStateException.class);
        } finally {
            dashboard.stop();   // stops the session too, once it is open
        }
    }

    @Test
    void a_dashboard_whose_table_never_opened_stops_cleanly() throws Exception {
        Dashboard dashboard = Dashboard.opening(Dashboard.Options.forTests()).start(0);
        int port = dashboard.port();
        assertThat(get(port, "/").statusCode()).isEqualTo(200);
        dashboard.stop();
        assertThatThrownBy(() -> get(port, "/")).isInstanceOf(java.net.ConnectException.class);
        assertThatThrownBy(dashboard::session).isInstanceOf(IllegalStateException.class);
    }

    private Throwable catchCause(int port) {
        try {
            WsProbe.open(port, "/ws/public", null, null).close();
            throw new AssertionError("the socket opened");
        } catch (ExecutionException e) {
            return e.getCause();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private HttpResponse<String> get(int port, String path) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + path)).timeout(Duration.ofSeconds(20)).build(),
                HttpResponse.BodyHandlers.ofString());
    }
}

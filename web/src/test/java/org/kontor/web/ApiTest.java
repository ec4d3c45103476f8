package org.kontor.web;

import org.kontor.table.Json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.kontor.web.TestTable.START_3;
import static org.kontor.web.TestTable.asHost;
import static org.kontor.web.TestTable.asSeat;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.testtools.HttpClient;
import io.javalin.testtools.Response;
import java.net.http.WebSocketHandshakeException;
import java.util.concurrent.ExecutionException;
import org.junit.jupiter.api.Test;

/** Every endpoint of the dashboard, against a real server on port 0 and the toy game. */
class ApiTest {

    private static String header(Response response, String name) {
        java.util.List<String> values = response.headers().get(name);
        return values == null || values.isEmpty() ? null : String.join("; ", values);
    }

    private static JsonNode json(Response response) throws Exception {
        return Json.MAPPER.readTree(response.body().string());
    }

    private static JsonNode start(HttpClient client, TestTable t) throws Exception {
        Response started = asHost(client, t, "POST", "/api/host/start", START_3);
        assertThat(started.code()).isEqualTo(200);
        return json(started).get("view");
    }

    private static String command(long version, String type) {
        return "{\"version\":" + version + ",\"command\":{\"type\":\"" + type + "\"}}";
    }

    // ---- pairing --------------------------------------------------------------------------------

    @Test
    void a_join_link_pairs_the_device_with_an_http_only_cookie_and_redirects_to_the_phone_page() {
        TestTable.run((t, client) -> {
            Response response = client.get("/join?token=" + t.pairing.seatToken(2));
            assertThat(response.code()).isEqualTo(302);
            assertThat(header(response, "Location")).isEqualTo("/phone.html");
            String cookie = header(response, "Set-Cookie");
            assertThat(cookie).startsWith("kontor_device=").doesNotContain(t.pairing.seatToken(2)).contains("HttpOnly")
                    .containsIgnoringCase("SameSite=Lax");
        });
    }

    @Test
    void a_wrong_join_or_host_link_is_refused_and_sets_no_cookie() {
        TestTable.run((t, client) -> {
            for (String path : new String[] {"/join?token=nope", "/join", "/host?token=nope",
                    "/host?token=" + t.pairing.seatToken(0)}) {
                Response response = client.get(path);
                assertThat(response.code()).as(path).isEqualTo(401);
                assertThat(header(response, "Set-Cookie")).as(path).isNull();
                assertThat(response.body().string()).as(path).contains("not valid");
            }
        });
    }

    @Test
    void the_host_link_sets_the_host_cookie_and_opens_the_host_page() {
        TestTable.run((t, client) -> {
            Response response = client.get("/host?token=" + t.pairing.hostToken());
            assertThat(response.code()).isEqualTo(302);
            assertThat(header(response, "Location")).isEqualTo("/host.html");
            assertThat(header(response, "Set-Cookie")).contains("kontor_host=").contains("HttpOnly");
            Response again = client.get("/host");                  // the cookie alone is enough now
            assertThat(again.code()).isEqualTo(302);
            assertThat(header(again, "Location")).isEqualTo("/host.html");
            assertThat(client.get("/api/host/state").code()).isEqualTo(200);
        });
    }

    @Test
    void a_phone_that_comes_back_with_its_cookie_lands_in_the_same_seat() {
        TestTable.run((t, client) -> {
            client.get("/join?token=" + t.pairing.seatToken(1));       // the client keeps the cookie
            JsonNode view = json(client.get("/api/seat/state"));
            assertThat(view.get("role").asText()).isEqualTo("seat");
            assertThat(view.get("seat").asInt()).isEqualTo(1);
            assertThat(json(client.get("/api/seat/state")).get("seat").asInt()).isEqualTo(1);
        });
    }

    // ---- roles ----------------------------------------------------------------------------------

    @Test
    void seat_and_host_routes_refuse_a_missing_or_wrong_token() {
        TestTable.run((t, client) -> {
            assertThat(client.get("/api/seat/state").code()).isEqualTo(401);
            assertThat(client.get("/api/seat/state", r -> r.header("Cookie", "kontor_seat=forged")).code()).isEqualTo(401);
            assertThat(client.get("/api/host/state").code()).isEqualTo(401);
            assertThat(asSeat(client, t, 0, "GET", "/api/host/state", null).code()).isEqualTo(403);
            assertThat(asSeat(client, t, 0, "GET", "/api/host/joins", null).code()).isEqualTo(403);
            assertThat(asSeat(client, t, 0, "GET", "/api/host/qr/0", null).code()).isEqualTo(403);
            assertThat(asHost(client, t, "GET", "/api/host/state", null).code()).isEqualTo(200);
            assertThat(asHost(client, t, "GET", "/api/seat/state", null).code()).isEqualTo(401);
            JsonNode error = json(client.get("/api/seat/state"));
            assertThat(error.get("ok").asBoolean()).isFalse();
            assertThat(error.at("/error/message").asText()).contains("Join a seat");
        });
    }

    @Test
    void a_player_token_cannot_start_undo_or_end_the_game() {
        TestTable.run((t, client) -> {
            long seq = t.session.current().seq();
            for (String path : new String[] {"/api/host/start", "/api/host/undo", "/api/host/end"}) {
                Response response = asSeat(client, t, 0, "POST", path, START_3);
                assertThat(response.code()).as(path).isEqualTo(403);
                assertThat(json(response).at("/error/message").asText()).isEqualTo("Only the host can do this.");
            }
            assertThat(t.session.current().seq()).isEqualTo(seq);
        });
    }

    @Test
    void the_host_token_cannot_act_for_a_seat() {
        TestTable.run((t, client) -> {
            start(client, t);
            Response response = client.post("/api/seat/command", command(0, "Roll"),
                    r -> r.header("Authorization", "Bearer " + t.pairing.hostToken()));
            assertThat(response.code()).isEqualTo(403);
        });
    }

    @Test
    void a_post_from_a_foreign_origin_is_refused() {
        TestTable.run((t, client) -> {
            Response response = client.post("/api/host/start", START_3, r -> r
                    .header("Cookie", t.hostCookie()).header("Origin", "http://evil.example"));
            assertThat(response.code()).isEqualTo(403);
            assertThat(t.session.current().version()).isEqualTo(-1);
        });
    }

    // ---- the host -------------------------------------------------------------------------------

    @Test
    void the_host_starts_a_game_and_every_seat_sees_it() {
        TestTable.run((t, client) -> {
            JsonNode host = start(client, t);
            assertThat(host.at("/table/phase").asText()).isEqualTo("PLAYING");
            assertThat(host.at("/table/names/2").asText()).isEqualTo("Cai");
            JsonNode seat0 = json(asSeat(client, t, 0, "GET", "/api/seat/state", null));
            assertThat(seat0.get("playing").asBoolean()).isTrue();
            assertThat(seat0.at("/legal/0/type").asText()).isEqualTo("Roll");
            JsonNode seat3 = json(asSeat(client, t, 3, "GET", "/api/seat/state", null));
            assertThat(seat3.get("playing").asBoolean()).isFalse();     // 3 players: seat 3 sits out
            assertThat(json(client.get("/api/public/state")).at("/game/scores").size()).isEqualTo(3);
        });
    }

    @Test
    void a_bad_start_form_is_refused_with_a_sentence_and_changes_nothing() {
        TestTable.run((t, client) -> {
            String[][] cases = {
                    {"not json", "not valid JSON"},
                    {"[1,2]", "JSON object"},
                    {"{\"names\":[\"A\"]}", "2 to 4 players"},
                    {"{\"names\":[\"A\",\"\"]}", "name of 1 to 24"},
                    {"{\"board\":\"moon\",\"names\":[\"A\",\"B\"]}", "no board"},
                    {"{\"names\":[\"A\",\"B\"],\"dice\":\"LOADED\"}", "VIRTUAL"},
                    {"{\"names\":[\"A\",\"B\"],\"options\":{\"hand\":\"9\"}}", "\"hand\""},
                    {"{\"names\":[\"A\",\"B\"],\"options\":{\"cheat\":\"1\"}}", "no rules option"}};
            for (String[] c : cases) {
                Response response = asHost(client, t, "POST", "/api/host/start", c[0]);
                assertThat(response.code()).as(c[0]).isEqualTo(400);
                assertThat(json(response).at("/error/message").asText()).as(c[0]).contains(c[1]);
            }
            assertThat(json(client.get("/api/public/state")).at("/table/phase").asText()).isEqualTo("LOBBY");
        });
    }

    @Test
    void the_host_can_undo_the_last_action_and_end_the_game() {
        TestTable.run((t, client) -> {
            start(client, t);
            assertThat(asHost(client, t, "POST", "/api/host/undo", "").code()).isEqualTo(422); // nothing yet
            assertThat(asSeat(client, t, 0, "POST", "/api/seat/command", command(0, "Roll")).code()).isEqualTo(200);
            JsonNode rolled = json(asSeat(client, t, 0, "GET", "/api/seat/state", null));
            assertThat(rolled.get("version").asLong()).isEqualTo(1);
            JsonNode undone = json(asHost(client, t, "POST", "/api/host/undo", ""));
            assertThat(undone.get("ok").asBoolean()).isTrue();
            assertThat(undone.at("/view/version").asLong()).isZero();
            assertThat(undone.at("/view/game/scores/0").asInt()).isZero();
            // The undo drew the chance to come afresh (journaled), so the roll again is a new roll, not a replay.
            asSeat(client, t, 0, "POST", "/api/seat/command", command(0, "Roll"));
            JsonNode again = json(asSeat(client, t, 0, "GET", "/api/seat/state", null));
            assertThat(again.get("version").asLong()).isEqualTo(1);
            assertThat(again.at("/game/scores/0").asInt()).isBetween(2, 12);
            JsonNode ended = json(asHost(client, t, "POST", "/api/host/end", ""));
            assertThat(ended.at("/view/table/phase").asText()).isEqualTo("ENDED");
            Response late = asSeat(client, t, 0, "POST", "/api/seat/command", command(1, "EndTurn"));
            assertThat(late.code()).isEqualTo(422);
            assertThat(json(late).at("/error/kind").asText()).isEqualTo("GAME_OVER");
        });
    }

    @Test
    void the_host_gets_a_join_link_and_qr_code_per_seat() {
        TestTable.run((t, client) -> {
            JsonNode joins = json(asHost(client, t, "GET", "/api/host/joins", null));
            assertThat(joins.get("seats")).hasSize(4);
            assertThat(joins.at("/seats/1/url").asText())
                    .matches("http://(localhost|127\\.0\\.0\\.1):" + t.port + "/join\\?token=.*")
                    .endsWith("/join?token=" + t.pairing.seatToken(1));
            assertThat(joins.at("/seats/1/colour").asText()).isEqualTo("BLUE");
            Response qr = asHost(client, t, "GET", "/api/host/qr/1", null);
            assertThat(qr.code()).isEqualTo(200);
            assertThat(header(qr, "Content-Type")).startsWith("image/svg+xml");
            assertThat(qr.body().string()).startsWith("<svg").contains("<path d=\"M");
            assertThat(asHost(client, t, "GET", "/api/host/qr/9", null).code()).isEqualTo(404);
            assertThat(asHost(client, t, "GET", "/api/host/qr/x", null).code()).isEqualTo(400);
        });
    }

    // ---- commands -------------------------------------------------------------------------------

    @Test
    void a_stale_command_is_refused_with_a_plain_message_and_the_current_version_not_a_view() {
        TestTable.run((t, client) -> {
            start(client, t);
            assertThat(asSeat(client, t, 0, "POST", "/api/seat/command", command(0, "Roll")).code()).isEqualTo(200);
            Response stale = asSeat(client, t, 0, "POST", "/api/seat/command", command(0, "EndTurn"));
            assertThat(stale.code()).isEqualTo(409);
            JsonNode body = json(stale);
            assertThat(body.at("/error/kind").asText()).isEqualTo("STALE_VERSION");
            assertThat(body.at("/error/message").asText()).contains("moved on").contains("choose again");
            assertThat(body.get("version").asLong()).isEqualTo(1);
            assertThat(body.has("view")).as("a refusal carries no view").isFalse();
            JsonNode fresh = json(asSeat(client, t, 0, "GET", "/api/seat/state", null));   // asked for once
            assertThat(fresh.at("/legal/0/type").asText()).isEqualTo("Draw");
            assertThat(t.session.current().version()).isEqualTo(1);
        });
    }

    @Test
    void malformed_commands_are_refused_and_change_nothing() {
        TestTable.run((t, client) -> {
            start(client, t);
            long seq = t.session.current().seq();
            String[][] cases = {
                    {"{", "not valid JSON"},
                    {"{\"command\":{\"type\":\"Roll\"}}", "\"version\""},
                    {"{\"version\":\"0\",\"command\":{\"type\":\"Roll\"}}", "\"version\""},
                    {"{\"version\":0}", "\"command\""},
                    {"{\"version\":0,\"command\":{\"type\":\"Fly\"}}", "Unknown command type"},
                    {"{\"version\":0,\"command\":{}}", "\"type\""},
                    {"{\"version\":0,\"command\":{\"type\":\"Roll\",\"dice\":\"six\"}}", "malformed"},
                    {"{\"version\":0,\"command\":{\"type\":\"Roll\",\"wings\":2}}", "malformed"}};
            for (String[] c : cases) {
                Response response = asSeat(client, t, 0, "POST", "/api/seat/command", c[0]);
                assertThat(response.code()).as(c[0]).isEqualTo(400);
                assertThat(json(response).at("/error/message").asText()).as(c[0]).contains(c[1]);
            }
            assertThat(t.session.current().seq()).isEqualTo(seq);
            assertThat(t.session.current().version()).isZero();
        });
    }

    @Test
    void another_seats_token_acts_only_as_that_seat() {
        TestTable.run((t, client) -> {
            start(client, t);
            Response response = asSeat(client, t, 1, "POST", "/api/seat/command", command(0, "Roll"));
            assertThat(response.code()).isEqualTo(422);
            assertThat(json(response).at("/error/kind").asText()).isEqualTo("NOT_YOUR_TURN");
            assertThat(t.session.current().version()).isZero();
        });
    }

    @Test
    void commands_before_the_game_starts_are_refused() {
        TestTable.run((t, client) -> {
            Response response = asSeat(client, t, 0, "POST", "/api/seat/command", command(-1, "Roll"));
            assertThat(response.code()).isEqualTo(422);
            assertThat(json(response).at("/error/message").asText()).contains("host starts");
        });
    }

    @Test
    void the_board_drawing_is_404_when_the_game_has_none() {
        TestTable.run((t, client) -> assertThat(client.get("/api/board.svg").code()).isEqualTo(404));
    }

    @Test
    void the_card_list_names_every_kind_in_both_languages() {
        TestTable.run(new org.kontor.table.merchants.MerchantsTable(), 3L, (t, client) -> {
            Response response = client.get("/api/cards");
            assertThat(response.code()).isEqualTo(200);
            JsonNode deck = json(response);
            assertThat(deck.get("id").asText()).isEqualTo("provisional");
            assertThat(deck.get("provisional").asBoolean()).isTrue();
            assertThat(deck.get("cards")).hasSize(10).allSatisfy(card -> assertThat(card.get("nameEs").asText()).isNotBlank());
            assertThat(deck.at("/cards/0/id").asText()).isEqualTo("lancer");
            assertThat(deck.at("/cards/0/nameEs").asText()).isEqualTo("Lancero");
        });
        TestTable.run((t, client) -> assertThat(client.get("/api/cards").code()).as("the toy game has no cards").isEqualTo(404));
    }

    @Test
    void pages_and_scripts_are_served_by_the_hub() {
        TestTable.run((t, client) -> {
            for (String path : new String[] {"/", "/phone.html", "/table.html", "/host.html", "/style.css",
                    "/js/live.js", "/js/i18n.js", "/js/phone.js", "/js/table.js", "/js/host.js"}) {
                Response response = client.get(path);
                assertThat(response.code()).as(path).isEqualTo(200);
                assertThat(response.body().string()).as(path).doesNotContain("http://", "https://cdn");
            }
        });
    }

    // ---- WebSockets -----------------------------------------------------------------------------

    @Test
    void a_socket_without_a_token_is_refused_before_the_upgrade() {
        TestTable.run((t, client) -> {
            assertHandshake(t.port, "/ws/seat", null, null, 401);
            assertHandshake(t.port, "/ws/seat", "kontor_seat=forged", null, 401);
            assertHandshake(t.port, "/ws/host", null, null, 401);
            assertHandshake(t.port, "/ws/host", t.seatCookie(0), null, 403);
            assertHandshake(t.port, "/ws/seat", t.seatCookie(0), "http://evil.example", 403);
            assertHandshake(t.port, "/ws/public", null, "http://evil.example", 403);
        });
    }

    private static void assertHandshake(int port, String path, String cookie, String origin, int status) {
        assertThatThrownBy(() -> WsProbe.open(port, path, cookie, origin))
                .as(path + " " + origin)
                .isInstanceOf(ExecutionException.class)
                .cause().isInstanceOf(WebSocketHandshakeException.class)
                .satisfies(e -> assertThat(((WebSocketHandshakeException) e).getResponse().statusCode()).isEqualTo(status));
    }

    @Test
    void a_socket_gets_the_full_view_on_connect_and_every_change_after() {
        TestTable.run((t, client) -> {
            try (WsProbe seat0 = WsProbe.open(t.port, "/ws/seat", t.seatCookie(0), t.origin());
                 WsProbe seat1 = WsProbe.open(t.port, "/ws/seat", t.seatCookie(1), null);
                 WsProbe table = WsProbe.open(t.port, "/ws/public", null, t.origin());
                 WsProbe host = WsProbe.open(t.port, "/ws/host", t.hostCookie(), t.origin())) {
                assertThat(seat0.nextView().at("/table/phase").asText()).isEqualTo("LOBBY");
                assertThat(seat1.nextView().get("seat").asInt()).isEqualTo(1);
                assertThat(table.nextView().get("role").asText()).isEqualTo("public");
                assertThat(host.nextView().get("role").asText()).isEqualTo("host");
                start(client, t);
                JsonNode started = seat0.nextView();
                assertThat(started.at("/legal/0/type").asText()).isEqualTo("Roll");
                seat0.send(command(0, "Roll").replace("{\"version\"", "{\"type\":\"command\",\"version\""));
                JsonNode rolled = seat1.next(v -> v.path("version").asLong() == 1);
                assertThat(rolled.at("/lastEvents/0/type").asText()).isEqualTo("Rolled");
                assertThat(table.next(v -> v.path("version").asLong() == 1).at("/rolls")).hasSize(13);
                assertThat(seat0.next(m -> m.path("type").asText().equals("accepted"))).isNotNull();
            }
        });
    }

    @Test
    void a_stale_or_malformed_socket_command_is_answered_to_its_sender_only() {
        TestTable.run((t, client) -> {
            start(client, t);
            try (WsProbe seat0 = WsProbe.open(t.port, "/ws/seat", t.seatCookie(0), t.origin())) {
                seat0.nextView();
                seat0.send("{\"type\":\"command\",\"version\":5,\"command\":{\"type\":\"Roll\"}}");
                JsonNode rejected = seat0.next(m -> m.path("type").asText().equals("rejected"));
                assertThat(rejected.get("kind").asText()).isEqualTo("STALE_VERSION");
                assertThat(rejected.get("version").asLong()).isZero();
                assertThat(rejected.has("view")).as("a refusal carries no view").isFalse();
                seat0.send("nonsense");
                assertThat(seat0.next(m -> m.path("type").asText().equals("error")).get("message").asText())
                        .contains("not JSON");
                seat0.send("{\"type\":\"command\",\"version\":0,\"command\":{\"type\":\"Teleport\"}}");
                assertThat(seat0.next(m -> m.path("type").asText().equals("rejected")).get("message").asText())
                        .contains("Unknown command type");
                assertThat(t.session.current().version()).isZero();
            }
        });
    }

    @Test
    void a_spectator_socket_cannot_send_commands() {
        TestTable.run((t, client) -> {
            start(client, t);
            try (WsProbe table = WsProbe.open(t.port, "/ws/public", null, null)) {
                table.nextView();
                table.send(command(0, "Roll").replace("{\"version\"", "{\"type\":\"command\",\"version\""));
                assertThat(table.next(m -> m.path("type").asText().equals("error")).get("kind").asText())
                        .isEqualTo("FORBIDDEN");
                assertThat(t.session.current().version()).isZero();
            }
        });
    }
}

package org.kontor.web;

import org.kontor.table.Json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/** {@code GET /api/public/who}: what a browser is, and which seats have a phone connected. */
class WhoTest {

    private static JsonNode who(io.javalin.testtools.HttpClient client, String cookie) throws Exception {
        var response = client.request("/api/public/who", r -> {
            if (cookie != null) {
                r.header("Cookie", cookie);
            }
        });
        assertThat(response.code()).isEqualTo(200);
        return Json.MAPPER.readTree(response.body().string());
    }

    @Test
    void who_names_the_role_from_the_cookie_and_the_connected_seats() {
        TestTable.run((t, client) -> {
            assertThat(who(client, null).get("you").asText()).isEqualTo("spectator");
            assertThat(who(client, t.hostCookie()).get("you").asText()).isEqualTo("host");
            assertThat(who(client, t.seatCookie(1)).get("you").asText()).isEqualTo("seat");
            assertThat(who(client, "kontor_host=forged").get("you").asText()).as("a forged token is nobody").isEqualTo("spectator");
            assertThat(who(client, null).get("connected").toString()).doesNotContain("true");
            try (WsProbe seat = WsProbe.open(t.port, "/ws/seat", t.seatCookie(2), t.origin())) {
                seat.awaitView(0);
                JsonNode connected = who(client, null).get("connected");
                assertThat(connected.get(2).asBoolean()).isTrue();
                assertThat(connected.get(0).asBoolean()).isFalse();
                assertThat(connected.size()).isEqualTo(t.session.seatCount());
            }
        });
    }
}

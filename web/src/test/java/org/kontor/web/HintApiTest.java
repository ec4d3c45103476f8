package org.kontor.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.kontor.web.TestTable.asHost;
import static org.kontor.web.TestTable.asSeat;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.testtools.Response;
import org.junit.jupiter.api.Test;
import org.kontor.table.Json;
import org.kontor.table.catan.CatanTable;

/**
 * "What would you do?" over HTTP (seed 31): refused by name while the host has hints off (the
 * default); once on, every page's table says so, the seat the game waits for gets the normal bot's
 * move with its reason, in the seat's own words of the rules, and a seat the game waits nothing
 * from, or a bot's seat, is told why not.
 */
class HintApiTest {

    private static final String START = "{\"board\":\"catan-beginner\",\"names\":[\"Ana\",\"Ben\",\"Cai\"],\"dice\":\"VIRTUAL\","
            + "\"options\":{\"layout\":\"BEGINNER\"},\"bots\":{\"2\":\"normal\"}}";

    @Test
    void a_hint_is_refused_while_hints_are_off_and_names_the_move_and_why_once_the_host_turns_them_on() {
        TestTable.run(new CatanTable(), 31, (t, client) -> {
            t.session.botDelay(java.time.Duration.ofSeconds(30));   // the bot's seat only matters for the refusal
            assertThat(asHost(client, t, "POST", "/api/host/start", START).code()).isEqualTo(200);

            Response off = asSeat(client, t, 0, "POST", "/api/seat/hint", "{}");
            assertThat(off.code()).isEqualTo(422);
            assertThat(json(off).at("/error/message").asText()).isEqualTo("Hints are off at this table: the host can turn them on.");
            Response offEs = asSeat(client, t, 0, "POST", "/api/seat/hint", "{\"lang\":\"es\"}");
            assertThat(json(offEs).at("/error/message").asText())
                    .isEqualTo("Las pistas están desactivadas en esta mesa: el anfitrión puede activarlas.");
            assertThat(asSeat(client, t, 0, "POST", "/api/host/hints", "{\"on\":true}").code()).as("only the host").isEqualTo(403);
            assertThat(asHost(client, t, "POST", "/api/host/hints", "{\"on\":\"yes\"}").code()).isEqualTo(400);

            assertThat(asHost(client, t, "POST", "/api/host/hints", "{\"on\":true}").code()).isEqualTo(200);
            assertThat(Json.MAPPER.readTree(t.session.current().seatView(1)).at("/table/hints").asBoolean()).isTrue();
            Response hinted = asSeat(client, t, 0, "POST", "/api/seat/hint", "{}");
            assertThat(hinted.code()).isEqualTo(200);
            JsonNode hint = json(hinted).get("hint");
            System.out.println("HintApiTest: " + hint);
            assertThat(hint.at("/command/type").asText()).isEqualTo("place-settlement");
            assertThat(hint.get("why").asText()).isEqualTo("points");
            assertThat(hint.get("amount").asDouble()).isEqualTo(1.0);
            // The move the hint names is one the seat may make: sent as it stands, it is played.
            assertThat(t.session.act(0, 0, hint.get("command")).get().accepted()).isTrue();

            Response notYours = asSeat(client, t, 1, "POST", "/api/seat/hint", "{}");
            assertThat(json(notYours).at("/error/message").asText()).isEqualTo("The game waits for nothing from you now: ask again when it does.");
            Response bot = asSeat(client, t, 2, "POST", "/api/seat/hint", "{}");
            assertThat(json(bot).at("/error/message").asText()).isEqualTo("The hub's bot plays Cai's seat now; the host can hand it back to a player.");

            assertThat(asHost(client, t, "POST", "/api/host/hints", "{\"on\":false}").code()).isEqualTo(200);
            assertThat(Json.MAPPER.readTree(t.session.current().seatView(1)).at("/table").has("hints")).isFalse();
        });
    }

    private static JsonNode json(Response response) throws Exception {
        return Json.MAPPER.readTree(response.body().string());
    }
}

package org.kontor.hub;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kontor.hub.BoardCommandTest.Run;
import org.kontor.hub.games.SavedGames;
import org.kontor.hub.journal.DataFolder;
import org.kontor.hub.journal.Journal;
import org.kontor.table.Json;
import org.kontor.table.TableGames;

/**
 * A fifth game that lives only in the table's test sources ({@code org.kontor.table.toy}) and is
 * registered there alone, played by the hub as any game: through {@code kontor play}, and through
 * the HTTP API with the journal, resumed after a restart. No file outside the toy's packages
 * names it, so this is what adding a game asks of the layers.
 */
class ToyGameTest {

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @Test
    void kontor_play_referees_the_toy_game_from_its_registrations(@TempDir Path dir) throws Exception {
        Path script = dir.resolve("toy.jsonl");
        Files.writeString(script, String.join("\n",
                "# expect: refused NOT_AVAILABLE_NOW (a draw before the roll)",
                "{\"seat\": 0, \"command\": {\"type\": \"Draw\"}}",
                "{\"seat\": 0, \"command\": {\"type\": \"Roll\", \"dice\": [6, 5]}}",
                "{\"seat\": 0, \"command\": {\"type\": \"Draw\"}}",
                "# expect: refused NOT_YOUR_TURN",
                "{\"seat\": 0, \"command\": {\"type\": \"Roll\", \"dice\": [1, 1]}}",
                "{\"seat\": 1, \"command\": {\"type\": \"Roll\", \"dice\": [2, 3]}}", ""));
        Run run = PlayCommandTest.play("--game", "toy", "--players", "2", "--dice", "table", "--option", "hand=3",
                "--state", "public", script.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        List<JsonNode> out = PlayCommandTest.lines(run.out());
        assertThat(out.get(0).at("/setup/game").asText()).isEqualTo("toy");
        assertThat(out.get(0).at("/setup/options/hand").asText()).isEqualTo("3");
        JsonNode table = out.get(out.size() - 1).get("publicView");
        assertThat(table.get("scores")).extracting(JsonNode::asInt).containsExactly(11, 5);
        assertThat(table.get("handCounts")).extracting(JsonNode::asInt).containsExactly(4, 3);
        Run robber = PlayCommandTest.play("--game", "toy", "--robber", "3", script.toString());
        assertThat(robber.exit()).isEqualTo(1);
        assertThat(robber.err()).isEqualTo("--robber: Toy has no robber hex to set before the game.\n");
    }

    @Test
    void the_api_plays_the_toy_game_and_the_journal_resumes_it(@TempDir Path dir) throws Exception {
        Path data = dir.resolve("data");
        JsonNode before;
        try (DataFolder folder = DataFolder.open(data); Journal journal = Journal.open(folder)) {
            DemoTable table = DemoTable.start(TableGames.table("toy", List.of()), journal, null, SavedGames::bundledBoardHash,
                    new SplittableRandom(3)::nextLong, DemoTable.Serving.of(0, "localhost", Duration.ZERO));
            try {
                String host = table.dashboard().pairing().hostToken();
                HttpResponse<String> start = post(table.port(), "/api/host/start", host,
                        "{\"board\":\"plain\",\"names\":[\"Ana\",\"Ben\"],\"dice\":\"VIRTUAL\",\"options\":{\"hand\":\"2\"}}");
                assertThat(start.statusCode()).as(start.body()).isEqualTo(200);
                String ana = table.dashboard().pairing().seatToken(0);
                HttpResponse<String> roll = post(table.port(), "/api/seat/command", ana, "{\"version\":0,\"command\":{\"type\":\"Roll\"}}");
                assertThat(roll.statusCode()).as(roll.body()).isEqualTo(200);
                assertThat(Json.MAPPER.readTree(roll.body()).at("/ok").asBoolean()).as(roll.body()).isTrue();
                HttpResponse<String> draw = post(table.port(), "/api/seat/command", ana, "{\"version\":1,\"command\":{\"type\":\"Draw\"}}");
                JsonNode drawn = Json.MAPPER.readTree(draw.body());
                assertThat(drawn.at("/ok").asBoolean()).as(draw.body()).isTrue();
                JsonNode hand = drawn.at("/view/game/hand");
                assertThat(hand).as(draw.body()).hasSize(3);
                HttpResponse<String> seatOne = get(table.port(), "/api/seat/state", table.dashboard().pairing().seatToken(1));
                assertThat(seatOne.body()).as("Ben never sees Ana's cards").doesNotContain(hand.get(2).asText());
                before = Json.MAPPER.readTree(get(table.port(), "/api/public/state", null).body());
                assertThat(before.findValue("scores").get(0).asInt()).as(before.toString()).isBetween(2, 12);
            } finally {
                table.stop();
            }
        }
        try (DataFolder folder = DataFolder.open(data); Journal journal = Journal.open(folder)) {
            DemoTable again = DemoTable.start(id -> TableGames.table(id, List.of()), "toy", journal, null,
                    SavedGames::bundledBoardHash, new SplittableRandom(4)::nextLong, DemoTable.Serving.of(0, "localhost", Duration.ZERO));
            try {
                JsonNode after = Json.MAPPER.readTree(get(again.port(), "/api/public/state", null).body());
                assertThat(after.findValue("scores")).isEqualTo(before.findValue("scores"));
                assertThat(after.findValue("handCounts")).isEqualTo(before.findValue("handCounts"));
                assertThat(after.at("/table/game").asText()).as(after.toString()).isEqualTo("toy");
            } finally {
                again.stop();
            }
        }
    }

    private HttpResponse<String> post(int port, String path, String token, String body) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                .header("Authorization", "Bearer " + token).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private HttpResponse<String> get(int port, String path, String token) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://localhost:" + port + path));
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }
}

package org.kontor.hub;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kontor.hub.games.SavedGames;
import org.kontor.hub.journal.DataFolder;
import org.kontor.hub.journal.Journal;
import org.kontor.table.Json;
import org.kontor.table.TableGames;

/**
 * The host seats bots through the API, at the start and during the game; the journal keeps who
 * plays which seat and where each move came from, so a restarted hub goes on with the same bots.
 */
class BotSeatsResumeTest {

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @Test
    void bot_seats_chosen_at_the_start_and_during_the_game_come_back_after_a_restart(@TempDir Path dir) throws Exception {
        Path data = dir.resolve("data");
        try (DataFolder folder = DataFolder.open(data); Journal journal = Journal.open(folder)) {
            DemoTable table = DemoTable.start(TableGames.table("catan", List.of()), journal, null, SavedGames::bundledBoardHash,
                    new SplittableRandom(3)::nextLong, DemoTable.Serving.of(0, "localhost", Duration.ZERO));
            table.dashboard().session().botDelay(Duration.ZERO);
            try {
                String host = table.dashboard().pairing().hostToken();
                HttpResponse<String> unknown = post(table.port(), "/api/host/start", host,
                        "{\"board\":\"catan-beginner\",\"names\":[\"Ana\",\"Ben\",\"Cai\",\"Dee\"],\"bots\":{\"3\":\"clever\"}}");
                assertThat(unknown.statusCode()).isEqualTo(400);
                assertThat(Json.MAPPER.readTree(unknown.body()).at("/error/message").asText())
                        .isEqualTo("There is no bot level \"clever\"; the levels are random, easy, normal, strong.");
                HttpResponse<String> typo = post(table.port(), "/api/host/start", host,
                        "{\"board\":\"catan-beginner\",\"names\":[\"Ana\",\"Ben\",\"Cai\",\"Dee\"],\"robots\":{\"3\":\"normal\"}}");
                assertThat(Json.MAPPER.readTree(typo.body()).at("/error/message").asText())
                        .isEqualTo("The start form has no field \"robots\"; it has board, names, options, dice, bots.");

                // Ana and Ben are people; Dee is the hub's bot, who places her pieces after Cai's.
                HttpResponse<String> start = post(table.port(), "/api/host/start", host,
                        "{\"board\":\"catan-beginner\",\"names\":[\"Ana\",\"Ben\",\"Cai\",\"Dee\"],\"bots\":{\"3\":\"normal\"}}");
                assertThat(start.statusCode()).as(start.body()).isEqualTo(200);
                HttpResponse<String> handOver = post(table.port(), "/api/host/bot", host, "{\"seat\":2,\"level\":\"easy\"}");
                assertThat(handOver.statusCode()).as(handOver.body()).isEqualTo(200);
                HttpResponse<String> notHost = post(table.port(), "/api/host/bot", table.dashboard().pairing().seatToken(0),
                        "{\"seat\":2,\"level\":null}");
                assertThat(notHost.statusCode()).isEqualTo(403);
                JsonNode board = Json.MAPPER.readTree(get(table.port(), "/api/public/state").body());
                assertThat(board.at("/table/bots").toString()).isEqualTo("{\"2\":\"easy\",\"3\":\"normal\"}");
            } finally {
                table.stop();
            }
        }
        try (DataFolder folder = DataFolder.open(data); Journal journal = Journal.open(folder)) {
            DemoTable again = DemoTable.start(id -> TableGames.table(id, List.of()), "catan", journal, null,
                    SavedGames::bundledBoardHash, new SplittableRandom(4)::nextLong, DemoTable.Serving.of(0, "localhost", Duration.ZERO));
            try {
                JsonNode after = Json.MAPPER.readTree(get(again.port(), "/api/public/state").body());
                assertThat(after.at("/table/bots").toString()).isEqualTo("{\"2\":\"easy\",\"3\":\"normal\"}");
                Journal.GameInfo game = journal.games().get(0);
                assertThat(game.bots()).isEqualTo("{\"2\":\"easy\",\"3\":\"normal\"}");
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

    private HttpResponse<String> get(int port, String path) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + path)).build(),
                HttpResponse.BodyHandlers.ofString());
    }
}

package org.kontor.engine.merchants;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.kontor.engine.Result;

/**
 * Recorded games in src/test/resources/merchants replay command by command to the recorded end.
 * A rules change that alters them shows up here; re-record with {@code GoldenGame.main} (see the
 * fixture's first line for its arguments) and review the difference.
 */
class GoldenGameTest {

    @ParameterizedTest(name = "{0} replays to its recorded end")
    @ValueSource(strings = {"golden-test-ring-fixed-seed-42.jsonl", "golden-test-ring-variable-seed-7.jsonl"})
    void a_recorded_game_replays_to_the_same_table(String fixture) throws Exception {
        List<String> lines;
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                getClass().getResourceAsStream("/merchants/" + fixture), StandardCharsets.UTF_8))) {
            lines = in.lines().collect(Collectors.toList());
        }
        JsonNode head = GoldenGame.JSON.readTree(lines.get(0));
        MerchantsState s = MerchantsOfEurope.setup(GoldenGame.config(head), head.get("seed").asLong());
        for (String text : lines.subList(1, lines.size() - 1)) {
            JsonNode line = GoldenGame.JSON.readTree(text);
            assertThat(s.version()).isEqualTo(line.get("version").asLong());
            Command c = GoldenGame.JSON.treeToValue(line.get("command"), Command.class);
            Result<MerchantsState, Event> r = GoldenGame.RULES.apply(s, line.get("seat").asInt(), s.version(), c);
            assertThat(r).as(text).isInstanceOf(Result.Accepted.class);
            s = ((Result.Accepted<MerchantsState, Event>) r).state();
        }
        JsonNode end = GoldenGame.JSON.readTree(lines.get(lines.size() - 1)).get("end");
        assertThat(GoldenGame.JSON.valueToTree(GoldenGame.RULES.publicView(s)).toString()).isEqualTo(end.toString());
    }
}

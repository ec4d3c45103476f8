package org.kontor.engine.merchants;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A refactor must play the same games and list the same legal actions (issue 16): short runs of
 * {@link ApplyDigest} and {@link LegalActionsDigest} (seeds 1..N, random players, every event and
 * state, every seat's listing) compared with the digests recorded in
 * {@code src/test/resources/merchants/digests.txt} (its "verify" lines; bench/digests.sh runs the
 * longer "bench" lines). A rules change moves them: record the new digest there and say in the
 * commit why each game changed.
 */
class SameGamesTest {

    static List<String> verifyLines() throws IOException {
        List<String> lines = new ArrayList<>();
        try (InputStream in = SameGamesTest.class.getResourceAsStream("/merchants/digests.txt")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.startsWith("verify ")) {
                    lines.add(line.substring("verify ".length()));
                }
            }
        }
        return lines;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("verifyLines")
    void plays_the_recorded_games_and_lists_the_recorded_actions(String line) throws Exception {
        String[] run = line.substring(0, line.indexOf('|')).trim().split(" ");
        String recorded = line.substring(line.indexOf('|') + 1).trim();
        boolean other = run.length > 3 && run[3].equals("other");
        int games = Integer.parseInt(run[2]);
        String result = run[0].equals("ApplyDigest") ? ApplyDigest.run(run[1], games, other) : LegalActionsDigest.run(run[1], games, other);
        System.out.println("SameGamesTest " + run[0] + " " + result);
        assertThat(result.substring(result.lastIndexOf(' ') + 1))
                .as("%s played other games or listed other actions than recorded (a rules change? record the new digest)", line)
                .isEqualTo(recorded);
    }
}

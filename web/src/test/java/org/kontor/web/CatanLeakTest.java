package org.kontor.web;

import org.kontor.table.GameSetup;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.kontor.table.catan.CatanTable;

/**
 * Seeded random Catan games through the server, each move chosen from the acting seat's own view
 * ({@link CatanMoves}). Nothing seat A receives may hold seat B's hand or development cards, a card
 * B bought, a resource stolen in a steal A was not part of, or the seed; steals and purchases are
 * undone now and then, and the undone step must stay as redacted as the log.
 */
class CatanLeakTest {

    @ParameterizedTest
    @CsvSource({"2026112520261125, 4, BEGINNER", "-8817226001234567, 3, VARIABLE_SPIRAL", "4242424242424242, 4, VARIABLE_NO_ADJACENT_RED"})
    void no_seat_ever_sees_another_seats_hand_cards_or_stolen_resource(long seed, int players, String layout) {
        System.out.println("seed " + seed);
        TestTable.run(new CatanTable(), seed, (t, client) -> {
            GameSetup setup = new GameSetup(CatanTable.BEGINNER, List.of("Ana", "Ben", "Cai", "Dee").subList(0, players),
                    Map.of("layout", layout), GameSetup.DiceSource.VIRTUAL);
            assertThat(t.session.start(setup).get(5, TimeUnit.SECONDS).accepted()).isTrue();
            RandomPlay play = new RandomPlay();
            try {
                int[] secrets = {0};
                play.play(t, players, 500, seed, CatanMoves::choose, command -> {
                    String type = command.path("type").asText();
                    return (type.equals("move-robber") || type.equals("buy-card") || type.equals("play-knight"))
                            && secrets[0]++ % 2 == 0;
                });
                assertThat(play.accepted).isGreaterThan(200);
                List<String> everything = play.seats.stream().flatMap(s -> s.all.stream()).toList();
                // The audit has something to find: steals and purchases happened, seen redacted by somebody.
                assertThat(everything).as("a steal somebody saw without its resource")
                        .anyMatch(m -> m.matches("(?s).*\"type\":\"card-stolen\",\"thief\":\\d,\"victim\":\\d,\"resource\":null.*"));
                assertThat(everything).as("a card bought").anyMatch(m -> m.contains("\"type\":\"card-bought\""));
                for (int a = 0; a < players; a++) {
                    LeakChecker checker = new LeakChecker().literal("seed", Long.toString(seed)).pattern("a deck field", "\"deck\":\\[");
                    for (int b = 0; b < t.session.seatCount(); b++) {
                        if (b == a) {
                            continue;
                        }
                        checker.pattern("seat " + b + "'s private view", "\"seat\":" + b + ",\"colour\":\"[A-Z]+\",\"hand\"");
                        checker.pattern("seat " + b + "'s bought card", "\"type\":\"card-bought\",\"seat\":" + b + ",\"card\":\"");
                        for (int v = 0; v < players; v++) {
                            if (v != a) {
                                checker.pattern("card stolen by " + b + " from " + v,
                                        "\"type\":\"card-stolen\",\"thief\":" + b + ",\"victim\":" + v + ",\"resource\":\"");
                            }
                        }
                    }
                    List<String> received = play.seats.get(a).all;
                    assertThat(checker.scan(received)).as("seat %d", a).isEmpty();
                    // The check can fail: seat A's own private view has exactly the searched shape.
                    assertThat(new LeakChecker().pattern("own", "\"seat\":" + a + ",\"colour\":\"[A-Z]+\",\"hand\"").scan(received))
                            .isNotEmpty();
                }
            } finally {
                play.close();
            }
        });
    }
}

package org.kontor.web;

import org.kontor.table.GameSetup;
import org.kontor.table.Json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.kontor.table.toy.ToyGame;

/** Random toy games through the server: no seat ever receives another seat's cards, the deck or the seed. */
class ToyLeakTest {

    @ParameterizedTest
    @ValueSource(longs = {8446744073709551557L, -2305843009213693951L})
    void no_seat_ever_sees_another_seats_cards_the_deck_or_the_seed(long seed) {
        ToyGame game = new ToyGame();
        TestTable.run(game, seed, (t, client) -> {
            GameSetup setup = new GameSetup("plain", List.of("A", "B", "C"), Map.of("hand", "3"),
                    GameSetup.DiceSource.VIRTUAL);
            assertThat(t.session.start(setup).get(5, java.util.concurrent.TimeUnit.SECONDS).accepted()).isTrue();
            RandomPlay play = new RandomPlay();
            try {
                play.play(t, 3, 120, seed, (view, random) -> {
                    JsonNode legal = view.get("legal");
                    return legal.size() == 0 ? null : legal.get(random.nextInt(legal.size()));
                });
                assertThat(play.accepted).isGreaterThan(20);
                ToyGame.State initial = game.setup(setup, seed);
                for (int a = 0; a < 3; a++) {
                    Set<String> own = new HashSet<>();
                    for (String m : play.seats.get(a).all) {
                        // Its own hand, in a whole view or as a changed field of one.
                        JsonNode message = Json.MAPPER.readTree(m);
                        message.at("/game/hand").forEach(c -> own.add(c.asText()));
                        message.at("/gameChanged/hand").forEach(c -> own.add(c.asText()));
                    }
                    LeakChecker checker = new LeakChecker().literal("seed", Long.toString(seed));
                    for (int b = 0; b < 3; b++) {
                        if (b != a) {
                            for (String card : initial.hands().get(b)) {
                                checker.literal("seat " + b + "'s card", card);
                            }
                        }
                    }
                    for (String card : initial.deck()) {
                        if (!own.contains(card)) {
                            checker.literal("a card in the deck or another hand", card);
                        }
                    }
                    assertThat(checker.size()).isGreaterThan(30);
                    assertThat(checker.scan(play.seats.get(a).all)).as("seat %d", a).isEmpty();
                    // The check can fail: the seat's own messages do contain its own cards.
                    assertThat(own).isNotEmpty();
                }
            } finally {
                play.close();
            }
        });
    }
}

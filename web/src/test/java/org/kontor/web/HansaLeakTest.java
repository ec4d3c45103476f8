package org.kontor.web;

import org.kontor.table.GameSetup;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.kontor.engine.hansa.BonusMarker;
import org.kontor.table.hansa.HansaTable;

/**
 * Seeded random Hansa games through the server, each move chosen from the acting seat's own view
 * ({@link HansaMoves}), with routes undone now and then (an undo mixes the face-down markers
 * afresh). The face-down bonus markers are the game's only secret: no seat and no table screen may
 * receive one before it is turned. Every bonus marker a message names must stand where a face-up
 * marker is shown (beside a route, in a player's markers, or in the event that took, placed or used
 * it); a drawn marker's event carries no kind; no message holds the supply, the drawn list or the seed.
 */
class HansaLeakTest {

    private static final String KINDS = String.join("|", java.util.Arrays.stream(BonusMarker.values()).map(Enum::name).toList());

    /** The places a face-up marker is shown: a route's marker, an event's, a player's lists. */
    private static final Pattern FACE_UP = Pattern.compile(
            "\"posts\":\\d+,\"marker\":\"(?:" + KINDS + ")\""                                  // a route's view
                    + "|\"type\":\"marker-(?:taken|placed)\",\"seat\":\\d+,\"route\":\\d+,\"marker\":\"(?:" + KINDS + ")\""
                    + "|\"type\":\"marker-used\",\"seat\":\\d+,\"marker\":\"(?:" + KINDS + ")\""
                    + "|\"(?:markers|usedMarkers)\":\\[(?:\"(?:" + KINDS + ")\",?)*\\]");

    private static final Pattern ANY_KIND = Pattern.compile("\"(?:" + KINDS + ")\"");

    /** Every kind named outside a face-up place, with some context; empty when nothing leaked. */
    static List<String> faceDownNamed(List<String> messages) {
        List<String> findings = new ArrayList<>();
        for (String message : messages) {
            String rest = FACE_UP.matcher(message).replaceAll("");
            Matcher m = ANY_KIND.matcher(rest);
            if (m.find()) {
                findings.add("…" + rest.substring(Math.max(0, m.start() - 80), Math.min(rest.length(), m.end() + 40)) + "…");
            }
        }
        return findings;
    }

    @ParameterizedTest
    @CsvSource({"2026112601, 3, hansa-3", "31415926535, 5, hansa-45"})   // both sides; the suite's time allows two
    void no_seat_and_no_table_screen_sees_a_face_down_bonus_marker(long seed, int players, String side) {
        System.out.println("seed " + seed);
        TestTable.run(new HansaTable(), seed, (t, client) -> {
            GameSetup setup = new GameSetup(side, List.of("Ana", "Ben", "Cai", "Dee", "Eva").subList(0, players), Map.of(),
                    GameSetup.DiceSource.VIRTUAL);
            assertThat(t.session.start(setup).get(5, TimeUnit.SECONDS).accepted()).isTrue();
            RandomPlay play = new RandomPlay();
            WsProbe screen = WsProbe.open(t.port, "/ws/public", null, t.origin());
            try {
                int[] routes = {0};
                play.play(t, players, 700, seed, HansaMoves::choose,
                        command -> command.path("type").asText().startsWith("establish") && routes[0]++ % 3 == 0);
                assertThat(play.accepted).isGreaterThan(150);
                assertThat(play.undone).as("routes were undone").isPositive();
                List<List<String>> audiences = new ArrayList<>();
                play.seats.stream().limit(players).forEach(s -> audiences.add(s.all));
                audiences.add(screen.all);
                List<String> everything = audiences.stream().flatMap(List::stream).toList();
                // The audit has something to find: markers were drawn face down, and later turned and placed.
                assertThat(everything).as("a marker drawn face down").anyMatch(m -> m.contains("\"type\":\"marker-drawn\""));
                assertThat(everything).as("a drawn marker placed face up").anyMatch(m -> m.contains("\"type\":\"marker-placed\""));
                for (int a = 0; a < audiences.size(); a++) {
                    List<String> received = audiences.get(a);
                    LeakChecker checker = new LeakChecker().literal("seed", Long.toString(seed))
                            .pattern("the face-down supply", "\"markerSupply\"|\"supplyMarkers\"|\"faceDown\"")
                            .pattern("the drawn markers' kinds", "\"drawn\":\\[")
                            .pattern("a drawn marker's kind", "\"type\":\"marker-drawn\"[^}]*\"marker\"")
                            .pattern("the generator", "\"rng\"");
                    assertThat(checker.scan(received)).as("audience %d", a).isEmpty();
                    assertThat(faceDownNamed(received)).as("audience %d", a).isEmpty();
                }
            } finally {
                play.close();
                screen.close();
            }
        });
    }

    @org.junit.jupiter.api.Test
    void the_audit_finds_a_marker_named_outside_a_face_up_place() {
        String route = "{\"route\":3,\"from\":\"a\",\"to\":\"b\",\"firstPost\":9,\"posts\":4,\"marker\":\"REMOVE_THREE\"}";
        String held = "{\"markers\":[\"EXTRA_OFFICE\",\"SWAP_OFFICES\"],\"usedMarkers\":[]}";
        assertThat(faceDownNamed(List.of(route, held, "{\"type\":\"marker-used\",\"seat\":1,\"marker\":\"FOUR_ACTIONS\"}"))).isEmpty();
        assertThat(faceDownNamed(List.of("{\"type\":\"marker-drawn\",\"seat\":1,\"leftInSupply\":9,\"kind\":\"THREE_ACTIONS\"}")))
                .hasSize(1);
        assertThat(faceDownNamed(List.of("{\"next\":[\"DEVELOP_ABILITY\"]," + route + "}"))).hasSize(1);
    }
}

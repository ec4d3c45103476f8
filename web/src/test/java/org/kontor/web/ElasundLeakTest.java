package org.kontor.web;

import org.kontor.table.TableGame;
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
import org.kontor.table.elasund.ElasundTable;
import org.kontor.web.elasund.ShortDeckElasund;

/**
 * Seeded random Elasund games through the server, 2, 3 and 4 players, each move chosen from the
 * acting seat's own view ({@link ElasundMoves}), with rolls and church tiles undone now and then
 * (an undo draws the deck, the church stack and the dice afresh). No seat may receive another
 * seat's hand (its gold and influence), and the table screen nobody's; no audience may see a
 * church tile's number before it is built, but the first builder the two tiles drawn; no message
 * holds the deck, the church stack, the generator or the seed. When the influence cards run out, the
 * choice of colours to give up is asked on the giver's phone only.
 */
class ElasundLeakTest {

    /** Where a church tile's number is open: a built tile on the board, the event that built it. */
    private static final Pattern BUILT = Pattern.compile("\\{\"tile\":\\d+,\"column\":\\d+,\"row\":\\d+,\"seat\":-?\\d+}"
            + "|\"type\":\"church-tile-built\",\"seat\":\\d+,\"tile\":\\d+");

    /** The first church builder's own choice: in its seat view and its legal actions only. */
    private static final Pattern OWN_CHOICE = Pattern.compile("\"churchChoice\":\\[\\d+,\\d+]|\\{\"type\":\"keep-church-tile\",\"tile\":\\d+}");

    private static final Pattern ANY_TILE = Pattern.compile("\"tile\":\\d|\"churchChoice\":\\[\\d");

    /** Every church tile number named outside an open place, with some context; empty when nothing leaked. */
    static List<String> faceDownNamed(List<String> messages, boolean seat) {
        List<String> findings = new ArrayList<>();
        for (String message : messages) {
            String rest = BUILT.matcher(message).replaceAll("");
            if (seat) {
                rest = OWN_CHOICE.matcher(rest).replaceAll("");
            }
            Matcher m = ANY_TILE.matcher(rest);
            if (m.find()) {
                findings.add("…" + rest.substring(Math.max(0, m.start() - 80), Math.min(rest.length(), m.end() + 40)) + "…");
            }
        }
        return findings;
    }

    private static String hand(int seat) {
        return "\"seat\":" + seat + ",\"colour\":\"[A-Za-z]+\",\"gold\":";
    }

    @ParameterizedTest
    @CsvSource({"2026112601, 2, 250", "-4417223390, 3, 300", "9007199254740993, 4, 300"})
    void no_seat_sees_another_hand_and_nobody_a_face_down_church_tile(long seed, int players, int steps) {
        List<String> everything = audit(new ElasundTable(), Map.of(), t -> { }, seed, players, steps);
        // The audit has something to find: church tiles were drawn face down and built, influence drawn.
        assertThat(everything).as("two church tiles drawn").anyMatch(m -> m.contains("\"type\":\"church-tiles-drawn\""));
        assertThat(everything).as("a church tile built").anyMatch(m -> m.contains("\"type\":\"church-tile-built\""));
        assertThat(everything).as("cards produced").anyMatch(m -> m.contains("\"type\":\"produced\""));
    }

    /**
     * The same audit when the influence cards run out at once (a deck dealt out at the start): each
     * player's choice of colours to give up is asked on their own phone only, and what they gave
     * up is told to the others as a count.
     */
    @ParameterizedTest
    @CsvSource({"2026112602, 80", "-77001, 80"})
    void when_the_cards_run_out_no_seat_sees_what_another_gives_up(long seed, int steps) {
        // Played up to the question before the phones connect: their first views carry it.
        List<String> everything = audit(new ShortDeckElasund(), Map.of("exhaustionDiscards", "players", "startPlayer", "0"),
                ShortDeckElasund::playUntilTheCardsRunOut, seed, 2, steps);
        assertThat(everything).as("a phone was asked which cards to give up").anyMatch(m -> m.contains("\"type\":\"give-up-influence\""));
        assertThat(everything).as("influence given up").anyMatch(m -> m.contains("\"type\":\"gave-up\"")
                && m.contains("\"kind\":\"influence\""));
    }

    /** What is played before the phones and the table screen connect. */
    private interface Prelude {
        void play(TestTable t) throws Exception;
    }

    /** Plays a seeded random game and checks every audience's messages; returns them all. */
    private static List<String> audit(TableGame<?, ?, ?, ?> table, Map<String, String> options, Prelude prelude, long seed,
                                      int players, int steps) {
        System.out.println("seed " + seed + ", " + players + " players, options " + options);
        List<String> everything = new ArrayList<>();
        TestTable.run(table, seed, (t, client) -> {
            GameSetup setup = new GameSetup(ElasundTable.BOARD, List.of("Ana", "Ben", "Cai", "Dee").subList(0, players), options,
                    GameSetup.DiceSource.VIRTUAL);
            assertThat(t.session.start(setup).get(5, TimeUnit.SECONDS).accepted()).isTrue();
            prelude.play(t);
            RandomPlay play = new RandomPlay();
            WsProbe screen = WsProbe.open(t.port, "/ws/public", null, t.origin());
            try {
                int[] secrets = {0};
                play.play(t, players, steps, seed, ElasundMoves::choose, command -> {
                    String type = command.path("type").asText();
                    return (type.equals("roll") || type.equals("build-church")) && secrets[0]++ % 4 == 0;
                });
                assertThat(play.accepted).isGreaterThan(steps / 2);
                assertThat(play.undone).as("rolls and church tiles were undone").isPositive();
                everything.addAll(screen.all);
                play.seats.stream().limit(players).forEach(s -> everything.addAll(s.all));
                for (int a = 0; a <= players; a++) {
                    boolean isTable = a == players;
                    List<String> received = isTable ? screen.all : play.seats.get(a).all;
                    LeakChecker checker = new LeakChecker().literal("seed", Long.toString(seed))
                            .pattern("the deck or the church stack", "\"deck\":\\[|\"churchStack\"|\"discardPile\"|\"loot\"")
                            .pattern("the generator", "\"rng\"");
                    for (int b = 0; b < players; b++) {
                        if (b != a) {
                            checker.pattern("seat " + b + "'s hand", hand(b));
                        }
                    }
                    if (isTable) {
                        checker.pattern("a hand's influence", "\"influence\":\\{").pattern("a church choice", "\"churchChoice\"")
                                .pattern("a choice of influence to give up", "\"type\":\"give-up-influence\"");
                    } else {
                        // The check can fail: the seat's own hand has exactly the searched shape.
                        assertThat(new LeakChecker().pattern("own", hand(a)).scan(received)).isNotEmpty();
                    }
                    assertThat(checker.scan(received)).as("audience %d", a).isEmpty();
                    assertThat(faceDownNamed(received, !isTable)).as("audience %d", a).isEmpty();
                }
            } finally {
                play.close();
                screen.close();
            }
        });
        return everything;
    }

    @org.junit.jupiter.api.Test
    void the_audit_finds_a_tile_named_outside_an_open_place() {
        String built = "{\"church\":[{\"tile\":4,\"column\":2,\"row\":8,\"seat\":0}]}";
        String own = "{\"churchChoice\":[3,7],\"legal\":[{\"kind\":\"keep-church-tile\",\"choices\":[{\"type\":\"keep-church-tile\",\"tile\":3}]}]}";
        assertThat(faceDownNamed(List.of(built, own), true)).isEmpty();
        assertThat(faceDownNamed(List.of(own), false)).hasSize(1);
        assertThat(faceDownNamed(List.of("{\"next\":{\"tile\":5}," + built + "}"), true)).hasSize(1);
    }
}

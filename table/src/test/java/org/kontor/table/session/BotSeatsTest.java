package org.kontor.table.session;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.kontor.engine.Game;
import org.kontor.engine.bot.Bot;
import org.kontor.engine.bot.Level;
import org.kontor.engine.catan.CatanState;
import org.kontor.engine.catan.Command;
import org.kontor.engine.catan.Event;
import org.kontor.engine.catan.LegalAction;
import org.kontor.engine.games.Games;
import org.kontor.engine.RejectionKind;
import org.kontor.table.GameSetup;
import org.kontor.table.Json;
import org.kontor.table.catan.CatanTable;

/** Seats the hub's bots play at a table: they move by themselves, journaled as bots, and their hands stay off every screen. */
class BotSeatsTest {

    private static final GameSetup FOUR = new GameSetup("catan-beginner", List.of("Ana", "Ben", "Cai", "Dee"), Map.of(),
            GameSetup.DiceSource.VIRTUAL);

    @SuppressWarnings("unchecked")
    private static final Game<CatanState, Command, Event, LegalAction> CATAN =
            (Game<CatanState, Command, Event, LegalAction>) Games.find("catan");

    @Test
    void two_players_and_two_bots_play_a_whole_game_and_the_bots_hands_are_on_no_screen() throws Exception {
        long seed = 20261129L;
        System.out.println("BotSeatsTest seed " + seed);
        List<String> sources = new CopyOnWriteArrayList<>();
        TableSession.Recorder<Command> journal = new TableSession.Recorder<>() {
            @Override
            public void accepted(int seat, long version, Command command, String digest, TableSession.Source source) {
                sources.add(seat + ":" + source);
            }
        };
        List<String> botScreens = new CopyOnWriteArrayList<>();
        TableSession<CatanState, Command, Event, LegalAction> session = new TableSession<>(new CatanTable(), () -> seed, journal);
        session.botDelay(Duration.ZERO);
        session.onPublish(views -> {
            botScreens.add(views.seatView(2));
            botScreens.add(views.seatView(3));
        });
        Bot<CatanState, Command> person = CATAN.bot(Level.RANDOM).orElseThrow();   // the two people: any legal move
        try {
            assertThat(session.start(FOUR, Map.of(2, Level.NORMAL, 3, Level.NORMAL)).get(5, TimeUnit.SECONDS).accepted()).isTrue();
            JsonNode table = Json.MAPPER.readTree(session.current().publicView()).get("table");
            assertThat(table.get("bots").toString()).isEqualTo("{\"2\":\"normal\",\"3\":\"normal\"}");

            Outcome refused = session.act(2, 0, Json.MAPPER.readTree("{\"type\":\"end-turn\"}")).get(5, TimeUnit.SECONDS);
            assertThat(refused.accepted()).isFalse();
            assertThat(refused.message()).isEqualTo("The hub's bot plays Cai's seat now; the host can hand it back to a player.");

            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
            CatanState state = session.read(s -> s).get(5, TimeUnit.SECONDS);
            while (state != null && System.nanoTime() < deadline) {   // null: the table has ended the game
                boolean moved = false;
                for (int seat : CATAN.rules().legalActions(state, 0).isEmpty() ? List.of(1, 0) : List.of(0, 1)) {
                    Optional<Command> command = person.decide(state, seat, seed + state.version() * 7 + seat);
                    if (command.isPresent()) {
                        session.submit(seat, state.version(), command.get(), TableSession.Source.PHONE).get(5, TimeUnit.SECONDS);
                        moved = true;
                        break;
                    }
                }
                if (!moved) {
                    Thread.sleep(2);   // the bots' turn: they move on their own thread
                }
                state = session.read(s -> s).get(5, TimeUnit.SECONDS);
            }
            assertThat(state).as("the game reached its end within the time").isNull();
            assertThat(Json.MAPPER.readTree(session.current().publicView()).at("/table/phase").asText()).isEqualTo("ENDED");
            assertThat(sources).anyMatch(s -> s.equals("2:BOT")).anyMatch(s -> s.equals("3:BOT"))
                    .noneMatch(s -> s.startsWith("2:PHONE") || s.startsWith("3:PHONE"))
                    .noneMatch(s -> s.startsWith("0:BOT") || s.startsWith("1:BOT"));
            // A bot seat's link shows the table only: no hand, no legal moves, not "playing".
            assertThat(botScreens).isNotEmpty().allSatisfy(text -> {
                JsonNode view = Json.MAPPER.readTree(text);
                assertThat(view.path("playing").asBoolean()).isFalse();
                assertThat(view.has("legal")).isFalse();
                assertThat(view.path("game").has("hand")).isFalse();
            });
            String someonesHand = Json.MAPPER.readTree(session.current().seatView(0)).path("game").path("hand").toString();
            assertThat(someonesHand).as("a person's seat shows its hand").isNotEmpty().isNotEqualTo("\"\"");
        } finally {
            session.stop(Duration.ofSeconds(5));
        }
    }

    @Test
    void the_host_hands_a_seat_to_a_bot_and_back_and_a_level_the_game_lacks_is_refused() throws Exception {
        TableSession<CatanState, Command, Event, LegalAction> session = new TableSession<>(new CatanTable(), () -> 5L);
        session.botDelay(Duration.ofSeconds(30));   // no bot move during this test: only the seats change
        try {
            Outcome lobby = session.handSeat(1, Level.NORMAL).get(5, TimeUnit.SECONDS);
            assertThat(lobby.accepted()).isFalse();
            assertThat(lobby.message()).isEqualTo("The game has not started yet: the host starts it.");
            Outcome noSeat = session.start(FOUR, Map.of(4, Level.NORMAL)).get(5, TimeUnit.SECONDS);
            assertThat(noSeat.message()).isEqualTo("There is no seat 5 in a game of 4 players.");
            assertThat(session.start(FOUR).get(5, TimeUnit.SECONDS).accepted()).isTrue();

            assertThat(session.handSeat(1, Level.STRONG).get(5, TimeUnit.SECONDS).accepted()).isTrue();
            assertThat(Json.MAPPER.readTree(session.current().publicView()).at("/table/bots").toString())
                    .isEqualTo("{\"1\":\"strong\"}");
            assertThat(Json.MAPPER.readTree(session.current().seatView(1)).has("legal")).isFalse();

            assertThat(session.handSeat(1, null).get(5, TimeUnit.SECONDS).accepted()).isTrue();
            assertThat(Json.MAPPER.readTree(session.current().publicView()).at("/table").has("bots")).isFalse();
            assertThat(Json.MAPPER.readTree(session.current().seatView(1)).path("playing").asBoolean()).isTrue();
            Outcome again = session.handSeat(1, null).get(5, TimeUnit.SECONDS);
            assertThat(again.kind()).isEqualTo(RejectionKind.NOT_AVAILABLE_NOW);
            assertThat(again.message()).isEqualTo("A player plays seat 2 already.");
        } finally {
            session.stop(Duration.ofSeconds(5));
        }
    }
}

package org.kontor.hub;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Statement;
import java.time.Duration;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kontor.table.Json;
import org.kontor.web.Pairing;
import org.kontor.table.session.Outcome;
import org.kontor.table.session.TableSession;

/** Stop the hub, start it again on the same data folder: the game, the links and the phones come back. */
class ResumeTest {

    private static final long SEED = 4_242_017L;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private HttpResponse<String> get(int port, String path, String cookie) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                .header("Cookie", cookie).timeout(Duration.ofSeconds(5)).build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void a_restarted_hub_resumes_the_game_exactly_and_the_old_cookies_still_open_their_seats(@TempDir Path data) throws Exception {
        System.out.println("seed " + SEED);
        String seatToken;
        String hostToken;
        JsonNode before;
        JsonNode seatBefore;
        int moves;
        try (TestHub hub = TestHub.start(data, SEED)) {
            seatToken = hub.table.dashboard().pairing().seatToken(2);
            hostToken = hub.table.dashboard().pairing().hostToken();
            hub.startGame();
            moves = hub.play(130, new Random(SEED));
            assertThat(moves).isGreaterThan(TableSession.DIGEST_EVERY * 2);
            before = TestHub.stable(hub.session().current().publicView());
            seatBefore = TestHub.stable(hub.session().current().seatView(2));
        }
        try (TestHub hub = TestHub.start(data, SEED + 1)) {
            JsonNode after = Json.MAPPER.readTree(hub.session().current().publicView());
            assertThat(after.at("/table/resumedAt").asInt()).isEqualTo(moves);
            assertThat(hub.table.resumed()).endsWith("resumed at move " + moves);
            assertThat(TestHub.stable(hub.session().current().publicView())).isEqualTo(before);
            assertThat(TestHub.stable(hub.session().current().seatView(2))).isEqualTo(seatBefore);

            int port = hub.table.port();
            HttpResponse<String> seat = get(port, "/api/seat/state", "kontor_seat=" + seatToken);
            assertThat(seat.statusCode()).as("the phone's old cookie").isEqualTo(200);
            assertThat(Json.MAPPER.readTree(seat.body()).get("seat").asInt()).isEqualTo(2);
            assertThat(get(port, "/api/host/state", "kontor_host=" + hostToken).statusCode()).isEqualTo(200);
            String newLink = hub.table.dashboard().pairing().seatToken(2);
            assertThat(newLink).isNotEqualTo(seatToken);
            assertThat(get(port, "/api/seat/state", "kontor_seat=" + newLink).statusCode()).as("this run's link").isEqualTo(200);
            assertThat(get(port, "/api/seat/state", "kontor_seat=not-a-token").statusCode()).isEqualTo(401);

            int more = hub.play(5, new Random(SEED + 2));
            assertThat(more).isEqualTo(5);
            assertThat(Json.MAPPER.readTree(hub.session().current().publicView()).at("/table/resumedAt").isMissingNode())
                    .as("the note goes with the next move").isTrue();
        }
        try (TestHub hub = TestHub.start(data, SEED + 3)) {
            assertThat(Json.MAPPER.readTree(hub.session().current().publicView()).at("/table/resumedAt").asInt())
                    .isEqualTo(moves + 5);
        }
    }

    @Test
    void a_player_who_renamed_themself_keeps_the_new_name_after_a_restart_and_in_the_export(@TempDir Path data)
            throws Exception {
        try (TestHub hub = TestHub.start(data, SEED)) {
            hub.startGame();
            hub.play(4, new Random(SEED));
            assertThat(hub.session().rename(1, "Benedikt").get(5, TimeUnit.SECONDS).accepted()).isTrue();
            hub.play(2, new Random(SEED + 1));
        }
        try (TestHub hub = TestHub.start(data, SEED + 1)) {
            JsonNode names = Json.MAPPER.readTree(hub.session().current().publicView()).at("/table/names");
            assertThat(names.toString()).isEqualTo("[\"Ana\",\"Benedikt\",\"Cai\",\"Dee\"]");
            long id = hub.journal.games().get(0).id();
            assertThat(org.kontor.hub.games.SavedGames.export(hub.journal.game(id).orElseThrow(), hub.journal.entries(id)).get(0))
                    .contains("\"names\":[\"Ana\",\"Benedikt\",\"Cai\",\"Dee\"]");
            assertThat(hub.session().rename(3, "Dora").get(5, TimeUnit.SECONDS).accepted()).isTrue();
        }
        try (TestHub hub = TestHub.start(data, SEED + 2)) {
            assertThat(Json.MAPPER.readTree(hub.session().current().seatView(3)).at("/table/names/3").asText())
                    .isEqualTo("Dora");
        }
    }

    @Test
    void pairings_waiting_devices_and_reissued_links_survive_a_restart(@TempDir Path data) throws Exception {
        String phone;
        String waiting;
        String replaced;
        String fresh;
        try (TestHub hub = TestHub.start(data, SEED)) {
            Pairing pairing = hub.table.dashboard().pairing();
            String link = pairing.seatToken(2);
            phone = pairing.join(link, null, "Android phone", "now").deviceSecret();
            waiting = pairing.join(link, null, "iPhone", "now").deviceSecret();
            replaced = pairing.seatToken(3);
            fresh = pairing.newLink(3);
        }
        try (TestHub hub = TestHub.start(data, SEED + 1)) {
            Pairing pairing = hub.table.dashboard().pairing();
            assertThat(pairing.seatOf(phone, null)).isEqualTo(new Pairing.Seated.At(2));
            assertThat(pairing.seatOf(waiting, null)).isEqualTo(new Pairing.Seated.Waiting(2));
            assertThat(pairing.paired(2)).isTrue();
            assertThat(pairing.paired(3)).isFalse();
            assertThat(pairing.join(replaced, null, "x", "now").seated()).isInstanceOf(Pairing.Seated.Nowhere.class)
                    .extracting(s -> ((Pairing.Seated.Nowhere) s).why()).asString().contains("was replaced by the host");
            assertThat(pairing.seatOf(null, fresh)).as("the re-issued link").isEqualTo(new Pairing.Seated.At(3));
            String id = pairing.devices().stream().filter(d -> !d.allowed()).findFirst().orElseThrow().id();
            assertThat(pairing.allow(id)).isTrue();
            assertThat(pairing.remove(pairing.devices().get(0).id())).isEqualTo(2);
        }
        try (TestHub hub = TestHub.start(data, SEED + 2)) {
            Pairing pairing = hub.table.dashboard().pairing();
            assertThat(pairing.seatOf(waiting, null)).as("allowed, and kept").isEqualTo(new Pairing.Seated.At(2));
            assertThat(pairing.seatOf(phone, null)).as("removed, and kept removed").isInstanceOf(Pairing.Seated.Nowhere.class);
        }
    }

    @Test
    void the_host_page_puts_another_saved_game_on_the_table_and_the_one_played_stays_saved(@TempDir Path data)
            throws Exception {
        JsonNode older;
        String seatToken;
        long first;
        try (TestHub hub = TestHub.start(data, SEED)) {
            seatToken = hub.table.dashboard().pairing().seatToken(0);
            hub.startGame();
            hub.play(8, new Random(SEED));
            older = TestHub.stable(hub.session().current().publicView());
            first = hub.journal.games().get(0).id();
        }
        Path export = data.resolveSibling(data.getFileName() + "-older.jsonl");
        assertThat(SavedGamesTest.kontor("games", "export", String.valueOf(first), "--data", data.toString(),
                "-o", export.toString()).exit()).isZero();
        java.nio.file.Files.write(export, java.nio.file.Files.readAllLines(export).subList(0, 4));
        assertThat(SavedGamesTest.kontor("games", "import", export.toString(), "--data", data.toString()).exit()).isZero();
        long second = first + 1;
        try (org.kontor.hub.journal.DataFolder folder = org.kontor.hub.journal.DataFolder.open(data);
             org.kontor.hub.journal.Journal journal = org.kontor.hub.journal.Journal.open(folder)) {
            DemoTable table = DemoTable.start(new org.kontor.table.merchants.MerchantsTable(), journal, null,
                    org.kontor.hub.games.SavedGames::bundledBoardHash, () -> 1L, new DemoTable.Serving(0, "localhost", "en",
                            org.kontor.table.GameSetup.DiceSource.VIRTUAL, new org.kontor.hub.games.JournalShelf(data),
                            Duration.ZERO));
            try {
                int port = table.port();
                String host = "kontor_host=" + table.dashboard().pairing().hostToken();
                assertThat(table.resumed()).as("the newest unfinished game").startsWith("game " + second + " ");
                JsonNode games = Json.MAPPER.readTree(get(port, "/api/host/games", host).body()).get("games");
                assertThat(games.get(0).get("current").asBoolean()).isTrue();
                assertThat(games.get(1).get("current").asBoolean()).isFalse();

                HttpResponse<String> resumed = post(port, "/api/host/games/" + first + "/resume", host);
                assertThat(resumed.statusCode()).as(resumed.body()).isEqualTo(200);
                assertThat(TestHub.stable(table.dashboard().session().current().publicView())).isEqualTo(older);
                HttpResponse<String> seat = get(port, "/api/seat/state", "kontor_seat=" + seatToken);
                assertThat(seat.statusCode()).as("the first run's seat link").isEqualTo(200);
                assertThat(Json.MAPPER.readTree(seat.body()).get("version").asLong()).isEqualTo(8);

                // Moves now go to the resumed game; the other one kept its 3 moves.
                Outcome ask = table.dashboard().session().askUndo(0).get(5, TimeUnit.SECONDS);
                assertThat(ask.accepted()).isTrue();
                assertThat(table.dashboard().session().undo(true).get(5, TimeUnit.SECONDS).accepted()).isTrue();
                assertThat(journal.game(first).orElseThrow().moves()).isEqualTo(7);
                assertThat(journal.game(second).orElseThrow().moves()).isEqualTo(3);

                HttpResponse<String> same = post(port, "/api/host/games/" + first + "/resume", host);
                assertThat(same.statusCode()).isEqualTo(422);
                assertThat(same.body()).contains("is the one on the table");
                assertThat(post(port, "/api/host/games/99/resume", host).body()).contains("There is no saved game 99.");
                assertThat(post(port, "/api/host/games/" + second + "/resume", "kontor_seat=" + seatToken).statusCode())
                        .as("host only").isEqualTo(403);
                assertThat(post(port, "/api/host/games/" + second + "/resume", host).statusCode()).isEqualTo(200);
                assertThat(Json.MAPPER.readTree(table.dashboard().session().current().publicView()).get("version").asLong())
                        .isEqualTo(3);
            } finally {
                table.stop();
            }
        }
    }

    private HttpResponse<String> post(int port, String path, String cookie) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + path)).header("Cookie", cookie)
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString("{}"))
                .timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void a_journal_that_replays_differently_is_refused_at_start_and_kept(@TempDir Path data) throws Exception {
        try (TestHub hub = TestHub.start(data, SEED)) {
            hub.startGame();
            hub.play(TableSession.DIGEST_EVERY + 3, new Random(SEED));
            try (Statement s = hub.journal.connection().createStatement()) {
                assertThat(s.executeUpdate("UPDATE entries SET digest = '0123456789abcdef0123456789abcdef' WHERE digest IS NOT NULL"))
                        .isEqualTo(1);
                // As a journal written before the ledger: the change is then found by the replay, not the fingerprint.
                s.execute("DROP TABLE ledger");
            }
        }
        Files.delete(data.resolve("games.acknowledged"));
        assertThatThrownBy(() -> TestHub.start(data, SEED))
                .isInstanceOf(TableSession.CannotResume.class)
                .hasMessageContaining("After move " + TableSession.DIGEST_EVERY + " the replayed game differs");
    }

    @Test
    void the_configured_language_and_dice_reach_the_pages(@TempDir Path data) throws Exception {
        try (org.kontor.hub.journal.DataFolder folder = org.kontor.hub.journal.DataFolder.open(data);
             org.kontor.hub.journal.Journal journal = org.kontor.hub.journal.Journal.open(folder)) {
            DemoTable table = DemoTable.start(new org.kontor.table.merchants.MerchantsTable(), journal, null,
                    org.kontor.hub.games.SavedGames::bundledBoardHash, () -> 1L, new DemoTable.Serving(0, "localhost", "es",
                            org.kontor.table.GameSetup.DiceSource.TABLE,
                            new org.kontor.hub.games.JournalShelf(data), Duration.ZERO));
            try {
                HttpResponse<String> defaults = get(table.port(), "/api/defaults", "");
                assertThat(Json.MAPPER.readTree(defaults.body()))
                        .isEqualTo(Json.MAPPER.readTree("{\"language\":\"es\",\"dice\":\"TABLE\"}"));
                // The host page's saved games: listed, and each one's export to download.
                String host = "kontor_host=" + table.dashboard().pairing().hostToken();
                assertThat(table.dashboard().session().start(TestHub.fourPlayers()).get(5, TimeUnit.SECONDS).accepted()).isTrue();
                JsonNode games = Json.MAPPER.readTree(get(table.port(), "/api/host/games", host).body()).get("games");
                assertThat(games).hasSize(1);
                assertThat(games.get(0).get("board").asText()).isEqualTo("europe-short");
                String exportPath = "/api/host/games/" + games.get(0).get("id").asLong() + "/export";
                assertThat(get(table.port(), exportPath, host).statusCode()).as("not while it is played").isEqualTo(409);
                assertThat(table.dashboard().session().end().get(5, TimeUnit.SECONDS).accepted()).isTrue();
                HttpResponse<String> export = get(table.port(), exportPath, host);
                assertThat(export.headers().firstValue("Content-Disposition").orElseThrow()).contains("kontor-game-");
                assertThat(export.body()).startsWith("{\"setup\":{\"game\":\"merchants\"");
                assertThat(get(table.port(), "/api/host/games", "").statusCode()).as("host only").isEqualTo(401);
            } finally {
                table.stop();
            }
        }
    }

    @Test
    void a_finished_game_is_not_resumed_and_the_lobby_comes_back(@TempDir Path data) throws Exception {
        try (TestHub hub = TestHub.start(data, SEED)) {
            hub.startGame();
            hub.play(3, new Random(SEED));
            Outcome end = hub.session().end().get(5, TimeUnit.SECONDS);
            assertThat(end.accepted()).isTrue();
        }
        try (TestHub hub = TestHub.start(data, SEED)) {
            assertThat(Json.MAPPER.readTree(hub.session().current().publicView()).at("/table/phase").asText()).isEqualTo("LOBBY");
            assertThat(hub.journal.games()).singleElement().satisfies(g -> assertThat(g.finished()).isEqualTo("ended"));
        }
    }
}

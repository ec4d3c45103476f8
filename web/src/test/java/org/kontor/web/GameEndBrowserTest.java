package org.kontor.web;

import org.kontor.table.TableGame;
import org.kontor.table.Json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.kontor.web.Browsers.assertNoScriptErrors;
import static org.kontor.web.Browsers.await;
import static org.kontor.web.Browsers.shoot;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToIntBiFunction;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.kontor.table.catan.CatanTable;
import org.kontor.table.elasund.ElasundTable;
import org.kontor.table.hansa.HansaTable;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;

/**
 * A seeded random game of Catan, Hansa Teutonica and Elasund played to its end (through the
 * session, each move a random legal one from the acting seat's own view, as its phone offers it),
 * then every phone and the table screen in Debian's Chromium: the table screen names the winner,
 * the winner's phone says "You win!", every other phone names the winner too, no phone offers a
 * move any more, every page lists each seat's final score with the total the engine counts (Catan's
 * victory point cards face up, Hansa's final scoring, Elasund's cubes), and no page has a script
 * error. Merchants of Europe has its own
 * ({@code BrowserTest.the_winner_is_shown_on_the_phones_and_the_table_screen}).
 */
@Tag("browser")
class GameEndBrowserTest {

    @RegisterExtension
    final Browsers browsers = Browsers.shared();

    private static final String[] NAMES = {"Ana", "Ben", "Cai"};

    @Test
    void a_random_catan_game_ends_and_every_page_shows_its_winner() {
        playsToTheEndAndShowsTheWinner(new CatanTable(), 2026112701L, "{\"board\":\"catan-beginner\",\"names\":[\"Ana\",\"Ben\",\"Cai\"],"
                + "\"dice\":\"VIRTUAL\",\"options\":{\"layout\":\"BEGINNER\"}}", 3, CatanMoves::choose, "catan",
                // The points on the board plus the victory point cards, now face up.
                (game, seat) -> {
                    JsonNode player = game.at("/players/" + seat);
                    assertThat(player.get("victoryPointCards").isInt()).as("seat %d's cards are face up", seat).isTrue();
                    return player.get("points").asInt() + player.get("victoryPointCards").asInt();
                });
    }

    @Test
    void a_random_hansa_game_ends_and_every_page_shows_its_winners() {
        playsToTheEndAndShowsTheWinner(new HansaTable(), 2026112702L, "{\"board\":\"hansa-3\",\"names\":[\"Ana\",\"Ben\",\"Cai\"],"
                + "\"dice\":\"VIRTUAL\",\"options\":{}}", 3, HansaMoves::choose, "hansa",
                (game, seat) -> game.at("/scores/" + seat + "/total").asInt());
    }

    @Test
    void a_random_elasund_game_ends_and_every_page_shows_its_winner() {
        playsToTheEndAndShowsTheWinner(new ElasundTable(), 2026112703L, "{\"board\":\"elasund\",\"names\":[\"Ana\",\"Ben\"],"
                + "\"dice\":\"VIRTUAL\",\"options\":{}}", 2, ElasundMoves::choose, "elasund",
                (game, seat) -> game.at("/players/" + seat + "/cubesOnBoard").asInt());
    }

    private void playsToTheEndAndShowsTheWinner(TableGame<?, ?, ?, ?> game, long seed, String start, int players,
                                                RandomPlay.Chooser moves, String name, ToIntBiFunction<JsonNode, Integer> total) {
        TestTable.run(game, seed, (t, client) -> {
            var started = TestTable.asHost(client, t, "POST", "/api/host/start", start);
            assertThat(started.code()).as(started.body().string()).isEqualTo(200);
            int made = BrowserTest.playUntil(t, seed, 50_000, moves, view -> !"PLAYING".equals(view.at("/table/phase").asText()));
            System.out.println(name + ": seed " + seed + ", the game ended after " + made + " moves");
            JsonNode end = Json.MAPPER.readTree(t.session.current().publicView());
            assertThat(end.at("/table/phase").asText()).isEqualTo("ENDED");
            JsonNode ended = end.at("/game/table").isMissingNode() ? end.at("/game") : end.at("/game/table");

            // The summary: each seat's points over the game end at the total the final scores count.
            JsonNode summary = end.get("summary");
            for (int seat = 0; seat < players; seat++) {
                JsonNode points = summary.at("/players/" + seat + "/points");
                int last = points.isEmpty() ? 0 : points.get(points.size() - 1).get("points").asInt();
                assertThat(last).as("seat %d's points at the end of the summary's line", seat).isEqualTo(total.applyAsInt(ended, seat));
            }
            assertThat(summary.get("moves").asInt()).isEqualTo(made);
            boolean dice = !"hansa".equals(name);
            assertThat(summary.get("rolls").isNull()).as("rolls only where the game has dice").isEqualTo(!dice);

            WebDriver table = browsers.hostsTableScreenAt(t, 1920, 1080);
            List<WebDriver> phones = browsers.phonesAt(t, players);
            String said = await(table).until(d -> {
                List<org.openqa.selenium.WebElement> big = d.findElements(By.cssSelector("#winner .big"));
                return big.isEmpty() ? null : big.get(0).getText();
            });
            List<String> winners = new ArrayList<>();
            for (int seat = 0; seat < players; seat++) {
                if (said.contains(NAMES[seat])) {
                    winners.add(NAMES[seat]);
                }
            }
            assertThat(winners).as("the table screen's \"%s\" names a player", said).isNotEmpty();
            assertThat(said).isIn(winners.size() == 1 ? List.of(winners.get(0) + " wins!")
                    : List.of(String.join(", ", winners) + " share the win!"));
            for (int seat = 0; seat < players; seat++) {
                WebDriver phone = phones.get(seat);
                String expected = winners.equals(List.of(NAMES[seat])) ? "You win!" : said;
                await(phone).until(d -> d.findElements(By.cssSelector("#winner .big")).stream().anyMatch(e -> e.getText().equals(expected)));
                // The summary's "Save as PDF" is no move.
                assertThat(phone.findElements(By.cssSelector("button.action:not([data-kind='print-summary'])")))
                        .as("seat %d offers no move after the end", seat).isEmpty();
            }
            List<WebDriver> all = new ArrayList<>(phones);
            all.add(table);
            for (WebDriver page : all) {
                for (int seat = 0; seat < players; seat++) {
                    String cell = "#final-scores tr[data-seat='" + seat + "'] [data-field='total']";
                    String expected = String.valueOf(total.applyAsInt(ended, seat));
                    await(page).until(d -> d.findElements(By.cssSelector(cell)).stream().anyMatch(e -> e.getText().equals(expected)));
                }
            }
            for (WebDriver page : all) {
                await(page).until(d -> !d.findElements(By.cssSelector("#summary .points-chart")).isEmpty());
                assertThat(page.findElements(By.cssSelector("#summary .points-line"))).as("a line per player").hasSize(players);
                assertThat(page.findElements(By.cssSelector("#summary .rolls"))).as("the rolls chart").hasSize(dice ? 1 : 0);
                for (int seat = 0; seat < players; seat++) {
                    assertThat(page.findElement(By.cssSelector("#earned tr[data-seat='" + seat + "'] [data-field='points']")).getText())
                            .isEqualTo(String.valueOf(total.applyAsInt(ended, seat)));
                }
            }
            // Luck where the game has dice (Catan, Elasund): a signed figure per player, never NaN.
            assertThat(phones.get(0).findElements(By.cssSelector("#earned td[data-field='luck']")))
                    .as("luck per player where the game tells it").hasSize(dice ? players : 0)
                    .allSatisfy(td -> assertThat(td.getText()).matches("[+−]?\\d+(\\.\\d)?"));
            assertThat(phones.get(0).findElement(By.id("earned")).findElements(By.cssSelector("th[data-source]")))
                    .as("a column per source, each with a heading in words")
                    .allSatisfy(th -> assertThat(th.getText()).isNotBlank().doesNotContain(".sum."));
            assertNoScriptErrors(all.toArray(WebDriver[]::new));
            shoot(table, name + "-table-screen-end");
            shoot(phones.get(0), name + "-phone-end");

            // The host's rematch keeps the setup: the same board, names, dice and options, a fresh game.
            JsonNode before = end.get("table");
            // The table screen redraws on every view it gets: a button found before a redraw is gone, so find and click at once.
            await(table).until(d -> {
                d.findElement(By.id("rematch")).click();
                return true;
            });
            await(table).until(d -> {
                try {
                    JsonNode view = Json.MAPPER.readTree(t.session.current().publicView());
                    return view.at("/table/phase").asText().equals("PLAYING") && view.get("version").asInt() == 0;
                } catch (Exception e) {
                    return false;
                }
            });
            JsonNode again = Json.MAPPER.readTree(t.session.current().publicView()).get("table");
            for (String field : List.of("board", "names", "dice", "options")) {
                assertThat(again.get(field)).as("the rematch's " + field).isEqualTo(before.get(field));
            }
            await(phones.get(0)).until(d -> d.findElements(By.id("summary")).isEmpty());
        });
    }
}

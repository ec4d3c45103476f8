package org.kontor.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.kontor.web.Browsers.assertNoScriptErrors;
import static org.kontor.web.Browsers.await;
import static org.kontor.web.Browsers.js;
import static org.kontor.web.Browsers.log;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.kontor.table.GameSetup;
import org.kontor.table.Json;
import org.kontor.table.catan.CatanTable;
import org.kontor.table.elasund.ElasundTable;
import org.kontor.table.hansa.HansaTable;
import org.kontor.table.merchants.MerchantsTable;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * What a person sees on particular screens, one finding of a play-through each: a city's name
 * drawn once on the Merchants map, the Catan host page painting three seats in the colours they
 * play, the table saying who discards and who moves the robber after a 7, counts said in words
 * that agree with them, Hansa's host page without dice and with a refusal in its own words,
 * Hansa's log naming posts by their routes, no "Physical board" panel at a phone-only table, a
 * tapped Catan corner restated by its hexes, an open Catan offer waiting for its answer only,
 * Elasund's last roll showing the dice. The
 * layout of every page is {@link LayoutBrowserTest}'s.
 */
@Tag("browser")
class ScreensBrowserTest {

    @RegisterExtension
    final Browsers browsers = Browsers.shared();

    private static void start(TestTable t, String board, List<String> names, Map<String, String> options) throws Exception {
        assertThat(t.session.start(new GameSetup(board, names, options, GameSetup.DiceSource.VIRTUAL))
                .get(5, TimeUnit.SECONDS).accepted()).isTrue();
    }

    @Test
    void merchants_city_names_are_drawn_once_above_the_pieces() {
        TestTable.run(new MerchantsTable(), 20261128L, (t, client) -> {
            start(t, "europe-main", List.of("Ana", "Ben", "Cai", "Dee"), Map.of());
            WebDriver table = browsers.tableScreenAt(t);
            await(table).until(d -> !d.findElements(By.cssSelector("#board svg #pieces")).isEmpty());
            @SuppressWarnings("unchecked")
            List<String> names = (List<String>) js(table,
                    "return [...document.querySelectorAll('#board svg text.city-name')].map((n) => n.textContent)");
            assertThat(names).contains("Gdańsk", "Kaliningrad", "Praha", "Budapest").doesNotHaveDuplicates();
            assertThat(table.findElements(By.cssSelector("#board svg use"))).as("no second copy of the names").isEmpty();
            assertThat(js(table, "return document.querySelector('#board svg').lastElementChild.id")).isEqualTo("city-names");
            assertNoScriptErrors(table);
        });
    }

    @Test
    void the_catan_host_page_paints_three_seats_in_the_colours_they_play_and_shows_their_codes_only() {
        TestTable.run(new CatanTable(), 1L, (t, client) -> {
            WebDriver host = browsers.hostPageOnTableScreen(t);
            await(host).until(d -> !d.findElements(By.cssSelector("#players")).isEmpty());
            assertThat(chips(host, ".names .chip")).containsExactly("#c8372d", "#2f5fb3", "#e9e4d8", "#e08a1e");
            new Select(host.findElement(By.id("players"))).selectByValue("3");
            await(host).until(d -> d.findElements(By.cssSelector(".names input")).size() == 3);
            // With 3 players red stays in the box: blue, white and orange, on the names and the QR cards.
            assertThat(chips(host, ".names .chip")).containsExactly("#2f5fb3", "#e9e4d8", "#e08a1e");
            await(host).until(d -> d.findElements(By.cssSelector(".joins figure.join")).size() == 3);
            assertThat(chips(host, ".joins figure.join .chip")).containsExactly("#2f5fb3", "#e9e4d8", "#e08a1e");
            assertNoScriptErrors(host);
        });
    }

    /** The chips' colours as #rrggbb, in page order. */
    @SuppressWarnings("unchecked")
    private static List<String> chips(WebDriver page, String css) {
        return (List<String>) js(page, "return [...document.querySelectorAll(arguments[0])].map((n) => {"
                + " const [r, g, b] = getComputedStyle(n).backgroundColor.match(/\\d+/g).map(Number);"
                + " return '#' + [r, g, b].map((v) => v.toString(16).padStart(2, '0')).join(''); })", css);
    }

    @Test
    void after_a_seven_the_table_says_who_discards_then_who_moves_the_robber() {
        long seed = 20261129L;
        TestTable.run(new CatanTable(), seed, (t, client) -> {
            List<String> names = List.of("Ana", "Ben", "Cai");
            start(t, "catan-beginner", names, Map.of("layout", "BEGINNER"));
            BrowserTest.playUntil(t, seed, 20_000, CatanMoves::choose, any -> pending(any).equals("discard"));
            WebDriver table = browsers.tableScreenAt(t);
            JsonNode discard = Json.MAPPER.readTree(t.session.current().publicView());
            String phase = await(table).until(d -> d.findElement(By.id("catan-phase"))).getText();
            assertThat(phase).startsWith("Discarding: ").doesNotContain("Trade and build");
            pendingNode(discard).get("cardsToDiscard").fieldNames()
                    .forEachRemaining(seat -> assertThat(phase).contains(names.get(Integer.parseInt(seat))));
            BrowserTest.playUntil(t, seed, 20_000, CatanMoves::choose, any -> pending(any).equals("move-robber"));
            int mover = pendingNode(Json.MAPPER.readTree(t.session.current().publicView())).get("seat").asInt();
            await(table).until(d -> d.findElement(By.id("catan-phase")).getText().equals(names.get(mover) + " moves the robber"));
            assertNoScriptErrors(table);
        });
    }

    @Test
    void an_open_catan_offer_waits_for_its_answer_only() {
        long seed = 20261130L;
        TestTable.run(new CatanTable(), seed, (t, client) -> {
            List<String> names = List.of("Ana", "Ben", "Cai");
            start(t, "catan-beginner", names, Map.of("layout", "BEGINNER"));
            BrowserTest.playUntil(t, seed, 20_000, CatanMoves::choose, any -> pending(any).equals("trade-offer"));
            JsonNode offer = pendingNode(Json.MAPPER.readTree(t.session.current().publicView()));
            String from = names.get(offer.get("from").asInt());
            String to = names.get(offer.get("to").asInt());
            WebDriver table = browsers.tableScreenAt(t);
            String waiting = await(table).until(d -> d.findElement(By.cssSelector(".side .waiting-for"))).getText();
            assertThat(waiting).isEqualTo("Waiting for " + to).doesNotContain(from);
            assertNoScriptErrors(table);
        });
    }

    @Test
    void elasunds_last_roll_shows_the_dice_not_the_last_move() {
        long seed = 7L;
        TestTable.run(new ElasundTable(), seed, (t, client) -> {
            start(t, "elasund", List.of("Ana", "Ben", "Cai"), Map.of());
            BrowserTest.playUntil(t, seed, 2_000, ElasundMoves::choose, new java.util.function.Predicate<>() {
                private int moves;

                @Override
                public boolean test(JsonNode any) {
                    return moves++ >= 25;
                }
            });
            WebDriver table = browsers.tableScreenAt(t);
            await(table).until(d -> d.findElements(By.cssSelector("#who-got-what .die-face")).size() == 2);
            assertThat(table.findElement(By.id("who-got-what")).getText()).containsPattern("= \\d+");
            assertNoScriptErrors(table);
        });
    }

    private static JsonNode pendingNode(JsonNode any) {
        JsonNode table = any.at("/game/table");
        return (table.isMissingNode() ? any.at("/game") : table).path("pending");
    }

    private static String pending(JsonNode any) {
        return pendingNode(any).path("type").asText();
    }

    @Test
    void a_tapped_catan_corner_is_restated_by_the_hexes_beside_it_before_the_confirm() {
        TestTable.run(new CatanTable(), 6L, (t, client) -> {
            start(t, "catan-beginner", List.of("Ana", "Ben", "Cai"), Map.of("layout", "BEGINNER"));
            WebDriver ana = browsers.phoneAt(t, 0);
            Browsers.click(ana, "button[data-kind=place-settlement]");
            Browsers.tapBoard(ana, await(ana).until(d -> d.findElement(By.cssSelector("#board svg .target"))));
            String note = await(ana).until(d -> {
                String text = d.findElement(By.id("pick-note")).getText();
                return text.isEmpty() ? null : text;
            });
            assertThat(note).matches("Place a settlement: beside (Forest|Pasture|Fields|Hills|Mountains|Desert)( \\d+)?"
                    + "(, .+)*( and .+)?\\.");
            assertNoScriptErrors(ana);
        });
    }

    @Test
    void counts_are_said_in_words_that_agree_with_them() {
        TestTable.run(new HansaTable(), 3L, (t, client) -> {
            start(t, "hansa-3", List.of("Ana", "Ben", "Cai"), Map.of());
            WebDriver phone = browsers.phoneAt(t, 0);
            Object said = ((org.openqa.selenium.JavascriptExecutor) phone).executeAsyncScript(
                    "const done = arguments[arguments.length - 1];"
                    + "import('/js/hansa.js').then(({hansa}) => { const view = {table: {names: ['Ana', 'Ben', 'Cai']}, game: {}};"
                    + " done([hansa.describe({type: 'to-stock', seat: 1, traders: 1, merchants: 0}, view),"
                    + " hansa.describe({type: 'taxes-collected', seat: 0, traders: 2, merchants: 1}, view)]); })");
            assertThat(said).isEqualTo(List.of("Ben: 1 trader back to the stock", "Ana collects taxes: 2 traders and 1 merchant"));
        });
    }

    @Test
    void the_hansa_host_page_offers_no_dice_and_refuses_a_side_in_its_own_words() {
        TestTable.run(new HansaTable(), 4L, (t, client) -> {
            WebDriver host = browsers.hostPageOnTableScreen(t);
            await(host).until(d -> !d.findElements(By.cssSelector("#players")).isEmpty());
            assertThat(host.findElements(By.cssSelector("input[name=dice]"))).as("Hansa has no dice").isEmpty();
            new Select(host.findElement(By.id("players"))).selectByValue("3");
            new Select(host.findElement(By.id("board-choice"))).selectByValue("hansa-45");
            Browsers.click(host, "#start");
            WebElement toast = await(host).until(d -> {
                WebElement node = d.findElement(By.id("toast"));
                return node.isDisplayed() ? node : null;
            });
            assertThat(toast.getText()).contains("choose the 3 player side").doesNotContain("hansa-");
            assertThat(t.session.current().publicView()).contains("\"LOBBY\"");
        });
    }

    @Test
    void hansa_log_names_posts_by_their_routes_and_a_phone_only_table_has_no_physical_board_panel() {
        long seed = 5L;
        TestTable.run(new HansaTable(), seed, (t, client) -> {
            start(t, "hansa-3", List.of("Ana", "Ben", "Cai"), Map.of());
            BrowserTest.playUntil(t, seed, 60, HansaMoves::choose, new java.util.function.Predicate<>() {
                private int moves;

                @Override
                public boolean test(JsonNode any) {
                    return moves++ >= 30;
                }
            });
            WebDriver table = browsers.tableScreenAt(t);
            await(table).until(d -> log(d).contains(" places a "));
            assertThat(log(table)).doesNotContainPattern("post \\d+").containsPattern("on \\p{L}+–\\p{L}+");
            assertThat(table.findElements(By.cssSelector(".card.sync"))).as("no sensor board: no panel").isEmpty();
            assertNoScriptErrors(table);
        });
    }
}

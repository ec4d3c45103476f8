package org.kontor.web;

import org.kontor.table.Json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.kontor.web.Browsers.assertNoScriptErrors;
import static org.kontor.web.Browsers.await;
import static org.kontor.web.Browsers.click;
import static org.kontor.web.Browsers.confirmPick;
import static org.kontor.web.Browsers.live;
import static org.kontor.web.Browsers.log;
import static org.kontor.web.Browsers.shoot;
import static org.kontor.web.Browsers.tapTarget;

import com.fasterxml.jackson.databind.JsonNode;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.kontor.engine.hansa.Ability;
import org.kontor.engine.hansa.BonusMarker;
import org.kontor.engine.hansa.Event;
import org.kontor.engine.hansa.FinalScoring;
import org.kontor.engine.hansa.Piece;
import org.kontor.table.hansa.HansaTable;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;

/**
 * Hansa Teutonica from three real phones in Debian's Chromium, on the 3 player side: Ana places
 * two traders by tapping posts, Cai displaces Ben's trader and Ben's phone prompts him to put it
 * back (a tap), Ana establishes her route and opens an office, and the table screen follows (the
 * pieces, the office, the turn card, the log), then in Spanish. Screenshots go to web/target/screenshots/.
 */
@Tag("browser")
class HansaBrowserTest {

    @RegisterExtension
    final Browsers browsers = Browsers.shared();

    /** Taps a board element the way a finger does (a click on the drawing near it), then confirms. */
    private static void tapAndConfirm(WebDriver phone, String id) {
        tapTarget(phone, id);
        confirmPick(phone);
    }

    private static void yourTurn(WebDriver phone) {
        await(phone).until(ExpectedConditions.textToBe(By.cssSelector(".turn-line.mine"), "Your turn!"));
    }

    /** The first post of the route between two cities, from the table's public view. */
    private static int firstPost(TestTable t, String a, String b) throws Exception {
        JsonNode view = Json.MAPPER.readTree(t.session.current().publicView());
        for (JsonNode route : view.at("/game/routes")) {
            String from = route.get("from").asText();
            String to = route.get("to").asText();
            if ((from.equals(a) && to.equals(b)) || (from.equals(b) && to.equals(a))) {
                return route.get("firstPost").asInt();
            }
        }
        throw new AssertionError("no route " + a + "–" + b);
    }

    /** A route as the pages name it: its two cities, "Emden–Groningen". */
    private static String routeName(TestTable t, int route) throws Exception {
        JsonNode view = Json.MAPPER.readTree(t.session.current().publicView());
        JsonNode r = view.at("/game/routes/" + route);
        return city(view, r.get("from").asText()) + "–" + city(view, r.get("to").asText());
    }

    private static String city(JsonNode view, String id) {
        for (JsonNode c : view.at("/game/cities")) {
            if (c.get("id").asText().equals(id)) {
                return c.get("name").asText();
            }
        }
        return id;
    }

    private static int route(TestTable t, int post) throws Exception {
        JsonNode view = Json.MAPPER.readTree(t.session.current().publicView());
        for (JsonNode p : view.at("/game/posts")) {
            if (p.get("post").asInt() == post) {
                return p.get("route").asInt();
            }
        }
        throw new AssertionError("no post " + post);
    }

    @Test
    void three_phones_place_displace_and_establish_and_the_table_screen_follows() {
        TestTable.run(new HansaTable(), 20261126L, (t, client) -> {
            WebDriver table = browsers.hostPageOnTableScreen(t);
            // The host page offers Hansa's sides and options in the host's words.
            await(table).until(d -> !d.findElements(By.cssSelector("select[data-option=tieBreak]")).isEmpty());
            assertThat(table.findElement(By.cssSelector("#board-choice option[value=hansa-3]")).getAttribute("textContent"))
                    .isEqualTo("The 3 player side");
            assertThat(table.findElements(By.cssSelector("select[data-option]"))).hasSize(7);
            var started = TestTable.asHost(client, t, "POST", "/api/host/start",
                    "{\"board\":\"hansa-3\",\"names\":[\"Ana\",\"Ben\",\"Cai\"],\"dice\":\"VIRTUAL\",\"options\":{}}");
            assertThat(started.code()).as(started.body().string()).isEqualTo(200);
            table.get(t.origin() + "/table.html");
            List<WebDriver> phones = browsers.phonesAt(t, 3);
            live(table);
            WebDriver ana = phones.get(0);
            WebDriver ben = phones.get(1);
            WebDriver cai = phones.get(2);
            int dortmund = firstPost(t, "dortmund", "duisburg");
            int kampen = firstPost(t, "arnheim", "kampen");

            // Ana's phone shows her player board: the five tracks at their start, stock and supply.
            yourTurn(ana);
            assertThat(ana.findElements(By.cssSelector("#player-board .hz-track"))).hasSize(5);
            assertThat(ana.findElement(By.cssSelector(".hz-track[data-ability=actions] .hz-cell.current")).getText()).isEqualTo("2");
            assertThat(ana.findElement(By.cssSelector("#player-board [data-field=supply] .stat-value")).getText()).isEqualTo("5 + 1");
            // Two traders on Dortmund–Duisburg, each tapped on the board.
            for (int post : new int[] {dortmund, dortmund + 1}) {
                click(ana, "button[data-kind=place-TRADER]");
                tapAndConfirm(ana, "post-" + post);
                await(table).until(d -> !d.findElements(By.cssSelector("#board svg .trader[data-post='" + post + "']")).isEmpty());
            }
            assertThat(table.findElement(By.cssSelector("#board svg .trader[data-post='" + dortmund + "']")).getAttribute("fill"))
                    .as("Ana plays yellow").isEqualTo("#f2c81f");
            shoot(ana, "hansa-phone-placed");
            click(ana, "button[data-kind=end-turn]");

            // Ben places a trader on Arnheim–Kampen; Cai displaces it.
            yourTurn(ben);
            click(ben, "button[data-kind=place-TRADER]");
            tapAndConfirm(ben, "post-" + kampen);
            click(ben, "button[data-kind=end-turn]");
            yourTurn(cai);
            click(cai, "button[data-kind=displace-TRADER]");
            tapAndConfirm(cai, "post-" + kampen);
            // Ben's phone asks him to put the trader back, on a post of a route nearby.
            await(ben).until(ExpectedConditions.visibilityOfElementLocated(By.id("displaced-prompt")));
            assertThat(ben.findElement(By.id("displaced-prompt")).getText())
                    .isEqualTo("You were displaced: put your trader on a free post of a route nearby.");
            assertThat(ana.findElements(By.id("displaced-prompt"))).as("only the displaced phone prompts").isEmpty();
            await(table).until(d -> d.findElement(By.cssSelector(".side")).getText().contains("Waiting for Ben"));
            click(ben, "button[data-kind=relocate]");
            await(ben).until(d -> !d.findElements(By.cssSelector("#board svg .post.target")).isEmpty());
            String back = ben.findElements(By.cssSelector("#board svg .post.target")).get(0).getAttribute("id");
            assertThat(route(t, Integer.parseInt(back.substring("post-".length())))).as("not the route it was displaced from")
                    .isNotEqualTo(route(t, kampen));
            shoot(ben, "hansa-phone-displaced");
            tapAndConfirm(ben, back);
            // A post is named by its route, as a player finds it on the board.
            String backRoute = routeName(t, route(t, Integer.parseInt(back.substring("post-".length()))));
            await(table).until(d -> log(d).contains("Ben puts a trader on " + backRoute));
            click(ben, "button[data-kind=stop-relocating]");
            // Declining the extra piece is an entry of its own, in words, not a bare name.
            await(table).until(d -> log(d).contains("Ben places no more pieces (1 could have been placed)"));
            click(cai, "button[data-kind=end-turn]");

            // Ana establishes Dortmund–Duisburg and opens an office with one of its traders.
            yourTurn(ana);
            click(ana, "button[data-kind=establish]");
            tapAndConfirm(ana, "route-" + route(t, dortmund));
            // The choices appear, and the office slot it would take is highlighted on the board: Ana taps Duisburg's.
            await(ana).until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector("[data-establish=establish-office]")));
            assertThat(ana.findElement(By.cssSelector("[data-establish=establish]")).getText()).isEqualTo("Prestige and the marker only");
            tapAndConfirm(ana, "office-duisburg-0");
            await(table).until(d -> !d.findElements(By.cssSelector("#board svg .hz-piece[data-office]")).isEmpty());
            await(table).until(d -> log(d).contains("Ana establishes Dortmund–Duisburg"));
            assertThat(log(table)).contains("Ana opens an office in Duisburg with a trader");
            assertThat(table.findElement(By.cssSelector("#board svg .hz-piece[data-office='duisburg-0']")).getAttribute("fill"))
                    .isEqualTo("#f2c81f");
            assertThat(table.findElement(By.cssSelector("#hz-status [data-field=actions-left] .stat-value")).getText()).isEqualTo("1");
            assertThat(table.findElements(By.cssSelector("#hz-boards .hz-players tbody tr"))).hasSize(3);
            assertThat(table.findElement(By.cssSelector("#hz-boards tr[data-seat='0'] [data-field=actions]")).getText()).isEqualTo("2");
            assertThat(table.findElements(By.cssSelector("#board svg .hz-bonus"))).as("the three start markers").hasSize(3);
            assertThat(table.findElement(By.id("face-down")).getText()).isEqualTo("Bonus markers face down: 13");
            shoot(table, "hansa-table-screen");

            // Spanish on the table screen, and every Hansa event has a text in both languages.
            click(table, "button.lang");
            await(table).until(d -> log(d).contains("Ana establece Dortmund–Duisburg"));
            assertThat(untranslatedAndDescribed(table)).isEmpty();
            assertNoScriptErrors(ana, ben, cai, table);
        });
    }

    /** Every Hansa event, with the odd forms of some, described in both languages (EventTexts). */
    static List<String> untranslatedAndDescribed(WebDriver page) throws Exception {
        List<Object> events = new ArrayList<>(EventTexts.everyType(Event.class, HansaBrowserTest::sample));
        events.add(new Event.Relocated(1, 4, Piece.TRADER, "post 7"));
        events.add(new Event.OfficeOpened(1, 0, -1, Piece.MERCHANT));
        events.add(new Event.GameEnded("Green reached 20 prestige points", List.of(), List.of(1, 2)));
        events.add(new Event.GameEnded("10 cities completed", List.of(), List.of(0)));
        return EventTexts.problems(page, "hansa", events, """
                {table: {names: ['Ana', 'Ben', 'Cai'], colours: ['YELLOW', 'GREEN', 'BLUE']}, seat: 0,
                  game: {table: {cities: [{city: 0, id: 'arnheim', name: 'Arnheim'}, {city: 1, id: 'kampen', name: 'Kampen'}],
                    routes: [{route: 0, from: 'arnheim', to: 'kampen', firstPost: 0, posts: 3}]}}}""", "hz\\.|ev\\.|#\\d");
    }

    private static Object sample(Type type, String field) {
        if (type == int.class) {
            return switch (field) {
                case "city", "route", "slot", "space", "rank", "seat" -> 0;
                case "post", "from", "victim", "owner", "next" -> 1;
                case "to" -> 2;
                case "points" -> 7;
                default -> 3;
            };
        }
        if (type == String.class) {
            return switch (field) {
                case "why" -> "city control";
                case "source" -> "stock";
                default -> "no replacement bonus marker";
            };
        }
        if (type == Piece.class) {
            return Piece.MERCHANT;
        }
        if (type == Ability.class) {
            return Ability.BOOK;
        }
        if (type == BonusMarker.class) {
            return BonusMarker.REMOVE_THREE;
        }
        if (type instanceof ParameterizedType p && p.getRawType() == List.class) {
            return p.getActualTypeArguments()[0] == Integer.class ? List.of(1) : List.of(new FinalScoring.Score(1, 20, 4, 6, 0, 2, 8, 40));
        }
        throw new IllegalStateException("no sample for " + type + " " + field);
    }
}

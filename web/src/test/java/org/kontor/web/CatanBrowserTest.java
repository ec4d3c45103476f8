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
import static org.kontor.web.Browsers.tapBoard;

import com.fasterxml.jackson.databind.JsonNode;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.kontor.engine.board.Resource;
import org.kontor.engine.catan.DevelopmentCard;
import org.kontor.engine.catan.Event;
import org.kontor.engine.resources.Resources;
import org.kontor.table.catan.CatanTable;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;

/**
 * Catan from real phones in Debian's Chromium: three players place their settlements and roads by
 * tapping the board, roll table dice, a 7 moves the robber onto a marked hex and steals, and the
 * table screen follows (pieces, who got what, the log), with the stolen resource shown to thief
 * and victim only. Screenshots go to web/target/screenshots/.
 */
@Tag("browser")
class CatanBrowserTest {

    private static final String[] NAMES = {"Ana", "Ben", "Cai"};

    @RegisterExtension
    final Browsers browsers = Browsers.shared();

    /** Taps a board element the way a finger does (a click on the drawing near it), then confirms. */
    private static void tapAndConfirm(WebDriver phone, WebElement target) {
        tapBoard(phone, target);
        confirmPick(phone);
    }

    /** Places with the button {@code kind}, on the first place the board highlights. */
    private static void place(WebDriver phone, String kind) {
        click(phone, "button[data-kind=" + kind + "]");
        await(phone).until(d -> !d.findElements(By.cssSelector("#board svg .target")).isEmpty());
        tapAndConfirm(phone, phone.findElements(By.cssSelector("#board svg .target")).get(0));
    }

    /** Table dice: the two faces, then send. */
    private static void roll(WebDriver phone, int a, int b) {
        click(phone, "button[data-die='0-" + a + "']");
        click(phone, "button[data-die='1-" + b + "']");
        click(phone, "button[data-kind=dice-send]");
    }

    @Test
    void three_phones_found_the_island_roll_and_rob_and_the_table_screen_follows() {
        TestTable.run(new CatanTable(), 20261125L, (t, client) -> {
            WebDriver table = browsers.hostPageOnTableScreen(t);
            // The host page offers Catan's options, in the host's words.
            await(table).until(d -> !d.findElements(By.cssSelector("select[data-option=layout]")).isEmpty());
            assertThat(table.findElement(By.cssSelector("select[data-option=layout] option[value=BEGINNER]")).getAttribute("textContent"))
                    .isEqualTo("beginner (the printed layout)");
            assertThat(table.findElements(By.cssSelector("select[data-option]"))).hasSize(5);
            var started = TestTable.asHost(client, t, "POST", "/api/host/start",
                    "{\"board\":\"catan-beginner\",\"names\":[\"Ana\",\"Ben\",\"Cai\"],\"dice\":\"TABLE\",\"options\":{\"layout\":\"BEGINNER\"}}");
            assertThat(started.code()).as(started.body().string()).isEqualTo(200);
            table.get(t.origin() + "/table.html");
            List<WebDriver> phones = browsers.phonesAt(t, 3);
            live(table);

            // The founding phase in snake order, each settlement and road tapped on the board.
            for (int seat : new int[] {0, 1, 2, 2, 1, 0}) {
                WebDriver phone = phones.get(seat);
                await(phone).until(ExpectedConditions.textToBe(By.cssSelector(".turn-line.mine"), "Your turn!"));
                place(phone, "place-settlement");
                place(phone, "place-road");
            }
            await(table).until(d -> d.findElements(By.cssSelector("#board svg .settlement")).size() == 6);
            // The last road was tapped after the last settlement: the table screen may show it a view later.
            await(table).until(d -> d.findElements(By.cssSelector("#board svg .road")).size() == 6);
            // With 3 players red stays in the box: Ana plays blue.
            assertThat(table.findElement(By.cssSelector("#board svg .settlement[data-owner='0']")).getAttribute("fill")).isEqualTo("#2f5fb3");
            WebDriver ana = phones.get(0);
            WebDriver ben = phones.get(1);
            WebDriver cai = phones.get(2);
            await(ana).until(d -> d.findElements(By.cssSelector(".tile[data-res]:not(.zero)")).size() > 0);   // the second settlement's cards
            shoot(ana, "catan-phone-after-setup");

            // Ana rolls 4 + 4 on the table's dice; the table screen shows the roll and who got what.
            roll(ana, 4, 4);
            await(table).until(ExpectedConditions.textMatches(By.id("who-got-what"), Pattern.compile("Ana's roll")));
            assertThat(table.findElement(By.id("who-got-what")).getText()).contains("= 8");
            await(ben).until(d -> log(d).contains("Ana rolled 4 + 4 = 8"));
            click(ana, "button[data-kind=end-turn]");

            // Ben rolls a 7 and moves the robber to a hex where somebody with cards has a settlement.
            await(ben).until(ExpectedConditions.textToBe(By.cssSelector(".turn-line.mine"), "Your turn!"));
            roll(ben, 3, 4);
            JsonNode robber = awaitAction(t, 1, "move-robber");
            JsonNode steal = null;
            for (JsonNode choice : robber.get("choices")) {
                if (choice.get("victim").asInt() >= 0 && choice.get("victim").asInt() != 1) {
                    steal = choice;
                    break;
                }
            }
            assertThat(steal).as("a hex with somebody to rob").isNotNull();
            int hex = steal.get("hex").asInt();
            int victim = steal.get("victim").asInt();
            click(ben, "button[data-kind=move-robber]");
            await(ben).until(d -> !d.findElements(By.cssSelector("#board svg .target")).isEmpty());
            assertThat(ben.findElements(By.cssSelector("#board svg polygon.target")).size()).as("the robber's hexes are marked")
                    .isEqualTo(robber.get("choices").findValues("hex").stream().map(JsonNode::asInt).distinct().count());
            shoot(ben, "catan-phone-robber");
            tapAndConfirm(ben, ben.findElement(By.id("hex-" + hex)));
            if (!ben.findElements(By.cssSelector("[data-victim]")).isEmpty()) {
                click(ben, "[data-victim='" + victim + "']");
            }
            WebDriver robbed = phones.get(victim);
            await(robbed).until(d -> d.findElement(By.id("toast")).getText().contains("Ben took 1 "));
            await(ben).until(d -> d.findElement(By.id("toast")).getText().contains("You took 1 "));
            String stolen = ben.findElement(By.id("toast")).getText().replaceAll(".*You took 1 (\\w+) from.*", "$1");
            WebDriver other = phones.get(victim == 0 ? 2 : 0);
            for (WebDriver page : List.of(other, table)) {
                await(page).until(d -> log(d).contains("Ben steals a card from " + NAMES[victim]));
                assertThat(log(page)).as("the resource stays between thief and victim").doesNotContain("steals 1 " + stolen);
            }
            assertThat(log(ben)).contains("Ben steals 1 " + stolen + " from " + NAMES[victim]);
            click(ben, "button[data-kind=end-turn]");

            // Cai's turn: the table screen says so, and Cai rolls a 6.
            await(cai).until(ExpectedConditions.textToBe(By.cssSelector(".turn-line.mine"), "Your turn!"));
            await(table).until(ExpectedConditions.textToBe(By.id("turn-big"), "Cai's turn"));
            roll(cai, 5, 1);
            await(table).until(ExpectedConditions.textMatches(By.id("who-got-what"), Pattern.compile("Cai's roll")));
            assertThat(table.findElements(By.cssSelector(".players tbody tr"))).hasSize(3);
            assertThat(table.findElement(By.cssSelector("#board svg .robber"))).isNotNull();
            shoot(table, "catan-table-screen");

            // Spanish on the table screen, and every Catan event has a text in both languages.
            click(table, "button.lang");
            await(table).until(d -> log(d).contains("sacó 5 + 1 = 6"));
            assertThat(untranslatedAndDescribed(table)).isEmpty();
            assertNoScriptErrors(phones.toArray(WebDriver[]::new));
            assertNoScriptErrors(table);
        });
    }

    /** Waits (up to 20 s: the suite also runs on a loaded host) until {@code seat}'s legal actions hold {@code kind}, and returns that action. */
    private static JsonNode awaitAction(TestTable t, int seat, String kind) throws Exception {
        for (int i = 0; i < 400; i++) {
            for (JsonNode action : Json.MAPPER.readTree(t.session.current().seatView(seat)).get("legal")) {
                if (action.get("kind").asText().equals(kind)) {
                    return action;
                }
            }
            Thread.sleep(50);
        }
        throw new AssertionError(kind + " never became legal for seat " + seat);
    }

    /** Every Catan event described in both languages (EventTexts). */
    private static List<String> untranslatedAndDescribed(WebDriver page) throws Exception {
        return EventTexts.problems(page, "catan", EventTexts.everyType(Event.class, CatanBrowserTest::sample), """
                {table: {names: ['Ana', 'Ben', 'Cai'], colours: ['BLUE', 'WHITE', 'ORANGE']}, seat: 0,
                  game: {table: {hexes: [{hex: 0, terrain: 'FOREST', number: 11}, {hex: 1, terrain: 'DESERT', number: 0}]}}}""",
                "ev\\.|cn\\.|res\\.");
    }

    private static Object sample(Type type, String field) {
        if (type == int.class) {
            return switch (field) {
                case "first" -> 3;
                case "second", "length", "knights" -> 5;
                case "roll" -> 8;
                case "hex" -> 0;
                case "points" -> 10;
                default -> 1;
            };
        }
        if (type == boolean.class) {
            return true;
        }
        if (type == Resources.class) {
            return Resources.NONE.plus(Resource.BRICK, 1).plus(Resource.ORE, 2);
        }
        if (type == Resource.class) {
            return Resource.GRAIN;
        }
        if (type == DevelopmentCard.class) {
            return DevelopmentCard.YEAR_OF_PLENTY;
        }
        if (type instanceof ParameterizedType p) {
            Type[] args = p.getActualTypeArguments();
            if (p.getRawType() == List.class) {
                return List.of(Resource.WOOL);
            }
            if (p.getRawType() == Map.class) {
                return args[1] == Resources.class ? Map.of(1, Resources.NONE.plus(Resource.LUMBER, 2)) : Map.of(1, 2, 2, 1);
            }
        }
        throw new IllegalStateException("no sample for " + type + " " + field);
    }
}

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
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.kontor.engine.elasund.Event;
import org.kontor.engine.elasund.Influence;
import org.kontor.table.elasund.ElasundTable;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;

/**
 * Elasund from two real phones in Debian's Chromium: Ana places a building permit by tapping a
 * square (the phase-3 choice), then builds a merchant's house over it, tapping its square with
 * the footprint previewed before she confirms; later she builds the first church tile and keeps
 * one of the two she drew, which only her phone offers. The table screen follows (the board, the
 * turn card, the log, the provisional data), then in Spanish, with every event's text in both
 * languages and the final standing. Ben's turns and Ana's gold-taking turns between go through
 * the session, to keep the page loads few. Screenshots go to web/target/screenshots/.
 */
@Tag("browser")
class ElasundBrowserTest {

    @RegisterExtension
    final Browsers browsers = Browsers.shared();

    private static JsonNode seatView(TestTable t, int seat) throws Exception {
        return Json.MAPPER.readTree(t.session.current().seatView(seat));
    }

    /** The first of {@code seat}'s legal choices of {@code kind} that {@code which} accepts, waiting for it to become legal. */
    private static JsonNode choice(TestTable t, int seat, String kind, Predicate<JsonNode> which) throws Exception {
        for (int i = 0; i < 400; i++) {
            for (JsonNode action : seatView(t, seat).get("legal")) {
                if (action.get("kind").asText().equals(kind)) {
                    for (JsonNode c : action.get("choices")) {
                        if (which.test(c)) {
                            return c;
                        }
                    }
                }
            }
            Thread.sleep(50);
        }
        throw new AssertionError(kind + " never became legal for seat " + seat);
    }

    private static void act(TestTable t, int seat, JsonNode command) throws Exception {
        var outcome = t.session.act(seat, seatView(t, seat).get("version").asLong(), command).get(10, TimeUnit.SECONDS);
        assertThat(outcome.accepted()).as("%s: %s", command, outcome.message()).isTrue();
    }

    /** Answers what a roll may ask (the ship's row, the pirates' row, discards) with the first legal choice. */
    private static void settle(TestTable t) throws Exception {
        for (int round = 0; round < 10; round++) {
            JsonNode pub = Json.MAPPER.readTree(t.session.current().publicView());
            boolean asked = false;
            for (JsonNode need : pub.get("needs")) {
                for (JsonNode action : seatView(t, need.asInt()).get("legal")) {
                    String kind = action.get("kind").asText();
                    if (kind.equals("move-ship") || kind.equals("discard") || kind.equals("replace-cottage")) {
                        act(t, need.asInt(), action.get("choices").get(0));
                        asked = true;
                        break;
                    }
                }
            }
            if (!asked) {
                return;
            }
        }
    }

    /** A turn through the session: roll, then 2 gold, then the end. */
    private static void goldTurn(TestTable t, int seat) throws Exception {
        act(t, seat, choice(t, seat, "roll", c -> true));
        settle(t);
        act(t, seat, choice(t, seat, "take-gold", c -> true));
        act(t, seat, choice(t, seat, "end-turn", c -> true));
    }

    /** Dice rolled at the table: the phone enters them for the opening roll and for the turn's roll. */
    @Test
    void with_table_dice_the_phone_enters_the_opening_roll_and_the_turns_roll() {
        TestTable.run(new ElasundTable(), 20261129L, (t, client) -> {
            var started = TestTable.asHost(client, t, "POST", "/api/host/start",
                    "{\"board\":\"elasund\",\"names\":[\"Ana\",\"Ben\"],\"dice\":\"TABLE\"}");
            assertThat(started.code()).as(started.body().string()).isEqualTo(200);
            WebDriver table = browsers.tableScreen();
            table.get(t.origin() + "/table.html");
            List<WebDriver> phones = browsers.phonesAt(t, 2);
            live(table);
            WebDriver ana = phones.get(0);
            await(ana).until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector(".dice-entry")));
            shoot(ana, "elasund-phone-opening-roll-table-dice");
            shoot(table, "elasund-table-opening-roll-table-dice");
            click(ana, "button[data-die='0-5']");
            click(ana, "button[data-die='1-6']");
            click(ana, "button[data-kind=dice-send]");
            await(ana).until(d -> {
                try {
                    return seatView(t, 0).path("legal").findValues("kind").stream().noneMatch(k -> k.asText().equals("opening-roll"));
                } catch (Exception e) {
                    return false;
                }
            });
            // Ben rolls next, on his own phone: the same entry.
            WebDriver ben = phones.get(1);
            await(ben).until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector(".dice-entry")));
            assertNoScriptErrors(ana);
        });
    }

    @Test
    void two_phones_place_a_permit_build_by_tap_and_take_a_church_tile_and_the_table_screen_follows() {
        TestTable.run(new ElasundTable(), 20261126L, (t, client) -> {
            WebDriver table = browsers.tableScreen();
            table.get(t.origin() + "/host?token=" + t.pairing.hostToken());
            var started = TestTable.asHost(client, t, "POST", "/api/host/start",
                    "{\"board\":\"elasund\",\"names\":[\"Ana\",\"Ben\"],\"dice\":\"VIRTUAL\",\"options\":{\"startPlayer\":\"0\"}}");
            assertThat(started.code()).as(started.body().string()).isEqualTo(200);
            table.get(t.origin() + "/table.html");
            List<WebDriver> phones = browsers.phonesAt(t, 2);
            live(table);
            WebDriver ana = phones.get(0);
            WebDriver ben = phones.get(1);

            // Ana's phone shows her hand: 3 gold and 1 influence card, which only she sees.
            await(ana).until(ExpectedConditions.textToBe(By.cssSelector(".turn-line.mine"), "Your turn!"));
            assertThat(ana.findElement(By.cssSelector("#hand .tile[data-res=gold] .tile-count")).getText()).isEqualTo("3");
            assertThat(ana.findElements(By.cssSelector("#hand .tile[data-res^=influence]"))).hasSize(3);
            assertThat(ana.findElement(By.id("permits")).getText()).isEqualTo("Permits beside the board: 0 1 2 3 4");
            assertThat(table.findElements(By.cssSelector("#hand"))).as("no hand on the table screen").isEmpty();
            // The 2-player building area: its gates and walls shown, the 3- and 4-player ones hidden, squares past column 4 dimmed.
            await(table).until(d -> d.findElement(By.id("area-2")).isDisplayed());
            assertThat(table.findElement(By.id("area-4")).isDisplayed()).isFalse();
            assertThat(table.findElement(By.id("sq-5-2")).getAttribute("class")).contains("outside");
            assertThat(table.findElement(By.id("sq-4-2")).getAttribute("class")).doesNotContain("outside");

            // Ana rolls on her phone, then places permit 0 on a square of the ship's row, tapped on the board.
            click(ana, "button[data-kind=roll]");
            settle(t);
            JsonNode permit = choice(t, 0, "place-permit", c -> c.get("value").asInt() == 0 && !c.hasNonNull("colour")
                    && c.get("column").asInt() <= 3);
            await(ana).until(ExpectedConditions.visibilityOfElementLocated(By.id("phase3")));
            click(ana, "button[data-kind=place-permit-0]");
            String permitSquare = "sq-" + permit.get("column").asInt() + "-" + permit.get("row").asInt();
            tapTarget(ana, permitSquare);
            confirmPick(ana);
            String at = permit.get("column").asInt() + "-" + permit.get("row").asInt();
            await(table).until(d -> !d.findElements(By.cssSelector("#board svg .es-permit-piece[data-at='" + at + "']")).isEmpty());
            String placed = "Ana places permit 0 at column " + permit.get("column").asInt() + ", row "
                    + permit.get("row").asInt() + " for 0 gold";
            await(table).until(d -> log(d).contains(placed));
            click(ana, "button[data-kind=end-turn]");
            goldTurn(t, 1);

            // Ana's second turn: a merchant's house over her permit, its 2 by 1 footprint previewed before she confirms.
            act(t, 0, choice(t, 0, "roll", c -> true));
            settle(t);
            JsonNode house = choice(t, 0, "build", c -> c.get("building").asText().equals("house"));
            click(ana, "button[data-kind=build-house]");
            String houseSquare = "sq-" + house.get("column").asInt() + "-" + house.get("row").asInt();
            tapTarget(ana, houseSquare);
            WebElement preview = await(ana).until(d -> d.findElement(By.cssSelector("#board svg #footprint-preview")));
            assertThat(preview.getAttribute("data-building")).isEqualTo("house");
            assertThat(Double.parseDouble(preview.getAttribute("width"))).as("two squares wide").isEqualTo(2 * 56 - 4);
            assertThat(Double.parseDouble(preview.getAttribute("height"))).as("one square high").isEqualTo(56 - 4);
            assertThat(ana.findElement(By.id("pick-note")).getText()).startsWith("Merchant's house at column " + house.get("column").asInt());
            shoot(ana, "elasund-phone-footprint");
            confirmPick(ana);
            String houseAt = house.get("column").asInt() + "-" + house.get("row").asInt();
            await(table).until(d -> !d.findElements(By.cssSelector("#board svg .es-building[data-at='" + houseAt + "']")).isEmpty());
            assertThat(table.findElement(By.cssSelector("#board svg .es-building[data-at='" + houseAt + "']")).getAttribute("fill"))
                    .as("Ana plays red").isEqualTo("#c8372d");
            await(table).until(d -> log(d).contains("Ana builds Merchant's house at column " + house.get("column").asInt()));
            assertThat(ana.findElements(By.cssSelector("#board svg #footprint-preview"))).as("the preview goes once built").isEmpty();
            act(t, 0, choice(t, 0, "take-gold", c -> true));
            act(t, 0, choice(t, 0, "end-turn", c -> true));

            // Gold turns until Ana can pay a church tile (7 gold) in her building phase.
            goldTurn(t, 1);
            for (int turn = 0; turn < 8; turn++) {
                act(t, 0, choice(t, 0, "roll", c -> true));
                settle(t);
                if (seatView(t, 0).at("/game/gold").asInt() >= 7) {
                    break;
                }
                act(t, 0, choice(t, 0, "take-gold", c -> true));
                act(t, 0, choice(t, 0, "end-turn", c -> true));
                goldTurn(t, 1);
            }
            click(ana, "button[data-kind=build-church]");
            // Only Ana's phone offers the two tiles she drew; Ben's neither shows nor holds them.
            await(ana).until(ExpectedConditions.visibilityOfElementLocated(By.id("church-choice")));
            List<WebElement> tiles = ana.findElements(By.cssSelector("[data-kind=keep-church-tile] button[data-tile]"));
            assertThat(tiles).hasSize(2);
            assertThat(ben.findElements(By.id("church-choice"))).isEmpty();
            assertThat(seatView(t, 1).at("/game/churchChoice")).isEmpty();
            await(table).until(d -> log(d).contains("Ana draws two church tiles and keeps one"));
            String kept = tiles.get(0).getAttribute("data-tile");
            shoot(ana, "elasund-phone-church");
            tiles.get(0).click();
            await(table).until(d -> !d.findElements(By.cssSelector("#board svg .es-church-tile[data-tile='" + kept + "']")).isEmpty());
            await(table).until(d -> log(d).contains("Ana builds church tile " + kept));
            assertThat(table.findElement(By.id("church-left")).getText()).isEqualTo("Church tiles face down: 8");
            assertThat(table.findElements(By.cssSelector(".es-players tbody tr"))).hasSize(2);
            assertThat(table.findElement(By.cssSelector(".es-players tr[data-seat='1'] [data-field=cards]")).getText())
                    .isEqualTo(String.valueOf(seatView(t, 1).at("/game/gold").asInt() + influence(seatView(t, 1))));
            assertThat(table.findElement(By.cssSelector("#provisional summary")).getText()).isEqualTo("Provisional data");
            // The legend names every printed symbol, each drawn as on the board.
            click(table, "#legend summary");
            assertThat(table.findElements(By.cssSelector("#legend li svg.es-legend-icon"))).hasSize(6);
            assertThat(table.findElement(By.id("legend")).getText()).contains("Windmill: a trade zone", "City gate", "Church foundation",
                    "City wall space", "Sea space", "Trade track flag");
            shoot(table, "elasund-table-screen");

            // Spanish on the table screen; every event has a text in both languages; the final standing in both.
            click(table, "button.lang");
            await(table).until(d -> log(d).contains("Ana construye la loseta de iglesia " + kept));
            assertThat(untranslatedAndDescribed(table)).isEmpty();
            assertThat(finale(table)).containsExactly("¡Gana Ben!", "Ben tiene sus 10 cubos en el tablero",
                    "Ben wins!", "Ben has all 10 cubes on the board");
            assertNoScriptErrors(ana, ben, table);
        });
    }

    private static int influence(JsonNode seatView) {
        int n = 0;
        for (JsonNode count : seatView.at("/game/influence")) {
            n += count.asInt();
        }
        return n;
    }

    /** The finale's headline and end sentence for a game Ben won, in Spanish then English. */
    @SuppressWarnings("unchecked")
    private static List<String> finale(WebDriver page) {
        return (List<String>) ((JavascriptExecutor) page).executeAsyncScript("""
                const done = arguments[arguments.length - 1];
                Promise.all([import('/js/i18n.js'), import('/js/elasund.js')]).then(([i, m]) => {
                  const view = {seat: -1, table: {names: ['Ana', 'Ben'], colours: ['RED', 'BLUE']}, game: {end: {key: 'elasund.end.all-cubes', args: [1]},
                    players: [{seat: 0, cubesOnBoard: 7, tradePoints: 3, wallsBuilt: 1}, {seat: 1, cubesOnBoard: 10, tradePoints: 5, wallsBuilt: 0}],
                    buildings: [{seat: 1, cubes: 6}, {seat: 0, cubes: 5}], walls: [{seat: 0, tower: true}], tradeTrack: [{seats: [0, 1]}]}};
                  const out = [];
                  for (const lang of ['es', 'en']) {
                    i.setLanguage(lang);
                    const node = m.elasund.finale(view);
                    out.push(node.querySelector('.big').textContent, node.querySelector('#end-reason').textContent);
                  }
                  done(out);
                }).catch((e) => done([String(e)]));
                """);
    }

    /** Every Elasund event described in both languages (EventTexts). */
    private static List<String> untranslatedAndDescribed(WebDriver page) throws Exception {
        List<Object> events = new ArrayList<>(EventTexts.everyType(Event.class, ElasundBrowserTest::sample));
        events.add(new Event.ShipMoved(8, true));
        events.add(new Event.WallBuilt(1, 2, 3, 4, "tower"));
        events.add(new Event.CubePlaced(0, "trade 5"));
        for (String why : List.of("covering a building of the same size", "a permit in any row", "moving a permit",
                "upgrading a permit", "a permit anywhere", "2 gold")) {
            events.add(new Event.InfluencePaid(0, Influence.RED, 2, why));
        }
        return EventTexts.problems(page, "elasund", events,
                "{table: {names: ['Ana', 'Ben'], colours: ['RED', 'BLUE']}, seat: 0, game: {}}", "es\\.|option\\.|undefined");
    }

    private static Object sample(Type type, String field) {
        if (type == int.class) {
            return switch (field) {
                case "seat", "owner" -> 0;
                case "to", "next" -> 1;
                case "row" -> 5;
                case "die1" -> 4;
                default -> 2;
            };
        }
        if (type == boolean.class) {
            return false;
        }
        if (type == Influence.class) {
            return Influence.BLUE;
        }
        if (type == String.class) {
            return switch (field) {
                case "building" -> "shop";
                case "kind" -> "influence";
                case "why" -> "moving a permit";
                case "reward" -> "2 influence";
                default -> "church";
            };
        }
        if (field.equals("seats")) {
            return List.of(0, 1);
        }
        if (field.equals("expectedIn72ths")) {
            return java.util.Map.of(0, 36);
        }
        throw new IllegalStateException("no sample for " + type + " " + field);
    }
}

package org.kontor.web;

import org.kontor.table.Json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.kontor.web.Browsers.await;
import static org.kontor.web.Browsers.js;
import static org.kontor.web.Browsers.live;
import static org.kontor.web.Browsers.shoot;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.kontor.table.elasund.ElasundTable;
import org.kontor.web.elasund.ShortDeckElasund;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;

/**
 * The Elasund phone screens ElasundBrowserTest does not reach, each from a seeded table brought to
 * the moment through the session, then played on a real phone in Debian's Chromium: giving up
 * influence cards when the cards run out; a city wall on the slot tapped, for that slot's cost;
 * moving a permit (two taps, then the colour paid) and upgrading one (a pill per swap and colour);
 * the pirates' demand to a player with a cube in their row.
 * Screenshots go to web/target/screenshots/.
 */
@Tag("browser")
class ElasundScreensBrowserTest {

    private static final List<String> COLOURS = List.of("blue", "green", "red");

    @RegisterExtension
    final Browsers browsers = Browsers.shared();

    private static void click(WebDriver phone, WebElement button) {
        ((JavascriptExecutor) phone).executeScript("arguments[0].scrollIntoView({block:'center'})", button);
        button.click();
    }

    private static void click(WebDriver phone, String css) {
        click(phone, await(phone).until(ExpectedConditions.elementToBeClickable(By.cssSelector(css))));
    }

    /** Every log's text on the page (the last roll's and the whole game's), read in one script: the page redraws them as views come. */
    private static String log(WebDriver page) {
        return String.valueOf(js(page, "return [...document.querySelectorAll('.log')].map((l) => l.innerText).join('\\n');"));
    }

    /** Taps a board element the way a finger does (a click on the drawing at its centre). */
    private static void tap(WebDriver phone, String id) {
        WebElement target = await(phone).until(d -> d.findElement(By.cssSelector("#board svg #" + id + ".target")));
        ((JavascriptExecutor) phone).executeScript("arguments[0].scrollIntoView({block:'center'});"
                + "const r = arguments[0].getBoundingClientRect();"
                + "arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true, clientX: r.left + r.width / 2,"
                + " clientY: r.top + r.height / 2}))", target);
    }

    /** Every board element the phone offers to tap now. */
    @SuppressWarnings("unchecked")
    private static List<String> targets(WebDriver phone) {
        return (List<String>) js(phone, "return [...document.querySelectorAll('#board svg .target')].map((n) => n.id);");
    }

    private static JsonNode pub(TestTable t) throws Exception {
        return Json.MAPPER.readTree(t.session.current().publicView());
    }

    private static void ok(TestTable t, int seat, JsonNode command) throws Exception {
        var outcome = ShortDeckElasund.act(t, seat, command);
        assertThat(outcome.accepted()).as("%s: %s", command, outcome.message()).isTrue();
    }

    /** The seat rolls through the session; what the roll asks (the ship, the pirates, cards running out) gets the first choice. */
    private static void roll(TestTable t, int seat) throws Exception {
        ok(t, seat, ShortDeckElasund.choices(t, seat, "roll").get(0));
        settle(t);
    }

    /** What the table waits for (the ship, the pirates, cards running out, a cottage) answered with the first choice. */
    private static void settle(TestTable t) throws Exception {
        for (int round = 0; round < 10; round++) {
            boolean asked = false;
            for (JsonNode need : pub(t).get("needs")) {
                for (String kind : List.of("move-ship", "discard", "replace-cottage", "give-up-influence")) {
                    JsonNode choices = ShortDeckElasund.choices(t, need.asInt(), kind);
                    if (choices != null) {
                        ok(t, need.asInt(), choices.get(0));
                        asked = true;
                    }
                }
            }
            if (!asked) {
                return;
            }
        }
    }

    /** The first of the seat's legal choices of {@code kind} that {@code which} accepts; the test fails without one. */
    private static JsonNode choice(TestTable t, int seat, String kind, java.util.function.Predicate<JsonNode> which) throws Exception {
        JsonNode choices = ShortDeckElasund.choices(t, seat, kind);
        assertThat(choices).as("seat %d may %s", seat, kind).isNotNull();
        for (JsonNode c : choices) {
            if (which.test(c)) {
                return c;
            }
        }
        throw new AssertionError("seat " + seat + " has no such " + kind + " among " + choices);
    }

    private static int gold(WebDriver phone) {
        return Integer.parseInt(phone.findElement(By.cssSelector("#hand .tile[data-res=gold] .tile-count")).getText());
    }

    private static int count(WebDriver phone, String colour) {
        return Integer.parseInt(phone.findElement(By.cssSelector("#hand .tile[data-res=influence-" + colour + "] .tile-count")).getText());
    }

    private static WebDriver phone(Browsers browsers, TestTable t, int seat) throws Exception {
        WebDriver phone = browsers.phoneAt(t, seat);
        // The socket is live before the first view is drawn: the hand is there once it is.
        await(phone).until(d -> !d.findElements(By.cssSelector("#hand .tile[data-res=gold] .tile-count")).isEmpty());
        return phone;
    }

    /**
     * On one phone: the question, the send button off until the counters make {@code owed} cards of
     * colours held, a colour not held that will not count up; then sent. Returns the cards given up per colour.
     */
    private static int[] giveUpOnThePhone(WebDriver phone, int owed) {
        WebElement prompt = await(phone).until(d -> d.findElement(By.cssSelector(".prompt[data-kind=give-up-influence]")));
        assertThat(prompt.findElement(By.cssSelector(".prompt-text")).getText()).isEqualTo("The cards ran out: give up " + owed
                + " of your influence cards (half, rounded down); they make the new deck.");
        assertThat(prompt.findElements(By.cssSelector(".counter")).stream().map(c -> c.getAttribute("data-kind")).toList())
                .as("colours only: gold is not chosen").isEqualTo(COLOURS);
        WebElement send = prompt.findElement(By.cssSelector("button[data-kind=give-up-influence-send]"));
        assertThat(send.getText()).isEqualTo("Give up these " + owed);
        assertThat(send.isEnabled()).isFalse();
        int[] given = new int[3];
        int left = owed;
        for (int c = 0; c < 3; c++) {
            String colour = COLOURS.get(c);
            int held = count(phone, colour);
            WebElement counter = prompt.findElement(By.cssSelector(".counter[data-kind=" + colour + "]"));
            WebElement plus = counter.findElement(By.cssSelector("button[aria-label='+']"));
            int take = Math.min(held, left);
            // One tap more than the player holds when the colour is not wanted at all: the counter stays at what is held.
            int taps = held == 0 ? 1 : take;
            for (int k = 0; k < taps; k++) {
                click(phone, plus);
            }
            assertThat(counter.findElement(By.cssSelector(".count")).getText()).isEqualTo(String.valueOf(take));
            given[c] = take;
            left -= take;
            assertThat(send.isEnabled()).as("%d of %d chosen", owed - left, owed).isEqualTo(left == 0);
        }
        assertThat(left).isZero();
        click(phone, send);
        await(phone).until(d -> d.findElements(By.cssSelector(".prompt[data-kind=give-up-influence]")).isEmpty());
        return given;
    }

    @Test
    void when_the_influence_cards_run_out_each_phone_chooses_the_colours_it_gives_up() {
        TestTable.run(new ShortDeckElasund(), 20261126L, (t, client) -> {
            var started = TestTable.asHost(client, t, "POST", "/api/host/start",
                    "{\"board\":\"elasund\",\"names\":[\"Ana\",\"Ben\"],\"dice\":\"VIRTUAL\",\"options\":{\"startPlayer\":\"0\"}}");
            assertThat(started.code()).as(started.body().string()).isEqualTo(200);
            int active = ShortDeckElasund.playUntilTheCardsRunOut(t);
            WebDriver table = browsers.tableScreen();
            table.get(t.origin() + "/host?token=" + t.pairing.hostToken());
            table.get(t.origin() + "/table.html");
            live(table);
            WebDriver ana = phone(browsers, t, 0);
            WebDriver ben = phone(browsers, t, 1);
            await(table).until(d -> log(d).contains("Too few influence cards (0 for "));

            int[] anaHand = new int[3];
            for (int c = 0; c < 3; c++) {
                anaHand[c] = count(ana, COLOURS.get(c));
            }
            int anaOwed = (anaHand[0] + anaHand[1] + anaHand[2]) / 2;
            assertThat(ana.findElements(By.cssSelector("button[data-kind=take-gold]"))).as("nothing else is offered meanwhile").isEmpty();
            shoot(ana, "elasund-phone-give-up-influence");
            int[] given = giveUpOnThePhone(ana, anaOwed);
            for (int c = 0; c < 3; c++) {
                String colour = COLOURS.get(c);
                int expected = anaHand[c] - given[c];
                await(ana).until(d -> count(d, colour) == expected);
            }
            await(table).until(d -> log(d).contains("Ana gives up " + anaOwed + " influence cards to the new supply"));
            assertThat(log(table)).doesNotContain("influence deck is made anew");

            JsonNode benView = ShortDeckElasund.seatView(t, 1);
            int benOwed = 0;
            for (JsonNode n : benView.at("/game/influence")) {
                benOwed += n.asInt();
            }
            benOwed /= 2;
            giveUpOnThePhone(ben, benOwed);
            int deck = anaOwed + benOwed;
            await(table).until(d -> log(d).contains("The influence deck is made anew: " + deck + " cards, shuffled"));
            assertThat(table.findElement(By.id("deck")).getText()).startsWith("Influence deck: " + deck + " face down, 0 discarded");
            WebDriver activePhone = active == 0 ? ana : ben;
            await(activePhone).until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector("button[data-kind=take-gold]")));
            shoot(table, "elasund-table-cards-ran-out");

            click(table, "button.lang");
            await(table).until(d -> log(d).contains("Ana entrega " + anaOwed + " cartas de influencia a la nueva reserva"));
            assertThat(log(table)).contains("El mazo de influencia se forma de nuevo: " + deck + " cartas, barajadas");
            for (WebDriver page : List.of(ana, ben, table)) {
                assertThat((List<?>) js(page, "return window.kontorErrors")).as(page.getCurrentUrl()).isEmpty();
            }
        });
    }

    @Test
    void a_city_wall_goes_on_the_slot_tapped_for_that_slots_cost() {
        TestTable.run(new ElasundTable(), 20261127L, (t, client) -> {
            var started = TestTable.asHost(client, t, "POST", "/api/host/start",
                    "{\"board\":\"elasund\",\"names\":[\"Ana\",\"Ben\"],\"dice\":\"VIRTUAL\",\"options\":{\"startPlayer\":\"0\"}}");
            assertThat(started.code()).as(started.body().string()).isEqualTo(200);
            roll(t, 0);
            WebDriver ana = phone(browsers, t, 0);
            JsonNode walls = ShortDeckElasund.choices(t, 0, "build-wall");
            assertThat(walls).as("slots next to the gates are open on the first turn").isNotEmpty();
            int slot = walls.get(0).get("slot").asInt();
            int cost = pub(t).at("/game/walls/" + slot + "/cost").asInt();
            int goldBefore = gold(ana);
            assertThat(goldBefore).isGreaterThanOrEqualTo(cost);

            click(ana, "button[data-kind=build-wall]");
            List<String> offered = targets(ana);
            assertThat(offered).as("one target per open slot, and only those").hasSize(walls.size())
                    .allMatch(id -> id.startsWith("wall-2-")).contains("wall-2-" + slot);
            tap(ana, "wall-2-" + slot);
            shoot(ana, "elasund-phone-wall");
            click(ana, "#confirm-pick");
            await(ana).until(d -> !d.findElements(By.cssSelector("#board svg .es-wall[data-slot='" + slot + "']")).isEmpty());
            WebElement wall = ana.findElement(By.cssSelector("#board svg .es-wall[data-slot='" + slot + "']"));
            assertThat(wall.getAttribute("data-number")).as("the top tile of Ana's stack").isEqualTo("1");
            assertThat(wall.getAttribute("data-owner")).isEqualTo("0");
            await(ana).until(d -> gold(d) == goldBefore - cost);
            await(ana).until(d -> log(d).contains("Ana builds wall tile 1 in slot " + (slot + 1) + " for " + cost + " gold"));
            assertThat(pub(t).at("/game/walls/" + slot + "/seat").asInt()).isZero();
            assertThat((List<?>) js(ana, "return window.kontorErrors")).isEmpty();
        });
    }

    @Test
    void a_permit_is_moved_by_two_taps_and_its_colour_and_another_is_upgraded_by_its_pill() {
        TestTable.run(new ShortDeckElasund(), 20261128L, (t, client) -> {
            var started = TestTable.asHost(client, t, "POST", "/api/host/start",
                    "{\"board\":\"elasund\",\"names\":[\"Ana\",\"Ben\"],\"dice\":\"VIRTUAL\",\"options\":{\"startPlayer\":\"0\"}}");
            assertThat(started.code()).as(started.body().string()).isEqualTo(200);
            // Ana places permit 1 on the ship's row without paying influence; then her special action is the phone's.
            roll(t, 0);
            JsonNode permit = choice(t, 0, "place-permit", c -> c.get("value").asInt() == 1 && !c.hasNonNull("colour"));
            ok(t, 0, permit);
            String from = "sq-" + permit.get("column").asInt() + "-" + permit.get("row").asInt();
            JsonNode move = choice(t, 0, "move-permit", c -> c.get("value").asInt() == 1);
            String to = "sq-" + move.get("column").asInt() + "-" + move.get("row").asInt();
            String colour = move.get("colour").asText().toLowerCase(java.util.Locale.ROOT);

            WebDriver ana = phone(browsers, t, 0);
            int held = count(ana, colour);
            click(ana, "button[data-kind=move-permit]");
            assertThat(targets(ana)).as("first Ana's own permit").containsExactly(from);
            tap(ana, from);
            await(ana).until(d -> targets(d).contains(to));
            assertThat(targets(ana)).doesNotContain(from);
            tap(ana, to);
            WebElement pill = await(ana).until(d -> d.findElement(By.cssSelector(
                    ".prompt[data-kind=move-permit] .pills button[data-colour=" + colour + "]")));
            assertThat(pill.getText()).isEqualTo("Pay with " + colour.substring(0, 1).toUpperCase() + colour.substring(1));
            shoot(ana, "elasund-phone-move-permit");
            click(ana, pill);
            String at = move.get("column").asInt() + "-" + move.get("row").asInt();
            await(ana).until(d -> !d.findElements(By.cssSelector("#board svg .es-permit-piece[data-at='" + at + "']")).isEmpty());
            assertThat(ana.findElements(By.cssSelector("#board svg .es-permit-piece[data-at='" + from.substring(3) + "']"))).isEmpty();
            await(ana).until(d -> count(d, colour) == held - 2);
            await(ana).until(d -> log(d).contains("Ana moves permit 1 to column " + move.get("column").asInt() + ", row "
                    + move.get("row").asInt()));
            assertThat(log(ana)).contains("Ana pays 2 " + colour + " influence for moving a permit");
            ok(t, 0, ShortDeckElasund.choices(t, 0, "end-turn").get(0));

            // Ben places permit 0, then upgrades it to 2 on his phone: 2 influence of one colour and 2 gold.
            roll(t, 1);
            JsonNode zero = choice(t, 1, "place-permit", c -> c.get("value").asInt() == 0 && !c.hasNonNull("colour"));
            ok(t, 1, zero);
            JsonNode upgrade = choice(t, 1, "upgrade-permit", c -> c.get("value").asInt() == 0 && c.get("to").asInt() == 2);
            String paid = upgrade.get("colour").asText().toLowerCase(java.util.Locale.ROOT);
            WebDriver ben = phone(browsers, t, 1);
            int benGold = gold(ben);
            int benHeld = count(ben, paid);
            click(ben, "details[data-kind=upgrade-permit] summary");
            WebElement swap = await(ben).until(ExpectedConditions.elementToBeClickable(By.cssSelector(
                    "details[data-kind=upgrade-permit] button[data-from='0'][data-to='2'][data-colour=" + paid + "]")));
            assertThat(swap.getText()).isEqualTo("Permit 0 → 2, paying " + paid.substring(0, 1).toUpperCase() + paid.substring(1));
            shoot(ben, "elasund-phone-upgrade-permit");
            click(ben, swap);
            String benAt = zero.get("column").asInt() + "-" + zero.get("row").asInt();
            await(ben).until(d -> "2".equals(d.findElement(By.cssSelector("#board svg .es-permit-piece[data-at='" + benAt + "']"))
                    .getAttribute("data-value")));
            await(ben).until(d -> gold(d) == benGold - 2 && count(d, paid) == benHeld - 2);
            await(ben).until(d -> log(d).contains("Ben swaps permit 0 for 2 at column " + zero.get("column").asInt()));
            assertThat(ben.findElement(By.id("permits")).getText()).isEqualTo("Permits beside the board: 0 1 3 4");
            for (WebDriver page : List.of(ana, ben)) {
                assertThat((List<?>) js(page, "return window.kontorErrors")).as(page.getCurrentUrl()).isEmpty();
            }
        });
    }

    /** Ends the active seat's turn through the session with 2 gold. */
    private static void goldAndEnd(TestTable t, int seat) throws Exception {
        ok(t, seat, ShortDeckElasund.choices(t, seat, "take-gold").get(0));
        ok(t, seat, ShortDeckElasund.choices(t, seat, "end-turn").get(0));
    }

    @Test
    void the_pirates_ask_the_phone_of_the_player_with_a_cube_in_their_row_for_a_card() {
        TestTable.run(new ElasundTable(), 20261129L, (t, client) -> {
            var started = TestTable.asHost(client, t, "POST", "/api/host/start",
                    "{\"board\":\"elasund\",\"names\":[\"Ana\",\"Ben\"],\"dice\":\"VIRTUAL\",\"options\":{\"startPlayer\":\"0\"}}");
            assertThat(started.code()).as(started.body().string()).isEqualTo(200);
            // Ana's permit 0 on the ship's row, then a well over it once she has 5 gold: its flag takes her cube.
            roll(t, 0);
            JsonNode permit = choice(t, 0, "place-permit", c -> c.get("value").asInt() == 0 && !c.hasNonNull("colour"));
            ok(t, 0, permit);
            ok(t, 0, ShortDeckElasund.choices(t, 0, "end-turn").get(0));
            int column = permit.get("column").asInt();
            int row = permit.get("row").asInt();
            boolean built = false;
            for (int turn = 0; turn < 10 && !built; turn++) {
                roll(t, 1);
                goldAndEnd(t, 1);
                roll(t, 0);
                JsonNode builds = ShortDeckElasund.choices(t, 0, "build");
                for (JsonNode c : builds == null ? Json.MAPPER.createArrayNode() : builds) {
                    if (c.get("building").asText().equals("well") && c.get("column").asInt() == column && c.get("row").asInt() == row) {
                        ok(t, 0, c);
                        built = true;
                        break;
                    }
                }
                goldAndEnd(t, 0);
            }
            assertThat(built).as("Ana built her well").isTrue();
            assertThat(pub(t).at("/game/players/0/cubesOnBoard").asInt()).isEqualTo(1);

            // Turns until a 7, whose roller sends the pirates to the well's row.
            boolean asked = false;
            for (int turn = 0; turn < 80 && !asked; turn++) {
                int seat = pub(t).at("/game/activeSeat").asInt();
                ok(t, seat, ShortDeckElasund.choices(t, seat, "roll").get(0));
                JsonNode ship = ShortDeckElasund.choices(t, seat, "move-ship");
                if (ship != null && pub(t).at("/game/die1").asInt() + pub(t).at("/game/die2").asInt() == 7) {
                    for (JsonNode c : ship) {
                        if (c.get("row").asInt() == row) {
                            ok(t, seat, c);
                            asked = ShortDeckElasund.choices(t, 0, "discard") != null;
                            break;
                        }
                    }
                }
                if (!asked) {
                    settle(t);
                    goldAndEnd(t, seat);
                }
            }
            assertThat(asked).as("a 7 sent the pirates to the well's row").isTrue();

            WebDriver ana = phone(browsers, t, 0);
            int goldBefore = gold(ana);
            WebElement prompt = await(ana).until(d -> d.findElement(By.cssSelector(".prompt[data-kind=discard]")));
            assertThat(prompt.findElement(By.cssSelector(".prompt-text")).getText()).isEqualTo("The pirates: give up 1 cards.");
            assertThat(prompt.findElements(By.cssSelector(".counter")).stream().map(c -> c.getAttribute("data-kind")).toList())
                    .containsExactly("gold", "blue", "green", "red");
            WebElement send = prompt.findElement(By.cssSelector("button[data-kind=discard-send]"));
            assertThat(send.isEnabled()).isFalse();
            click(ana, prompt.findElement(By.cssSelector(".counter[data-kind=gold] button[aria-label='+']")));
            assertThat(send.isEnabled()).isTrue();
            click(ana, prompt.findElement(By.cssSelector(".counter[data-kind=gold] button[aria-label='+']")));
            assertThat(prompt.findElement(By.cssSelector(".counter[data-kind=gold] .count")).getText()).isEqualTo("2");
            assertThat(send.isEnabled()).as("2 is more than the pirates ask").isFalse();
            click(ana, prompt.findElement(By.cssSelector(".counter[data-kind=gold] button[aria-label='−']")));
            shoot(ana, "elasund-phone-pirates");
            click(ana, send);
            await(ana).until(d -> d.findElements(By.cssSelector(".prompt[data-kind=discard]")).isEmpty());
            await(ana).until(d -> gold(d) == goldBefore - 1);
            await(ana).until(d -> log(d).contains("Ana gives up 1 gold and 0 influence to the pirates"));
            assertThat((List<?>) js(ana, "return window.kontorErrors")).isEmpty();
        });
    }
}

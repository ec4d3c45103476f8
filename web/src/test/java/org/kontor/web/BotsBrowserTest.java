package org.kontor.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.kontor.web.Browsers.assertNoScriptErrors;
import static org.kontor.web.Browsers.await;
import static org.kontor.web.Browsers.confirmPick;
import static org.kontor.web.Browsers.js;
import static org.kontor.web.Browsers.log;
import static org.kontor.web.Browsers.shoot;
import static org.kontor.web.Browsers.tapBoard;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.kontor.table.Json;
import org.kontor.table.catan.CatanTable;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;

/**
 * A whole game of Catan with two people and two of the hub's bots, from phones in Debian's
 * Chromium: the host seats strong bots in seats 3 and 4 (no delay), Ana and Ben play every move
 * by tapping their phones (a button, a highlighted place on the board, confirm), each choosing
 * among the moves their phone offers by a fixed printed seed: they found the island, roll, discard
 * and move the robber when they must, build a city or a settlement when they can, decline offers
 * and end their turn. The game reaches its winner; the bots' moves are in every log; the bots'
 * seats' links show the table only, never a hand; no page has a script error.
 */
@Tag("browser")
class BotsBrowserTest {

    private static final String[] NAMES = {"Ana", "Ben", "Cai", "Dee"};
    private static final String[] RESOURCES = {"brick", "lumber", "wool", "grain", "ore"};
    /** What a person does when it is offered, first first (building roads would only make the game longer). */
    private static final List<String> PREFERRED = List.of("discard", "move-robber", "place-settlement", "place-road",
            "build-free-road", "build-city", "build-settlement", "roll", "decline-trade", "end-turn");

    @RegisterExtension
    final Browsers browsers = Browsers.shared();

    @Test
    void two_people_tap_their_phones_and_two_bots_play_a_catan_game_to_its_winner() {
        long seed = 8;
        System.out.println("BotsBrowserTest seed " + seed);
        TestTable.run(new CatanTable(), seed, (t, client) -> {
            t.session.botDelay(Duration.ZERO);
            var started = TestTable.asHost(client, t, "POST", "/api/host/start", "{\"board\":\"catan-beginner\","
                    + "\"names\":[\"Ana\",\"Ben\",\"Cai\",\"Dee\"],\"dice\":\"VIRTUAL\",\"options\":{\"layout\":\"BEGINNER\"},"
                    + "\"bots\":{\"2\":\"strong\",\"3\":\"strong\"}}");
            assertThat(started.code()).as(started.body().string()).isEqualTo(200);
            List<WebDriver> phones = browsers.phonesAt(t, 3);   // Ana, Ben, and Cai's link (a bot plays Cai)
            WebDriver caisLink = phones.get(2);
            await(caisLink).until(d -> d.findElement(By.id("seat-note")).getText()
                    .equals("The hub's bot (strong) plays this seat now: the host can hand it back to you."));

            Random person = new Random(seed);
            int taps = 0;
            long botsNanos = 0;
            long tapsNanos = 0;
            // About 15 s on a quiet machine; a loaded one is given time, and the figures are printed.
            long deadline = System.nanoTime() + Duration.ofSeconds(180).toNanos();
            while (!"ENDED".equals(publicView(t).at("/table/phase").asText())) {
                JsonNode now = publicView(t);
                assertThat(System.nanoTime()).as("the game ends within 3 minutes (at version %s after %d taps)",
                        now.get("version"), taps).isLessThan(deadline);
                long version = now.get("version").asLong();
                int seat = -1;
                JsonNode legal = null;
                for (int s = 0; s < 2 && seat < 0; s++) {
                    JsonNode view = Json.MAPPER.readTree(t.session.current().seatView(s));
                    if (view.get("version").asLong() == version && view.has("legal") && !view.get("legal").isEmpty()) {
                        seat = s;
                        legal = view;
                    }
                }
                if (seat < 0) {
                    long waited = System.nanoTime();
                    Thread.sleep(2);   // the bots' move: they play on the hub's own thread
                    botsNanos += System.nanoTime() - waited;
                    continue;
                }
                long began = System.nanoTime();
                WebDriver phone = phones.get(seat);
                await(phone).until(d -> ((Number) js(d, "return window.kontorLastVersion ?? -1")).longValue() >= version);
                taps += play(phone, legal, person);
                awaitVersionAfter(t, version);
                tapsNanos += System.nanoTime() - began;
            }
            JsonNode end = publicView(t);
            int winner = end.at("/game/winner").asInt(-1);
            System.out.println("BotsBrowserTest: " + NAMES[winner] + " won after " + end.get("version").asLong()
                    + " moves, the people tapped " + taps + " times in " + tapsNanos / 1_000_000 + " ms, the bots' moves took "
                    + botsNanos / 1_000_000 + " ms");

            String won = NAMES[winner] + " wins!";
            for (int seat = 0; seat < 2; seat++) {
                String expected = seat == winner ? "You win!" : won;
                await(phones.get(seat)).until(d -> d.findElements(By.cssSelector("#winner .big")).stream()
                        .anyMatch(e -> e.getText().equals(expected)));
                // The bots' moves are in the people's logs.
                assertThat(log(phones.get(seat))).containsPattern("(Cai|Dee) (builds|rolled|buys|plays|moves|trades|gives|discards|steals|wins)");
            }
            // The bots' hands were never sent to a page: Cai's link shows the table only, no hand, to the end.
            assertThat(caisLink.findElement(By.id("seat-note")).getText()).startsWith("The hub's bot");
            assertThat(caisLink.findElements(By.cssSelector(".tile[data-res]"))).as("no hand on a bot seat's link").isEmpty();
            JsonNode caisView = Json.MAPPER.readTree(t.session.current().seatView(2));
            assertThat(caisView.path("game").has("hand")).isFalse();
            assertNoScriptErrors(phones.toArray(WebDriver[]::new));
            shoot(phones.get(0), "catan-phone-bots-game-end");
        });
    }

    private static JsonNode publicView(TestTable t) throws Exception {
        return Json.MAPPER.readTree(t.session.current().publicView());
    }

    /** Waits until the table has moved past {@code version} (a move of anyone's, the bots' included). */
    private static void awaitVersionAfter(TestTable t, long version) throws Exception {
        long until = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (publicView(t).get("version").asLong() == version) {
            assertThat(System.nanoTime()).as("the tap at version %d was taken", version).isLessThan(until);
            Thread.sleep(1);
        }
    }

    /** One move of a person on their phone, the first kind of {@link #PREFERRED} it offers; returns the taps it took. */
    private static int play(WebDriver phone, JsonNode view, Random person) {
        List<String> offered = new ArrayList<>();
        view.get("legal").forEach(action -> offered.add(action.get("kind").asText()));
        String kind = PREFERRED.stream().filter(offered::contains).findFirst()
                .orElseThrow(() -> new AssertionError("no move a person here would make among " + offered));
        switch (kind) {
            case "discard" -> {
                return discard(phone, view, person);
            }
            case "move-robber" -> {
                tap(phone, "button[data-kind=move-robber]");
                int taps = 2 + onTarget(phone, "polygon.target", person);
                List<WebElement> victims = phone.findElements(By.cssSelector("[data-victim]"));
                if (!victims.isEmpty()) {
                    victims.get(person.nextInt(victims.size())).click();
                    taps++;
                }
                return taps;
            }
            case "roll", "decline-trade", "end-turn" -> {
                tap(phone, "button[data-kind=" + kind + "]");
                return 1;
            }
            default -> {   // a piece: the button, a highlighted place, confirm
                tap(phone, "button[data-kind=" + kind + "]");
                return 2 + onTarget(phone, ".target", person);
            }
        }
    }

    /** Taps one of the board's highlighted places (by the seed) and confirms it. */
    private static int onTarget(WebDriver phone, String css, Random person) {
        List<WebElement> targets = await(phone).until(d -> {
            List<WebElement> found = d.findElements(By.cssSelector("#board svg " + css));
            return found.isEmpty() ? null : found;
        });
        tapBoard(phone, targets.get(person.nextInt(targets.size())));
        confirmPick(phone);
        return 1;
    }

    /** The cards a 7 asks for, picked on the phone's counters from the seat's own hand by the seed. */
    private static int discard(WebDriver phone, JsonNode view, Random person) {
        int need = view.at("/game/table/pending/cardsToDiscard/" + view.get("seat").asInt()).asInt();
        List<String> hand = new ArrayList<>();
        for (String r : RESOURCES) {
            for (int i = 0; i < view.at("/game/hand/" + r).asInt(); i++) {
                hand.add(r);
            }
        }
        java.util.Collections.shuffle(hand, person);
        // The taps in one go: a view arriving between them (a bot's move) redraws the form and clears it.
        await(phone).until(d -> (Boolean) js(d, """
                const form = document.querySelector('.prompt[data-kind=discard]');
                if (!form) return false;
                for (const r of arguments[0]) form.querySelector(`.counter[data-kind=${r}] button[aria-label='+']`).click();
                const send = form.querySelector('button[data-kind=discard-send]');
                if (send.disabled) throw new Error('the cards picked do not make the discard');
                send.click();
                return true;""", hand.subList(0, need)));
        return need + 1;
    }

    /** Finds and clicks at once (the page redraws on every view: an element found earlier may be gone). */
    private static void tap(WebDriver phone, String css) {
        await(phone).until(d -> {
            WebElement button = d.findElement(By.cssSelector(css));
            js(d, "arguments[0].scrollIntoView({block:'center'})", button);
            button.click();
            return true;
        });
    }
}

package org.kontor.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.kontor.web.Browsers.assertNoScriptErrors;
import static org.kontor.web.Browsers.await;
import static org.kontor.web.Browsers.js;
import static org.kontor.web.Browsers.shoot;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.kontor.table.Json;
import org.kontor.table.catan.CatanTable;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;

/**
 * Haggling at a Catan table, in Chromium: Ana offers Ben a trade, Ben's phone counters from the
 * offer's terms turned round, Ana's phone shows the counter-offer to her and she declines it, and
 * Ben's phone tells him so in a sentence. A seeded random game (seed printed) is played until Ana
 * has rolled and both hold a card of a kind the other lacks.
 */
@Tag("browser")
class CatanTradeBrowserTest {

    @RegisterExtension
    final Browsers browsers = Browsers.shared();

    private static final String[] KINDS = {"brick", "lumber", "wool", "grain", "ore"};

    @Test
    void the_player_offered_counters_and_the_offerer_declines_and_both_phones_say_so() {
        long seed = 2026112901L;
        System.out.println("catan trade: seed " + seed);
        TestTable.run(new CatanTable(), seed, (t, client) -> {
            var started = TestTable.asHost(client, t, "POST", "/api/host/start", "{\"board\":\"catan-beginner\","
                    + "\"names\":[\"Ana\",\"Ben\",\"Cai\"],\"dice\":\"VIRTUAL\",\"options\":{\"layout\":\"BEGINNER\"}}");
            assertThat(started.code()).as(started.body().string()).isEqualTo(200);
            String[] kinds = new String[2];
            BrowserTest.playUntil(t, seed, 2_000, CatanMoves::choose, any -> {
                JsonNode g = any.at("/game");
                if (g.at("/activeSeat").asInt() != 0 || !"AFTER_ROLL".equals(g.at("/phase").asText()) || !g.at("/pending").isNull()
                        && !g.at("/pending").isMissingNode() || g.at("/winner").isInt()) {
                    return false;
                }
                String ana = kindOnlyIn(t, 0, 1);
                String ben = kindOnlyIn(t, 1, 0);
                kinds[0] = ana;
                kinds[1] = ben;
                return ana != null && ben != null;
            });
            long version = Json.MAPPER.readTree(t.session.current().seatView(0)).get("version").asLong();
            String offer = "{\"type\":\"offer-trade\",\"to\":1,\"give\":{\"" + kinds[0] + "\":1},\"get\":{\"" + kinds[1] + "\":1}}";
            assertThat(t.session.act(0, version, Json.MAPPER.readTree(offer)).get(5, TimeUnit.SECONDS).accepted()).isTrue();

            List<WebDriver> phones = browsers.phonesAt(t, 2);
            WebDriver ana = phones.get(0);
            WebDriver ben = phones.get(1);

            // Ben counters: the form starts from Ana's terms turned round, and he sends it as his own offer to her.
            WebElement counter = await(ben).until(ExpectedConditions.elementToBeClickable(
                    By.cssSelector("details[data-kind=counter-trade] > summary")));
            js(ben, "arguments[0].scrollIntoView({block:'center'})", counter);
            counter.click();
            assertThat(ben.findElement(By.cssSelector("[data-side=give] .counter[data-kind=" + kinds[1] + "] .count")).getText())
                    .as("what Ana asked of Ben, now what he gives").isEqualTo("1");
            assertThat(ben.findElement(By.cssSelector("[data-side=get] .counter[data-kind=" + kinds[0] + "] .count")).getText())
                    .isEqualTo("1");
            shoot(ben, "catan-phone-counter-offer");
            WebElement send = ben.findElement(By.cssSelector("button[data-kind=counter-trade-send]"));
            js(ben, "arguments[0].scrollIntoView({block:'center'})", send);
            send.click();

            // Ana's phone: Ben's counter-offer, to her, with Accept, Decline and a counter of her own.
            WebElement prompt = await(ana).until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector(".prompt.offer")));
            assertThat(prompt.getText()).startsWith("Ben offers you 1 ");
            assertThat(ana.findElements(By.cssSelector("details[data-kind=counter-trade]"))).hasSize(1);
            await(ben).until(d -> d.findElement(By.cssSelector("[data-kind=my-offer]")).getText().contains("Waiting for Ana to answer."));
            WebElement decline = ana.findElement(By.cssSelector("button[data-kind=decline-trade]"));
            js(ana, "arguments[0].scrollIntoView({block:'center'})", decline);
            decline.click();

            // Ben is told, in a sentence, not left to find out from the log.
            await(ben).until(d -> d.findElement(By.id("news")).getText().contains("Ana declines your offer."));
            assertThat(ana.findElements(By.cssSelector(".prompt.offer"))).isEmpty();
            shoot(ben, "catan-phone-offer-declined");
            assertNoScriptErrors(ana, ben);
        });
    }

    /** A kind of card {@code seat} holds and {@code other} does not, or null. */
    private static String kindOnlyIn(TestTable t, int seat, int other) {
        try {
            JsonNode mine = Json.MAPPER.readTree(t.session.current().seatView(seat)).at("/game/hand");
            JsonNode theirs = Json.MAPPER.readTree(t.session.current().seatView(other)).at("/game/hand");
            for (String kind : KINDS) {
                if (mine.path(kind).asInt() > 0 && theirs.path(kind).asInt() == 0) {
                    return kind;
                }
            }
            return null;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}

package org.kontor.web;

import org.kontor.table.GameSetup;
import org.kontor.table.Json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.kontor.web.Browsers.await;
import static org.kontor.web.Browsers.js;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.kontor.table.merchants.MerchantsTable;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;

/**
 * A refused move reads in the phone's language (issue 18, item 11): a phone switched to Spanish
 * offers a trade the rules refuse and reads the rules' sentence in Spanish, game word included;
 * switched back, the next refusal is in English, with no reconnect in between.
 */
@Tag("browser")
class SpanishRefusalTest {

    /** The engine's words for the resources, as the Spanish catalogue says them. */
    private static final Map<String, String> SPANISH = Map.of("lumber", "madera", "wool", "lana", "grain", "cereal",
            "ore", "mineral", "salt", "sal");

    @RegisterExtension
    final Browsers browsers = Browsers.shared();

    @Test
    void a_phone_switched_to_spanish_reads_a_refused_trade_in_spanish_and_back_in_english() throws Exception {
        TestTable.run(new MerchantsTable(), 11L, (t, client) -> {
            assertThat(t.session.start(new GameSetup("europe-short", List.of("Ana", "Ben", "Cai", "Dee"), Map.of("setup", "FIXED"),
                    GameSetup.DiceSource.TABLE)).get(5, TimeUnit.SECONDS).accepted()).isTrue();
            long version = t.session.current().version();
            JsonNode roll = Json.MAPPER.readTree("{\"type\":\"roll\",\"dice\":[2,3]}");
            assertThat(t.session.act(0, version, roll).get(5, TimeUnit.SECONDS).accepted()).isTrue();
            ChromeDriver ana = browsers.phoneAt(t, 0);

            ana.findElement(By.cssSelector("button.lang")).click();
            await(ana).until(ExpectedConditions.attributeToBe(By.tagName("html"), "lang", "es"));
            String have = offerToGiveAndGetTheSame(ana);
            await(ana).until(ExpectedConditions.textToBe(By.id("toast"),
                    "No es posible: Un cambio no puede dar y pedir a la vez " + SPANISH.get(have) + "."));

            ana.findElement(By.cssSelector("button.lang")).click();
            await(ana).until(ExpectedConditions.attributeToBe(By.tagName("html"), "lang", "en"));
            offerToGiveAndGetTheSame(ana);
            await(ana).until(ExpectedConditions.textToBe(By.id("toast"),
                    "Not possible: A trade can't both give and ask for " + have + "."));
            assertThat(t.session.current().version()).as("a refusal changes nothing").isEqualTo(version + 1);
        });
    }

    /** Opens the trade form, gives 1 of a resource Ana holds and asks for 1 of the same; returns it. */
    private static String offerToGiveAndGetTheSame(ChromeDriver ana) {
        WebElement summary = await(ana).until(ExpectedConditions.elementToBeClickable(
                By.cssSelector("details[data-kind=offer-trade] > summary")));
        if (ana.findElement(By.cssSelector("details[data-kind=offer-trade]")).getAttribute("open") == null) {
            js(ana, "arguments[0].scrollIntoView({block:'center'})", summary);
            summary.click();
        }
        String have = ana.findElements(By.cssSelector(".tile[data-res]:not(.zero)")).get(0).getAttribute("data-res");
        for (String side : List.of("give", "get")) {
            WebElement plus = ana.findElement(By.cssSelector("[data-side=" + side + "] .counter[data-kind=" + have + "] .step:last-of-type"));
            js(ana, "arguments[0].scrollIntoView({block:'center'})", plus);
            plus.click();
        }
        WebElement send = ana.findElement(By.cssSelector("button[data-kind=offer-trade-send]"));
        js(ana, "arguments[0].scrollIntoView({block:'center'})", send);
        send.click();
        return have;
    }
}

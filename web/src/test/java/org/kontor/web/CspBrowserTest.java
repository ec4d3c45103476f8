package org.kontor.web;

import org.kontor.table.GameSetup;
import org.kontor.table.Json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.kontor.web.Browsers.await;
import static org.kontor.web.Browsers.js;
import static org.kontor.web.Browsers.live;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.kontor.table.merchants.MerchantsTable;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;

/**
 * The Content-Security-Policy allows no inline style (nor script): the phone, host and table pages
 * go through a short seeded game and the browser refuses nothing, by the pages' own
 * {@code securitypolicyviolation} reports and by the console. The board is still drawn in its
 * colours (board.css), and a style attribute set on purpose is refused and reported, so the check
 * is known to see a refusal.
 */
@Tag("browser")
class CspBrowserTest {

    private static final long SEED = 20261126L;

    @RegisterExtension
    final Browsers browsers = Browsers.shared();

    @Test
    void the_pages_need_no_inline_style_over_a_short_game() {
        System.out.println("CspBrowserTest seed " + SEED);
        TestTable.run(new MerchantsTable(), SEED, (t, client) -> {
            WebDriver host = browsers.hostPageAt(t, 1000, 1000);
            assertThat(t.session.start(new GameSetup("europe-short", List.of("Ana", "Ben", "Cai"), Map.of(),
                    GameSetup.DiceSource.VIRTUAL)).get(5, TimeUnit.SECONDS).accepted()).isTrue();
            WebDriver phone = browsers.phoneAt(t, 0);
            WebDriver table = browsers.tableScreenAt(t);
            List<WebDriver> pages = List.of(host, phone, table);

            Random random = new Random(SEED);
            int moves = 0;
            for (int step = 0; step < 200 && moves < 60; step++) {
                JsonNode any = Json.MAPPER.readTree(t.session.current().publicView());
                for (int seat : RandomMoves.order(any, 3, random)) {
                    JsonNode view = Json.MAPPER.readTree(t.session.current().seatView(seat));
                    JsonNode command = RandomMoves.choose(view, random);
                    if (command != null && t.session.act(seat, view.get("version").asLong(), command)
                            .get(5, TimeUnit.SECONDS).accepted()) {
                        moves++;
                        break;
                    }
                }
            }
            long version = t.session.current().version();
            await(phone).until(d -> version == ((Number) js(d, "return window.kontorLastVersion ?? -2")).longValue());
            await(table).until(d -> !d.findElements(By.cssSelector("#board svg.board #pieces .route")).isEmpty());
            phone.findElement(By.cssSelector("button.lang")).click();     // the other language re-renders the page
            host.get(t.origin() + "/host.html");
            live(host);
            assertThat(moves).isGreaterThan(30);

            for (WebDriver page : pages) {
                assertThat(refused(page)).as(page.getCurrentUrl()).isEmpty();
            }
            // The drawing the pages fetch has no stylesheet of its own: board.css colours it.
            assertThat(js(table, "return getComputedStyle(document.querySelector('svg.board .terrain-sea')).fill"))
                    .isEqualTo("rgb(79, 127, 179)");
            assertThat(js(table, "return document.querySelectorAll('svg.board style').length")).isEqualTo(0L);

            // The check sees a refusal: a style attribute set from a script is refused and reported.
            js(table, "document.body.setAttribute('style', 'background: red')");
            await(table).until(d -> !refused(d).isEmpty());
            assertThat(js(table, "return getComputedStyle(document.body).backgroundColor")).isNotEqualTo("rgb(255, 0, 0)");
        });
    }

    /** What the browser refused on this page: the page's own reports and the console's. */
    private static List<String> refused(WebDriver page) {
        List<String> refused = new ArrayList<>();
        for (Object error : (List<?>) js(page, "return window.kontorErrors || []")) {
            refused.add(String.valueOf(error));
        }
        for (LogEntry entry : page.manage().logs().get(LogType.BROWSER).getAll()) {
            if (entry.getMessage().contains("Content Security Policy")) {
                refused.add(entry.getMessage());
            }
        }
        return refused;
    }
}

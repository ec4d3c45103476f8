package org.kontor.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.kontor.web.Browsers.assertNoScriptErrors;
import static org.kontor.web.Browsers.await;
import static org.kontor.web.Browsers.click;
import static org.kontor.web.Browsers.shoot;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.kontor.table.catan.CatanTable;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;

/**
 * "What would you do?" on a phone in Debian's Chromium (Catan, seed 32): no button while the host
 * has hints off; the host page's checkbox turns them on; the phone whose move the game waits for
 * asks, and the page names the bot's move as its button does, outlines that button and says why.
 * Screenshots of both pages at 390×844 and 1920×1080.
 */
@Tag("browser")
class HintBrowserTest {

    @RegisterExtension
    final Browsers browsers = Browsers.shared();

    @Test
    void the_host_turns_hints_on_and_the_phone_gets_the_bots_move_and_why() {
        TestTable.run(new CatanTable(), 32, (t, client) -> {
            var started = TestTable.asHost(client, t, "POST", "/api/host/start", "{\"board\":\"catan-beginner\","
                    + "\"names\":[\"Ana\",\"Ben\",\"Cai\"],\"dice\":\"VIRTUAL\",\"options\":{\"layout\":\"BEGINNER\"}}");
            assertThat(started.code()).as(started.body().string()).isEqualTo(200);
            org.openqa.selenium.chrome.ChromeDriver phone = browsers.phoneAt(t, 0);
            await(phone).until(d -> !d.findElements(By.cssSelector("button[data-kind=place-settlement]")).isEmpty());
            assertThat(phone.findElements(By.id("hint-ask"))).as("hints are off by default").isEmpty();

            org.openqa.selenium.chrome.ChromeDriver host = browsers.hostPageAt(t, 1920, 1080);
            click(host, "#hints");
            await(host).until(d -> d.findElement(By.id("hints")).isSelected());
            shoot(host, "host-hints-1920x1080");
            click(phone, "#hint-ask");
            String line = await(phone).until(d -> {
                var found = d.findElements(By.id("hint-line"));
                return found.isEmpty() ? null : found.get(0).getText();
            });
            assertThat(line).isEqualTo("The hub's bot would: Place a settlement. It scores 1 point.");
            assertThat(phone.findElements(By.cssSelector("button.hinted[data-kind=place-settlement]"))).hasSize(1);
            shoot(phone, "catan-phone-hint-390x844");
            // The same page on a big screen, and the host page on a phone.
            phone.executeCdpCommand("Emulation.setDeviceMetricsOverride",
                    java.util.Map.of("width", 1920, "height", 1080, "deviceScaleFactor", 1, "mobile", false));
            phone.manage().window().setSize(new org.openqa.selenium.Dimension(1920, 1080));
            shoot(phone, "catan-phone-hint-1920x1080");
            host.executeCdpCommand("Emulation.setDeviceMetricsOverride",
                    java.util.Map.of("width", 390, "height", 844, "deviceScaleFactor", 1, "mobile", true));
            shoot(host, "host-hints-390x844");
            assertNoScriptErrors(phone, host);
        });
    }
}

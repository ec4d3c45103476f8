package org.kontor.web;

import org.kontor.table.GameSetup;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.kontor.engine.merchants.Command;
import org.kontor.table.merchants.MerchantsTable;
import org.kontor.table.session.TableSession;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Issue 18, bug 1: after the hub restarts, a phone with its cookie comes back to its seat by
 * itself; if the restarted hub does not know the phone, the page says so and how to pair again
 * (instead of "reconnecting…" for ever). The table screen says where the game resumed.
 */
@Tag("browser")
class ReconnectBrowserTest {

    private static final GameSetup SETUP = new GameSetup("europe-short", List.of("Ana", "Ben", "Cai", "Dee"),
            Map.of("setup", "FIXED"), GameSetup.DiceSource.VIRTUAL);

    @RegisterExtension
    final Browsers browsers = Browsers.shared();

    private static Dashboard serve(TableSession<?, ?, ?, ?> session, Pairing pairing, int port) {
        return Dashboard.create(session, pairing, Dashboard.Options.forTests()).start(port);
    }

    @Test
    void a_phone_comes_back_to_its_seat_after_a_restart_and_is_told_to_pair_again_when_the_hub_forgot_it() throws Exception {
        MerchantsTable game = new MerchantsTable();
        TableSession<?, ?, ?, ?> first = new TableSession<>(game, () -> 7L);
        Pairing pairing = Pairing.random(4);
        Dashboard hub = serve(first, pairing, 0);
        int port = hub.port();
        assertThat(first.start(SETUP).get(5, TimeUnit.SECONDS).accepted()).isTrue();
        WebDriver phone = browsers.open(390, 844);
        WebDriverWait wait = Browsers.await(phone, Duration.ofSeconds(20));
        try {
            phone.get("http://localhost:" + port + "/join?token=" + pairing.seatToken(1));
            wait.until(ExpectedConditions.attributeToBe(By.id("status"), "data-status", "live"));

            hub.stop();
            wait.until(ExpectedConditions.attributeToBe(By.id("status"), "data-status", "stopped"));
            // The hub comes back with the game (as the journal replays it) and the same credentials.
            TableSession<?, ?, ?, ?> resumed = new TableSession<>(game, () -> 7L, TableSession.Recorder.NONE,
                    new TableSession.Saved<Command>(SETUP, 7L, List.of(), false));
            hub = serve(resumed, Pairing.issue(4, pairing.credentials(), Pairing.Store.NONE), port);
            wait.until(ExpectedConditions.attributeToBe(By.id("status"), "data-status", "live"));
            assertThat(phone.findElement(By.id("banner")).isDisplayed()).isFalse();
            Browsers.shoot(phone, "reconnected-phone");

            phone.get("http://localhost:" + port + "/table.html");
            wait.until(ExpectedConditions.textToBe(By.id("resumed"), "Resumed at move 0."));
            phone.navigate().back();
            wait.until(ExpectedConditions.attributeToBe(By.id("status"), "data-status", "live"));

            hub.stop();
            // A hub that does not know this phone (another data folder, a deleted journal).
            hub = serve(new TableSession<>(game, () -> 7L), Pairing.random(4), port);
            wait.until(ExpectedConditions.attributeToBe(By.id("status"), "data-status", "refused"));
            wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("banner"), "pair again"));
            Browsers.shoot(phone, "refused-phone");
        } finally {
            hub.stop();
        }
    }
}

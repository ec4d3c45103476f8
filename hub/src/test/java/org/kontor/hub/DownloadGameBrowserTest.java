package org.kontor.hub;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kontor.hub.BoardCommandTest.Run;
import org.kontor.web.Browsers;
import org.kontor.table.Json;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The summary's "Download the game" on a real hub with its journal, in Chromium: the host's table
 * screen offers the link once the game is over, the file it gives is the journal's export and
 * {@code kontor play} replays it to the final state of the table; a seat is neither offered the
 * link nor answered (the export holds the seed and every hand).
 */
@Tag("browser")
class DownloadGameBrowserTest {

    @BeforeAll
    static void chromium() {
        Browsers.assertInstalled();
    }

    /** What the page's own fetch of {@code url} answers: status, Content-Disposition and body. */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> fetch(ChromeDriver page, String url) {
        return (Map<String, Object>) page.executeAsyncScript("const done = arguments[arguments.length - 1];"
                + "fetch(arguments[0]).then(async (r) => done({status: r.status,"
                + " disposition: r.headers.get('Content-Disposition') || '', body: await r.text()}));", url);
    }

    @Test
    void the_host_downloads_the_finished_game_and_kontor_play_replays_it_while_a_seat_gets_nothing(@TempDir Path dir)
            throws Exception {
        long seed = 31;
        System.out.println("seed " + seed);
        JsonNode table;
        try (TestHub hub = TestHub.start(dir.resolve("data"), seed, true)) {
            hub.startGame();
            hub.play(40, new Random(seed));
            try (Browsers browsers = new Browsers()) {
                ChromeDriver screen = browsers.open(1920, 1080);
                ChromeDriver phone = browsers.phone();
                String base = hub.table.hostLink().replaceFirst("/host\\?token=.*", "");
                screen.get(hub.table.hostLink());
                screen.get(base + "/table.html");
                Map<String, Object> early = fetch(screen, base + "/api/host/game/export");
                assertThat(early.get("status")).as("before the end").isEqualTo(409L);
                assertThat((String) early.get("body")).contains("once it is over");
                assertThat(screen.findElements(By.cssSelector("a[data-kind=download-game]"))).isEmpty();

                assertThat(hub.session().end().get(10, TimeUnit.SECONDS).accepted()).isTrue();
                table = Json.MAPPER.readTree(hub.session().current().publicView()).get("game");
                WebElement link = new WebDriverWait(screen, Duration.ofSeconds(10)).until(
                        ExpectedConditions.presenceOfElementLocated(By.cssSelector("a[data-kind=download-game]")));
                assertThat(link.getText()).isEqualTo("Download the game");
                assertThat(link.getAttribute("download")).as("a download, not a page").isNotNull();
                Map<String, Object> got = fetch(screen, link.getAttribute("href"));
                assertThat(got.get("status")).isEqualTo(200L);
                assertThat((String) got.get("disposition")).isEqualTo("attachment; filename=\"kontor-game-1.jsonl\"");
                Path file = dir.resolve("downloaded.jsonl");
                Files.writeString(file, (String) got.get("body"));

                // A seat: its phone shows the summary without the link, and the hub refuses it the file.
                phone.get(base + "/join?token=" + hub.table.dashboard().pairing().seatToken(1));
                new WebDriverWait(phone, Duration.ofSeconds(10)).until(ExpectedConditions.presenceOfElementLocated(By.id("summary")));
                assertThat(phone.findElements(By.cssSelector("a[data-kind=download-game]"))).isEmpty();
                Map<String, Object> refused = fetch(phone, base + "/api/host/game/export");
                assertThat((Long) refused.get("status")).as("a seat asks for the export").isIn(401L, 403L);
                assertThat((String) refused.get("body")).doesNotContain("\"setup\"");

                Run play = BoardCommandTest.kontor("play", "--state", "public", file.toString());
                assertThat(play.exit()).as(play.err()).isZero();
                List<String> lines = play.out().lines().toList();
                assertThat(Json.MAPPER.readTree(lines.get(lines.size() - 1)).get("publicView"))
                        .as("kontor play replays the download to the table's final state").isEqualTo(table);
            }
        }
    }
}

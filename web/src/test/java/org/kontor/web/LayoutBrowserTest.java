package org.kontor.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.kontor.web.Browsers.assertNoScriptErrors;
import static org.kontor.web.Browsers.await;
import static org.kontor.web.Browsers.js;
import static org.kontor.web.Browsers.live;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.kontor.table.GameSetup;
import org.kontor.table.TableGame;
import org.kontor.table.catan.CatanTable;
import org.kontor.table.elasund.ElasundTable;
import org.kontor.table.hansa.HansaTable;
import org.kontor.table.merchants.MerchantsTable;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * Every game's pages laid out right, as a person sees them: the phone at 390×844 and 360×740, the
 * host page at 390×844 and 1920×1080, the table screen at 1920×1080 and 1280×720, before the
 * start, at the start, in the middle of a seeded random game with long names (badges and all),
 * and at its end. On each: no sideways overflow of the page or a panel, no text cut off, no two
 * labels of the board drawing on top of each other, every button at least a finger wide
 * ({@link Layout}). One phone, one table screen and one host page are reused throughout.
 *
 * <p>{@code -Dscreens=<folder>} also writes the pictures of the gallery (docs/screens/) there:
 * {@code bench/screens.sh}.
 */
@Tag("browser")
class LayoutBrowserTest {

    /** Long names, as the name field allows (24 characters at most), to find what they push aside. */
    static final List<String> NAMES = List.of("Maximiliana Theodora", "Bartholomew Alexander",
            "Christabel Winterbottom", "Dee");
    static final String GALLERY = System.getProperty("screens", "");
    /** {@code -Dlayout.pictures}: a picture of every page at every size, laid out right or not. */
    static final boolean EVERY_PICTURE = !System.getProperty("layout.pictures", "false").equals("false");

    private record Size(String page, int width, int height) {
        boolean phone() {
            return width < 500;
        }
    }

    private static final List<Size> PHONE = List.of(new Size("phone", 390, 844), new Size("phone", 360, 740));
    private static final List<Size> TABLE = List.of(new Size("table", 1920, 1080), new Size("table", 1280, 720));
    private static final List<Size> HOST = List.of(new Size("host", 390, 844), new Size("host", 1920, 1080));

    @RegisterExtension
    final Browsers browsers = Browsers.shared();

    @Test
    void merchants_pages_are_laid_out_right() {
        laidOutRight("merchants", new MerchantsTable(), 20261128L, "europe-main", Map.of(), 4, RandomMoves::choose, 120);
    }

    @Test
    void catan_pages_are_laid_out_right() {
        laidOutRight("catan", new CatanTable(), 20261128L, "catan-beginner", Map.of("layout", "BEGINNER"), 3,
                CatanMoves::choose, 400);
    }

    @Test
    void hansa_pages_are_laid_out_right() {
        laidOutRight("hansa", new HansaTable(), 20261128L, "hansa-45", Map.of(), 4, HansaMoves::choose, 150);
    }

    @Test
    void elasund_pages_are_laid_out_right() {
        laidOutRight("elasund", new ElasundTable(), 20261128L, "elasund", Map.of(), 4, ElasundMoves::choose, 120);
    }

    private void laidOutRight(String game, TableGame<?, ?, ?, ?> table, long seed, String board, Map<String, String> options,
                              int players, RandomPlay.Chooser moves, int midGame) {
        System.out.println(game + ": seed " + seed + ", " + players + " players on " + board);
        TestTable.run(table, seed, (t, client) -> {
            List<String> problems = new ArrayList<>();
            ChromeDriver phone = browsers.phone();
            ChromeDriver screen = browsers.tableScreen();
            ChromeDriver host = browsers.tableScreen();
            String hostLink = t.origin() + "/host?token=" + t.pairing.hostToken();
            host.get(hostLink);
            screen.get(hostLink);     // the host's cookie: the table screen shows the join codes
            String tablePage = t.origin() + "/table.html";
            String hostPage = t.origin() + "/host.html";

            show(t, host, hostPage, null);
            check(game, "lobby", host, HOST, problems);
            show(t, screen, tablePage, null);
            check(game, "lobby", screen, TABLE, problems);

            assertThat(t.session.start(new GameSetup(board, NAMES.subList(0, players), options, GameSetup.DiceSource.VIRTUAL))
                    .get(5, TimeUnit.SECONDS).accepted()).isTrue();
            Browsers.join(phone, t, 0);
            everyPage(game, "start", t, phone, screen, host, tablePage, hostPage, problems);

            int[] made = {0};
            play(t, seed, moves, any -> made[0]++ >= midGame, phone, screen, host);
            everyPage(game, "mid-game", t, phone, screen, host, tablePage, hostPage, problems);

            play(t, seed + 1, moves, any -> !"PLAYING".equals(any.at("/table/phase").asText()), phone, screen, host);
            everyPage(game, "end", t, phone, screen, host, tablePage, hostPage, problems);

            assertNoScriptErrors(phone, screen, host);
            assertThat(problems).as("layout problems of %s's pages", game).isEmpty();
        });
    }

    /** Plays random moves with the pages away (a page redrawing every move would only slow the play down). */
    private static void play(TestTable t, long seed, RandomPlay.Chooser moves, Predicate<JsonNode> until,
                             ChromeDriver... pages) throws Exception {
        for (ChromeDriver page : pages) {
            page.get("about:blank");
        }
        BrowserTest.playUntil(t, seed, 50_000, moves, until);
    }

    private static void everyPage(String game, String stage, TestTable t, ChromeDriver phone, ChromeDriver screen,
                                  ChromeDriver host, String tablePage, String hostPage, List<String> problems) throws Exception {
        show(t, phone, t.origin() + "/phone.html", game);
        check(game, stage, phone, PHONE, problems);
        show(t, screen, tablePage, game);
        check(game, stage, screen, TABLE, problems);
        show(t, host, hostPage, game);
        check(game, stage, host, HOST, problems);
    }

    /**
     * Opens the page and waits until it shows the table's latest view, drawn: the game's script
     * (module {@code game}, once a game is on) and every stylesheet, image and font loaded, and
     * then nothing on the page changed for {@link #QUIET_MS} (the board drawing and the game's
     * panels arrive just after the view).
     */
    private static void show(TestTable t, ChromeDriver page, String url, String game) {
        page.get(url);
        live(page);
        var current = t.session.current();
        long seq = current == null ? 0 : current.seq();
        await(page).until(d -> Long.parseLong(String.valueOf(js(d, "return document.body.dataset.seq || '-1'"))) >= seq);
        page.executeAsyncScript(DRAWN, game, QUIET_MS);
    }

    static final int QUIET_MS = 150;

    /** Resolves once the page is drawn as {@link #show} says (the driver's script timeout, 30 s, bounds it). */
    private static final String DRAWN = """
            const [game, quietMs, done] = arguments;
            (async () => {
              if (game) await import('/js/' + game + '.js');
              await document.fonts.ready;
              let changed = performance.now();
              const watch = new MutationObserver(() => { changed = performance.now(); });
              watch.observe(document.documentElement, {subtree: true, childList: true, attributes: true, characterData: true});
              const loaded = () => [...document.images].every((i) => i.complete)
                && [...document.querySelectorAll('link[rel=stylesheet]')].every((l) => l.sheet);
              const look = () => {
                if (loaded() && performance.now() - changed >= quietMs) { watch.disconnect(); done(true); }
                else setTimeout(look, 25);
              };
              look();
            })().catch((e) => done(String(e)));
            """;

    private static void check(String game, String stage, ChromeDriver page, List<Size> sizes, List<String> problems)
            throws Exception {
        for (Size size : sizes) {
            Layout.resize(page, size.width(), size.height(), size.phone());
            String where = game + " " + stage + " " + size.page() + " " + size.width() + "x" + size.height();
            List<String> found = Layout.problems(page);
            found.forEach(p -> problems.add(where + ": " + p));
            picture(page, stage, size, game + "-" + size.page() + "-" + stage + "-" + size.width() + "x" + size.height(),
                    !found.isEmpty());
        }
    }

    /**
     * The screen as shown (a phone's whole page, as a person scrolls it) into target/screenshots/
     * when the page has a problem there (or every screen with -Dlayout.pictures: 88 pictures cost
     * the suite several seconds) and, with -Dscreens, into the gallery as JPEG (to keep it small):
     * every size in the middle of the game, the host page before the start, the phone and the table
     * screen at the end.
     */
    private static void picture(ChromeDriver page, String stage, Size size, String name, boolean problem) throws Exception {
        if (problem || EVERY_PICTURE) {
            Map<String, Object> png = Map.of("format", "png", "captureBeyondViewport", size.phone());
            Files.createDirectories(Browsers.SHOTS);
            Files.write(Browsers.SHOTS.resolve("layout-" + name + ".png"), shot(page, png));
        }
        boolean inGallery = stage.equals("mid-game") || stage.equals("lobby") && size.page().equals("host")
                || stage.equals("end") && !size.page().equals("host") && (size.width() == 390 || size.width() == 1920);
        if (!GALLERY.isEmpty() && inGallery) {
            Path folder = Path.of(GALLERY);
            Files.createDirectories(folder);
            Files.write(folder.resolve(name + ".jpg"),
                    shot(page, Map.of("format", "jpeg", "quality", 70, "captureBeyondViewport", size.phone())));
        }
    }

    private static byte[] shot(ChromeDriver page, Map<String, Object> how) {
        return Base64.getDecoder().decode(String.valueOf(page.executeCdpCommand("Page.captureScreenshot", how).get("data")));
    }
}

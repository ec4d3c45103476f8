package org.kontor.web;

import org.kontor.table.GameSetup;
import org.kontor.table.Json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.kontor.web.Browsers.assertNoScriptErrors;
import static org.kontor.web.Browsers.await;
import static org.kontor.web.Browsers.js;
import static org.kontor.web.Browsers.live;
import static org.kontor.web.Browsers.shoot;
import static org.kontor.web.Browsers.tapBoard;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.kontor.table.merchants.MerchantsTable;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;

/**
 * Real phones and a real table screen in Debian's Chromium (java-stack.md §2): two phones join by
 * their links, one takes a turn, the other sees it live, the table screen follows, and a kontor is
 * placed by tapping the board. Screenshots go to web/target/screenshots/. Phones here are 412×915
 * windows, table screens 1400×900.
 */
@Tag("browser")
class BrowserTest {

    @RegisterExtension
    final Browsers browsers = Browsers.shared();

    private WebDriver browser(int width, int height) throws Exception {
        return browsers.open(width, height);
    }

    private WebDriver phoneAt(TestTable t, int seat) throws Exception {
        return browsers.phoneAt(t, seat, 412, 915);
    }

    private WebDriver tableScreenAt(TestTable t) throws Exception {
        return browsers.tableScreenAt(t, 1400, 900);
    }

    /** Kept for other test classes: {@link Browsers#tap}. */
    static void tap(WebDriver driver, WebElement element) {
        Browsers.tap(driver, element);
    }

    /** Kept for other test classes: {@link Browsers#shootPage}. */
    static void shootPage(WebDriver driver, String name, int width) throws Exception {
        Browsers.shootPage(driver, name, width);
    }

    @Test
    void two_phones_join_one_takes_a_turn_the_other_and_the_table_screen_see_it_live() {
        TestTable.run(new MerchantsTable(), 20261121L, (t, client) -> {
            String base = "http://localhost:" + t.port;
            // The host sets the game up on the host page: names (one with markup in it), then start.
            WebDriver table = browsers.hostsTableScreenAt(t, 1600, 1000);     // the lobby: QR codes first
            await(table).until(d -> d.findElements(By.cssSelector("img[src^='/api/host/qr/']")).size() == 4);
            await(table).until(d -> (Boolean) js(d, "return [...document.images].every(i => i.complete && i.naturalWidth > 0)"));
            shoot(table, "table-lobby");
            table.get(base + "/host.html");
            live(table);
            String[] names = {"Ana", "Ben <b>&", "Cai", "Dee"};
            for (int seat = 0; seat < 4; seat++) {
                WebElement name = table.findElement(By.cssSelector("input[name=name][data-seat='" + seat + "']"));
                name.clear();
                name.sendKeys(names[seat]);
            }
            table.manage().window().setSize(new org.openqa.selenium.Dimension(1000, 1000));
            shootPage(table, "host-setup", 1000);
            table.findElement(By.id("start")).click();
            await(table).until(d -> t.session.current().version() == 0);
            WebDriver ana = phoneAt(t, 0);
            WebDriver ben = phoneAt(t, 1);
            table.manage().window().setSize(new org.openqa.selenium.Dimension(1600, 1000));
            table.get(base + "/table.html");
            live(table);
            assertThat(ana.getCurrentUrl()).endsWith("/phone.html");
            // Names are text, never markup.
            assertThat(ben.findElement(By.id("me")).getText()).contains("Ben <b>&");

            await(ana).until(ExpectedConditions.elementToBeClickable(By.cssSelector("button[data-kind=roll]"))).click();
            await(ben).until(ExpectedConditions.textMatches(By.cssSelector(".log"), java.util.regex.Pattern.compile("rolled \\d")));
            await(table).until(ExpectedConditions.presenceOfElementLocated(By.cssSelector(".die-face")));
            await(table).until(d -> !d.findElements(By.cssSelector(".histogram .bar[height]")).isEmpty());

            // Ana offers Ben a trade from her phone; Ben is cued and declines it.
            await(ana).until(ExpectedConditions.elementToBeClickable(By.cssSelector("details[data-kind=offer-trade] > summary"))).click();
            String have = ana.findElements(By.cssSelector(".tile[data-res]:not(.zero)")).get(0).getAttribute("data-res");
            ana.findElement(By.cssSelector("[data-side=give] .counter[data-kind=" + have + "] .step:last-of-type")).click();
            ana.findElement(By.cssSelector("[data-side=get-gold] .step:last-of-type")).click();
            ana.findElement(By.cssSelector("button[data-kind=offer-trade-send]")).click();
            await(ben).until(ExpectedConditions.textToBe(By.cssSelector(".turn-line.mine"), "The game needs you"));
            assertThat(ben.findElement(By.cssSelector(".prompt.offer")).getText()).contains("Ana offers Ben <b>&").contains("1 Gold");
            shootPage(ben, "phone-trade-offer", 412);
            ben.findElement(By.cssSelector("button[data-kind=decline-trade]")).click();
            await(ana).until(ExpectedConditions.textMatches(By.cssSelector(".log"), java.util.regex.Pattern.compile("Ben <b>& declines")));

            // The other phone sees Ana's turn end and its own start, with the cue.
            WebElement end = await(ana).until(ExpectedConditions.elementToBeClickable(By.cssSelector("button[data-kind=end-turn]")));
            tap(ana, end);
            await(ben).until(ExpectedConditions.textToBe(By.cssSelector(".turn-line.mine"), "Your turn!"));
            await(ben).until(ExpectedConditions.elementToBeClickable(By.cssSelector("button[data-kind=roll]"))).click();
            await(ana).until(ExpectedConditions.textMatches(By.cssSelector(".turn-line"), java.util.regex.Pattern.compile("Ben <b>&'s turn")));
            await(table).until(ExpectedConditions.textMatches(By.id("turn"), java.util.regex.Pattern.compile("Ben")));
            await(table).until(d -> d.findElements(By.cssSelector("#board svg #pieces .route")).size() >= 4);
            // Ana's and Ben's seats have their phones: only the two free seats' codes stay on the table screen.
            await(table).until(d -> d.findElements(By.cssSelector("img[src^='/api/host/qr/']")).size() == 2);
            assertThat(table.findElements(By.cssSelector("a.join-link[data-seat='0'], a.join-link[data-seat='1']"))).isEmpty();

            shootPage(ben, "phone-ben-turn", 412);
            shoot(table, "table-screen");
            ana.findElement(By.cssSelector("button.lang")).click();       // Spanish on this device only
            await(ana).until(ExpectedConditions.textMatches(By.cssSelector(".turn-line"), java.util.regex.Pattern.compile("Turno de")));
            assertThat(ben.findElement(By.cssSelector("h2")).getText()).isEqualTo("YOUR MOVES");
            shootPage(ana, "phone-ana-spanish", 412);
        });
    }

    @Test
    void pages_open_before_the_host_picks_the_other_board_side_draw_the_new_board() {
        TestTable.run(new MerchantsTable(), 5L, (t, client) -> {
            start(t, "europe-short", Map.of(), GameSetup.DiceSource.VIRTUAL);
            WebDriver ana = phoneAt(t, 0);
            WebDriver screen = tableScreenAt(t);
            for (WebDriver page : List.of(ana, screen)) {
                await(page).until(d -> !d.findElements(By.cssSelector("#board svg#board-europe-short")).isEmpty());
            }

            assertThat(t.session.end().get(5, TimeUnit.SECONDS).accepted()).isTrue();
            start(t, "europe-main", Map.of("setup", "VARIABLE"), GameSetup.DiceSource.VIRTUAL);
            for (WebDriver page : List.of(ana, screen)) {
                await(page).until(d -> !d.findElements(By.cssSelector("#board svg#board-europe-main")).isEmpty());
                assertThat(page.findElements(By.cssSelector("#board svg#board-europe-short"))).isEmpty();
            }
            assertNoScriptErrors(ana, screen);
        });
    }

    @Test
    void a_kontor_is_placed_by_tapping_the_board_and_dice_are_entered_on_the_phone() {
        TestTable.run(new MerchantsTable(), 77L, (t, client) -> {
            start(t, "europe-short", Map.of("setup", "VARIABLE"), GameSetup.DiceSource.TABLE);
            WebDriver ana = phoneAt(t, 0);
            WebDriver host = browsers.hostPageAt(t, 1000, 900);

            // Seat 0 enters the dice it rolled for the start, the others roll through the API.
            await(ana).until(ExpectedConditions.elementToBeClickable(By.cssSelector("[data-die='0-6']"))).click();
            ana.findElement(By.cssSelector("[data-die='1-5']")).click();
            WebElement send = ana.findElement(By.cssSelector("button[data-kind=dice-send]"));
            assertThat(send.getText()).isEqualTo("Roll 6 + 5 = 11");
            send.click();
            await(ana).until(d -> t.session.current().version() >= 1);
            // Play the other seats until the game waits for Ana to place a kontor.
            for (int guard = 0; guard < 20; guard++) {
                JsonNode view = Json.MAPPER.readTree(t.session.current().seatView(0));
                if (view.at("/legal/0/kind").asText().equals("place-kontor")) {
                    break;
                }
                int seat = view.get("needs").get(0).asInt();
                JsonNode other = Json.MAPPER.readTree(t.session.current().seatView(seat));
                JsonNode action = other.at("/legal/0");
                JsonNode command = action.get("freeForm").asBoolean()
                        ? Json.MAPPER.readTree("{\"type\":\"roll\",\"dice\":[1,2]}") : action.at("/choices/0");
                assertThat(t.session.act(seat, other.get("version").asLong(), command).get(5, TimeUnit.SECONDS).accepted()).isTrue();
            }
            await(ana).until(ExpectedConditions.elementToBeClickable(By.cssSelector("button[data-kind=place-kontor]"))).click();
            await(ana).until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector(".banner[data-kind=pick]")));
            List<WebElement> targets = ana.findElements(By.cssSelector("#board svg .target"));
            assertThat(targets).isNotEmpty();
            shootPage(host, "host-playing", 1000);
            // Tap on the first highlighted crossroads (a tap near it would do too), then confirm.
            WebElement target = targets.get(0);
            String id = target.getAttribute("id");
            js(ana, "arguments[0].scrollIntoView({block:'center'});"
                    + "const r = arguments[0].getBoundingClientRect();"
                    + "arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true, clientX: r.left + r.width / 2 + 6,"
                    + " clientY: r.top + r.height / 2 + 4}))", target);
            await(ana).until(ExpectedConditions.elementToBeClickable(By.id("confirm-pick")));
            assertThat(target.getAttribute("class")).contains("chosen");
            shoot(ana, "phone-tap-the-board");
            ana.findElement(By.id("confirm-pick")).click();
            int at = Integer.parseInt(id.substring("intersection-".length()));
            await(ana).until(d -> {
                for (JsonNode k : table(t).get("kontors")) {
                    if (k.get("owner").asInt() == 0 && k.get("at").asInt() == at) {
                        return true;
                    }
                }
                return false;
            });
            await(ana).until(d -> !d.findElements(By.cssSelector("#board svg #pieces .kontor")).isEmpty());
        });
    }

    @Test
    void phones_and_the_table_screen_render_a_random_game_without_script_errors() {
        TestTable.run(new MerchantsTable(), -7046029254386353131L, (t, client) -> {
            start(t, "europe-short", Map.of("setup", "VARIABLE"), GameSetup.DiceSource.TABLE);
            WebDriver ana = phoneAt(t, 0);
            WebDriver table = tableScreenAt(t);
            java.util.Random random = new java.util.Random(3);
            int moves = 0;
            for (int step = 0; step < 400 && moves < 220; step++) {
                JsonNode any = Json.MAPPER.readTree(t.session.current().seatView(0));
                List<Integer> needs = new ArrayList<>();
                any.get("needs").forEach(n -> needs.add(n.asInt()));
                java.util.Collections.shuffle(needs, random);
                for (int seat : needs) {
                    JsonNode view = Json.MAPPER.readTree(t.session.current().seatView(seat));
                    JsonNode command = RandomMoves.choose(view, random);
                    if (command != null) {
                        assertThat(t.session.act(seat, view.get("version").asLong(), command)
                                .get(5, TimeUnit.SECONDS).accepted()).as("%s", command).isTrue();
                        moves++;
                        break;
                    }
                }
                if (moves % 40 == 0) {
                    assertNoScriptErrors(ana, table);
                }
            }
            long version = t.session.current().version();
            await(ana).until(d -> version == ((Number) js(d, "return window.kontorLastVersion ?? -2")).longValue());
            assertNoScriptErrors(ana, table);
            assertThat(moves).isGreaterThan(100);
            shootPage(ana, "phone-mid-game", 412);
            shoot(table, "table-screen-mid-game");
        });
    }

    /** Sends a command as {@code seat} through the session, made against the current version. */
    private static void act(TestTable t, int seat, String command) throws Exception {
        long version = t.session.current().version();
        assertThat(t.session.act(seat, version, Json.MAPPER.readTree(command)).get(5, TimeUnit.SECONDS).accepted())
                .as(command).isTrue();
    }

    private static List<String> targets(WebDriver driver) {
        return driver.findElements(By.cssSelector("#board svg .target")).stream().map(e -> e.getAttribute("id")).sorted().toList();
    }

    /** The game part of the table's current public view. */
    private static JsonNode table(TestTable t) {
        try {
            return Json.MAPPER.readTree(t.session.current().publicView()).get("game");
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** Starts a game on the table and checks the session took it. */
    private static void start(TestTable t, String board, Map<String, String> options, GameSetup.DiceSource dice)
            throws Exception {
        assertThat(t.session.start(new GameSetup(board, List.of("Ana", "Ben", "Cai"), options, dice))
                .get(5, TimeUnit.SECONDS).accepted()).isTrue();
    }

    /**
     * The physical board's state as the hub publishes it: the table screen's panel says what to put
     * right and marks it on the drawing; when the table shows a move two ways, the phone of the
     * player who moved asks which, and the answer is played.
     */
    @Test
    void the_table_screen_shows_what_to_put_right_and_the_phone_asks_which_reading_was_meant() {
        TestTable.run(new MerchantsTable(), 11L, (t, client) -> {
            assertThat(t.session.start(new GameSetup("europe-short", List.of("Ana", "Ben", "Cai", "Dee"),
                    Map.of("setup", "FIXED"), GameSetup.DiceSource.TABLE)).get(5, TimeUnit.SECONDS).accepted()).isTrue();
            act(t, 0, "{\"type\":\"roll\",\"dice\":[2,3]}");
            com.fasterxml.jackson.databind.JsonNode outOfSync = Json.MAPPER.readTree("""
                    {"state": "out-of-sync", "boards": [{"name": "main", "connected": true, "synced": true, "silent": false},
                                {"name": "keys", "connected": true, "synced": true, "silent": false,
                                 "problem": "A press on button 3 never reached the hub: make it again."}],
                     "fix": [{"kind": "path", "id": 40, "words": "Take a red route off path 40: nothing belongs there."}],
                     "buttons": {"words": "Button 1: White takes Blue's trade: gets 1 ore, gives 1 lumber (1 of 3): press confirm.",
                                 "say": {"es": "Botón 1: Blanco acepta el trato de Azul: recibe 1 mineral, da 1 madera (1 de 3): pulsa confirmar."}}}""");
            t.session.showPhysical(outOfSync, org.kontor.engine.Rejection.of(org.kontor.engine.RejectionKind.NOT_AVAILABLE_NOW,
                    "kernel.physical.out-of-sync", "")).get(5, TimeUnit.SECONDS);
            WebDriver screen = tableScreenAt(t);
            WebDriver ana = phoneAt(t, 0);
            await(screen).until(ExpectedConditions.textToBePresentInElementLocated(By.cssSelector("#sync .sync-fix"),
                    "Take a red route off path 40: nothing belongs there."));
            await(screen).until(d -> !d.findElements(By.cssSelector("#board svg #marks .marked")).isEmpty());
            await(ana).until(ExpectedConditions.textToBePresentInElementLocated(By.id("physical"), "Take a red route off path 40"));
            // What the buttons say (here a trade offered, answered on them) stands above what to put right.
            assertThat(screen.findElement(By.id("sync-buttons")).getText()).isEqualTo(
                    "Button 1: White takes Blue's trade: gets 1 ore, gives 1 lumber (1 of 3): press confirm.");
            // A board that is connected but has something to say (a lost press, a refusal) is marked as a board in trouble.
            assertThat(screen.findElements(By.cssSelector("#sync .sync-boards li.bad")).stream().map(WebElement::getText))
                    .containsExactly("keys: A press on button 3 never reached the hub: make it again.");
            shoot(screen, "table-screen-out-of-sync");
            screen.manage().window().setSize(new org.openqa.selenium.Dimension(1920, 1080));
            js(screen, "document.getElementById('sync').scrollIntoView()");
            shoot(screen, "table-screen-out-of-sync-1920");
            ana.manage().window().setSize(new org.openqa.selenium.Dimension(390, 844));
            shootPage(ana, "phone-out-of-sync-390", 390);

            com.fasterxml.jackson.databind.JsonNode ask = Json.MAPPER.readTree("""
                    {"state": "ask", "boards": [],
                     "options": [{"seat": 0, "words": "red route on path 102", "command": {"type": "build-route", "path": 102}},
                                 {"seat": 0, "words": "red route on path 115", "command": {"type": "build-route", "path": 115}}]}""");
            t.session.showPhysical(ask, (org.kontor.engine.Rejection) null).get(5, TimeUnit.SECONDS);
            await(ana).until(d -> d.findElements(By.cssSelector("#physical button.sync-choice")).size() == 2);
            shoot(ana, "phone-asks-which-reading");
            tap(ana, ana.findElements(By.cssSelector("#physical button.sync-choice")).get(0));
            await(ana).until(d -> table(t).at("/routes").toString().contains("{\"owner\":0,\"at\":102,\"index\":0}"));
            assertNoScriptErrors(ana, screen);
        });
    }

    /**
     * The host page while the table holds play: each spot to put right has an "ignore this sensor"
     * button that sends the override, the ignored sensors are listed with a button to use them
     * again, and when the table is read two ways the host can accept either. The sentences about the
     * table are in English and Spanish (a sentence that lacks either language fails here).
     */
    @Test
    void the_host_page_ignores_a_dead_sensor_and_accepts_a_reading_and_says_it_in_both_languages() {
        TestTable.run(new MerchantsTable(), 11L, (t, client) -> {
            assertThat(t.session.start(new GameSetup("europe-short", List.of("Ana", "Ben", "Cai", "Dee"),
                    Map.of("setup", "FIXED"), GameSetup.DiceSource.TABLE)).get(5, TimeUnit.SECONDS).accepted()).isTrue();
            com.fasterxml.jackson.databind.JsonNode outOfSync = Json.MAPPER.readTree("""
                    {"state": "out-of-sync", "boards": [], "ignored": [],
                     "fix": [{"kind": "path", "id": 40, "fix": "remove", "sensed": {"piece": "route", "colour": "orange"},
                              "words": "Take a orange route off path 40: nothing belongs there."},
                             {"kind": "intersection", "id": 12, "fix": "put", "expected": {"piece": "merchant", "colour": "blue"},
                              "words": "Put a blue merchant on intersection 12."}]}""");
            com.fasterxml.jackson.databind.JsonNode ignoring = Json.MAPPER.readTree("""
                    {"state": "in-sync", "boards": [], "ignored": [{"kind": "path", "id": 40}]}""");
            com.fasterxml.jackson.databind.JsonNode ask = Json.MAPPER.readTree("""
                    {"state": "ask", "boards": [], "ignored": [],
                     "options": [{"seat": 0, "words": "red route on path 102", "command": {"type": "build-route", "path": 102}},
                                 {"seat": 0, "words": "red route on path 115", "command": {"type": "build-route", "path": 115}}]}""");
            List<org.kontor.table.session.PhysicalOverride.Request> asked = new java.util.concurrent.CopyOnWriteArrayList<>();
            t.session.physicalOverride(request -> {
                asked.add(request);
                return t.session.showPhysical(request instanceof org.kontor.table.session.PhysicalOverride.Request.Ignore ? ignoring
                        : outOfSync, (org.kontor.engine.Rejection) null).thenApply(outcome -> null);
            });
            t.session.showPhysical(outOfSync, org.kontor.engine.Rejection.of(org.kontor.engine.RejectionKind.NOT_AVAILABLE_NOW,
                    "kernel.physical.out-of-sync", "")).get(5, TimeUnit.SECONDS);
            WebDriver host = browsers.hostPageAt(t, 1000, 1200);
            await(host).until(ExpectedConditions.textToBePresentInElementLocated(By.id("host-physical"),
                    "Take an orange route off path 40: nothing belongs there."));
            assertThat(host.findElement(By.id("host-physical")).getText()).contains("Put a blue merchant on intersection 12.");
            shoot(host, "host-out-of-sync");
            tap(host, host.findElement(By.cssSelector("#host-physical button[data-ignore='path-40']")));
            await(host).until(d -> !d.findElements(By.cssSelector("#host-physical button[data-restore='path-40']")).isEmpty());
            assertThat(asked).containsExactly(new org.kontor.table.session.PhysicalOverride.Request.Ignore(
                    org.kontor.engine.table.Spot.path(40)));
            assertThat(host.findElement(By.id("host-physical")).getText()).contains("Sensors ignored: path 40.");
            tap(host, host.findElement(By.cssSelector("#host-physical button[data-restore='path-40']")));
            await(host).until(d -> asked.size() == 2);
            assertThat(asked.get(1)).isEqualTo(new org.kontor.table.session.PhysicalOverride.Request.Restore(
                    org.kontor.engine.table.Spot.path(40)));

            t.session.showPhysical(ask, (org.kontor.engine.Rejection) null).get(5, TimeUnit.SECONDS);
            await(host).until(d -> d.findElements(By.cssSelector("#host-physical button[data-accept]")).size() == 2);
            assertThat(host.findElement(By.cssSelector("#host-physical button[data-accept='1']")).getText())
                    .isEqualTo("Accept the table as sensed: red route on path 115");
            tap(host, host.findElement(By.cssSelector("#host-physical button[data-accept='1']")));
            await(host).until(d -> asked.size() == 3);
            assertThat(asked.get(2)).isEqualTo(new org.kontor.table.session.PhysicalOverride.Request.Accept(1));

            // Every out-of-sync sentence, for every piece and colour, in both languages.
            @SuppressWarnings("unchecked")
            Map<String, Object> answer = (Map<String, Object>) ((org.openqa.selenium.JavascriptExecutor) host).executeAsyncScript("""
                    const done = arguments[arguments.length - 1];
                    Promise.all([import('/js/physical.js'), import('/js/i18n.js')]).then(([p, i]) => {
                      const pieces = [{}, {colour: 'red'}];
                      for (const piece of ['kontor', 'route', 'merchant', 'caravan', 'robber'])
                        for (const colour of ['red', 'blue', 'white', 'orange', 'neutral']) pieces.push({piece, colour});
                      const out = {en: [], es: []};
                      for (const lang of ['en', 'es']) {
                        i.setLanguage(lang);
                        for (const kind of ['intersection', 'path', 'hex'])
                          for (const piece of pieces) {
                            out[lang].push(p.fixWords({kind, id: 7, fix: 'remove', sensed: piece}));
                            out[lang].push(p.fixWords({kind, id: 7, fix: 'replace', sensed: piece, expected: {piece: 'route', colour: 'blue'}}));
                            if (piece.piece) out[lang].push(p.fixWords({kind, id: 7, fix: 'put', expected: piece}));
                          }
                      }
                      i.setLanguage('en');
                      done({en: out.en, es: out.es, untranslated: i.untranslated()});
                    }).catch((e) => done({error: String(e)}));""");
            assertThat(answer.get("error")).isNull();
            assertThat((List<?>) answer.get("untranslated")).as("every text in both languages").isEmpty();
            @SuppressWarnings("unchecked")
            List<String> en = (List<String>) answer.get("en");
            @SuppressWarnings("unchecked")
            List<String> es = (List<String>) answer.get("es");
            assertThat(en).hasSize(es.size()).hasSizeGreaterThan(90).contains("Take an orange route off path 7: nothing belongs there.",
                    "On hex 7 belongs a blue route, not a red kontor.", "Put a robber on intersection 7.", "Take a piece off path 7: nothing belongs there.");
            assertThat(es).contains("Quita una ruta de color naranja (camino 7): ahí no va nada.", "Pon el ladrón (encrucijada 7).");
            for (int k = 0; k < en.size(); k++) {
                assertThat(String.valueOf(es.get(k))).as("sentence %d in Spanish", k).isNotEqualTo(en.get(k)).doesNotContain("{", "sync.");
                assertThat(String.valueOf(en.get(k))).as("sentence %d in English", k).doesNotContain("{", "sync.");
            }
            assertNoScriptErrors(host);
        });
    }

    /** With a virtual board attached, the host page's Virtual board card types its commands: place, lift, set up, roll, a button. */
    @Test
    void the_host_page_drives_the_virtual_board() {
        TestTable.run(new MerchantsTable(), 11L, (t, client) -> {
            List<String> typed = new java.util.concurrent.CopyOnWriteArrayList<>();
            t.session.simulatedBoard(command -> {
                typed.add(command);
                return null;
            });
            WebDriver host = browsers.hostPageAt(t, 1000, 1400);
            await(host).until(d -> !d.findElements(By.id("simulator")).isEmpty());
            new org.openqa.selenium.support.ui.Select(host.findElement(By.name("sim-kind"))).selectByValue("hex");
            WebElement id = host.findElement(By.name("sim-id"));
            id.clear();
            id.sendKeys("7");
            id.sendKeys(org.openqa.selenium.Keys.TAB);
            new org.openqa.selenium.support.ui.Select(host.findElement(By.name("sim-piece"))).selectByValue("robber");
            new org.openqa.selenium.support.ui.Select(host.findElement(By.name("sim-colour"))).selectByValue("neutral");
            tap(host, host.findElement(By.id("sim-place")));
            await(host).until(d -> typed.size() == 1);
            tap(host, host.findElement(By.id("sim-lift")));
            await(host).until(d -> typed.size() == 2);
            new org.openqa.selenium.support.ui.Select(host.findElement(By.name("sim-a"))).selectByValue("3");
            new org.openqa.selenium.support.ui.Select(host.findElement(By.name("sim-b"))).selectByValue("4");
            tap(host, host.findElement(By.id("sim-roll")));
            await(host).until(d -> typed.size() == 3);
            tap(host, host.findElement(By.id("sim-setup")));
            await(host).until(d -> typed.size() == 4);
            tap(host, host.findElement(By.cssSelector("#sim-buttons [data-button='4']")));
            await(host).until(d -> typed.size() == 5);
            assertThat(typed).containsExactly("place hex 7 robber neutral", "remove hex 7", "dice 3 4", "set up", "button 4 click");
            shoot(host, "host-virtual-board");
            assertNoScriptErrors(host);
        });
    }

    /**
     * Part 2 on a phone: Ana (red) walks her caravan route by route over her new route onto Cai's
     * (white) route, which costs 1 salt and a 1-gold toll to Cai, then delivers a goods token to
     * Cai's kontor at the end of it. The table screen narrates both.
     */
    @Test
    void a_caravan_walk_is_tapped_route_by_route_pays_its_toll_and_delivers_goods() {
        TestTable.run(new MerchantsTable(), 11L, (t, client) -> {
            assertThat(t.session.start(new GameSetup("europe-short", List.of("Ana", "Ben", "Cai", "Dee"),
                    Map.of("setup", "FIXED"), GameSetup.DiceSource.TABLE)).get(5, TimeUnit.SECONDS).accepted()).isTrue();
            act(t, 0, "{\"type\":\"roll\",\"dice\":[2,3]}");
            act(t, 0, "{\"type\":\"build-route\",\"path\":102}");     // joins Ana's kontor to Cai's route 103
            int caiGold = table(t).at("/players/2/gold").asInt();
            WebDriver ana = phoneAt(t, 0);
            WebDriver screen = tableScreenAt(t);

            tap(ana, await(ana).until(ExpectedConditions.elementToBeClickable(By.cssSelector("button[data-kind=move-caravan]"))));
            await(ana).until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector(".banner[data-kind=pick]")));
            assertThat(targets(ana)).as("the caravan stands on route 116: its only next route is 102").containsExactly("path-102");
            tapBoard(ana, ana.findElement(By.id("path-102")));
            await(ana).until(d -> targets(d).equals(List.of("path-103", "path-116")));
            assertThat(ana.findElement(By.id("confirm-pick")).isEnabled()).as("one route is a walk too").isTrue();
            tapBoard(ana, ana.findElement(By.id("path-103")));
            await(ana).until(ExpectedConditions.textToBePresentInElementLocated(By.cssSelector(".banner .steps-note"), "tolls 1 gold"));
            assertThat(ana.findElement(By.cssSelector(".banner .steps-note")).getText()).isEqualTo("1 Salt · tolls 1 gold");
            shoot(ana, "phone-caravan-walk");
            ana.findElement(By.id("confirm-pick")).click();
            await(ana).until(d -> table(t).at("/players/2/gold").asInt() == caiGold + 1);
            await(screen).until(ExpectedConditions.textToBePresentInElementLocated(By.id("just-now"), "Ana pays Cai 1 gold toll"));

            // The walk reached Cai's kontor at crossroads 79, which has no goods yet.
            WebElement deliver = await(ana).until(ExpectedConditions.elementToBeClickable(By.cssSelector("[data-kind=deliver] button[data-kontor='79']")));
            assertThat(deliver.getText()).contains("Cai");
            shootPage(ana, "phone-deliver", 412);
            tap(ana, deliver);
            await(screen).until(ExpectedConditions.textToBePresentInElementLocated(By.id("just-now"), "Ana delivers goods to Cai"));
            await(screen).until(d -> !d.findElements(By.cssSelector("#board svg #pieces .goods[data-owner='0']")).isEmpty());
            assertThat(table(t).at("/players/0/goodsDelivered").asInt()).isEqualTo(1);
            assertNoScriptErrors(ana, screen);
            shoot(screen, "table-screen-toll-and-delivery");
        });
    }

    /**
     * Part 2 on a phone: Ana taps where her merchant goes (each place shows the grain it costs),
     * founds a kontor in Dresden, and enters the number on the lumber token she turned over.
     */
    @Test
    void a_merchant_is_moved_by_tapping_its_destination_and_the_turned_over_token_is_entered() {
        TestTable.run(new MerchantsTable(), 12L, (t, client) -> {
            assertThat(t.session.start(new GameSetup("europe-short", List.of("Ana", "Ben", "Cai", "Dee"),
                    Map.of("setup", "FIXED"), GameSetup.DiceSource.TABLE)).get(5, TimeUnit.SECONDS).accepted()).isTrue();
            // As in hub/src/test/resources/scripts/short-fixed-merchant-founds-kontor.jsonl: a merchant and 4 grain.
            act(t, 0, "{\"type\":\"roll\",\"dice\":[1,3]}");
            act(t, 0, "{\"type\":\"build-merchant\",\"intersection\":42,\"replacing\":-1}");
            act(t, 0, "{\"type\":\"end-turn\"}");
            for (int seat = 1; seat < 4; seat++) {
                act(t, seat, "{\"type\":\"roll\",\"dice\":[4,5]}");
                act(t, seat, "{\"type\":\"end-turn\"}");
            }
            act(t, 0, "{\"type\":\"roll\",\"dice\":[4,5]}");
            WebDriver ana = phoneAt(t, 0);

            tap(ana, await(ana).until(ExpectedConditions.elementToBeClickable(By.cssSelector("button[data-kind=move-merchant]"))));
            await(ana).until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector(".banner[data-kind=pick]")));
            assertThat(targets(ana)).contains("intersection-86", "intersection-41");
            // Each destination shows its grain: Dresden is 7 steps away, 3 grain.
            List<String> badges = ana.findElements(By.cssSelector("#pick-labels .pick-badge-text")).stream()
                    .map(WebElement::getText).distinct().sorted().toList();
            assertThat(badges).containsExactly("1", "2", "3", "4");
            tapBoard(ana, ana.findElement(By.id("intersection-86")));
            await(ana).until(ExpectedConditions.elementToBeClickable(By.id("confirm-pick")));
            shoot(ana, "phone-merchant-move");
            ana.findElement(By.id("confirm-pick")).click();

            // Founding Dresden asks for a number token on the empty lumber space: Ana turned over an 11.
            WebElement eleven = await(ana).until(ExpectedConditions.elementToBeClickable(
                    By.cssSelector("[data-kind=place-number-token] button[data-number='11']")));
            assertThat(ana.findElement(By.cssSelector("[data-kind=place-number-token]")).getText())
                    .contains("Turn over a face-down Lumber token");
            shootPage(ana, "phone-number-token", 412);
            tap(ana, eleven);
            await(ana).until(d -> table(t).get("numbers").toString().contains("{\"hex\":39,\"number\":11,\"token\":true}"));
            await(ana).until(ExpectedConditions.textMatches(By.cssSelector(".log"),
                    java.util.regex.Pattern.compile("Ana founds a kontor in Dresden")));
            assertNoScriptErrors(ana);
        });
    }

    /**
     * Plays seeded random moves through the session (no browser) until somebody wins, always
     * delivering goods when the rules allow it, so a game ends in a few thousand moves.
     */
    static int playToAWinner(TestTable t, long seed, int limit) throws Exception {
        return playUntil(t, seed, limit, List.of("deliver"),
                any -> !any.at("/game/winner").isNull() && !any.at("/game/winner").isMissingNode());
    }

    /**
     * As {@link #playToAWinner}, until the public view (the whole frame) satisfies {@code done};
     * the first legal action of a kind in {@code preferred} is always taken.
     */
    static int playUntil(TestTable t, long seed, int limit, List<String> preferred,
                         java.util.function.Predicate<JsonNode> done) throws Exception {
        return playUntil(t, seed, limit, (view, random) -> {
            for (String kind : preferred) {
                for (JsonNode action : view.get("legal")) {
                    if (action.get("kind").asText().equals(kind) && !action.get("freeForm").asBoolean()) {
                        return action.at("/choices/0");
                    }
                }
            }
            return RandomMoves.choose(view, random);
        }, done);
    }

    /** As above, each move the one {@code chooser} picks from the acting seat's own view (any game's). */
    static int playUntil(TestTable t, long seed, int limit, RandomPlay.Chooser chooser,
                         java.util.function.Predicate<JsonNode> done) throws Exception {
        java.util.Random random = new java.util.Random(seed);
        for (int moves = 0; moves < limit; moves++) {
            JsonNode any = Json.MAPPER.readTree(t.session.current().publicView());
            if (done.test(any)) {
                return moves;
            }
            List<Integer> needs = new ArrayList<>();
            any.get("needs").forEach(n -> needs.add(n.asInt()));
            java.util.Collections.shuffle(needs, random);
            boolean moved = false;
            for (int seat : needs) {
                JsonNode view = Json.MAPPER.readTree(t.session.current().seatView(seat));
                JsonNode command = chooser.choose(view, random);
                if (command != null) {
                    var outcome = t.session.act(seat, view.get("version").asLong(), command).get(5, TimeUnit.SECONDS);
                    assertThat(outcome.accepted()).as("seat %d, %s: %s", seat, command, outcome.message()).isTrue();
                    moved = true;
                    break;
                }
            }
            assertThat(moved).as("somebody can move after %d moves: %s", moves, any.get("game")).isTrue();
        }
        throw new AssertionError("not there within " + limit + " moves");
    }

    /**
     * A development card in play: the phone of the seat playing it names the card and says what
     * its current step asks, offers the step's moves and a way to skip it, and lists its cards with
     * names, texts and the provisional-deck label.
     */
    @Test
    void a_card_step_is_prompted_on_the_phone_with_the_card_name() {
        TestTable.run(new MerchantsTable(), 31L, (t, client) -> {
            start(t, "europe-short", Map.of("setup", "FIXED"), GameSetup.DiceSource.VIRTUAL);
            playUntil(t, 31L, 20_000, List.of("play-card", "buy-card", "deliver"),
                    any -> any.at("/game/pending/type").asText().equals("card-step")
                    && !any.at("/game/pending/step/type").asText().equals("MoveRobberAndSteal"));
            JsonNode pending = table(t).get("pending");
            int seat = pending.get("seat").asInt();
            WebDriver phone = phoneAt(t, seat);
            WebElement prompt = await(phone).until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector("[data-kind=card-step]")));
            org.kontor.engine.merchants.cards.Card card = org.kontor.engine.merchants.cards.DeckFile.bundled("provisional").card(pending.get("card").asText());
            assertThat(prompt.getText()).startsWith(card.nameEn() + " — ");
            assertThat(phone.findElement(By.cssSelector("button[data-kind=skip-card-step]")).getText())
                    .isEqualTo("Skip the rest of this card");
            assertThat(phone.findElement(By.id("dev-cards")).getText()).contains("Provisional deck: invented cards");
            shootPage(phone, "phone-card-step", 412);
            // In Spanish the card keeps its Spanish name, though this phone never held it.
            tap(phone, phone.findElement(By.cssSelector("button.lang")));
            await(phone).until(ExpectedConditions.textMatches(By.cssSelector("[data-kind=card-step]"),
                    java.util.regex.Pattern.compile("^" + java.util.regex.Pattern.quote(card.nameEs() + " — "))));
            shoot(phone, "phone-card-step-spanish");
            tap(phone, phone.findElement(By.cssSelector("button.lang")));
            tap(phone, phone.findElement(By.cssSelector("button[data-kind=skip-card-step]")));
            await(phone).until(d -> !table(t).at("/pending/type").asText().equals("card-step"));
            assertNoScriptErrors(phone);
        });
    }

    /** Another player's card takes a card from each opponent: the opponent's phone asks which, in counters. */
    @Test
    void an_opponent_hands_over_a_card_for_a_card_effect_on_the_phone() {
        TestTable.run(new MerchantsTable(), 41L, (t, client) -> {
            start(t, "europe-short", Map.of("setup", "FIXED"), GameSetup.DiceSource.VIRTUAL);
            // Play cards whenever possible, but never hand over cards: the test's phone does that.
            playUntil(t, 41L, 30_000, List.of("play-card", "buy-card", "deliver"),
                    any -> any.at("/game/pending/type").asText().equals("give-resources"));
            JsonNode pending = table(t).get("pending");
            int seat = Integer.parseInt(pending.get("owed").fieldNames().next());
            int owed = pending.get("owed").get(Integer.toString(seat)).asInt();
            WebDriver phone = phoneAt(t, seat);
            WebElement send = await(phone).until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("button[data-kind=give-send]")));
            assertThat(send.isEnabled()).as("nothing chosen yet").isFalse();
            String[] names = {"Ana", "Ben", "Cai"};
            assertThat(phone.findElement(By.cssSelector(".prompt")).getText())
                    .contains("A card makes you give " + names[pending.get("to").asInt()] + " " + owed + (owed == 1 ? " card:" : " cards:"));
            int given = 0;
            for (WebElement tile : phone.findElements(By.cssSelector(".tiles .tile[data-res]:not(.zero)"))) {
                int have = Integer.parseInt(tile.findElement(By.cssSelector(".tile-count")).getText());
                WebElement plus = phone.findElement(By.cssSelector(".prompt .counter[data-kind=" + tile.getAttribute("data-res")
                        + "] .step:last-of-type"));
                for (int i = 0; i < have && given < owed; i++, given++) {
                    tap(phone, plus);
                }
            }
            await(phone).until(ExpectedConditions.elementToBeClickable(send));
            shootPage(phone, "phone-give-resources", 412);
            tap(phone, send);
            await(phone).until(d -> {
                JsonNode now = table(t).get("pending");
                return now.isNull() || !now.path("owed").has(Integer.toString(seat));
            });
            assertNoScriptErrors(phone);
        });
    }

    @Test
    void the_winner_is_shown_on_the_phones_and_the_table_screen() {
        TestTable.run(new MerchantsTable(), 21L, (t, client) -> {
            start(t, "europe-short", Map.of("setup", "FIXED"), GameSetup.DiceSource.VIRTUAL);
            long started = System.nanoTime();
            int moves = playToAWinner(t, 21L, 20_000);
            System.out.println("winner after " + moves + " moves, " + (System.nanoTime() - started) / 1_000_000 + " ms");
            JsonNode game = table(t);
            int winner = game.get("winner").asInt();
            assertThat(game.at("/players/" + winner + "/goodsDelivered").asInt()).isEqualTo(6);
            assertThat(Json.MAPPER.readTree(t.session.current().publicView()).at("/table/phase").asText()).isEqualTo("ENDED");
            String[] names = {"Ana", "Ben", "Cai"};
            WebDriver phone = phoneAt(t, winner);
            WebDriver screen = tableScreenAt(t);
            await(phone).until(ExpectedConditions.textToBePresentInElementLocated(By.id("winner"), "You win!"));
            await(screen).until(ExpectedConditions.textToBePresentInElementLocated(By.id("winner"), names[winner] + " wins!"));
            // The summary's "Save as PDF" is the one button left: it is no move.
            assertThat(phone.findElements(By.cssSelector("button.action:not([data-kind='print-summary'])")))
                    .as("no moves after the end").isEmpty();
            assertNoScriptErrors(phone, screen);
            shoot(phone, "phone-winner");
            shoot(screen, "table-screen-winner");
        });
    }

    @Test
    void the_page_says_the_table_stopped_when_the_hub_stops() throws Exception {
        TestTable t = new TestTable(new org.kontor.table.toy.ToyGame(), 5);
        t.dashboard.start(0);
        t.port = t.dashboard.port();
        try {
            WebDriver phone = phoneAt(t, 0);
            t.dashboard.stop();
            await(phone).until(ExpectedConditions.attributeToBe(By.id("status"), "data-status", "stopped"));
            assertThat(phone.findElement(By.id("banner")).getText()).contains("The table stopped");
        } finally {
            t.dashboard.stop();
        }
    }

    /**
     * Pairing as the players see it: the table screen shows only the codes of seats no phone sits
     * at (every code when the host asks); a second phone on a seat shows that it waits, and none
     * of the seat's hand, until the host allows it on the host page.
     */
    @Test
    void a_second_phone_on_a_seat_waits_for_the_host_and_the_table_screen_hides_paired_seats_codes() {
        TestTable.run(new MerchantsTable(), 20261125L, (t, client) -> {
            String base = "http://localhost:" + t.port;
            t.session.start(new GameSetup("europe-short", List.of("Ana", "Ben", "Cai"), Map.of(),
                    GameSetup.DiceSource.VIRTUAL)).get(5, TimeUnit.SECONDS);
            WebDriver host = browsers.hostsTableScreenAt(t, 1400, 1000);
            By codes = By.cssSelector("img[src^='/api/host/qr/']");
            await(host).until(d -> d.findElements(codes).size() == 3);

            WebDriver ana = browsers.phoneAt(t, 0, 420, 900);
            await(ana).until(d -> !d.findElements(By.cssSelector(".hand-card")).isEmpty());
            // Seat 1 now has its phone: its code leaves the table screen (a photograph shows no key to it).
            await(host).until(d -> d.findElements(codes).size() == 2);
            assertThat(host.findElements(By.cssSelector("a.join-link[data-seat='0']"))).isEmpty();
            shoot(host, "table-codes-of-unpaired-seats");
            // The table screen redraws as phones come and go: tap the button as it is now (a stale one is looked up again).
            await(host).until(d -> {
                tap(d, d.findElement(By.id("all-codes")));
                return true;
            });
            await(host).until(d -> d.findElements(codes).size() == 3);

            // The same link on a second phone: it waits, and shows nothing of Ana's hand.
            WebDriver other = browser(420, 900);
            Browsers.join(other, t, 0);
            await(other).until(ExpectedConditions.attributeToBe(By.id("status"), "data-status", "waiting"));
            assertThat(other.findElement(By.id("banner")).getText()).contains("waits for the host to allow it");
            String code = other.findElement(By.id("pairing-code")).getText().replaceAll("\\D", "");
            assertThat(code).as("the phone's four-digit code").hasSize(4);
            assertThat(other.findElements(By.cssSelector(".hand-card"))).isEmpty();
            String hand = Json.MAPPER.readTree(t.session.current().seatView(0)).at("/game/hand").toString();
            assertThat(other.getPageSource()).doesNotContain(hand);
            shoot(other, "phone-waiting-for-the-host");

            // The host page lists both phones of seat 1; the host allows the second one.
            host.get(base + "/host.html");
            live(host);
            By waiting = By.cssSelector("ul.devices[data-seat='0'] li[data-allowed='no'] button.allow-device");
            await(host).until(d -> !d.findElements(waiting).isEmpty());
            assertThat(host.findElements(By.cssSelector("ul.devices[data-seat='0'] li[data-allowed='yes']"))).hasSize(1);
            shootPage(host, "host-seat-devices", 1400);
            assertThat(host.findElement(By.cssSelector("ul.devices[data-seat='0'] li[data-allowed='no']")).getText())
                    .as("the host page shows the waiting phone's code").contains("code " + code);
            tap(host, host.findElement(waiting));
            // The host is asked to compare the code with the new phone's screen before allowing it.
            org.openqa.selenium.Alert question = await(host).until(ExpectedConditions.alertIsPresent());
            assertThat(question.getText()).contains(code).contains("seat 1");
            question.accept();
            await(host).until(d -> d.findElements(By.cssSelector("ul.devices[data-seat='0'] li[data-allowed='yes']")).size() == 2);
            live(other);
            await(other).until(d -> !d.findElements(By.cssSelector(".hand-card")).isEmpty());
        });
    }
}

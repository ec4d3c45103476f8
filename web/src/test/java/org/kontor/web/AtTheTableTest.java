package org.kontor.web;

import org.kontor.table.GameSetup;
import org.kontor.table.Json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.kontor.web.Browsers.assertNoScriptErrors;
import static org.kontor.web.Browsers.await;
import static org.kontor.web.Browsers.js;
import static org.kontor.web.Browsers.live;
import static org.kontor.web.Browsers.shoot;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.databind.JsonNode;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.kontor.engine.board.Resource;
import org.kontor.engine.merchants.cards.Card;
import org.kontor.engine.merchants.cards.DeckFile;
import org.kontor.engine.merchants.Event;
import org.kontor.engine.resources.Resources;
import org.kontor.table.merchants.MerchantsTable;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.support.ui.ExpectedConditions;

/**
 * What a group found at the table (issue 18), each on a phone at 390×844 or the table screen at
 * 1920×1080 in Debian's Chromium: log texts in both languages, who the table waits for, the
 * robber's hexes, stale moves in words, scrolling to the next prompt, the offerer's side of an
 * offer, the status pill's language, labels, and a quiet console.
 */
@Tag("browser")
class AtTheTableTest {

    @RegisterExtension
    final Browsers browsers = Browsers.shared();

    private ChromeDriver phone() throws Exception {
        return browsers.phone();
    }

    private ChromeDriver tableScreen() throws Exception {
        return browsers.tableScreen();
    }

    private static void start(TestTable t, List<String> names, Map<String, String> options, GameSetup.DiceSource dice)
            throws Exception {
        assertThat(t.session.start(new GameSetup("europe-short", names, options, dice)).get(5, TimeUnit.SECONDS).accepted())
                .isTrue();
    }

    private static void act(TestTable t, int seat, String command) throws Exception {
        long version = t.session.current().version();
        var outcome = t.session.act(seat, version, Json.MAPPER.readTree(command)).get(5, TimeUnit.SECONDS);
        assertThat(outcome.accepted()).as("%s: %s", command, outcome.message()).isTrue();
    }

    private static JsonNode publicGame(TestTable t) throws Exception {
        return Json.MAPPER.readTree(t.session.current().publicView()).get("game");
    }

    private static JsonNode seatView(TestTable t, int seat) throws Exception {
        return Json.MAPPER.readTree(t.session.current().seatView(seat));
    }

    private static ChromeDriver join(ChromeDriver driver, TestTable t, int seat) {
        driver.get("http://localhost:" + t.port + "/join?token=" + t.pairing.seatToken(seat));
        live(driver);
        return driver;
    }

    // ---- bug 2: every event and every reason has a text in both languages -------------------------

    /** Sample values for an event's fields, so every event type can be made and described. */
    private static Object sample(Type type, String field) {
        if (type == int.class) {
            return switch (field) {
                case "first" -> 3;
                case "second" -> 4;
                case "intersection", "kontor", "city", "to", "from" -> field.equals("to") || field.equals("from") ? 1 : 86;
                default -> 1;
            };
        }
        if (type == boolean.class) {
            return true;
        }
        if (type == String.class) {
            return field.equals("name") ? "Lancer" : field.equals("kind") ? "lancer" : "coastal city";
        }
        if (type == Resources.class) {
            return new Resources(1, 0, 2, 0, 1);
        }
        if (type == Resource.class) {
            return Resource.ORE;
        }
        if (type instanceof ParameterizedType p) {
            Type raw = p.getRawType();
            Type[] args = p.getActualTypeArguments();
            if (raw == List.class) {
                return args[0] == Resource.class ? List.of(Resource.SALT) : field.equals("seats") ? List.of(1, 2) : List.of(102, 103);
            }
            if (raw == Map.class) {
                return args[1] == Resources.class ? Map.of(1, new Resources(1, 0, 0, 0, 0)) : Map.of(1, 2, 2, 1);
            }
        }
        throw new IllegalStateException("no sample for " + type + " " + field);
    }

    private static Event make(Class<?> type, String reason) throws Exception {
        RecordComponent[] components = type.getRecordComponents();
        Class<?>[] types = new Class<?>[components.length];
        Object[] values = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
            types[i] = components[i].getType();
            values[i] = components[i].getName().equals("reason") ? reason : sample(components[i].getGenericType(), components[i].getName());
        }
        Constructor<?> constructor = type.getDeclaredConstructor(types);
        return (Event) constructor.newInstance(values);
    }

    /**
     * The reasons the engine gives gold for: the literal ones written at its {@code GoldReceived}
     * and {@code GoldPaid} call sites, and every development card (a card's id is its reason).
     */
    private static Set<String> reasons() throws Exception {
        Set<String> reasons = new LinkedHashSet<>();
        Pattern call = Pattern.compile("new Event\\.Gold(?:Received|Paid)\\([^;]*?\"([^\"]+)\"");
        try (Stream<Path> files = Files.walk(Path.of("../engine/src/main/java"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                Matcher m = call.matcher(Files.readString(file));
                while (m.find()) {
                    reasons.add(m.group(1));
                }
            }
        }
        assertThat(reasons).as("the engine's literal gold reasons were found").isNotEmpty();
        for (Card card : DeckFile.bundled("provisional").cards()) {
            reasons.add(card.id());
        }
        return reasons;
    }

    @Test
    void every_event_and_gold_reason_reads_as_a_sentence_in_english_and_spanish() throws Exception {
        List<String> events = new ArrayList<>();
        for (JsonSubTypes.Type type : Event.class.getAnnotation(JsonSubTypes.class).value()) {
            List<String> reasons = type.value() == Event.GoldReceived.class || type.value() == Event.GoldPaid.class
                    ? List.copyOf(reasons()) : List.of("");
            for (String reason : reasons) {
                Event event = make(type.value(), reason);
                events.add(Json.write(Json.typed(event)));
                events.add(Json.write(Json.typed(event.seenBy(3))));   // as another seat sees it
            }
        }
        TestTable.run(new MerchantsTable(), 7L, (t, client) -> {
            start(t, List.of("Ana", "Ben", "Cai", "Dee"), Map.of("setup", "FIXED"), GameSetup.DiceSource.VIRTUAL);
            ChromeDriver phone = join(phone(), t, 0);
            String script = """
                    const done = arguments[arguments.length - 1];
                    const events = arguments[0].map((e) => JSON.parse(e));
                    Promise.all([import('/js/merchants.js'), import('/js/i18n.js')])
                      .then(([m, i]) => {
                        const view = {table: {names: ['Ana', 'Ben', 'Cai', 'Dee'], colours: ['RED', 'BLUE', 'WHITE', 'ORANGE']}, seat: 0, log: []};
                        const out = [];
                        for (const lang of ['en', 'es']) {
                          i.setLanguage(lang);
                          for (const e of events) out.push(lang + ' ' + e.type + ' => ' + m.merchants.describe(e, view));
                        }
                        i.setLanguage('en');
                        done({lines: out, untranslated: i.untranslated()});
                      }).catch((e) => done({error: String(e)}));
                    """;
            // The card names come from /api/cards: wait until the page has them.
            await(phone).until(d -> String.valueOf(((Map<?, ?>) ((JavascriptExecutor) d).executeAsyncScript(script,
                    List.of(Json.write(Json.typed(new Event.GoldReceived(1, 2, "letter-of-exchange")))))).get("lines"))
                    .contains("Letter of Exchange"));
            @SuppressWarnings("unchecked")
            Map<String, Object> answer = (Map<String, Object>) phone.executeAsyncScript(script, events);
            assertThat(answer.get("error")).isNull();
            assertThat((List<?>) answer.get("untranslated")).as("every text in both languages").isEmpty();
            @SuppressWarnings("unchecked")
            List<String> lines = (List<String>) answer.get("lines");
            assertThat(lines).hasSize(2 * events.size());
            for (String line : lines) {
                String type = line.split(" ")[1];
                String text = line.substring(line.indexOf(" => ") + 4);
                assertThat(text).as(line).isNotBlank()
                        .doesNotContain("ev.", "reason.", "mk.", "kind.", "undefined", "null", "NaN", "{", "[object")
                        .isNotEqualTo(type.replace('-', ' ')).doesNotEndWith(": " + type.replace('-', ' '));
            }
            assertThat(lines).as("a card's gold names the card").anyMatch(l -> l.startsWith("en gold-received")
                    && l.contains("Ben +1 gold (card: Letter of Exchange)"));
            assertThat(lines).anyMatch(l -> l.startsWith("es gold-received") && l.contains("Ben +1 oro (carta: Letra de cambio)"));
            assertThat(lines).anyMatch(l -> l.startsWith("es gold-received") && l.contains("Ben +1 oro (ciudad costera)"));
            assertThat(lines).anyMatch(l -> l.equals("en traded => Ben gives Ben 1 Lumber, 2 Grain, 1 Salt, 1 Gold for 1 Lumber, 2 Grain, 1 Salt, 1 Gold"));
            assertNoScriptErrors(phone);
        });
    }

    // ---- a 7 with the active player owing discards too (bugs 3 and 5, "waiting for Ben and Cai") ---

    private static final String[] NAMES = {"Ana", "Ben", "Cai", "Dee"};

    /**
     * Plays with table dice, never a 7 and never building, until the player about to roll and at
     * least one other hold 8 cards or more; then rolls 3 + 4. Returns the active seat.
     */
    private static int rollASevenWithTheActivePlayerOwing(TestTable t, long seed) throws Exception {
        java.util.Random random = new java.util.Random(seed);
        System.out.println("seed " + seed);
        for (int moves = 0; moves < 3000; moves++) {
            JsonNode any = Json.MAPPER.readTree(t.session.current().publicView());
            JsonNode game = any.get("game");
            int active = game.get("activeSeat").asInt();
            for (JsonNode n : any.get("needs")) {
                int seat = n.asInt();
                JsonNode view = seatView(t, seat);
                String kinds = view.get("legal").findValuesAsText("kind").toString();
                if (game.get("phase").asText().equals("BEFORE_ROLL") && seat == active && kinds.contains("roll")) {
                    boolean iOwe = game.at("/players/" + active + "/resourceCards").asInt() >= 8;
                    boolean another = false;
                    for (JsonNode p : game.get("players")) {
                        another |= p.get("seat").asInt() != active && p.get("resourceCards").asInt() >= 8;
                    }
                    if (iOwe && another) {
                        act(t, seat, "{\"type\":\"roll\",\"dice\":[3,4]}");
                        return active;
                    }
                    int a = 1 + random.nextInt(6);
                    int b = 1 + random.nextInt(6);
                    act(t, seat, "{\"type\":\"roll\",\"dice\":[" + a + "," + (a + b == 7 ? (b % 6) + 1 : b) + "]}");
                } else if (kinds.contains("end-turn")) {
                    act(t, seat, "{\"type\":\"end-turn\"}");
                } else {
                    JsonNode command = RandomMoves.choose(view, random);
                    if (command == null) {
                        continue;
                    }
                    act(t, seat, Json.write(command));
                }
                break;
            }
        }
        throw new AssertionError("no 7 with the active player owing discards");
    }

    private static void discard(TestTable t, int seat) throws Exception {
        JsonNode view = seatView(t, seat);
        for (JsonNode action : view.get("legal")) {
            if (action.get("kind").asText().equals("discard")) {
                act(t, seat, Json.write(RandomMoves.choose(view, new java.util.Random(seat))));
                return;
            }
        }
        throw new AssertionError("seat " + seat + " owes no discard");
    }

    @Test
    void after_a_seven_the_table_waits_for_everyone_who_owes_and_the_robber_hexes_stand_out() throws Exception {
        TestTable.run(new MerchantsTable(), 18L, (t, client) -> {
            start(t, List.of(NAMES), Map.of("setup", "FIXED"), GameSetup.DiceSource.TABLE);
            int active = rollASevenWithTheActivePlayerOwing(t, 18L);
            JsonNode owed = publicGame(t).at("/pending/cardsToDiscard");
            List<Integer> owing = new ArrayList<>();
            owed.fieldNames().forEachRemaining(f -> owing.add(Integer.parseInt(f)));
            assertThat(owing).contains(active).hasSizeGreaterThan(1);

            ChromeDriver screen = tableScreen();
            screen.get("http://localhost:" + t.port + "/table.html");
            live(screen);
            WebElement waiting = await(screen).until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector(".waiting-for")));
            for (int seat : owing) {
                assertThat(waiting.getText()).as("the table waits for %s", NAMES[seat]).contains(NAMES[seat]);
            }
            assertThat(screen.findElements(By.cssSelector("table.players [data-connected]"))).as("a connection dot per seat").hasSize(4);
            assertThat(screen.findElement(By.id("turn-big")).getText()).isEqualTo(NAMES[active] + "'s turn");
            shoot(screen, "table-screen-seven-waiting");

            // The active player discards first: their phone says whom the game still waits for.
            ChromeDriver phone = join(phone(), t, active);
            discard(t, active);
            List<Integer> others = owing.stream().filter(s -> s != active).toList();
            WebElement line = await(phone).until(ExpectedConditions.visibilityOfElementLocated(By.id("waiting-for")));
            String expected = others.size() == 1 ? NAMES[others.get(0)]
                    : String.join(", ", others.subList(0, others.size() - 1).stream().map(s -> NAMES[s]).toList())
                    + " and " + NAMES[others.get(others.size() - 1)];
            assertThat(line.getText()).isEqualTo("Waiting for " + expected);
            for (int seat : others) {
                discard(t, seat);
            }

            // The robber: every allowed hex is tinted on the phone, clearly apart from how it looks unmarked.
            WebElement move = await(phone).until(ExpectedConditions.elementToBeClickable(By.cssSelector("button[data-kind=move-robber]")));
            js(phone, "arguments[0].scrollIntoView({block:'center'})", move);
            move.click();
            await(phone).until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector(".banner[data-kind=pick]")));
            Thread.sleep(300);   // the zoom and the scroll into view
            List<WebElement> targets = phone.findElements(By.cssSelector("#board svg polygon.target"));
            assertThat(targets).hasSizeGreaterThan(3);
            BufferedImage marked = ImageIO.read(new ByteArrayInputStream(phone.getScreenshotAs(OutputType.BYTES)));
            shoot(phone, "phone-robber-targets");
            js(phone, "document.querySelector('#pick-labels').style.display = 'none'");
            BufferedImage plain = ImageIO.read(new ByteArrayInputStream(phone.getScreenshotAs(OutputType.BYTES)));
            int seen = 0;
            int unchanged = 0;
            int veiled = 0;
            int darkened = 0;
            List<WebElement> notAllowed = phone.findElements(By.cssSelector("#board svg #hexes polygon.hex:not(.target)"));
            List<WebElement> checked = new ArrayList<>(targets);
            checked.addAll(notAllowed);
            for (WebElement hex : checked) {
                // A point inside the hex, between its centre (the number token) and a corner.
                @SuppressWarnings("unchecked")
                List<Number> p = (List<Number>) js(phone, """
                        const hex = arguments[0]; const m = hex.getScreenCTM();
                        const pts = hex.getAttribute('points').trim().split(/\\s+/).map((q) => q.split(',').map(Number));
                        const cx = pts.reduce((s, q) => s + q[0], 0) / 6, cy = pts.reduce((s, q) => s + q[1], 0) / 6;
                        const x = cx + (pts[0][0] - cx) * 0.6, y = cy + (pts[0][1] - cy) * 0.6;
                        const d = new DOMPoint(x, y).matrixTransform(m);
                        const top = document.elementFromPoint(d.x, d.y);
                        return top && top.closest('#board') ? [d.x, d.y] : [-1, -1];""", hex);
                int x = p.get(0).intValue();
                int y = p.get(1).intValue();
                if (x < 0 || y < 60 || x >= marked.getWidth() || y >= marked.getHeight()) {
                    continue;   // off screen in the zoomed drawing
                }
                seen++;
                int a = marked.getRGB(x, y);
                int b = plain.getRGB(x, y);
                int diff = Math.abs((a >> 16 & 255) - (b >> 16 & 255)) + Math.abs((a >> 8 & 255) - (b >> 8 & 255))
                        + Math.abs((a & 255) - (b & 255));
                var that = assertThat(diff).as("hex %s at %d,%d: %06x marked vs %06x plain", hex.getAttribute("id"), x, y,
                        a & 0xffffff, b & 0xffffff);
                if (notAllowed.contains(hex)) {
                    veiled++;
                    if (diff > 40) {
                        darkened++;   // veiled (a city name drawn above the veil may sit on the sampled point)
                    }
                } else if (diff < 30) {
                    unchanged++;   // an allowed hex keeps its look (a piece crossing its edge may be veiled in part)
                }
            }
            assertThat(veiled).as("hexes not allowed, on screen").isGreaterThan(0);
            assertThat(darkened).as("hexes the robber may not go to (the sea, its own hex) that are veiled, of %d", veiled)
                    .isGreaterThanOrEqualTo(veiled * 4 / 5).isPositive();
            assertThat(unchanged).as("allowed hexes that keep their look, of %d on screen", seen - veiled)
                    .isGreaterThanOrEqualTo((seen - veiled) * 4 / 5).isGreaterThan(2);
            assertNoScriptErrors(phone, screen);
        });
    }

    // ---- an offer from both sides (bug 8), scrolled into view (bug 7), stale move in words (bug 6),
    // ---- the status pill's language (bug 9), a counter-offer from the terms, a quiet console (bug 12)

    /** Lets a test hold back the views a page receives, so the page chooses from an old one. */
    private static void holdableViews(ChromeDriver driver) {
        driver.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of("source", """
                (() => {
                  const Native = window.WebSocket;
                  window.kontorHold = false;
                  window.WebSocket = class extends Native {
                    set onmessage(fn) {
                      super.onmessage = (event) => {
                        let type = null;
                        try { type = JSON.parse(event.data).type; } catch (e) {}
                        if (window.kontorHold && type === 'view') return;
                        fn(event);
                      };
                    }
                    get onmessage() { return super.onmessage; }
                  };
                })();"""));
    }

    private static boolean inViewport(WebDriver driver, WebElement element) {
        return (Boolean) js(driver, "const r = arguments[0].getBoundingClientRect();"
                + "return r.top >= 0 && r.top < innerHeight - 40", element);
    }

    private static List<String> console(WebDriver driver) {
        return driver.manage().logs().get(LogType.BROWSER).getAll().stream().map(LogEntry::getMessage).toList();
    }

    @Test
    void an_offer_reads_right_on_both_phones_and_a_stale_move_says_what_changed() throws Exception {
        TestTable.run(new MerchantsTable(), 11L, (t, client) -> {
            start(t, List.of(NAMES), Map.of("setup", "FIXED"), GameSetup.DiceSource.TABLE);
            act(t, 0, "{\"type\":\"roll\",\"dice\":[2,3]}");
            ChromeDriver ana = browsers.phoneOfItsOwn();      // the script below stays on the browser's every page
            holdableViews(ana);
            join(ana, t, 0);
            ChromeDriver ben = join(phone(), t, 1);
            ChromeDriver spectator = tableScreen();
            spectator.get("http://localhost:" + t.port + "/table.html");
            live(spectator);
            js(ben, "window.scrollTo(0, document.body.scrollHeight)");

            // Ana offers Ben 1 card for 1 gold from her phone.
            WebElement summary = await(ana).until(ExpectedConditions.elementToBeClickable(
                    By.cssSelector("details[data-kind=offer-trade] > summary")));
            js(ana, "arguments[0].scrollIntoView({block:'center'})", summary);
            summary.click();
            String have = ana.findElements(By.cssSelector(".tile[data-res]:not(.zero)")).get(0).getAttribute("data-res");
            for (String side : List.of("[data-side=give] .counter[data-kind=" + have + "]", "[data-side=get-gold]")) {
                WebElement plus = ana.findElement(By.cssSelector(side + " .step:last-of-type"));
                js(ana, "arguments[0].scrollIntoView({block:'center'})", plus);
                plus.click();
            }
            WebElement send = ana.findElement(By.cssSelector("button[data-kind=offer-trade-send]"));
            js(ana, "arguments[0].scrollIntoView({block:'center'})", send);
            send.click();

            // Ana's side: her offer in her words, whom she waits for, and a way to withdraw it.
            WebElement mine = await(ana).until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector("[data-kind=my-offer]")));
            assertThat(mine.getText()).startsWith("You offer Ben: you give 1 ").contains("you want 1 Gold")
                    .contains("Waiting for Ben to answer.");
            assertThat(ana.findElement(By.cssSelector("button[data-kind=decline-trade]")).getText()).isEqualTo("Withdraw my offer");
            assertThat(ana.findElements(By.cssSelector("button[data-kind=accept-trade]"))).isEmpty();
            assertThat(ana.findElement(By.id("moves")).getText()).doesNotContain("Ana offers Ben");
            shoot(ana, "phone-my-offer");

            // Ben was at the bottom of his page: the offer comes into view.
            WebElement offer = await(ben).until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector(".prompt.offer")));
            await(ben).until(d -> inViewport(d, offer));
            assertThat(offer.getText()).contains("Ana offers Ben: gives 1 ").contains("wants 1 Gold");
            shoot(ben, "phone-offer-in-view");
            assertThat(console(ben)).as("no vibrate() before the first tap").noneMatch(m -> m.contains("vibrate"));

            // A counter-offer starts from the offer's terms, seen from Ben's side.
            WebElement counter = ben.findElement(By.cssSelector("details[data-kind=counter-trade] > summary"));
            js(ben, "arguments[0].scrollIntoView({block:'center'})", counter);
            counter.click();
            assertThat(ben.findElement(By.cssSelector("[data-side=get] .counter[data-kind=" + have + "] .count")).getText()).isEqualTo("1");
            assertThat(ben.findElement(By.cssSelector("[data-side=give-gold] .count")).getText()).isEqualTo("1");

            // The status pill follows the language switch at once.
            WebElement lang = ben.findElement(By.cssSelector("button.lang"));
            lang.click();
            await(ben).until(ExpectedConditions.textToBe(By.id("status"), "en vivo"));
            lang.click();
            await(ben).until(ExpectedConditions.textToBe(By.id("status"), "live"));

            // Ana's phone stops receiving views; Ben accepts; Ana withdraws from the old view.
            js(ana, "window.kontorHold = true");
            act(t, 1, "{\"type\":\"accept-trade\"}");
            WebElement withdraw = ana.findElement(By.cssSelector("button[data-kind=decline-trade]"));
            js(ana, "arguments[0].scrollIntoView({block:'center'})", withdraw);
            withdraw.click();
            WebElement toast = await(ana).until(ExpectedConditions.visibilityOfElementLocated(By.id("toast")));
            // Said to Ana: "You give Ben …", not "Ana gives Ben …".
            assertThat(toast.getText()).startsWith("Meanwhile: You give Ben 1 ").contains(" for 1 Gold")
                    .endsWith(". Here is the fresh state: please choose again.")
                    .doesNotContain("Ana").doesNotContain("version");
            shoot(ana, "phone-stale-in-words");
            assertThat(console(spectator)).as("the spectator's table screen asks nothing it may not")
                    .noneMatch(m -> m.contains("401") || m.contains("joins"));
            assertNoScriptErrors(ana, ben, spectator);
        });
    }

    /** Bug 7: after Confirm on the board, the next prompt (the number token) is on screen. */
    @Test
    void after_confirming_on_the_board_the_next_prompt_is_on_screen() throws Exception {
        TestTable.run(new MerchantsTable(), 12L, (t, client) -> {
            start(t, List.of(NAMES), Map.of("setup", "FIXED"), GameSetup.DiceSource.TABLE);
            act(t, 0, "{\"type\":\"roll\",\"dice\":[1,3]}");
            act(t, 0, "{\"type\":\"build-merchant\",\"intersection\":42,\"replacing\":-1}");
            act(t, 0, "{\"type\":\"end-turn\"}");
            for (int seat = 1; seat < 4; seat++) {
                act(t, seat, "{\"type\":\"roll\",\"dice\":[4,5]}");
                act(t, seat, "{\"type\":\"end-turn\"}");
            }
            act(t, 0, "{\"type\":\"roll\",\"dice\":[4,5]}");
            ChromeDriver ana = join(phone(), t, 0);
            WebElement move = await(ana).until(ExpectedConditions.elementToBeClickable(By.cssSelector("button[data-kind=move-merchant]")));
            js(ana, "arguments[0].scrollIntoView({block:'center'})", move);
            move.click();
            await(ana).until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector(".banner[data-kind=pick]")));
            // The grain badges sit beside the crossroads, clear of the city names.
            List<WebElement> badges = ana.findElements(By.cssSelector("#pick-labels .pick-badge"));
            assertThat(badges).isNotEmpty();
            for (WebElement badge : badges) {
                assertThat((Boolean) js(ana, """
                        const b = arguments[0].getBoundingClientRect();
                        return [...document.querySelectorAll('#board svg .city-name')].every((n) => {
                          const r = n.getBoundingClientRect();
                          return r.right <= b.left || r.left >= b.right || r.bottom <= b.top || r.top >= b.bottom;
                        });""", badge)).as("a badge covers no city name").isTrue();
            }
            WebElement dresden = ana.findElement(By.id("intersection-86"));
            js(ana, "arguments[0].scrollIntoView({block:'center'});"
                    + "const r = arguments[0].getBoundingClientRect();"
                    + "arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true, clientX: r.left + r.width / 2,"
                    + " clientY: r.top + r.height / 2}))", dresden);
            // The banner restates the chosen place and its cost; sites that would found a kontor are ringed.
            await(ana).until(ExpectedConditions.textToBe(By.id("pick-note"), "To Dresden · 3 Grain · founds a kontor"));
            assertThat(ana.findElements(By.cssSelector("#pick-labels .pick-ring[data-for='intersection-86']"))).hasSize(1);
            shoot(ana, "phone-merchant-badges");
            await(ana).until(ExpectedConditions.elementToBeClickable(By.id("confirm-pick"))).click();
            WebElement prompt = await(ana).until(ExpectedConditions.visibilityOfElementLocated(
                    By.cssSelector("[data-kind=place-number-token]")));
            await(ana).until(d -> inViewport(d, prompt));
            shoot(ana, "phone-next-prompt-in-view");
            assertNoScriptErrors(ana);
        });
    }

    /**
     * Bug 4: with table dice, a kontor founded in Brno borders two empty token spaces: the phone
     * draws one prompt (it drew one per space), and after the hex is picked it offers only the
     * numbers still face down in that colour (it offered 2 to 12).
     */
    @Test
    void a_kontor_beside_two_empty_token_spaces_gets_one_prompt_with_only_the_numbers_face_down() throws Exception {
        TestTable.run(new MerchantsTable(), 12L, (t, client) -> {
            start(t, List.of(NAMES), Map.of("setup", "FIXED"), GameSetup.DiceSource.TABLE);
            act(t, 0, "{\"type\":\"roll\",\"dice\":[1,3]}");
            act(t, 0, "{\"type\":\"build-merchant\",\"intersection\":42,\"replacing\":-1}");
            act(t, 0, "{\"type\":\"end-turn\"}");
            for (int seat = 1; seat < 4; seat++) {
                act(t, seat, "{\"type\":\"roll\",\"dice\":[4,5]}");
                act(t, seat, "{\"type\":\"end-turn\"}");
            }
            act(t, 0, "{\"type\":\"roll\",\"dice\":[4,5]}");
            act(t, 0, "{\"type\":\"move-merchant\",\"merchant\":0,\"destination\":104}");   // Brno
            JsonNode pending = publicGame(t).get("pending");
            assertThat(pending.get("choices")).as("Brno borders two empty token spaces").hasSize(2);
            JsonNode listed = null;
            for (JsonNode action : seatView(t, 0).get("legal")) {
                if (action.get("kind").asText().equals("place-number-token")) {
                    assertThat(listed).as("one place-number-token kind").isNull();
                    listed = action;
                }
            }
            int secondHex = pending.at("/choices/1/hex").asInt();
            List<String> faceDown = new ArrayList<>();
            for (JsonNode c : listed.get("choices")) {
                if (c.get("hex").asInt() == secondHex) {
                    faceDown.add(c.get("number").asText());
                }
            }
            assertThat(faceDown).isNotEmpty().hasSizeLessThan(10);

            ChromeDriver ana = join(phone(), t, 0);
            await(ana).until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector("[data-kind=place-number-token]")));
            assertThat(ana.findElements(By.cssSelector(".prompt[data-kind=place-number-token]"))).hasSize(1);
            WebElement hex = ana.findElement(By.cssSelector(".prompt[data-kind=place-number-token] button[data-hex='" + secondHex + "']"));
            js(ana, "arguments[0].scrollIntoView({block:'center'})", hex);
            hex.click();
            List<WebElement> numbers = await(ana).until(ExpectedConditions.visibilityOfAllElementsLocatedBy(
                    By.cssSelector(".prompt[data-kind=place-number-token] button[data-number]")));
            assertThat(numbers).extracting(WebElement::getText).containsExactlyElementsOf(faceDown);
            shoot(ana, "phone-number-token-one-prompt");
            js(ana, "arguments[0].scrollIntoView({block:'center'})", numbers.get(0));
            numbers.get(0).click();
            await(ana).until(d -> {
                try {
                    JsonNode after = publicGame(t).path("pending");
                    return after.isNull() || after.isMissingNode();
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            assertNoScriptErrors(ana);
        });
    }

    /** Bug 10: a neutral kontor is labelled so; no card speaks of a "trading post". */
    @Test
    void a_neutral_kontor_is_labelled_as_neutral() throws Exception {
        TestTable.run(new MerchantsTable(), 3L, (t, client) -> {
            start(t, List.of("Ana", "Ben", "Cai"), Map.of("setup", "VARIABLE"), GameSetup.DiceSource.VIRTUAL);
            BrowserTest.playUntil(t, 3L, 200, List.of(),
                    any -> any.at("/game/phase").asText().equals("SETUP_NEUTRAL_KONTORS"));
            int seat = Json.MAPPER.readTree(t.session.current().publicView()).at("/needs/0").asInt();
            ChromeDriver phone = join(phone(), t, seat);
            WebElement button = await(phone).until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector("button[data-kind=place-kontor]")));
            assertThat(button.getText()).isEqualTo("Place a neutral kontor");
            shoot(phone, "phone-neutral-kontor");
            String cards = (String) js(phone, "const x = new XMLHttpRequest(); x.open('GET', '/api/cards', false); x.send(); return x.responseText");
            assertThat(cards).contains("kontor").doesNotContainIgnoringCase("trading post");
            assertNoScriptErrors(phone);
        });
    }

    // ---- undo that is seen; a player names themself -------------------------------------------

    @Test
    void a_player_asks_for_an_undo_the_host_confirms_it_and_everybody_is_told_what_was_undone() throws Exception {
        TestTable.run(new MerchantsTable(), 11L, (t, client) -> {
            start(t, List.of(NAMES), Map.of("setup", "FIXED"), GameSetup.DiceSource.TABLE);
            act(t, 0, "{\"type\":\"roll\",\"dice\":[2,3]}");
            act(t, 0, "{\"type\":\"build-route\",\"path\":102}");
            ChromeDriver ana = join(phone(), t, 0);
            ChromeDriver screen = tableScreen();
            screen.get("http://localhost:" + t.port + "/table.html");
            live(screen);
            ChromeDriver host = browsers.open(1000, 900);
            host.get("http://localhost:" + t.port + "/host?token=" + t.pairing.hostToken());
            live(host);

            WebElement ask = await(ana).until(ExpectedConditions.presenceOfElementLocated(By.id("ask-undo")));
            js(ana, "arguments[0].scrollIntoView({block:'center'})", ask);
            ask.click();
            await(ana).until(ExpectedConditions.textToBePresentInElementLocated(By.id("undo-asked"), "You asked the host to undo"));
            WebElement asked = await(host).until(ExpectedConditions.visibilityOfElementLocated(By.id("undo-asked")));
            assertThat(asked.getText()).startsWith("Ana asks you to undo the last action: Ana pays 1 Lumber, 1 Ore · Ana: trade route")
                    .contains("Wroclaw is connected: Ana +2 gold, Cai +1 gold");
            await(screen).until(ExpectedConditions.textToBePresentInElementLocated(By.cssSelector(".side"), "Ana asked the host for an undo."));

            // Undo asks to confirm, like End, and says what it takes back.
            host.findElement(By.id("undo")).click();
            var alert = await(host).until(ExpectedConditions.alertIsPresent());
            assertThat(alert.getText()).startsWith("Undo the last action for everybody? Ana pays 1 Lumber, 1 Ore · Ana: trade route");
            alert.accept();
            await(host).until(d -> {
                try {
                    return table(t).get("routes").toString().contains("\"at\":102") == false;
                } catch (Exception e) {
                    return false;
                }
            });
            WebElement news = await(ana).until(ExpectedConditions.visibilityOfElementLocated(By.id("news")));
            assertThat(news.getText()).startsWith("The host undid: Ana pays 1 Lumber, 1 Ore · Ana: trade route");
            await(screen).until(ExpectedConditions.textToBePresentInElementLocated(By.id("just-now"), "The host undid: Ana pays 1 Lumber, 1 Ore · Ana: trade route"));
            shoot(ana, "phone-undone");
            shoot(screen, "table-screen-undone");
            assertNoScriptErrors(ana, screen, host);
        });
    }

    private static JsonNode table(TestTable t) throws Exception {
        return publicGame(t);
    }

    @Test
    void a_player_sets_their_own_name_cleaned_and_bidi_controls_refused() throws Exception {
        TestTable.run(new MerchantsTable(), 11L, (t, client) -> {
            start(t, List.of(NAMES), Map.of("setup", "FIXED"), GameSetup.DiceSource.TABLE);
            ChromeDriver ana = join(phone(), t, 0);
            ChromeDriver screen = tableScreen();
            screen.get("http://localhost:" + t.port + "/table.html");
            live(screen);
            WebElement box = ana.findElement(By.cssSelector("#my-name > summary"));
            js(ana, "arguments[0].scrollIntoView({block:'center'})", box);
            box.click();
            WebElement input = ana.findElement(By.cssSelector("#my-name input"));
            input.clear();
            input.sendKeys("  A\u0301na   Mari\u0301a ");
            ana.findElement(By.id("save-name")).click();
            await(ana).until(ExpectedConditions.textToBe(By.id("me"), "Ána María"));
            await(screen).until(ExpectedConditions.textToBePresentInElementLocated(By.cssSelector("table.players"), "Ána María"));
            assertThat(Json.MAPPER.readTree(t.session.current().publicView()).at("/table/names/0").asText())
                    .as("normalised: composed accents, single spaces").isEqualTo("\u00c1na Mar\u00eda");

            input = ana.findElement(By.cssSelector("#my-name input"));
            input.clear();
            js(ana, "arguments[0].value = 'Eve\u202Elin'", input);
            ana.findElement(By.id("save-name")).click();
            await(ana).until(ExpectedConditions.textToBe(By.id("toast"),
                    "Not possible: A name may not contain text-direction control characters."));
            assertThat(Json.MAPPER.readTree(t.session.current().publicView()).at("/table/names/0").asText()).isEqualTo("\u00c1na Mar\u00eda");
            input = ana.findElement(By.cssSelector("#my-name input"));
            input.clear();
            input.sendKeys("Ben");
            ana.findElement(By.id("save-name")).click();
            await(ana).until(ExpectedConditions.textToBe(By.id("toast"), "Not possible: Another player is already called Ben."));
            assertNoScriptErrors(ana, screen);
        });
    }

    // ---- the end of a game: a summary on the table screen and every phone, and a rematch --------

    @Test
    void the_end_shows_the_game_in_numbers_and_the_host_starts_a_rematch_with_the_same_seats() throws Exception {
        TestTable.run(new MerchantsTable(), 11L, (t, client) -> {
            start(t, List.of(NAMES), Map.of("setup", "FIXED"), GameSetup.DiceSource.TABLE);
            act(t, 0, "{\"type\":\"roll\",\"dice\":[2,3]}");
            act(t, 0, "{\"type\":\"build-route\",\"path\":102}");
            act(t, 0, "{\"type\":\"move-caravan\",\"caravan\":0,\"walk\":[102,103]}");
            act(t, 0, "{\"type\":\"deliver\",\"kontor\":79}");
            act(t, 0, "{\"type\":\"end-turn\"}");
            assertThat(t.session.end().get(5, TimeUnit.SECONDS).accepted()).isTrue();
            ChromeDriver cai = join(phone(), t, 2);
            ChromeDriver screen = tableScreen();
            screen.get("http://localhost:" + t.port + "/host?token=" + t.pairing.hostToken());
            screen.get("http://localhost:" + t.port + "/table.html");
            live(screen);
            for (ChromeDriver page : List.of(cai, screen)) {
                WebElement summary = await(page).until(ExpectedConditions.presenceOfElementLocated(By.id("summary")));
                assertThat(summary.getText()).containsIgnoringCase("The game in numbers")
                        .contains("7 came up 0 times in 1 rolls");
                WebElement ana = summary.findElement(By.cssSelector("tr[data-seat='0']"));
                List<String> anaCells = ana.findElements(By.cssSelector("td.num")).stream().map(WebElement::getText).toList();
                assertThat(anaCells.get(0)).as("Ana's goods").isEqualTo("1");
                assertThat(anaCells.get(4)).as("Ana's tolls paid / received").isEqualTo("1 / 0");
                // The luck column, by hand (GameSummaryLuckTest has the sums): one roll, a 5. Ana's
                // start kontors touch 2, 10, 4 / 5 / lumber 10, 9: 18 ways of 36 = 0.5 cards expected;
                // Ben 16/36, Cai 22/36, Dee 25/36. The 5 gave Ana, Cai and Dee one card each.
                assertThat(anaCells.subList(1, 4)).as("Ana's cards, expected, luck").containsExactly("1", "0.5", "+0.5");
                assertThat(summary.findElement(By.cssSelector("tr[data-seat='1'] td[data-kind=luck]")).getText())
                        .as("Ben's luck").isEqualTo("−0.4");
                assertThat(summary.findElement(By.cssSelector("tr[data-seat='1'] td[data-kind=luck]")).getAttribute("class"))
                        .contains("unlucky");
                List<String> caiCells = summary.findElements(By.cssSelector("tr[data-seat='2'] td.num")).stream()
                        .map(WebElement::getText).toList();
                assertThat(caiCells.get(4)).as("Cai's tolls").isEqualTo("0 / 1");
                assertThat(caiCells.get(6)).as("Cai's gold from tolls").isEqualTo("1");
                assertThat(caiCells.subList(1, 4)).as("Cai's cards, expected, luck").containsExactly("1", "0.6", "+0.4");
                assertThat(summary.findElements(By.cssSelector(".goods-chart path[data-seat]"))).hasSize(4);
            }
            // The luck column in Spanish: its heading and the decimal comma.
            cai.findElement(By.cssSelector("button.lang")).click();
            await(cai).until(ExpectedConditions.textToBePresentInElementLocated(By.id("summary"), "Suerte"));
            assertThat(cai.findElement(By.cssSelector("#summary tr[data-seat='0'] td[data-kind=expected]")).getText()).isEqualTo("0,5");
            assertThat(cai.findElement(By.cssSelector("#summary tr[data-seat='0'] td[data-kind=luck]")).getText()).isEqualTo("+0,5");
            assertThat(cai.findElement(By.id("summary")).getText()).contains("Suerte: cartas producidas menos las esperadas");
            cai.findElement(By.cssSelector("button.lang")).click();
            await(cai).until(ExpectedConditions.textToBePresentInElementLocated(By.id("summary"), "Luck"));
            js(cai, "document.getElementById('summary').scrollIntoView()");
            shoot(cai, "phone-summary");
            // "Save as PDF" is the browser's print: the print stylesheet shows the summary alone.
            WebElement print = cai.findElement(By.cssSelector("#summary button[data-kind=print-summary]"));
            assertThat(print.getText()).isEqualTo("Save as PDF");
            cai.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", "print"));
            assertThat(js(cai, "return getComputedStyle(document.getElementById('summary')).visibility")).isEqualTo("visible");
            assertThat(js(cai, "return getComputedStyle(document.getElementById('status')).visibility")).isEqualTo("hidden");
            assertThat(print.isDisplayed()).as("the button is not printed").isFalse();
            Map<String, Object> pdf = cai.executeCdpCommand("Page.printToPDF", Map.of("printBackground", true));
            byte[] bytes = java.util.Base64.getDecoder().decode((String) pdf.get("data"));
            assertThat(new String(bytes, 0, 5, java.nio.charset.StandardCharsets.US_ASCII)).isEqualTo("%PDF-");
            Files.createDirectories(Path.of("target/screenshots"));
            Files.write(Path.of("target/screenshots/phone-summary.pdf"), bytes);
            cai.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", ""));
            shoot(screen, "table-screen-summary");
            // The host page's form for the next game offers this game's setup again: its table dice too.
            ChromeDriver hostPage = browsers.hostPageAt(t, 390, 844);
            WebElement tableDice = await(hostPage).until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("input[name=dice][value=TABLE]")));
            assertThat(tableDice.isSelected()).as("the table dice chosen for the game just ended").isTrue();
            assertThat(hostPage.findElement(By.id("board-choice")).getAttribute("value")).isEqualTo("europe-short");
            assertThat(cai.findElements(By.id("rematch"))).as("only the host starts a rematch").isEmpty();
            WebElement rematch = screen.findElement(By.id("rematch"));
            assertThat(rematch.getText()).isEqualTo("Rematch: same seats, new seed");
            rematch.click();
            await(screen).until(d -> {
                try {
                    JsonNode view = Json.MAPPER.readTree(t.session.current().publicView());
                    return view.at("/table/phase").asText().equals("PLAYING") && view.get("version").asInt() == 0;
                } catch (Exception e) {
                    return false;
                }
            });
            assertThat(Json.MAPPER.readTree(t.session.current().publicView()).at("/table/names").toString())
                    .isEqualTo("[\"Ana\",\"Ben\",\"Cai\",\"Dee\"]");
            assertThat(Json.MAPPER.readTree(t.session.current().publicView()).at("/table/dice").asText())
                    .as("the rematch keeps the table dice").isEqualTo("TABLE");
            await(cai).until(ExpectedConditions.invisibilityOfElementLocated(By.id("summary")));
            assertNoScriptErrors(cai, screen);
        });
    }
}

package org.kontor.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.databind.JsonNode;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.File;
import java.lang.reflect.Constructor;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.kontor.engine.board.Resource;
import org.kontor.engine.cards.Card;
import org.kontor.engine.cards.DeckFile;
import org.kontor.engine.merchants.Event;
import org.kontor.engine.merchants.Resources;
import org.kontor.web.merchants.MerchantsTable;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * What a group found at the table (issue 18), each on a phone at 390×844 or the table screen at
 * 1920×1080 in Debian's Chromium: log texts in both languages, who the table waits for, the
 * robber's hexes, stale moves in words, scrolling to the next prompt, the offerer's side of an
 * offer, the status pill's language, labels, and a quiet console.
 */
@Tag("browser")
class AtTheTableTest {

    static final Path SHOTS = Path.of("target/screenshots");
    private final List<WebDriver> drivers = new ArrayList<>();
    private final List<Path> profiles = new ArrayList<>();

    @BeforeAll
    static void browserIsInstalled() {
        assertTrue(Files.isExecutable(Path.of(BrowserTest.DRIVER)) && Files.isExecutable(Path.of(BrowserTest.CHROME)),
                "The browser tests need Chromium and its driver: apt-get install chromium chromium-driver.");
    }

    /** A phone is 390×844, the table screen 1920×1080. The console is kept for the checks. */
    private ChromeDriver browser(int width, int height) throws Exception {
        Path profile = Files.createTempDirectory("kontor-chromium");
        profiles.add(profile);
        ChromeOptions options = new ChromeOptions();
        options.setBinary(BrowserTest.CHROME);
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
                "--lang=en-US", "--hide-scrollbars", "--force-device-scale-factor=1",
                "--window-size=" + width + "," + height, "--user-data-dir=" + profile);
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(BrowserTest.DRIVER)).usingAnyFreePort().build();
        ChromeDriver driver = new ChromeDriver(service, options);
        driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(20));
        drivers.add(driver);
        return driver;
    }

    private ChromeDriver phone() throws Exception {
        return browser(390, 844);
    }

    private ChromeDriver tableScreen() throws Exception {
        return browser(1920, 1080);
    }

    @AfterEach
    void quit() throws Exception {
        for (WebDriver driver : drivers) {
            driver.quit();
        }
        for (Path profile : profiles) {
            try (Stream<Path> files = Files.walk(profile)) {
                files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    private static WebDriverWait await(WebDriver driver) {
        return new WebDriverWait(driver, Duration.ofSeconds(10));
    }

    private static void live(WebDriver driver) {
        await(driver).until(ExpectedConditions.attributeToBe(By.id("status"), "data-status", "live"));
    }

    private static Object js(WebDriver driver, String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    static void shoot(WebDriver driver, String name) throws Exception {
        Files.createDirectories(SHOTS);
        Files.write(SHOTS.resolve(name + ".png"), ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES));
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

    private static void assertNoScriptErrors(WebDriver... pages) {
        for (WebDriver page : pages) {
            assertThat((List<?>) js(page, "return window.kontorErrors")).as(page.getCurrentUrl()).isEmpty();
        }
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
}

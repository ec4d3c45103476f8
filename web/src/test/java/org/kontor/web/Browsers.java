package org.kontor.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The browser tests' one way to open Debian's headless Chromium (java-stack.md §2) and to put
 * phones and a table screen at a {@link TestTable}: a phone at 390×844 (or a window of any size),
 * the table screen at 1920×1080, the console kept for the checks. Screenshots go to
 * web/target/screenshots/.
 *
 * <p>{@code new Browsers()} starts a fresh Chromium per window and quits them all on
 * {@link #close()} (from an {@code @AfterEach}). {@link #shared()}, registered with
 * {@code @RegisterExtension}, takes its windows from Chromiums kept open for the whole test run
 * and hands them back after each test wiped (cookies, storage, console, page, size): starting
 * Chromium is most of a short browser test's time, and no test here needs a browser that never
 * saw another test's page.
 */
public final class Browsers implements AutoCloseable, BeforeEachCallback, AfterEachCallback {

    static final String DRIVER = System.getProperty("chromedriver", "/usr/bin/chromedriver");
    static final String CHROME = System.getProperty("chromium", "/usr/bin/chromium");
    static final Path SHOTS = Path.of("target/screenshots");

    /** What a window was opened as: reused only as the same, since the emulated ones keep their screen. */
    private enum Kind { PHONE, TABLE_SCREEN, WINDOW }

    /** One Chromium: its driver, its profile folder, what it was opened as and whether a later test may have it. */
    private record Window(ChromeDriver driver, Path profile, Kind kind, boolean reusable) {
    }

    private final boolean shared;
    private final List<Window> windows = new ArrayList<>();
    private Pool pool;

    /** Windows of its own: each a fresh Chromium, all quit on {@link #close()}. */
    public Browsers() {
        this(false);
    }

    private Browsers(boolean shared) {
        this.shared = shared;
    }

    /** For {@code @RegisterExtension}: windows from the run's kept-open Chromiums, handed back wiped after each test. */
    static Browsers shared() {
        return new Browsers(true);
    }

    /** For a {@code @BeforeAll}: a clear message when Chromium or its driver is missing. */
    public static void assertInstalled() {
        assertTrue(Files.isExecutable(Path.of(DRIVER)) && Files.isExecutable(Path.of(CHROME)),
                "The browser tests need Chromium and its driver: apt-get install chromium chromium-driver "
                        + "(or pass -Dchromium=… -Dchromedriver=…; skip them with -Dsurefire.excludedGroups=browser).");
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        assertInstalled();
        // The root context's store lives for the whole run and closes (quits) the pool at its end.
        pool = context.getRoot().getStore(ExtensionContext.Namespace.create(Browsers.class))
                .computeIfAbsent(Pool.class, type -> new Pool(), Pool.class);
    }

    @Override
    public void afterEach(ExtensionContext context) throws Exception {
        close();
    }

    /** A window of this size; the console is kept for {@code driver.manage().logs()}. */
    public ChromeDriver open(int width, int height) throws Exception {
        return take(Kind.WINDOW, width, height);
    }

    /** Headless Chromium keeps windows at least 500 wide: the phone's 390×844 is emulated. */
    public ChromeDriver phone() throws Exception {
        ChromeDriver driver = take(Kind.PHONE, 390, 844);
        driver.executeCdpCommand("Emulation.setDeviceMetricsOverride",
                Map.of("width", 390, "height", 844, "deviceScaleFactor", 1, "mobile", true));
        return driver;
    }

    ChromeDriver tableScreen() throws Exception {
        ChromeDriver driver = take(Kind.TABLE_SCREEN, 1920, 1080);
        driver.executeCdpCommand("Emulation.setDeviceMetricsOverride",
                Map.of("width", 1920, "height", 1080, "deviceScaleFactor", 1, "mobile", false));
        return driver;
    }

    /**
     * A phone in a fresh Chromium that no later test gets, for a test that changes the browser
     * beyond what the wipe undoes (a script added to every new page).
     */
    ChromeDriver phoneOfItsOwn() throws Exception {
        Window window = launch(Kind.PHONE, 390, 844, false);
        windows.add(window);
        window.driver().executeCdpCommand("Emulation.setDeviceMetricsOverride",
                Map.of("width", 390, "height", 844, "deviceScaleFactor", 1, "mobile", true));
        return window.driver();
    }

    // ---- Phones and screens at a table -------------------------------------------------------

    /** A phone joined to {@code seat} through the seat's link, its page live. */
    ChromeDriver phoneAt(TestTable t, int seat) throws Exception {
        ChromeDriver phone = phone();
        join(phone, t, seat);
        live(phone);
        return phone;
    }

    /** As {@link #phoneAt(TestTable, int)}, in a plain window of this size. */
    ChromeDriver phoneAt(TestTable t, int seat, int width, int height) throws Exception {
        ChromeDriver phone = open(width, height);
        join(phone, t, seat);
        live(phone);
        return phone;
    }

    /** Phones joined to seats 0 to {@code count - 1} (in that order), all pages open before they are waited for. */
    List<WebDriver> phonesAt(TestTable t, int count) throws Exception {
        List<WebDriver> phones = new ArrayList<>();
        for (int seat = 0; seat < count; seat++) {
            ChromeDriver phone = phone();
            join(phone, t, seat);
            phones.add(phone);
        }
        for (WebDriver phone : phones) {
            live(phone);
        }
        return phones;
    }

    /** The table screen (table.html) at 1920×1080, live. */
    ChromeDriver tableScreenAt(TestTable t) throws Exception {
        ChromeDriver screen = tableScreen();
        screen.get(t.origin() + "/table.html");
        live(screen);
        return screen;
    }

    /** The table screen in a plain window of this size, live. */
    ChromeDriver tableScreenAt(TestTable t, int width, int height) throws Exception {
        ChromeDriver screen = open(width, height);
        screen.get(t.origin() + "/table.html");
        live(screen);
        return screen;
    }

    /** The table screen with the host's cookie (it shows the seats' codes): the host's link, then table.html, live. */
    ChromeDriver hostsTableScreenAt(TestTable t, int width, int height) throws Exception {
        ChromeDriver screen = open(width, height);
        screen.get(t.origin() + "/host?token=" + t.pairing.hostToken());
        screen.get(t.origin() + "/table.html");
        live(screen);
        return screen;
    }

    /** The host page through the host's link (which leaves the host's cookie), in a window of this size, live. */
    ChromeDriver hostPageAt(TestTable t, int width, int height) throws Exception {
        ChromeDriver host = open(width, height);
        host.get(t.origin() + "/host?token=" + t.pairing.hostToken());
        live(host);
        return host;
    }

    /** The host page at the table screen's 1920×1080 (the host sets the game up there, then shows the table), live. */
    ChromeDriver hostPageOnTableScreen(TestTable t) throws Exception {
        ChromeDriver host = tableScreen();
        host.get(t.origin() + "/host?token=" + t.pairing.hostToken());
        host.get(t.origin() + "/host.html");
        live(host);
        return host;
    }

    /** Opens {@code seat}'s join link on this page (the link leaves the seat's cookie and goes on to the phone page). */
    static void join(WebDriver page, TestTable t, int seat) {
        page.get(t.origin() + "/join?token=" + t.pairing.seatToken(seat));
    }

    // ---- Waiting, tapping, reading -------------------------------------------------------------

    /**
     * How often a wait looks again. Selenium's own default is 500 ms, and most waits here are for
     * a view that lands a few milliseconds after the tap: every such wait slept out the rest of
     * the half second, hundreds of times a run. A look is one small script in the page.
     */
    static final Duration POLL = Duration.ofMillis(50);

    /** Waits up to 10 s, looking every {@link #POLL}; an element the page re-rendered meanwhile (stale) is looked up again, like one not there yet. */
    static WebDriverWait await(WebDriver driver) {
        return await(driver, Duration.ofSeconds(10));
    }

    /** As {@link #await(WebDriver)}, up to {@code timeout}. */
    static WebDriverWait await(WebDriver driver, Duration timeout) {
        WebDriverWait wait = new WebDriverWait(driver, timeout, POLL);
        wait.ignoring(org.openqa.selenium.StaleElementReferenceException.class);
        return wait;
    }

    /** Waits until the page's socket is live. */
    static void live(WebDriver driver) {
        await(driver).until(ExpectedConditions.attributeToBe(By.id("status"), "data-status", "live"));
    }

    static Object js(WebDriver driver, String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    /** Scrolls the element to the middle of the screen (clear of the sticky bars), then clicks it. */
    static void tap(WebDriver driver, WebElement element) {
        js(driver, "arguments[0].scrollIntoView({block:'center'})", element);
        element.click();
    }

    /** Waits until the button (or anything) {@code css} finds is clickable, then taps it. */
    static void click(WebDriver driver, String css) {
        tap(driver, await(driver).until(ExpectedConditions.elementToBeClickable(By.cssSelector(css))));
    }

    /** A tap on the middle of a board element the way a finger does: a click on the drawing there (the page picks the nearest target). */
    static void tapBoard(WebDriver driver, WebElement target) {
        js(driver, "arguments[0].scrollIntoView({block:'center'});"
                + "const r = arguments[0].getBoundingClientRect();"
                + "arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true, clientX: r.left + r.width / 2,"
                + " clientY: r.top + r.height / 2}))", target);
    }

    /** Waits until the board marks element {@code id} as a target, then taps it. */
    static void tapTarget(WebDriver driver, String id) {
        tapBoard(driver, await(driver).until(d -> d.findElement(By.cssSelector("#board svg #" + id + ".target"))));
    }

    /** Confirms what was picked on the board. */
    static void confirmPick(WebDriver driver) {
        await(driver).until(ExpectedConditions.elementToBeClickable(By.id("confirm-pick"))).click();
    }

    /** The log's text, read in one script: the page redraws the log as views come, so a found element can go stale. */
    static String log(WebDriver page) {
        return String.valueOf(js(page, "const l = document.querySelector('.log'); return l ? l.innerText : '';"));
    }

    /** No page had a script error (the pages collect them in {@code window.kontorErrors}). */
    static void assertNoScriptErrors(WebDriver... pages) {
        for (WebDriver page : pages) {
            assertThat((List<?>) js(page, "return window.kontorErrors")).as(page.getCurrentUrl()).isEmpty();
        }
    }

    static void shoot(WebDriver driver, String name) throws Exception {
        Files.createDirectories(SHOTS);
        Files.write(SHOTS.resolve(name + ".png"), ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES));
    }

    /** Full-page screenshot: grows the window to the page's height first (headless only). */
    static void shootPage(WebDriver driver, String name, int width) throws Exception {
        Number height = (Number) js(driver, "return document.documentElement.scrollHeight");
        driver.manage().window().setSize(new Dimension(width, Math.min(4000, height.intValue())));
        shoot(driver, name);
    }

    // ---- Opening and closing ---------------------------------------------------------------------

    private ChromeDriver take(Kind kind, int width, int height) throws Exception {
        if (shared && pool == null) {
            throw new IllegalStateException("Browsers.shared() needs @RegisterExtension on its field");
        }
        Window window = shared ? pool.take(kind) : null;
        if (window == null) {
            window = launch(kind, width, height, shared);
        }
        // A kept window has the last test's size: every window is sized the same way, fresh or kept.
        window.driver().manage().window().setSize(new Dimension(width, height));
        windows.add(window);
        return window.driver();
    }

    private static Window launch(Kind kind, int width, int height, boolean reusable) throws Exception {
        Path profile = Files.createTempDirectory("kontor-chromium");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROME);
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
                "--lang=en-US", "--hide-scrollbars", "--force-device-scale-factor=1",
                "--window-size=" + width + "," + height, "--user-data-dir=" + profile);
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(DRIVER)).usingAnyFreePort().build();
        ChromeDriver driver = new ChromeDriver(service, options);
        driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(20));
        return new Window(driver, profile, kind, reusable);
    }

    /** Own windows: quits them and deletes their profiles. Shared ones: wipes them and hands them back. */
    @Override
    public void close() throws Exception {
        Exception first = null;
        for (Window window : windows) {
            try {
                if (window.reusable()) {
                    pool.give(window);
                } else {
                    quit(window);
                }
            } catch (Exception e) {    // the other windows are still closed or handed back
                first = first == null ? e : first;
            }
        }
        windows.clear();
        if (first != null) {
            throw first;
        }
    }

    private static void quit(Window window) throws Exception {
        try {
            window.driver().quit();
        } finally {
            try (Stream<Path> files = Files.walk(window.profile())) {
                files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    /**
     * The run's kept-open Chromiums not in use by a test. A window comes back wiped so that the
     * next test sees what a fresh Chromium shows: no page, no cookies (cookies ignore the port, so
     * the last table's seat cookie would reach the next table's server), no local storage (the
     * language chosen on the device), screen media, an empty console. A window that cannot be
     * wiped is quit.
     */
    private static final class Pool implements AutoCloseable {

        private final Map<Kind, Deque<Window>> idle = new EnumMap<>(Kind.class);

        synchronized Window take(Kind kind) {
            Deque<Window> kept = idle.get(kind);
            return kept == null ? null : kept.poll();
        }

        synchronized void give(Window window) throws Exception {
            try {
                wipe(window.driver());
            } catch (RuntimeException broken) {
                quit(window);
                return;
            }
            idle.computeIfAbsent(window.kind(), k -> new ArrayDeque<>()).push(window);
        }

        private static void wipe(ChromeDriver driver) {
            if (driver.getWindowHandles().size() != 1) {
                throw new IllegalStateException("a test opened more tabs: not reused");
            }
            String url = driver.getCurrentUrl();
            driver.get("about:blank");       // closes the page's socket and stops its timers
            if (url != null && url.startsWith("http")) {
                URI page = URI.create(url);
                driver.executeCdpCommand("Storage.clearDataForOrigin", Map.of(
                        "origin", page.getScheme() + "://" + page.getAuthority(), "storageTypes", "all"));
            }
            driver.executeCdpCommand("Network.clearBrowserCookies", Map.of());
            driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", ""));     // a test printed
            driver.manage().logs().get(LogType.BROWSER);     // reading the console empties it
        }

        @Override
        public synchronized void close() throws Exception {
            for (Deque<Window> kept : idle.values()) {
                for (Window window : kept) {
                    quit(window);
                }
            }
            idle.clear();
        }
    }
}

package org.kontor.web;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import java.util.stream.Stream;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The browser tests' one way to open Debian's headless Chromium (java-stack.md §2): a fresh
 * profile per window, the console kept for the checks, a phone at 390×844 or the table screen at
 * 1920×1080, and everything closed after the test ({@link #close()} from an {@code @AfterEach}).
 * Screenshots go to web/target/screenshots/.
 */
final class Browsers implements AutoCloseable {

    static final String DRIVER = System.getProperty("chromedriver", "/usr/bin/chromedriver");
    static final String CHROME = System.getProperty("chromium", "/usr/bin/chromium");
    static final Path SHOTS = Path.of("target/screenshots");

    private final List<WebDriver> drivers = new ArrayList<>();
    private final List<Path> profiles = new ArrayList<>();

    /** For a {@code @BeforeAll}: a clear message when Chromium or its driver is missing. */
    static void assertInstalled() {
        assertTrue(Files.isExecutable(Path.of(DRIVER)) && Files.isExecutable(Path.of(CHROME)),
                "The browser tests need Chromium and its driver: apt-get install chromium chromium-driver "
                        + "(or pass -Dchromium=… -Dchromedriver=…; skip them with -Dsurefire.excludedGroups=browser).");
    }

    /** A window of this size; the console is kept for {@code driver.manage().logs()}. */
    ChromeDriver open(int width, int height) throws Exception {
        Path profile = Files.createTempDirectory("kontor-chromium");
        profiles.add(profile);
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
        drivers.add(driver);
        return driver;
    }

    /** Headless Chromium keeps windows at least 500 wide: the phone's 390×844 is emulated. */
    ChromeDriver phone() throws Exception {
        ChromeDriver driver = open(390, 844);
        driver.executeCdpCommand("Emulation.setDeviceMetricsOverride",
                Map.of("width", 390, "height", 844, "deviceScaleFactor", 1, "mobile", true));
        return driver;
    }

    ChromeDriver tableScreen() throws Exception {
        ChromeDriver driver = open(1920, 1080);
        driver.executeCdpCommand("Emulation.setDeviceMetricsOverride",
                Map.of("width", 1920, "height", 1080, "deviceScaleFactor", 1, "mobile", false));
        return driver;
    }

    /** Quits every window opened and deletes the profiles. */
    @Override
    public void close() throws Exception {
        for (WebDriver driver : drivers) {
            driver.quit();
        }
        drivers.clear();
        for (Path profile : profiles) {
            try (Stream<Path> files = Files.walk(profile)) {
                files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
        profiles.clear();
    }

    /** Waits up to 10 s; an element the page re-rendered meanwhile (stale) is looked up again, like one not there yet. */
    static WebDriverWait await(WebDriver driver) {
        WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(10));
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

    static void shoot(WebDriver driver, String name) throws Exception {
        Files.createDirectories(SHOTS);
        Files.write(SHOTS.resolve(name + ".png"), ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES));
    }
}

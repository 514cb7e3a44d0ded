package org.nimexplorer.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.WindowType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * The class in a real browser: Debian's headless Chromium driven by Selenium through its
 * chromium-driver. A student logs in, takes a step, answers wrong then right, reloads and resumes; the
 * teacher's dashboard shows a live answer within a second; what students typed stays text; and no page
 * loads anything from outside the server. The pages are kept as screenshots in target/browser. Run with
 * {@code -Dnim.browser=true} (.ci/mutation-gate does, after the suite):
 * {@code mvn test -Dtest=ClassInTheBrowserTest -Dnim.browser=true}.
 */
class ClassInTheBrowserTest {

    private static final Duration WAIT = Duration.ofSeconds(20);
    private static final Path SHOTS = Path.of("target", "browser");

    @TempDir
    static Path folder;
    private static ClassServerFixture klass;
    private static WebDriver browser;
    private static String base;

    /**
     * One server and one browser for both tests, started by the first: Chromium takes seconds to start. Each
     * test is skipped, saying why, without -Dnim.browser=true or without Chromium.
     */
    @BeforeEach
    void start() throws Exception {
        // A browser's test takes long for the suite's four minutes: .ci/mutation-gate runs it after the suite.
        org.junit.jupiter.api.Assumptions.assumeTrue(Boolean.getBoolean("nim.browser"), "the class in a real browser"
                + " is tested with -Dnim.browser=true, as .ci/mutation-gate does after the suite");
        if (browser != null) {
            return;
        }
        // Selenium warns that it has no DevTools classes for this Chromium: the tests use none but one plain command.
        java.util.logging.Logger.getLogger("org.openqa.selenium").setLevel(java.util.logging.Level.SEVERE);
        Path chromium = installed("chromium", "chromium");
        Path driver = installed("chromedriver", "chromium-driver");
        klass = ClassServerFixture.web(folder, "Ada,tulip-42\nBob,fern-777\n");
        base = klass.web();
        ChromeOptions options = new ChromeOptions();
        options.setBinary(chromium.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--window-size=1280,800", "--user-data-dir=" + folder.resolve("profile"));
        // The driver named outright: Selenium Manager would otherwise look for one on the Internet.
        browser = new ChromeDriver(new ChromeDriverService.Builder().usingDriverExecutable(driver.toFile())
                .withLogOutput(java.io.OutputStream.nullOutputStream()).build(), options);
        Files.createDirectories(SHOTS);
    }

    /** The tabs a test opened are closed, and with them their sessions; the next test logs in afresh. */
    @AfterEach
    void leave() {
        if (browser == null) {
            return;
        }
        String first = browser.getWindowHandles().iterator().next();
        for (String tab : browser.getWindowHandles()) {
            if (!tab.equals(first)) {
                browser.switchTo().window(tab).close();
            }
        }
        browser.switchTo().window(first).get(base + "/nowhere");
        browser.manage().deleteAllCookies();
    }

    @AfterAll
    static void stop() throws Exception {
        if (browser != null) {
            browser.quit();
        }
        if (klass != null) {
            klass.close();
        }
    }

    @Test
    void aStudentTakesAStepAnswersWrongThenRightReloadsAndResumes() throws Exception {
        logIn("Ada", "tulip-42");
        screenShows("Hello, Ada");
        type("lesson start xor\n");
        screenShows("Write 13 in binary");
        type("1110\n");
        screenShows("Not quite: 1110 is 14 in binary, not 13.");
        type("1101\n");
        screenShows("Right: 13 is 1101 in binary.");
        shot("student-1280x800");
        browser.navigate().refresh();
        screenShows("You were in xor, step 1/4: 'lesson resume' goes on.");
        type("lesson resume\n");
        screenShows("Write 6 in binary");
        assertThat(outsideRequests()).isEmpty();
        // With the keyboard alone: F6 leaves the terminal (which keeps Tab) for the Leave button.
        browser.findElement(By.cssSelector(".xterm-helper-textarea")).sendKeys(org.openqa.selenium.Keys.F6);
        assertThat(js("return document.activeElement.textContent")).isEqualTo("Leave");
        browser.findElement(By.cssSelector(".xterm-helper-textarea")).click();

        // A phone's viewport exactly, as its browser has it.
        ((ChromeDriver) browser).executeCdpCommand("Emulation.setDeviceMetricsOverride", java.util.Map.of("width",
                390, "height", 844, "deviceScaleFactor", 1, "mobile", true));
        await(() -> terminalColumns() < 60, "the terminal to narrow with the window");
        // Pasted, as the browser hands a paste to the page: the session gets the text as if typed.
        js("const paste = new DataTransfer(); paste.setData('text/plain', 'xor 12 10');"
                + " document.querySelector('.xterm-helper-textarea').dispatchEvent(new ClipboardEvent('paste',"
                + " {clipboardData: paste, bubbles: true, cancelable: true}));");
        type("\n");
        screenShows("= 6");
        // Copied as from a terminal window: the line selected with the mouse, then Ctrl-C, which is no interrupt then.
        ((ChromeDriver) browser).executeCdpCommand("Browser.grantPermissions", java.util.Map.of("origin", base,
                "permissions", List.of("clipboardReadWrite", "clipboardSanitizedWrite")));
        WebElement row = browser.findElements(By.cssSelector(".xterm-rows > div")).stream().filter(r -> r.getText()
                .startsWith("12 xor 10 =")).reduce((first, last) -> last).orElseThrow();
        new org.openqa.selenium.interactions.Actions(browser).moveToElement(row, -row.getSize().getWidth() / 2 + 2, 0)
                .clickAndHold().moveByOffset(200, 0).release().perform();
        new org.openqa.selenium.interactions.Actions(browser).keyDown(org.openqa.selenium.Keys.CONTROL).sendKeys("c")
                .keyUp(org.openqa.selenium.Keys.CONTROL).perform();
        await(() -> "12 xor 10 = 6".equals(((JavascriptExecutor) browser).executeAsyncScript("const done ="
                + " arguments[arguments.length - 1]; navigator.clipboard.readText().then(done, () => done(''))")),
                "the selected line on the clipboard");
        assertThat(screen()).doesNotContain("^C");
        shot("student-390x844");
        assertThat(outsideRequests()).isEmpty();
        ((ChromeDriver) browser).executeCdpCommand("Emulation.clearDeviceMetricsOverride", java.util.Map.of());
    }

    @Test
    void theDashboardShowsALiveAnswerWithinASecondAndWhatStudentsTypedStaysText() throws Exception {
        browser.get(base + "/");
        browser.findElement(By.id("name")).sendKeys("<script>alert(1)</script>");
        browser.findElement(By.id("code")).sendKeys("\"><img src=x onerror=alert(1)>");
        browser.findElement(By.cssSelector("button[type=submit]")).click();
        await(() -> !browser.findElements(By.id("problem")).isEmpty(), "the refusal");
        assertThat(browser.findElement(By.id("problem")).getText()).contains("That cannot be a name here");
        assertThat(browser.findElement(By.id("name")).getAttribute("value")).isEqualTo("<script>alert(1)</script>");
        assertThat(js("return document.querySelectorAll('script').length")).isEqualTo(0L);

        logIn("Bob", "fern-777");
        screenShows("Hello, Bob");
        String student = browser.getWindowHandle();
        browser.switchTo().newWindow(WindowType.TAB);
        browser.get(base + "/teacher");
        browser.findElement(By.id("code")).sendKeys(klass.dashboardCode());
        browser.findElement(By.cssSelector("button[type=submit]")).click();
        await(() -> text("#roster").contains("1 of 2 students connected"), "the roster: Bob alone connected");
        assertThat(text("#roster")).contains("Bob", "Ada", "not connected");
        js("document.getElementById('lesson').value = 'xor'");
        browser.findElement(By.cssSelector("button[data-do=live]")).click();
        await(() -> text("#live").contains("Write 13 in binary"), "the live step");
        String dashboard = browser.getWindowHandle();

        browser.switchTo().window(student);
        screenShows("[live xor 1/4 ?] > ");
        type("1011\n");
        browser.switchTo().window(dashboard);
        long sent = System.nanoTime();
        await(() -> (Long) js("return Array.from(document.querySelectorAll('#live svg text.answer'))"
                + ".filter(t => t.textContent === '1011').length") == 1L, "the answer on the dashboard");
        assertThat(Duration.ofNanos(System.nanoTime() - sent)).isLessThan(Duration.ofSeconds(1));
        // Before the reveal the projector says nothing of right and wrong.
        assertThat(text("#live")).doesNotContain("\u2014 wrong", "\u2014 right", " right \u00b7", "most common wrong");

        LiveClass.Now now = klass.server.live().now().orElseThrow();
        String hostile = "\"><img src=x onerror=alert(1)><script>alert(2)</script>";
        klass.server.data().liveAnswer(new ClassData.LiveAnswer(now.id(), now.question().getAsInt(), 1, "ada", 1,
                hostile, false, Optional.empty()), System.currentTimeMillis());
        await(() -> text("#live").contains("<img src=x onerror=alert(1)>"), "the hostile answer, as text");
        assertThat(js("return document.querySelectorAll('#live img, #live script').length")).isEqualTo(0L);
        assertThat(js("return document.querySelectorAll('script').length")).isEqualTo(1L);
        browser.findElement(By.cssSelector("button[data-do=reveal]")).click();
        await(() -> text("#live").contains("answer shown"), "the reveal");
        assertThat(js("return document.querySelectorAll('#live svg rect.wrong').length")).isEqualTo(2L);
        assertThat(text("#live")).contains("1011 \u2014 wrong", "The answer: 1101");
        shot("dashboard-1280x800");
        assertThat(outsideRequests()).isEmpty();
    }

    /**
     * Where {@code program} is on the PATH: .ci/tools installs it from Debian's {@code pkg}. Without it the
     * test is skipped, and under CI (CI set) it fails, so that the gate cannot pass without a browser.
     */
    private static Path installed(String program, String pkg) {
        for (String dir : System.getenv().getOrDefault("PATH", "/usr/bin").split(":")) {
            Path candidate = Path.of(dir, program);
            if (Files.isExecutable(candidate)) {
                return candidate;
            }
        }
        String why = program + " is not installed: .ci/tools installs it (Debian's package " + pkg + ", as root)";
        if (System.getenv("CI") != null) {
            throw new AssertionError(why);
        }
        org.junit.jupiter.api.Assumptions.abort(why);
        return null;
    }

    private void logIn(String name, String code) {
        browser.get(base + "/");
        browser.findElement(By.id("name")).sendKeys(name);
        browser.findElement(By.id("code")).sendKeys(code);
        browser.findElement(By.cssSelector("button[type=submit]")).click();
        await(() -> browser.getCurrentUrl().endsWith("/session"), "the session page");
    }

    /** Keys typed into the terminal, as a student types them ({@code \n} is Enter). */
    private void type(String keys) {
        WebElement input = browser.findElement(By.cssSelector(".xterm-helper-textarea"));
        input.sendKeys(keys);
    }

    private void screenShows(String text) {
        await(() -> screen().contains(text), "the screen to show: " + text);
    }

    /** The terminal's rows, as the page has them (xterm.js's DOM renderer draws text). */
    private String screen() {
        return String.valueOf(js("return Array.from(document.querySelectorAll('.xterm-rows > div'))"
                + ".map(r => r.textContent.replace(/\\u00a0/g, ' ')).join('\\n')"));
    }

    private long terminalColumns() {
        return (Long) js("const row = document.querySelector('.xterm-rows > div'); return row ? row.children.length"
                + " || row.textContent.length : 999");
    }

    private String text(String selector) {
        return browser.findElement(By.cssSelector(selector)).getText();
    }

    private Object js(String script) {
        return ((JavascriptExecutor) browser).executeScript(script);
    }

    /** Whatever this page fetched (scripts, styles, images) from anywhere but the class server. */
    @SuppressWarnings("unchecked")
    private List<String> outsideRequests() {
        List<String> names = (List<String>) js("return performance.getEntriesByType('resource').map(e => e.name)");
        return names.stream().filter(name -> !name.startsWith(base)).toList();
    }

    private void shot(String name) throws IOException {
        Files.write(SHOTS.resolve(name + ".png"), ((TakesScreenshot) browser).getScreenshotAs(OutputType.BYTES));
    }

    private void await(Supplier<Boolean> condition, String what) {
        long end = System.nanoTime() + WAIT.toNanos();
        while (!condition.get()) {
            if (System.nanoTime() > end) {
                throw new AssertionError("waited in vain for " + what + "; the screen:\n" + screen());
            }
            try {
                Thread.sleep(25);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }
}

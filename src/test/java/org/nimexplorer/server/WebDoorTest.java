package org.nimexplorer.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The class in the browser, as the server serves it: the login and its refusals, the cookies, the
 * pages' headers, the session over its socket, the teacher's dashboard and what guards them all.
 */
class WebDoorTest {

    /** One server for the whole class of tests, each test with a student of its own (Bob is locked out by one). */
    private static final String ROSTER = "Ada,tulip-42\nBob,fern-777\nCy,reed-555\nDee,moss-321\nEve,kelp-654\n"
            + "Fay,sage-987\n";

    @TempDir
    static Path folder;
    private static ClassServerFixture klass;
    private WebVisitor ada;
    /** The dashboard's parts as its page shows them, from the messages heard so far. */
    private static final Map<String, String> PAGE = new java.util.concurrent.ConcurrentHashMap<>();

    @BeforeAll
    static void start() throws Exception {
        klass = ClassServerFixture.web(folder, ROSTER);
    }

    @BeforeEach
    void visit() {
        ada = new WebVisitor(klass.web());
    }

    @AfterAll
    static void stop() throws Exception {
        klass.close();
    }

    @Test
    void aStudentLogsInWithTheirCodeAndGetsAnHttpOnlyStrictCookie() throws Exception {
        HttpResponse<String> in = ada.login("ada", "tulip-42");
        assertThat(in.statusCode()).isEqualTo(303);
        assertThat(in.headers().firstValue("Location")).contains("/session");
        assertThat(in.headers().firstValue("Set-Cookie").orElseThrow()).startsWith(WebDoor.STUDENT_COOKIE + "=")
                .contains("HttpOnly", "SameSite=Strict", "Path=/").doesNotContain("Secure");
        HttpResponse<String> page = ada.get("/session");
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.body()).contains("<span class=\"who\">Ada</span>", "/static/session.js",
                "data-accessible=\"false\"");
        assertThat(ada.get("/").headers().firstValue("Location")).contains("/session");
    }

    @Test
    void aWrongCodeIsRefusedAfterAWaitWithTheNameKeptAndEscaped() throws Exception {
        long before = System.nanoTime();
        HttpResponse<String> refused = ada.login("Ada", "nope-000");
        assertThat(System.nanoTime() - before).isGreaterThanOrEqualTo(Gate.REFUSAL_DELAY.toNanos());
        assertThat(refused.statusCode()).isEqualTo(401);
        assertThat(refused.headers().firstValue("Set-Cookie")).isEmpty();
        assertThat(refused.body()).contains("That is not the code for Ada.", "value=\"Ada\"");
        // Refusals are answered after their wait without holding up others: these come back together.
        var hostileLogin = ada.loginAsync("\"><img src=x onerror=alert(1)>", "x");
        var scriptLogin = ada.loginAsync("<script>alert(1)</script>", "x");
        var stranger = ada.loginAsync("Zed", "x");
        HttpResponse<String> hostile = hostileLogin.join();
        assertThat(hostile.body()).contains("value=\"&quot;&gt;&lt;img src=x onerror=alert(1)&gt;\"",
                "That cannot be a name here").doesNotContain("<img");
        assertThat(scriptLogin.join().body()).doesNotContain("<script>").contains("&lt;script&gt;");
        assertThat(stranger.join().body()).contains("There is no student Zed here");
        assertThat(ada.get("/session").statusCode()).isEqualTo(303);
    }

    @Test
    void loginsAreLimitedAsOverSshAndTheLimitIsTheSameGate() throws Exception {
        List<CompletableFuture<HttpResponse<String>>> tries = new ArrayList<>();
        for (int i = 0; i < LoginGuard.PER_NAME_AND_ADDRESS; i++) {
            tries.add(ada.loginAsync("Bob", "wrong-" + i));
        }
        assertThat(tries).allSatisfy(refused -> assertThat(refused.join().statusCode()).isEqualTo(401));
        HttpResponse<String> locked = ada.login("Bob", "fern-777");
        assertThat(locked.statusCode()).isEqualTo(401);
        assertThat(locked.body()).contains("Too many wrong codes for Bob: wait 15 minutes, or ask your teacher.");
        // The same lock holds over SSH: one gate for both doors.
        assertThat(klass.refusal("Bob", "fern-777")).contains("Too many wrong codes for Bob");
    }

    @Test
    void aFormFromAnotherSiteOrWithNoOriginActsOnNothing() throws Exception {
        HttpResponse<String> forged = ada.post("/login", Map.of("name", "Dee", "code", "moss-321"),
                "http://evil.example");
        assertThat(forged.statusCode()).isEqualTo(403);
        assertThat(forged.headers().firstValue("Set-Cookie")).isEmpty();
        assertThat(ada.post("/login", Map.of("name", "Dee", "code", "moss-321"), null).statusCode()).isEqualTo(403);
        ada.login("Dee", "moss-321");
        // Leaving takes the page's own token: a link elsewhere cannot log a student out.
        assertThat(ada.post("/logout", Map.of("token", "guessed")).statusCode()).isEqualTo(303);
        assertThat(ada.get("/session").statusCode()).isEqualTo(200);
        String token = ada.get("/session").body().replaceAll("(?s).*name=\"token\" value=\"([^\"]+)\".*", "$1");
        HttpResponse<String> left = ada.post("/logout", Map.of("token", token));
        assertThat(left.headers().firstValue("Set-Cookie").orElseThrow()).startsWith(WebDoor.STUDENT_COOKIE + "=;")
                .contains("Expires=Thu, 01 Jan 1970");
        assertThat(ada.get("/session").statusCode()).isEqualTo(303);
    }

    @Test
    void everyResponseForbidsInlineScriptAndFraming() throws Exception {
        for (String path : new String[] {"/", "/session", "/teacher", "/nowhere", "/static/session.js",
                "/webjars/xterm/4.9.0/lib/xterm.js"}) {
            HttpResponse<String> response = ada.get(path);
            assertThat(response.headers().firstValue("Content-Security-Policy")).as(path).contains(WebDoor.POLICY);
            assertThat(response.headers().firstValue("X-Frame-Options")).as(path).contains("DENY");
            assertThat(response.headers().firstValue("X-Content-Type-Options")).as(path).contains("nosniff");
        }
        assertThat(WebDoor.POLICY).contains("script-src 'self';").doesNotContain("unsafe-eval")
                .doesNotContainPattern("script-src[^;]*unsafe-inline");
        assertThat(ada.get("/nowhere").statusCode()).isEqualTo(404);
        assertThat(ada.get("/webjars/").statusCode()).isNotEqualTo(200);
        // The pages carry no script of their own: every script is a file of the server's.
        ada.login("Ada", "tulip-42");
        for (String path : new String[] {"/", "/session", "/teacher"}) {
            assertThat(ada.get(path).body()).as(path).doesNotContainPattern("<script(?![^>]*src=\"/)");
        }
    }

    @Test
    void theSessionRunsOverTheSocketAndFollowsTheWindowsSize() throws Exception {
        ada.login("Eve", "kelp-654");
        WebVisitor.Terminal terminal = ada.session(100, 30);
        terminal.screen.awaitText("Hello, Eve");
        terminal.line("xor 5 3", "= 6");
        terminal.resize(44, 20);
        terminal.line("columns 5 3", "5");
        assertThat(klass.server.seats().all()).filteredOn(session -> session.student().name().equals("Eve"))
                .hasSize(1);
        // Two misses put the question on its last try: the teacher is told this student needs help.
        terminal.resize(100, 60);
        terminal.line("lesson start xor", "Write 13 in binary");
        terminal.line("1110", "Not quite");
        terminal.line("1111", "try 3 of 3");
        StudentSession eve = klass.server.seats().all().stream().filter(session -> session.student().name().equals(
                "Eve")).findFirst().orElseThrow();
        long now = System.currentTimeMillis();
        assertThat(WebDashboard.needsHelp(eve, now)).contains("last try at xor step 1, after 2 misses");
        terminal.line("1101", "Right");
        assertThat(WebDashboard.needsHelp(eve, now)).isEmpty();
        assertThat(WebDashboard.needsHelp(eve, now + WebDashboard.IDLE.toMillis() + 61_000)).contains("idle 6 min");
        terminal.close();
        awaitNoSessions();
    }

    @Test
    void theScreenReadersSessionHasNoStatusRow() throws Exception {
        assertThat(ada.post("/login", Map.of("name", "Cy", "code", "reed-555", "accessible", "1")).statusCode())
                .isEqualTo(303);
        assertThat(ada.get("/session").body()).contains("data-accessible=\"true\"");
        WebVisitor.Terminal terminal = ada.session(80, 24);
        String screen = terminal.line("lesson start xor", "Write 13 in binary");
        assertThat(screen).doesNotContain("try 1 of 3");
        terminal.close();
        awaitNoSessions();
    }

    @Test
    void theConsoleSaysWhereTheClassIsInTheBrowserAndTheDashboardsCode(@TempDir Path elsewhere) throws Exception {
        assertThat(new TeacherConsole(klass.server, TeacherConsole.Where.SERVE_TERMINAL).reply("dashboard")
                .orElseThrow()).containsExactly("Students open " + klass.web() + " (the same name and code as over"
                + " SSH).", "The teacher's dashboard is " + klass.web() + "/teacher; its code is "
                + klass.dashboardCode() + ".");
        assertThat(klass.told).contains("'dashboard' below says it");
        try (ClassServerFixture sshOnly = ClassServerFixture.roster(elsewhere, ROSTER)) {
            assertThat(new TeacherConsole(sshOnly.server, TeacherConsole.Where.SERVE_TERMINAL).reply("dashboard")
                    .orElseThrow()).singleElement().asString().startsWith("The class is not served in the browser:"
                    + " start the server with --web-port PORT");
        }
    }

    @Test
    void aSocketWithoutALoginOrFromAnotherSiteIsRefused() throws Exception {
        WebVisitor stranger = new WebVisitor(klass.web());
        assertThatThrownBy(() -> stranger.session(80, 24)).isInstanceOf(CompletionException.class);
        ada.login("Fay", "sage-987");
        assertThatThrownBy(() -> ada.http.newWebSocketBuilder().header("Origin", "http://evil.example").buildAsync(
                URI.create(klass.web().replace("http", "ws") + "/session/socket"), new WebSocket.Listener() { })
                .join()).isInstanceOf(CompletionException.class);
        assertThat(klass.server.seats().all()).noneMatch(session -> session.student().name().equals("Fay"));
    }

    @Test
    void theDashboardOpensToItsCodeAloneAndShowsTheClassLive() throws Exception {
        WebVisitor teacher = new WebVisitor(klass.web());
        assertThat(teacher.get("/teacher").body()).contains("Dashboard code");
        assertThat(teacher.post("/teacher/login", Map.of("code", "tulip-42")).statusCode()).isEqualTo(401);
        // A student's cookie is no teacher's.
        ada.login("Ada", "tulip-42");
        assertThat(ada.get("/teacher").body()).contains("Dashboard code").doesNotContain("data-token");
        HttpResponse<String> in = teacher.post("/teacher/login", Map.of("code", klass.dashboardCode()));
        assertThat(in.statusCode()).isEqualTo(303);
        assertThat(in.headers().firstValue("Set-Cookie").orElseThrow()).contains("HttpOnly", "SameSite=Strict");
        assertThat(teacher.get("/teacher").body()).contains("data-token", "/static/dashboard.js");

        WebSocket[] socket = new WebSocket[1];
        LinkedBlockingQueue<String> heard = teacher.dashboard(socket);
        assertThat(heard.poll(10, TimeUnit.SECONDS)).contains("\"roster\"", "0 of 6 students connected",
                "No live lesson");
        WebVisitor.Terminal terminal = ada.session(80, 24);
        terminal.screen.awaitText("Hello, Ada");
        assertThat(awaitHeard(heard, "1 of 6 students connected")).contains("Ada");
        String token = teacher.get("/teacher").body().replaceAll("(?s).*data-token=\"([^\"]+)\".*", "$1");
        socket[0].sendText("{\"do\":\"live\",\"lesson\":\"xor\",\"token\":\"" + token + "\"}", true).join();
        terminal.screen.awaitText("[live xor 1/4 ?] > ");
        awaitHeard(heard, "Write 13 in binary");
        long asked = System.nanoTime();
        terminal.type("1011\r");
        String spread = awaitHeard(heard, "<th scope=\"row\">1011</th>");
        assertThat(System.nanoTime() - asked).isLessThan(TimeUnit.SECONDS.toNanos(2));
        // Projected before the reveal: how many answered what, and not a word of which is right.
        assertThat(spread).contains("<svg", "<table class=\"numbers\">", "answers 1/1").doesNotContain("wrong",
                "0 right");
        // An answer the engine would never count, kept all the same (by another server of the class, or a database
        // tampered with), is shown as the characters it is.
        LiveClass.Now now = klass.server.live().now().orElseThrow();
        klass.server.data().liveAnswer(new ClassData.LiveAnswer(now.id(), now.question().getAsInt(), 1, "bob", 1,
                "\"><img src=x onerror=alert(1)>", false, java.util.Optional.empty()), System.currentTimeMillis());
        assertThat(awaitHeard(heard, "onerror")).contains("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;")
                .doesNotContain("<img");
        socket[0].sendText("{\"do\":\"reveal\",\"token\":\"" + token + "\"}", true).join();
        assertThat(awaitHeard(heard, "answer shown")).contains("The answer: 1101", "1011 \u2014 wrong",
                "0 of 2 right");
        // A move without the page's token is refused.
        socket[0].sendText("{\"do\":\"next\",\"token\":\"guess\"}", true).join();
        assertThat(awaitHeard(heard, "out of date")).contains("reload it");
        PAGE.remove("said");
        assertThat(klass.server.live().now().orElseThrow().step()).isEqualTo(1);
        socket[0].sendText("{\"do\":\"stop\",\"token\":\"" + token + "\"}", true).join();
        awaitHeard(heard, "No live lesson");
        terminal.close();
        socket[0].sendClose(WebSocket.NORMAL_CLOSURE, "").join();
        awaitNoSessions();
    }

    /**
     * The dashboard as its page has it once {@code text} is in it: every part as last sent (a message
     * carries only the parts that changed), each its name and HTML. Fails after a wait.
     */
    private static String awaitHeard(LinkedBlockingQueue<String> heard, String text) throws Exception {
        long end = System.nanoTime() + Screen.WAIT.toNanos();
        while (System.nanoTime() < end) {
            String message = heard.poll(200, TimeUnit.MILLISECONDS);
            if (message != null) {
                new com.fasterxml.jackson.databind.ObjectMapper().readTree(message).fields().forEachRemaining(part ->
                        PAGE.put(part.getKey(), part.getValue().asText()));
            }
            StringBuilder parts = new StringBuilder();
            PAGE.forEach((name, html) -> parts.append('"').append(name).append("\"\n").append(html).append('\n'));
            if (parts.toString().contains(text)) {
                return parts.toString();
            }
        }
        throw new AssertionError("the dashboard never showed " + text + ":\n" + PAGE);
    }

    private void awaitNoSessions() throws InterruptedException {
        long end = System.nanoTime() + Screen.WAIT.toNanos();
        while (!klass.server.seats().all().isEmpty()) {
            if (System.nanoTime() > end) {
                throw new AssertionError("the session outlived its page");
            }
            Thread.sleep(50);
        }
    }
}

package org.nimexplorer.server;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.time.Clock;
import java.time.ZoneId;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.eclipse.jetty.http.HttpCookie;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.FormFields;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.NetworkConnectionLimit;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.SecureRequestCustomizer;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.ContextHandler;
import org.eclipse.jetty.server.handler.ContextHandlerCollection;
import org.eclipse.jetty.server.handler.ResourceHandler;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.Fields;
import org.eclipse.jetty.util.resource.Resource;
import org.eclipse.jetty.util.resource.ResourceFactory;
import org.eclipse.jetty.util.ssl.SslContextFactory;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.eclipse.jetty.websocket.server.ServerUpgradeRequest;
import org.eclipse.jetty.websocket.server.ServerUpgradeResponse;
import org.eclipse.jetty.websocket.server.WebSocketUpgradeHandler;
import org.nimexplorer.command.Serving;
import org.nimexplorer.quiz.ClassReport;
import org.nimexplorer.render.ClassReportHtml;

/**
 * The class in the browser: HTTP (or HTTPS) beside the class server's SSH, on Jetty. A student logs in
 * with the same name and code as over SSH, through the same {@link Gate} and its limits, and gets the
 * same session in xterm.js over a WebSocket; the teacher's dashboard opens to a code of its own. Every
 * page forbids inline script and framing, every change asks for the page's own origin, and the
 * cookies are HttpOnly and SameSite=Strict.
 */
public final class WebDoor implements AutoCloseable {

    static final String STUDENT_COOKIE = "nim_session";
    static final String TEACHER_COOKIE = "nim_teacher";
    /** Scripts from the server's own files only; styles may be inline (xterm.js sets its own), frames none. */
    static final String POLICY = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline';"
            + " img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self';"
            + " frame-ancestors 'none'";

    private final ClassServer classServer;
    private final Server jetty;
    private final ServerConnector connector;
    private final WebLogins logins = new WebLogins(Clock.systemUTC());
    /**
     * Logins being checked, by address: each costs a hash on one of the gate's two threads, so one machine
     * posting the form in a loop could hold up the class's logins. A class behind one router logs in in turns.
     */
    private final java.util.Map<String, java.util.concurrent.atomic.AtomicInteger> checking =
            new java.util.concurrent.ConcurrentHashMap<>();
    static final int CHECKING_MOST = 64;
    private final WebDashboard dashboard;
    private final boolean secure;

    /** The door for {@code server} on {@code web}'s port, at {@code bind} (empty: every address); not yet open. */
    public WebDoor(ClassServer server, String bind, Serving.Web web) throws IOException {
        this.classServer = server;
        this.secure = web.tls().isPresent();
        QueuedThreadPool threads = new QueuedThreadPool(200, 4);
        threads.setName("web");
        threads.setDaemon(true);
        this.jetty = new Server(threads);
        HttpConfiguration http = new HttpConfiguration();
        http.setSendServerVersion(false);
        http.setSendXPoweredBy(false);
        if (web.tls().isPresent()) {
            // A school's own certificate is often for a name the students' machines reach by address.
            http.addCustomizer(new SecureRequestCustomizer(false, false, -1, false));
            char[] password = WebLogins.token().toCharArray();
            SslContextFactory.Server tls = new SslContextFactory.Server();
            tls.setKeyStore(WebTls.keyStore(web.tls().get().certificate(), web.tls().get().key(), password));
            tls.setKeyStorePassword(new String(password));
            connector = new ServerConnector(jetty, tls, new HttpConnectionFactory(http));
        } else {
            connector = new ServerConnector(jetty, new HttpConnectionFactory(http));
        }
        connector.setHost(bind.isEmpty() ? null : bind);
        connector.setPort(web.port());
        jetty.addConnector(connector);
        // Enough for a large class, each with a page and its socket, and the teacher's; no more held open at once.
        jetty.addBean(new NetworkConnectionLimit(2000, jetty));
        this.dashboard = new WebDashboard(server);

        ContextHandler root = new ContextHandler("/");
        WebSocketUpgradeHandler sockets = WebSocketUpgradeHandler.from(jetty, root, container -> {
            container.setIdleTimeout(ClassServer.IDLE);
            container.setMaxTextMessageSize(64 * 1024);
            container.setMaxBinaryMessageSize(1024);
            // A backstop: each socket also bounds the bytes it leaves waiting (WebTerminal.QUEUED_MOST).
            container.setMaxOutgoingFrames(4096);
            container.addMapping("/session/socket", this::studentSocket);
            container.addMapping("/teacher/socket", this::teacherSocket);
        });
        sockets.setHandler(new Pages());
        root.setHandler(sockets);
        ResourceFactory resources = ResourceFactory.of(jetty);
        // The page's own files under a folder of this package's, so that no library's "web" folder is served too.
        jetty.setHandler(new Guarded(new ContextHandlerCollection(files("/webjars", resources.newClassLoaderResource(
                "META-INF/resources/webjars")), files("/static", resources.newClassLoaderResource(
                "org/nimexplorer/server/web")), root)));
        jetty.setStopTimeout(1000);
    }

    private static ContextHandler files(String path, Resource base) {
        if (base == null) {
            throw new IllegalStateException("the pages of the class in the browser are missing from the program");
        }
        ResourceHandler files = new ResourceHandler();
        files.setBaseResource(base);
        files.setDirAllowed(false);
        return new ContextHandler(files, path);
    }

    /** Listens; the door then lets students in through {@code server}'s gate, and the teacher with {@code dashboardCode}. */
    public void start(String dashboardCode) throws IOException {
        classServer.gate().openDashboardTo(dashboardCode);
        try {
            jetty.start();
        } catch (Exception e) {
            close();
            throw new IOException(e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage(), e);
        }
    }

    /** The port it listens on: the one asked for, or the one the system chose for port 0. */
    public int port() {
        return connector.getLocalPort();
    }

    /** Whether it serves HTTPS. */
    public boolean secure() {
        return secure;
    }

    /** Every response's headers: no inline script, no framing, no guessing of types, no referrer to other sites. */
    private final class Guarded extends Handler.Wrapper {
        Guarded(Handler handler) {
            super(handler);
        }

        @Override
        public boolean handle(Request request, Response response, Callback callback) throws Exception {
            var headers = response.getHeaders();
            headers.put("Content-Security-Policy", POLICY);
            headers.put("X-Content-Type-Options", "nosniff");
            headers.put("X-Frame-Options", "DENY");
            // Not "no-referrer": with it a browser sends "Origin: null" on a form, and no form could be told ours.
            headers.put("Referrer-Policy", "same-origin");
            headers.put("Cross-Origin-Opener-Policy", "same-origin");
            if (secure) {
                headers.put("Strict-Transport-Security", "max-age=31536000");
            }
            if (super.handle(request, response, callback)) {
                return true;
            }
            page(response, callback, HttpStatus.NOT_FOUND_404, WebPages.problem("Not here", "There is no such page"
                    + " on the class server."));
            return true;
        }
    }

    /** The pages: the student's login and session, the teacher's login, dashboard and reports. */
    private final class Pages extends Handler.Abstract {
        @Override
        public boolean handle(Request request, Response response, Callback callback) throws Exception {
            String path = Request.getPathInContext(request);
            boolean post = request.getMethod().equals("POST");
            boolean get = request.getMethod().equals("GET") || request.getMethod().equals("HEAD");
            if (!post && !get) {
                response.getHeaders().put(HttpHeader.ALLOW, "GET, HEAD, POST");
                page(response, callback, HttpStatus.METHOD_NOT_ALLOWED_405, WebPages.problem("Not allowed",
                        "The class server takes pages and forms, nothing else."));
                return true;
            }
            if (post && !sameOrigin(request)) {
                // Read, not acted on: the connection stays good for the page's next request.
                FormFields.getFields(request);
                page(response, callback, HttpStatus.FORBIDDEN_403, WebPages.problem("Refused", "A form of another"
                        + " site's cannot act on the class server."));
                return true;
            }
            switch (path) {
                case "/" -> {
                    if (student(request).isPresent()) {
                        redirect(response, callback, "/session");
                    } else {
                        page(response, callback, 200, WebPages.login(Optional.empty(), "", false, classServer.port(),
                                Request.getServerName(request)));
                    }
                }
                case "/login" -> {
                    if (!post) {
                        redirect(response, callback, "/");
                    } else {
                        login(request, response, callback);
                    }
                }
                case "/session" -> {
                    Optional<WebLogins.Login> login = student(request);
                    if (login.isEmpty()) {
                        redirect(response, callback, "/");
                    } else {
                        page(response, callback, 200, WebPages.session(login.get()));
                    }
                }
                case "/logout" -> leave(request, response, callback, STUDENT_COOKIE, "/");
                case "/teacher" -> {
                    Optional<WebLogins.Login> teacher = teacher(request);
                    page(response, callback, 200, teacher.isPresent() ? WebPages.dashboard(teacher.get())
                            : WebPages.teacherLogin(Optional.empty()));
                }
                case "/teacher/login" -> {
                    if (!post) {
                        redirect(response, callback, "/teacher");
                    } else {
                        teacherLogin(request, response, callback);
                    }
                }
                case "/teacher/logout" -> leave(request, response, callback, TEACHER_COOKIE, "/teacher");
                case "/teacher/report" -> report(request, response, callback);
                case "/favicon.ico" -> {
                    // No icon: said at once, so the browser's console stays clean.
                    response.setStatus(HttpStatus.NO_CONTENT_204);
                    callback.succeeded();
                }
                default -> {
                    return false;
                }
            }
            return true;
        }
    }

    private void login(Request request, Response response, Callback callback) throws Exception {
        // The form's body alone: a code in the address would stay in the browser's history and the proxy's log.
        Fields form = FormFields.getFields(request);
        String name = field(form, "name", 64);
        String code = field(form, "code", 128);
        boolean accessible = form.getValue("accessible") != null;
        AtomicReference<StudentName> admitted = new AtomicReference<>();
        AtomicBoolean claiming = new AtomicBoolean();
        AtomicReference<String> why = new AtomicReference<>("That is not the code for " + name + ".");
        Gate.Arrival arrival = new Gate.Arrival() {
            @Override
            public void refused(Gate.Refusal refusal, String student) {
                why.set(refusal.told(student, false));
            }

            @Override
            public void admit(StudentName student, boolean newcomer) {
                admitted.set(student);
                claiming.set(newcomer);
            }
        };
        String address = Request.getRemoteAddr(request);
        java.util.concurrent.atomic.AtomicInteger waiting = checking.computeIfAbsent(address, a ->
                new java.util.concurrent.atomic.AtomicInteger());
        if (waiting.incrementAndGet() > CHECKING_MOST) {
            waiting.decrementAndGet();
            page(response, callback, HttpStatus.TOO_MANY_REQUESTS_429, WebPages.login(Optional.of("Too many logins"
                    + " from this machine at once: wait a moment and try again."), name, accessible, classServer.port(),
                    Request.getServerName(request)));
            return;
        }
        classServer.gate().login(name, code, address, arrival, in -> {
            if (waiting.decrementAndGet() <= 0) {
                checking.remove(address, waiting);
            }
            if (in && admitted.get() != null) {
                String token = logins.add(new WebLogins.Login(Optional.of(admitted.get()), claiming.get(), accessible,
                        System.currentTimeMillis()));
                Response.addCookie(response, cookie(STUDENT_COOKIE, token, -1));
                redirect(response, callback, "/session");
            } else {
                page(response, callback, HttpStatus.UNAUTHORIZED_401, WebPages.login(Optional.of(why.get()), name,
                        accessible, classServer.port(), Request.getServerName(request)));
            }
        });
    }

    private void teacherLogin(Request request, Response response, Callback callback) throws Exception {
        String code = field(FormFields.getFields(request), "code", 128);
        classServer.gate().dashboard(code, Request.getRemoteAddr(request), in -> {
            if (in) {
                String token = logins.add(new WebLogins.Login(Optional.empty(), false, false,
                        System.currentTimeMillis()));
                Response.addCookie(response, cookie(TEACHER_COOKIE, token, -1));
                redirect(response, callback, "/teacher");
            } else {
                page(response, callback, HttpStatus.UNAUTHORIZED_401, WebPages.teacherLogin(Optional.of("That is not"
                        + " the dashboard's code (or too many wrong codes came from here: wait "
                        + LoginGuard.WINDOW.toMinutes() + " minutes).")));
            }
        });
    }

    /** 'Leave': the login is forgotten here and its cookie in the browser; only with the page's own token. */
    private void leave(Request request, Response response, Callback callback, String cookie, String then)
            throws Exception {
        Optional<String> token = cookie(request, cookie);
        Optional<WebLogins.Login> login = token.flatMap(logins::find);
        if (request.getMethod().equals("POST") && login.isPresent() && login.get().formToken().equals(field(
                FormFields.getFields(request), "token", 64))) {
            logins.remove(token.get());
            Response.addCookie(response, cookie(cookie, "", 0));
        }
        redirect(response, callback, then);
    }

    /** The class report of one assignment, as 'class report --html' makes it: the grid and the item analysis. */
    private void report(Request request, Response response, Callback callback) {
        if (teacher(request).isEmpty()) {
            redirect(response, callback, "/teacher");
            return;
        }
        String name = Optional.ofNullable(Request.extractQueryParameters(request, StandardCharsets.UTF_8)
                .getValue("name")).orElse("");
        AssignmentsConsole assignments = new AssignmentsConsole(classServer.data(), classServer.live().library(),
                classServer.live());
        try {
            Optional<ClassData.PublishedRow> row = assignments.publishedAs(name);
            Optional<ClassReport> report = row.isEmpty() ? Optional.empty() : assignments.classReport(row.get());
            if (report.isEmpty()) {
                page(response, callback, HttpStatus.NOT_FOUND_404, WebPages.problem("No such assignment", row.isEmpty()
                        ? "No assignment is published as '" + name + "'." : "The assignment '" + name + "' could not"
                        + " be read from the database."));
                return;
            }
            page(response, callback, 200, ClassReportHtml.render(report.get(), ZoneId.systemDefault()).replaceFirst(
                    "<body>\n", "<body>\n<p><a href=\"/teacher\">Back to the dashboard</a></p>\n"));
        } catch (SQLException e) {
            page(response, callback, HttpStatus.SERVICE_UNAVAILABLE_503, WebPages.problem("Not now", "The database"
                    + " could not be read just now; try again in a moment."));
        }
    }

    private Object studentSocket(ServerUpgradeRequest request, ServerUpgradeResponse response, Callback callback) {
        Optional<WebLogins.Login> login = sameOrigin(request) ? student(request) : Optional.empty();
        if (login.isEmpty()) {
            Response.writeError(request, response, callback, HttpStatus.FORBIDDEN_403);
            return null;
        }
        Fields asked = Request.extractQueryParameters(request);
        return new WebTerminal(classServer, login.get(), WebTerminal.size(asked.getValue("cols"), asked.getValue(
                "rows")));
    }

    private Object teacherSocket(ServerUpgradeRequest request, ServerUpgradeResponse response, Callback callback) {
        Optional<WebLogins.Login> login = sameOrigin(request) ? teacher(request) : Optional.empty();
        if (login.isEmpty()) {
            Response.writeError(request, response, callback, HttpStatus.FORBIDDEN_403);
            return null;
        }
        return dashboard.socket(login.get());
    }

    private Optional<WebLogins.Login> student(Request request) {
        return cookie(request, STUDENT_COOKIE).flatMap(logins::find).filter(login -> !login.teacher());
    }

    private Optional<WebLogins.Login> teacher(Request request) {
        return cookie(request, TEACHER_COOKIE).flatMap(logins::find).filter(WebLogins.Login::teacher);
    }

    private static Optional<String> cookie(Request request, String name) {
        return Request.getCookies(request).stream().filter(c -> c.getName().equals(name)).map(HttpCookie::getValue)
                .findFirst();
    }

    private HttpCookie cookie(String name, String value, long maxAge) {
        return HttpCookie.build(name, value).path("/").httpOnly(true).sameSite(HttpCookie.SameSite.STRICT)
                .secure(secure).maxAge(maxAge).build();
    }

    /**
     * Whether a form or a socket comes from a page of this server's: the browser's Origin (or, lacking
     * one, its Referer) names the host the request was sent to. A page of another site cannot act here.
     */
    static boolean sameOrigin(Request request) {
        String host = request.getHeaders().get(HttpHeader.HOST);
        String origin = request.getHeaders().get(HttpHeader.ORIGIN);
        if (origin == null) {
            origin = request.getHeaders().get(HttpHeader.REFERER);
        }
        if (host == null || origin == null) {
            return false;
        }
        try {
            String authority = URI.create(origin.strip()).getRawAuthority();
            return authority != null && authority.toLowerCase(Locale.ROOT).equals(host.strip().toLowerCase(
                    Locale.ROOT));
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private static String field(Fields form, String name, int longest) {
        String value = form.getValue(name);
        if (value == null) {
            return "";
        }
        String kept = value.strip();
        return kept.length() > longest ? kept.substring(0, longest) : kept;
    }

    private static void page(Response response, Callback callback, int status, String html) {
        response.setStatus(status);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/html; charset=utf-8");
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
        Content.Sink.write(response, true, html, callback);
    }

    private static void redirect(Response response, Callback callback, String to) {
        response.setStatus(HttpStatus.SEE_OTHER_303);
        response.getHeaders().put(HttpHeader.LOCATION, to);
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
        Content.Sink.write(response, true, "", callback);
    }

    @Override
    public void close() {
        dashboard.close();
        try {
            jetty.stop();
        } catch (Exception e) {
            // Stopping anyway: the process lets go of the port as it ends.
        }
    }
}

package org.nimexplorer.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;
import org.nimexplorer.command.session.SessionStatus;
import org.nimexplorer.render.Painter;

/**
 * The teacher's dashboard, live: who is connected and where, who needs help, the live question's
 * answers as they arrive (both votes side by side) and its worked answer once revealed, and the
 * assignments with their class reports. Made once for every dashboard open, from the server's data,
 * and sent over each one's socket when it changes: at once on an answer or a student's coming and
 * going, and otherwise at most every second (idle times grow by themselves).
 */
final class WebDashboard implements AutoCloseable {

    /** A student who has pressed no key for this long is shown as idle. */
    static final Duration IDLE = Duration.ofMinutes(5);
    /** At most this many dashboards at once: a teacher's laptop, the projector, a colleague's. */
    static final int MOST = 8;
    private static final String SEPARATOR = ClassRoll.SEPARATOR;
    private static final ObjectMapper JSON = new ObjectMapper();

    private final ClassServer server;
    private final List<Session> watching = new CopyOnWriteArrayList<>();
    private final Map<Session, java.util.concurrent.atomic.AtomicLong> queued =
            new java.util.concurrent.ConcurrentHashMap<>();
    private final ScheduledExecutorService ticks = Executors.newSingleThreadScheduledExecutor(work -> {
        Thread thread = new Thread(work, "web-dashboard");
        thread.setDaemon(true);
        return thread;
    });
    private final AutoCloseable hearing;
    private final LiveConsole console;
    private final AssignmentsConsole assignments;
    private final WebLiveView view;
    private final java.util.concurrent.atomic.AtomicBoolean pushWaiting = new java.util.concurrent.atomic.AtomicBoolean();
    /** The last parts sent: each is sent again only when it changed. */
    private Map<String, String> sent = Map.of();
    private long assignmentsRead;
    private String assignmentsHtml = "";

    WebDashboard(ClassServer server) {
        this.server = server;
        this.console = new LiveConsole(server.live(), Painter.PLAIN, SEPARATOR);
        this.assignments = new AssignmentsConsole(server.data(), server.live().library(), server.live());
        this.view = new WebLiveView(server.live());
        this.hearing = server.listen(new ClassServer.Ears(notice -> soon(), now -> soon()));
        ticks.scheduleWithFixedDelay(this::push, 1, 1, TimeUnit.SECONDS);
    }

    /** The socket of one dashboard page: it hears every change, and may move the live lesson. */
    Session.Listener socket(WebLogins.Login login) {
        return new Watcher(this, login);
    }

    /** One dashboard page's socket. Public, as Jetty calls a socket's methods only on a public class. */
    public static final class Watcher implements Session.Listener.AutoDemanding {
        private final WebDashboard dashboard;
        private final WebLogins.Login login;
        private volatile Session open;

        Watcher(WebDashboard dashboard, WebLogins.Login login) {
            this.dashboard = dashboard;
            this.login = login;
        }

        @Override
        public void onWebSocketOpen(Session session) {
            synchronized (dashboard.watching) {
                if (dashboard.watching.size() >= MOST) {
                    session.close(1013, "too many dashboards are open", Callback.NOOP);
                    return;
                }
                dashboard.watching.add(session);
            }
            open = session;
            dashboard.later(() -> dashboard.sendAll(session));
        }

        @Override
        public void onWebSocketText(String text) {
            Session session = open;
            if (session != null) {
                String said = dashboard.act(text, login);
                dashboard.later(() -> {
                    dashboard.send(session, Map.of("said", said));
                    dashboard.push();
                });
            }
        }

        @Override
        public void onWebSocketClose(int status, String reason, Callback callback) {
            leave();
            callback.succeed();
        }

        @Override
        public void onWebSocketError(Throwable cause) {
            leave();
        }

        private void leave() {
            Session session = open;
            if (session != null) {
                dashboard.gone(session);
            }
        }
    }

    /**
     * Something changed: the dashboards hear it now, not at the next tick. A burst of changes (a class answering
     * at once) is one push: one waiting is enough.
     */
    private void soon() {
        if (pushWaiting.compareAndSet(false, true)) {
            later(() -> {
                pushWaiting.set(false);
                push();
            });
        }
    }

    /** {@code work} on the dashboard's thread, unless the server is stopping, and its dashboards with it. */
    private void later(Runnable work) {
        try {
            ticks.execute(work);
        } catch (java.util.concurrent.RejectedExecutionException closing) {
            // Nothing left to tell.
        }
    }

    /** The parts that changed since the last push, to every dashboard. */
    private synchronized void push() {
        if (!watching.isEmpty()) {
            pushTo(Optional.empty());
        }
    }

    /** Everything, to a dashboard that just opened; and to the others, what changed since they were last told. */
    private synchronized void sendAll(Session session) {
        send(session, pushTo(Optional.of(session)));
    }

    /** The parts now; what changed since the last push goes to every dashboard but {@code newcomer}. */
    private Map<String, String> pushTo(Optional<Session> newcomer) {
        Map<String, String> now = parts();
        Map<String, String> changed = new LinkedHashMap<>();
        now.forEach((part, html) -> {
            if (!html.equals(sent.get(part))) {
                changed.put(part, html);
            }
        });
        sent = now;
        if (!changed.isEmpty()) {
            watching.stream().filter(session -> newcomer.filter(session::equals).isEmpty()).forEach(session -> send(
                    session, changed));
        }
        return now;
    }

    /** {@code parts} to one dashboard; one that stopped reading (more than a megabyte waiting) is closed. */
    private void send(Session session, Map<String, String> parts) {
        try {
            String text = JSON.writeValueAsString(parts);
            java.util.concurrent.atomic.AtomicLong waiting = queued.computeIfAbsent(session, s ->
                    new java.util.concurrent.atomic.AtomicLong());
            if (waiting.addAndGet(text.length()) > WebTerminal.QUEUED_MOST) {
                gone(session);
                session.close(1008, "the page stopped reading", Callback.NOOP);
                return;
            }
            session.sendText(text, Callback.from(() -> waiting.addAndGet(-text.length()), failed -> gone(session)));
        } catch (IOException | RuntimeException e) {
            gone(session);
        }
    }

    private void gone(Session session) {
        watching.remove(session);
        queued.remove(session);
    }

    /** The dashboard's parts, as HTML, and its one-line state. */
    Map<String, String> parts() {
        Map<String, String> parts = new LinkedHashMap<>();
        List<StudentSession> sessions = server.seats().all();
        parts.put("live", view.html());
        parts.put("roster", roster(sessions, System.currentTimeMillis()));
        parts.put("assignments", assignments());
        parts.put("state", server.connected() + " connected" + view.state().map(s -> SEPARATOR + s).orElse(""));
        return parts;
    }

    /** A teacher's move from the dashboard's buttons, carried out as the console's; what the console would reply. */
    String act(String message, WebLogins.Login login) {
        JsonNode asked;
        try {
            asked = JSON.readTree(message);
        } catch (IOException e) {
            return "Not understood.";
        }
        if (asked == null || !login.formToken().equals(asked.path("token").asText())) {
            return "This page is out of date: reload it.";
        }
        String move = asked.path("do").asText();
        Optional<Long> before = server.live().now().map(LiveClass.Now::serial);
        List<String> reply = switch (move) {
            case "next", "back", "reveal" -> console.move(move, "");
            case "again" -> console.again();
            case "stop" -> console.stop();
            case "live" -> console.start(asked.path("lesson").asText().strip());
            default -> List.of("Not a move of the dashboard's.");
        };
        // The consoles hear of a move that moved the class, not of one the class could not take.
        if (!server.live().now().map(LiveClass.Now::serial).equals(before)) {
            server.tell("* The teacher's dashboard: " + (move.equals("live") ? "live " + asked.path("lesson")
                    .asText().strip() : move) + console.status().map(s -> " (now " + s + ")").orElse(""));
        }
        // A refusal or a word of the console's is one line; a move's many lines are the step, which the page shows.
        List<String> words = reply.stream().filter(line -> !line.isBlank() && !line.startsWith("[")).toList();
        return words.size() == 1 ? words.get(0) : "";
    }

    /** Every student of the class, connected or not, with where each is and who needs help. */
    String roster(List<StudentSession> sessions, long now) {
        ClassRoll roll = ClassRoll.of(server.data(), sessions);
        StringBuilder rows = new StringBuilder();
        List<String> help = new ArrayList<>();
        for (ClassRoll.Entry student : roll.students()) {
            StudentName name = student.name();
            List<StudentSession> open = student.sessions();
            List<String> where = open.stream().map(ClassRoll::where).toList();
            List<String> needs = new ArrayList<>();
            open.forEach(session -> needsHelp(session, now).ifPresent(needs::add));
            if (!needs.isEmpty()) {
                help.add(name.name() + " (" + String.join("; ", needs) + ")");
            }
            rows.append(needs.isEmpty() ? "<tr>" : "<tr class=\"help\">").append("<th scope=\"row\">")
                    .append(WebText.escape(name.name())).append("</th><td>")
                    .append(open.isEmpty() ? "not connected" : WebText.escape(String.join("; ", where)))
                    .append("</td><td>").append(WebText.escape(String.join("; ", needs))).append("</td></tr>\n");
        }
        int all = roll.students().size();
        StringBuilder html = new StringBuilder("<p class=\"summary\">").append(roll.connected()).append(" of ")
                .append(all).append(all == 1 ? " student" : " students").append(" connected.");
        html.append(help.isEmpty() ? " No one needs help." : " <strong>Needs help: " + WebText.escape(String.join(", ",
                help)) + ".</strong>").append("</p>\n");
        if (all == 0) {
            return html.toString();
        }
        return html.append("<table><thead><tr><th scope=\"col\">Student</th><th scope=\"col\">Where</th>")
                .append("<th scope=\"col\">Needs help</th></tr></thead>\n<tbody>\n").append(rows)
                .append("</tbody></table>\n").toString();
    }

    /**
     * Why a session may need the teacher: its question is on its last try (two misses: one more shows
     * the worked answer), or no key was pressed for {@link #IDLE} outside the live lesson.
     */
    static Optional<String> needsHelp(StudentSession session, long now) {
        SessionStatus status = session.status();
        if (status instanceof SessionStatus.InLesson lesson && lesson.tries() > 1 && lesson.tryNumber().orElse(0)
                >= lesson.tries()) {
            return Optional.of("last try at " + lesson.lesson() + " step " + lesson.step() + ", after "
                    + (lesson.tries() - 1) + " misses");
        }
        long idle = session.idleFor(now);
        // A class following the live lesson is quiet while the teacher talks: that is no one's need.
        if (idle >= IDLE.toMillis() && session.live(SEPARATOR).isEmpty()) {
            return Optional.of("idle " + idle / 60_000 + " min");
        }
        return Optional.empty();
    }

    /** The assignments published, each with how many handed it in and a link to its class report; read every 10 s. */
    private String assignments() {
        long now = System.currentTimeMillis();
        if (now - assignmentsRead < 10_000 && !assignmentsHtml.isEmpty()) {
            return assignmentsHtml;
        }
        assignmentsRead = now;
        StringBuilder html = new StringBuilder();
        try {
            List<AssignmentsConsole.Summary> all = assignments.summaries();
            if (all.isEmpty()) {
                html.append("<p>None published yet: <code>assign --title \"Week 3\" --count 10</code> on the console"
                        + " publishes one.</p>\n");
            } else {
                html.append("<ul>\n");
                for (AssignmentsConsole.Summary row : all) {
                    html.append("<li><a href=\"/teacher/report?name=").append(WebText.escape(URLEncoder.encode(
                            row.name(), StandardCharsets.UTF_8))).append("\">").append(WebText.escape(row.name()))
                            .append("</a>: ").append(WebText.escape(row.described())).append(" \u2014 ")
                            .append(row.done()).append(" of ").append(row.students()).append(" handed in")
                            .append(row.begun() > 0 ? ", " + row.begun() + " begun" : "").append("</li>\n");
                }
                html.append("</ul>\n");
            }
        } catch (SQLException e) {
            html.append("<p>The database could not be read just now.</p>\n");
        }
        assignmentsHtml = html.toString();
        return assignmentsHtml;
    }

    @Override
    public void close() {
        ticks.shutdownNow();
        try {
            hearing.close();
        } catch (Exception e) {
            // Stopping anyway.
        }
        for (Session session : watching) {
            session.close(1001, "the class server is stopping", Callback.NOOP);
        }
    }
}

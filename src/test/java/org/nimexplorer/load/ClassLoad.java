package org.nimexplorer.load;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.sshd.client.SshClient;
import org.apache.sshd.client.channel.ChannelShell;
import org.apache.sshd.client.session.ClientSession;
import org.nimexplorer.quiz.ClassFiles;
import org.nimexplorer.quiz.HandIn;

/**
 * A class on the packaged class server, scripted: {@code load.students} students (default 60) log in
 * at once, over SSH or, the last {@code load.web} of them (default 0), in the browser's way: the login
 * form, then the session over a WebSocket; the teacher, on the server's console (its standard input), takes them through two
 * questions of a live walkthrough (each answered by every student, then revealed), then publishes a
 * {@code load.questions}-question assignment (default 10) that every student takes at once. Students
 * think {@code load.think} milliseconds on average before each answer (default 2000; 0 for none);
 * every answer is timed from the moment it is sent to the moment its feedback has arrived. With
 * {@code -Dload.kill=true} the server is killed with SIGKILL half-way through the assignment, started
 * again, and the students log in again and finish it. At the end every answer whose feedback a student
 * received is looked for in the database: live answers in their table, assignment answers in the
 * student's hand-in (with its earlier attempts). Prints its figures; exits 1 when an answer was lost or
 * a student met an error.
 */
public final class ClassLoad {

    private static final Duration WAIT = Duration.ofSeconds(60);

    private final int students = Integer.getInteger("load.students", 60);
    /** How many of the students come in through the browser's WebSocket instead of SSH (the last ones). */
    private final int overWeb = Integer.getInteger("load.web", 0);
    private final int questions = Integer.getInteger("load.questions", 10);
    private final boolean kill = Boolean.getBoolean("load.kill");
    /** A student reads the feedback and thinks before answering: on average this long, give or take half. */
    private final long thinkMillis = Long.getLong("load.think", 2000);
    private final Path jar = Path.of(System.getProperty("load.jar", "target/nim-explorer.jar"));
    private final Path dir;
    private final int port;
    private final int webPort;
    private final List<Long> answerNanos = Collections.synchronizedList(new ArrayList<>());
    private final List<Long> liveNanos = Collections.synchronizedList(new ArrayList<>());
    private final List<Long> loginNanos = Collections.synchronizedList(new ArrayList<>());
    private final ConcurrentLinkedQueue<String> errors = new ConcurrentLinkedQueue<>();
    private final AtomicInteger[] acknowledged;
    private final AtomicInteger[] liveAcknowledged;
    private final CountDownLatch loggedIn;
    private final CountDownLatch[] liveAnswered = {null, null};
    private final CountDownLatch liveOver;
    /** Counted down once the killed server is started again. */
    private final CountDownLatch restarted = new CountDownLatch(1);
    /** The server's standard input: the teacher's console. */
    private volatile PrintWriter teacher;
    private final AtomicLong peakRss = new AtomicLong();
    private volatile Process server;

    private ClassLoad() throws IOException {
        dir = Files.createTempDirectory("class-load");
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
                ServerSocket web = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = probe.getLocalPort();
            webPort = web.getLocalPort();
        }
        acknowledged = new AtomicInteger[students];
        liveAcknowledged = new AtomicInteger[students];
        for (int i = 0; i < students; i++) {
            acknowledged[i] = new AtomicInteger();
            liveAcknowledged[i] = new AtomicInteger();
        }
        loggedIn = new CountDownLatch(students);
        liveAnswered[0] = new CountDownLatch(students);
        liveAnswered[1] = new CountDownLatch(students);
        liveOver = new CountDownLatch(students);
    }

    public static void main(String[] args) throws Exception {
        System.exit(new ClassLoad().run());
    }

    private static String name(int i) {
        return String.format("s%02d", i);
    }

    private static String code(int i) {
        return String.format("code-%04d", i);
    }

    private int run() throws Exception {
        StringBuilder roster = new StringBuilder("name,code\n");
        for (int i = 0; i < students; i++) {
            roster.append(name(i)).append(',').append(code(i)).append('\n');
        }
        Files.writeString(dir.resolve("class.txt"), roster);
        long start = System.nanoTime();
        server = startServer();
        Thread sampler = new Thread(this::sampleRss, "rss");
        sampler.setDaemon(true);
        sampler.start();
        SshClient client = SshClient.setUpDefaultClient();
        client.setServerKeyVerifier((s, a, k) -> true);
        client.start();
        ExecutorService pool = Executors.newFixedThreadPool(students);
        CountDownLatch half = new CountDownLatch(students);
        List<Future<?>> running = new ArrayList<>();
        for (int i = 0; i < students; i++) {
            int student = i;
            running.add(pool.submit(() -> student(client, student, half)));
        }
        teach(half);
        for (Future<?> f : running) {
            f.get(10, TimeUnit.MINUTES);
        }
        pool.shutdown();
        client.stop();
        long seconds = Duration.ofNanos(System.nanoTime() - start).toSeconds();
        server.destroy();
        server.waitFor();
        int[] kept = new int[2];
        int[] lost = new int[2];
        try (Connection db = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("data/class.db"))) {
            for (int i = 0; i < students; i++) {
                int[] saved = {liveAnswersSaved(db, i), handedIn(db, i)};
                int[] told = {liveAcknowledged[i].get(), acknowledged[i].get()};
                for (int k = 0; k < 2; k++) {
                    kept[k] += Math.min(saved[k], told[k]);
                    lost[k] += Math.max(0, told[k] - saved[k]);
                }
            }
        }
        report(seconds, kept, lost);
        // After a kill every student met one dropped connection; any other error is a failure.
        return lost[0] + lost[1] == 0 && errors.size() <= (kill ? students : 0) ? 0 : 1;
    }

    /**
     * The teacher: once the whole class is in, two questions of a live walkthrough, each revealed when
     * every student has answered; then an assignment for all. With a kill, the server dies half-way
     * through the assignment and is started again.
     */
    private void teach(CountDownLatch half) throws Exception {
        loggedIn.await(WAIT.toSeconds() * 4, TimeUnit.SECONDS);
        say("live xor");
        for (CountDownLatch everyone : liveAnswered) {
            everyone.await(WAIT.toSeconds() * 2, TimeUnit.SECONDS);
            say("reveal");
            say("next");
        }
        say("live stop");
        liveOver.await(WAIT.toSeconds(), TimeUnit.SECONDS);
        say("assign --title Load --count " + questions + " --level easy --kinds outcome --one-try --seed 5");
        if (kill) {
            half.await(WAIT.toSeconds() * 2, TimeUnit.SECONDS);
            server.destroyForcibly().waitFor();
            System.out.println("server killed with SIGKILL after " + sum(acknowledged) + " answers acknowledged;"
                    + " started again");
            server = startServer();
            restarted.countDown();
        }
    }

    private void say(String line) {
        teacher.println(line);
        teacher.flush();
    }

    /** The live answers kept for student {@code i}. */
    private int liveAnswersSaved(Connection db, int i) throws SQLException {
        try (PreparedStatement count = db.prepareStatement("SELECT COUNT(*) FROM live_answer WHERE student_key = ?")) {
            count.setString(1, name(i));
            try (ResultSet row = count.executeQuery()) {
                return row.next() ? row.getInt(1) : 0;
            }
        }
    }

    /** The assignment answers kept in student {@code i}'s hand-in: this attempt's, and the earlier ones'. */
    private int handedIn(Connection db, int i) throws SQLException {
        try (PreparedStatement select = db.prepareStatement("SELECT body FROM hand_in WHERE student_key = ?")) {
            select.setString(1, name(i));
            try (ResultSet row = select.executeQuery()) {
                if (!row.next()) {
                    return 0;
                }
                HandIn h = ClassFiles.handInFrom(row.getString(1)).orThrow();
                return h.items().size() + h.earlier().stream().mapToInt(HandIn.Earlier::answered).sum();
            }
        }
    }

    private Process startServer() throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("java", "-jar", jar.toString(), "serve", "--roster",
                dir.resolve("class.txt").toString(), "--data", dir.resolve("data").toString(), "--bind", "127.0.0.1",
                "--ssh-port", String.valueOf(port)));
        if (overWeb > 0) {
            command.addAll(List.of("--web-port", String.valueOf(webPort)));
        }
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        teacher = new PrintWriter(new OutputStreamWriter(p.getOutputStream(), StandardCharsets.UTF_8), true);
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        String line;
        while ((line = out.readLine()) != null && !line.startsWith("Students connect with")) {
            // The server's first lines: its roster and codes.
        }
        if (line == null) {
            throw new IllegalStateException("the server did not start");
        }
        Thread drain = new Thread(() -> {
            try {
                out.lines().forEach(l -> { });
            } catch (java.io.UncheckedIOException closed) {
                // The server was stopped, and its output with it.
            }
        }, "server-output");
        drain.setDaemon(true);
        drain.start();
        return p;
    }

    /**
     * One student: log in, answer the two live questions, then take the assignment, each answer timed;
     * after a kill, log in again and take the assignment again for the questions left.
     */
    private void student(SshClient client, int i, CountDownLatch half) {
        int answered = 0;
        boolean counted = false;
        for (int attempt = 0; attempt < 2 && answered < questions; attempt++) {
            try (Typist typist = i >= students - overWeb ? WebTypist.login("http://127.0.0.1:" + webPort, name(i),
                    code(i), loginNanos) : SshTypist.login(client, port, name(i), code(i), loginNanos)) {
                int first;
                if (attempt == 0) {
                    typist.await("nim> ");
                    loggedIn.countDown();
                    follow(typist, i);
                    typist.await("Your teacher has set 'Load'");
                    typist.send("quiz --assignment load");
                    first = 1;
                } else {
                    // Back after the kill: the session goes on by itself at the question after the last one kept
                    // (which may be one more than this student saw acknowledged, kept just before the kill).
                    first = typist.awaitNumberAfter("on from question ");
                    answered = Math.max(answered, first - 1);
                }
                typist.await("Question " + first + "/" + questions);
                for (int q = first; q <= questions; q++) {
                    think();
                    // The whole feedback has come when the next question (or the score) follows it.
                    long sent = System.nanoTime();
                    typist.send(q % 2 == 0 ? "P" : "N");
                    typist.await(q < questions ? "Question " + (q + 1) + "/" + questions : "Score:");
                    answerNanos.add(System.nanoTime() - sent);
                    acknowledged[i].incrementAndGet();
                    answered++;
                    if (!counted && answered * 2 >= questions) {
                        counted = true;
                        half.countDown();
                    }
                }
                typist.send("quit");
            } catch (IOException | InterruptedException | RuntimeException e) {
                errors.add(name(i) + " (login " + (attempt + 1) + "): " + e);
                if (!kill) {
                    break;
                }
                awaitServer(i >= students - overWeb ? webPort : port);
            }
        }
        if (!counted) {
            half.countDown();
        }
    }

    /** The live walkthrough: each of its two questions answered, the time to the answer's acknowledgement kept. */
    private void follow(Typist typist, int i) throws IOException, InterruptedException {
        String[] asked = {"Write 13 in binary", "Write 6 in binary"};
        String[] answers = {"1101", "110"};
        for (int q = 0; q < 2; q++) {
            typist.await(asked[q]);
            typist.await("?] > ");
            think();
            long sent = System.nanoTime();
            typist.send(answers[q]);
            typist.await("Your answer is in");
            liveNanos.add(System.nanoTime() - sent);
            liveAcknowledged[i].incrementAndGet();
            liveAnswered[q].countDown();
        }
        typist.await("your session is your own again");
        liveOver.countDown();
    }

    /**
     * After the kill: until the server started again listens on {@code port}, as a student would try again until
     * it does. Not before it was started again: a dying process's port still takes a connection for a moment.
     */
    private void awaitServer(int port) {
        try {
            restarted.await(WAIT.toSeconds() * 2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
        }
        long end = System.nanoTime() + WAIT.toNanos();
        while (System.nanoTime() < end) {
            try (java.net.Socket probe = new java.net.Socket(InetAddress.getLoopbackAddress(), port)) {
                return;
            } catch (IOException notYet) {
                sleepQuietly(Duration.ofMillis(250));
            }
        }
    }

    private void think() {
        sleepQuietly(Duration.ofMillis((long) (thinkMillis * (0.5 + Math.random()))));
    }

    private static void sleepQuietly(Duration d) {
        try {
            Thread.sleep(d.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void sampleRss() {
        while (true) {
            Process p = server;
            if (p != null && p.isAlive()) {
                try {
                    for (String line : Files.readAllLines(Path.of("/proc/" + p.pid() + "/status"))) {
                        if (line.startsWith("VmRSS:")) {
                            long kb = Long.parseLong(line.replaceAll("[^0-9]", ""));
                            peakRss.accumulateAndGet(kb, Math::max);
                        }
                    }
                } catch (IOException | RuntimeException e) {
                    // The process ended between the check and the read.
                }
            }
            sleepQuietly(Duration.ofMillis(200));
        }
    }

    private static int sum(AtomicInteger[] counts) {
        int n = 0;
        for (AtomicInteger c : counts) {
            n += c.get();
        }
        return n;
    }

    private void report(long seconds, int[] kept, int[] lost) {
        System.out.printf("students %d (%d over SSH, %d in the browser over WebSocket): a live walkthrough of 2"
                + " questions, then an assignment of %d; thinking %d ms on average; %s%n", students, students - overWeb,
                overWeb, questions, thinkMillis, kill ? "server killed half-way" : "no fault");
        System.out.printf("live answers acknowledged %d, found in the database %d, lost %d%n", sum(liveAcknowledged),
                kept[0], lost[0]);
        System.out.printf("assignment answers acknowledged %d, found in the hand-ins %d, lost %d; errors %d%n",
                sum(acknowledged), kept[1], lost[1], errors.size());
        System.out.printf("live answer to acknowledgement: p50 %d ms, p95 %d ms, max %d ms (%d answers)%n",
                percentile(liveNanos, 50), percentile(liveNanos, 95), percentile(liveNanos, 100), liveNanos.size());
        System.out.printf("assignment answer to feedback: p50 %d ms, p95 %d ms, max %d ms (%d answers)%n",
                percentile(answerNanos, 50), percentile(answerNanos, 95), percentile(answerNanos, 100),
                answerNanos.size());
        System.out.printf("login: p50 %d ms, p95 %d ms%n", percentile(loginNanos, 50), percentile(loginNanos, 95));
        System.out.printf("server peak RSS %d MiB; whole run %d s%n", peakRss.get() / 1024, seconds);
        errors.stream().sorted((a, b) -> Boolean.compare(a.contains("(login 1)"), b.contains("(login 1)"))).limit(10).forEach(e -> System.out.println("error: " + e));
    }

    private static long percentile(List<Long> nanos, int p) {
        List<Long> sorted;
        synchronized (nanos) {
            sorted = new ArrayList<>(nanos);
        }
        if (sorted.isEmpty()) {
            return -1;
        }
        Collections.sort(sorted);
        int at = (int) Math.ceil(p / 100.0 * sorted.size()) - 1;
        return sorted.get(Math.max(0, Math.min(at, sorted.size() - 1))) / 1_000_000;
    }

    /** One student's terminal, whichever way it reaches the server: what it received, read in order. */
    private abstract static class Typist implements AutoCloseable {
        protected final StringBuilder received = new StringBuilder();
        private int readUpTo;

        abstract void send(String line) throws IOException;

        abstract boolean isOpen();

        @Override
        public abstract void close() throws IOException;

        /** Waits for {@code marker} and the number after it, which it gives. */
        synchronized int awaitNumberAfter(String marker) throws InterruptedException {
            await(marker);
            long end = System.nanoTime() + WAIT.toNanos();
            while (true) {
                java.util.regex.Matcher number = java.util.regex.Pattern.compile("^[0-9]+(?=[^0-9])").matcher(
                        received.substring(readUpTo));
                if (number.find()) {
                    readUpTo += number.end();
                    return Integer.parseInt(number.group());
                }
                long left = (end - System.nanoTime()) / 1_000_000;
                if (left <= 0) {
                    throw new IllegalStateException("no number after '" + marker + "'");
                }
                wait(Math.min(left, 1000));
            }
        }

        /** Waits for {@code text} after what was read so far; fails after the wait. */
        synchronized void await(String text) throws InterruptedException {
            long end = System.nanoTime() + WAIT.toNanos();
            int at;
            while ((at = received.indexOf(text, readUpTo)) < 0) {
                long left = (end - System.nanoTime()) / 1_000_000;
                if (left <= 0 || !isOpen()) {
                    String tail = received.substring(Math.max(0, received.length() - 400));
                    throw new IllegalStateException("never saw '" + text + "' after: " + tail);
                }
                wait(Math.min(left, 1000));
            }
            readUpTo = at + text.length();
        }

        synchronized void receive(String text) {
            received.append(text);
            notifyAll();
        }
    }

    /** An SSH student's terminal: a dumb one (no pager, no colour), tall enough for any feedback. */
    private static final class SshTypist extends Typist {
        private final ClientSession session;
        private final ChannelShell shell;

        private SshTypist(ClientSession session, ChannelShell shell) {
            this.session = session;
            this.shell = shell;
        }

        static Typist login(SshClient client, int port, String name, String code, List<Long> loginNanos)
                throws IOException {
            long start = System.nanoTime();
            ClientSession session = client.connect(name, "127.0.0.1", port).verify(WAIT).getSession();
            session.addPasswordIdentity(code);
            session.auth().verify(WAIT);
            loginNanos.add(System.nanoTime() - start);
            ChannelShell shell = session.createShellChannel();
            shell.setPtyType("dumb");
            shell.setPtyColumns(80);
            shell.setPtyLines(200);
            SshTypist typist = new SshTypist(session, shell);
            OutputStream screen = new OutputStream() {
                @Override
                public void write(int b) {
                    write(new byte[] {(byte) b}, 0, 1);
                }

                @Override
                public void write(byte[] b, int off, int len) {
                    typist.receive(new String(b, off, len, StandardCharsets.UTF_8));
                }
            };
            shell.setOut(screen);
            shell.setErr(screen);
            shell.open().verify(WAIT);
            return typist;
        }

        @Override
        void send(String line) throws IOException {
            OutputStream in = shell.getInvertedIn();
            in.write((line + "\r").getBytes(StandardCharsets.UTF_8));
            in.flush();
        }

        @Override
        boolean isOpen() {
            return shell.isOpen();
        }

        @Override
        public void close() throws IOException {
            shell.close(true);
            session.close(true);
        }
    }

    /**
     * A student in the browser, as the server sees one: the login form posted, then the session's
     * WebSocket, 80 by 200, its screen's escapes (colour, the status row) taken out before reading.
     */
    private static final class WebTypist extends Typist implements WebSocket.Listener {
        private static final java.util.regex.Pattern ESCAPE = java.util.regex.Pattern.compile(
                "\u001b(\\[[0-9;?]*[ -/]*[@-~]|\\][^\u0007\u001b]*(\u0007|\u001b\\\\)|[()][A-Za-z0-9]|[=>78MDE])");
        private final java.nio.charset.CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder();
        private java.nio.ByteBuffer undecoded = java.nio.ByteBuffer.allocate(0);
        /** An escape begun at the end of a frame, finished by the next. */
        private String unfinished = "";
        private volatile WebSocket socket;
        private volatile boolean open = true;

        static Typist login(String base, String name, String code, List<Long> loginNanos) throws IOException,
                InterruptedException {
            long start = System.nanoTime();
            HttpClient http = HttpClient.newBuilder().cookieHandler(new java.net.CookieManager()).followRedirects(
                    HttpClient.Redirect.NEVER).connectTimeout(WAIT).build();
            HttpRequest form = HttpRequest.newBuilder(URI.create(base + "/login")).POST(HttpRequest.BodyPublishers
                    .ofString("name=" + name + "&code=" + code)).header("Origin", base).header("Content-Type",
                    "application/x-www-form-urlencoded").timeout(WAIT).build();
            HttpResponse<String> in = http.send(form, HttpResponse.BodyHandlers.ofString());
            if (in.statusCode() != 303) {
                throw new IOException("the login of " + name + " was refused (HTTP " + in.statusCode() + ")");
            }
            WebTypist typist = new WebTypist();
            try {
                typist.socket = http.newWebSocketBuilder().header("Origin", base).connectTimeout(WAIT).buildAsync(
                        URI.create(base.replace("http", "ws") + "/session/socket?cols=80&rows=200"), typist).get(
                        WAIT.toSeconds(), TimeUnit.SECONDS);
            } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
                throw new IOException("the session's socket of " + name + " did not open: " + e.getMessage(), e);
            }
            loginNanos.add(System.nanoTime() - start);
            return typist;
        }

        @Override
        public java.util.concurrent.CompletionStage<?> onBinary(WebSocket webSocket, java.nio.ByteBuffer data,
                boolean last) {
            java.nio.ByteBuffer bytes = java.nio.ByteBuffer.allocate(undecoded.remaining() + data.remaining());
            bytes.put(undecoded).put(data).flip();
            java.nio.CharBuffer chars = java.nio.CharBuffer.allocate(bytes.remaining());
            decoder.decode(bytes, chars, false);
            undecoded = bytes.slice();
            String text = unfinished + chars.flip();
            int escape = text.lastIndexOf('\u001b');
            unfinished = "";
            if (escape >= 0 && !ESCAPE.matcher(text.substring(escape)).lookingAt()) {
                unfinished = text.substring(escape);
                text = text.substring(0, escape);
            }
            receive(ESCAPE.matcher(text).replaceAll(""));
            webSocket.request(1);
            return null;
        }

        @Override
        public java.util.concurrent.CompletionStage<?> onClose(WebSocket webSocket, int status, String reason) {
            gone();
            return null;
        }

        @Override
        public void onError(WebSocket webSocket, Throwable error) {
            gone();
        }

        private synchronized void gone() {
            open = false;
            notifyAll();
        }

        @Override
        void send(String line) throws IOException {
            try {
                socket.sendText(line + "\r", true).get(WAIT.toSeconds(), TimeUnit.SECONDS);
            } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
                throw new IOException("could not type into the page: " + e.getMessage(), e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted", e);
            }
        }

        @Override
        boolean isOpen() {
            return open;
        }

        @Override
        public void close() {
            if (open) {
                socket.sendClose(WebSocket.NORMAL_CLOSURE, "").orTimeout(5, TimeUnit.SECONDS).exceptionally(e -> null);
            }
        }
    }
}

package org.nimexplorer.load;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.sshd.client.SshClient;
import org.apache.sshd.client.channel.ChannelShell;
import org.apache.sshd.client.session.ClientSession;

/**
 * Scripted students on the packaged class server: {@code load.students} of them (default 60) log in
 * over SSH at once and each takes a quiz of {@code load.questions} questions (default 10), thinking
 * {@code load.think} milliseconds on average before each answer (default 2000; 0 for none), every
 * answer timed from the moment it is sent to the moment its whole feedback has arrived. With
 * {@code -Dload.kill=true} the server is killed with SIGKILL half-way, started again, and every
 * answer whose feedback a student received is looked for in that student's saved progress. Prints
 * its figures; exits 1 when an answer was lost or a student met an error.
 */
public final class ClassLoad {

    private static final Duration WAIT = Duration.ofSeconds(60);
    private static final Pattern IDEA_COUNT = Pattern.compile("\"(right|wrong)\" : (\\d+)");

    private final int students = Integer.getInteger("load.students", 60);
    private final int questions = Integer.getInteger("load.questions", 10);
    private final boolean kill = Boolean.getBoolean("load.kill");
    /** A student reads the feedback and thinks before answering: on average this long, give or take half. */
    private final long thinkMillis = Long.getLong("load.think", 2000);
    private final Path jar = Path.of(System.getProperty("load.jar", "target/nim-explorer.jar"));
    private final Path dir;
    private final int port;
    private final List<Long> answerNanos = Collections.synchronizedList(new ArrayList<>());
    private final List<Long> loginNanos = Collections.synchronizedList(new ArrayList<>());
    private final ConcurrentLinkedQueue<String> errors = new ConcurrentLinkedQueue<>();
    private final AtomicInteger[] acknowledged;
    private final AtomicLong peakRss = new AtomicLong();
    private volatile Process server;

    private ClassLoad() throws IOException {
        dir = Files.createTempDirectory("class-load");
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = probe.getLocalPort();
        }
        acknowledged = new AtomicInteger[students];
        for (int i = 0; i < students; i++) {
            acknowledged[i] = new AtomicInteger();
        }
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
        if (kill) {
            half.await(WAIT.toSeconds() * 2, TimeUnit.SECONDS);
            server.destroyForcibly().waitFor();
            System.out.println("server killed with SIGKILL after " + sum(acknowledged) + " answers acknowledged;"
                    + " started again");
            server = startServer();
        }
        for (Future<?> f : running) {
            f.get(10, TimeUnit.MINUTES);
        }
        pool.shutdown();
        client.stop();
        long seconds = Duration.ofNanos(System.nanoTime() - start).toSeconds();
        server.destroy();
        server.waitFor();
        int kept = 0;
        int lost = 0;
        for (int i = 0; i < students; i++) {
            int inFile = answersSaved(i);
            kept += Math.min(inFile, acknowledged[i].get());
            lost += Math.max(0, acknowledged[i].get() - inFile);
        }
        report(seconds, kept, lost);
        // After a kill every student met one dropped connection; any other error is a failure.
        return lost == 0 && errors.size() <= (kill ? students : 0) ? 0 : 1;
    }

    private Process startServer() throws IOException, InterruptedException {
        Process p = new ProcessBuilder("java", "-jar", jar.toString(), "serve", "--roster", dir.resolve("class.txt")
                .toString(), "--data", dir.resolve("data").toString(), "--bind", "127.0.0.1", "--ssh-port",
                String.valueOf(port)).redirectErrorStream(true).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        String line;
        while ((line = out.readLine()) != null && !line.startsWith("Students connect with")) {
            // The server's first lines: its roster and codes.
        }
        if (line == null) {
            throw new IllegalStateException("the server did not start");
        }
        Thread drain = new Thread(() -> out.lines().forEach(l -> { }), "server-output");
        drain.setDaemon(true);
        drain.start();
        return p;
    }

    /** One student: log in, take the quiz, each answer timed; after a kill, log in again and go on. */
    private void student(SshClient client, int i, CountDownLatch half) {
        int answered = 0;
        boolean counted = false;
        for (int attempt = 0; attempt < 2 && answered < questions; attempt++) {
            try (Typist typist = Typist.login(client, port, name(i), code(i), loginNanos)) {
                typist.await("nim> ");
                if (answered == 0) {
                    typist.send("quiz --kinds outcome --count " + questions + " --seed " + (i + 1));
                } else {
                    typist.send("quiz --kinds outcome --count " + (questions - answered) + " --seed " + (i + 100));
                }
                int total = answered == 0 ? questions : questions - answered;
                typist.await("Question 1/" + total);
                for (int q = 1; q <= total; q++) {
                    sleepQuietly(Duration.ofMillis((long) (thinkMillis * (0.5 + Math.random()))));
                    // The whole feedback has come when the next question (or the score) follows it.
                    long sent = System.nanoTime();
                    typist.send(q % 2 == 0 ? "P" : "N");
                    typist.await(q < total ? "Question " + (q + 1) + "/" + total : "Score:");
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
                errors.add(name(i) + ": " + e.getMessage());
                if (!kill) {
                    break;
                }
                sleepQuietly(Duration.ofSeconds(3));
            }
        }
        if (!counted) {
            half.countDown();
        }
    }

    private static void sleepQuietly(Duration d) {
        try {
            Thread.sleep(d.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The answers a student's saved progress counts: each answer adds one to an idea's right or wrong. */
    private int answersSaved(int i) throws IOException {
        Path progress = dir.resolve("data/students").resolve(name(i)).resolve("progress.json");
        if (!Files.exists(progress)) {
            return 0;
        }
        Matcher m = IDEA_COUNT.matcher(Files.readString(progress));
        int n = 0;
        while (m.find()) {
            n += Integer.parseInt(m.group(2));
        }
        return n;
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

    private void report(long seconds, int kept, int lost) {
        System.out.printf("students %d, questions %d each, thinking %d ms on average, %s%n", students, questions,
                thinkMillis, kill ? "server killed half-way" : "no fault");
        System.out.printf("answers acknowledged %d, found saved %d, lost %d; errors %d%n", sum(acknowledged), kept, lost,
                errors.size());
        System.out.printf("answer to feedback: p50 %d ms, p95 %d ms, max %d ms (%d answers)%n", percentile(answerNanos, 50),
                percentile(answerNanos, 95), percentile(answerNanos, 100), answerNanos.size());
        System.out.printf("login: p50 %d ms, p95 %d ms%n", percentile(loginNanos, 50), percentile(loginNanos, 95));
        System.out.printf("server peak RSS %d MiB; whole run %d s%n", peakRss.get() / 1024, seconds);
        errors.stream().limit(10).forEach(e -> System.out.println("error: " + e));
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

    /** One student's terminal: a dumb one (no pager, no colour), tall enough for any feedback. */
    private static final class Typist implements AutoCloseable {
        private final ClientSession session;
        private final ChannelShell shell;
        private final StringBuilder received = new StringBuilder();
        private int readUpTo;

        private Typist(ClientSession session, ChannelShell shell) {
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
            Typist typist = new Typist(session, shell);
            OutputStream screen = new OutputStream() {
                @Override
                public void write(int b) {
                    write(new byte[] {(byte) b}, 0, 1);
                }

                @Override
                public void write(byte[] b, int off, int len) {
                    synchronized (typist) {
                        typist.received.append(new String(b, off, len, StandardCharsets.UTF_8));
                        typist.notifyAll();
                    }
                }
            };
            shell.setOut(screen);
            shell.setErr(screen);
            shell.open().verify(WAIT);
            return typist;
        }

        void send(String line) throws IOException {
            OutputStream in = shell.getInvertedIn();
            in.write((line + "\r").getBytes(StandardCharsets.UTF_8));
            in.flush();
        }

        /** Waits for {@code text} after what was read so far; fails after the wait. */
        synchronized void await(String text) throws InterruptedException {
            long end = System.nanoTime() + WAIT.toNanos();
            int at;
            while ((at = received.indexOf(text, readUpTo)) < 0) {
                long left = (end - System.nanoTime()) / 1_000_000;
                if (left <= 0 || !shell.isOpen()) {
                    String tail = received.substring(Math.max(0, received.length() - 400));
                    throw new IllegalStateException("never saw '" + text + "' after: " + tail);
                }
                wait(Math.min(left, 1000));
            }
            readUpTo = at + text.length();
        }

        @Override
        public void close() throws IOException {
            shell.close(true);
            session.close(true);
        }
    }
}

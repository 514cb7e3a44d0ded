package org.nimexplorer.server;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.SQLException;
import java.time.Duration;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.stream.Collectors;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.nimexplorer.command.Launcher;
import org.nimexplorer.command.Serving;
import org.nimexplorer.engine.Text;
import org.nimexplorer.store.AppHome;
import org.nimexplorer.store.InputFile;

/** {@code nim-explorer serve}: the data folder, the database, the roster and its codes, then the server until Ctrl-C. */
public final class ClassServing implements Serving {

    private static final InputFile.Limit ROSTER = new InputFile.Limit(1L << 20, "any class list");

    @Override
    public int serve(Request request, PrintWriter out, PrintWriter err) {
        try {
            ClassServer server = start(request, out);
            CountDownLatch stopped = new CountDownLatch(1);
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                int connected = server.connected();
                out.println();
                out.println("The class server stopped; " + (connected == 0 ? "no student was connected."
                        : connected + " student" + (connected == 1 ? " was" : "s were") + " connected, and every"
                        + " answer given is saved."));
                out.flush();
                try {
                    server.close();
                } catch (IOException | RuntimeException e) {
                    // Stopping anyway: every answer was saved when it was given.
                }
                stopped.countDown();
            }, "class-server-stop"));
            // A 'stop' from another terminal's console ends the process as Ctrl-C here would: the hook above stops
            // the server. Not on the console's own thread, which the stopping server ends.
            server.whenAskedToStop(() -> exitSoon(Duration.ZERO));
            if (System.console() != null) {
                // On the teacher's terminal: the console until 'stop', Ctrl-C or Ctrl-D, then the hook stops the server.
                try (Terminal terminal = TerminalBuilder.builder().system(true).build()) {
                    // A 'stop' from another terminal ends this console first, as Ctrl-C here does, so that its
                    // status row is cleared and the server's last words come after it, in order.
                    server.whenAskedToStop(() -> {
                        terminal.raise(Terminal.Signal.INT);
                        // Should the console be busy with a command rather than reading, the process ends anyway.
                        exitSoon(Duration.ofSeconds(2));
                    });
                    new TeacherConsole(server, TeacherConsole.Where.SERVE_TERMINAL).run(terminal);
                } catch (IllegalStateException closed) {
                    // A console in another terminal stopped the server: the process is ending, its terminal closed.
                }
                return 0;
            }
            // No terminal: the console's lines come from a script or a pipe, and at their end the server serves on.
            if (!new TeacherConsole(server, TeacherConsole.Where.SERVE_TERMINAL).run(new BufferedReader(new InputStreamReader(System.in,
                    StandardCharsets.UTF_8)), out)) {
                stopped.await();
            }
            return 0;
        } catch (Problem problem) {
            err.println(Launcher.PREFIX + Text.oneLine(problem.getMessage()));
            return 2;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 0;
        } catch (IOException e) {
            return 0;
        }
    }

    /** Ends the process after {@code delay}, unless it has ended by then. */
    private static void exitSoon(Duration delay) {
        Thread exit = new Thread(() -> {
            try {
                Thread.sleep(delay.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            System.exit(0);
        }, "class-server-asked-to-stop");
        exit.setDaemon(true);
        exit.start();
    }

        /** What stops the server from starting, told as one line. */
    static final class Problem extends Exception {
        Problem(String message) {
            super(message, null, false, false);
        }
    }

    /** Everything {@code request} asks for, set up and listening; what students and the teacher need told on {@code out}. */
    static ClassServer start(Request request, PrintWriter out) throws Problem {
        Path folder = request.data();
        dataFolder(folder);
        FolderLock lock = lock(folder, request.sshPort());
        try {
            return start(request, out, lock);
        } catch (Problem | RuntimeException failed) {
            try {
                lock.close();
            } catch (IOException e) {
                // The process lets go of it as it ends.
            }
            throw failed;
        }
    }

    private static ClassServer start(Request request, PrintWriter out, FolderLock lock) throws Problem {
        Path folder = request.data();
        logTo(folder.resolve("server.log"));
        ClassData data = database(request);
        Optional<String> classCode = Optional.empty();
        String who;
        if (request.roster().isPresent()) {
            who = enrol(request.roster().get(), data, out);
        } else {
            classCode = Optional.of(request.classCode().isPresent() ? request.classCode().get() : keptClassCode(folder));
            who = "an open class: anyone with the class code " + classCode.get() + " comes in and claims a name";
        }
        ClassServer server = new ClassServer(folder, data, classCode, request.bind(), request.sshPort());
        server.holding(lock);
        String fingerprint;
        try {
            server.start();
            fingerprint = server.fingerprint();
        } catch (IOException | RuntimeException e) {
            try {
                server.close();
            } catch (IOException | RuntimeException ignored) {
                // Stopping what started: the process ends anyway.
            }
            throw new Problem("the class server cannot start on port " + request.sshPort() + " (" + reason(e) + ")");
        }
        // Opened before a word is said: a class in the browser that cannot start stops the server in one line.
        Optional<WebDoor> web = request.web().isPresent() ? Optional.of(openWeb(server, request, folder))
                : Optional.empty();
        out.println("Nim Explorer class server: " + who + ".");
        out.println("Students connect with:");
        for (String host : hosts(request.bind())) {
            out.println("    ssh -p " + server.port() + " NAME@" + host);
        }
        out.println("Host key " + fingerprint + " (a student's ssh shows it once, the first time).");
        if (web.isPresent()) {
            String scheme = web.get().secure() ? "https" : "http";
            out.println("Or in a browser, with the same name and code:");
            for (String host : hosts(request.bind())) {
                out.println("    " + scheme + "://" + host + ":" + web.get().port());
            }
            out.println("The teacher's dashboard is " + scheme + "://" + hosts(request.bind()).get(0) + ":"
                    + web.get().port()
                    + "/teacher; its code is in " + folder.resolve(DASHBOARD_CODE) + " (only you can read it), and"
                    + " 'dashboard' below says it.");
        }
        out.println("Data: " + folder + " (database, host key, server.log). Ctrl-C on an empty line stops the"
                + " server.");
        out.println("The console below opens in another terminal of this machine too, with:");
        out.println("    " + consoleCommand(folder));
        out.flush();
        return server;
    }

    /** The file of the data folder that keeps the code of the teacher's dashboard in the browser. */
    static final String DASHBOARD_CODE = "dashboard-code";

    /** The class in the browser, listening beside SSH; closed with the server. */
    private static WebDoor openWeb(ClassServer server, Request request, Path folder) throws Problem {
        Serving.Web asked = request.web().orElseThrow();
        try {
            WebDoor web = new WebDoor(server, request.bind(), asked);
            server.holding(web);
            // Twice a student's code: it moves the whole class, from any machine.
            String code = keptCode(folder.resolve(DASHBOARD_CODE), Codes.make() + "-" + Codes.make());
            web.start(code);
            server.servedInBrowser((web.secure() ? "https" : "http") + "://" + hosts(request.bind()).get(0) + ":"
                    + web.port(), code);
            return web;
        } catch (IOException | RuntimeException e) {
            try {
                server.close();
            } catch (IOException | RuntimeException ignored) {
                // Stopping what started: the process ends anyway.
            }
            // The certificate's and key's problems name their files, which the teacher must read whole.
            throw new Problem("the class in the browser cannot start on port " + asked.port() + " (" + (e instanceof
                    IOException && e.getMessage() != null ? Text.oneLine(e.getMessage()) : reason(e)) + ")");
        }
    }

    /** The command line that opens a console of the server on {@code folder}: the folder named unless it is the default. */
    static String consoleCommand(Path folder) {
        Path usual = AppHome.fromEnvironment().dir().resolve("class");
        return "nim-explorer class console" + (folder.toAbsolutePath().normalize().equals(usual.toAbsolutePath()
                .normalize()) ? "" : " --data " + shellWord(folder.toString()));
    }

    /** {@code word} as a shell reads it: quoted when it holds anything but letters, digits and {@code / . _ -}. */
    private static String shellWord(String word) {
        return word.matches("[A-Za-z0-9/._-]+") ? word : "'" + word.replace("'", "'\\''") + "'";
    }

    /** The data folder, taken for this server alone; refused when another server runs on it. */
    private static FolderLock lock(Path folder, int port) throws Problem {
        try {
            Optional<FolderLock> taken = FolderLock.take(folder, "process " + ProcessHandle.current().pid()
                    + ", port " + port);
            if (taken.isEmpty()) {
                throw new Problem("another class server is using the data folder " + folder + " ("
                        + FolderLock.holder(folder) + "): give each server a --data folder of its own (two servers of"
                        + " one class share a --db PostgreSQL, not a folder)");
            }
            return taken.get();
        } catch (IOException e) {
            throw new Problem("cannot take the data folder " + folder + " (" + reason(e) + ")");
        }
    }

    private static void dataFolder(Path folder) throws Problem {
        try {
            if (!Files.isDirectory(folder)) {
                Files.createDirectories(folder);
            }
            if (folder.getFileSystem().supportedFileAttributeViews().contains("posix")) {
                // Students' progress and the server's key: the teacher's alone, in a folder made beforehand too.
                Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwx------"));
            }
        } catch (IOException | RuntimeException e) {
            throw new Problem("cannot make the data folder " + folder + " (" + reason(e) + ")");
        }
    }

    /**
     * The open class's code: the one made at its first start, kept in the data folder (for the teacher
     * alone), so the code on last week's handout still opens the class.
     */
    private static String keptClassCode(Path folder) throws Problem {
        return keptCode(folder.resolve("class-code"), Codes.make());
    }

    /** The code kept in {@code file}: {@code fresh}, kept there (for the teacher alone) at the first start. */
    private static String keptCode(Path file, String fresh) throws Problem {
        try {
            if (Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
                String kept = InputFile.readText(file, ROSTER).strip();
                if (!kept.isEmpty()) {
                    return kept;
                }
            }
            CodesFile.writePrivately(file, fresh + "\n");
            return fresh;
        } catch (IOException | RuntimeException e) {
            throw new Problem("cannot keep the code in " + file + " (" + reason(e) + ")");
        }
    }

    /** The libraries' warnings (a refused request, a failed migration) go to a file, not over the teacher's screen. */
    private static void logTo(Path file) {
        // The log is written afresh at each start: the last one is kept under the time it was last written.
        try {
            if (Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS) && Files.size(file) > 0) {
                String when = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneId.systemDefault())
                        .format(Files.getLastModifiedTime(file).toInstant());
                Files.move(file, file.resolveSibling("server-" + when + ".log"));
            }
        } catch (IOException | RuntimeException e) {
            // A log that cannot be kept aside is written over; the server starts all the same.
        }
        System.setProperty("org.slf4j.simpleLogger.logFile", file.toString());
        Logger.getLogger("org.jline").setLevel(Level.OFF);
    }

    private static ClassData database(Request request) throws Problem {
        String url = request.database().orElseGet(() -> ClassData.sqliteUrl(request.data()));
        try {
            ClassData data = ClassData.open(url, request.databaseUser(),
                    Optional.ofNullable(System.getenv("NIM_EXPLORER_DB_PASSWORD")));
            Path file = request.data().resolve("class.db");
            if (request.database().isEmpty() && file.getFileSystem().supportedFileAttributeViews().contains("posix")) {
                Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
            }
            return data;
        } catch (SQLException | IOException | RuntimeException e) {
            throw new Problem("cannot open the class's database " + (request.database().isPresent() ? url
                    : "in " + request.data()) + " (" + reason(e) + ")");
        }
    }

    /** Reads the roster, gives a code to each student who has none, keeps the codes, and puts every student in the database. */
    private static String enrol(Path rosterFile, ClassData data, PrintWriter out) throws Problem {
        Roster roster;
        try {
            roster = Roster.parse(InputFile.readText(rosterFile, ROSTER));
        } catch (InputFile.Unreadable e) {
            throw new Problem("the roster " + rosterFile + " " + e.problem());
        } catch (Roster.Problem e) {
            throw new Problem("the roster " + rosterFile + ", " + e.getMessage());
        }
        Path codesFile = CodesFile.beside(rosterFile);
        Map<String, String> kept;
        try {
            kept = CodesFile.read(codesFile);
        } catch (Roster.Problem e) {
            throw new Problem(e.getMessage());
        }
        LinkedHashMap<StudentName, String> codes = new LinkedHashMap<>();
        List<String> fresh = new ArrayList<>();
        for (Roster.Entry entry : roster.students()) {
            Optional<String> code = entry.code().or(() -> Optional.ofNullable(kept.get(entry.name().key())));
            if (code.isEmpty()) {
                fresh.add(entry.name().name());
            }
            codes.put(entry.name(), code.orElseGet(Codes::make));
        }
        try {
            if (!fresh.isEmpty() || !Files.exists(codesFile) || !sameCodes(codes, kept)) {
                CodesFile.write(codesFile, codes);
            }
            long now = System.currentTimeMillis();
            for (Map.Entry<StudentName, String> student : codes.entrySet()) {
                data.enrol(student.getKey(), student.getValue(), now);
            }
            List<String> left = data.keepOnly(codes.keySet().stream().map(StudentName::key).collect(
                    Collectors.toSet()));
            if (!left.isEmpty()) {
                out.println("No longer on the roster, so no longer let in: " + String.join(", ", left) + " (their"
                        + " progress is kept).");
            }
        } catch (IOException | SQLException | RuntimeException e) {
            throw new Problem("cannot keep the codes in " + codesFile + " (" + reason(e) + ")");
        }
        if (!fresh.isEmpty()) {
            out.println("New codes for " + String.join(", ", fresh) + " are in " + codesFile + " (only you can read"
                    + " it): hand each student theirs.");
        }
        return codes.size() + " student" + (codes.size() == 1 ? "" : "s") + " on the roster " + rosterFile
                + ", each with their code from " + codesFile;
    }

    private static boolean sameCodes(Map<StudentName, String> codes, Map<String, String> kept) {
        return codes.size() == kept.size() && codes.entrySet().stream().allMatch(e -> e.getValue().equals(kept.get(e
                .getKey().key())));
    }

    /** The names students can reach this machine by: its addresses on the networks it is on, or the one bound to. */
    static List<String> hosts(String bind) {
        if (!bind.isEmpty() && !bind.equals("0.0.0.0") && !bind.equals("::")) {
            return List.of(bind);
        }
        List<String> hosts = new ArrayList<>();
        try {
            for (NetworkInterface network : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                if (network.isUp() && !network.isLoopback()) {
                    for (InetAddress address : Collections.list(network.getInetAddresses())) {
                        if (address instanceof Inet4Address) {
                            hosts.add(address.getHostAddress());
                        }
                    }
                }
            }
        } catch (SocketException e) {
            // No list of networks: the machine's name below still tells students where to go.
        }
        try {
            String name = InetAddress.getLocalHost().getHostName();
            if (!name.isBlank() && !name.equals("localhost")) {
                hosts.add(name);
            }
        } catch (IOException e) {
            // A machine without a name it can resolve is reached by its address.
        }
        if (hosts.isEmpty()) {
            hosts.add("localhost");
        }
        return hosts;
    }

    private static String reason(Exception e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return Text.clip(String.valueOf(root.getMessage() == null ? root.getClass().getSimpleName() : root.getMessage()));
    }
}

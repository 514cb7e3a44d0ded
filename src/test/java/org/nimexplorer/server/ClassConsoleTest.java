package org.nimexplorer.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.jline.terminal.Size;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code nim-explorer class console}: the teacher's console opened from another terminal of the server's
 * machine, through the door the server keeps in its data folder.
 */
class ClassConsoleTest {

    @TempDir
    Path folder;

    @Test
    void theDoorIsTheTeachersAloneAndGoesWithTheServer() throws Exception {
        Path door;
        String code;
        // A data folder the teacher made beforehand, open to all, is made the teacher's alone.
        Files.createDirectories(folder.resolve("data"));
        Files.setPosixFilePermissions(folder.resolve("data"), PosixFilePermissions.fromString("rwxr-xr-x"));
        try (ClassServerFixture klass = ClassServerFixture.roster(folder, "Ada,tulip-42\n")) {
            door = klass.folder.resolve("data").resolve("console");
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(klass.folder.resolve("data"))))
                    .isEqualTo("rwx------");
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(door))).isEqualTo("rw-------");
            ConsoleDoor read = ConsoleDoor.read(klass.folder.resolve("data")).orElseThrow();
            assertThat(read.host()).isEqualTo("127.0.0.1");
            assertThat(read.port()).isEqualTo(klass.port());
            assertThat(read.code()).hasSize(32);
            code = read.code();
            assertThat(klass.told).contains("nim-explorer class console --data " + klass.folder.resolve("data"));
        }
        assertThat(door).doesNotExist();
        try (ClassServerFixture again = ClassServerFixture.roster(folder, "Ada,tulip-42\n")) {
            // A new start, a new code: last lesson's opens nothing.
            assertThat(ConsoleDoor.read(again.folder.resolve("data")).orElseThrow().code()).isNotEqualTo(code);
        }
    }

    @Test
    void aConsoleInAnotherTerminalHearsTheClassAndQuitLeavesTheClassRunning() throws Exception {
        try (ClassServerFixture klass = ClassServerFixture.roster(folder, "Ada,tulip-42\nBob,fern-777\n");
                Student console = teacher(klass)) {
            console.screen.awaitText("teacher> ");
            assertThat(console.screen.text()).contains("The class server's console, on port " + klass.port()
                    + " with 0 students connected.");
            try (Student ada = klass.login("Ada", "tulip-42")) {
                ada.screen.awaitText("nim> ");
                console.screen.awaitText("+ Ada connected (1 student connected)");
                // The console is the teacher's alone: a student who tries it is told whose it is, and no more.
                ada.line("class console", "'class' is the teacher's: their console and reports read your answers");
                assertThat(console.line("who", "Bob  not connected")).contains("1 of 2 students connected.",
                        "Ada  at the prompt");
                console.line("help", "quit         leave this console; the server and the class go on (Ctrl-D too)");
                // Ctrl-C clears the line, and on an empty one says how to leave: it ends neither the class nor the console.
                console.type("live xo");
                console.screen.awaitText("teacher> live xo");
                console.type("\u0003");
                console.line("status", "No live lesson: 'live ID' starts one.");
                assertThat(console.screen.received()).doesNotContain("(or Ctrl-D) leaves");
                console.type("\u0003");
                console.screen.awaitText("'quit' (or Ctrl-D) leaves this console");
                console.line("live xor", "Step 1/4");
                ada.screen.awaitText("Write 13 in binary.");
                ada.line("1101", "Your answer is in");
                console.screen.awaitText("The one student following has answered");
                console.type("quit\r");
                console.awaitClosed();
                assertThat(klass.server.connected()).isEqualTo(1);
                assertThat(klass.server.consoles()).isZero();
                // The class goes on without the console: the live lesson is still there for Ada.
                ada.line("live", "Write 13 in binary.");
            }
        }
    }

    @Test
    void stopInAConsoleAsksTheServerToStopAndTheTerminalOfServeHearsIt() throws Exception {
        try (ClassServerFixture klass = ClassServerFixture.roster(folder, "Ada,tulip-42\n");
                Student console = teacher(klass)) {
            CountDownLatch stopping = new CountDownLatch(1);
            klass.server.whenAskedToStop(stopping::countDown);
            StringWriter heard = new StringWriter();
            TeacherConsole serveTerminal = new TeacherConsole(klass.server, TeacherConsole.Where.SERVE_TERMINAL);
            CompletableFuture.runAsync(() -> {
                try {
                    serveTerminal.run(new java.io.BufferedReader(new java.io.StringReader("")), new PrintWriter(heard));
                } catch (IOException e) {
                    throw new AssertionError(e);
                }
            }).get(20, TimeUnit.SECONDS);
            console.line("who", "0 of 1 student connected.");
            console.type("stop\r");
            console.screen.awaitText("Stopping the class server; every answer given is saved.");
            assertThat(stopping.await(20, TimeUnit.SECONDS)).isTrue();
            assertThat(heard.toString()).contains("! A teacher's console asked the server to stop.");
        }
    }

    @Test
    void aLiveMoveOnOneConsoleIsToldOnTheOthersAndTheirRowsFollow() throws Exception {
        try (ClassServerFixture klass = ClassServerFixture.roster(folder, "Ada,tulip-42\n");
                Student first = teacher(klass); Student ada = klass.login("Ada", "tulip-42")) {
            first.screen.awaitText("teacher> ");
            ada.screen.awaitText("nim> ");
            first.line("live xor", "Step 1/4");
            try (Student second = teacher(klass)) {
                // A console opened in the middle of a live lesson says so, and its row shows where the class is.
                assertThat(second.screen.awaitText("teacher> ")).contains("lesson (live xor 1/4");
                second.line("goto 2", "Step 2/4");
                first.screen.awaitText("* Another teacher's console: goto 2 (now live xor 2/4");
                // A move refused is no news: 'again' with no question open moves nothing, and is not told.
                second.type("reveal\r");
                first.screen.awaitText("* Another teacher's console: reveal");
                second.line("again", "No question is open for answers");
                second.line("goto 3", "Step 3/4");
                first.screen.awaitText("* Another teacher's console: goto 3");
                assertThat(first.screen.received()).doesNotContain("* Another teacher's console: again");
                first.screen.await(screen -> screen.lines().reduce((a, b) -> b).orElse("").contains("live xor 3/4"));
                assertThat(second.screen.received()).doesNotContain("* Another teacher's console");
                ada.screen.awaitText("Step 3/4");
            }
        }
    }

    @Test
    void aConsoleIsToldWhenTheServerStops() throws Exception {
        ClassServerFixture klass = ClassServerFixture.roster(folder, "Ada,tulip-42\n");
        try (Student console = teacher(klass)) {
            console.screen.awaitText("teacher> ");
            klass.server.close();
            console.screen.awaitText("! The class server is stopping; every answer given is saved.");
            console.awaitClosed();
        } finally {
            klass.client.stop();
        }
    }

    @Test
    void onlyTheDoorsCodeFromThisMachineOpensTheConsole() throws Exception {
        try (ClassServerFixture klass = ClassServerFixture.roster(folder, "Ada,tulip-42\n")) {
            String code = ConsoleDoor.read(klass.folder.resolve("data")).orElseThrow().code();
            assertThat(klass.refusal(ConsoleDoor.LOGIN, "tulip-42")).contains("That is not the console's code");
            assertThat(klass.refusal(ConsoleDoor.LOGIN, code.substring(1))).contains("That is not the console's code");
            // The console's code is no student's: it lets no one in under a name.
            assertThat(klass.refusal("Ada", code)).contains("That is not the code for Ada.");
        }
        InetSocketAddress server = new InetSocketAddress("10.0.0.5", 2222);
        assertThat(Gate.fromThisMachine(new InetSocketAddress("127.0.0.1", 5000), server)).isTrue();
        assertThat(Gate.fromThisMachine(new InetSocketAddress("::1", 5000), server)).isTrue();
        assertThat(Gate.fromThisMachine(new InetSocketAddress("10.0.0.5", 5000), server)).isTrue();
        assertThat(Gate.fromThisMachine(new InetSocketAddress("10.0.0.6", 5000), server)).isFalse();
        assertThat(Gate.fromThisMachine(InetSocketAddress.createUnresolved("localhost", 5000), server)).isFalse();
    }

    @Test
    void theClientGivesTheConsoleItsTerminalAndEndsWhenTheTeacherQuits() throws Exception {
        try (ClassServerFixture klass = ClassServerFixture.roster(folder, "Ada,tulip-42\n")) {
            Screen screen = new Screen(80, 24);
            PipedOutputStream keys = new PipedOutputStream();
            try (Terminal terminal = TerminalBuilder.builder().system(false).provider("exec")
                    .streams(new PipedInputStream(keys), screen).type("xterm-256color").encoding(StandardCharsets.UTF_8)
                    .size(new Size(80, 24)).build()) {
                StringWriter err = new StringWriter();
                CompletableFuture<Integer> status = CompletableFuture.supplyAsync(() -> new ConsoleClient().open(
                        klass.folder.resolve("data"), terminal, new PrintWriter(err, true)));
                screen.awaitText("teacher> ");
                keys.write("who\r".getBytes(StandardCharsets.UTF_8));
                keys.flush();
                screen.awaitText("Ada  not connected");
                keys.write("quit\r".getBytes(StandardCharsets.UTF_8));
                keys.flush();
                assertThat(status.get(20, TimeUnit.SECONDS)).isZero();
                assertThat(err.toString()).isEmpty();
                // The window is the teacher's again: it scrolls whole, and the console's bottom row is blank.
                assertThat(screen.received()).containsSubsequence("teacher> quit", "\u001b[r\u001b[24;1H\u001b[K").endsWith("\n");
            }
        }
    }

    @Test
    void withNoServerRunningTheClientSaysSoInALine() throws Exception {
        Path data;
        try (ClassServerFixture klass = ClassServerFixture.roster(folder, "Ada,tulip-42\n")) {
            data = klass.folder.resolve("data");
            // What a server killed with -9 leaves behind: its door, to a port no one listens on now.
            Files.copy(data.resolve("console"), folder.resolve("kept-door"));
        }
        StringWriter err = new StringWriter();
        assertThat(new ConsoleClient().open(folder.resolve("nowhere"), (Terminal) null, new PrintWriter(err, true))).isEqualTo(1);
        assertThat(err.toString()).startsWith("nim-explorer: no class server is running with the data folder "
                + folder.resolve("nowhere")).hasLineCount(1);
        Files.copy(folder.resolve("kept-door"), data.resolve("console"));
        err.getBuffer().setLength(0);
        assertThat(new ConsoleClient().open(data, (Terminal) null, new PrintWriter(err, true))).isEqualTo(1);
        assertThat(err.toString()).contains("no class server answers on port").contains("is 'nim-explorer serve' still"
                + " running?").hasLineCount(1);
        Files.writeString(data.resolve("console"), "port 80\n");
        err.getBuffer().setLength(0);
        assertThat(new ConsoleClient().open(data, (Terminal) null, new PrintWriter(err, true))).isEqualTo(1);
        assertThat(err.toString()).contains("is not what a class server writes").hasLineCount(1);
    }

    /** The teacher's console opened from another terminal, as 'class console' opens it, on a window of 80x24. */
    private static Student teacher(ClassServerFixture klass) throws Exception {
        ConsoleDoor door = ConsoleDoor.read(klass.folder.resolve("data")).orElseThrow();
        return Student.open(ClassServerFixture.loggedIn(klass.client, door.port(), ConsoleDoor.LOGIN, door.code()), 80,
                24);
    }
}

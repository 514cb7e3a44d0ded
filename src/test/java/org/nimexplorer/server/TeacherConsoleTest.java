package org.nimexplorer.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.jline.terminal.Size;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The teacher's console: every student on the roster, who is connected, and where each one is. */
class TeacherConsoleTest {

    @TempDir
    Path folder;

    @Test
    void whoListsTheClassWithWhereEachConnectedStudentIs() throws Exception {
        try (ClassServerFixture klass = ClassServerFixture.roster(folder, "Ada,tulip-42\nBob,fern-777\nZoë,reed-555\n");
                Student ada = klass.login("ada", "tulip-42"); Student zoe = klass.login("Zoë", "reed-555")) {
            ada.screen.awaitText("nim> ");
            ada.line("lesson start twenty-one", "Answer P or N");
            ada.line("N", "try 2 of 3");
            zoe.screen.awaitText("nim> ");
            TeacherConsole console = new TeacherConsole(klass.server, TeacherConsole.Where.SERVE_TERMINAL);
            assertThat(console.who()).containsExactly(
                    "2 of 3 students connected.",
                    "  Ada  twenty-one 1/5 · try 2 of 3",
                    "  Bob  not connected",
                    "  Zoë  at the prompt");
        }
    }

    @Test
    void theConsoleAnswersItsWordsAndStopsOnStop() throws Exception {
        try (ClassServerFixture klass = ClassServerFixture.roster(folder, "Ada,tulip-42\n");
                Desk desk = new Desk(new TeacherConsole(klass.server, TeacherConsole.Where.SERVE_TERMINAL))) {
            desk.type("help\r");
            desk.screen.awaitText("stop         stop the server; every answer given is saved (or Ctrl-C)");
            desk.type("what\runlock\runlock nobody\runlock Ada\rwho\r");
            assertThat(desk.screen.awaitText("Ada  not connected")).contains(
                    "The console does not know 'what': 'help' lists what it knows.",
                    "unlock takes a student's name, as in: unlock ada",
                    "There is no student nobody in this class: 'who' lists them.",
                    "Ada may try their code again now.",
                    "0 of 1 student connected.");
            desk.type("stop\r");
            assertThat(desk.stopped.get(20, TimeUnit.SECONDS)).isTrue();
        }
    }

    @Test
    void theStatusRowFollowsTheAnswersAsTheyComeAndSaysWhenTheWholeClassHasAnswered() throws Exception {
        try (ClassServerFixture klass = ClassServerFixture.roster(folder, "Ada,tulip-42\nBob,fern-777\n");
                Student ada = klass.login("ada", "tulip-42"); Student bob = klass.login("bob", "fern-777");
                Desk desk = new Desk(new TeacherConsole(klass.server, TeacherConsole.Where.SERVE_TERMINAL))) {
            ada.screen.awaitText("nim> ");
            bob.screen.awaitText("nim> ");
            desk.type("live xor\r");
            desk.screen.awaitText(" live xor 1/4 · answers 0/2 · 0 right");
            ada.screen.awaitText("[live xor 1/4 ?] > ");
            ada.line("1101", "Your answer is in");
            desk.screen.awaitText("answers 1/2 · 1 right");
            desk.type("who\r");
            assertThat(desk.screen.awaitText("Bob  live xor 1/4 · not answered yet")).contains(
                    "Ada  live xor 1/4 · answered");
            bob.screen.awaitText("[live xor 1/4 ?] > ");
            bob.line("1011", "Your answer is in");
            assertThat(desk.screen.awaitText("All 2 have answered")).contains(
                    "most common wrong: 1011");
            // The status row is the bottom row, below the prompt; it is not printed among the replies.
            String[] rows = desk.screen.text().split("\n");
            assertThat(rows[rows.length - 1]).contains("answers 2/2 · 1 right · most common wrong: 1011");
            desk.type("\u0003");
            assertThat(desk.stopped.get(20, TimeUnit.SECONDS)).isTrue();
        }
    }

    @Test
    void aPlanReadFromAFileIsAnsweredLineByLineAndItsEndLeavesTheServerServing() throws Exception {
        try (ClassServerFixture klass = ClassServerFixture.roster(folder, "Ada,tulip-42\n")) {
            java.io.StringWriter out = new java.io.StringWriter();
            TeacherConsole console = new TeacherConsole(klass.server, TeacherConsole.Where.SERVE_TERMINAL);
            boolean stopped = console.run(new java.io.BufferedReader(new java.io.StringReader(
                    "assign --title 'Week 3' --count 2 --seed 4\nassignments\n")), new java.io.PrintWriter(out));
            assertThat(stopped).isFalse();
            assertThat(out.toString()).contains("Published 'Week 3' (2 medium questions, seed 4) as 'week-3'",
                    "  week-3  'Week 3' (2 medium questions, seed 4): 0 of 1 handed in");
            try (Student ada = klass.login("ada", "tulip-42")) {
                ada.screen.awaitText("Your teacher has set 'Week 3'");
            }
            assertThat(console.run(new java.io.BufferedReader(new java.io.StringReader("who\nstop\nwho\n")),
                    new java.io.PrintWriter(out))).isTrue();
        }
    }

    @Test
    void aStopAskedFromAnotherTerminalEndsTheConsoleOfServeEvenMidLine() throws Exception {
        try (ClassServerFixture klass = ClassServerFixture.roster(folder, "Ada,tulip-42\n");
                Desk desk = new Desk(new TeacherConsole(klass.server, TeacherConsole.Where.SERVE_TERMINAL))) {
            // As ClassServing does: the console of serve's terminal is interrupted, as by Ctrl-C.
            klass.server.whenAskedToStop(() -> desk.terminal.raise(Terminal.Signal.INT));
            desk.type("wh");
            desk.screen.awaitText("teacher> wh");
            klass.server.askToStop();
            assertThat(desk.stopped.get(20, TimeUnit.SECONDS)).isTrue();
        }
    }

    @Test
    void aParagraphWrappedAlreadyIsNotWrappedAgainAndOnlyWhatTheWindowCannotHoldIs() {
        String wrapped = "Question: One heap of 4, take 1 to 3, normal play. Does the player to move lose\n(answer P)";
        assertThat(TeacherConsole.wrapped(List.of(wrapped, "  P  right  ####"), 80)).containsExactly(
                "Question: One heap of 4, take 1 to 3, normal play. Does the player to move lose", "(answer P)",
                "  P  right  ####");
        assertThat(TeacherConsole.wrapped(List.of("one two three four"), 9)).containsExactly("one two", "three", "four");
    }

    /** The teacher's terminal: keys typed, a screen read, and the console running on it until it stops. */
    private static final class Desk implements AutoCloseable {
        final Screen screen = new Screen(80, 24);
        private final PipedOutputStream keys = new PipedOutputStream();
        private final Terminal terminal;
        final CompletableFuture<Boolean> stopped;

        Desk(TeacherConsole console) throws IOException {
            PipedInputStream in = new PipedInputStream(keys);
            terminal = TerminalBuilder.builder().system(false).provider("exec").streams(in, screen)
                    .type("xterm-256color").encoding(StandardCharsets.UTF_8).size(new Size(80, 24)).build();
            stopped = CompletableFuture.supplyAsync(() -> console.run(terminal));
        }

        void type(String typed) throws IOException {
            keys.write(typed.getBytes(StandardCharsets.UTF_8));
            keys.flush();
        }

        @Override
        public void close() throws IOException {
            keys.close();
            terminal.close();
        }
    }
}

package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.jline.terminal.Terminal;
import org.jline.terminal.impl.DumbTerminal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.command.session.Course;
import org.nimexplorer.command.session.Session;
import org.nimexplorer.store.AppHome;

class TerminalSessionTest {

    /** A whole session on an 80x24 dumb terminal fed {@code input}; what the screen showed. */
    static String session(AppHome home, String input) throws Exception {
        return session(home, input, 80);
    }

    /** A whole session on a dumb terminal {@code columns} wide fed {@code input}; what the screen showed. */
    static String session(AppHome home, String input, int columns) throws Exception {
        ByteArrayOutputStream screen = new ByteArrayOutputStream();
        try (Terminal terminal = new DumbTerminal("test", Terminal.TYPE_DUMB,
                new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), screen, StandardCharsets.UTF_8)) {
            terminal.setSize(new org.jline.terminal.Size(columns, 24));
            assertThat(Repl.runTerminal(terminal, home, new Repl.Flags(false, false, false))).isZero();
        }
        return screen.toString(StandardCharsets.UTF_8);
    }

    @Test
    void theDumbTerminalShowsTheWelcomeAndAPromptWithThePosition(@TempDir Path dir) throws Exception {
        String screen = session(new AppHome(dir), "set 3 4 5\nA-2\nplay\nquit\n");
        assertThat(screen).contains("Type 'help' for the commands").contains("nim> ").contains("[3 4 5] > ")
                .contains("[1 4 5] > ").contains("play [1 4 5] > ").contains("A winning move.");
        assertThat(screen).doesNotContain("\u001b[");
    }

    @Test
    void historyIsKeptAcrossSessionsBesideTheProgressFile(@TempDir Path dir) throws Exception {
        AppHome home = new AppHome(dir.resolve("data"));
        session(home, "analyze 1 2 3\nset 5 6\n");
        assertThat(Files.readString(home.history())).contains("analyze 1 2 3").contains("set 5 6");
        session(home, "kernel --max 9\n");
        assertThat(Files.readString(home.history())).contains("analyze 1 2 3").contains("kernel --max 9");
    }

    @Test
    void sourceStepWaitsForEnterBeforeEachLineAndStopsOnQ(@TempDir Path dir) throws Exception {
        Path demo = dir.resolve("demo.txt");
        Files.writeString(demo, "# a demo\nset 3 4 5\nA-2\nB-1\n");
        String screen = session(new AppHome(dir), "source " + demo + " --step\n\n\nq\n");
        assertThat(screen).contains("line 2: set 3 4 5").contains("line 3: A-2").contains("A winning move.")
                .doesNotContain("take 1 from B (B-1)");
        assertThat(screen.replaceAll("\\s+", " ")).contains("Stopped before line 4 of " + demo + ": B-1. To go on from"
                + " there: source " + demo + " --step --from 4");
        String resumed = session(new AppHome(dir), "set 1 4 5\nsource " + demo + " --step --from 4\n\n");
        assertThat(resumed).contains("line 4: B-1").doesNotContain("line 2:").contains("[1 3 5] > ");
    }

    @Test
    void sourceStepGoesBackSkipsJumpsAndRunsWhatTheTeacherTypesWhileTheScriptWaits(@TempDir Path dir)
            throws Exception {
        Path demo = dir.resolve("demo.txt");
        Files.writeString(demo, "# a demo\nset 3 4 5\nA-2\nB-1\nC-1\n");
        String screen = session(new AppHome(dir), "source " + demo + " --step\n\n\nb\nanalyze 2 2\ns\ng 9\ng 5\n\n"
                + "show\n");
        assertThat(screen.replaceAll("\\s+", " ")).contains("Enter runs the line, s skips it, b goes back to the line run last")
                .contains("line 2: set 3 4 5").contains("line 3: A-2").contains("Back to line 3.")
                .contains("P-position").contains("Skipped line 3.").contains("g goes to a line: g 1 to g 5.")
                .contains("line 5: C-1").doesNotContain("take 1 from B (B-1)");
        // A-2 was taken back, B-1 never ran: C-1 leaves 3 4 4.
        assertThat(screen).contains("[3 4 4] > ");
    }

    @Test
    void underBigTheResumeKeepsBigAndATypedMoveIsDrawnLarge(@TempDir Path dir) throws Exception {
        Path demo = dir.resolve("demo.txt");
        Files.writeString(demo, "set 3 4 5\nA-2\n");
        String screen = session(new AppHome(dir), "source " + demo + " --step --big\n\nmove C-1\nq\n");
        assertThat(screen.replaceAll("\\s+", " ")).contains("To go on from there: source " + demo
                + " --step --big --from 2");
        assertThat(screen).contains("Position 3 4 4\n");
    }

    @Test
    void endOfInputLeavesQuietly(@TempDir Path dir) throws Exception {
        assertThat(session(new AppHome(dir), "analyze 3 4 5")).contains("N-position");
    }

    @Test
    void completionOffersCommandsOptionsAndHeapLabels() {
        java.io.PrintWriter nowhere = new java.io.PrintWriter(new java.io.StringWriter());
        Session session = new Session(nowhere, nowhere, null, new Recorder(),
                new Course(Script.HOME, java.util.Optional.empty(), false));
        Shell shell = new Shell(session, new org.nimexplorer.render.Display(false, true, false), false);
        shell.execute("set 3 4 5");
        Completion completion = new Completion(shell::everyCommand, session);
        assertThat(complete(completion, "ana")).contains("analyze", "play", "take", "A-", "C-");
        assertThat(complete(completion, "play --")).contains("--coach", "--engine-first", "--misere");
        assertThat(complete(completion, "take 2 from ")).containsExactly("A", "B", "C");
        assertThat(complete(completion, "play --coach ")).containsExactly("on", "off");
        assertThat(complete(completion, "help ")).contains("verify", "undo", "conjecture");
        assertThat(complete(completion, "")).as("hidden commands are not offered").doesNotContain("move", "skip");
        assertThat(complete(completion, "prove ")).containsExactly("lemma1", "lemma2", "theorem", "claim");
        assertThat(complete(completion, "lesson start ")).contains("the-game", "twenty-one", "lemma-2");
        assertThat(complete(completion, "lesson restart ")).contains("the-game", "lemma-2");
        assertThat(complete(completion, "lesson ")).contains("list", "start", "resume", "restart", "validate");
    }

    private static java.util.List<String> complete(Completion completion, String line) {
        org.jline.reader.ParsedLine parsed = Shell.lineParser().parse(line, line.length(),
                org.jline.reader.Parser.ParseContext.COMPLETE);
        java.util.List<org.jline.reader.Candidate> candidates = new java.util.ArrayList<>();
        completion.complete(null, parsed, candidates);
        return candidates.stream().map(org.jline.reader.Candidate::value).toList();
    }
}

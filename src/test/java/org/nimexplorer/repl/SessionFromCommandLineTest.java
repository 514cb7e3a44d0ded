package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.nimexplorer.command.Launcher;
import org.nimexplorer.command.session.SessionCommands;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.Question;
import org.nimexplorer.quiz.Level;
import org.nimexplorer.quiz.QuizGenerator;

/** The session commands typed on the command line, with answers piped in, as a grading script would. */
class SessionFromCommandLineTest {

    private record Run(int status, String out, String err) {}

    private static Run run(String stdin, String... args) {
        InputStream in = System.in;
        PrintStream out = System.out;
        PrintStream sessionErr = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        ByteArrayOutputStream capturedErr = new ByteArrayOutputStream();
        StringWriter err = new StringWriter();
        try {
            System.setIn(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
            System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(capturedErr, true, StandardCharsets.UTF_8));
            int status = Launcher.run(args, new PrintWriter(System.out, true), new PrintWriter(err, true), Repl.session(),
                    SessionCommands.onCommandLine());
            return new Run(status, captured.toString(StandardCharsets.UTF_8),
                    err + capturedErr.toString(StandardCharsets.UTF_8));
        } finally {
            System.setIn(in);
            System.setOut(out);
            System.setErr(sessionErr);
        }
    }

    @Test
    void aQuizRunsFromTheCommandLineWithAnswersFromAPipe() {
        List<Question> qs = QuizGenerator.generate(8, 2, Level.EASY, Rules.NIM, QuizGenerator.KINDS);
        Run r = run(qs.get(0).answer() + "\n" + qs.get(1).answer() + "\n", "quiz", "--seed", "8", "--count", "2",
                "--level", "easy");
        assertThat(r.status()).isZero();
        assertThat(r.out()).contains("Score: 2/2");
    }

    @Test
    void playAndLessonListWorkFromTheCommandLine() {
        Run play = run("A-2\n", "play", "3", "4", "5", "--coach", "off");
        assertThat(play.out()).contains("You: take 2 from A (A-2), leaving 1 4 5.");
        Run list = run("", "lesson", "list");
        assertThat(list.status()).isZero();
        assertThat(list.out()).contains("the-game").contains("patterns");
        Run help = run("", "help", "conjecture");
        assertThat(help.status()).isZero();
        assertThat(help.out()).contains("Usage: nim-explorer conjecture");
        Run bad = run("", "lesson", "start", "nowhere");
        assertThat(bad.status()).isEqualTo(2);
    }

    @Test
    void lessonValidateTellsItsProblemsOnStandardErrorAndItsCountOnStandardOutput() {
        Run r = run("", "lesson", "validate", "/nonexistent");
        assertThat(r.status()).isNotZero();
        assertThat(r.err()).contains("/nonexistent: no such folder").doesNotContain(":0:");
        assertThat(r.out()).doesNotContain("not a folder").contains("0 lessons loaded, 1 problem.");
    }

    @Test
    void aRefusedOptionOnTheCommandLineStartsNoSessionAndRunsNoPipedLine() {
        for (String[] args : List.of(new String[] {"quiz", "--count", "-1"}, new String[] {"lesson", "start", "nowhere"},
                new String[] {"play", "3", "x"})) {
            Run r = run("xor 5 6\n", args);
            assertThat(r.status()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(r.out() + r.err()).as(String.join(" ", args)).startsWith("nim-explorer: ").doesNotContain("error:").doesNotContain("5 xor 6");
        }
    }

    @Test
    void theHelpOfACommandThatOpensTheSessionListsTheOptionsItTakesThere() {
        for (String[] args : List.of(new String[] {"quiz", "--help"}, new String[] {"help", "quiz"})) {
            Run r = run("", args);
            assertThat(r.status()).as(String.join(" ", args)).isZero();
            assertThat(r.out()).as(String.join(" ", args)).contains("--export=FORMAT FILE").contains("--seed=S")
                    .contains("--assignment=FILE").doesNotContain("see 'help quiz' in the session");
        }
        assertThat(run("", "help", "lesson").out()).contains("start ID");
        assertThat(run("", "help", "analyze").out()).contains("Usage: nim-explorer analyze");
        Run unknown = run("", "help", "nosuch");
        assertThat(unknown.status()).isEqualTo(2);
        assertThat(unknown.err()).contains("there is no command 'nosuch'");
    }
}

package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.Question;
import org.nimexplorer.quiz.Level;
import org.nimexplorer.quiz.QuizGenerator;

/** The session commands typed on the command line, with answers piped in, as a grading script would. */
class SessionFromCommandLineTest {

    private static ProgramRun run(String stdin, String... args) {
        return ProgramRun.run(stdin, args);
    }

    @Test
    void aQuizRunsFromTheCommandLineWithAnswersFromAPipe() {
        List<Question> qs = QuizGenerator.generate(8, 2, Level.EASY, Rules.NIM, QuizGenerator.KINDS);
        ProgramRun r = run(qs.get(0).answer() + "\n" + qs.get(1).answer() + "\n", "quiz", "--seed", "8", "--count", "2",
                "--level", "easy");
        assertThat(r.status()).isZero();
        assertThat(r.out()).contains("Score: 2/2");
    }

    @Test
    void playAndLessonListWorkFromTheCommandLine() {
        ProgramRun play = run("A-2\n", "play", "3", "4", "5", "--coach", "off");
        assertThat(play.out()).contains("You: take 2 from A (A-2), leaving 1 4 5.");
        ProgramRun list = run("", "lesson", "list");
        assertThat(list.status()).isZero();
        assertThat(list.out()).contains("the-game").contains("patterns");
        ProgramRun help = run("", "help", "conjecture");
        assertThat(help.status()).isZero();
        assertThat(help.out()).contains("Usage: nim-explorer conjecture");
        ProgramRun bad = run("", "lesson", "start", "nowhere");
        assertThat(bad.status()).isEqualTo(2);
    }

    @Test
    void lessonValidateTellsItsProblemsOnStandardErrorAndItsCountOnStandardOutput() {
        ProgramRun r = run("", "lesson", "validate", "/nonexistent");
        assertThat(r.status()).isNotZero();
        assertThat(r.err()).contains("/nonexistent: no such folder").doesNotContain(":0:");
        assertThat(r.out()).doesNotContain("not a folder").contains("0 lessons loaded, 1 problem.");
    }

    @Test
    void aRefusedOptionOnTheCommandLineStartsNoSessionAndRunsNoPipedLine() {
        for (String[] args : List.of(new String[] {"quiz", "--count", "-1"}, new String[] {"lesson", "start", "nowhere"},
                new String[] {"play", "3", "x"})) {
            ProgramRun r = run("xor 5 6\n", args);
            assertThat(r.status()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(r.out() + r.err()).as(String.join(" ", args)).startsWith("nim-explorer: ").doesNotContain("error:").doesNotContain("5 xor 6");
        }
    }

    @Test
    void theHelpOfACommandThatOpensTheSessionListsTheOptionsItTakesThere() {
        for (String[] args : List.of(new String[] {"quiz", "--help"}, new String[] {"help", "quiz"})) {
            ProgramRun r = run("", args);
            assertThat(r.status()).as(String.join(" ", args)).isZero();
            assertThat(r.out()).as(String.join(" ", args)).contains("--export=FORMAT FILE").contains("--seed=S")
                    .contains("--assignment=FILE").doesNotContain("see 'help quiz' in the session");
        }
        assertThat(run("", "help", "lesson").out()).contains("start ID");
        ProgramRun start = run("", "help", "lesson", "start");
        assertThat(start.status()).isZero();
        assertThat(start.out()).startsWith("Usage: nim-explorer lesson start").contains("--walkthrough");
        assertThat(run("", "help", "prove", "lemma2").out()).startsWith("Usage: nim-explorer prove lemma2");
        assertThat(run("", "help", "analyze").out()).contains("Usage: nim-explorer analyze");
        ProgramRun unknown = run("", "help", "nosuch");
        assertThat(unknown.status()).isEqualTo(2);
        assertThat(unknown.err()).contains("there is no command 'nosuch'");
    }

    @Test
    void aPartsHelpOptionOnTheCommandLineShowsThatPartsHelpAsHelpDoes() {
        String expected = run("", "help", "lesson", "start").out();
        for (String[] args : List.of(new String[] {"lesson", "start", "--help"}, new String[] {"lesson", "start", "-h"},
                new String[] {"lesson", "start", "the-game", "--help"})) {
            ProgramRun r = run("", args);
            assertThat(r.status()).as(String.join(" ", args)).isZero();
            assertThat(r.out()).as(String.join(" ", args)).isEqualTo(expected);
        }
        assertThat(run("", "quiz", "stop", "--help").out()).startsWith("Usage: nim-explorer quiz stop");
        assertThat(run("", "lesson", "--help").out()).isEqualTo(run("", "help", "lesson").out());
        assertThat(run("", "play", "3", "4", "--help").status()).isZero();
    }
}

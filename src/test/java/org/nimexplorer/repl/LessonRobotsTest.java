package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nimexplorer.cli.Display;
import org.nimexplorer.explain.Grading;
import org.nimexplorer.explain.Question;
import org.nimexplorer.lesson.Checkpoint;
import org.nimexplorer.lesson.Lesson;
import org.nimexplorer.lesson.LessonLibrary;
import org.nimexplorer.store.AppHome;
import org.nimexplorer.store.Progress;

/** Robot learners: one answers every checkpoint with the engine's answer, one always answers wrong first. */
class LessonRobotsTest {

    /** A session driven line by line, with what it printed. */
    private static final class Driver {
        final StringWriter out = new StringWriter();
        final StringWriter err = new StringWriter();
        final Session session;
        final Shell shell;

        Driver(AppHome home) {
            session = new Session(new PrintWriter(out, true), null, new Recorder(), new Course(home, Optional.empty(), false));
            shell = new Shell(session, new PrintWriter(err, true), new Display(false, true, false), false);
        }

        int run(String line) {
            return shell.execute(line);
        }
    }

    static Stream<String> lessonIds() {
        return LessonLibrary.load(Optional.empty(), false).lessons().stream().map(Lesson::id);
    }

    private static boolean finished(LessonRun run) {
        return run.step == run.lesson.steps().size() - 1 && run.stepFinished();
    }

    @ParameterizedTest
    @MethodSource("lessonIds")
    void aRobotAnsweringWithTheEngineCompletesEveryLessonFirstTime(String id, @TempDir Path home) {
        Driver d = new Driver(new AppHome(home));
        assertThat(d.run("lesson start " + id)).isZero();
        int answered = 0;
        for (int guard = 0; guard < 500 && !finished(d.session.lesson()); guard++) {
            LessonRun run = d.session.lesson();
            if (run.open) {
                assertThat(d.run(run.openCheckpoint().question().answer())).isZero();
                answered++;
            } else {
                assertThat(d.run("next")).isZero();
            }
        }
        assertThat(finished(d.session.lesson())).isTrue();
        assertThat(d.err.toString()).isEmpty();
        assertThat(d.out.toString()).contains("End of the lesson.").doesNotContain("Not quite");
        Progress.LessonProgress lp = d.session.course().store().progress().lessons.get(id);
        assertThat(lp.finished).isTrue();
        assertThat(lp.checkpoints.values()).allSatisfy(a -> {
            assertThat(a.solved).isTrue();
            assertThat(a.tries).isEqualTo(1);
        });
        assertThat(answered).isEqualTo(d.session.lesson().lesson.checkpointCount());
    }

    @ParameterizedTest
    @MethodSource("lessonIds")
    void aRobotThatAnswersWrongFirstGetsAnExplanationEveryTime(String id, @TempDir Path home) {
        Driver d = new Driver(new AppHome(home));
        d.run("lesson start " + id);
        for (int guard = 0; guard < 500 && !finished(d.session.lesson()); guard++) {
            LessonRun run = d.session.lesson();
            if (!run.open) {
                d.run("next");
                continue;
            }
            Checkpoint c = run.openCheckpoint();
            int before = d.out.toString().length();
            assertThat(d.run(wrong(c.question()))).isZero();
            String feedback = d.out.toString().substring(before);
            assertThat(feedback).contains("Try again").contains("(The idea:");
            assertThat(Grading.grade(c.question(), wrong(c.question())).correct()).isFalse();
            d.run(c.question().answer());
        }
        assertThat(finished(d.session.lesson())).isTrue();
        assertThat(d.err.toString()).isEmpty();
        assertThat(d.session.course().store().progress().lessons.get(id).checkpoints.values())
                .allSatisfy(a -> assertThat(a.tries).isEqualTo(2));
    }

    /** A readable answer that is wrong, for every kind of question. */
    private static String wrong(Question q) {
        String right = q.answer();
        if (q instanceof Question.FindMove m) {
            return right.equals("none") ? m.rules().legalMoves(m.position()).get(0).shortForm() : "none";
        }
        if (q instanceof Question.PorN) {
            return right.equals("P") ? "N" : "P";
        }
        if (q instanceof Question.ToBinary b) {
            return Long.toBinaryString(b.number() + 1);
        }
        if (q instanceof Question.ColumnSums) {
            return "9 " + right;
        }
        if (q instanceof Question.KernelUpTo) {
            return right.substring(0, right.lastIndexOf(' '));
        }
        if (q instanceof Question.Lemma2Step) {
            return right.equals("none") ? "0 A 0" : (Integer.parseInt(right.split(" ")[0]) + 1) + right.substring(right.indexOf(' '));
        }
        if (q instanceof Question.Choice c) {
            return Character.toString('a' + (c.correct() + 1) % c.options().size());
        }
        return Long.toString(Long.parseLong(right) + 1);
    }

    @Test
    void progressSurvivesARestartAndResumeGoesBackToTheStep(@TempDir Path home) {
        AppHome appHome = new AppHome(home);
        Driver first = new Driver(appHome);
        first.run("lesson start the-game");
        first.run("c");
        first.run("next");
        assertThat(first.session.lesson().step).isEqualTo(1);
        Driver second = new Driver(appHome);
        second.run("lesson list");
        assertThat(second.out.toString()).contains("in progress at step 2/4");
        second.run("lesson resume");
        assertThat(second.session.lesson().step).isEqualTo(1);
        assertThat(second.out.toString()).contains("Step 2/4: Who wins");
    }

    @Test
    void aCorruptProgressFileIsMovedAsideAndReported(@TempDir Path home) throws Exception {
        Files.writeString(home.resolve("progress.json"), "{ this is not json");
        Driver d = new Driver(new AppHome(home));
        d.run("lesson start the-game");
        assertThat(d.out.toString()).contains("warning: the progress file").contains("was moved to");
        try (Stream<Path> files = Files.list(home)) {
            List<Path> aside = files.filter(p -> p.getFileName().toString().startsWith("progress.json.corrupt-")).toList();
            assertThat(aside).hasSize(1);
            assertThat(Files.readString(aside.get(0))).isEqualTo("{ this is not json");
        }
        assertThat(Files.readString(home.resolve("progress.json"))).contains("the-game");
    }

    @Test
    void walkthroughNeverBlocksRevealsAnswersAndRecordsNothing(@TempDir Path home) {
        Driver d = new Driver(new AppHome(home));
        d.run("lesson start lemma-2 --walkthrough");
        d.run("next");
        d.run("reveal");
        assertThat(d.out.toString()).contains("Answer: ");
        for (int i = 0; i < 40; i++) {
            d.run("next");
        }
        assertThat(d.session.lesson().step).isEqualTo(d.session.lesson().lesson.steps().size() - 1);
        d.run("back");
        d.run("goto 1");
        assertThat(d.session.lesson().step).isZero();
        assertThat(d.err.toString()).isEmpty();
        assertThat(home.resolve("progress.json")).doesNotExist();
    }

    @Test
    void selfPacedLessonsBlockNextUntilTheQuestionIsAnsweredAndOfferHints(@TempDir Path home) {
        Driver d = new Driver(new AppHome(home));
        d.run("lesson start twenty-one");
        assertThat(d.run("next")).isEqualTo(2);
        assertThat(d.err.toString()).contains("answer the question first");
        d.run("hint");
        assertThat(d.out.toString()).contains("Hint 1/1: List the three moves");
        assertThat(d.run("reveal")).isEqualTo(2);
        assertThat(d.run("analyze 3 4 5")).isZero();
        assertThat(d.session.lesson().open).isTrue();
        d.run("lesson where");
        assertThat(d.out.toString()).contains("Waiting for an answer to: One heap of 4");
    }
}

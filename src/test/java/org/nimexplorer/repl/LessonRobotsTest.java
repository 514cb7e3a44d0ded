package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nimexplorer.engine.Analysis;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.SumAnalysis;
import org.nimexplorer.engine.SumMove;
import org.nimexplorer.explain.Choice;
import org.nimexplorer.explain.FindMove;
import org.nimexplorer.explain.FindSumMove;
import org.nimexplorer.explain.Mex;
import org.nimexplorer.explain.NimSum;
import org.nimexplorer.explain.PorN;
import org.nimexplorer.explain.Question;
import org.nimexplorer.explain.SumOutcome;
import org.nimexplorer.explain.SumValue;
import org.nimexplorer.explain.XorOf;
import org.nimexplorer.lesson.Checkpoint;
import org.nimexplorer.lesson.Lesson;
import org.nimexplorer.lesson.LessonFlow;
import org.nimexplorer.lesson.LessonLibrary;
import org.nimexplorer.store.AppHome;
import org.nimexplorer.store.Progress;

/**
 * Robot learners walk every lesson: one answers right at once, one climbs the feedback ladder. They
 * check what no transcript can check by eye across 60 questions: a first miss never gives the answer
 * away and fits a screen, the third miss brings the worked answer, and progress is kept.
 */
class LessonRobotsTest {

    /** Rows of an 80x24 screen left once the prompt and the learner's line are on it. */
    private static final int SCREEN = 22;

    static Stream<String> lessonIds() {
        return LessonLibrary.load(Optional.empty(), false).lessons().stream().map(Lesson::id);
    }

    @ParameterizedTest
    @MethodSource("lessonIds")
    void aLearnerWhoKnowsEveryAnswerFinishesEachLessonAtTheFirstTry(String id, @TempDir Path home) {
        LessonDriver d = new LessonDriver(new AppHome(home));
        d.run("lesson start " + id);
        int answered = 0;
        for (int guard = 0; guard < 500 && !d.finished(); guard++) {
            Optional<Checkpoint> waiting = d.session.lesson().orElseThrow().waiting();
            if (waiting.isPresent()) {
                assertThat(d.run(waiting.get().question().answer())).startsWith("Right");
                answered++;
            } else {
                d.run("next");
            }
        }
        assertThat(d.finished()).isTrue();
        assertThat(String.join("\n", d.transcript())).contains("End of the lesson: ").doesNotContain("Not quite")
                .doesNotContain("error:");
        Progress.LessonProgress lp = d.session.course().store().progress().lessons.get(id);
        assertThat(lp.finished).isTrue();
        assertThat(lp.checkpoints.values()).allSatisfy(a -> {
            assertThat(a.solved).isTrue();
            assertThat(a.tries).isEqualTo(1);
        });
        assertThat(answered).isEqualTo(d.session.lesson().orElseThrow().lesson().checkpointCount());
    }

    @ParameterizedTest
    @MethodSource("lessonIds")
    void aFirstMissSaysWhyAndHintsButNeverGivesTheAnswerAndFitsAScreen(String id, @TempDir Path home) {
        LessonDriver d = new LessonDriver(new AppHome(home));
        d.run("lesson start " + id);
        d.walk(c -> {
            String feedback = d.run(LessonDriver.wrongAnswer(c.question()));
            assertThat(feedback).as(c.prompt()).startsWith("Not quite").contains("Hint 1/").contains("Try again");
            assertThat(feedback.lines().count()).as(feedback).isLessThanOrEqualTo(SCREEN);
            assertThat(leaks(c.question(), feedback)).as(c.prompt() + "\n" + feedback).isFalse();
            String second = d.run(LessonDriver.wrongAnswer(c.question()));
            assertThat(leaks(c.question(), second)).as(c.prompt() + "\n" + second).isFalse();
            assertThat(d.run(c.question().answer())).startsWith("Right");
        });
        assertThat(d.finished()).isTrue();
        assertThat(d.session.course().store().progress().lessons.get(id).checkpoints.values())
                .allSatisfy(a -> assertThat(a.tries).isEqualTo(3));
    }

    @ParameterizedTest
    @MethodSource("lessonIds")
    void theThirdMissBringsTheWorkedAnswerAndTheLessonGoesOn(String id, @TempDir Path home) {
        LessonDriver d = new LessonDriver(new AppHome(home));
        d.run("lesson start " + id);
        d.walk(c -> {
            d.run(LessonDriver.wrongAnswer(c.question()));
            d.run(LessonDriver.wrongAnswer(c.question()));
            String third = d.run(LessonDriver.wrongAnswer(c.question()));
            assertThat(third).contains("That was your third try").contains("The answer: ");
            assertThat(third.lines().count()).as(third).isLessThanOrEqualTo(SCREEN);
            assertThat(d.session.lesson().orElseThrow().waiting()).isEmpty();
        });
        assertThat(d.finished()).isTrue();
        assertThat(d.session.course().store().progress().lessons.get(id).checkpoints.values())
                .allSatisfy(a -> assertThat(a.revealed).isTrue());
        assertThat(String.join("\n", d.transcript())).contains("worked out for you");
    }

    /**
     * The third miss brings the worked answer instead of a why, so each walk through the lesson tries two
     * wrong options of every choice: the first walk the first two, the second the others.
     */
    @ParameterizedTest
    @MethodSource("lessonIds")
    void everyWrongOptionOfAChoiceIsToldWhyItFails(String id, @TempDir Path home) {
        for (int walk = 0; walk < 2; walk++) {
            int first = 2 * walk;
            LessonDriver d = new LessonDriver(new AppHome(home.resolve("walk" + walk)));
            d.run("lesson start " + id);
            d.walk(c -> {
                if (c.question() instanceof Choice choice) {
                    List<Integer> wrong = IntStream.range(0, choice.options().size()).filter(i -> i != choice.correct())
                            .boxed().toList();
                    for (int i : wrong.subList(Math.min(first, wrong.size()), Math.min(first + 2, wrong.size()))) {
                        String feedback = d.run(Character.toString('a' + i));
                        assertThat(choice.whys().get(i)).as(choice.options().get(i)).isNotBlank();
                        assertThat(feedback).startsWith("Not quite");
                        assertThat(feedback.replace('\n', ' ')).as(feedback).contains(choice.whys().get(i));
                    }
                }
                d.run(c.question().answer());
            });
            assertThat(d.finished()).isTrue();
        }
    }

    @Test
    void aNumberThatCannotFollowIsToldSoNotJustThatItIsNotIt(@TempDir Path home) {
        LessonDriver d = new LessonDriver(new AppHome(home));
        d.run("lesson start twenty-one");
        d.answerRightUntil("choice");
        assertThat(d.run("17")).startsWith("Not quite: 17 is not it.").contains("17 cannot follow 13");
    }

    /** Whether feedback on a wrong answer states the right one. */
    private static boolean leaks(Question q, String feedback) {
        String text = feedback.replace('\n', ' ');
        if (q instanceof FindMove m) {
            Analysis a = Engine.analyze(m.position(), m.rules()).orThrow();
            return a.winningMoves().stream().map(Move::shortForm).anyMatch(mv -> word(mv).matcher(text).find())
                    || a.winningMoves().isEmpty() && text.contains("answer is 'none'");
        }
        if (q instanceof FindSumMove m) {
            SumAnalysis a = m.analysis();
            return a.winningMoves().stream().map(SumMove::shortForm).anyMatch(mv -> word(mv).matcher(text).find())
                    || a.winningMoves().isEmpty() && text.contains("answer is 'none'");
        }
        if (q instanceof SumOutcome o) {
            return text.contains(o.sum().notation() + " is " + (q.answer().equals("P") ? "a P-position"
                    : "an N-position"));
        }
        if (q instanceof SumValue v) {
            return word(q.answer()).matcher(withoutColumnsAndPositions(text, v.sum().notation())).find();
        }
        if (q instanceof Mex m) {
            return word(q.answer()).matcher(withoutColumnsAndPositions(text, m.written())).find();
        }
        if (q instanceof PorN p) {
            String claim = p.position() + " is " + (q.answer().equals("P") ? "a P-position" : "an N-position");
            return text.contains(claim);
        }
        if (q instanceof NimSum s) {
            return word(q.answer()).matcher(withoutColumnsAndPositions(text, s.position().toString())).find();
        }
        if (q instanceof XorOf x) {
            return word(q.answer()).matcher(withoutColumnsAndPositions(text, x.a() + " xor " + x.b())).find();
        }
        if (q instanceof Choice c) {
            String verdict = feedback.lines().findFirst().orElse("");
            return c.numeric() ? word(q.answer()).matcher(verdict).find()
                    : text.contains(c.options().get(c.correct())) || text.contains("The answer");
        }
        return word(q.answer()).matcher(text).find() || text.contains("The answer");
    }

    /**
     * The text without the numbers that are not answers: the question's own, names of columns ("the
     * 4s column"), hint counters, and the bits of the parity rule ("an odd count gives a 1").
     */
    private static String withoutColumnsAndPositions(String text, String question) {
        return text.replace(question, "").replaceAll("[0-9]+s column", "").replaceAll("bit [0-9]+", "")
                .replaceAll("Hint [0-9]+/[0-9]+", "").replaceAll("\\ba [01]\\b", "");
    }

    private static Pattern word(String answer) {
        return Pattern.compile("(?<![\\w-])" + Pattern.quote(answer) + "(?![\\w-])", Pattern.CASE_INSENSITIVE);
    }

    @Test
    void progressSurvivesARestartAndResumeGoesBackToTheStep(@TempDir Path home) {
        AppHome appHome = new AppHome(home);
        LessonDriver first = new LessonDriver(appHome);
        first.run("lesson start the-game");
        first.run("c");
        first.run("next");
        assertThat(first.session.lesson().orElseThrow().step()).isEqualTo(1);
        LessonDriver second = new LessonDriver(appHome);
        assertThat(second.run("lesson list")).contains("in progress at step 2/");
        second.run("lesson resume");
        assertThat(second.session.lesson().orElseThrow().step()).isEqualTo(1);
        assertThat(String.join("\n", second.transcript())).contains("Step 2/");
    }

    @Test
    void aCorruptProgressFileIsMovedAsideAndReported(@TempDir Path home) throws Exception {
        Files.writeString(home.resolve("progress.json"), "{ this is not json");
        LessonDriver d = new LessonDriver(new AppHome(home));
        assertThat(d.run("lesson start the-game")).contains("warning: the progress file").contains("was moved to");
        try (Stream<Path> files = Files.list(home)) {
            List<Path> aside = files.filter(p -> p.getFileName().toString().startsWith("progress.json.corrupt-")).toList();
            assertThat(aside).hasSize(1);
            assertThat(Files.readString(aside.get(0))).isEqualTo("{ this is not json");
        }
        assertThat(Files.readString(home.resolve("progress.json"))).contains("the-game");
    }

    @Test
    void walkthroughNeverBlocksRevealsAnswersWithoutGradingThemAndRecordsNothing(@TempDir Path home) {
        LessonDriver d = new LessonDriver(new AppHome(home));
        d.run("lesson start lemma-2 --walkthrough");
        while (d.session.lesson().orElseThrow().waiting().isEmpty()) {
            d.run("next");
        }
        String revealed = d.run("reveal");
        assertThat(revealed).contains("The answer: ").doesNotContain("Right");
        for (int i = 0; i < 60; i++) {
            d.run("next");
        }
        assertThat(d.session.lesson().orElseThrow().step()).isEqualTo(d.session.lesson().orElseThrow().lesson().steps().size() - 1);
        d.run("back");
        d.run("goto 1");
        assertThat(d.session.lesson().orElseThrow().step()).isZero();
        assertThat(String.join("\n", d.transcript())).doesNotContain("error:");
        assertThat(home.resolve("progress.json")).doesNotExist();
    }

    @Test
    void aLongWorkedAnswerComesAScreenAtATimeWithMore(@TempDir Path home) {
        LessonDriver d = new LessonDriver(new AppHome(home));
        d.run("lesson start twenty-one");
        d.answerRightUntil("kernel");
        String first = d.run("reveal");
        assertThat(first.lines().count()).isLessThanOrEqualTo(LessonFlow.PAGE);
        assertThat(first).contains("The answer: ").contains("more lines: type 'more'");
        assertThat(d.session.lesson().orElseThrow().waiting()).isEmpty();
        String rest = d.run("more");
        while (d.session.lesson().orElseThrow().paging()) {
            rest += d.run("more");
        }
        assertThat(rest).contains("21");
        assertThat(d.run("more")).contains("nothing more to show");
    }

    @Test
    void selfPacedNextLeavesAQuestionInOneLineAndGotoBringsItBackWithItsHintsThenTheAnswer(@TempDir Path home) {
        LessonDriver d = new LessonDriver(new AppHome(home));
        d.run("lesson start twenty-one");
        while (d.session.lesson().orElseThrow().waiting().isEmpty()) {
            d.run("next");
        }
        int step = d.session.lesson().orElseThrow().step() + 1;
        Checkpoint left = d.session.lesson().orElseThrow().waiting().orElseThrow();
        assertThat(d.run("next").lines().filter(l -> l.contains("unanswered")))
                .containsExactly("(Question left unanswered: 'goto " + step + "' comes back to it.)");
        assertThat(d.session.course().store().progress().lessons.get("twenty-one").stepsDone).doesNotContain(step - 1);
        d.run("goto " + step);
        assertThat(d.session.lesson().orElseThrow().waiting()).contains(left);
        Checkpoint c = d.session.lesson().orElseThrow().waiting().orElseThrow();
        int hints = c.hints().size();
        for (int i = 1; i <= hints; i++) {
            assertThat(d.run("hint").replace('\n', ' ')).contains("Hint " + i + "/").contains(c.hints().get(i - 1));
        }
        assertThat(d.run("analyze 3 4 5")).contains("From 3 4 5 the player to move wins");
        assertThat(d.session.lesson().orElseThrow().waiting()).isPresent();
        assertThat(d.run("lesson where")).contains("Waiting for an answer to: ");
        String more = d.run("hint");
        assertThat(more).contains("Hint " + (hints + 1) + "/" + (hints + 1));
        assertThat(d.run("hint")).contains("No more hints: here is the worked answer").contains("The answer: ");
        assertThat(d.session.lesson().orElseThrow().waiting()).isEmpty();
    }
}

package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.explain.Question;
import org.nimexplorer.store.AppHome;

/** A practice quiz climbs the feedback ladder on each question; a plain quiz takes one answer. */
class QuizPracticeTest {

    private static LessonDriver quiz(Path home, String options) {
        LessonDriver d = new LessonDriver(new AppHome(home));
        d.run("quiz --count 2 --kinds move --level easy --seed 11 " + options);
        return d;
    }

    @Test
    void aWrongAnswerInPracticeGetsWhyAndAHintAndAnotherTryButNotTheAnswer(@TempDir Path home) {
        LessonDriver d = quiz(home, "--practice");
        Question q = d.session.quiz().orElseThrow().flow().plan().questions().get(0);
        String first = d.run(LessonDriver.wrongAnswer(q));
        assertThat(first).startsWith("Not quite").contains("Hint: ").doesNotContain("The answer")
                .doesNotContain("Question 2/2");
        assertThat(d.session.quiz().orElseThrow().flow().current()).isZero();
        String right = d.run(q.answer());
        assertThat(right).startsWith("Right").contains("Question 2/2");
        Question second = d.session.quiz().orElseThrow().flow().plan().questions().get(1);
        d.run(LessonDriver.wrongAnswer(second));
        d.run(LessonDriver.wrongAnswer(second));
        String third = d.run(LessonDriver.wrongAnswer(second));
        assertThat(third).contains("The answer: ").contains("Score: 0/2 at the first try, 1/2 in the end, in ");
        String summary = third.substring(third.indexOf("To look at again:")).replaceAll("\\s+", " ");
        String wrong = LessonDriver.wrongAnswer(q);
        String secondWrong = LessonDriver.wrongAnswer(second);
        assertThat(summary).contains("you said " + wrong + ", then " + q.answer() + ": right at try 2")
                .contains("you said " + secondWrong + ", then " + secondWrong + ", then " + secondWrong
                        + (second.kind().equals("move") && !second.answer().equals("none") ? "; a winning move is "
                        : "; the answer is ") + second.answer());
    }

    @Test
    void aQuestionSkippedAfterAWrongTrySaysBothInTheSummary(@TempDir Path home) {
        LessonDriver d = quiz(home, "--practice");
        Question q = d.session.quiz().orElseThrow().flow().plan().questions().get(0);
        d.run(LessonDriver.wrongAnswer(q));
        d.run("skip");
        String end = d.run("skip").replaceAll("\\s+", " ");
        assertThat(end).contains("1. ").contains("you said " + LessonDriver.wrongAnswer(q) + ", then skipped; ")
                .contains(" is " + q.answer()).contains("2. ").containsPattern("skipped; (the answer|a winning move) is")
                .doesNotContain("an answer is");
    }

    @Test
    void aPlainQuizTakesOneAnswerAndShowsTheWorkedAnswerAtOnce(@TempDir Path home) {
        LessonDriver d = quiz(home, "");
        Question q = d.session.quiz().orElseThrow().flow().plan().questions().get(0);
        String first = d.run(LessonDriver.wrongAnswer(q));
        assertThat(first).startsWith("Not quite").contains("The answer: ").contains("Question 2/2");
    }

    @Test
    void hintInAQuizSaysWhereHintsComeFromNotThatNoLessonIsOpen(@TempDir Path home) {
        assertThat(quiz(home, "").run("hint")).isEqualTo("error: a quiz gives no hints: answer, or 'skip' the question"
                + " ('quiz --practice' gives hints)\n");
        assertThat(quiz(home.resolve("practice"), "--practice").run("hint")).isEqualTo("error: in a practice quiz a hint"
                + " comes with each wrong answer: answer, or 'skip' the question\n");
    }
}

package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.explain.Question;
import org.nimexplorer.store.AppHome;
import org.nimexplorer.store.Progress;

/**
 * {@code practice} in the session: questions picked as it goes and saved to the progress file card by
 * card, the missed kind back the same day, {@code progress} showing what is due, and every option that
 * does not fit refused in one line.
 */
class PracticeSessionTest {

    @Test
    void aMissedKindComesBackAndProgressShowsTheCards(@TempDir Path home) {
        LessonDriver d = new LessonDriver(new AppHome(home));
        String opening = d.run("practice --count 4 --seed 3 --today 2026-12-01");
        assertThat(opening).contains("Practice: 4 questions, each chosen from your record as you go")
                .contains("Due now: move in nim (new), nim-sum in nim (new), outcome in nim (new).")
                .contains("Question 1/4:");
        Question first = d.session.quiz().orElseThrow().flow().waiting().orElseThrow();
        for (int i = 0; i < 3; i++) {
            d.run(LessonDriver.wrongAnswer(first));
        }
        // Each card due once before any comes again: the two not asked yet, then the missed one.
        Question second = d.session.quiz().orElseThrow().flow().waiting().orElseThrow();
        assertThat(second.kind()).isNotEqualTo(first.kind());
        d.run(second.answer());
        Question third = d.session.quiz().orElseThrow().flow().waiting().orElseThrow();
        assertThat(third.kind()).isNotIn(first.kind(), second.kind());
        d.run(third.answer());
        Question fourth = d.session.quiz().orElseThrow().flow().waiting().orElseThrow();
        assertThat(fourth.kind()).as("the missed kind comes back").isEqualTo(first.kind());
        String end = d.run(fourth.answer());
        assertThat(end).contains("Score: 3/4 at the first try");
        Progress saved = d.session.course().store().progress();
        assertThat(saved.practice.get(first.kind() + " nim").box).isEqualTo(2);
        assertThat(saved.practice.get(first.kind() + " nim").wrong).isEqualTo(1);
        assertThat(saved.practice.get(second.kind() + " nim").due).isEqualTo("2026-12-03");
        String progress = d.run("progress").replaceAll("\\s+", " ");
        assertThat(progress).contains("Practice, each kind of question in each game ('practice' asks what is due):")
                .contains("waiting: ");
        String onTheDay = d.run("progress --today 2026-12-03").replaceAll("\\s+", " ");
        assertThat(onTheDay).contains("due now: ").contains(second.kind() + " in nim (box 2)")
                .doesNotContain("waiting: ");
    }

    @Test
    void whatDoesNotFitIsRefusedInOneLine(@TempDir Path home) {
        LessonDriver d = new LessonDriver(new AppHome(home));
        assertThat(d.run("practice --count 0")).contains("--count must be from 1 to 100, not 0");
        assertThat(d.run("practice --today tomorrow")).contains("--today: 'tomorrow' is not a date like 2026-12-01");
        assertThat(d.run("practice --game chess")).contains("--game: practice has no questions on 'chess' yet: it takes nim,");
        assertThat(d.run("practice --game staircase")).contains("--game: practice has no questions on 'staircase' yet")
                .doesNotContain("give it with --game");
        d.run("practice --count 2 --game kayles,sub[1,3,4]");
        assertThat(d.run("practice")).contains("a quiz is already under way");
        Question q = d.session.quiz().orElseThrow().flow().waiting().orElseThrow();
        d.run(q.answer());
        assertThat(d.run("quiz stop")).contains("Quiz stopped");
        assertThat(d.session.course().store().progress().practice).hasSize(1);
    }
}

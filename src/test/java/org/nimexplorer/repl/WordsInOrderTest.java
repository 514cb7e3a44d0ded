package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nimexplorer.explain.Choice;
import org.nimexplorer.lesson.Checkpoint;
import org.nimexplorer.lesson.Glossary;
import org.nimexplorer.lesson.Lesson;
import org.nimexplorer.lesson.LessonFlow;
import org.nimexplorer.lesson.LessonLibrary;
import org.nimexplorer.store.AppHome;

/**
 * A learner who takes the lessons in order meets each word of the glossary first at the step that
 * teaches it: no screen before it (prose, questions, hints, feedback on a miss, worked answers, errors
 * on answers that cannot be read) uses it. Robots walk each lesson, one answering right and one
 * missing every question three times, and every line they are shown is held to the glossary.
 */
class WordsInOrderTest {

    private static final LessonLibrary COURSE = LessonLibrary.load(Optional.empty(), false);

    static Stream<String> lessonIds() {
        return COURSE.lessons().stream().map(Lesson::id);
    }

    /** What one step showed, the step numbered from 0. */
    private record Shown(int step, String text) {}

    @Test
    void theCourseHasAGlossaryWhoseEveryEntryPointsAtTheStepThatTeachesIt() {
        assertThat(COURSE.problems()).isEmpty();
        assertThat(COURSE.glossary().entries()).extracting(Glossary.Entry::term)
                .contains("P-position", "N-position", "follower", "game tree", "node", "kernel", "bit", "nim-sum",
                        "lemma", "induction", "Grundy value", "mex", "misère play", "claim", "x_k", "!=");
    }

    @ParameterizedTest
    @MethodSource("lessonIds")
    void everyScreenOfTheLessonUsesOnlyWordsTaughtByThen(String id, @TempDir Path home) {
        Lesson lesson = COURSE.find(id).orElseThrow();
        List<Shown> shown = new ArrayList<>(authored(lesson));
        shown.addAll(walk(lesson, home.resolve("right"), false));
        shown.addAll(walk(lesson, home.resolve("missing"), true));
        List<String> early = new ArrayList<>();
        for (Shown s : shown) {
            for (Glossary.Entry entry : COURSE.glossary().entries()) {
                if (!taughtBy(entry, lesson, s.step())) {
                    entry.firstUseIn(s.text()).ifPresent(use -> early.add(id + " step " + (s.step() + 1) + " uses '"
                            + entry.term() + "' (taught in " + entry.lesson() + ", step " + entry.step() + "): ..."
                            + use + "..."));
                }
            }
        }
        assertThat(early.stream().distinct().toList()).isEmpty();
    }

    /**
     * A lesson's title and summary say what it will teach, so they may name the words its own steps
     * teach, but no later lesson's; a symbol means nothing until it is defined, and is never announced.
     */
    @Test
    void titlesAndSummariesAnnounceOnlyTheirOwnWordsAndNoSymbol() {
        List<String> early = new ArrayList<>();
        for (Lesson lesson : COURSE.lessons()) {
            for (Glossary.Entry entry : COURSE.glossary().entries()) {
                boolean announced = !entry.symbol() && entry.lesson().equals(lesson.id());
                if (!announced && !taughtBy(entry, lesson, -1)) {
                    entry.firstUseIn(lesson.title() + "\n" + lesson.summary()).ifPresent(use -> early.add(lesson.id()
                            + " announces '" + entry.term() + "' (taught in " + entry.lesson() + ", step "
                            + entry.step() + "): ..." + use + "..."));
                }
            }
        }
        assertThat(early).isEmpty();
    }

    /** Whether a learner at step {@code step} (from 0; -1 before the first) of {@code lesson} has met the entry. */
    private static boolean taughtBy(Glossary.Entry entry, Lesson lesson, int step) {
        List<Lesson> order = COURSE.lessons();
        int taughtIn = order.indexOf(COURSE.find(entry.lesson()).orElseThrow());
        int here = order.indexOf(lesson);
        return taughtIn < here || taughtIn == here && entry.step() - 1 <= step;
    }

    /** What the author wrote for each question: its prompt, hints, and for a choice the options and whys. */
    private static List<Shown> authored(Lesson lesson) {
        List<Shown> shown = new ArrayList<>();
        for (int step = 0; step < lesson.steps().size(); step++) {
            for (Checkpoint c : lesson.steps().get(step).checkpoints()) {
                List<String> texts = new ArrayList<>(c.hints());
                texts.add(c.prompt());
                if (c.question() instanceof Choice choice) {
                    texts.addAll(choice.options());
                    texts.addAll(choice.whys());
                    texts.add(choice.explanation());
                }
                for (String text : texts) {
                    shown.add(new Shown(step, text));
                }
            }
        }
        return shown;
    }

    /**
     * Everything a robot learner is shown in the lesson, under the step the lesson is at once it is
     * shown: answering right at once, or first typing what no question reads and then missing three
     * times, which brings the first and second misses' feedback and the worked answer.
     */
    private static List<Shown> walk(Lesson lesson, Path home, boolean missing) {
        LessonDriver d = new LessonDriver(new AppHome(home));
        List<Shown> shown = new ArrayList<>();
        shown.add(new Shown(0, withoutTitles(d.run("lesson start " + lesson.id()), lesson)));
        for (int guard = 0; guard < 1000 && !d.finished(); guard++) {
            LessonFlow flow = d.session.lesson().orElseThrow();
            Optional<Checkpoint> waiting = flow.waiting();
            List<String> lines = flow.paging() ? List.of("more")
                    : waiting.isEmpty() ? List.of("next")
                    : missing ? List.of("???", LessonDriver.wrongAnswer(waiting.get().question()),
                            LessonDriver.wrongAnswer(waiting.get().question()),
                            LessonDriver.wrongAnswer(waiting.get().question()))
                    : List.of(waiting.get().question().answer());
            for (String line : lines) {
                String printed = d.run(line);
                shown.add(new Shown(d.session.lesson().orElseThrow().step(), withoutTitles(printed, null)));
            }
        }
        assertThat(d.finished()).isTrue();
        return shown;
    }

    /**
     * The text with lines joined and every lesson's title taken out: a title names its lesson (the end
     * of a lesson names the next), and titles are held to the glossary on their own.
     */
    private static String withoutTitles(String text, Lesson opened) {
        // A lesson's id, in the command that starts it, is a name too: 'lesson start xor' does not use XOR.
        String joined = text.replaceAll("\\s+", " ").replaceAll("lesson (re)?start [a-z0-9-]+", "lesson start");
        for (Lesson l : COURSE.lessons()) {
            joined = joined.replace(l.title(), "");
        }
        return opened == null ? joined : joined.replace(opened.summary(), "");
    }
}

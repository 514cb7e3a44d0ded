package org.nimexplorer.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.Text;
import org.nimexplorer.explain.Grading;
import org.nimexplorer.explain.Misconception;
import org.nimexplorer.explain.Question;
import org.nimexplorer.explain.Verdict;

/**
 * What the class report flags in a hand-in a quiz would never write (questions out of range or answered
 * twice, other questions' text, impossible times and hints, a stated score the answers do not make, lessons
 * the assignment does not name), and how it counts the misconceptions the class shows.
 */
class ClassReportFlagsTest {

    /** A subtraction game, where a nim-sum answer can show two misconceptions: added, or the sizes XORed. */
    private static final Assignment WEEK = new Assignment("Week 5", 9, Level.MEDIUM, 6, false, Optional.of("1-3"),
            Optional.empty(), List.of("nim-sum"), List.of("nim-sum"), false, QuizGenerator.DRAW);

    private static final List<Question> QUESTIONS = WEEK.questions();

    /** Question {@code number} answered with {@code answers}, its verdicts the engine's own. */
    private static HandIn.Item item(int number, String... answers) {
        Question q = QUESTIONS.get(number - 1);
        List<HandIn.Attempt> tries = Arrays.stream(answers).map(a -> new HandIn.Attempt(a, right(q, a), Optional.empty()))
                .toList();
        boolean first = !tries.isEmpty() && tries.get(0).right();
        boolean solved = !tries.isEmpty() && tries.get(tries.size() - 1).right();
        return new HandIn.Item(number, "nim-sum", q.prompt(), false, tries, 0, 10, first, solved);
    }

    private static boolean right(Question q, String answer) {
        Verdict v = Grading.grade(q, answer);
        return v.counted() && v.correct();
    }

    private static HandIn.Item withSeconds(HandIn.Item i, double seconds) {
        return new HandIn.Item(i.number(), i.kind(), i.question(), i.skipped(), i.tries(), i.hints(), seconds,
                i.firstTry(), i.solved());
    }

    private static HandIn.Item withHints(HandIn.Item i, int hints) {
        return new HandIn.Item(i.number(), i.kind(), i.question(), i.skipped(), i.tries(), hints, i.seconds(),
                i.firstTry(), i.solved());
    }

    /** A hand-in whose stated score is what the items make of the first item per question. */
    private static HandIn handIn(String name, long seconds, List<HandIn.LessonStatus> lessons, List<HandIn.Item> items) {
        List<Integer> seen = new ArrayList<>();
        int first = 0;
        int solved = 0;
        for (HandIn.Item i : items) {
            if (i.number() >= 1 && i.number() <= QUESTIONS.size() && !seen.contains(i.number())
                    && i.question().equals(QUESTIONS.get(i.number() - 1).prompt())) {
                seen.add(i.number());
                first += i.firstTry() ? 1 : 0;
                solved += i.solved() ? 1 : 0;
            }
        }
        return new HandIn(name, "test", WEEK, "now", seconds, items, lessons,
                new HandIn.Score(first, solved, QUESTIONS.size()), List.of(), 0, HandIn.Seal.INTACT);
    }

    private static ClassReport.Student only(HandIn h) {
        ClassReport report = ClassReport.of(WEEK, List.of(new ClassReport.Named(h.student() + ".json", h)), List.of(), Optional.empty());
        assertThat(report.students()).hasSize(1);
        return report.students().get(0);
    }

    private static List<String> flags(HandIn h) {
        return only(h).flags().stream().map(ClassReport.Flag::describe).toList();
    }

    private static String answer(int number) {
        return QUESTIONS.get(number - 1).answer();
    }

    @Test
    void anHonestHandInIsNotFlagged() {
        ClassReport.Student ada = only(handIn("Ada", 600, List.of(), List.of(item(1, answer(1)), item(2, answer(2)))));
        assertThat(ada.flags()).isEmpty();
        assertThat(ada.flagged()).isFalse();
        assertThat(ada.solved()).isEqualTo(2);
    }

    @Test
    void anAnswerToAQuestionTheAssignmentDoesNotHaveIsFlaggedForTheWholeFile() {
        int past = QUESTIONS.size() + 1;
        HandIn h = handIn("Ada", 600, List.of(), List.of(
                new HandIn.Item(0, "nim-sum", "?", false, List.of(), 0, 1, false, false),
                new HandIn.Item(past, "nim-sum", "?", false, List.of(), 0, 1, false, false), item(1, answer(1))));
        assertThat(flags(h)).containsExactly(
                "has an answer to a question 0; the assignment's questions are Q1 to Q" + QUESTIONS.size(),
                "has an answer to a question " + past + "; the assignment's questions are Q1 to Q" + QUESTIONS.size());
        assertThat(only(h).flagged()).isTrue();
    }

    @Test
    void aQuestionAnsweredTwiceInTheFileIsGradedByItsFirstAnswer() {
        String wrong = Long.toString(Long.parseLong(answer(1)) + 1);
        HandIn h = handIn("Ada", 600, List.of(), List.of(item(1, answer(1)), item(1, wrong)));
        assertThat(flags(h)).containsExactly("Q1: answered twice in the file; the first is graded");
        assertThat(only(h).marks().get(0).firstTry()).isTrue();
    }

    @Test
    void anAnswerToAnotherQuestionsTextIsLeftUngraded() {
        HandIn.Item other = new HandIn.Item(1, "nim-sum", QUESTIONS.get(1).prompt(), false,
                List.of(new HandIn.Attempt(answer(2), true, Optional.empty())), 0, 10, true, true);
        HandIn h = handIn("Ada", 600, List.of(), List.of(other));
        // The file's text is clipped as every text from a file is; the assignment's own is given whole.
        assertThat(flags(h)).containsExactly("Q1: the file asks '" + Text.clip(QUESTIONS.get(1).prompt())
                + "', not the assignment's question '" + QUESTIONS.get(0).prompt() + "'; left ungraded");
        assertThat(only(h).marks().get(0).answered()).isFalse();
    }

    @Test
    void timesFromNoneToADayStandAndOthersAreShownAsUnknown() {
        long day = ClassReport.MOST_SECONDS;
        HandIn fine = handIn("Ada", day, List.of(), List.of(withSeconds(item(1, answer(1)), 0),
                withSeconds(item(2, answer(2)), day)));
        ClassReport.Student ada = only(fine);
        assertThat(ada.flags()).isEmpty();
        assertThat(ada.seconds()).isEqualTo(OptionalLong.of(day));
        assertThat(ada.marks().get(0).seconds()).isEqualTo(OptionalDouble.of(0));
        assertThat(ada.marks().get(1).seconds()).isEqualTo(OptionalDouble.of(day));
        assertThat(only(handIn("Ada", 0, List.of(), List.of())).seconds()).isEqualTo(OptionalLong.of(0));

        HandIn odd = handIn("Bob", -1, List.of(), List.of(withSeconds(item(1, answer(1)), -0.5),
                withSeconds(item(2, answer(2)), day + 1), withSeconds(item(3, answer(3)), Double.NaN),
                withSeconds(item(4, answer(4)), 2.5e6)));
        ClassReport.Student bob = only(odd);
        assertThat(bob.flags()).extracting(ClassReport.Flag::describe).containsExactly(
                "Q1: the file gives it -0.5 seconds; shown as ?",
                "Q2: the file gives it " + (day + 1) + " seconds, more than a day; shown as ?",
                "Q3: the file gives it no number of seconds; shown as ?",
                "Q4: the file gives it 2500000 seconds, more than a day; shown as ?",
                "states the quiz took -1 seconds; its time is shown as ?");
        assertThat(bob.seconds()).isEmpty();
        assertThat(bob.marks().get(0).seconds()).isEmpty();
    }

    @Test
    void aTimeTooLargeToWriteInFullIsWrittenAsJavaWritesADouble() {
        long huge = 1_000_000_000_000_000_000L;
        assertThat(flags(handIn("Ada", huge, List.of(), List.of())))
                .containsExactly("states the quiz took " + (double) huge + " seconds, more than a day; its time is shown as ?");
    }

    @Test
    void negativeHintsAreFlaggedAndCountedAsNoneWhileOthersAddUp() {
        HandIn h = handIn("Ada", 60, List.of(), List.of(withHints(item(1, answer(1)), -2),
                withHints(item(2, answer(2)), 3), withHints(item(3, answer(3)), 2)));
        ClassReport.Student ada = only(h);
        assertThat(ada.flags()).extracting(ClassReport.Flag::describe)
                .containsExactly("Q1: the file gives it -2 hints; counted as 0");
        assertThat(ada.hints()).isEqualTo(3 + 2);
        assertThat(only(handIn("Bob", 60, List.of(), List.of(withHints(item(1, answer(1)), 0)))).flags()).isEmpty();
    }

    @Test
    void aStatedScoreOutOfAnotherNumberOfQuestionsIsFlagged() {
        HandIn honest = handIn("Ada", 60, List.of(), List.of(item(1, answer(1))));
        HandIn h = new HandIn("Ada", "test", WEEK, "now", 60, honest.items(), List.of(),
                new HandIn.Score(1, 1, QUESTIONS.size() + 1), List.of(), 0, HandIn.Seal.INTACT);
        assertThat(flags(h)).containsExactly("states a score of 1/" + (QUESTIONS.size() + 1)
                + " (1 at the first try); its answers grade 1/" + QUESTIONS.size() + " (1 at the first try)");
    }

    @Test
    void onlyFinishedLessonsTheAssignmentNamesCountAndOthersAreFlagged() {
        ClassReport.Student ada = only(handIn("Ada", 60, List.of(new HandIn.LessonStatus("nim-sum", true, 5, 5),
                new HandIn.LessonStatus("intro", true, 3, 3)), List.of()));
        assertThat(ada.lessonsFinished()).isEqualTo(1);
        assertThat(ada.lessonsNamed()).isEqualTo(1);
        assertThat(ada.flags()).extracting(ClassReport.Flag::describe)
                .containsExactly("lists a lesson the assignment does not name (intro); not counted");

        ClassReport.Student bob = only(handIn("Bob", 60, List.of(new HandIn.LessonStatus("nim-sum", false, 2, 5),
                new HandIn.LessonStatus("intro", true, 3, 3), new HandIn.LessonStatus("binary", false, 0, 4)),
                List.of()));
        assertThat(bob.lessonsFinished()).isZero();
        assertThat(bob.flags()).extracting(ClassReport.Flag::describe)
                .containsExactly("lists lessons the assignment does not name (intro, binary); not counted");
    }

    /** The questions where adding the heaps and XORing their sizes each show their own misconception. */
    private static List<Integer> telling() {
        List<Integer> numbers = new ArrayList<>();
        for (int n = 1; n <= QUESTIONS.size(); n++) {
            Question q = QUESTIONS.get(n - 1);
            if (named(q, added(n)).equals(Optional.of(Misconception.ADDED_NOT_XORED))
                    && named(q, xored(n)).equals(Optional.of(Misconception.PLAIN_NIM_SUM_IN_SUBTRACTION))) {
                numbers.add(n);
            }
        }
        return numbers;
    }

    private static Optional<Misconception> named(Question q, String answer) {
        return Grading.grade(q, answer).diagnosis().map(d -> d.misconception());
    }

    private static String added(int n) {
        return Long.toString(Prompts.position(QUESTIONS.get(n - 1)).stream().sum());
    }

    private static String xored(int n) {
        return Long.toString(Prompts.position(QUESTIONS.get(n - 1)).stream().reduce(0, (x, y) -> x ^ y));
    }

    @Test
    void misconceptionsAreCountedByWrongAnswersAndStudentsMostStudentsThenMostAnswersFirst() {
        List<Integer> t = telling();
        assertThat(t).as("questions that tell the misconceptions apart").hasSizeGreaterThanOrEqualTo(3);
        int a = t.get(0);
        int b = t.get(1);
        int c = t.get(2);
        // XORed sizes: four wrong answers from two students, who give the same one on question a. Added: one, from one.
        HandIn ada = handIn("Ada", 60, List.of(), List.of(item(a, xored(a), answer(a)), item(b, xored(b), answer(b)),
                item(c, xored(c), answer(c))));
        HandIn bob = handIn("Bob", 60, List.of(), List.of(item(a, xored(a), answer(a))));
        HandIn cy = handIn("Cy", 60, List.of(), List.of(item(b, added(b), answer(b))));
        ClassReport report = report(ada, bob, cy);
        assertThat(report.misconceptions()).containsExactly(
                new ClassReport.Tally<>(Misconception.PLAIN_NIM_SUM_IN_SUBTRACTION, 4, List.of("Ada", "Bob")),
                new ClassReport.Tally<>(Misconception.ADDED_NOT_XORED, 1, List.of("Cy")));
        ClassReport.QuestionStat qa = report.questions().get(a - 1);
        assertThat(qa.commonWrong()).contains(xored(a));
        assertThat(qa.commonWrongStudents()).isEqualTo(2);
        assertThat(qa.behind()).contains(Misconception.PLAIN_NIM_SUM_IN_SUBTRACTION);

        // One student each: the misconception with more wrong answers comes first.
        HandIn dee = handIn("Dee", 60, List.of(), List.of(item(a, added(a), answer(a))));
        HandIn eve = handIn("Eve", 60, List.of(), List.of(item(a, xored(a), answer(a)), item(b, xored(b), answer(b))));
        assertThat(report(dee, eve).misconceptions()).containsExactly(
                new ClassReport.Tally<>(Misconception.PLAIN_NIM_SUM_IN_SUBTRACTION, 2, List.of("Eve")),
                new ClassReport.Tally<>(Misconception.ADDED_NOT_XORED, 1, List.of("Dee")));
    }

    private static ClassReport report(HandIn... handIns) {
        return ClassReport.of(WEEK, Arrays.stream(handIns).map(h -> new ClassReport.Named(h.student() + ".json", h))
                .toList(), List.of(), Optional.empty());
    }

    @Test
    void aQuestionNobodyMissedIsNotAmongTheHardest() {
        HandIn ada = handIn("Ada", 60, List.of(), List.of(item(1, answer(1)), item(2, Long.toString(Long.parseLong(answer(2)) + 1), answer(2))));
        HandIn bob = handIn("Bob", 60, List.of(), List.of(item(1, answer(1)), item(2, answer(2))));
        ClassReport report = ClassReport.of(WEEK, List.of(new ClassReport.Named("ada.json", ada),
                new ClassReport.Named("bob.json", bob)), List.of(), Optional.empty());
        assertThat(report.hardest(5)).extracting(ClassReport.QuestionStat::number).containsExactly(2);
        assertThat(report.questions().get(1).firstTryRate()).isEqualTo(1.0 / 2);
    }
}

package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.explain.Misconception;
import org.nimexplorer.explain.PorN;
import org.nimexplorer.quiz.QuizGenerator;
import org.nimexplorer.quiz.Assignment;
import org.nimexplorer.quiz.ClassReport;
import org.nimexplorer.quiz.ClassReport.Flag;
import org.nimexplorer.quiz.ClassReport.Graded;
import org.nimexplorer.quiz.ClassReport.Mark;
import org.nimexplorer.quiz.ClassReport.QuestionStat;
import org.nimexplorer.quiz.ClassReport.Student;
import org.nimexplorer.quiz.ClassReport.Tally;
import org.nimexplorer.quiz.HandIn;
import org.nimexplorer.quiz.Level;

/** The class report on the terminal, line by line: the table, retakes, flags, hardest questions, ideas, misconceptions. */
class ClassReportTextTest {

    static final Assignment WEEK = assignment(List.of());
    static final Assignment WITH_LESSONS = assignment(List.of("xor", "sum"));
    static final PorN QUESTION = new PorN(Position.of(1, 1), Rules.NIM);

    static Assignment assignment(List<String> lessons) {
        return new Assignment("Week 3", 42, Level.EASY, 2, false, Optional.empty(), Optional.empty(),
                List.of("outcome"), lessons, false, QuizGenerator.DRAW);
    }

    /** Where the reader is: the hand-ins' UTC instants are shown in Paris time. */
    static final java.time.ZoneId ZONE = java.time.ZoneId.of("Europe/Paris");

    /** A question's figures, with its missed list made of as many names as missed it. */
    static QuestionStat stat(int number, int answered, int firstTry, Optional<String> commonWrong, int commonWrongStudents,
            Optional<Misconception> behind) {
        return new QuestionStat(number, QUESTION, 6, answered, firstTry, names(answered - firstTry), commonWrong,
                commonWrongStudents, behind, OptionalDouble.empty());
    }

    /** "S1", "S2", ...: {@code n} students. */
    static List<String> names(int n) {
        return java.util.stream.IntStream.rangeClosed(1, n).mapToObj(i -> "S" + i).toList();
    }

    static Mark mark(int number, int hints, boolean... tries) {
        List<Graded> graded = new java.util.ArrayList<>();
        for (boolean right : tries) {
            graded.add(new Graded(right ? "P" : "N", right, Optional.empty()));
        }
        return new Mark(number, graded, tries.length == 0, false, hints, OptionalDouble.of(10));
    }

    /** Right at the first try on Q1, at the second on Q2 with a hint: 2/2, 1 (50%). */
    static final Student ADA = new Student("Ada", "ada.json", List.of(mark(1, 0, true), mark(2, 1, false, true)),
            OptionalLong.of(307), 1, 2, List.of(), List.of());

    /** Wrong on Q1, Q2 skipped, a time no quiz takes, the second attempt, and flagged. */
    static final Student BOB = new Student("Bob", "bob.json", List.of(mark(1, 0, false), mark(2, 0)),
            OptionalLong.empty(), 0, 2, List.of(new Flag(1, "marked right"), new Flag(2, "marked right"),
                    new Flag(3, "marked right"), new Flag(0, "no program named")),
            List.of(new HandIn.Earlier("2026-11-25T10:41:07Z", new HandIn.Score(0, 1, 2), 1)));

    static ClassReport report(Assignment a, List<Student> students) {
        return new ClassReport(a, students, List.of(), List.of(), List.of(), List.of(), Optional.empty());
    }

    private static List<Flag> flags(int groups) {
        List<Flag> flags = new java.util.ArrayList<>();
        for (int i = 1; i <= groups; i++) {
            flags.add(new Flag(0, "flag " + i));
        }
        return flags;
    }

    private static Student flagged(String name, List<Flag> flags) {
        return new Student(name, name + ".json", List.of(), OptionalLong.of(3723), 0, 0, flags, List.of());
    }

    static final String LEGEND = "<+> first try, <o> right later, !x! wrong, - skipped, !>! stopped, . not reached";

    /** Ada's grid: right at the first try on Q1, later on Q2. */
    static final List<String> ADA_GRID = List.of("", "Question by question", "                        1  2",
            "Ada                     <+>  <o>", LEGEND);

    @Test
    void noHandInsIsTheHeadingAlone() {
        assertThat(ClassReportText.render(report(WEEK, List.of()), Marked.AT_80, ZONE))
                .containsExactly("#Class report: 'Week 3' (2 easy questions, seed 42), 0 hand-ins#");
    }

    @Test
    void oneHandInIsATableRowWithScoreFirstTryTimeAndHints() {
        assertThat(ClassReportText.render(report(WEEK, List.of(ADA)), Marked.AT_80, ZONE)).containsExactly(
                "#Class report: 'Week 3' (2 easy questions, seed 42), 1 hand-in#", "",
                "Student                 First try  In the end  Time   Hints",
                "Ada                     1/2        2/2         5:07   1", "", "Question by question",
                "                        1  2", "Ada                     <+>  <o>", LEGEND);
    }

    @Test
    void lessonsGetAColumnWhenTheAssignmentNamesThem() {
        assertThat(ClassReportText.render(report(WITH_LESSONS, List.of(ADA)), Marked.AT_80, ZONE)).containsExactly(
                "#Class report: 'Week 3' (2 easy questions, seed 42), 1 hand-in#", "",
                "Student                 First try  In the end  Time   Hints  Lessons",
                "Ada                     1/2        2/2         5:07   1      1/2", "", "Question by question",
                "                        1  2", "Ada                     <+>  <o>", LEGEND);
    }

    @Test
    void aFlaggedRetakeIsMarkedAndItsEarlierScoresAndGroupedFlagsFollow() {
        assertThat(ClassReportText.render(report(WEEK, List.of(ADA, BOB)), Marked.AT_80, ZONE)).containsExactly(
                "#Class report: 'Week 3' (2 easy questions, seed 42), 2 hand-ins#", "",
                "Student                 First try  In the end  Time   Hints",
                "Ada                     1/2        2/2         5:07   1",
                "!Bob !                   0/2        0/2         ?      0!", "",
                "Taken more than once (the table shows the last attempt)",
                "  Bob: attempt 2; before: 0/2 at the first try, 1/2 in the end (1 of 2 questions",
                "    reached, ended 2026-11-25 11:41 CET)", "",
                "!! Bob! (bob.json), graded from its answers:", "  - Q1-Q3: marked right", "  - no program named", "",
                "Question by question", "                        1  2", "Ada                     <+>  <o>",
                "Bob                     !x!  -", LEGEND);
    }

    @Test
    void fiveFlagsAreAllShownAndSixAreFourAndACount() {
        List<String> five = ClassReportText.render(report(WEEK, List.of(flagged("Cy", flags(5)))), Marked.AT_80, ZONE);
        assertThat(five.subList(5, five.size())).containsExactly("!! Cy! (Cy.json), graded from its answers:",
                "  - flag 1", "  - flag 2", "  - flag 3", "  - flag 4", "  - flag 5", "", "Question by question",
                "                        1  2", "Cy                      .  .", LEGEND);
        List<String> six = ClassReportText.render(report(WEEK, List.of(flagged("Di", flags(6)))), Marked.AT_80, ZONE);
        assertThat(six.subList(3, six.size())).containsExactly(
                "!Di !                    0/0        0/0         1:02:03  0!", "",
                "!! Di! (Di.json), graded from its answers:", "  - flag 1", "  - flag 2", "  - flag 3", "  - flag 4",
                "  - and 2 more (--html lists every flag)", "", "Question by question", "                        1  2",
                "Di                      .  .", LEGEND);
    }

    @Test
    void flagsAboutSeveralQuestionsAreSaidOnceWithRunsOfThreeAsRanges() {
        assertThat(ClassReportText.grouped(List.of(new Flag(2, "a"), new Flag(1, "a"), new Flag(5, "b"),
                new Flag(4, "b"), new Flag(7, "a"), new Flag(0, "whole"), new Flag(9, "a"), new Flag(8, "a"),
                new Flag(3, "a")))).containsExactly("Q1-Q3, Q7-Q9: a", "Q4, Q5: b", "whole");
        assertThat(new Flag(2, "x").describe()).isEqualTo("Q2: x");
        assertThat(new Flag(0, "x").describe()).isEqualTo("x");
    }

    @Test
    void theHardestQuestionsShowTheWrongAnswerMostGivenAndWhatIsBehindIt() {
        List<QuestionStat> questions = List.of(
                ClassReportTextTest.stat(1, 2, 2, Optional.empty(), 0, Optional.empty()),
                ClassReportTextTest.stat(2, 2, 1, Optional.of("N"), 1, Optional.empty()),
                ClassReportTextTest.stat(3, 3, 0, Optional.of("A-1"), 2, Optional.of(Misconception.ADDED_NOT_XORED)),
                ClassReportTextTest.stat(4, 0, 0, Optional.empty(), 0, Optional.empty()),
                ClassReportTextTest.stat(5, 4, 3, Optional.empty(), 0, Optional.empty()),
                ClassReportTextTest.stat(6, 5, 4, Optional.empty(), 0, Optional.empty()));
        ClassReport r = new ClassReport(WEEK, List.of(ADA), questions, List.of(), List.of(), List.of(), Optional.empty());
        List<String> lines = ClassReportText.render(r, Marked.AT_80, ZONE);
        assertThat(lines.subList(4, 9)).isEqualTo(ADA_GRID);
        assertThat(lines.subList(9, lines.size())).containsExactly("",
                "Hardest questions (right at the first try, of those who answered)",
                "  Q3  0 of 3: Is 1 1 a P-position or an N-position?",
                "      Not at the first try: S1, S2 and S3.",
                "      Most given wrong answer: 'A-1' (2 students): students often add numbers",
                "      where their XOR (the nim-sum) is asked.",
                "  Q2  1 of 2: Is 1 1 a P-position or an N-position?",
                "      Not at the first try: S1.",
                "      Most given wrong answer: 'N' (1 student).",
                "  Q5  3 of 4: Is 1 1 a P-position or an N-position?",
                "      Not at the first try: S1.");
    }

    @Test
    void theIdeasMissedMostAreTheFirstThreeWithOneWrongAnswerOrMore() {
        ClassReport r = new ClassReport(WEEK, List.of(ADA), List.of(), List.of(new Tally<>(Idea.XOR, 1, ClassReportTextTest.names(1)),
                new Tally<>(Idea.BINARY, 3, ClassReportTextTest.names(2)), new Tally<>(Idea.RULES, 2, ClassReportTextTest.names(1)), new Tally<>(Idea.MIRROR, 1, ClassReportTextTest.names(1))),
                List.of(), List.of(), Optional.empty());
        List<String> lines = ClassReportText.render(r, Marked.AT_80, ZONE);
        assertThat(lines.subList(9, lines.size())).containsExactly("", "Ideas the class misses most",
                "  xor         1 wrong answer from 1 student: XOR, bit by bit",
                "  binary      3 wrong answers from 2 students: writing numbers in binary",
                "  rules       2 wrong answers from 1 student: the rules of Nim: one heap, at",
                "              least one object, no passing");
    }

    @Test
    void misconceptionsAreLinedUpAfterTheWidestCountOfStudents() {
        ClassReport r = new ClassReport(WEEK, List.of(ADA), List.of(), List.of(), List.of(
                new Tally<>(Misconception.ADDED_NOT_XORED, 12, ClassReportTextTest.names(10)), new Tally<>(Misconception.DECIMAL_FOR_BINARY, 1, ClassReportTextTest.names(1))),
                List.of(), Optional.empty());
        List<String> lines = ClassReportText.render(r, Marked.AT_80, ZONE);
        assertThat(lines.subList(9, lines.size())).containsExactly("", "Misconceptions seen",
                "  10 students  students often add numbers where their XOR (the nim-sum) is asked",
                "               (added-not-xored): S1, S2, S3, S4, S5, S6, S7, S8, S9 and S10.",
                "  1 student    students sometimes write the decimal number where binary is asked",
                "               (decimal-for-binary): S1.");
    }

    @Test
    void filesLeftOutAreListedEvenWithoutHandIns() {
        ClassReport r = new ClassReport(WEEK, List.of(), List.of(), List.of(), List.of(),
                List.of(new ClassReport.Skipped("dir/x.json", "not a hand-in")), Optional.empty());
        assertThat(ClassReportText.render(r, Marked.AT_80, ZONE)).containsExactly(
                "#Class report: 'Week 3' (2 easy questions, seed 42), 0 hand-ins#", "", "#Left out#",
                "  dir/x.json: not a hand-in");
    }

    @Test
    void theFirstTryIsOfTheAssignmentsQuestionsAndTimesGoPastAnHour() {
        assertThat(ClassReportText.firstTry(ADA)).isEqualTo("1/2");
        assertThat(ClassReportText.firstTry(flagged("E", List.of()))).isEqualTo("0/0");
        assertThat(ClassReportText.time(OptionalLong.empty())).isEqualTo("?");
        assertThat(ClassReportText.time(OptionalLong.of(3723))).isEqualTo("1:02:03");
        assertThat(ClassReportText.time(OptionalLong.of(3599))).isEqualTo("59:59");
        assertThat(ClassReportText.time(OptionalLong.of(125))).isEqualTo("2:05");
    }

    @Test
    void aLongNameIsClippedToItsColumn() {
        Student longer = new Student("Maximilian Alexander Long", "m.json", List.of(), OptionalLong.of(5), 0, 0,
                List.of(), List.of());
        assertThat(ClassReportText.render(report(WEEK, List.of(longer)), Marked.AT_80, ZONE).get(3))
                .isEqualTo("Maximilian Alexande~    0/0        0/0         0:05   0");
    }
}

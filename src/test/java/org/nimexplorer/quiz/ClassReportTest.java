package org.nimexplorer.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.nimexplorer.explain.Grading;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.explain.AboutPosition;
import org.nimexplorer.explain.Question;
import org.nimexplorer.explain.Verdict;

/**
 * The class report's figures, each checked against a count the test makes itself from the answers it
 * hands in: how many answered, how many were right at the first try, which wrong answer the class gave
 * most (answers that differ only in case and spaces being one answer), the hardest questions and the
 * ideas missed most.
 */
class ClassReportTest {

    private static final Assignment WEEK = new Assignment("Week 3", 42, Level.EASY, 4, false, Optional.empty(),
            Optional.empty(), List.of("move"), List.of(), true, QuizGenerator.DRAW);

    private final List<Question> questions = WEEK.questions();

    @Test
    void wrongAnswersThatDifferInCaseAndSpacesAreOneAnswer() {
        String wrong = wrongMoves(questions.get(0)).get(0);
        String loud = "  " + wrong.toUpperCase(java.util.Locale.ROOT).replace(" ", "   ") + " ";
        String other = wrongMoves(questions.get(0)).get(1);
        ClassReport report = report(List.of(student("Ada", wrong), student("Bob", loud),
                student("Cy", wrong.toLowerCase(java.util.Locale.ROOT)), student("Di", other)));

        ClassReport.QuestionStat first = report.questions().get(0);
        assertThat(first.commonWrongStudents()).isEqualTo(3);
        assertThat(first.commonWrong()).contains(wrong);
    }

    @Test
    void aStudentWhoGivesTheSameWrongAnswerTwiceCountsOnce() {
        List<String> wrong = wrongMoves(questions.get(0));
        ClassReport report = report(List.of(student("Ada", wrong.get(0), wrong.get(0).toUpperCase(java.util.Locale.ROOT)),
                student("Bob", wrong.get(1)), student("Cy", wrong.get(1))));

        ClassReport.QuestionStat first = report.questions().get(0);
        assertThat(first.commonWrong()).contains(wrong.get(1));
        assertThat(first.commonWrongStudents()).isEqualTo(2);
    }

    @Test
    void eachQuestionCountsThoseWhoAnsweredAndThoseRightAtTheFirstTry() {
        List<List<List<String>>> answers = List.of(
                List.of(List.of(right(0)), List.of(wrongMoves(questions.get(1)).get(0), right(1)), List.of()),
                List.of(List.of(wrongMoves(questions.get(0)).get(0)), List.of(right(1)), List.of(right(2))),
                List.of(List.of(right(0)), List.of(), List.of(wrongMoves(questions.get(2)).get(0))));
        List<ClassReport.Named> handIns = new ArrayList<>();
        for (int s = 0; s < answers.size(); s++) {
            handIns.add(handIn("Student " + s, answers.get(s)));
        }
        ClassReport report = report(handIns);

        for (int q = 0; q < 3; q++) {
            int i = q;
            long answered = answers.stream().filter(a -> !a.get(i).isEmpty()).count();
            long firstTry = answers.stream().filter(a -> !a.get(i).isEmpty() && a.get(i).get(0).equals(right(i)))
                    .count();
            assertThat(report.questions().get(q).answered()).as("Q%d answered", q + 1).isEqualTo((int) answered);
            assertThat(report.questions().get(q).firstTry()).as("Q%d first try", q + 1).isEqualTo((int) firstTry);
        }
        assertThat(report.questions().get(3).answered()).isZero();
        assertThat(report.questions().get(3).firstTryRate()).isEqualTo(1.0);
    }

    @Test
    void eachStudentsFiguresCountTheirOwnMarks() {
        ClassReport report = report(List.of(handIn("Ada", List.of(List.of(right(0)),
                List.of(wrongMoves(questions.get(1)).get(0), right(1)), List.of(wrongMoves(questions.get(2)).get(0)),
                List.of()))));

        ClassReport.Student ada = report.students().get(0);
        assertThat(ada.answered()).isEqualTo(3);
        assertThat(ada.firstTry()).isEqualTo(1);
        assertThat(ada.solved()).isEqualTo(2);
        assertThat(ada.flagged()).as("the file states the score its answers grade").isFalse();
        assertThat(ada.attempt()).isEqualTo(1);
    }

    @Test
    void theHardestQuestionsComeLowestShareFirstThenByNumberAndLeaveOutThoseAllGotRight() {
        List<List<List<String>>> answers = new ArrayList<>();
        // Q1: 1 of 4 right; Q2: 2 of 4; Q3: 4 of 4; Q4: 2 of 4.
        int[][] rightAt = {{1, 0, 0, 0}, {1, 1, 0, 0}, {1, 1, 1, 1}, {0, 0, 1, 1}};
        for (int s = 0; s < 4; s++) {
            List<List<String>> mine = new ArrayList<>();
            for (int q = 0; q < 4; q++) {
                mine.add(List.of(rightAt[q][s] == 1 ? right(q) : wrongMoves(questions.get(q)).get(0)));
            }
            answers.add(mine);
        }
        List<ClassReport.Named> handIns = new ArrayList<>();
        for (int s = 0; s < 4; s++) {
            handIns.add(handIn("Student " + s, answers.get(s)));
        }
        ClassReport report = report(handIns);

        List<Integer> expected = IntStream.range(0, 4).boxed()
                .filter(q -> IntStream.of(rightAt[q]).sum() < 4)
                .sorted(Comparator.comparingInt((Integer q) -> IntStream.of(rightAt[q]).sum()).thenComparing(q -> q))
                .map(q -> q + 1).toList();
        assertThat(report.hardest(10)).extracting(ClassReport.QuestionStat::number).containsExactlyElementsOf(expected);
        assertThat(report.hardest(1)).extracting(ClassReport.QuestionStat::number).containsExactly(expected.get(0));
    }

    @Test
    void ideasMissedCountWrongAnswersAndStudentsMostStudentsFirst() {
        List<String> wrong0 = wrongMoves(questions.get(0));
        ClassReport report = report(List.of(
                handIn("Ada", List.of(List.of(wrong0.get(0), wrong0.get(1), right(0)), List.of(), List.of(), List.of())),
                handIn("Bob", List.of(List.of(wrong0.get(0)), List.of(wrongMoves(questions.get(1)).get(0)), List.of(),
                        List.of()))));

        Map<Idea, int[]> expected = new HashMap<>();
        int[][] wrongBy = {{2, 0}, {1, 1}};
        for (int s = 0; s < 2; s++) {
            Map<Idea, Integer> mine = new HashMap<>();
            for (int q = 0; q < 2; q++) {
                if (wrongBy[s][q] > 0) {
                    mine.merge(questions.get(q).idea(Idea.all()), wrongBy[s][q], Integer::sum);
                }
            }
            mine.forEach((idea, n) -> {
                int[] c = expected.computeIfAbsent(idea, k -> new int[2]);
                c[0] += n;
                c[1]++;
            });
        }
        assertThat(report.ideasMissed()).hasSize(expected.size());
        for (ClassReport.Tally<Idea> t : report.ideasMissed()) {
            assertThat(new int[] {t.wrong(), t.students()}).as(t.key().toString())
                    .containsExactly(expected.get(t.key()));
        }
        assertThat(report.ideasMissed()).isSortedAccordingTo(Comparator
                .comparingInt((ClassReport.Tally<Idea> t) -> -t.students()).thenComparingInt(t -> -t.wrong()));
    }

    @Test
    void studentsAreListedByNameAndAHandInForAnotherAssignmentIsSkipped() {
        Assignment other = new Assignment("Week 4", 43, Level.EASY, 4, false, Optional.empty(), Optional.empty(),
                List.of("move"), List.of(), true, QuizGenerator.DRAW);
        ClassReport.Named stray = new ClassReport.Named("stray.json", new HandIn("Eve", "test", other, "now", 60,
                List.of(), List.of(), new HandIn.Score(0, 0, 4), List.of(), 0, HandIn.Seal.INTACT));
        ClassReport report = ClassReport.of(WEEK, List.of(student("Cy", right(0)), stray, student("ada", right(0)),
                student("Bob", right(0))), List.of(), Optional.empty());

        assertThat(report.students()).extracting(ClassReport.Student::name).containsExactly("ada", "Bob", "Cy");
        assertThat(report.skipped()).extracting(ClassReport.Skipped::file).containsExactly("stray.json");
    }

    @Test
    void itemAnalysisIsMoodlesFacilityAndFromTenStudentsTheCorrelationWithTheRestOfTheQuiz() {
        // Twelve students, each right at the first try on a seeded pattern of the four questions.
        java.util.Random random = new java.util.Random(11);
        int[][] right = new int[12][questions.size()];
        List<ClassReport.Named> handIns = new ArrayList<>();
        for (int s = 0; s < right.length; s++) {
            List<List<String>> mine = new ArrayList<>();
            for (int q = 0; q < questions.size(); q++) {
                right[s][q] = random.nextInt(3) == 0 ? 0 : 1;
                mine.add(List.of(right[s][q] == 1 ? right(q) : wrongMoves(questions.get(q)).get(0)));
            }
            handIns.add(handIn("S" + (char) ('a' + s), mine));
        }
        ClassReport report = report(handIns);
        for (int q = 0; q < questions.size(); q++) {
            double[] item = new double[right.length];
            double[] rest = new double[right.length];
            for (int s = 0; s < right.length; s++) {
                item[s] = right[s][q];
                for (int o = 0; o < questions.size(); o++) {
                    rest[s] += o == q ? 0 : right[s][o];
                }
            }
            ClassReport.QuestionStat stat = report.questions().get(q);
            assertThat(stat.facility()).isEqualTo(java.util.Arrays.stream(item).sum() / right.length);
            double mi = java.util.Arrays.stream(item).average().orElseThrow();
            double mr = java.util.Arrays.stream(rest).average().orElseThrow();
            double cov = 0;
            double vi = 0;
            double vr = 0;
            for (int s = 0; s < right.length; s++) {
                cov += (item[s] - mi) * (rest[s] - mr);
                vi += (item[s] - mi) * (item[s] - mi);
                vr += (rest[s] - mr) * (rest[s] - mr);
            }
            if (vi == 0 || vr == 0) {
                assertThat(stat.discrimination()).isEmpty();
            } else {
                assertThat(stat.discrimination().getAsDouble()).isCloseTo(cov / Math.sqrt(vi * vr),
                        org.assertj.core.data.Offset.offset(1e-12));
            }
        }
        assertThat(report(handIns.subList(0, 9)).questions()).allSatisfy(q -> assertThat(q.discrimination()).isEmpty());
    }

    /** The engine's own answer ("none" when no move wins), which it grades right. */
    private String right(int question) {
        String answer = questions.get(question).answer();
        assertThat(Grading.grade(questions.get(question), answer).correct()).isTrue();
        return answer;
    }

    /** The moves the engine grades as wrong answers (and counts as tries), in a fixed order. */
    private static List<String> wrongMoves(Question q) {
        return legalMoves(q).stream().filter(m -> {
            Verdict v = Grading.grade(q, m);
            return v.counted() && !v.correct();
        }).toList();
    }

    private static List<String> legalMoves(Question q) {
        AboutPosition about = (AboutPosition) q;
        List<String> moves = new ArrayList<>();
        for (int heap = 0; heap < about.position().size(); heap++) {
            for (long take = 1; take <= about.position().heap(heap); take++) {
                moves.add("take " + take + " from " + (char) ('A' + heap));
            }
        }
        return moves;
    }

    private ClassReport.Named student(String name, String... firstQuestionAnswers) {
        return handIn(name, List.of(List.of(firstQuestionAnswers), List.of(), List.of(), List.of()));
    }

    /** A hand-in whose verdicts and score are the engine's own, so nothing in it is flagged. */
    private ClassReport.Named handIn(String name, List<List<String>> answers) {
        List<HandIn.Item> items = new ArrayList<>();
        int firstTry = 0;
        int solved = 0;
        for (int q = 0; q < answers.size(); q++) {
            List<HandIn.Attempt> tries = new ArrayList<>();
            for (String a : answers.get(q)) {
                tries.add(new HandIn.Attempt(a, Grading.grade(questions.get(q), a).correct(), Optional.empty()));
            }
            boolean first = !tries.isEmpty() && tries.get(0).right();
            boolean last = !tries.isEmpty() && tries.get(tries.size() - 1).right();
            firstTry += first ? 1 : 0;
            solved += last ? 1 : 0;
            items.add(new HandIn.Item(q + 1, "move", questions.get(q).prompt(), false, tries, 0, 10, first, last));
        }
        return new ClassReport.Named(name + ".json", new HandIn(name, "test", WEEK, "2026-11-26T20:00:00Z", 60, items,
                List.of(), new HandIn.Score(firstTry, solved, questions.size()), List.of(), 0, HandIn.Seal.INTACT));
    }

    private ClassReport report(List<ClassReport.Named> handIns) {
        return ClassReport.of(WEEK, handIns, List.of(), Optional.empty());
    }
}

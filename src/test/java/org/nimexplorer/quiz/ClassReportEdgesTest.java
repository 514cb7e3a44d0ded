package org.nimexplorer.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.explain.Question;

/**
 * The class report at its edges: a hand-in from before stops were recorded, a roster with a name given twice,
 * a tie exactly at the third hardest question, and hand-ins alike but for one timing.
 */
class ClassReportEdgesTest {

    private static final Assignment WEEK = new Assignment("Week 3", 42, Level.EASY, 4, false, Optional.empty(),
            Optional.empty(), List.of("outcome"), List.of(), true, QuizGenerator.DRAW);

    private final List<Question> questions = WEEK.questions();

    /** {@code name}'s hand-in: question i answered {@code answers[i]} (null: not reached), each in {@code seconds[i]}. */
    private HandIn handIn(String name, String[] answers, double[] seconds) {
        List<HandIn.Item> items = new ArrayList<>();
        for (int i = 0; i < answers.length; i++) {
            if (answers[i] == null) {
                continue;
            }
            boolean right = answers[i].equals(questions.get(i).answer());
            items.add(new HandIn.Item(i + 1, "outcome", questions.get(i).prompt(), false,
                    List.of(new HandIn.Attempt(answers[i], right, Optional.empty())), 0, seconds[i], right, right));
        }
        int first = (int) items.stream().filter(HandIn.Item::firstTry).count();
        return new HandIn(name, "test", WEEK, "2026-11-28T10:00:00Z", 60, items, List.of(),
                new HandIn.Score(first, first, WEEK.count()), List.of(), 0, HandIn.Seal.INTACT);
    }

    private String right(int i) {
        return questions.get(i).answer();
    }

    private String wrong(int i) {
        return right(i).equals("P") ? "N" : "P";
    }

    private static ClassReport report(List<HandIn> handIns, Optional<List<String>> roster) {
        return ClassReport.of(WEEK, handIns.stream().map(h -> new ClassReport.Named(h.student() + ".json", h)).toList(),
                List.of(), roster);
    }

    @Test
    void aHandInFromBeforeStopsWereRecordedStoppedAfterTheLastQuestionItReached(@TempDir Path dir) throws Exception {
        ObjectMapper json = new ObjectMapper();
        for (int reached : new int[] {0, 2, 4}) {
            String[] answers = new String[4];
            for (int i = 0; i < reached; i++) {
                answers[i] = right(i);
            }
            Path file = dir.resolve("old-" + reached + ".json");
            ClassFiles.writeHandIn(file, handIn("Ada", answers, new double[] {1, 2, 3, 4}));
            ObjectNode doc = (ObjectNode) json.readTree(file.toFile());
            doc.remove("stoppedAt");
            json.writeValue(file.toFile(), doc);
            assertThat(ClassFiles.readHandIn(file).orThrow().stoppedAt()).as("%d reached", reached)
                    .isEqualTo(reached < 4 ? reached + 1 : 0);
        }
    }

    @Test
    void aRosterNameGivenTwiceCountsOnceAndTheListsAreInNameOrder() {
        HandIn ada = handIn("Ada Lovelace", new String[] {right(0), right(1), right(2), right(3)}, new double[] {1, 2, 3, 4});
        HandIn zed = handIn("Zed", new String[] {right(0), null, null, null}, new double[] {5, 0, 0, 0});
        HandIn bob = handIn("bob", new String[] {wrong(0), null, null, null}, new double[] {6, 0, 0, 0});
        ClassReport.Roster r = report(List.of(zed, ada, bob), Optional.of(List.of("Cy", "ada  lovelace", "Ada Lovelace",
                "Abe", "Cy"))).roster().orElseThrow();
        assertThat(r.size()).isEqualTo(3);
        assertThat(r.missing()).containsExactly("Abe", "Cy");
        assertThat(r.unlisted()).containsExactly("bob", "Zed");
    }

    @Test
    void aTieExactlyAtTheThirdHardestKeepsEveryQuestionAsHard() {
        // First tries per question, of four students: Q1 0, Q2 1, Q3 2, Q4 2: Q3 and Q4 tie at the third place.
        List<HandIn> class4 = List.of(
                handIn("A", new String[] {wrong(0), right(1), right(2), right(3)}, new double[] {1, 1, 1, 1}),
                handIn("B", new String[] {wrong(0), wrong(1), right(2), right(3)}, new double[] {2, 2, 2, 2}),
                handIn("C", new String[] {wrong(0), wrong(1), wrong(2), wrong(3)}, new double[] {3, 3, 3, 3}),
                handIn("D", new String[] {wrong(0), wrong(1), wrong(2), wrong(3)}, new double[] {4, 4, 4, 4}));
        ClassReport report = report(class4, Optional.empty());
        assertThat(report.hardest(3)).extracting(ClassReport.QuestionStat::number).containsExactly(1, 2, 3, 4);
        assertThat(report.hardest(2)).extracting(ClassReport.QuestionStat::number).containsExactly(1, 2);
        assertThat(report.hardest(0)).isEmpty();
        assertThat(report.questions().get(2).missed()).containsExactly("C", "D");
    }

    @Test
    void handInsAlikeButForOneTimingOrOneAnswerOrUnderOneNameAreNoCopies() {
        String[] all = {right(0), right(1), right(2), right(3)};
        HandIn ada = handIn("Ada", all, new double[] {1.0, 2.0, 3.0, 4.0});
        HandIn bea = handIn("Bea", all, new double[] {1.0, 2.0, 3.1, 4.0});
        HandIn cy = handIn("Cy", new String[] {right(0), null, null, null}, new double[] {1.0, 0, 0, 0});
        HandIn dee = handIn("Dee", new String[] {right(0), null, null, null}, new double[] {1.0, 0, 0, 0});
        HandIn adaAgain = handIn("ADA", all, new double[] {1.0, 2.0, 3.0, 4.0});
        ClassReport report = report(List.of(ada, bea, cy, dee, adaAgain), Optional.empty());
        assertThat(report.students()).allSatisfy(s -> assertThat(s.flags()).noneMatch(f -> f.text().contains("a copy")));
        HandIn eve = handIn("Eve", all, new double[] {1.0, 2.0, 3.0, 4.0});
        ClassReport copied = report(List.of(ada, eve, bea), Optional.empty());
        assertThat(copied.students()).filteredOn(s -> s.flags().stream().anyMatch(f -> f.text().contains("a copy")))
                .extracting(ClassReport.Student::name).containsExactly("Ada", "Eve");
    }

    @Test
    void twoAnswersAlikeAreEnoughToFlagACopy() {
        String[] two = {right(0), wrong(1), null, null};
        ClassReport report = report(List.of(handIn("Ada", two, new double[] {1.5, 2.5, 0, 0}),
                handIn("Bea", two, new double[] {1.5, 2.5, 0, 0})), Optional.empty());
        assertThat(report.students()).allSatisfy(s -> assertThat(s.flags()).anySatisfy(f -> assertThat(f.text())
                .contains("one is a copy")));
    }

    @Test
    void discriminationIsGivenFromExactlyTenStudentsAndNotWhereEveryoneScoredAlike() {
        List<HandIn> ten = new ArrayList<>();
        for (int s = 0; s < 10; s++) {
            // Everyone right on Q1; Q2 right for the first half; Q3 and Q4 right for the first s students.
            ten.add(handIn("S" + s, new String[] {right(0), s < 5 ? right(1) : wrong(1), s < 3 ? right(2) : wrong(2),
                s < 7 ? right(3) : wrong(3)}, new double[] {s + 1, s + 2, s + 3, s + 4}));
        }
        ClassReport report = report(ten, Optional.empty());
        assertThat(report.questions().get(0).discrimination()).as("everyone right on Q1: nothing to correlate").isEmpty();
        assertThat(report.questions().get(0).facility()).isEqualTo(1.0);
        assertThat(report.questions().get(1).discrimination()).isPresent();
        assertThat(report.questions().get(1).discrimination().getAsDouble()).isGreaterThan(0.5);
        assertThat(report(ten.subList(0, 9), Optional.empty()).questions().get(1).discrimination()).isEmpty();
    }

    @Test
    void aRosterFileLeavesOutCommentsAndBlankLinesAndReadsWindowsLineEnds(@TempDir Path dir) throws Exception {
        Path roster = Files.writeString(dir.resolve("class.txt"), "# group B\r\n  Ada Lovelace  \r\n\r\n   \r\nBen\r\n");
        assertThat(ClassFiles.readRoster(roster).orThrow()).containsExactly("Ada Lovelace", "Ben");
        Path comments = Files.writeString(dir.resolve("none.txt"), "# nobody yet\n\n");
        assertThat(ClassFiles.readRoster(comments).problemOrNull()).isEqualTo("names no student: put one name to a line");
        Path array = Files.writeString(dir.resolve("list.json"), "  [\"Ada\"]");
        assertThat(ClassFiles.readRoster(array).problemOrNull()).startsWith("is a JSON file");
    }
}

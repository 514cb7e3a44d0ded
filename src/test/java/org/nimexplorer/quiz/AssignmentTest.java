package org.nimexplorer.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What an assignment refuses to set, said for the instructor, and how it names itself. */
class AssignmentTest {

    private static final String KINDS = String.join(", ", QuizGenerator.KINDS);

    private static Assignment titled(String title, int count) {
        return new Assignment(title, 42, Level.EASY, count, false, Optional.empty(), Optional.empty(), QuizGenerator.KINDS,
                List.of(), false, QuizGenerator.DRAW);
    }

    private static Assignment ofKinds(List<String> kinds) {
        return new Assignment("Week 3", 42, Level.EASY, 5, false, Optional.empty(), Optional.empty(), kinds, List.of(),
                false, QuizGenerator.DRAW);
    }

    @Test
    void aTitleMustHaveSomethingInItAndNoMoreThanItsLimit() {
        assertThat(titled(" \t", 5).problem()).contains("the title is empty");
        assertThat(titled("x".repeat(Assignment.MAX_TITLE), 5).problem()).isEmpty();
        assertThat(titled("x".repeat(Assignment.MAX_TITLE + 1), 5).problem())
                .contains("the title is longer than " + Assignment.MAX_TITLE + " characters");
    }

    @Test
    void theCountRunsFromOneToTheMost() {
        assertThat(titled("Week 3", 1).problem()).isEmpty();
        assertThat(titled("Week 3", Assignment.MAX_COUNT).problem()).isEmpty();
        assertThat(titled("Week 3", 0).problem()).contains("the count must be from 1 to " + Assignment.MAX_COUNT + ", not 0");
        assertThat(titled("Week 3", Assignment.MAX_COUNT + 1).problem())
                .contains("the count must be from 1 to " + Assignment.MAX_COUNT + ", not " + (Assignment.MAX_COUNT + 1));
    }

    @Test
    void theKindsMustBeNamedAndBeKindsOfQuestion() {
        assertThat(ofKinds(List.of()).problem()).contains("no kind of question is named; the kinds are " + KINDS);
        assertThat(ofKinds(List.of(QuizGenerator.KINDS.get(0), "riddle")).problem())
                .contains("'riddle' is not a kind; the kinds are " + KINDS);
        assertThat(ofKinds(List.of(QuizGenerator.KINDS.get(0))).problem()).isEmpty();
    }

    @Test
    void aGameThisProgramDoesNotKnowIsRefusedAsTheGameReaderSays() {
        Assignment chess = new Assignment("Week 3", 42, Level.EASY, 5, false, Optional.empty(), Optional.of("chess"),
                QuizGenerator.KINDS, List.of(), false, QuizGenerator.DRAW);
        String why = QuizGame.read(Optional.of("chess"), false, Optional.empty()).problemOrNull();
        assertThat(why).isNotBlank();
        assertThat(chess.problem()).contains(why);
    }

    @Test
    void anAssignmentNamesAGameOrASubtractionSetNotBoth() {
        Assignment both = new Assignment("Week 3", 42, Level.EASY, 5, false, Optional.of("1,2"), Optional.of("kayles"),
                QuizGenerator.KINDS, List.of(), false, QuizGenerator.DRAW);
        assertThat(both.problem()).contains("names both a game and a subtraction set");
        Assignment badSet = new Assignment("Week 3", 42, Level.EASY, 5, false, Optional.of("one and two"),
                Optional.empty(), QuizGenerator.KINDS, List.of(), false, QuizGenerator.DRAW);
        assertThat(badSet.problem()).hasValueSatisfying(p -> assertThat(p).startsWith("subtract: "));
    }

    @Test
    void misereSubtractionGamesAreRefusedAtLevelHardOnly() {
        for (Level level : Level.values()) {
            Assignment a = new Assignment("Week 3", 42, level, 5, true, Optional.of("1,2,3"), Optional.empty(),
                    QuizGenerator.KINDS, List.of(), false, QuizGenerator.DRAW);
            if (level == Level.HARD) {
                assertThat(a.problem()).contains("misère subtraction games are decided by search, too slow for hard"
                        + " positions: choose level easy or medium");
            } else {
                assertThat(a.problem()).as(level.name()).isEmpty();
            }
        }
    }

    @Test
    void anAssignmentDescribesItsCountInTheSingularForOneQuestionAndNamesItsGame() {
        assertThat(titled("Week 3", 1).describe()).isEqualTo("'Week 3' (1 easy question, seed 42)");
        assertThat(titled("Week 3", 2).describe()).isEqualTo("'Week 3' (2 easy questions, seed 42)");
        Assignment kayles = new Assignment("Week 4", 7, Level.MEDIUM, 3, false, Optional.empty(), Optional.of("kayles"),
                QuizGenerator.KINDS, List.of(), false, QuizGenerator.DRAW);
        String name = kayles.quizGame().orThrow().name().orElseThrow();
        assertThat(kayles.describe()).isEqualTo("'Week 4' (3 medium questions on " + name + ", seed 7)");
    }

    @Test
    void aStudentOnTheClassServerIsToldTheAssignmentWithoutItsSeed() {
        Assignment week = new Assignment("Week 3", 42, Level.MEDIUM, 10, false, Optional.empty(), Optional.empty(),
                QuizGenerator.KINDS, List.of(), true, QuizGenerator.DRAW);
        assertThat(week.describe()).isEqualTo("'Week 3' (10 medium questions, seed 42)");
        assertThat(week.describeForStudent()).isEqualTo("'Week 3' (10 medium questions)");
        Assignment one = new Assignment("One", 5, Level.EASY, 1, false, Optional.empty(), Optional.of("kayles"),
                QuizGenerator.KINDS, List.of(), true, QuizGenerator.DRAW);
        assertThat(one.describeForStudent()).startsWith("'One' (1 easy question on ").doesNotContain("seed");
    }
}

package org.nimexplorer.command.session;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The hand-in's default name: the assignment's stem and the student's name, one file per student. */
class HandInNameTest {

    @Test
    void theNameJoinsTheAssignmentAndTheStudent() {
        assertThat(QuizCommand.defaultHandIn("class/week3.assignment.json", "  Ada Lovelace ")).isEqualTo(
                "week3-ada-lovelace.json");
        assertThat(QuizCommand.defaultHandIn("week3.json", "Dee O'Brien-Łukasz 李")).isEqualTo(
                "week3-dee-o-brien-łukasz-李.json");
    }

    @Test
    void studentsNamedWithoutLettersOrDigitsStillGetFilesOfTheirOwn() {
        String smile = QuizCommand.defaultHandIn("week3.assignment.json", "\uD83D\uDE00");
        String rocket = QuizCommand.defaultHandIn("week3.assignment.json", "\uD83D\uDE80");
        assertThat(smile).startsWith("week3-student-").endsWith(".json");
        assertThat(smile).isNotEqualTo(rocket);
        assertThat(QuizCommand.defaultHandIn("week3.assignment.json", "\uD83D\uDE00")).isEqualTo(smile);
    }
}

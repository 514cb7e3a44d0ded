package org.nimexplorer.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A student's name as the class report shows it, and which names it takes for the same student. */
class StudentNameTest {

    @Test
    void aNameWithNothingVisibleIsShownAsNoName() {
        assertThat(StudentName.shown("   ")).isEqualTo("(no name)");
        assertThat(StudentName.shown("\u200B\u202E")).isEqualTo("(no name)");
    }

    @Test
    void directionMarksAndZeroWidthCharactersAreTakenOut() {
        assertThat(StudentName.shown("\u202EAda\u200B Lovelace\u200F")).isEqualTo("Ada Lovelace");
        assertThat(StudentName.key("A\u200Bda\u2066")).isEqualTo(StudentName.key("Ada"));
    }

    @Test
    void aNameUpToTheLongestIsShownWholeAndALongerOneIsCutWithAnEllipsis() {
        String longest = "x".repeat(StudentName.LONGEST);
        assertThat(StudentName.shown(longest)).isEqualTo(longest);
        assertThat(StudentName.shown(longest + "y")).isEqualTo("x".repeat(StudentName.LONGEST - 1) + "…");
    }

    @Test
    void namesThatDifferOnlyInCaseSpacesAndWidthHaveOneKey() {
        assertThat(StudentName.key(" Ada  LOVELACE")).isEqualTo(StudentName.key("ada lovelace")).isEqualTo("adalovelace");
        assertThat(StudentName.key("\uFF21da")).isEqualTo("ada");
        assertThat(StudentName.key("Ada")).isNotEqualTo(StudentName.key("Ida"));
    }
}

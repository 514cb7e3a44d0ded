package org.nimexplorer.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class RosterTest {

    @Test
    void oneNameALineOrNameAndCodeWithAHeaderCommentsAndBlankLinesSkipped() throws Exception {
        Roster roster = Roster.parse("\uFEFFname,code\n# week 3\n\nAda, tulip-42\r\n\"Bob\"\nCéline,\"x7y-9zz\"\n");
        assertThat(roster.students()).containsExactly(
                new Roster.Entry(new StudentName("Ada"), Optional.of("tulip-42")),
                new Roster.Entry(new StudentName("Bob"), Optional.empty()),
                new Roster.Entry(new StudentName("Céline"), Optional.of("x7y-9zz")));
    }

    @Test
    void twoNamesDifferingOnlyInCaseAreOneStudentAndRefusedWithBothLines() {
        assertThatThrownBy(() -> Roster.parse("Ada\nbob\nADA\n")).hasMessage(
                "line 3: ADA is on the roster already (line 1); names differing only in case are one student");
    }

    @Test
    void aNameThatCouldCarryAnEscapeOrASpaceIsRefusedWithItsLine() {
        assertThatThrownBy(() -> Roster.parse("Ada\n\u001b[31mMallory\n")).hasMessageStartingWith("line 2: a name is"
                + " letters, digits");
        assertThatThrownBy(() -> Roster.parse("Ada Lovelace\n")).hasMessageStartingWith("line 1: a name is");
        assertThatThrownBy(() -> Roster.parse("x".repeat(33))).hasMessage("line 1: a name has at most 32 letters");
    }

    @Test
    void aCodeTheTeacherChoosesIsLongEnoughAndHasNoSpaces() {
        assertThatThrownBy(() -> Roster.parse("Ada,abc\n")).hasMessageStartingWith("line 1: a code is 6 to 64");
        assertThatThrownBy(() -> Roster.parse("Ada,abc def\n")).hasMessageStartingWith("line 1: a code is 6 to 64");
        assertThatThrownBy(() -> Roster.parse("Ada,abcdef,x\n")).hasMessageStartingWith("line 1: a line is a name, or"
                + " name,code; this one has 3 fields");
    }

    @Test
    void aRosterOfNoOneIsRefused() {
        assertThatThrownBy(() -> Roster.parse("name\n# nobody yet\n")).hasMessageStartingWith("the roster names no"
                + " student");
    }

    @Test
    void aNameIsOneStudentWhateverItsCaseOrHowTheKeyboardComposedIt() {
        assertThat(new StudentName("Ada").key()).isEqualTo("ada");
        assertThat(StudentName.parse("Ce\u0301line")).contains(new StudentName("Céline"));
        assertThat(StudentName.parse("-ada")).isEmpty();
        assertThat(StudentName.parse("")).isEmpty();
        assertThat(StudentName.parse("ada\u0000")).isEmpty();
        assertThat(StudentName.parse("jo.ann_b-2")).isPresent();
    }

    @Test
    void aNameMixingAlphabetsCouldPassForAnotherAndIsRefused() {
        assertThat(StudentName.parse("\u0435ve")).as("a Cyrillic е before Latin ve").isEmpty();
        assertThat(StudentName.problem("\u0435ve")).startsWith("a name's letters are of one alphabet");
        assertThat(StudentName.parse("Зоя")).isPresent();
        assertThat(StudentName.parse("Zoë-2")).isPresent();
    }
}

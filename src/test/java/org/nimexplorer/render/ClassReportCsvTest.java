package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A spreadsheet skips what comes before a formula's sign and reads full-width signs as plain ones, so
 * the formula rule looks past spaces and control characters and folds full-width forms first.
 */
class ClassReportCsvTest {

    @ParameterizedTest
    @ValueSource(strings = {"=1+1", "\n=1+1", " =1+1", "\u00a0=1+1", "\u3000=1+1", "\u200b=1+1", "＝1+1", "＋1", "－1",
            "＠SUM(A1)", "\t1", "\r1", " \t @x"})
    void aCellThatWouldStartAFormulaGetsAQuote(String cell) {
        assertThat(ClassReportCsv.text(cell)).startsWith("'");
    }

    @ParameterizedTest
    @ValueSource(strings = {"Ada Lovelace", "A-2", "P", " 3 = 3", "x=1", "１２"})
    void aCellThatStartsNoFormulaIsLeftAsItIs(String cell) {
        assertThat(ClassReportCsv.text(cell)).isEqualTo(cell);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Bo\u0000b", "\u001b[31mred", "bell\u0007", "\u202eevil"})
    void controlAndFormatCharactersAreShownAsQuestionMarks(String cell) {
        assertThat(ClassReportCsv.text(cell)).doesNotContainPattern("[\\p{Cc}\\p{Cf}]").contains("?");
    }
}

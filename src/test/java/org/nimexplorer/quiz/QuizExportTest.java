package org.nimexplorer.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Rules;

/** The category a course platform files an exported quiz under. */
class QuizExportTest {

    @Test
    void aQuizOnMisereNimIsFiledWithItsRules() {
        Rules misere = new Rules(Play.MISERE, MoveSet.NIM);
        assertThat(misere.note()).isNotEmpty();
        assertThat(QuizExport.of(7, Level.MEDIUM, misere, List.of()).category())
                .isEqualTo("Nim quiz, seed 7, level medium" + misere.note());
    }

    @Test
    void aQuizOnAnotherGameIsFiledUnderItsName() {
        QuizGame kayles = new QuizGame.Sums(GameNotation.heapGame("kayles").orThrow());
        assertThat(QuizExport.of(7, Level.EASY, kayles, List.of()).category())
                .isEqualTo("Quiz on " + kayles.name().orElseThrow() + ", seed 7, level easy");
    }
}

package org.nimexplorer.explain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.HeapOption;
import org.nimexplorer.engine.SumMove;

/**
 * A winning move in a row of pins is read, and listed for a course platform, by the pins counted from
 * either end: a move the worked answer gives as "pins 1-2 (or 7-8) of C" is accepted both ways.
 */
class KnockDownSpellingsTest {

    private static List<String> spellings(FindSumMove q) {
        return q.accept(new Question.Visitor<List<String>>() {
            @Override
            public List<String> outcome(Question question) {
                throw new AssertionError("a move question");
            }

            @Override
            public List<String> move(Question question, List<String> spellings) {
                return spellings;
            }

            @Override
            public List<String> number(WholeNumber question) {
                throw new AssertionError("a move question");
            }

            @Override
            public List<String> choice(Choice question) {
                throw new AssertionError("a move question");
            }

            @Override
            public List<String> written(Question question) {
                throw new AssertionError("a move question");
            }
        });
    }

    @Test
    void pinsCountedFromEitherEndAreBothListedAndBothRight() {
        FindSumMove q = new FindSumMove(GameNotation.sum(List.of("kayles:2", "kayles:1", "kayles:8"), new HeapGame.Nim()).orThrow());
        assertThat(spellings(q)).contains("knock down pins 1-2 of A", "knock down pins 1-2 of C",
                "knock down pins 7-8 of C", "knock down pins 3-4 of C", "knock down pins 5-6 of C");
        for (String s : List.of("knock down pins 7-8 of C", "knock down pins 5-6 of C")) {
            assertThat(Grading.grade(q, s).correct()).as(s).isTrue();
        }
    }

    @Test
    void everyKnockDownOfEveryMoveNamesItsPinsFromBothEnds() {
        GameSum sum = GameNotation.sum(List.of("kayles:7"), new HeapGame.Nim()).orThrow();
        SumMove middle = new SumMove(0, new HeapOption(1, 3, 3));
        assertThat(middle.knockDowns(7)).as("the middle pin is the same from both ends").containsExactly(
                "knock down pin 4 of A");
        SumMove offCentre = new SumMove(0, new HeapOption(2, 1, 4));
        assertThat(offCentre.knockDowns(7)).containsExactly("knock down pins 2-3 of A", "knock down pins 5-6 of A");
        assertThat(offCentre.describe(sum)).isEqualTo("knock down pins 2-3 (or 5-6) of A, leaving rows of 1 and 4");
        assertThat(GameNotation.heapGame("kayles").orThrow().heapWord()).isEqualTo("row");
    }
}

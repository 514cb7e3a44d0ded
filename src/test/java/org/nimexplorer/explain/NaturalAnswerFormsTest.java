package org.nimexplorer.explain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;

/** Answers written the way a learner writes them, from the trial of lessons 12 and 13. */
class NaturalAnswerFormsTest {

    private static final Set<Idea> ALL = EnumSet.allOf(Idea.class);

    private static Verdict judge(Question q, String answer) {
        return q.judge(answer, q.idea(ALL), ALL);
    }

    @Test
    void aNumberAnswerMayBeWrittenAsAnEquation() {
        NimSum q = new NimSum(Position.of(3, 4, 5), Rules.NIM);
        assertThat(judge(q, "3 xor 4 xor 5 = 2").correct()).isTrue();
        assertThat(judge(q, "s = 2.").correct()).isTrue();
        Verdict wrong = judge(q, "3 xor 4 xor 5 = 12");
        assertThat(wrong.counted()).isTrue();
        assertThat(wrong.correct()).isFalse();
        SumValue kayles = new SumValue(GameNotation.sum(List.of("kayles:4"), new HeapGame.Nim())
                .orThrow());
        assertThat(judge(kayles, "g(4) = 1").correct()).isTrue();
    }

    @Test
    void anOutcomeMayBeASentence() {
        PorN q = new PorN(Position.of(1, 2, 3), Rules.NIM);
        for (String answer : List.of("P", "p", "P-position", "it is a P-position.", "It's a P position", "p position")) {
            assertThat(judge(q, answer).correct()).as(answer).isTrue();
        }
        assertThat(judge(q, "it is an N-position").correct()).isFalse();
        assertThat(judge(q, "it is an N-position").counted()).isTrue();
        assertThat(judge(q, "maybe").counted()).isFalse();
    }
}

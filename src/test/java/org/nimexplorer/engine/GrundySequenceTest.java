package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.constraints.UniqueElements;
import org.junit.jupiter.api.Test;

class GrundySequenceTest {

    private static MoveSet.Subtraction set(String text) {
        return (MoveSet.Subtraction) MoveSet.parse(text).orThrow();
    }

    @Test
    void takesOneToKGiveNModKPlusOne() {
        for (int k = 1; k <= 12; k++) {
            MoveSet.Subtraction s = set("1-" + k);
            int[] mex = GrundySequence.byMex(s, 500);
            for (int n = 0; n < mex.length; n++) {
                assertThat(Engine.grundy(n, s)).isEqualTo(n % (k + 1));
                assertThat(GrundySequence.of(s).valueOf(n)).isEqualTo(mex[n]);
            }
        }
    }

    @Property(tries = 200)
    void thePeriodicFormReproducesTheMexSequence(
            @ForAll @Size(min = 1, max = 5) @UniqueElements List<@IntRange(min = 1, max = 30) Integer> takes) {
        MoveSet.Subtraction s = new MoveSet.Subtraction(takes.stream().mapToInt(Integer::intValue).toArray());
        GrundySequence g = GrundySequence.of(s);
        int[] mex = GrundySequence.byMex(s, g.preperiod() + 3 * g.period() + 200);
        for (int n = 0; n < mex.length; n++) {
            assertThat(g.valueOf(n)).as("g(%d) for %s", n, s.notation()).isEqualTo(mex[n]);
        }
    }

    @Test
    void hugeHeapsAnswerThroughThePeriod() {
        MoveSet.Subtraction s = set("1,3,4");
        GrundySequence g = GrundySequence.of(s);
        assertThat(g.period()).isEqualTo(7);
        long huge = Long.MAX_VALUE - 3;
        assertThat(g.valueOf(huge)).isEqualTo(g.valueOf(g.preperiod() + (huge - g.preperiod()) % g.period()));
    }
}

package org.nimexplorer.explain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.function.LongPredicate;
import org.junit.jupiter.api.Test;

/**
 * A learner's move rule read and applied, against this test's own reading of the rule's words: the
 * heap the pick chooses among those whose size meets the condition, the new size computed here.
 */
class MoveRuleTest {

    private static MoveRule rule(String text, int heaps) {
        return MoveRule.parse(text, heaps).orThrow();
    }

    private static long xor(long[] p) {
        long s = 0;
        for (long h : p) {
            s ^= h;
        }
        return s;
    }

    /** The heap the pick chooses among those meeting the condition, or -1: the first of equal sizes. */
    private static int chosen(MoveRule.Pick pick, long[] p, LongPredicate condition) {
        int best = -1;
        for (int i = 0; i < p.length; i++) {
            if (!condition.test(p[i])) {
                continue;
            }
            if (best < 0 || pick == MoveRule.Pick.LAST || pick == MoveRule.Pick.LARGEST && p[i] > p[best]
                    || pick == MoveRule.Pick.SMALLEST && p[i] < p[best]) {
                best = i;
            }
        }
        return best;
    }

    @Test
    void eachPickChoosesItsHeapAmongThoseMeetingTheCondition() {
        for (MoveRule.Pick pick : List.of(MoveRule.Pick.FIRST, MoveRule.Pick.LAST, MoveRule.Pick.LARGEST,
                MoveRule.Pick.SMALLEST)) {
            MoveRule r = rule(pick.word() + " y with y > 1 and y != 4 to y - 2", 3);
            assertThat(r.pick()).isEqualTo(pick);
            assertThat(r.letter()).isEqualTo('y');
            assertThat(r.condition()).isEqualTo("y > 1 and y != 4");
            assertThat(r.newSize()).isEqualTo("y - 2");
            for (long[] p : Boxes.all(3, 5)) {
                int heap = chosen(pick, p, x -> x > 1 && x != 4);
                MoveRule.Outcome said = r.at(p);
                if (heap < 0) {
                    assertThat(said).isEqualTo(new MoveRule.NoHeap());
                } else {
                    assertThat(said).as("%s at %s", pick, java.util.Arrays.toString(p))
                            .isEqualTo(new MoveRule.Names(heap, p[heap] - 2));
                }
            }
        }
    }

    @Test
    void theNimSumAndTheOtherHeapsMayBeUsedInTheNewSize() {
        MoveRule r = rule("largest x with x xor s < x to x xor s", 3);
        for (long[] p : Boxes.all(3, 6)) {
            long s = xor(p);
            int heap = chosen(MoveRule.Pick.LARGEST, p, x -> (x ^ s) < x);
            assertThat(r.at(p)).isEqualTo(heap < 0 ? new MoveRule.NoHeap() : new MoveRule.Names(heap, p[heap] ^ s));
        }
    }

    @Test
    void aNamedRuleMovesItsHeapWhateverTheSize() {
        MoveRule r = rule("b to a xor c", 3);
        assertThat(r.pick()).isEqualTo(MoveRule.Pick.NAMED);
        assertThat(r.letter()).isEqualTo('b');
        assertThat(r.condition()).isEmpty();
        assertThat(r.newSize()).isEqualTo("a xor c");
        assertThat(r.text()).isEqualTo("b to a xor c");
        for (long[] p : Boxes.all(3, 4)) {
            assertThat(r.at(p)).isEqualTo(new MoveRule.Names(1, p[0] ^ p[2]));
        }
    }

    @Test
    void aNumberedRuleMovesTheHeapOfThatNumberAndSaysWhenThereIsNone() {
        MoveRule r = rule("heap s to x - 1", 3);
        assertThat(r.pick()).isEqualTo(MoveRule.Pick.NUMBERED);
        assertThat(r.letter()).isEqualTo(MoveRule.CHOSEN);
        assertThat(r.condition()).isEmpty();
        assertThat(r.newSize()).isEqualTo("x - 1");
        for (long[] p : Boxes.all(3, 4)) {
            long n = xor(p);
            MoveRule.Outcome expected = n >= 1 && n <= 3 ? new MoveRule.Names((int) n - 1, p[(int) n - 1] - 1)
                    : new MoveRule.NoSuchHeap(n);
            assertThat(r.at(p)).isEqualTo(expected);
        }
    }

    @Test
    void arithmeticThatFailsIsReportedInWords() {
        MoveRule r = rule("c to a / b", 3);
        assertThat(r.at(new long[] {4, 0, 1})).isEqualTo(new MoveRule.CannotCompute("a division by zero"));
        assertThat(r.at(new long[] {4, 2, 1})).isEqualTo(new MoveRule.Names(2, 2));
    }

    @Test
    void eachPickHasTheWordItIsWrittenWith() {
        assertThat(MoveRule.Pick.FIRST.word()).isEqualTo("first");
        assertThat(MoveRule.Pick.LAST.word()).isEqualTo("last");
        assertThat(MoveRule.Pick.LARGEST.word()).isEqualTo("largest");
        assertThat(MoveRule.Pick.SMALLEST.word()).isEqualTo("smallest");
        assertThat(MoveRule.Pick.NAMED.word()).isEmpty();
        assertThat(MoveRule.Pick.NUMBERED.word()).isEqualTo("heap");
    }

    @Test
    void aRuleThatCannotBeReadSaysWhy() {
        assertThat(MoveRule.parse(null, 3).problemOrNull()).isEqualTo("the rule is empty: write one like"
                + " \"first x with x > 0 to x - 1\"");
        String longRule = "a to " + "a + ".repeat(Claim.MAX_LENGTH / 4) + "0";
        assertThat(MoveRule.parse(longRule, 3).problemOrNull()).isEqualTo("the rule is " + longRule.length()
                + " characters long; the limit is " + Claim.MAX_LENGTH);
        String atLimit = "a to " + "0".repeat(Claim.MAX_LENGTH - 5);
        assertThat(MoveRule.parse(atLimit, 3).isOk()).as("a rule of exactly the limit is read").isTrue();
        assertThat(MoveRule.parse("d to 0", 3).problemOrNull()).isEqualTo("the rule moves heap 'd', but with 3 heaps"
                + " they are a to c");
        assertThat(MoveRule.parse("b to 0", 1).problemOrNull()).isEqualTo("the rule moves heap 'b', but with 1 heap"
                + " there is only a");
        assertThat(MoveRule.parse("first b with b > 0 to 0", 3).problemOrNull()).isEqualTo("the rule calls its chosen"
                + " heap 'b', but b is heap B: choose a letter of its own, as in 'first x with ...'");
        assertThat(MoveRule.parse("last s with s > 0 to 0", 3).problemOrNull()).isEqualTo("the rule calls its chosen"
                + " heap 's', but s is the nim-sum: choose a letter of its own, as in 'first x with ...'");
        assertThat(MoveRule.parse("first d with d > 0 to 0", 3).isOk()).as("d is no heap of three").isTrue();
        assertThat(MoveRule.parse("LARGEST Heap with x > 0 to 0", 3).problemOrNull()).startsWith("after 'largest'"
                + " the rule names the chosen heap with one letter, not 'Heap'");
    }
}

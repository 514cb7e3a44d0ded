package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The small readers and writers the engine shares: numbers, positions, heap labels, the echo of a
 * hostile line, rule names and refusals, each at the edge where it changes its answer.
 */
class TextAndParsingEdgesTest {

    @Test
    void aNumberIsReadWithAPlusSignAndRefusedWithAMinusSign() {
        assertThat(Numbers.parseNonNegative(" +7 ", "heap size").orThrow()).isEqualTo(7);
        assertThat(Numbers.parseNonNegative("9223372036854775807", "heap size").orThrow()).isEqualTo(Long.MAX_VALUE);
        assertThat(Numbers.parseNonNegative("9223372036854775808", "heap size").problemOrNull())
                .startsWith("heap size '9223372036854775808' is too large: write ");
        assertThat(Numbers.parseNonNegative("-3", "heap size").problemOrNull()).startsWith("heap size '-3' is negative: ");
        assertThat(Numbers.parseNonNegative("-00", "heap size").problemOrNull())
                .startsWith("heap size '-00' has a minus sign: ");
        assertThat(Numbers.parseNonNegative("-", "heap size").problemOrNull()).startsWith("'-' is not a heap size: ");
        assertThat(Numbers.parseNonNegative("+", "heap size").problemOrNull()).startsWith("'+' is not a heap size: ");
        assertThat(Numbers.parseNonNegative("-3a", "heap size").problemOrNull()).startsWith("'-3a' is not a heap size: ");
        assertThat(Numbers.parseNonNegative("3/", "heap size").problemOrNull()).startsWith("'3/' is not a heap size: ");
        assertThat(Numbers.parseNonNegative("3:", "heap size").problemOrNull()).startsWith("'3:' is not a heap size: ");
        assertThat(Numbers.parseNonNegative("0", "heap size").orThrow()).isZero();
        assertThat(Numbers.parseNonNegative("9", "heap size").orThrow()).isEqualTo(9);
    }

    @Test
    void aPositionIsReadFromSpacesOrCommasAndAMissingSizeIsNamed() {
        assertThat(PositionParser.parse(List.of("3,4", "5")).orThrow()).isEqualTo(Position.of(3, 4, 5));
        assertThat(PositionParser.parse(List.of("3,", "4,5")).orThrow()).isEqualTo(Position.of(3, 4, 5));
        assertThat(PositionParser.parse(List.of("3", ",4")).orThrow()).isEqualTo(Position.of(3, 4));
        assertThat(PositionParser.parse(List.of("1 2 3 4 5 6 7 8 9")).orThrow()).isEqualTo(Position.of(1, 2, 3, 4, 5, 6, 7, 8, 9));
        assertThat(PositionParser.parse(List.of("1", "2", "3", "4", "5")).orThrow()).isEqualTo(Position.of(1, 2, 3, 4, 5));
        assertThat(PositionParser.parse(List.of("3,,4")).problemOrNull())
                .isEqualTo("a heap size is missing before a comma in '3,,4': write heap sizes like 3 4 5 or 3,4,5");
        assertThat(PositionParser.parse(List.of(",3")).problemOrNull()).startsWith("a heap size is missing before a comma");
        assertThat(PositionParser.parse(List.of("3,", ",4")).problemOrNull()).startsWith("a heap size is missing");
        assertThat(PositionParser.parse(List.of("3", "x")).problemOrNull()).startsWith("'x' is not a heap size");
        assertThat(PositionParser.parse(List.of(" ", "")).problemOrNull()).startsWith("no heaps given");
        assertThat(PositionParser.parse(List.of()).problemOrNull()).startsWith("no heaps given");
    }

    @Test
    void everyHeapLabelIsReadBackAsItsIndex() {
        for (int i = 0; i < 20_000; i++) {
            assertThat(HeapLabels.indexOf(HeapLabels.of(i))).hasValue(i);
        }
        assertThat(HeapLabels.of(0)).isEqualTo("A");
        assertThat(HeapLabels.of(25)).isEqualTo("Z");
        assertThat(HeapLabels.of(26)).isEqualTo("AA");
        assertThat(HeapLabels.indexOf("b")).hasValue(1);
        assertThat(HeapLabels.indexOf("ZZZZZZ")).hasValue(321_272_405);
        assertThat(HeapLabels.indexOf("AAAAAAA")).isEmpty();
        assertThat(HeapLabels.indexOf("")).isEmpty();
        assertThat(HeapLabels.indexOf("A1")).isEmpty();
        assertThat(HeapLabels.indexOf("@")).isEmpty();
        assertThat(HeapLabels.indexOf("[")).isEmpty();
    }

    @Test
    void aHeapIsNamedByLetterOrByNumberFromOne() {
        Position three = Position.of(1, 2, 3);
        assertThat(MoveParser.heapIndex("3", three).orThrow()).isEqualTo(2);
        assertThat(MoveParser.heapIndex("4", three).problemOrNull()).isEqualTo("there is no heap 4: this position has heaps A to C");
        assertThat(MoveParser.heapIndex("0", three).problemOrNull()).startsWith("heaps are numbered from 1");
        assertThat(MoveParser.heapIndex("123456789", three).problemOrNull()).startsWith("there is no heap 123456789");
        assertThat(MoveParser.heapIndex("1234567890", three).problemOrNull()).startsWith("there is no heap 1234567890");
        assertThat(MoveParser.heapIndex("c", three).orThrow()).isEqualTo(2);
        assertThat(MoveParser.heapIndex("d", three).problemOrNull()).isEqualTo("there is no heap D: this position has heaps A to C");
        assertThat(MoveParser.heapIndex("b", Position.of(4)).problemOrNull()).isEqualTo("there is no heap B: this position has one heap, A");
        assertThat(MoveParser.heapIndex("abcdefgh", three).problemOrNull()).startsWith("there is no heap ABCDEFGH");
        assertThat(MoveParser.heapIndex("a?", three).problemOrNull()).startsWith("'a?' is not a heap");
        assertThat(MoveParser.parse("A=0", Position.of(0, 1), Rules.NIM).problemOrNull())
                .isEqualTo("A=0 does not make heap A smaller: it has 0 and cannot shrink");
        assertThat(MoveParser.parse("B=1", Position.of(0, 1), Rules.NIM).problemOrNull())
                .isEqualTo("B=1 does not make heap B smaller: it has 1, so write B=0 to B=0");
    }

    @Test
    void anEchoIsCutAtItsLimitAndControlCharactersAreShownAsQuestionMarks() {
        assertThat(Text.clip("x".repeat(24))).isEqualTo("x".repeat(24));
        assertThat(Text.clip("x".repeat(25))).isEqualTo("x".repeat(24) + "...");
        assertThat(Text.clip("a\u001b[2Jb\u200bc")).isEqualTo("a?[2Jb?c");
        assertThat(Text.oneLine("y".repeat(300))).isEqualTo("y".repeat(300));
        assertThat(Text.oneLine("y".repeat(301))).isEqualTo("y".repeat(300) + "...");
        assertThat(Text.oneLine("line\none\u200e")).isEqualTo("line?one?");
    }

    @Test
    void rulesAreNamedShortlyAfterAPositionAndInFullInADescription() {
        Rules misereTake = new Rules(Play.MISERE, MoveSet.parse("1-3").orThrow());
        assertThat(Rules.NIM.note()).isEmpty();
        assertThat(new Rules(Play.MISERE, MoveSet.NIM).note()).isEqualTo(" (misère)");
        assertThat(new Rules(Play.NORMAL, MoveSet.parse("1,3,4").orThrow()).note()).isEqualTo(" (take 1,3,4)");
        assertThat(misereTake.note()).isEqualTo(" (misère, take 1-3)");
        assertThat(Rules.NIM.describe()).isEqualTo("normal play (the last move wins), any number from one heap");
        assertThat(misereTake.describe()).isEqualTo("misère play (the last move loses), take 1, 2 or 3 from one heap");
        assertThat(Play.NORMAL.json()).isEqualTo("normal");
        assertThat(Play.MISERE.json()).isEqualTo("misere");
    }

    @Test
    void anIllegalMoveIsToldWhatWouldBeAccepted() {
        Position p = Position.of(0, 1, 5);
        Rules takes = new Rules(Play.NORMAL, MoveSet.parse("2,3").orThrow());
        assertThat(Rules.NIM.whyIllegal(p, 3, 1)).contains("there is no heap D: this position has heaps A to C");
        assertThat(Rules.NIM.whyIllegal(p, -1, 1)).contains("there is no heap A: this position has heaps A to C");
        assertThat(Rules.NIM.whyIllegal(Position.of(4), 1, 1)).contains("there is no heap B: this position has one heap, A");
        assertThat(Rules.NIM.whyIllegal(p, 0, 1)).contains("heap A is empty: choose a heap that still has objects");
        assertThat(Rules.NIM.whyIllegal(p, 1, 0)).contains("a move must take at least one object");
        assertThat(Rules.NIM.whyIllegal(p, 1, 2)).contains("heap B has only 1: take 1 from B");
        assertThat(Rules.NIM.whyIllegal(p, 2, 6)).contains("heap C has only 5: take 1 to 5 from C");
        assertThat(Rules.NIM.whyIllegal(p, 2, 5)).isEmpty();
        assertThat(takes.whyIllegal(p, 2, 1)).contains("taking 1 is not allowed in this game: take 2 or 3 from C");
        assertThat(takes.whyIllegal(p, 1, 1)).contains("taking 1 is not allowed in this game: no take fits from B");
        assertThat(takes.whyIllegal(Position.of(2), 0, 1)).contains("taking 1 is not allowed in this game: take 2 from A");
    }

    @Test
    void aSubtractionSetAllowsExactlyItsTakes() {
        MoveSet.Subtraction set = (MoveSet.Subtraction) MoveSet.parse("1,3,1000").orThrow();
        assertThat(set.allows(1000)).isTrue();
        assertThat(set.allows(1001)).isFalse();
        assertThat(set.allows(0)).isFalse();
        assertThat(set.allows(2)).isFalse();
        assertThat(set.allows(1L << 32 | 3)).isFalse();
        assertThat(MoveSet.NIM.allows(1)).isTrue();
        assertThat(MoveSet.NIM.allows(0)).isFalse();
        assertThat(MoveSet.NIM.describe()).isEqualTo("any number from one heap");
        assertThat(set.describe()).isEqualTo("take 1, 3 or 1000 from one heap");
        assertThat(((MoveSet.Subtraction) MoveSet.parse("4").orThrow()).listTakes()).isEqualTo("4");
        assertThat(((MoveSet.Subtraction) MoveSet.parse("1").orThrow()).notation()).isEqualTo("1");
        assertThat(((MoveSet.Subtraction) MoveSet.parse("1-2").orThrow()).notation()).isEqualTo("1-2");
        assertThat(((MoveSet.Subtraction) MoveSet.parse("2-3").orThrow()).notation()).isEqualTo("2,3");
        assertThat(set.toString()).isEqualTo("Subtraction{1,3,1000}");
    }

    @Test
    void subtractionSetsAreEqualByTheirTakesAndRefuseBadOnes() {
        MoveSet a = MoveSet.parse("3,1").orThrow();
        MoveSet b = new MoveSet.Subtraction(new int[] {1, 3});
        assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);
        assertThat(a).isNotEqualTo(MoveSet.parse("1,4").orThrow()).isNotEqualTo(MoveSet.NIM);
        assertThat(a.hashCode()).isNotEqualTo(MoveSet.parse("1,4").orThrow().hashCode());
        assertThat(new MoveSet.Subtraction(new int[] {1000}).largest()).isEqualTo(1000);
        assertThatThrownBy(() -> new MoveSet.Subtraction(new int[] {1001})).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new MoveSet.Subtraction(new int[] {0, 1})).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new MoveSet.Subtraction(new int[] {})).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new MoveSet.Subtraction(new int[] {2, 1, 2})).hasMessage("duplicate take 2");
    }

    @Test
    void movesPositionsAndResultsKeepTheirPromises() {
        assertThat(new Move(0, 1).take()).isEqualTo(1);
        assertThatThrownBy(() -> new Move(0, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Move(-1, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThat(Position.of(Long.MAX_VALUE, 1).total()).isEqualTo(Long.MAX_VALUE);
        assertThat(Position.of(Long.MAX_VALUE - 1, 1).total()).isEqualTo(Long.MAX_VALUE);
        assertThat(Position.of(Long.MAX_VALUE, 0).total()).isEqualTo(Long.MAX_VALUE);
        assertThat(Position.of(3, 4).total()).isEqualTo(7);
        assertThatThrownBy(() -> Position.of(3, -1)).isInstanceOf(IllegalArgumentException.class);
        assertThat(Position.of(0).heap(0)).isZero();
        Result<Integer> bound = Result.outOfBounds(new Bound(Bound.Name.DEPTH, 0, Bound.NO_MOST, -1));
        assertThat(bound.map(x -> x + 1)).isEqualTo(Result.outOfBounds(new Bound(Bound.Name.DEPTH, 0, Bound.NO_MOST, -1)));
        assertThat(bound.mapProblem(p -> "depth: " + p).problemOrNull()).isEqualTo("depth: the depth must be at least 0, not -1");
        assertThat(Result.ok(1).mapProblem(p -> "never")).isEqualTo(Result.ok(1));
        assertThat(Result.<Integer>problem("no").map(x -> x + 1)).isEqualTo(Result.problem("no"));
        assertThat(new Bound(Bound.Name.HEAPS, 1, 12, 0).range()).isEqualTo("from 1 to 12");
    }
}

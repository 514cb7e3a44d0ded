package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MoveParserTest {

    private static final Position P345 = Position.of(3, 4, 5);
    private static final Rules SUB13 = new Rules(Play.NORMAL, MoveSet.parse("1-3").orThrow());

    private static Result<Move> parse(String text) {
        return MoveParser.parse(text, P345, Rules.NIM);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "take 2 from A | 0 | 2", "TAKE 2 FROM a | 0 | 2", "  take 2 from heap B  | 1 | 2", "take 3 from 3 | 2 | 3",
        "A-2 | 0 | 2", "a - 2 | 0 | 2", "c-5 | 2 | 5", "A=1 | 0 | 2", "b = 0 | 1 | 4", "A to 1 | 0 | 2",
        "c TO 4 | 2 | 1", "1-2 | 0 | 2", "2=3 | 1 | 1"})
    void everyNotationReadsTheSameMove(String text, int heap, long take) {
        assertThat(parse(text).orThrow()).isEqualTo(new Move(heap, take));
    }

    @Test
    void everySpellingOfEveryMoveReadsBackAsThatMoveAndNoOther() {
        for (Position p : new Position[] {P345, Position.of(7), Position.of(1, 0, 12, 9, 30)}) {
            for (Move m : Rules.NIM.legalMoves(p)) {
                List<String> spellings = MoveParser.spellings(m, p);
                assertThat(spellings.get(0)).isEqualTo(m.shortForm());
                assertThat(spellings).doesNotHaveDuplicates().hasSize(p.size() == 1 ? 16 : 14);
                for (String s : spellings) {
                    assertThat(MoveParser.parse(s, p, Rules.NIM).orThrow()).as(s).isEqualTo(m);
                    assertThat(MoveParser.parse(s.toUpperCase(Locale.ROOT), p, Rules.NIM).orThrow()).as(s)
                            .isEqualTo(m);
                }
            }
        }
    }

    @Test
    void takeWithoutAHeapTakesFromTheOnlyHeap() {
        assertThat(MoveParser.parse("take 3", Position.of(21), SUB13).orThrow()).isEqualTo(new Move(0, 3));
        assertThat(MoveParser.parse("TAKE 2 ", Position.of(5), Rules.NIM).orThrow()).isEqualTo(new Move(0, 2));
        assertThat(MoveParser.parse("take 4", Position.of(21), SUB13).problemOrNull())
                .isEqualTo("taking 4 is not allowed in this game: take 1, 2 or 3 from A");
    }

    @Test
    void noMessageBuildsAPluralByAddingAnS() {
        for (String text : new String[] {"take x from A", "take 2x from A", "take -1 from A", "take one from A",
            "take 99999999999999999999 from A", "A=x", "A=-1"}) {
            assertThat(parse(text).problemOrNull()).as(text).doesNotContainPattern("(take|size)s\\b");
        }
    }

    @Test
    void aBareNumberTakesFromTheOnlyHeap() {
        assertThat(MoveParser.parse(" 3 ", Position.of(21), SUB13).orThrow()).isEqualTo(new Move(0, 3));
        assertThat(MoveParser.parse("3", P345, Rules.NIM).problemOrNull()).contains("only when there is one heap")
                .contains("take 3 from A");
    }

    /** Every move a refusal suggests is itself read as a legal move: '0' is never told to write 'A-0'. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"0", "4", "5", "6", "-2", "take 0", "take 5", "take 9"})
    void aBareNumberOnSeveralHeapsIsShownALegalMove(String text) {
        Position p = Position.of(3, 0, 5);
        String problem = MoveParser.parse(text, p, Rules.NIM).problemOrNull();
        Matcher suggested = Pattern.compile("'((?:take [0-9]+ from [A-Z])|[A-Z]-[0-9]+)'").matcher(problem);
        assertThat(suggested.find()).as(problem).isTrue();
        do {
            assertThat(MoveParser.parse(suggested.group(1), p, Rules.NIM).isOk()).as(problem).isTrue();
        } while (suggested.find());
        assertThat(MoveParser.parse("0", p, Rules.NIM).problemOrNull()).isEqualTo("a bare number means 'take that"
                + " many' only when there is one heap; this position has 3: no heap can give 0 (a move must take at least"
                + " one object); a move is written as in 'take 1 from A' or 'A-1'");
        assertThat(MoveParser.parse("5", p, Rules.NIM).problemOrNull()).endsWith("as in 'take 5 from C' or 'C-5'");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "'' | no move given",
        "hello | cannot read 'hello' as a move",
        "take 0 from A | at least one object",
        "take 4 from A | heap A has only 3: take 1 to 3 from A",
        "take 2 from D | there is no heap D: this position has heaps A to C",
        "take 2 from 0 | numbered from 1",
        "take 2 from 9 | there is no heap 9",
        "take -2 from A | cannot take a negative amount (-2): take at least 1, like 'take 1 from A'",
        "A--1 | cannot take a negative amount (-1)",
        "take 99999999999999999999 from A | is too large",
        "A=3 | does not make heap A smaller: it has 3, so write A=0 to A=2",
        "A=7 | does not make heap A smaller",
        "take one from A | 'one' is not a number: write the amount in digits, like 'take 1 from A'",
        "A-two | 'two' is not a number: write the amount in digits",
        "take 2x from A | '2x' is not a number to take: write it in digits, like 7",
        "take 3 | say which heap, as in 'take 3 from A'",
        "take one | 'one' is not a number: write the amount in digits",
        "take 2 from A! | 'a!' is not a heap"})
    void everyMistakeGetsItsOwnMessage(String text, String expected) {
        assertThat(parse(text).problemOrNull()).contains(expected);
    }

    @Test
    void subtractionGamesNameTheAllowedTakes() {
        assertThat(MoveParser.parse("take 5 from A", Position.of(21), SUB13).problemOrNull())
                .isEqualTo("taking 5 is not allowed in this game: take 1, 2 or 3 from A");
        assertThat(MoveParser.parse("A-3", Position.of(2), SUB13).problemOrNull())
                .isEqualTo("heap A has only 2: take 1 or 2 from A");
    }

    @Test
    void emptyHeapsCannotBeTakenFrom() {
        assertThat(MoveParser.parse("B-1", Position.of(3, 0), Rules.NIM).problemOrNull())
                .contains("heap B is empty");
    }

    @Provide
    Arbitrary<String> hostile() {
        return Arbitraries.oneOf(
                Arbitraries.strings().ofMaxLength(200),
                Arbitraries.strings().withChars("takefromABC0123456789 -=to\t\u001b[;\u0000").ofMaxLength(40),
                Arbitraries.of("take", "from", "A", "-", "=", "to", " ", "999999999999999999999", "0", "-1", "zz",
                        "heap").list().ofMaxSize(8).map(words -> String.join(" ", words)));
    }

    @Property(tries = 3000)
    void noInputEverEscapesAsAnExceptionOrEchoesControlCharacters(@ForAll("hostile") String text) {
        Result<Move> r = MoveParser.parse(text, P345, Rules.NIM);
        if (r.isOk()) {
            Move m = r.orThrow();
            assertThat(Rules.NIM.whyIllegal(P345, m.heap(), m.take())).isEmpty();
        } else {
            assertThat(r.problemOrNull()).isNotBlank().doesNotContain("\u001b").doesNotContain("\u0000")
                    .doesNotContain("\n");
        }
    }

    @Property
    void everyLegalMoveRoundTripsThroughBothNotations(@ForAll("smallPositions") Position p) {
        for (Move m : Rules.NIM.legalMoves(p)) {
            assertThat(MoveParser.parse(m.describe(), p, Rules.NIM).orThrow()).isEqualTo(m);
            assertThat(MoveParser.parse(m.shortForm(), p, Rules.NIM).orThrow()).isEqualTo(m);
            assertThat(MoveParser.parse(HeapLabels.of(m.heap()) + "=" + m.leavesHeapAt(p), p, Rules.NIM).orThrow())
                    .isEqualTo(m);
        }
    }

    @Provide
    Arbitrary<Position> smallPositions() {
        return Arbitraries.longs().between(0, 9).array(long[].class).ofMinSize(1).ofMaxSize(30).map(Position::new);
    }

    @Test
    void heapLabelsGoPastZ() {
        assertThat(HeapLabels.of(0)).isEqualTo("A");
        assertThat(HeapLabels.of(25)).isEqualTo("Z");
        assertThat(HeapLabels.of(26)).isEqualTo("AA");
        for (int i = 0; i < 20_000; i++) {
            assertThat(HeapLabels.indexOf(HeapLabels.of(i))).hasValue(i);
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"1-3|1,2,3", "1,3,4|1,3,4", " 1-3 , 6 |1,2,3,6", "4,1|1,4"})
    void subtractionSetsParse(String text, String takes) {
        int[] expected = java.util.Arrays.stream(takes.split(",")).mapToInt(Integer::parseInt).toArray();
        assertThat(((MoveSet.Subtraction) MoveSet.parse(text).orThrow()).takes()).containsExactly(expected);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"''|empty", "0|not a take", "3-1|runs backwards", "1-|not a take",
        "a,b|not a take", "1-3-5|cannot read", "5000|not a take", "1,,2|cannot read"})
    void badSubtractionSetsAreExplained(String text, String expected) {
        assertThat(MoveSet.parse(text).problemOrNull()).contains(expected);
    }

    @Test
    void positionsParseAndRefuseWhatIsNotAHeap() {
        assertThat(PositionParser.parse(java.util.List.of("3", "4,5")).orThrow()).isEqualTo(P345);
        assertThat(PositionParser.parse(java.util.List.of("9223372036854775807")).orThrow().heap(0))
                .isEqualTo(Long.MAX_VALUE);
        assertThat(PositionParser.parse(java.util.List.of("9223372036854775808")).problemOrNull())
                .contains("too large").contains("9223372036854775807");
        assertThat(PositionParser.parse(java.util.List.of("3", "x")).problemOrNull()).contains("'x' is not a heap size");
        assertThat(PositionParser.parse(java.util.List.of()).problemOrNull()).contains("no heaps given");
    }
}

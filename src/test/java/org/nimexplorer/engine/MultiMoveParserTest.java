package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MultiMoveParserTest {

    private static final Position P3456 = Position.of(3, 4, 5, 6);
    private static final MooreNim K2 = new MooreNim(2);

    private static Result<MultiMove> parse(String text) {
        return MultiMoveParser.parse(text, P3456, K2);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "A-2 C-3", "a - 2 c - 3", "A-2, C-3", "A-2 and C-3", "C-3 A-2", "A=1 C=2", "a = 1 and c = 2",
        "A to 1, C to 2", "A-2 C=2", "1-2 3-3", "take 2 from A and 3 from C", "TAKE 2 FROM A AND 3 FROM C",
        "take 2 from A, take 3 from heap C", "  take 3 from C and 2 from 1  ", "take 2 from A and C-3"})
    void everyNotationReadsTheSameMove(String text) {
        assertThat(parse(text).orThrow()).as(text).isEqualTo(MultiMove.between(P3456, Position.of(1, 4, 2, 6)));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "'' | no move given: write a move as 'A-2 C-3' (take 2 from A and 3 from C), 'A=1 C=0' (leave 1 in A and 0 in C)"
            + " or 'take 2 from A and 3 from C'",
        "hello | cannot read 'hello' as a move: write a move as 'A-2 C-3'",
        "A-2 hello | cannot read 'a-2 hello' as a move",
        "A-1 B-1 C-1 | this move lowers 3 heaps, but with k = 2 a move lowers 1 or 2 heaps: leave out one",
        "A-1 A-1 | heap A is named twice: name each heap once, with all that it loses",
        "A-1 1=0 | heap A is named twice",
        "A-1 E-1 | there is no heap E: this position has heaps A to D",
        "A-1 5-1 | there is no heap 5: this position has heaps A to D",
        "A-4 | heap A has only 3: take 1 to 3 from A",
        "take 2 from A and 9 from B | heap B has only 4: take 1 to 4 from B",
        "A-0 C-1 | a move must take at least one object",
        "A-1 C--1 | cannot take a negative amount (-1): take at least 1, like 'take 1 from A'",
        "A-two | 'two' is not a number: write the amount in digits",
        "A=3 | A=3 does not make heap A smaller: it has 3, so write A=0 to A=2",
        "A=x | 'x' is not a new heap size: write it in digits, like 7",
        "A-1, , C-1 | a part of the move is missing between commas or 'and'",
        "take 2 from A and | a part of the move is missing"})
    void everyMistakeGetsItsOwnMessage(String text, String expected) {
        assertThat(parse(text).problemOrNull()).as(text).contains(expected);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"take 1 from B and C", "take 1 from b, c", "1 from B and C",
        "take 1 from both B and C", "take 1 from each of B and C", "take 1 each from B and C", "take 1 from heaps B and C"})
    void oneAmountFromSeveralHeapsIsTakenFromEach(String text) {
        assertThat(parse(text).orThrow()).as(text).isEqualTo(MultiMove.between(P3456, Position.of(3, 3, 4, 6)));
        assertThat(parse("take 1 from A, B and C").problemOrNull()).contains("this move lowers 3 heaps");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"B-1 | heap B is empty: choose a heap that still has objects",
        "B=0 | B=0 does not make heap B smaller: it has 0 and cannot shrink"})
    void anEmptyHeapCannotBeLowered(String text, String expected) {
        assertThat(MultiMoveParser.parse(text, Position.of(3, 0), K2).problemOrNull()).isEqualTo(expected);
    }

    @Provide
    Arbitrary<Position> smallPosition() {
        return Arbitraries.longs().between(0, 4).array(long[].class).ofMinSize(1).ofMaxSize(4).map(Position::new);
    }

    @Property(tries = 100)
    void everyLegalMoveReadsBackFromEachOfItsNotations(@ForAll("smallPosition") Position p,
                                                       @ForAll @IntRange(min = 1, max = 3) int k) {
        MooreNim game = new MooreNim(k);
        for (MultiMove m : game.legalMoves(p)) {
            for (String text : new String[] {m.describe(), m.shortForm(), m.leavesForm()}) {
                assertThat(MultiMoveParser.parse(text, p, game).orThrow()).as(text).isEqualTo(m);
                assertThat(MultiMoveParser.parse(text.toUpperCase(Locale.ROOT), p, game).orThrow()).as(text)
                        .isEqualTo(m);
            }
        }
    }

    @Provide
    Arbitrary<String> hostile() {
        return Arbitraries.oneOf(
                Arbitraries.strings().ofMaxLength(200),
                Arbitraries.strings().withChars("takefromandABC0123456789 ,-=to\t\u001b[;\u0000").ofMaxLength(40),
                Arbitraries.of("take", "from", "and", ",", "A", "B", "-", "=", "to", " ", "999999999999999999999",
                        "0", "-1", "2", "zz", "heap").list().ofMaxSize(10).map(words -> String.join(" ", words)));
    }

    @Property
    void noInputEverEscapesAsAnExceptionOrEchoesControlCharacters(@ForAll("hostile") String text) {
        Result<MultiMove> r = parse(text);
        if (r.isOk()) {
            assertThat(K2.whyIllegal(P3456, r.orThrow())).isEmpty();
        } else {
            assertThat(r.problemOrNull()).isNotBlank().doesNotContain("\u001b").doesNotContain("\u0000")
                    .doesNotContain("\n");
        }
    }
}

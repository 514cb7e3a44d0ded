package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class StairMoveParserTest {

    private static final Position STAIRS = Position.of(2, 0, 4, 1);

    private static Result<StairMove> parse(String text) {
        return StairMoveParser.parse(text, STAIRS);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "S3-2 | 3 | 2", "s3 - 2 | 3 | 2", "step 3 - 2 | 3 | 2", "S3=1 | 3 | 3", "step3 = 0 | 3 | 4",
        "move 2 from step 3 | 3 | 2", "MOVE 2 COINS FROM STEP 3 | 3 | 2", "move 2 coins from step 3 to step 2 | 3 | 2",
        "move 1 coin from s4 down to s3 | 4 | 1", "move 2 coins from step 1 to the ground | 1 | 2",
        "move 1 coin from step 1 to ground | 1 | 1", "move 1 from step 1 to step 0 | 1 | 1",
        "move 1 from step 4 onto step 03 | 4 | 1"})
    void everyNotationReadsTheSameMove(String text, int step, long coins) {
        assertThat(parse(text).orThrow()).as(text).isEqualTo(new StairMove(step, coins));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "'' | no move given: write a move as 'S3-2' or 'move 2 from step 3' (2 coins from step 3 down to step 2), or"
            + " 'S3=1' (leave 1 coin on step 3)",
        "hello | cannot read 'hello' as a move: write a move as 'S3-2'",
        "A-2 | cannot read 'A-2' as a move",
        "take 2 from step 3 | on the staircase coins are moved down a step, not taken away: write a move as 'S3-2'",
        "S0-1 | steps are numbered from 1 (the lowest), so there is no step 0",
        "S5-1 | there is no step 5: this staircase has steps 1 to 4",
        "S99999999999-1 | there is no step 99999999999: this staircase has steps 1 to 4",
        "S2-1 | step 2 has no coins: choose a step that has some",
        "S3-5 | step 3 has only 4 coins: move 1 to 4 from step 3",
        "S4-2 | step 4 has only 1 coin: move 1 from step 4",
        "S1-3 | step 1 has only 2 coins: move 1 or 2 from step 1",
        "S3-0 | a move must move at least one coin, as in 'S3-1'",
        "S3--1 | cannot move a negative number of coins (-1): move at least 1, as in 'S3-1'",
        "S3-two | 'two' is not a number of coins: write it in digits, like 7",
        "S3=4 | S3=4 moves no coins: step 3 has 4 coins, so write S3=0 to S3=3",
        "S2=0 | S2=0 moves no coins: step 2 has 0 coins",
        "move 2 from step 3 to step 1 | coins go down one step at a time: from step 3 they go to step 2",
        "move 1 from step 4 to the ground | coins go down one step at a time: from step 4 they go to step 3",
        "move 1 from step 1 to step 2 | coins go down one step at a time: from step 1 they go to the ground"})
    void everyMistakeGetsItsOwnMessage(String text, String expected) {
        assertThat(parse(text).problemOrNull()).as(text).contains(expected);
    }

    @Provide
    Arbitrary<Position> smallStaircase() {
        return Arbitraries.longs().between(0, 6).array(long[].class).ofMinSize(1).ofMaxSize(6).map(Position::new);
    }

    @Property(tries = 200)
    void everyLegalMoveReadsBackFromItsWordsAndItsShortForm(@ForAll("smallStaircase") Position p) {
        for (StairMove m : Staircase.legalMoves(p)) {
            for (String text : new String[] {m.describe(), m.shortForm()}) {
                assertThat(StairMoveParser.parse(text, p).orThrow()).as(text).isEqualTo(m);
                assertThat(StairMoveParser.parse(text.toUpperCase(Locale.ROOT), p).orThrow()).as(text).isEqualTo(m);
            }
        }
    }

    @Provide
    Arbitrary<String> hostile() {
        return Arbitraries.oneOf(
                Arbitraries.strings().ofMaxLength(200),
                Arbitraries.strings().withChars("movecoinsfromsteptothegroundS0123456789 -=\t\u001b[;\u0000")
                        .ofMaxLength(40),
                Arbitraries.of("move", "coins", "from", "step", "s3", "to", "the", "ground", "-", "=", " ",
                        "999999999999999999999", "0", "-1", "2").list().ofMaxSize(10)
                        .map(words -> String.join(" ", words)));
    }

    @Property
    void noInputEverEscapesAsAnExceptionOrEchoesControlCharacters(@ForAll("hostile") String text) {
        Result<StairMove> r = parse(text);
        if (r.isOk()) {
            assertThat(Staircase.whyIllegal(STAIRS, r.orThrow())).isEmpty();
        } else {
            assertThat(r.problemOrNull()).isNotBlank().doesNotContain("\u001b").doesNotContain("\u0000")
                    .doesNotContain("\n");
        }
    }
}

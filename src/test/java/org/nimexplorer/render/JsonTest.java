package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedWriter;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Optional;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.MooreNim;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.engine.StaircaseNim;
import org.nimexplorer.explain.Derivation;
import org.nimexplorer.explain.MoveCheck;
import org.nimexplorer.explain.OutcomeTable;
import org.nimexplorer.explain.Theorem;

/** The JSON contract's documents, each one line, written through the shapes the module gives each record. */
class JsonTest {

    private static final String NIM = "\"rules\":{\"play\":\"normal\",\"subtract\":null,\"game\":\"nim\"}";

    /** What {@code write} leaves on a buffered writer that nobody flushes: each document must flush itself. */
    private static String json(Consumer<PrintWriter> write) {
        StringWriter text = new StringWriter();
        write.accept(new PrintWriter(new BufferedWriter(text)));
        return text.toString();
    }

    private static String json(Object record) {
        return json(out -> Json.write(out, record));
    }

    @Test
    void anXorIsWrittenWithItsBinaryForms() {
        assertThat(json(new Derivation.Xor(13, 6))).isEqualTo("{\"a\":13,\"b\":6,\"xor\":11,\"binaryA\":\"1101\","
                + "\"binaryB\":\"110\",\"binaryXor\":\"1011\"}" + System.lineSeparator());
    }

    @Test
    void theTheoremNamesTheLemmaThatDecidesItsPosition() {
        assertThat(json(Theorem.of(Position.of(1, 2, 3)))).isEqualTo("{\"heaps\":[1,2,3],\"objects\":6,\"nimSum\":0,"
                + "\"outcome\":\"P\",\"lemma\":\"lemma1\",\"lemma2\":{\"heaps\":[1,2,3],\"nimSum\":0,\"bit\":null,"
                + "\"candidates\":[],\"applies\":false}}" + System.lineSeparator());
        assertThat(json(Theorem.of(Position.of(1, 2)))).isEqualTo("{\"heaps\":[1,2],\"objects\":3,\"nimSum\":3,"
                + "\"outcome\":\"N\",\"lemma\":\"lemma2\",\"lemma2\":{\"heaps\":[1,2],\"nimSum\":3,\"bit\":1,"
                + "\"candidates\":[{\"heap\":2,\"from\":2,\"to\":1,\"nimSumAfter\":0}],\"applies\":true}}"
                + System.lineSeparator());
    }

    @Test
    void aTableNamesItsFixedHeapOrItsTwoHeaps() {
        assertThat(json(OutcomeTable.of(Rules.NIM, Optional.empty(), 2).orThrow())).isEqualTo("{" + NIM
                + ",\"heaps\":2,\"max\":2,\"rows\":[{\"y\":1,\"cells\":[{\"z\":1,\"outcome\":\"P\"},{\"z\":2,"
                + "\"outcome\":\"N\"}]},{\"y\":2,\"cells\":[{\"z\":1,\"outcome\":\"N\"},{\"z\":2,\"outcome\":\"P\"}]}]}"
                + System.lineSeparator());
        assertThat(json(OutcomeTable.of(Rules.NIM, Optional.of(1L), 2).orThrow())).startsWith("{" + NIM
                + ",\"fix\":1,\"max\":2,\"rows\":[");
    }

    @Test
    void aCheckedMoveGivesTheHeapsItAndTheReplyLeave() {
        assertThat(json(MoveCheck.of(Position.of(1, 3), Rules.NIM, new Move(1, 2)).orThrow())).isEqualTo(
                "{\"heaps\":[1,3]," + NIM + ",\"move\":{\"heap\":2,\"take\":2,\"leaves\":[1,1]},\"legal\":true,"
                        + "\"winning\":true,\"nimSumAfter\":0,\"outcomeBefore\":\"N\",\"reply\":{\"heap\":1,\"take\":1,"
                        + "\"leaves\":[0,1]},\"betterMoves\":[]}" + System.lineSeparator());
    }

    @Test
    void anEmptyOptionalIsNullAndAPresentOneItsValue() {
        assertThat(json(Optional.empty())).isEqualTo("null" + System.lineSeparator());
        assertThat(json(Optional.of(Position.of(2)))).isEqualTo("[2]" + System.lineSeparator());
    }

    @Test
    void anAnalysisIsStreamedWithTheLeavesOfEachWinningMove() {
        assertThat(json(out -> Json.analysis(out, Engine.analyze(Position.of(1, 2), Rules.NIM).orThrow()))).isEqualTo(
                "{\"heaps\":[1,2]," + NIM + ",\"nimSum\":3,\"outcome\":\"N\",\"winningMoves\":[{\"heap\":2,\"take\":1,"
                        + "\"leaves\":[1,1]}]}" + System.lineSeparator());
    }

    @Test
    void wholeGamesGiveTheirColumnsOrTheirOddSteps() {
        assertThat(json(out -> Json.wholeAnalysis(out, new MooreNim(2), Position.of(1, 2, 3)))).isEqualTo(
                "{\"heaps\":[1,2,3],\"rules\":{\"play\":\"normal\",\"subtract\":null,\"game\":\"moore[2]\"},"
                        + "\"columnSums\":[2,2],\"residues\":[2,2],\"oddStepNimSum\":null,\"outcome\":\"N\","
                        + "\"winningMoves\":[{\"move\":\"B-1 C-2\",\"takes\":[{\"heap\":2,\"take\":1},{\"heap\":3,"
                        + "\"take\":2}],\"step\":null,\"coins\":null,\"leaves\":[1,1,1]}],\"allListed\":true}"
                        + System.lineSeparator());
        assertThat(json(out -> Json.wholeAnalysis(out, new StaircaseNim(), Position.of(1, 2, 3)))).isEqualTo(
                "{\"heaps\":[1,2,3],\"rules\":{\"play\":\"normal\",\"subtract\":null,\"game\":\"staircase\"},"
                        + "\"columnSums\":null,\"residues\":null,\"oddStepNimSum\":2,\"outcome\":\"N\","
                        + "\"winningMoves\":[{\"move\":\"S2-2\",\"takes\":null,\"step\":2,\"coins\":2,"
                        + "\"leaves\":[3,0,3]},{\"move\":\"S3-2\",\"takes\":null,\"step\":3,\"coins\":2,"
                        + "\"leaves\":[1,4,1]}],\"allListed\":true}" + System.lineSeparator());
    }

    @Test
    void leavesAreShownUpToTenMillionNumbersAndNeverForACutList() {
        assertThat(JsonDocuments.leavesShown(false, 10_000_000, 1)).isTrue();
        assertThat(JsonDocuments.leavesShown(false, 5_000_000, 2)).isTrue();
        assertThat(JsonDocuments.leavesShown(false, 10_000_001, 1)).isFalse();
        assertThat(JsonDocuments.leavesShown(false, 100_000, 100_000)).isFalse();
        assertThat(JsonDocuments.leavesShown(true, 1, 1)).isFalse();
    }
}

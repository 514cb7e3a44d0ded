package org.nimexplorer.render;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.io.PrintWriter;
import org.nimexplorer.engine.SumAnalysis;
import org.nimexplorer.engine.WholeGame;
import org.nimexplorer.engine.WholeCensus;
import org.nimexplorer.explain.WholeGameCheck;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.SumCensus;
import org.nimexplorer.explain.SumCheck;
import org.nimexplorer.explain.GrundyTable;
import java.io.UncheckedIOException;
import java.util.BitSet;
import org.nimexplorer.engine.Analysis;
import org.nimexplorer.engine.Census;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.ClaimProof;
import org.nimexplorer.explain.GameClaimProof;

/**
 * The JSON shapes of README's contract, one document a line: records are bound by Jackson in the shapes of
 * {@link JsonShapes}; only {@code analyze} streams, as its moves can number millions.
 */
public final class Json {

    /** Above this many numbers in all "leaves" arrays, they are left out (with "leavesOmitted": true). */
    public static final long MAX_LEAVES_NUMBERS = 10_000_000;

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET)
            .addModule(JsonShapes.module())
            .build();

    private Json() {}

    /** A derivation, or any engine or explain record, in its contract shape. */
    public static void write(PrintWriter out, Object record) {
        line(out, g -> g.writePOJO(record));
    }

    public static void illegalMove(PrintWriter out, Position position, Rules rules, String error) {
        write(out, new JsonDocuments.IllegalMoveDocument(position, rules, error));
    }

    public static void kernel(PrintWriter out, Rules rules, long max, BitSet kernel) {
        write(out, new JsonDocuments.KernelDocument(rules, max, kernel));
    }

    public static void kernel(PrintWriter out, HeapGame game, Play play, long max, BitSet kernel) {
        write(out, new JsonDocuments.GameKernelDocument(new JsonDocuments.SumRules(play, null, game.notation()), max,
                kernel));
    }

    /** A set proved by the three kernel properties, with the time the check took. */
    public static void claimProof(PrintWriter out, ClaimProof proof, long millis) {
        write(out, JsonDocuments.ClaimProofDocument.of(proof, millis));
    }

    public static void gameClaimProof(PrintWriter out, GameClaimProof proof, long millis) {
        write(out, JsonDocuments.GameClaimDocument.of(proof, millis));
    }

    public static void census(PrintWriter out, Census.Report report, long millis) {
        write(out, new JsonDocuments.VerifyDocument(report, millis));
    }

    public static void sumCheck(PrintWriter out, SumCheck check) {
        write(out, JsonDocuments.SumCheckDocument.of(check));
    }

    public static void illegalSumMove(PrintWriter out, SumAnalysis before, String error) {
        JsonDocuments.SumDocument sum = JsonDocuments.SumDocument.of(before);
        write(out, new JsonDocuments.IllegalSumMove(sum.heaps(), sum.games(), sum.rules(), false, error));
    }

    public static void sumCensus(PrintWriter out, SumCensus.Report report, long millis) {
        write(out, JsonDocuments.SumVerifyDocument.of(report, millis));
    }

    public static void wholeAnalysis(PrintWriter out, WholeGame game, Position position) {
        write(out, JsonDocuments.WholeAnalysisDocument.of(game, position));
    }

    public static void wholeCheck(PrintWriter out, WholeGameCheck check) {
        write(out, JsonDocuments.WholeCheckDocument.of(check));
    }

    public static void illegalWholeMove(PrintWriter out, WholeGame game, Position position, String error) {
        write(out, new JsonDocuments.IllegalWholeMove(position, new JsonDocuments.SumRules(Play.NORMAL, null,
                game.notation()), false, error));
    }

    public static void wholeCensus(PrintWriter out, WholeCensus.Report r, long millis) {
        write(out, new JsonDocuments.WholeVerifyDocument(new JsonDocuments.SumRules(Play.NORMAL, null,
                r.game().notation()), r.heaps(), r.max(), r.positions(), r.pPositions(), r.mismatches(),
                r.mismatchCount(), r.complete(), millis));
    }

    public static void grundy(PrintWriter out, GrundyTable table) {
        write(out, JsonDocuments.GrundyDocument.of(table));
    }

    public static void sumAnalysis(PrintWriter out, SumAnalysis a) {
        write(out, JsonDocuments.SumDocument.of(a));
    }

    /** Streamed move by move; a move's "leaves" too are made only as it is written. */
    public static void analysis(PrintWriter out, Analysis a) {
        boolean leaves = (long) a.position().size() * a.winningMoves().size() <= MAX_LEAVES_NUMBERS;
        line(out, g -> {
            g.writeStartObject();
            g.writePOJOField("heaps", a.position());
            g.writePOJOField("rules", a.rules());
            g.writeNumberField("nimSum", a.nimSum());
            g.writePOJOField("outcome", a.outcome());
            g.writeArrayFieldStart("winningMoves");
            for (Move m : a.winningMoves()) {
                g.writePOJO(leaves ? new JsonDocuments.PlayedMove(m, a.position()) : m);
            }
            g.writeEndArray();
            if (!leaves) {
                g.writeBooleanField("leavesOmitted", true);
            }
            g.writeEndObject();
        });
    }

    @FunctionalInterface
    private interface Body {
        void write(JsonGenerator g) throws IOException;
    }

    private static void line(PrintWriter out, Body body) {
        try (JsonGenerator g = MAPPER.createGenerator(out)) {
            body.write(g);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        out.println();
        out.flush();
    }
}

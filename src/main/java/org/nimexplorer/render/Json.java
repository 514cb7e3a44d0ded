package org.nimexplorer.render;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.BitSet;
import java.util.List;
import org.nimexplorer.engine.Analysis;
import org.nimexplorer.engine.Census;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.MoveCheck;

/** The JSON shapes of DESIGN.md, written with Jackson's streaming generator. */
public final class Json {

    /** Above this many numbers in all "leaves" arrays, they are left out (with "leavesOmitted": true). */
    public static final long MAX_LEAVES_NUMBERS = 10_000_000;

    private static final JsonFactory FACTORY = JsonFactory.builder().build();

    private Json() {}

    /** What to write into a generator. */
    @FunctionalInterface
    public interface Body {
        void write(JsonGenerator g) throws IOException;
    }

    public static void write(PrintWriter out, Body body) {
        try {
            JsonGenerator g = FACTORY.createGenerator(out);
            g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
            body.write(g);
            g.flush();
            out.println();
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static void rules(JsonGenerator g, Rules rules) throws IOException {
        g.writeObjectFieldStart("rules");
        g.writeStringField("play", rules.play().json());
        if (rules.moves() instanceof MoveSet.Subtraction s) {
            g.writeFieldName("subtract");
            g.writeArray(s.takes(), 0, s.takes().length);
        } else {
            g.writeNullField("subtract");
        }
        g.writeEndObject();
    }

    public static void heaps(JsonGenerator g, String field, Position position) throws IOException {
        g.writeFieldName(field);
        long[] heaps = position.heaps();
        g.writeArray(heaps, 0, heaps.length);
    }

    public static void move(JsonGenerator g, Move move, Position in, boolean withLeaves) throws IOException {
        g.writeStartObject();
        g.writeNumberField("heap", move.heap() + 1);
        g.writeNumberField("take", move.take());
        if (withLeaves) {
            heaps(g, "leaves", move.applyTo(in));
        }
        g.writeEndObject();
    }

    public static void analysis(PrintWriter out, Analysis a) {
        write(out, g -> {
            g.writeStartObject();
            heaps(g, "heaps", a.position());
            rules(g, a.rules());
            g.writeNumberField("nimSum", a.nimSum());
            g.writeStringField("outcome", a.outcome().name());
            boolean leaves = (long) a.position().size() * a.winningMoves().size() <= MAX_LEAVES_NUMBERS;
            g.writeArrayFieldStart("winningMoves");
            for (Move m : a.winningMoves()) {
                move(g, m, a.position(), leaves);
            }
            g.writeEndArray();
            if (!leaves) {
                g.writeBooleanField("leavesOmitted", true);
            }
            g.writeEndObject();
        });
    }

    public static void check(PrintWriter out, MoveCheck c) {
        write(out, g -> {
            g.writeStartObject();
            heaps(g, "heaps", c.before().position());
            rules(g, c.before().rules());
            g.writeFieldName("move");
            move(g, c.move(), c.before().position(), true);
            g.writeBooleanField("legal", true);
            g.writeBooleanField("winning", c.winning());
            g.writeNumberField("nimSumAfter", c.after().analysis().nimSum());
            g.writeStringField("outcomeBefore", c.before().outcome().name());
            g.writeFieldName("reply");
            if (c.reply().isPresent()) {
                move(g, c.reply().get(), c.after().analysis().position(), true);
            } else {
                g.writeNull();
            }
            g.writeArrayFieldStart("betterMoves");
            for (Move m : c.betterMoves()) {
                move(g, m, c.before().position(), true);
            }
            g.writeEndArray();
            g.writeEndObject();
        });
    }

    public static void illegalMove(PrintWriter out, Position position, Rules rules, String error) {
        write(out, g -> {
            g.writeStartObject();
            heaps(g, "heaps", position);
            rules(g, rules);
            g.writeNullField("move");
            g.writeBooleanField("legal", false);
            g.writeStringField("error", error);
            g.writeEndObject();
        });
    }

    public static void kernel(PrintWriter out, Rules rules, long max, BitSet kernel) {
        write(out, g -> {
            g.writeStartObject();
            rules(g, rules);
            g.writeNumberField("max", max);
            g.writeArrayFieldStart("kernel");
            for (int k = kernel.nextSetBit(0); k >= 0; k = kernel.nextSetBit(k + 1)) {
                g.writeNumber(k);
            }
            g.writeEndArray();
            g.writeEndObject();
        });
    }

    public static void census(PrintWriter out, Census.Report r, long millis) {
        write(out, g -> {
            g.writeStartObject();
            rules(g, r.rules());
            g.writeNumberField("heaps", r.heaps());
            g.writeNumberField("max", r.max());
            g.writeNumberField("positions", r.positions());
            g.writeNumberField("pPositions", r.pPositions());
            g.writeArrayFieldStart("mismatches");
            for (Position p : r.mismatches()) {
                long[] heaps = p.heaps();
                g.writeArray(heaps, 0, heaps.length);
            }
            g.writeEndArray();
            g.writeNumberField("mismatchCount", r.mismatchCount());
            if (r.formula().isPresent()) {
                g.writeStringField("formula", r.formula().get());
            } else {
                g.writeNullField("formula");
            }
            g.writeBooleanField("complete", r.complete());
            g.writeNumberField("millis", millis);
            g.writeEndObject();
        });
    }
}

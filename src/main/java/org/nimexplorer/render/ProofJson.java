package org.nimexplorer.render;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Optional;
import org.nimexplorer.engine.Position;
import org.nimexplorer.explain.Columns;
import org.nimexplorer.explain.Conjecture;
import org.nimexplorer.explain.GameTree;
import org.nimexplorer.explain.KernelProof;
import org.nimexplorer.explain.Lemma1;
import org.nimexplorer.explain.Lemma2;
import org.nimexplorer.explain.OutcomeTable;
import org.nimexplorer.explain.Theorem;

/** JSON for the proof explorer's derivations; heaps are numbered from 1, as everywhere in JSON. */
public final class ProofJson {

    private ProofJson() {}

    public static void columns(PrintWriter out, Columns c) {
        Json.write(out, g -> {
            g.writeStartObject();
            g.writeFieldName("heaps");
            g.writeArray(c.heaps(), 0, c.heaps().length);
            g.writeFieldName("values");
            g.writeArray(c.values(), 0, c.values().length);
            g.writeArrayFieldStart("columns");
            for (int bit = c.width() - 1; bit >= 0; bit--) {
                g.writeStartObject();
                g.writeNumberField("bit", bit);
                g.writeNumberField("value", 1L << bit);
                g.writeNumberField("ones", c.sums()[bit]);
                g.writeBooleanField("odd", c.sums()[bit] % 2 == 1);
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeNumberField("nimSum", c.nimSum());
            g.writeEndObject();
        });
    }

    public static void xor(PrintWriter out, long a, long b) {
        Json.write(out, g -> {
            g.writeStartObject();
            g.writeNumberField("a", a);
            g.writeNumberField("b", b);
            g.writeNumberField("xor", a ^ b);
            g.writeStringField("binaryA", Long.toBinaryString(a));
            g.writeStringField("binaryB", Long.toBinaryString(b));
            g.writeStringField("binaryXor", Long.toBinaryString(a ^ b));
            g.writeEndObject();
        });
    }

    public static void xorTable(PrintWriter out, int bits) {
        int size = 1 << bits;
        Json.write(out, g -> {
            g.writeStartObject();
            g.writeNumberField("bits", bits);
            g.writeArrayFieldStart("rows");
            for (int x = 0; x < size; x++) {
                g.writeStartObject();
                g.writeNumberField("x", x);
                g.writeArrayFieldStart("xor");
                for (int y = 0; y < size; y++) {
                    g.writeNumber(x ^ y);
                }
                g.writeEndArray();
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        });
    }

    public static void lemma1(PrintWriter out, Lemma1 l) {
        Json.write(out, g -> {
            g.writeStartObject();
            Json.heaps(g, "heaps", l.position());
            g.writeNumberField("nimSum", l.nimSum());
            g.writeBooleanField("applies", l.applies());
            g.writeNumberField("moves", l.moves());
            g.writeBooleanField("sampled", l.applies() && !l.complete());
            g.writeArrayFieldStart("checked");
            for (Lemma1.Step s : l.checked()) {
                g.writeStartObject();
                g.writeNumberField("heap", s.heap() + 1);
                g.writeNumberField("from", s.from());
                g.writeNumberField("to", s.to());
                g.writeNumberField("nimSumAfter", s.nimSumAfter());
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        });
    }

    public static void lemma2(PrintWriter out, Lemma2 l) {
        Json.write(out, g -> {
            g.writeStartObject();
            lemma2Fields(g, l);
            g.writeEndObject();
        });
    }

    private static void lemma2Fields(JsonGenerator g, Lemma2 l) throws IOException {
        Json.heaps(g, "heaps", l.position());
        g.writeNumberField("nimSum", l.nimSum());
        if (l.applies()) {
            g.writeNumberField("bit", l.bit());
        } else {
            g.writeNullField("bit");
        }
        g.writeArrayFieldStart("candidates");
        for (Lemma2.Candidate c : l.candidates()) {
            g.writeStartObject();
            g.writeNumberField("heap", c.heap() + 1);
            g.writeNumberField("from", c.from());
            g.writeNumberField("to", c.to());
            g.writeNumberField("nimSumAfter", c.nimSumAfter());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeBooleanField("applies", l.applies());
    }

    public static void theorem(PrintWriter out, Theorem t) {
        Json.write(out, g -> {
            g.writeStartObject();
            Json.heaps(g, "heaps", t.position());
            g.writeNumberField("objects", t.objects());
            g.writeNumberField("nimSum", t.nimSum());
            g.writeStringField("outcome", t.outcome().name());
            g.writeStringField("lemma", t.nimSum() == 0 ? "lemma1" : "lemma2");
            g.writeObjectFieldStart("lemma2");
            lemma2Fields(g, t.lemma2());
            g.writeEndObject();
            g.writeEndObject();
        });
    }

    public static void tree(PrintWriter out, GameTree tree) {
        Json.write(out, g -> node(g, tree));
    }

    private static void node(JsonGenerator g, GameTree t) throws IOException {
        g.writeStartObject();
        Json.heaps(g, "heaps", t.position());
        g.writeStringField("outcome", t.outcome().name());
        g.writeArrayFieldStart("children");
        for (GameTree child : t.children()) {
            node(g, child);
        }
        g.writeEndArray();
        if (t.repeated()) {
            g.writeBooleanField("seeAbove", true);
        } else if (!t.expanded()) {
            g.writeBooleanField("cut", true);
        }
        g.writeEndObject();
    }

    public static void table(PrintWriter out, OutcomeTable t) {
        Json.write(out, g -> {
            g.writeStartObject();
            Json.rules(g, t.rules());
            if (t.fixed().isPresent()) {
                g.writeNumberField("fix", t.fixed().get());
            } else {
                g.writeNumberField("heaps", 2);
            }
            g.writeNumberField("max", t.max());
            g.writeArrayFieldStart("rows");
            for (OutcomeTable.Row row : t.rows()) {
                g.writeStartObject();
                g.writeNumberField("y", row.y());
                g.writeArrayFieldStart("cells");
                for (OutcomeTable.Cell cell : row.cells()) {
                    g.writeStartObject();
                    g.writeNumberField("z", cell.z());
                    g.writeStringField("outcome", cell.outcome().name());
                    g.writeEndObject();
                }
                g.writeEndArray();
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        });
    }

    public static void conjecture(PrintWriter out, Conjecture c) {
        Json.write(out, g -> {
            g.writeStartObject();
            g.writeStringField("claim", c.claim());
            Json.rules(g, c.rules());
            g.writeNumberField("heaps", c.heaps());
            g.writeNumberField("max", c.max());
            g.writeBooleanField("holds", c.holds());
            g.writeNumberField("positions", c.positions());
            g.writeNumberField("pPositions", c.pPositions());
            Optional<Conjecture.Counterexample> pButN = c.claimedPButN();
            if (pButN.isPresent()) {
                g.writeObjectFieldStart("claimedPButN");
                Position p = pButN.get().position();
                Json.heaps(g, "heaps", p);
                if (pButN.get().winningMove().isPresent()) {
                    g.writeFieldName("winningMove");
                    Json.move(g, pButN.get().winningMove().get(), p, true);
                } else {
                    g.writeNullField("winningMove");
                }
                g.writeEndObject();
            } else {
                g.writeNullField("claimedPButN");
            }
            if (c.claimedNButP().isPresent()) {
                g.writeObjectFieldStart("claimedNButP");
                Json.heaps(g, "heaps", c.claimedNButP().get());
                g.writeEndObject();
            } else {
                g.writeNullField("claimedNButP");
            }
            g.writeEndObject();
        });
    }

    public static void kernelProof(PrintWriter out, KernelProof k) {
        Json.write(out, g -> {
            g.writeStartObject();
            Json.rules(g, k.rules());
            g.writeNumberField("max", k.max());
            g.writeArrayFieldStart("kernel");
            for (long n : k.kernel()) {
                g.writeNumber(n);
            }
            g.writeEndArray();
            g.writeBooleanField("stable", k.stable());
            g.writeBooleanField("absorbing", k.absorbing());
            g.writeArrayFieldStart("heaps");
            for (KernelProof.Entry e : k.entries()) {
                g.writeStartObject();
                g.writeNumberField("heap", e.heap());
                g.writeBooleanField("inKernel", e.inKernel());
                g.writeFieldName("followers");
                g.writeArray(e.followers().stream().mapToLong(Long::longValue).toArray(), 0, e.followers().size());
                if (e.witnessTake() >= 0) {
                    g.writeNumberField("witnessTake", e.witnessTake());
                } else {
                    g.writeNullField("witnessTake");
                }
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        });
    }
}

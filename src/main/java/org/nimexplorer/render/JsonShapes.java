package org.nimexplorer.render;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdDelegatingSerializer;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import com.fasterxml.jackson.databind.util.StdConverter;
import java.io.IOException;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.nimexplorer.engine.Census;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.ClaimProof;
import org.nimexplorer.explain.Columns;
import org.nimexplorer.explain.Conjecture;
import org.nimexplorer.explain.Derivation;
import org.nimexplorer.explain.GameTree;
import org.nimexplorer.explain.KernelProof;
import org.nimexplorer.explain.Lemma1;
import org.nimexplorer.explain.Lemma2;
import org.nimexplorer.explain.MoveCheck;
import org.nimexplorer.explain.Equivalence;
import org.nimexplorer.explain.OutcomeTable;
import org.nimexplorer.explain.SumConjecture;
import org.nimexplorer.explain.SumTable;
import org.nimexplorer.explain.SumTree;
import org.nimexplorer.explain.GameClaimProof;
import org.nimexplorer.explain.Theorem;

/**
 * The JSON contract (README, 'JSON for scripts and graders'), declared for Jackson. The engine and the explain records know
 * nothing of JSON, so the names, order and numbering of their fields are given here as mix-ins, and
 * the derivations whose output holds more than the record are written as {@link JsonDocuments}.
 * A field without a mix-in is named after its record component: {@code JsonContractTest} shows
 * when renaming one would rename a field.
 */
final class JsonShapes {

    private JsonShapes() {}

    static SimpleModule module() {
        SimpleModule module = new SimpleModule("nim-explorer-json");
        module.setMixInAnnotation(Position.class, PositionShape.class);
        module.setMixInAnnotation(Play.class, PlayShape.class);
        module.setMixInAnnotation(Rules.class, RulesShape.class);
        module.setMixInAnnotation(Move.class, NumberedHeap.class);
        module.setMixInAnnotation(Census.Report.class, CensusShape.class);
        module.setMixInAnnotation(Columns.class, ColumnsShape.class);
        module.setMixInAnnotation(Columns.Column.class, ColumnShape.class);
        module.setMixInAnnotation(Lemma1.class, Lemma1Shape.class);
        module.setMixInAnnotation(Lemma1.Step.class, NumberedHeap.class);
        module.setMixInAnnotation(Lemma2.class, Lemma2Shape.class);
        module.setMixInAnnotation(Lemma2.Candidate.class, NumberedHeap.class);
        module.setMixInAnnotation(GameTree.class, GameTreeShape.class);
        module.setMixInAnnotation(KernelProof.class, KernelProofShape.class);
        module.setMixInAnnotation(KernelProof.Entry.class, KernelEntryShape.class);
        module.setMixInAnnotation(Conjecture.class, ConjectureShape.class);
        module.setMixInAnnotation(GameClaimProof.Spot.class, SpotShape.class);
        module.setMixInAnnotation(GameClaimProof.Step.class, StepShape.class);
        writtenAs(module, GameClaimProof.Box.class, box -> box.name().toLowerCase(java.util.Locale.ROOT));
        module.addSerializer(BitSet.class, new SetBits());
        // An empty Optional is null in the contract; Jackson itself would refuse Optional without a module for it.
        writtenAs(module, Optional.class, optional -> optional.orElse(null));
        writtenAs(module, Derivation.Xor.class, JsonDocuments.XorDocument::of);
        writtenAs(module, Theorem.class, JsonDocuments.TheoremDocument::of);
        writtenAs(module, OutcomeTable.class, JsonDocuments.TableDocument::of);
        writtenAs(module, SumTable.class, JsonDocuments.SumTableDocument::of);
        writtenAs(module, SumTree.class, JsonDocuments.SumTreeDocument::of);
        writtenAs(module, SumConjecture.class, JsonDocuments.SumConjectureDocument::of);
        writtenAs(module, MoveCheck.class, JsonDocuments.CheckDocument::of);
        writtenAs(module, Equivalence.Heaps.class, JsonDocuments.HeapsEquivalence::of);
        writtenAs(module, Equivalence.Games.class, JsonDocuments.GamesEquivalence::of);
        writtenAs(module, Conjecture.Counterexample.class, JsonDocuments.ClaimedPButN::of);
        writtenAs(module, ClaimProof.class, proof -> JsonDocuments.ClaimProofDocument.of(proof, null));
        return module;
    }

    /** Values of {@code type} are written as what {@code shape} makes of them. */
    private static <T> void writtenAs(SimpleModule module, Class<T> type, Function<T, Object> shape) {
        module.addSerializer(type, new StdDelegatingSerializer(new StdConverter<T, Object>() {
            @Override
            public Object convert(T value) {
                return shape.apply(value);
            }
        }));
    }

    // Mix-ins: each names the fields of one record as the contract has them.

    private abstract static class PositionShape {
        @JsonValue abstract long[] heaps();
    }

    /** A position of another game: a word per letter, "2+2" for a part of two rows. */
    private abstract static class SpotShape {
        @JsonValue abstract java.util.List<String> parts();
    }

    @JsonPropertyOrder({"move", "words", "leaves"})
    private abstract static class StepShape {
        @JsonProperty("move") abstract String shortForm();
        @JsonProperty("leaves") abstract GameClaimProof.Spot after();
    }

    private abstract static class PlayShape {
        @JsonValue abstract String json();
    }

    private abstract static class RulesShape {
        @JsonProperty("subtract") @JsonSerialize(converter = Takes.class) abstract MoveSet moves();
        @JsonProperty("game") abstract String gameNotation();
        @JsonIgnore abstract boolean isNim();
        @JsonIgnore abstract boolean isMisere();
    }

    /** Heaps are numbered from 0 in the records and from 1 in JSON, as {@code "heap": 1} is A. */
    private abstract static class NumberedHeap {
        @JsonSerialize(converter = FromOne.class) abstract int heap();
    }

    @JsonPropertyOrder({"rules", "heaps", "max", "positions", "pPositions", "mismatches", "mismatchCount", "formula",
            "complete"})
    private abstract static class CensusShape {}

    @JsonPropertyOrder({"heaps", "values", "columns", "nimSum"})
    private abstract static class ColumnsShape {
        @JsonIgnore abstract boolean grundy();
        @JsonIgnore abstract int[] sums();
        @JsonProperty abstract List<Columns.Column> columns();
    }

    private abstract static class ColumnShape {
        @JsonProperty abstract boolean odd();
    }

    @JsonPropertyOrder({"heaps", "nimSum", "applies", "moves", "sampled", "checked"})
    private abstract static class Lemma1Shape {
        @JsonProperty("heaps") abstract Position position();
        @JsonProperty abstract boolean sampled();
    }

    @JsonPropertyOrder({"heaps", "nimSum", "bit", "candidates", "applies"})
    private abstract static class Lemma2Shape {
        @JsonProperty("heaps") abstract Position position();
        @JsonSerialize(converter = NoneAsNull.class) abstract int bit();
    }

    @JsonPropertyOrder({"heaps", "outcome", "children", "seeAbove", "cut"})
    private abstract static class GameTreeShape {
        @JsonProperty("heaps") abstract Position position();
        @JsonIgnore abstract boolean expanded();
        @JsonProperty("seeAbove") @JsonInclude(JsonInclude.Include.NON_DEFAULT) abstract boolean repeated();
        @JsonProperty @JsonInclude(JsonInclude.Include.NON_DEFAULT) abstract boolean cut();
    }

    @JsonPropertyOrder({"rules", "max", "kernel", "stable", "absorbing", "heaps"})
    private abstract static class KernelProofShape {
        @JsonProperty("heaps") abstract List<KernelProof.Entry> entries();
    }

    private abstract static class KernelEntryShape {
        @JsonSerialize(converter = NoneAsNull.class) abstract long witnessTake();
    }

    @JsonPropertyOrder({"claim", "rules", "heaps", "max", "holds", "positions", "pPositions", "claimedPButN",
            "claimedNButP"})
    private abstract static class ConjectureShape {
        @JsonProperty abstract boolean holds();
        @JsonSerialize(converter = MissedPosition.class) abstract Optional<Position> claimedNButP();
    }

    // Converters for single fields.

    private static final class FromOne extends StdConverter<Integer, Integer> {
        @Override
        public Integer convert(Integer heap) {
            return heap + 1;
        }
    }

    /** The records say "none" with -1 (no leading bit, no witness move); JSON says null. */
    private static final class NoneAsNull extends StdConverter<Number, Number> {
        @Override
        public Number convert(Number n) {
            return n.longValue() < 0 ? null : n;
        }
    }

    /** The allowed takes of a subtraction game, or null for Nim. */
    private static final class Takes extends StdConverter<MoveSet, int[]> {
        @Override
        public int[] convert(MoveSet moves) {
            return moves instanceof MoveSet.Subtraction s ? s.takes() : null;
        }
    }

    private static final class MissedPosition extends StdConverter<Optional<Position>, JsonDocuments.ClaimedNButP> {
        @Override
        public JsonDocuments.ClaimedNButP convert(Optional<Position> missed) {
            return missed.map(JsonDocuments.ClaimedNButP::new).orElse(null);
        }
    }

    /** A kernel as the list of its heap sizes, written as it is read: a kernel can hold millions. */
    private static final class SetBits extends StdSerializer<BitSet> {
        SetBits() {
            super(BitSet.class);
        }

        @Override
        public void serialize(BitSet set, JsonGenerator g, SerializerProvider provider) throws IOException {
            g.writeStartArray();
            for (int k = set.nextSetBit(0); k >= 0; k = set.nextSetBit(k + 1)) {
                g.writeNumber(k);
            }
            g.writeEndArray();
        }
    }
}

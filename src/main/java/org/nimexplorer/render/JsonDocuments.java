package org.nimexplorer.render;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.math.BigInteger;
import java.util.BitSet;
import java.util.List;
import org.nimexplorer.engine.Census;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.Conjecture;
import org.nimexplorer.explain.Derivation;
import org.nimexplorer.explain.Lemma2;
import org.nimexplorer.explain.MoveCheck;
import org.nimexplorer.explain.OutcomeTable;
import org.nimexplorer.explain.Theorem;

/**
 * The JSON outputs that hold more than one record has (the heaps a move leaves, the time a census
 * took, the option a table was drawn with), each a record whose components are the contract's
 * fields in order. Everything else is the explain and engine records as {@link JsonShapes} names them.
 */
final class JsonDocuments {

    private JsonDocuments() {}

    /**
     * A move with the heaps it leaves, worked out only as the move is written: a list of moves on a
     * million heaps then holds one copy of the heaps at a time, not one per move.
     */
    record PlayedMove(@JsonUnwrapped Move move, @JsonIgnore Position in) {
        /** The heaps after the move; none (and no field) when {@code in} is null, as when there are too many. */
        @JsonProperty
        @JsonInclude(JsonInclude.Include.NON_NULL)
        Position leaves() {
            return in == null ? null : move.applyTo(in);
        }
    }

    /** The smallest position a claim calls P that is N, with the winning move that shows it. */
    record ClaimedPButN(Position heaps, PlayedMove winningMove) {
        static ClaimedPButN of(Conjecture.Counterexample c) {
            Position p = c.position();
            return new ClaimedPButN(p, c.winningMove().map(m -> new PlayedMove(m, p)).orElse(null));
        }
    }

    record ClaimedNButP(Position heaps) {}

    record XorDocument(long a, long b, long xor, String binaryA, String binaryB, String binaryXor) {
        static XorDocument of(Derivation.Xor x) {
            return new XorDocument(x.a(), x.b(), x.result(), Long.toBinaryString(x.a()), Long.toBinaryString(x.b()),
                    Long.toBinaryString(x.result()));
        }
    }

    /** The theorem with the lemma that decides its position; lemma 1 is its own command. */
    record TheoremDocument(Position heaps, BigInteger objects, long nimSum, Outcome outcome, String lemma,
            Lemma2 lemma2) {
        static TheoremDocument of(Theorem t) {
            return new TheoremDocument(t.position(), t.objects(), t.nimSum(), t.outcome(),
                    t.nimSum() == 0 ? "lemma1" : "lemma2", t.lemma2());
        }
    }

    /** The table names what the command was given: the fixed first heap, or two heaps. */
    record TableDocument(Rules rules, @JsonInclude(JsonInclude.Include.NON_NULL) Long fix,
            @JsonInclude(JsonInclude.Include.NON_NULL) Integer heaps, int max, List<OutcomeTable.Row> rows) {
        static TableDocument of(OutcomeTable t) {
            return new TableDocument(t.rules(), t.fixed().orElse(null), t.fixed().isPresent() ? null : 2, t.max(),
                    t.rows());
        }
    }

    /**
     * A checked move. Its better moves carry the heaps they leave unless that would be more than
     * {@link Json#MAX_LEAVES_NUMBERS} numbers (a quarter of a million heaps with as many winning
     * moves would be tens of gigabytes); then they are left out and {@code leavesOmitted} is true.
     */
    record CheckDocument(Position heaps, Rules rules, PlayedMove move, boolean legal, boolean winning,
            long nimSumAfter, Outcome outcomeBefore, PlayedMove reply, List<PlayedMove> betterMoves,
            @JsonInclude(JsonInclude.Include.NON_NULL) Boolean leavesOmitted) {
        static CheckDocument of(MoveCheck c) {
            Position before = c.before().position();
            Position after = c.after().analysis().position();
            boolean leaves = (long) before.size() * c.betterMoves().size() <= Json.MAX_LEAVES_NUMBERS;
            return new CheckDocument(before, c.before().rules(), new PlayedMove(c.move(), before), true, c.winning(),
                    c.after().analysis().nimSum(), c.before().outcome(),
                    c.reply().map(reply -> new PlayedMove(reply, after)).orElse(null),
                    c.betterMoves().stream().map(m -> new PlayedMove(m, leaves ? before : null)).toList(),
                    leaves ? null : Boolean.TRUE);
        }
    }

    record IllegalMoveDocument(Position heaps, Rules rules, PlayedMove move, boolean legal, String error) {
        IllegalMoveDocument(Position heaps, Rules rules, String error) {
            this(heaps, rules, null, false, error);
        }
    }

    record KernelDocument(Rules rules, long max, BitSet kernel) {}

    /** A census with the time it took, which is the command's to measure. */
    record VerifyDocument(@JsonUnwrapped Census.Report report, long millis) {}
}

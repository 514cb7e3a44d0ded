package org.nimexplorer.explain;

import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;
import org.nimexplorer.engine.GameFamily;
import org.nimexplorer.engine.Bound;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Rules;

/**
 * A learner's set of positions K, proved (or not) to be the set of P-positions of a box, the way
 * Bouton's proof does it: by the three properties of a kernel, checked on every position from the
 * moves alone. Nothing here classifies a position by searching the game (a test holds it to that):
 * <ol>
 * <li>the end positions, where no move is left, lie on the side the rules put them: in K under normal
 * play (the player to move has lost), outside K under misère play (the player to move has won);</li>
 * <li>from every other position in K, every move leaves K (the shape of lemma 1);</li>
 * <li>from every other position outside K, some move enters K (the shape of lemma 2).</li>
 * </ol>
 * A move only makes a heap smaller, so the box of positions with each heap from 0 to {@code max} holds
 * every follower of its positions, and the three properties decide it by induction on the number of
 * objects. A learner's move rule, when given, is checked as a recipe for property 3: at every position
 * outside K (but the ends) it must name a legal move that enters K.
 *
 * <p>Each property keeps its smallest counterexample: fewest objects, then the first in heap order.
 *
 * @param inSet    the positions of the box in K (of those checked, when the check was stopped)
 * @param example  a move property 3 found, at the last position of the box outside K (the rule's move
 *                 when a rule is checked and holds there)
 * @param complete false when the check was stopped; the counts are then those made so far
 */
public record ClaimProof(String claim, Rules rules, int heaps, long max, long positions, long inSet, Property ends,
        Property stable, Property absorbing, Optional<Example> example, Optional<RuleCheck> rule, boolean complete)
        implements Derivation {

    /** The most positions a set is checked on (as for {@code conjecture}): a bit each, and a bit per heap. */
    public static final long MAX_POSITIONS = 1L << 24;
    /** The most heaps. */
    public static final int MAX_HEAPS = 8;
    /** The most moves a subtraction game's check looks at (Nim needs one look per heap and position). */
    public static final long MAX_MOVES = 1L << 30;
    /** A counterexample of property 3 lists at most this many of its moves. */
    public static final int LISTED_MOVES = 4;

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.claim(this);
    }

    /** All three properties hold: K is the set of P-positions of the box. */
    public boolean holds() {
        return ends.holds() && stable.holds() && absorbing.holds();
    }

    /**
     * One property's verdict.
     *
     * @param number  1, 2 or 3
     * @param checked the positions it was checked on
     * @param moves   the moves from those positions (property 2 looks at every one)
     */
    public record Property(int number, boolean holds, long checked, long moves, Optional<Failure> counterexample) {}

    /** A position where a property fails. */
    public sealed interface Failure permits WrongEnd, StaysIn, NoWayIn, RuleMiss {
        Position position();
    }

    /** Property 1: an end position on the wrong side of K ({@code inSet} says which side it is on). */
    public record WrongEnd(Position position, boolean inSet) implements Failure {}

    /** Property 2: a position in K and a move from it that leaves a position still in K. */
    public record StaysIn(Position position, Move move) implements Failure {}

    /** Property 3: a position outside K from which no move enters K; the first few moves, and how many there are. */
    public record NoWayIn(Position position, List<Move> moves, long moveCount) implements Failure {
        public NoWayIn {
            moves = List.copyOf(moves);
        }
    }

    /** What is wrong with a rule's move. */
    public enum Miss {
        /** No heap makes the rule's condition true. */
        NO_HEAP,
        /** The rule numbers a heap that does not exist. */
        NO_SUCH_HEAP,
        /** The rule's arithmetic fails. */
        CANNOT_COMPUTE,
        /** The new size is below 0. */
        BELOW_ZERO,
        /** The new size is larger than the heap: heaps only shrink. */
        GROWS,
        /** The new size is the heap's size: that is no move. */
        STAYS,
        /** The take is not one the subtraction game allows. */
        NOT_ALLOWED,
        /** A legal move, but it leaves a position outside K. */
        MISSES
    }

    /**
     * A position outside K where the rule fails: how, the heap and new size it named (-1 when none; for
     * {@link Miss#NO_SUCH_HEAP}, no heap and the number it gave as {@code newSize}),
     * the arithmetic's problem (or empty), and a move that does enter K there, if one does.
     */
    public record RuleMiss(Position position, Miss miss, int heap, long newSize, String problem,
            Optional<Move> another) implements Failure {}

    /** A move that enters K from a position outside it. */
    public record Example(Position position, Move move) {}

    /** The learner's rule as a recipe for property 3: at every position outside K but the ends, a legal move into K. */
    public record RuleCheck(String text, String condition, boolean holds, long checked,
            Optional<RuleMiss> counterexample, Optional<Example> example) {}

    /** Checks the claim with no rule, neither stopped nor watched. */
    public static Result<ClaimProof> check(String claim, Rules rules, int heaps, long max) {
        return check(claim, Optional.empty(), rules, heaps, max, () -> false, done -> { });
    }

    /**
     * Checks {@code claim} (and {@code rule}, when given) on every position of {@code heaps} heaps of 0
     * to {@code max}. {@code progress} hears how many of {@link #work} steps are done; when
     * {@code cancelled} turns true the check stops and reports what it had.
     */
    public static Result<ClaimProof> check(String claim, Optional<String> rule, Rules rules, int heaps, long max,
            BooleanSupplier cancelled, LongConsumer progress) {
        return work(heaps, max, rules).flatMap(steps -> Claim.parse(claim, heaps, GameFamily.heapGame(rules))
                .flatMap(c -> rule.isEmpty() ? Result.ok(new ClaimChecker(c, null, rules, heaps, (int) max))
                        : MoveRule.parse(rule.get(), heaps).map(r -> new ClaimChecker(c, r, rules, heaps, (int) max)))
                .flatMap(checker -> checker.run(cancelled, progress)));
    }

    /** How many steps a check of the box takes (two per position), or why the box is refused. */
    public static Result<Long> work(int heaps, long max, Rules rules) {
        if (heaps < 1 || heaps > MAX_HEAPS) {
            return Result.outOfBounds(new Bound(Bound.Name.HEAPS, 1, MAX_HEAPS, heaps));
        }
        if (max < 0 || max >= MAX_POSITIONS) {
            return Result.outOfBounds(new Bound(Bound.Name.MAX, 0, MAX_POSITIONS - 1, max));
        }
        double positions = Math.pow(max + 1.0, heaps);
        if (positions > MAX_POSITIONS) {
            return Result.problem(String.format("%d heaps up to %d are %.3g positions; a claim is proved on at most"
                    + " %,d: choose fewer heaps or smaller ones", heaps, max, positions, MAX_POSITIONS));
        }
        if (rules.moves() instanceof MoveSet.Subtraction s) {
            long takes = java.util.Arrays.stream(s.takes()).filter(t -> t <= max).count();
            double moves = positions * heaps * takes;
            if (moves > MAX_MOVES) {
                return Result.problem(String.format("%d heaps up to %d with these takes have %.3g moves to look at;"
                        + " the limit is %,d: choose fewer heaps or smaller ones", heaps, max, moves, MAX_MOVES));
            }
        }
        return Result.ok(2 * (long) positions);
    }
}

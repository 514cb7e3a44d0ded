package org.nimexplorer.explain;

import java.util.List;
import java.util.Set;
import org.nimexplorer.engine.MooreNim;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Rules;

/**
 * A method for each kind of question, put as a hint in terms of what the learner knows. They come
 * after the lesson author's own hints, so that every question has a next rung before its worked
 * answer. None names a number the question asks for.
 */
public final class Hints {

    private Hints() {}

    public static List<String> of(Question question, Set<Idea> known) {
        if (question instanceof FindMove q) {
            return List.of(moveMethod(q.rules(), q.position().size(), known));
        }
        if (question instanceof PorN q) {
            return List.of(known.contains(Idea.THEOREM) && q.rules().isNim() && !q.rules().isMisere()
                    ? "Work out the nim-sum: the position is P exactly when it is 0."
                    : "A position is P when every move from it leads to an N-position, and N when some move leads to"
                    + " a P-position. Label the smallest followers first.");
        }
        if (question instanceof NimSum q) {
            return List.of(q.rules().isNim() ? "Write each heap in binary, one under the other, and count the ones in"
                    + " each column: an odd count gives a 1 in the nim-sum, an even count a 0."
                    : "Find each heap's Grundy value first, then XOR those values column by column.");
        }
        if (question instanceof XorOf) {
            return List.of("Write both numbers in binary, one under the other: a column gives 1 when exactly one of"
                    + " its two bits is 1, and 0 when they are equal.");
        }
        if (question instanceof ToBinary) {
            return List.of("Take the largest power of two (1, 2, 4, 8, 16, ...) that fits, subtract it, and repeat;"
                    + " each power used is a 1, each power skipped a 0.");
        }
        if (question instanceof ColumnSums) {
            return List.of("Write each heap in binary with the 1s column on the right, one heap per row, then count"
                    + " the ones in each column.");
        }
        if (question instanceof KernelUpTo) {
            return List.of("0 is in the kernel. Going up one size at a time, a heap is in the kernel exactly when no"
                    + " allowed take reaches a size already in the kernel.");
        }
        if (question instanceof Lemma2Step) {
            return List.of("Write the nim-sum in binary: its leftmost 1 is bit d. Pick a heap with a 1 in that"
                    + " column; its new size is the nim-sum xor its size.");
        }
        if (question instanceof GrundyValues q) {
            if (q.game().splits()) {
                String word = q.game().heapWord();
                return List.of("g(0) = 0. For each n, list what every move leaves: one " + word + " is worth its value,"
                        + " two " + word + "s the XOR of their two values. g(n) is the smallest whole number missing"
                        + " from that list.");
            }
            return List.of("g(0) = 0. For each size n, list the sizes one move away, look up their values, and"
                    + " take the smallest whole number missing from that list.");
        }
        if (question instanceof Mex) {
            return List.of("Count up from 0: 0, 1, 2, ... and stop at the first number that is not in the set.");
        }
        if (question instanceof SumValue q) {
            if (q.sum().size() == 1) {
                return List.of("Work up from the smallest sizes: the value of a heap is the mex of the values of what"
                        + " its moves leave" + (SumWords.splits(q.sum()) ? ", and two heaps left side by side are worth"
                        + " the XOR of their values." : "."));
            }
            return List.of("Find each heap's Grundy value in its own game (a Nim heap is worth its size), then XOR"
                    + " the values column by column.");
        }
        if (question instanceof FindSumMove) {
            return List.of("Find each heap's Grundy value in its own game and XOR them to s. Take a heap whose value v"
                    + " has a 1 in the leftmost column of s, and move it to a position of value v xor s.");
        }
        if (question instanceof SumOutcome) {
            return List.of("Find each heap's Grundy value in its own game: the sum is P exactly when the values XOR"
                    + " to 0.");
        }
        if (question instanceof ProveSet) {
            return List.of("Go up from the end: decide the end position, then the positions with one object, then"
                    + " two. The smallest counterexample the checker shows is the first place your set goes wrong.");
        }
        if (question instanceof MoveRecipe) {
            return List.of("Lemma 2 moves one heap to its size xor the nim-sum. Let the condition choose a heap for"
                    + " which that new size is smaller.");
        }
        if (question instanceof WholeOutcome q) {
            return List.of(q.game() instanceof MooreNim ? "Write the heaps in binary and count the ones in each column:"
                    + " the player to move loses exactly when every count is a multiple of k + 1."
                    : "Only the odd steps count: XOR the coins on steps 1, 3, 5, ...; the player to move loses exactly"
                    + " when that XOR is 0.");
        }
        if (question instanceof FindWholeMove q) {
            return List.of(q.game() instanceof MooreNim ? "Work from the top column down: make each column's count of"
                    + " ones a multiple of k + 1, lowering at most k heaps. A heap lowered in a higher column may"
                    + " take any bits below it."
                    : "Play Nim on the odd steps: make their coins XOR to 0, by moving coins off an odd step, or by"
                    + " moving coins down from an even step onto the odd step below it.");
        }
        if (question instanceof ColumnResidues) {
            return List.of("Write each heap in binary with the 1s column on the right and count the ones in each"
                    + " column; then divide each count by k + 1 and keep the remainder.");
        }
        return List.of();
    }

    private static String moveMethod(Rules rules, int heaps, Set<Idea> known) {
        if (!rules.isNim()) {
            if (heaps == 1 && rules.moves() instanceof MoveSet.Subtraction s && s.isRangeFromOne()
                    && known.contains(Idea.KERNEL)) {
                return "With takes 1 to k, the kernel is the multiples of k + 1: which one can you reach?";
            }
            return known.contains(Idea.GRUNDY) ? "Find each heap's Grundy value; a winning move makes their XOR 0."
                    : "Look for a move that leaves a size in the kernel.";
        }
        if (rules.isMisere() && known.contains(Idea.MISERE)) {
            return "Play as in normal Nim, unless your move would leave only heaps of 0 and 1: then leave an odd"
                    + " number of 1-heaps.";
        }
        if (known.contains(Idea.LEMMA_2)) {
            return "Work out the nim-sum and find its leftmost 1; change a heap with a 1 in that column to the"
                    + " nim-sum xor its size.";
        }
        if (heaps == 2 && known.contains(Idea.MIRROR)) {
            return "Two equal heaps lose for the player to move: can you leave two equal heaps?";
        }
        return "Try each move in turn: a winning move leaves your opponent a position where every move loses.";
    }
}

package org.nimexplorer.explain;

import java.util.OptionalInt;
import java.util.Set;
import org.nimexplorer.engine.Analysis;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Rules;

/**
 * Why a position is P or N, pitched at what the learner knows: the questions about a position share
 * it, for their worked answer and for the idea they rest on.
 */
final class OutcomeExplanation {

    /** Above this, a one-heap subtraction game is explained by its Grundy values rather than its tree. */
    private static final long SMALL_HEAP = 30;

    /** Nim positions with at most this many objects are explained by their followers, not by nim-sums. */
    private static final long TINY_POSITION = 6;

    private OutcomeExplanation() {}

    /**
     * With no idea the learner has not met: one heap with takes 1 to k by its multiples of k + 1 once the
     * kernel is known (before, the multiples are what the learner is finding out); a
     * tiny position, or one small heap of another subtraction game, by the tree of its followers; two
     * heaps of Nim before the nim-sum by the mirror; otherwise the columns.
     */
    static Derivation of(Analysis a, Set<Idea> known) {
        Position p = a.position();
        Rules rules = a.rules();
        if (!rules.isNim() && !rules.isMisere() && p.size() == 1 && rules.moves() instanceof MoveSet.Subtraction s
                && s.isRangeFromOne() && known.contains(Idea.KERNEL)) {
            return new Derivation.Multiples(p.heap(0), s.largest());
        }
        boolean oneSmallHeap = !rules.isNim() && p.size() == 1 && p.heap(0) <= SMALL_HEAP;
        boolean beforeNimSum = rules.isNim() && !known.contains(Idea.NIM_SUM);
        // Before the game tree is taught, two heaps are explained by the mirror however small they are.
        boolean beforeTree = !known.contains(Idea.GAME_TREE);
        if (beforeNimSum && p.size() == 2 && !rules.isMisere() && (p.total() > TINY_POSITION || beforeTree)) {
            return new Derivation.Mirror(p);
        }
        if (oneSmallHeap || p.total() <= TINY_POSITION || beforeNimSum) {
            Result<GameTree> tree = GameTree.of(p, rules, OptionalInt.of(2));
            if (tree.isOk()) {
                return new Derivation.Followers(tree.orThrow(), rules);
            }
        }
        return PositionReport.of(a);
    }

    /** The idea a question about this position rests on; the position is analysed only for Nim. */
    static Idea idea(Position position, Rules rules, Set<Idea> known, boolean outcomeQuestion) {
        if (!rules.isNim()) {
            return position.size() == 1 ? Idea.KERNEL : Idea.GRUNDY;
        }
        Analysis a = Engine.analyze(position, rules).orThrow();
        // Under misère play Bouton's theorem does not decide P or N; the misère rule does, at every position.
        if (rules.isMisere() && (outcomeQuestion || misereEndgame(a)) && known.contains(Idea.MISERE)) {
            return Idea.MISERE;
        }
        if (!known.contains(Idea.NIM_SUM)) {
            return position.size() == 2 && known.contains(Idea.MIRROR) ? Idea.MIRROR : Idea.GAME_TREE;
        }
        if (outcomeQuestion && known.contains(Idea.THEOREM)) {
            return Idea.THEOREM;
        }
        Idea lemma = a.outcome() == Outcome.P ? Idea.LEMMA_1 : Idea.LEMMA_2;
        return known.contains(lemma) ? lemma : Idea.NIM_SUM;
    }

    /** The position or its winning move lies where misère play departs from normal play. */
    private static boolean misereEndgame(Analysis a) {
        Position p = a.position();
        if (p.largest() <= 1) {
            return true;
        }
        return a.winningMoves().stream().anyMatch(m -> m.applyTo(p).largest() <= 1);
    }
}

package org.nimexplorer.explain;

import java.util.List;
import java.util.Optional;
import org.nimexplorer.engine.Play;

/**
 * A learner's set K proved (or not) to be the P-positions of a game other than Nim and subtraction
 * games, by the three properties of a kernel checked from the game's moves alone, as {@link
 * ClaimProof} does for those: the end on the side the rules put it, every move from K leaving K,
 * some move from outside K entering it. Moves that split a row, lower several heaps or carry coins
 * down a staircase are checked as they are; nothing is classified by search.
 *
 * @param games    the game each heap letter follows (one name when they all follow the same)
 * @param box      what the letters range over, which decides how the box is told
 * @param ends     property 1 (its count: the box's ends, positions with no move left)
 * @param example  a move property 3 found, at the last position of the box outside K whose letters are each a
 *                 single row or heap, so that it reads at a glance
 * @param complete false when the check was stopped; the counts are those made so far
 */
public record GameClaimProof(String claim, List<String> games, String rules, Play play, Box box, int heaps,
        long max, long positions, long inSet, Property ends, Property stable, Property absorbing,
        Optional<Example> example, boolean complete) {

    /** What a letter of the claim stands for. */
    public enum Box {
        /** A row of a heap game, or the rows a move has split it into: a part of the sum. */
        PARTS,
        /** A heap of 0 to the max (Moore's Nim, and heap games that never split). */
        HEAPS,
        /** The coins on a step of the staircase, a the lowest; at most the max in all. */
        STEPS
    }

    /** All three properties hold: K is the set of P-positions of the box. */
    public boolean holds() {
        return ends.holds() && stable.holds() && absorbing.holds();
    }

    /** A position as it is shown: a word per letter, "2+2" for a part of two rows. */
    public record Spot(List<String> parts) {
        @Override
        public String toString() {
            return String.join(" ", parts);
        }
    }

    /** A move: its short form ("C-1=2+2"), the same in words, and the position it leaves. */
    public record Step(String shortForm, String words, Spot after) {}

    /** One property's verdict, as in {@link ClaimProof.Property}. */
    public record Property(int number, boolean holds, long checked, long moves, Optional<Failure> counterexample) {}

    /** A position where a property fails. */
    public sealed interface Failure permits WrongEnd, StaysIn, NoWayIn {
        Spot position();
    }

    /** Property 1: an end on the wrong side of K. */
    public record WrongEnd(Spot position, boolean inSet) implements Failure {}

    /** Property 2: a position in K and a move from it that leaves a position still in K. */
    public record StaysIn(Spot position, Step move) implements Failure {}

    /** Property 3: a position outside K from which no move enters K; its first few moves, and how many there are. */
    public record NoWayIn(Spot position, List<Step> moves, long moveCount) implements Failure {}

    /** A position and a move from it into K. */
    public record Example(Spot position, Step move) {}
}

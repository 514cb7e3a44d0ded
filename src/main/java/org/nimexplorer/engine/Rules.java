package org.nimexplorer.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The convention (normal or misère) and the move set together: everything that defines the game. */
public record Rules(Play play, MoveSet moves) {

    public static final Rules NIM = new Rules(Play.NORMAL, MoveSet.NIM);

    public boolean isNim() {
        return moves instanceof MoveSet.AnyAmount;
    }

    /** " (misère, take 1-3)", or nothing for Nim under normal play: a short tag after a position. */
    public String note() {
        String playTag = isMisere() ? "misère" : "";
        String set = moves instanceof MoveSet.Subtraction s ? "take " + s.notation() : "";
        String both = playTag.isEmpty() ? set : set.isEmpty() ? playTag : playTag + ", " + set;
        return both.isEmpty() ? "" : " (" + both + ")";
    }

    /** The game's name as {@link GameNotation} reads it: "nim" or "sub[1-3]". */
    public String gameNotation() {
        return GameFamily.heapGame(this).notation();
    }

    public boolean isMisere() {
        return play == Play.MISERE;
    }

    /** "normal Nim", "misère play, take 1, 2 or 3 from one heap". */
    public String describe() {
        String convention = isMisere() ? "misère play (the last move loses)" : "normal play (the last move wins)";
        return convention + ", " + moves.describe();
    }

    /** Why a move is illegal here, with what would be accepted; empty when it is legal. */
    public Optional<String> whyIllegal(Position position, int heap, long take) {
        if (heap < 0 || heap >= position.size()) {
            return Optional.of("there is no heap " + HeapLabels.of(Math.max(heap, 0)) + ": this position has "
                    + heapRange(position));
        }
        String label = HeapLabels.of(heap);
        long size = position.heap(heap);
        if (take <= 0) {
            return Optional.of("a move must take at least one object");
        }
        if (size == 0) {
            return Optional.of("heap " + label + " is empty: choose a heap that still has objects");
        }
        if (take > size) {
            return Optional.of("heap " + label + " has only " + size + ": " + acceptedTakes(size)
                    + " from " + label);
        }
        if (!moves.allows(take)) {
            return Optional.of("taking " + take + " is not allowed in this game: " + acceptedTakes(size)
                    + " from " + label);
        }
        return Optional.empty();
    }

    private String acceptedTakes(long size) {
        if (moves instanceof MoveSet.Subtraction s) {
            int[] allowed = java.util.Arrays.stream(s.takes()).filter(t -> t <= size).toArray();
            return allowed.length == 0 ? "no take fits" : "take " + new MoveSet.Subtraction(allowed).listTakes();
        }
        return size == 1 ? "take 1" : "take 1 to " + size;
    }

    private static String heapRange(Position position) {
        return switch (position.size()) {
            case 0 -> "no heaps";
            case 1 -> "one heap, A";
            default -> "heaps A to " + HeapLabels.of(position.size() - 1);
        };
    }

    /** Every legal move, by heap then take; only sensible for small positions. */
    public List<Move> legalMoves(Position position) {
        List<Move> all = new ArrayList<>();
        for (int i = 0; i < position.size(); i++) {
            long size = position.heap(i);
            if (moves instanceof MoveSet.Subtraction s) {
                for (int t : s.takes()) {
                    if (t <= size) {
                        all.add(new Move(i, t));
                    }
                }
            } else {
                for (long t = 1; t <= size; t++) {
                    all.add(new Move(i, t));
                }
            }
        }
        return all;
    }

    /** True when the player to move has no legal move. */
    public boolean isOver(Position position) {
        long smallestTake = moves instanceof MoveSet.Subtraction s ? s.smallest() : 1;
        return position.stream().allMatch(h -> h < smallestTake);
    }

    /** The outcome of a position where no move is possible. */
    public Outcome terminalOutcome() {
        return isMisere() ? Outcome.N : Outcome.P;
    }
}

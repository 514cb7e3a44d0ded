package org.nimexplorer.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Moore's Nim_k under normal play: a move lowers at least one and at most {@code k} heaps, each by
 * any amount of its own; with {@code k = 1} it is Nim. Moore's theorem (1910): a position is P
 * exactly when, in every binary column, the number of heaps with a 1 there is a multiple of
 * {@code k + 1}. Here are that rule, the columns it reads, the constructive winning move that
 * follows from its proof, and every winning move of a position small enough to try each legal one.
 */
public record MooreNim(int k) implements WholeGame {

    /** Listing every winning move tries every legal move, and does so only up to this many. */
    public static final long MOVE_LIMIT = 1_000_000;

    /** Heap sizes are non-negative longs: their bits are 0 to 62. */
    private static final int TOP_BIT = 62;

    public MooreNim {
        if (k < 1) {
            throw new IllegalArgumentException("a move of Moore's Nim lowers at least one heap, so k >= 1, not " + k);
        }
    }

    /** "Moore's Nim with k = 2 (a move lowers 1 or 2 heaps)". */
    @Override
    public String notation() {
        return "moore[" + k + "]";
    }

    @Override
    public Result<MultiMove> parseMove(String line, Position position) {
        return MultiMoveParser.parse(line, position, this);
    }

    @Override
    public String notations() {
        return MultiMoveParser.NOTATIONS;
    }

    /** The winning move by the column rule, or else one object from the largest heap. */
    @Override
    public Optional<MultiMove> engineMove(Position position) {
        Optional<MultiMove> winning = winningMove(position);
        if (winning.isPresent() || position.largest() == 0) {
            return winning;
        }
        int largest = 0;
        for (int i = 1; i < position.size(); i++) {
            largest = position.heap(i) > position.heap(largest) ? i : largest;
        }
        long size = position.heap(largest);
        return Optional.of(new MultiMove(List.of(new MultiMove.Lowering(largest, size, size - 1))));
    }

    @Override
    public String describe() {
        return "Moore's Nim with k = " + k + " (a move lowers " + heapsAllowed() + ")";
    }

    /** "1 heap", "1 or 2 heaps", "1 to 3 heaps". */
    private String heapsAllowed() {
        return switch (k) {
            case 1 -> "1 heap";
            case 2 -> "1 or 2 heaps";
            default -> "1 to " + k + " heaps";
        };
    }

    public boolean isP(Position position) {
        for (long ones : columnSums(position)) {
            if (ones % modulus() != 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * How many heaps have a 1 in each binary column; index 0 is the 1s column (as in the Nim column
     * view), and there is always at least one column.
     */
    public long[] columnSums(Position position) {
        long[] sums = new long[Math.max(1, 64 - Long.numberOfLeadingZeros(position.largest()))];
        for (long h : position.heaps()) {
            for (long rest = h; rest != 0; rest &= rest - 1) {
                sums[Long.numberOfTrailingZeros(rest)]++;
            }
        }
        return sums;
    }

    /** Each column sum modulo {@code k + 1}, indexed like {@link #columnSums}: P exactly when all are 0. */
    public long[] columnResidues(Position position) {
        long[] residues = columnSums(position);
        for (int bit = 0; bit < residues.length; bit++) {
            residues[bit] %= modulus();
        }
        return residues;
    }

    /** {@code k + 1}, as a long so that the largest k does not overflow. */
    private long modulus() {
        return k + 1L;
    }

    /**
     * The winning move Moore's proof builds, or empty at a P-position. Columns are settled from the
     * highest down, keeping the set S of heaps already lowered: each is below its old size already,
     * so its lower bits are free. In a column where c heaps outside S have a 1 and c mod (k+1) = r,
     * either r of them are lowered there (they join S) and S's bits are 0, when S can grow by r; or
     * else k+1-r heaps of S get a 1 there and the rest of S a 0. Either way the column becomes a
     * multiple of k+1, and S never holds more than k heaps. The first heaps by letter are chosen.
     */
    public Optional<MultiMove> winningMove(Position position) {
        long[] after = position.heaps();
        List<Integer> lowered = new ArrayList<>();
        for (int bit = TOP_BIT; bit >= 0; bit--) {
            long column = 1L << bit;
            List<Integer> holders = new ArrayList<>();
            for (int i = 0; i < after.length; i++) {
                if ((after[i] & column) != 0 && !lowered.contains(i)) {
                    holders.add(i);
                }
            }
            long r = holders.size() % modulus();
            long ones;
            if (lowered.size() + r <= k) {
                lowered.addAll(holders.subList(0, (int) r));
                ones = 0;
            } else {
                ones = modulus() - r;
            }
            for (int s = 0; s < lowered.size(); s++) {
                int heap = lowered.get(s);
                after[heap] = s < ones ? after[heap] | column : after[heap] & ~column;
            }
        }
        return lowered.isEmpty() ? Optional.empty() : Optional.of(MultiMove.between(position, new Position(after)));
    }

    /**
     * Every winning move, sorted by the heaps lowered and then by what each loses, heap by heap (so
     * {@code A-1} comes before {@code A-1 B-1}, which comes before {@code A-2}); empty at a
     * P-position. Each legal move is tried, so an N-position with more than {@link #MOVE_LIMIT} of
     * them ({@link #legalMoveCount}) is a problem that says so; its {@link #winningMove} still answers.
     */
    public Result<List<MultiMove>> winningMoves(Position position) {
        if (isP(position)) {
            return Result.ok(List.of());
        }
        if (legalMoveCount(position) > MOVE_LIMIT) {
            return Result.problem("listing every winning move tries each legal move, and this position has more"
                    + " than " + String.format("%,d", MOVE_LIMIT) + " of them; the column rule still finds one");
        }
        List<MultiMove> winning = new ArrayList<>();
        eachFollower(position, after -> {
            if (isP(after)) {
                winning.add(MultiMove.between(position, after));
            }
        });
        return Result.ok(winning);
    }

    /** Every legal move, in the order of {@link #winningMoves}; only sensible for small positions. */
    public List<MultiMove> legalMoves(Position position) {
        List<MultiMove> all = new ArrayList<>();
        eachFollower(position, after -> all.add(MultiMove.between(position, after)));
        return all;
    }

    /**
     * How many legal moves a position has, saturating at {@code Long.MAX_VALUE}: for every set of 1 to
     * k heaps, the product of their sizes (each heap goes to any smaller size).
     */
    public long legalMoveCount(Position position) {
        // ways[j]: the ways to lower exactly j of the heaps seen so far.
        long[] ways = new long[(int) Math.min(k, position.size()) + 1];
        ways[0] = 1;
        for (long h : position.heaps()) {
            for (int j = ways.length - 1; j >= 1; j--) {
                ways[j] = saturatedSum(ways[j], saturatedProduct(ways[j - 1], h));
            }
        }
        long total = 0;
        for (int j = 1; j < ways.length; j++) {
            total = saturatedSum(total, ways[j]);
        }
        return total;
    }

    /** Why a move cannot be played here, with what would be accepted; empty when it can. */
    public Optional<String> whyIllegal(Position position, MultiMove move) {
        if (move.heapCount() > k) {
            return Optional.of("this move lowers " + move.heapCount() + " heaps, but with k = " + k + " a move lowers "
                    + heapsAllowed() + ": leave out " + (move.heapCount() - k == 1 ? "one" : move.heapCount() - k));
        }
        for (MultiMove.Lowering l : move.lowerings()) {
            String label = HeapLabels.of(l.heap());
            if (l.heap() >= position.size()) {
                return Optional.of("there is no heap " + label + ": this position has "
                        + (position.size() == 1 ? "one heap, A" : "heaps A to " + HeapLabels.of(position.size() - 1)));
            }
            if (position.heap(l.heap()) != l.from()) {
                return Optional.of("heap " + label + " has " + position.heap(l.heap()) + ", not " + l.from()
                        + ": this move was made for another position");
            }
        }
        return Optional.empty();
    }

    /** Hands every follower to {@code visit}, in the order of {@link #winningMoves}. */
    private void eachFollower(Position position, Consumer<Position> visit) {
        lowerFrom(position.heaps(), position.heaps(), 0, 0, visit);
    }

    /** Lowers heap {@code from} or a later one, then, while fewer than k are lowered, a heap after it too. */
    private void lowerFrom(long[] before, long[] after, int from, int lowered, Consumer<Position> visit) {
        for (int i = from; i < before.length; i++) {
            for (long to = before[i] - 1; to >= 0; to--) {
                after[i] = to;
                visit.accept(new Position(after));
                if (lowered + 1 < k) {
                    lowerFrom(before, after, i + 1, lowered + 1, visit);
                }
            }
            after[i] = before[i];
        }
    }

    private static long saturatedSum(long a, long b) {
        long sum = a + b;
        return sum < 0 ? Long.MAX_VALUE : sum;
    }

    private static long saturatedProduct(long a, long b) {
        return b != 0 && a > Long.MAX_VALUE / b ? Long.MAX_VALUE : a * b;
    }
}

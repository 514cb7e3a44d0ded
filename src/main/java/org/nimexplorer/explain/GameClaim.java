package org.nimexplorer.explain;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;
import org.nimexplorer.engine.Bound;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.StaircaseNim;
import org.nimexplorer.engine.WholeGame;
import org.nimexplorer.explain.GameClaimProof.Box;
import org.nimexplorer.explain.GameClaimProof.Example;
import org.nimexplorer.explain.GameClaimProof.NoWayIn;
import org.nimexplorer.explain.GameClaimProof.Property;
import org.nimexplorer.explain.GameClaimProof.StaysIn;
import org.nimexplorer.explain.GameClaimProof.WrongEnd;

/**
 * A claim about a game other than Nim and subtraction games, with its box, ready to be proved by the
 * three properties of a kernel ({@link GameClaimProof}). The box is made first, so that a claim that
 * cannot be read or a box too large is refused before any work, and the work can be counted.
 */
public final class GameClaim {

    /** The most parts one letter may range over: each costs its options, kept for the whole check. */
    static final int MOST_PARTS = 1 << 16;
    /** The most moves the check looks at, across the box. */
    public static final double MAX_MOVES = 1L << 28;
    private static final int CHECK_EVERY = 1 << 14;

    private final Claim claim;
    private final ClaimSpace space;
    private final List<String> games;
    private final String rules;
    private final Play play;
    private final Box box;
    private final long max;

    private GameClaim(Claim claim, ClaimSpace space, List<String> games, String rules, Play play, Box box, long max) {
        this.claim = claim;
        this.space = space;
        this.games = games;
        this.rules = rules;
        this.play = play;
        this.box = box;
        this.max = max;
    }

    /**
     * A claim over heap games, one per letter ({@code games.size()} heaps): each letter a row of 0 to
     * {@code max} or what a move makes of it. In the claim a letter alone is its part's objects and
     * {@code g(a)} its part's Grundy value.
     */
    public static Result<GameClaim> overParts(String text, List<HeapGame> games, Play play, long max) {
        Optional<Bound> bad = bounds(games.size(), max);
        if (bad.isPresent()) {
            return Result.outOfBounds(bad.get());
        }
        List<PartList> lists = new ArrayList<>();
        java.util.Map<HeapGame, Optional<PartList>> made = new java.util.HashMap<>();
        for (HeapGame game : games) {
            Optional<PartList> list = made.computeIfAbsent(game, g -> PartList.of(g, max, MOST_PARTS));
            if (list.isEmpty()) {
                return Result.problem(String.format("a row of up to %d in %s can become more than %,d different"
                        + " rows and splits: choose a smaller --max", max, game.notation(), MOST_PARTS));
            }
            lists.add(list.get());
        }
        double positions = PartsSpace.positions(lists);
        Box box = lists.stream().anyMatch(PartList::splits) ? Box.PARTS : Box.HEAPS;
        PartsSpace space = positions > ClaimProof.MAX_POSITIONS ? null : new PartsSpace(lists);
        Optional<String> tooLarge = tooLarge(positions, space == null ? 0 : space.moveCount(), games.size(), max, box);
        if (tooLarge.isPresent()) {
            return Result.problem(tooLarge.get());
        }
        String rules = games.stream().distinct().count() == 1 ? games.get(0).describe() : "a sum of games: "
                + String.join(", ", java.util.stream.IntStream.range(0, games.size())
                        .mapToObj(i -> (char) ('a' + i) + " in " + games.get(i).notation()).toList());
        return Claim.parseOverParts(text, games).map(claim -> new GameClaim(claim, space,
                games.stream().map(HeapGame::notation).toList(), rules, play, box, max));
    }

    /**
     * A claim over a game played on the whole position: Moore's Nim on {@code heaps} heaps of 0 to
     * {@code max}, or the staircase on {@code heaps} steps with at most {@code max} coins in all.
     */
    public static Result<GameClaim> overWhole(String text, WholeGame game, int heaps, long max) {
        Optional<Bound> bad = bounds(heaps, max);
        if (bad.isPresent()) {
            return Result.outOfBounds(bad.get());
        }
        boolean steps = game instanceof StaircaseNim;
        double positions = WholeSpace.positions(heaps, max);
        WholeSpace space = positions > ClaimProof.MAX_POSITIONS ? null : new WholeSpace(game, heaps, max, steps);
        Box box = steps ? Box.STEPS : Box.HEAPS;
        Optional<String> tooLarge = tooLarge(positions, space == null ? 0 : space.moveCount(), heaps, max, box);
        if (tooLarge.isPresent()) {
            return Result.problem(tooLarge.get());
        }
        String why = game.notation() + " is played on the whole position, which is no sum of heaps with values of"
                + " their own: write the claim over the " + (steps ? "steps' coins" : "heaps") + " themselves";
        return Claim.parseWithoutValues(text, heaps, why).map(claim -> new GameClaim(claim, space, List.of(game.notation()),
                game.describe(), Play.NORMAL, box, max));
    }

    /** The largest heap a box may have: the number of positions bounds it long before this does. */
    static final long MOST_MAX = 1000;

    private static Optional<Bound> bounds(int heaps, long max) {
        if (heaps < 1 || heaps > ClaimProof.MAX_HEAPS) {
            return Optional.of(new Bound(Bound.Name.HEAPS, 1, ClaimProof.MAX_HEAPS, heaps));
        }
        if (max < 0 || max > MOST_MAX) {
            return Optional.of(new Bound(Bound.Name.MAX, 0, MOST_MAX, max));
        }
        return Optional.empty();
    }

    private static Optional<String> tooLarge(double positions, double moves, int heaps, long max, Box box) {
        String what = switch (box) {
            case STEPS -> heaps + (heaps == 1 ? " step" : " steps") + " with up to " + max + " coins";
            case PARTS -> heaps + (heaps == 1 ? " part" : " parts") + " (rows up to " + max + " and what moves make of"
                    + " them)";
            case HEAPS -> heaps + (heaps == 1 ? " heap" : " heaps") + " up to " + max;
        };
        String smaller = box == Box.STEPS ? "choose fewer steps or fewer coins" : "choose fewer heaps or a smaller --max";
        if (positions > ClaimProof.MAX_POSITIONS) {
            return Optional.of(String.format("%s make %.3g positions; a claim is proved on at most %,d: %s", what,
                    positions, ClaimProof.MAX_POSITIONS, smaller));
        }
        if (moves > MAX_MOVES) {
            return Optional.of(String.format("%s have about %.3g moves to look at; a proof looks at most at %.3g: %s",
                    what, moves, MAX_MOVES, smaller));
        }
        return Optional.empty();
    }

    Claim claim() {
        return claim;
    }

    ClaimSpace space() {
        return space;
    }

    Box box() {
        return box;
    }

    List<String> games() {
        return games;
    }

    String rules() {
        return rules;
    }

    long max() {
        return max;
    }

    /** The steps of the check, for its progress: the box twice, once to find K and once to check it. */
    public long work() {
        return 2L * space.size();
    }

    /**
     * Checks the three properties on every position of the box; a problem when the claim cannot be
     * computed somewhere. {@code cancelled} ends it early, with what was counted so far.
     */
    public Result<GameClaimProof> check(BooleanSupplier cancelled, LongConsumer progress) {
        int size = space.size();
        long[] inK = new long[(size + 63) / 64];
        long members = 0;
        for (int index = 0; index < size; index++) {
            if (index > 0 && index % CHECK_EVERY == 0) {
                progress.accept(index);
                if (cancelled.getAsBoolean()) {
                    return Result.ok(proof(0, members, List.of(), Optional.empty(), false));
                }
            }
            if (!space.inBox(index)) {
                continue;
            }
            boolean member;
            try {
                member = claim.holdsAt(space.letters(index));
            } catch (ArithmeticException e) {
                return Result.problem("the claim cannot be computed at " + space.spot(index) + ": it makes "
                        + Claim.words(e));
            }
            if (member) {
                inK[index >>> 6] |= 1L << index;
                members++;
            }
        }
        return Result.ok(sweep(inK, cancelled, progress));
    }

    /** The smallest failing position of one kind: fewest objects, then first in heap order. */
    private final class Smallest {
        long objects = Long.MAX_VALUE;
        int index = -1;

        void offer(int at) {
            long n = space.objects(at);
            if (n < objects) {
                objects = n;
                index = at;
            }
        }
    }

    private GameClaimProof sweep(long[] inK, BooleanSupplier cancelled, LongConsumer progress) {
        java.util.function.IntPredicate in = i -> (inK[i >>> 6] & (1L << i)) != 0;
        boolean misere = play == Play.MISERE;
        int size = space.size();
        long positions = 0;
        long members = 0;
        long[] checked = new long[4];
        long[] moves = new long[4];
        Smallest end = new Smallest();
        Smallest stays = new Smallest();
        Smallest noWay = new Smallest();
        int lastOutside = -1;
        boolean complete = true;
        for (int index = 0; index < size; index++) {
            if (index > 0 && index % CHECK_EVERY == 0) {
                progress.accept(size + (long) index);
                if (cancelled.getAsBoolean()) {
                    complete = false;
                    break;
                }
            }
            if (!space.inBox(index)) {
                continue;
            }
            positions++;
            boolean member = in.test(index);
            members += member ? 1 : 0;
            boolean[] enters = new boolean[1];
            long count = space.moves(index, target -> enters[0] = in.test(target));
            if (count == 0) {
                checked[1]++;
                if (member == misere) {
                    end.offer(index);
                }
                continue;
            }
            int property = member ? 2 : 3;
            checked[property]++;
            if (member) {
                moves[2] += count;
                if (enters[0]) {
                    stays.offer(index);
                }
            } else {
                moves[3] += count;
                if (space.plain(index)) {
                    lastOutside = index;
                }
                if (!enters[0]) {
                    noWay.offer(index);
                }
            }
        }
        if (complete) {
            progress.accept(2L * size);
        }
        Property p1 = new Property(1, end.index < 0, checked[1], 0, Optional.ofNullable(end.index < 0 ? null
                : new WrongEnd(space.spot(end.index), in.test(end.index))));
        Property p2 = new Property(2, stays.index < 0, checked[2], moves[2], Optional.ofNullable(stays.index < 0
                ? null : new StaysIn(space.spot(stays.index), space.steps(stays.index, in, 1).get(0))));
        Property p3 = new Property(3, noWay.index < 0, checked[3], moves[3], Optional.ofNullable(noWay.index < 0
                ? null : new NoWayIn(space.spot(noWay.index), space.steps(noWay.index, t -> true,
                        ClaimProof.LISTED_MOVES), space.moves(noWay.index, t -> false))));
        Optional<Example> example = Optional.empty();
        if (lastOutside >= 0) {
            int at = lastOutside;
            example = space.steps(at, in, 1).stream().findFirst().map(step -> new Example(space.spot(at), step));
        }
        return proof(positions, members, List.of(p1, p2, p3), example, complete);
    }

    private GameClaimProof proof(long positions, long members, List<Property> properties, Optional<Example> example,
            boolean complete) {
        Property none1 = new Property(1, true, 0, 0, Optional.empty());
        Property none2 = new Property(2, true, 0, 0, Optional.empty());
        Property none3 = new Property(3, true, 0, 0, Optional.empty());
        return new GameClaimProof(claim.text(), games, rules, play, box, space.heaps(), max, positions, members,
                properties.isEmpty() ? none1 : properties.get(0), properties.isEmpty() ? none2 : properties.get(1),
                properties.isEmpty() ? none3 : properties.get(2), example, complete);
    }
}

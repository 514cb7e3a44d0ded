package org.nimexplorer.explain;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;
import org.nimexplorer.engine.Budget;
import org.nimexplorer.engine.GameTreeSearch;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.WholeGame;
import org.nimexplorer.explain.GameClaimProof.Box;
import org.nimexplorer.explain.GameClaimProof.Spot;
import org.nimexplorer.explain.GameClaimProof.Step;

/**
 * A claim about the P-positions of a game {@link Conjecture} and {@link SumConjecture} do not take
 * (Moore's Nim, the staircase, a sum of different heap games), judged on every position of the box a
 * {@link GameClaim} proves it on, against {@link GameTreeSearch}, which knows only the moves, never
 * a theorem or a Grundy value.
 *
 * @param games         the game of each letter ("moore[2]" once for a game on the whole position)
 * @param rules         the game in words
 * @param claimedPButN  the smallest position the claim calls P that is N, with a winning move
 * @param claimedNButP  the smallest P-position the claim misses, and whether no move is left there
 */
public record GameConjecture(String claim, List<String> games, String rules, Box box, int heaps, long max,
        long positions, long pPositions, Optional<Counterexample> claimedPButN, Optional<Missed> claimedNButP) {

    /** An N-position the claim calls P, and a move from it that wins. */
    public record Counterexample(Spot position, Optional<Step> winningMove) {}

    /** A P-position the claim calls N; {@code over} when no move is left there. */
    public record Missed(Spot position, boolean over) {}

    public boolean holds() {
        return claimedPButN.isEmpty() && claimedNButP.isEmpty();
    }

    /**
     * Checks the claim on every position of the box; a problem when the claim cannot be read or
     * computed, or the box or its search is too large. {@code cancelled} ends it with {@link Budget.Exceeded}.
     */
    public static Result<GameConjecture> check(String text, WholeGame game, int heaps, long max,
            BooleanSupplier cancelled, LongConsumer progress) {
        return check(GameClaim.overWhole(text, game, heaps, max), cancelled, progress);
    }

    /**
     * The same for a claim already prepared, a sum of different heap games among them (each letter a
     * part), under normal play: its progress counts the box's positions, half of {@link GameClaim#work}.
     */
    public static Result<GameConjecture> check(GameClaim prepared, BooleanSupplier cancelled, LongConsumer progress) {
        return check(Result.ok(prepared), cancelled, progress);
    }

    private static Result<GameConjecture> check(Result<GameClaim> claim, BooleanSupplier cancelled,
            LongConsumer progress) {
        return claim.flatMap(prepared -> {
            double moves = prepared.space().moveCount();
            if (moves > Budget.Limits.BOX.moves()) {
                int heaps = prepared.space().heaps();
                String box = prepared.box() == Box.STEPS ? heaps + " steps with up to " + prepared.max() + " coins"
                        : heaps + " heaps up to " + prepared.max();
                return Result.problem(String.format("%s is decided here by searching every line of play, and %s have"
                        + " about %.3g moves to search, more than the %,d a search takes on: choose fewer heaps or"
                        + " smaller ones", String.join(", ", new java.util.LinkedHashSet<>(prepared.games())), box, moves, Budget.Limits.BOX.moves()));
            }
            // Within that estimate the budget's other limits are out of reach, so it stops only when asked.
            return judge(prepared, new Budget(Budget.Limits.BOX, cancelled), progress);
        });
    }

    private static Result<GameConjecture> judge(GameClaim prepared, Budget budget, LongConsumer progress) {
        ClaimSpace space = prepared.space();
        GameTreeSearch<Integer> search = new GameTreeSearch<>(budget, index -> followers(space, index));
        long positions = 0;
        long pPositions = 0;
        int[] smallest = {-1, -1};
        for (int index = 0; index < space.size(); index++) {
            if (!space.inBox(index)) {
                continue;
            }
            budget.stopIfAsked();
            boolean isP = search.isP(index);
            boolean said;
            try {
                said = prepared.claim().holdsAt(space.letters(index));
            } catch (ArithmeticException e) {
                return Result.problem("the claim cannot be computed at " + space.spot(index) + ": it makes "
                        + Claim.words(e));
            }
            if (said != isP) {
                int kind = isP ? 1 : 0;
                if (smallest[kind] < 0 || space.objects(index) < space.objects(smallest[kind])) {
                    smallest[kind] = index;
                }
            }
            positions++;
            pPositions += isP ? 1 : 0;
            progress.accept(index + 1L);
        }
        Optional<Counterexample> pButN = Optional.of(smallest[0]).filter(i -> i >= 0).map(i -> new Counterexample(
                space.spot(i), space.steps(i, search::isP, 1).stream().findFirst()));
        Optional<Missed> missed = Optional.of(smallest[1]).filter(i -> i >= 0).map(i -> new Missed(space.spot(i),
                space.moves(i, t -> false) == 0));
        return Result.ok(new GameConjecture(prepared.claim().text(), prepared.games(), prepared.rules(),
                prepared.box(), space.heaps(), prepared.max(), positions, pPositions, pButN, missed));
    }

    private static List<Integer> followers(ClaimSpace space, int index) {
        List<Integer> out = new ArrayList<>();
        space.moves(index, t -> {
            out.add(t);
            return false;
        });
        return out;
    }

    /** How many numbers a box of whole positions spans: what the progress counts. */
    public static double work(int heaps, long max) {
        return Math.pow(max + 1.0, heaps);
    }
}

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
 * A claim about the P-positions of Moore's Nim or the staircase, judged on every position of the box
 * of {@link GameClaim#overWhole} against {@link GameTreeSearch}, which knows only the moves, never
 * the game's theorem.
 *
 * @param game          the game's name ("moore[2]", "staircase")
 * @param rules         the game in words
 * @param claimedPButN  the smallest position the claim calls P that is N, with a winning move
 * @param claimedNButP  the smallest P-position the claim misses, and whether no move is left there
 */
public record WholeConjecture(String claim, String game, String rules, Box box, int heaps, long max,
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
    public static Result<WholeConjecture> check(String text, WholeGame game, int heaps, long max,
            BooleanSupplier cancelled, LongConsumer progress) {
        return GameClaim.overWhole(text, game, heaps, max).flatMap(prepared -> {
            double moves = prepared.space().moveCount();
            if (moves > Budget.Limits.BOX.moves()) {
                String box = prepared.box() == Box.STEPS ? heaps + " steps with up to " + max + " coins"
                        : heaps + " heaps up to " + max;
                return Result.problem(String.format("%s is decided here by searching every line of play, and %s have"
                        + " about %.3g moves to search, more than the %,d a search takes on: choose fewer heaps or"
                        + " smaller ones", game.notation(), box, moves, Budget.Limits.BOX.moves()));
            }
            // Within that estimate the budget's other limits are out of reach, so it stops only when asked.
            return judge(prepared, game, new Budget(Budget.Limits.BOX, cancelled), progress);
        });
    }

    private static Result<WholeConjecture> judge(GameClaim prepared, WholeGame game, Budget budget,
            LongConsumer progress) {
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
        return Result.ok(new WholeConjecture(prepared.claim().text(), game.notation(), game.describe(),
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

    /** How many numbers the box spans: what the progress counts. */
    public static double work(int heaps, long max) {
        return Math.pow(max + 1.0, heaps);
    }
}

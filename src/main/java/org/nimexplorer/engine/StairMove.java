package org.nimexplorer.engine;

/**
 * A move of the staircase game: {@code coins} coins go from step {@code step} (numbered from 1) down
 * to the step below it, or off the staircase to the ground from step 1. Its short notation is
 * {@code S3-2}, "step 3 loses 2", read like {@code A-2} in Nim: the coins always land one step
 * lower, so the step they go to is never written.
 */
public record StairMove(int step, long coins) implements WholeMove {

    public StairMove {
        if (step < 1 || coins < 1) {
            throw new IllegalArgumentException("a move takes at least one coin from a step numbered from 1");
        }
    }

    /** The step the coins land on: one lower, where 0 is the ground. */
    public int destination() {
        return step - 1;
    }

    /** The position after the move; the move must be legal there ({@link Staircase#whyIllegal}). */
    public Position applyTo(Position position) {
        if (step > position.size() || position.heap(step - 1) < coins) {
            throw new IllegalArgumentException("the move " + shortForm() + " cannot be made from " + position);
        }
        long[] steps = position.heaps();
        steps[step - 1] -= coins;
        if (step > 1) {
            steps[step - 2] += coins;
        }
        return new Position(steps);
    }

    /** "move 2 coins from step 3 to step 2", "move 1 coin from step 1 to the ground". */
    public String describe() {
        return "move " + Staircase.coins(coins) + " from step " + step + " to "
                + (step == 1 ? "the ground" : "step " + destination());
    }

    /** "S3-2": the short notation. */
    public String shortForm() {
        return "S" + step + "-" + coins;
    }
}

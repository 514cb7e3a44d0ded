package org.nimexplorer.engine;

/** Budgets for the searches that referee the engine in tests: as many positions as asked, nothing else limited. */
public final class TestBudget {

    private TestBudget() {}

    /** Up to this many positions, any number of moves and bytes, never stopped. */
    public static Budget positions(long most) {
        return new Budget(new Budget.Limits(most, Long.MAX_VALUE, Long.MAX_VALUE), () -> false);
    }

    /** No limit at all, for searches the test knows to be small. */
    public static Budget unlimited() {
        return positions(Long.MAX_VALUE);
    }

    /** The limits the commands use for a box, stopped by {@code stop}. */
    public static Budget box(java.util.function.BooleanSupplier stop) {
        return new Budget(Budget.Limits.BOX, stop);
    }
}

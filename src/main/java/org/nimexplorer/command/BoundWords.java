package org.nimexplorer.command;

import org.nimexplorer.engine.Bound;

/**
 * A bound the engine or an explanation reports as values, said with the option it came from. Every
 * command spells an option for the same bound the same way, so the names live here once.
 */
final class BoundWords {

    private BoundWords() {}

    static String option(Bound.Name name) {
        return switch (name) {
            case HEAPS -> "--heaps";
            case MAX -> "--max";
            case FIX -> "--fix";
            case DEPTH -> "--depth";
        };
    }

    /** "--heaps must be from 1 to 12, not 0". */
    static String said(Bound bound) {
        return said(bound, "");
    }

    /** With what the limit protects after the range: "--max must be from 1 to 24 (...), not 99". */
    static String said(Bound bound, String reason) {
        return option(bound.name()) + " must be " + bound.range() + reason + ", not " + bound.given();
    }
}

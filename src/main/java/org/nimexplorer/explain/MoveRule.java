package org.nimexplorer.explain;

import java.util.Locale;
import org.nimexplorer.engine.HeapLabels;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Text;

/**
 * A learner's recipe for a move, in the claim language: which heap, and its new size. Two forms,
 * read by the rule {@code moveRule} of the grammar {@code Predicate.g4}:
 * <ul>
 * <li>{@code first x with x xor s < x to x xor s}: the first heap (also {@code last}, {@code largest},
 * {@code smallest}) whose size, called {@code x}, makes the condition true, goes to the new size;</li>
 * <li>{@code c to a xor b}: heap {@code c} goes to the new size;</li>
 * <li>{@code heap 1 + s mod 3 to 0}: the heap of that number (1 is {@code a}) goes to the new size, in which
 * {@code x} is its size.</li>
 * </ul>
 * Both may use the heaps {@code a, b, ...} and their nim-sum {@code s}. A rule only computes: whether
 * its move is legal, and where it leads, is for the checker to say.
 */
public final class MoveRule {

    /** How the heap is chosen. */
    public enum Pick {
        FIRST, LAST, LARGEST, SMALLEST, NAMED, NUMBERED;

        /** The word of the rule: "first", ..., "heap" for a numbered heap, or empty for a named one. */
        public String word() {
            return this == NAMED ? "" : this == NUMBERED ? "heap" : name().toLowerCase(Locale.ROOT);
        }
    }

    static final String HELP = "a rule is 'first x with CONDITION to NEW SIZE' (or last, largest, smallest), 'c to"
            + " NEW SIZE' or 'heap N to NEW SIZE', with the heaps a, b, c, ..., their nim-sum s and x, the chosen"
            + " heap's size";

    private final String text;
    private final Pick pick;
    private final int named;
    private final char chosen;
    private final Claim.Bool condition;
    private final Claim.Num size;
    private final int heaps;
    private final long[] scratch;
    private final String conditionText;
    private final String sizeText;
    private final Claim.Num number;

    /** In a numbered rule, the letter for the size of the heap it numbers. */
    static final char CHOSEN = 'x';

    private MoveRule(String text, Pick pick, int named, char chosen, Claim.Bool condition, Claim.Num size, int heaps,
            String conditionText, String sizeText, Claim.Num number) {
        this.text = text;
        this.number = number;
        this.conditionText = conditionText;
        this.sizeText = sizeText;
        this.pick = pick;
        this.named = named;
        this.chosen = chosen;
        this.condition = condition;
        this.size = size;
        this.heaps = heaps;
        this.scratch = new long[heaps + 1];
    }

    public String text() {
        return text;
    }

    /** The condition as written ("x xor s < x"); empty for a rule that names its heap. */
    public String condition() {
        return conditionText;
    }

    /** The new size as written ("x xor s"). */
    public String newSize() {
        return sizeText;
    }

    public Pick pick() {
        return pick;
    }

    /** The letter the rule calls its chosen heap ('x'), or the heap it names ('c'). */
    public char letter() {
        return chosen;
    }

    /** What the rule does at a position: a heap and its new size, or why it names none. */
    public sealed interface Outcome {}

    /** Heap {@code heap} (from 0) is to become {@code newSize}, which may be anything: the checker judges it. */
    public record Names(int heap, long newSize) implements Outcome {}

    /** No heap makes the condition true. */
    public record NoHeap() implements Outcome {}

    /** A numbered rule's heap number is not one of the heaps (they are numbered from 1). */
    public record NoSuchHeap(long number) implements Outcome {}

    /** The arithmetic fails (a division by zero, a number too large), in words. */
    public record CannotCompute(String problem) implements Outcome {}

    public static Result<MoveRule> parse(String typed, int heaps) {
        String input = typed == null ? null : Claim.unquoted(typed);
        if (input == null || input.isBlank()) {
            return Result.problem("the rule is empty: write one like \"first x with x > 0 to x - 1\"");
        }
        if (input.length() > Claim.MAX_LENGTH) {
            return Result.problem("the rule is " + input.length() + " characters long; the limit is " + Claim.MAX_LENGTH);
        }
        String text = input.strip();
        java.util.regex.Matcher word = java.util.regex.Pattern.compile("(?i)(first|last|largest|smallest)\\s+([a-z]{2,})\\b.*")
                .matcher(text);
        if (word.matches()) {
            return Result.problem("after '" + word.group(1).toLowerCase(Locale.ROOT) + "' the rule names the chosen heap"
                    + " with one letter, not '" + Text.clip(word.group(2)) + "': write it like 'first x with x > 0 to"
                    + " x - 1', where x is the size of the heap chosen");
        }
        return Claim.read(text, "rule", HELP, PredicateParser::moveRule).flatMap(tree -> {
            try {
                if (tree instanceof PredicateParser.ChosenContext c) {
                    return chosen(text, c, heaps);
                }
                if (tree instanceof PredicateParser.NumberedContext n) {
                    Claim.Compiler compiler = new Claim.Compiler(heaps, CHOSEN, "rule");
                    Claim.Num number = new Claim.Compiler(heaps, Claim.NO_BOUND, "rule").number(n.number,
                            "a heap's number");
                    Claim.Num size = compiler.number(n.size, "a heap's new size");
                    return Result.ok(new MoveRule(text, Pick.NUMBERED, -1, CHOSEN, h -> true, size, heaps, "",
                            slice(text, n.size), number));
                }
                PredicateParser.NamedContext n = (PredicateParser.NamedContext) tree;
                char letter = n.VARIABLE().getText().charAt(0);
                int heap = letter - 'a';
                if (heap >= heaps) {
                    return Result.problem("the rule moves heap '" + letter + "', but with " + heaps
                            + (heaps == 1 ? " heap there is only a" : " heaps they are a to " + (char) ('a' + heaps - 1)));
                }
                Claim.Num size = new Claim.Compiler(heaps, Claim.NO_BOUND, "rule").number(n.size, "a heap's new size");
                return Result.ok(new MoveRule(text, Pick.NAMED, heap, letter, h -> true, size, heaps, "",
                        slice(text, n.size), null));
            } catch (Claim.TypeProblem p) {
                return Result.problem(p.getMessage());
            }
        });
    }

    private static Result<MoveRule> chosen(String text, PredicateParser.ChosenContext c, int heaps) {
        char letter = c.VARIABLE().getText().charAt(0);
        if (letter - 'a' < heaps || letter == Claim.NIM_SUM) {
            return Result.problem("the rule calls its chosen heap '" + letter + "', but " + (letter == Claim.NIM_SUM
                    ? "s is the nim-sum" : letter + " is heap " + HeapLabels.of(letter - 'a')) + ": choose a letter of"
                    + " its own, as in 'first x with ...'");
        }
        Claim.Compiler compiler = new Claim.Compiler(heaps, letter, "rule");
        Claim.Bool condition = compiler.truth(c.cond, "the condition after '" + c.getChild(2).getText() + "'");
        Claim.Num size = compiler.number(c.size, "a heap's new size");
        Pick pick = Pick.valueOf(c.pick.getText().toUpperCase(Locale.ROOT));
        return Result.ok(new MoveRule(text, pick, -1, letter, condition, size, heaps, slice(text, c.cond),
                slice(text, c.size), null));
    }

    /** A part of the rule as the learner wrote it. */
    private static String slice(String text, org.antlr.v4.runtime.ParserRuleContext part) {
        return text.substring(part.start.getStartIndex(), part.stop.getStopIndex() + 1);
    }

    /** The heap and new size the rule names at these heaps (not kept; the rule is not for several threads). */
    public Outcome at(long[] position) {
        try {
            System.arraycopy(position, 0, scratch, 0, heaps);
            if (pick == Pick.NAMED) {
                return new Names(named, size.of(scratch));
            }
            if (pick == Pick.NUMBERED) {
                long n = number.of(scratch);
                if (n < 1 || n > heaps) {
                    return new NoSuchHeap(n);
                }
                scratch[heaps] = position[(int) n - 1];
                return new Names((int) n - 1, size.of(scratch));
            }
            int best = -1;
            for (int i = 0; i < heaps; i++) {
                scratch[heaps] = position[i];
                if (!condition.of(scratch)) {
                    continue;
                }
                boolean better = best < 0 || switch (pick) {
                    case LARGEST -> position[i] > position[best];
                    case SMALLEST -> position[i] < position[best];
                    case LAST -> true;
                    default -> false;
                };
                if (better) {
                    best = i;
                }
                if (pick == Pick.FIRST) {
                    break;
                }
            }
            if (best < 0) {
                return new NoHeap();
            }
            scratch[heaps] = position[best];
            return new Names(best, size.of(scratch));
        } catch (ArithmeticException e) {
            return new CannotCompute(Claim.words(e));
        }
    }
}

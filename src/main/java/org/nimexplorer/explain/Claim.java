package org.nimexplorer.explain;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Function;
import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.misc.Interval;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Text;

/**
 * A learner's claim about which positions are P-positions, such as {@code a xor b == c}: parsed by
 * the ANTLR grammar {@code Predicate.g4}, checked for types (numbers versus true/false), and compiled
 * to a tree of small functions over the heaps. It can compute with whole numbers and nothing else:
 * no names but the heap letters, {@code min}, {@code max} and {@code g} (a heap's Grundy value in the
 * game the claim is checked in), no loops, so each test takes time in proportion to the claim's length.
 */
public final class Claim {

    public static final int MAX_LENGTH = 500;
    private static final String TOO_LARGE = "a number too large for 64 bits";

    private final String text;
    private final Bool predicate;

    private Claim(String text, Bool predicate) {
        this.text = text;
        this.predicate = predicate;
    }

    /** A number-valued part of the claim (or of a rule). */
    @FunctionalInterface
    interface Num {
        long of(long[] heaps);
    }

    /** A true/false part of the claim. */
    @FunctionalInterface
    interface Bool {
        boolean of(long[] heaps);
    }

    public String text() {
        return text;
    }

    /** Whether the claim says these heaps form a P-position; a problem for division by zero or overflow. */
    public Result<Boolean> test(long[] heaps) {
        try {
            return Result.ok(predicate.of(heaps));
        } catch (ArithmeticException e) {
            return Result.problem(words(e));
        }
    }

    /** The same test for a checker that runs it millions of times: an {@link ArithmeticException} for a problem. */
    boolean holdsAt(long[] heaps) {
        return predicate.of(heaps);
    }

    /** What an arithmetic failure made: Java's own words for an overflow ("long overflow") mean nothing to a learner. */
    static String words(ArithmeticException e) {
        return e.getMessage().contains("overflow") ? TOO_LARGE : e.getMessage();
    }

    /**
     * The text without one pair of quotes around the whole of it: the examples show claims in quotes,
     * as a shell needs them, and a learner answering in the session copies them.
     */
    static String unquoted(String input) {
        String t = input.strip();
        boolean quoted = t.length() >= 2 && (t.charAt(0) == '"' || t.charAt(0) == '\'') && t.charAt(t.length() - 1) == t.charAt(0)
                && t.indexOf(t.charAt(0), 1) == t.length() - 1;
        return quoted ? t.substring(1, t.length() - 1) : input;
    }

    /** The letters of the first {@code heaps} heaps in a claim: a, b, c, ... */
    public static List<String> letters(int heaps) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < heaps; i++) {
            out.add(String.valueOf((char) ('a' + i)));
        }
        return out;
    }

    /** A claim in which {@code g(x)} is refused: no game was chosen for it. */
    public static Result<Claim> parse(String typed, int heaps) {
        return parse(typed, heaps, Optional.empty());
    }

    /** A claim in which {@code g(x)} is the Grundy value of a heap of x in {@code game}. */
    public static Result<Claim> parse(String typed, int heaps, HeapGame game) {
        return parse(typed, heaps, Optional.of(game));
    }

    /**
     * A claim over parts, one per heap letter, in the games {@code games} (one per letter): a part is a
     * row or what a row has become, so the heaps handed to it carry after the letters each part's own
     * Grundy value, which {@code g(a)} reads. {@code g} of any other number is a row's value, which
     * needs one game for every letter.
     */
    static Result<Claim> parseOverParts(String typed, List<HeapGame> games) {
        Optional<HeapGame> one = games.stream().distinct().count() == 1 ? Optional.of(games.get(0)) : Optional.empty();
        return parse(typed, games.size(), one, true);
    }

    /**
     * A claim about a game whose positions are no sums of heaps (Moore's Nim, the staircase), where
     * {@code g(x)} is refused for the reason {@code why}.
     */
    static Result<Claim> parseWithoutValues(String typed, int heaps, String why) {
        return parse(typed, heaps, Optional.empty(), false, why);
    }

    private static Result<Claim> parse(String typed, int heaps, Optional<HeapGame> game) {
        return parse(typed, heaps, game, false, NO_GAME);
    }

    private static Result<Claim> parse(String typed, int heaps, Optional<HeapGame> game, boolean parts) {
        return parse(typed, heaps, game, parts, NO_GAME);
    }

    /** Why g(x) has no meaning when no game was chosen. */
    private static final String NO_GAME = "no game was chosen to take it from";

    private static Result<Claim> parse(String typed, int heaps, Optional<HeapGame> game, boolean parts,
            String noValues) {
        String input = typed == null ? null : unquoted(typed);
        if (input == null || input.isBlank()) {
            return Result.problem("the claim is empty: write one like \"a + b == c\"");
        }
        if (input.length() > MAX_LENGTH) {
            return Result.problem("the claim is " + input.length() + " characters long; the limit is " + MAX_LENGTH);
        }
        // In Nim a heap's value is its size: g(x) is named only where it tells a learner something.
        String help = parts || game.filter(g -> !(g instanceof HeapGame.Nim)).isPresent() ? HELP_WITH_VALUES : HELP;
        return read(input, "claim", help, PredicateParser::claim).flatMap(tree -> {
            try {
                Object compiled = new Compiler(heaps, NO_BOUND, "claim", game, parts, noValues).visit(tree.expr());
                if (!(compiled instanceof Bool b)) {
                    return Result.problem("the claim is a number, not true or false: compare it, as in \"a + b == c\"");
                }
                return Result.ok(new Claim(input.strip(), b));
            } catch (TypeProblem p) {
                return Result.problem(p.getMessage());
            }
        });
    }

    /** No letter is bound to a chosen heap (a claim, or a rule that names its heap). */
    static final char NO_BOUND = 0;

    /**
     * Reads {@code input} (lower-cased) with the grammar's rule {@code entry}; a problem names the first
     * column that cannot be read, as {@code what} ("claim", "rule"), and ends with {@code help}.
     */
    static <T extends ParserRuleContext> Result<T> read(String input, String what, String help,
            Function<PredicateParser, T> entry) {
        String text = input.strip().toLowerCase(Locale.ROOT);
        List<String> syntax = new ArrayList<>();
        BaseErrorListener collect = new BaseErrorListener() {
            @Override
            public void syntaxError(Recognizer<?, ?> r, Object symbol, int line, int column, String msg,
                    RecognitionException e) {
                if (syntax.isEmpty()) {
                    String said = symbol instanceof Token t && t.getType() != Token.EOF
                            ? "'" + Text.clip(t.getText()) + "' was not expected there" : "it ends too soon";
                    syntax.add("at column " + (column + 1) + ": " + said);
                }
            }
        };
        // The lexer reports nothing: its last rule, ERROR_CHAR, takes any character the others do not.
        PredicateLexer lexer = new PredicateLexer(CharStreams.fromString(text));
        CommonTokenStream tokens = new CommonTokenStream(lexer);
        PredicateParser parser = new PredicateParser(tokens);
        parser.removeErrorListeners();
        parser.addErrorListener(collect);
        T tree = entry.apply(parser);
        for (var token : tokens.getTokens()) {
            if (token.getType() == PredicateLexer.ERROR_CHAR) {
                syntax.add(0, "at column " + (token.getCharPositionInLine() + 1) + ": '" + Text.clip(token.getText())
                        + "' is not part of a " + what);
            }
        }
        if (!syntax.isEmpty()) {
            return Result.problem("cannot read the " + what + " " + syntax.get(0) + "; " + help);
        }
        return Result.ok(tree);
    }

    /**
     * The claim language in brief, short enough that the longest message it ends (after a clipped
     * token) stays within one error line and four rows of 80 columns.
     */
    static final String HELP = "a claim uses the heaps a, b, c, ..., their nim-sum s, whole numbers, + - * / % xor"
            + " & | << >>, min() max(), == != < <= > >=, and, or, not";

    /** The same, where a heap's game gives each size a Grundy value: only there is g(x) worth naming. */
    static final String HELP_WITH_VALUES = HELP.replace("min() max(),", "min() max(), g(x) (the Grundy value of a heap"
            + " of x),");

    /** The letter for the nim-sum of the heaps, a xor b xor ...; a heap's letter when there are 19 heaps or more. */
    static final char NIM_SUM = 's';

    /** A part of the claim used as the wrong kind (a number where true/false is needed, or the reverse). */
    static final class TypeProblem extends RuntimeException {
        private static final long serialVersionUID = 1L;

        TypeProblem(String message) {
            super(message, null, false, false);
        }
    }

    /**
     * Turns the parse tree into functions, checking that numbers and truth values are used as such.
     * The functions read the heaps from an array, and a rule's chosen heap (the letter {@code bound})
     * from the slot after them.
     */
    static final class Compiler extends PredicateBaseVisitor<Object> {
        private final int heaps;
        private final char bound;
        private final String what;
        private final Optional<HeapGame> game;
        /** The heaps are parts, each followed (after all the letters) by its own Grundy value. */
        private final boolean parts;
        /** Why a claim without a game has no g(x). */
        private final String noValues;

        Compiler(int heaps, char bound, String what) {
            this(heaps, bound, what, Optional.empty(), false, NO_GAME);
        }

        Compiler(int heaps, char bound, String what, Optional<HeapGame> game, boolean parts, String noValues) {
            this.heaps = heaps;
            this.bound = bound;
            this.what = what;
            this.game = game;
            this.parts = parts;
            this.noValues = noValues;
        }

        /** A part as the learner typed it, spaces and all (the parser's own text drops them: 'xxors'). */
        private static String typed(ParserRuleContext ctx) {
            if (ctx.getStart() == null || ctx.getStop() == null || ctx.getStop().getStopIndex() < ctx.getStart().getStartIndex()) {
                return ctx.getText();
            }
            return ctx.getStart().getInputStream().getText(Interval.of(ctx.getStart().getStartIndex(),
                    ctx.getStop().getStopIndex()));
        }

        /** A part that must be a number, such as a rule's new size. */
        Num number(ParserRuleContext ctx, String role) {
            Object value = visit(ctx);
            if (value instanceof Num n) {
                return n;
            }
            throw new TypeProblem("in the " + what + ", '" + Text.clip(typed(ctx)) + "' is true or false, but "
                    + role + " is a number");
        }

        /** A part that must be true or false, such as a rule's condition. */
        Bool truth(ParserRuleContext ctx, String role) {
            Object value = visit(ctx);
            if (value instanceof Bool b) {
                return b;
            }
            throw new TypeProblem("in the " + what + ", '" + Text.clip(typed(ctx)) + "' is a number, but " + role
                    + " is true or false (compare it with ==, <, ...)");
        }

        private Num num(ParserRuleContext ctx, String operator) {
            Object value = visit(ctx);
            if (value instanceof Num n) {
                return n;
            }
            throw new TypeProblem("in the " + what + ", '" + Text.clip(typed(ctx)) + "' is true or false, but "
                    + operator + " needs a number there");
        }

        private Bool bool(ParserRuleContext ctx, String operator) {
            Object value = visit(ctx);
            if (value instanceof Bool b) {
                return b;
            }
            throw new TypeProblem("in the " + what + ", '" + Text.clip(typed(ctx)) + "' is a number, but "
                    + operator + " needs true or false there (compare it with ==, <, ...)");
        }

        @Override
        public Object visitOr(PredicateParser.OrContext ctx) {
            Bool l = bool(ctx.expr(0), "or");
            Bool r = bool(ctx.expr(1), "or");
            return (Bool) h -> l.of(h) || r.of(h);
        }

        @Override
        public Object visitAnd(PredicateParser.AndContext ctx) {
            Bool l = bool(ctx.expr(0), "and");
            Bool r = bool(ctx.expr(1), "and");
            return (Bool) h -> l.of(h) && r.of(h);
        }

        @Override
        public Object visitNot(PredicateParser.NotContext ctx) {
            Bool b = bool(ctx.expr(), "not");
            return (Bool) h -> !b.of(h);
        }

        @Override
        public Object visitCompare(PredicateParser.CompareContext ctx) {
            String op = ctx.op.getText();
            Object left = visit(ctx.expr(0));
            Object right = visit(ctx.expr(1));
            if ((op.equals("==") || op.equals("=") || op.equals("!=")) && left instanceof Bool l && right instanceof Bool r) {
                return op.equals("!=") ? (Bool) h -> l.of(h) != r.of(h) : (Bool) h -> l.of(h) == r.of(h);
            }
            Num l = num(ctx.expr(0), op);
            Num r = num(ctx.expr(1), op);
            return switch (op) {
                case "==", "=" -> (Bool) h -> l.of(h) == r.of(h);
                case "!=" -> (Bool) h -> l.of(h) != r.of(h);
                case "<" -> (Bool) h -> l.of(h) < r.of(h);
                case "<=" -> (Bool) h -> l.of(h) <= r.of(h);
                case ">" -> (Bool) h -> l.of(h) > r.of(h);
                default -> (Bool) h -> l.of(h) >= r.of(h);
            };
        }

        @Override
        public Object visitBitOr(PredicateParser.BitOrContext ctx) {
            Num l = num(ctx.expr(0), "|");
            Num r = num(ctx.expr(1), "|");
            return (Num) h -> l.of(h) | r.of(h);
        }

        @Override
        public Object visitBitXor(PredicateParser.BitXorContext ctx) {
            Num l = num(ctx.expr(0), "xor");
            Num r = num(ctx.expr(1), "xor");
            return (Num) h -> l.of(h) ^ r.of(h);
        }

        @Override
        public Object visitBitAnd(PredicateParser.BitAndContext ctx) {
            Num l = num(ctx.expr(0), "&");
            Num r = num(ctx.expr(1), "&");
            return (Num) h -> l.of(h) & r.of(h);
        }

        @Override
        public Object visitShift(PredicateParser.ShiftContext ctx) {
            boolean left = ctx.op.getText().equals("<<");
            Num l = num(ctx.expr(0), ctx.op.getText());
            Num r = num(ctx.expr(1), ctx.op.getText());
            return (Num) h -> {
                long by = r.of(h);
                if (by < 0 || by > 62) {
                    throw new ArithmeticException("a shift by " + by + " (shifts go from 0 to 62)");
                }
                long value = l.of(h);
                if (left && Long.numberOfLeadingZeros(Math.abs(value)) <= by) {
                    throw new ArithmeticException(TOO_LARGE);
                }
                return left ? value << by : value >> by;
            };
        }

        @Override
        public Object visitAdd(PredicateParser.AddContext ctx) {
            boolean plus = ctx.op.getText().equals("+");
            Num l = num(ctx.expr(0), ctx.op.getText());
            Num r = num(ctx.expr(1), ctx.op.getText());
            return plus ? (Num) h -> Math.addExact(l.of(h), r.of(h)) : (Num) h -> Math.subtractExact(l.of(h), r.of(h));
        }

        @Override
        public Object visitMultiply(PredicateParser.MultiplyContext ctx) {
            String op = ctx.op.getText();
            Num l = num(ctx.expr(0), op);
            Num r = num(ctx.expr(1), op);
            if (op.equals("*")) {
                return (Num) h -> Math.multiplyExact(l.of(h), r.of(h));
            }
            boolean divide = op.equals("/");
            return (Num) h -> {
                long d = r.of(h);
                if (d == 0) {
                    throw new ArithmeticException("a division by zero");
                }
                long n = l.of(h);
                if (divide && n == Long.MIN_VALUE && d == -1) {
                    // The one quotient that does not fit: floorDiv would give MIN_VALUE back without a word.
                    throw new ArithmeticException(TOO_LARGE);
                }
                return divide ? Math.floorDiv(n, d) : Math.floorMod(n, d);
            };
        }

        @Override
        public Object visitNegate(PredicateParser.NegateContext ctx) {
            Num n = num(ctx.expr(), "-");
            return (Num) h -> Math.negateExact(n.of(h));
        }

        @Override
        public Object visitMinMax(PredicateParser.MinMaxContext ctx) {
            boolean min = ctx.name.getText().equals("min");
            List<Num> args = new ArrayList<>();
            for (PredicateParser.ExprContext e : ctx.expr()) {
                args.add(num(e, ctx.name.getText()));
            }
            Num[] all = args.toArray(Num[]::new);
            return (Num) h -> {
                long best = all[0].of(h);
                for (int i = 1; i < all.length; i++) {
                    long v = all[i].of(h);
                    best = min ? Math.min(best, v) : Math.max(best, v);
                }
                return best;
            };
        }

        /** g(x): the Grundy value of a heap of x in the game chosen; the only function a claim has besides min and max. */
        @Override
        public Object visitApply(PredicateParser.ApplyContext ctx) {
            String name = ctx.function.getText();
            if (!name.equals("g")) {
                throw new TypeProblem("in the " + what + ", '" + Text.clip(typed(ctx)) + "' uses " + name + " as a"
                        + " function, but the only functions are g(x) (the Grundy value of a heap of x), min(...) and"
                        + " max(...); to multiply, write " + name + " * (...)");
            }
            OptionalInt part = parts ? letterOf(ctx.expr()) : OptionalInt.empty();
            if (part.isPresent()) {
                int slot = heaps + part.getAsInt();
                return (Num) h -> h[slot];
            }
            if (parts && game.isEmpty()) {
                throw new TypeProblem("in the " + what + ", '" + Text.clip(typed(ctx)) + "' asks for the Grundy value"
                        + " of a number, but the heaps follow different games: write g of a heap's letter, like g(b)");
            }
            if (game.isEmpty()) {
                throw new TypeProblem("in the " + what + ", '" + Text.clip(typed(ctx)) + "' asks for a Grundy value, "
                        + (what.equals("claim") ? "but " + noValues
                                : "but only a claim can use g(x), not a " + what));
            }
            HeapGame chosen = game.get();
            Num x = num(ctx.expr(), "g(...)");
            return (Num) h -> grundy(chosen, x.of(h));
        }

        /** The heap a part of the claim names by its letter alone, in brackets or not. */
        private OptionalInt letterOf(PredicateParser.ExprContext expr) {
            if (expr instanceof PredicateParser.ParensContext p) {
                return letterOf(p.expr());
            }
            if (expr instanceof PredicateParser.VariableContext v && v.getText().charAt(0) - 'a' < heaps && v.getText().charAt(0) >= 'a') {
                return OptionalInt.of(v.getText().charAt(0) - 'a');
            }
            return OptionalInt.empty();
        }

        /** A heap's value, or an {@link ArithmeticException} in a learner's words when it has none. */
        private static long grundy(HeapGame game, long heap) {
            if (heap < 0) {
                throw new ArithmeticException("g(" + heap + "), the Grundy value of a heap below zero");
            }
            Optional<String> unknown = game.whyUnknown(heap);
            if (unknown.isPresent()) {
                throw new ArithmeticException("g(" + heap + "), which is not known: " + unknown.get());
            }
            return game.grundy(heap);
        }

        @Override
        public Object visitParens(PredicateParser.ParensContext ctx) {
            return visit(ctx.expr());
        }

        @Override
        public Object visitNumber(PredicateParser.NumberContext ctx) {
            try {
                long value = Long.parseLong(ctx.getText());
                return (Num) h -> value;
            } catch (NumberFormatException e) {
                throw new TypeProblem("the number " + Text.clip(typed(ctx)) + " in the " + what + " is too large");
            }
        }

        @Override
        public Object visitBoolean(PredicateParser.BooleanContext ctx) {
            boolean value = ctx.getText().equals("true");
            return (Bool) h -> value;
        }

        @Override
        public Object visitVariable(PredicateParser.VariableContext ctx) {
            char letter = ctx.getText().charAt(0);
            int index = letter - 'a';
            if (index < heaps) {
                return (Num) h -> h[index];
            }
            if (bound != NO_BOUND && letter == bound) {
                int slot = heaps;
                return (Num) h -> h[slot];
            }
            if (letter == NIM_SUM) {
                int n = heaps;
                return (Num) h -> {
                    long s = 0;
                    for (int i = 0; i < n; i++) {
                        s ^= h[i];
                    }
                    return s;
                };
            }
            throw new TypeProblem("the " + what + " names heap '" + letter + "', but with " + heaps
                    + (heaps == 1 ? " heap there is only a" : " heaps they are a to " + (char) ('a' + heaps - 1))
                    + " (s is their nim-sum" + (bound == NO_BOUND ? ")" : ", " + bound + " the chosen heap)"));
        }
    }
}

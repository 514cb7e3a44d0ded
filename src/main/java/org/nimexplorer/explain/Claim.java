package org.nimexplorer.explain;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.Token;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Text;

/**
 * A learner's claim about which positions are P-positions, such as {@code a xor b == c}: parsed by
 * the ANTLR grammar {@code Predicate.g4}, checked for types (numbers versus true/false), and compiled
 * to a tree of small functions over the heaps. It can compute with whole numbers and nothing else:
 * no names but the heap letters, {@code min} and {@code max}, no loops, so each test takes time in
 * proportion to the claim's length.
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

    /** A number-valued part of the claim. */
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
            // Java's own words for an overflow ("long overflow") mean nothing to a learner.
            return Result.problem(e.getMessage().contains("overflow") ? TOO_LARGE : e.getMessage());
        }
    }

    public static Result<Claim> parse(String input, int heaps) {
        if (input == null || input.isBlank()) {
            return Result.problem("the claim is empty: write one like \"a xor b == c\"");
        }
        if (input.length() > MAX_LENGTH) {
            return Result.problem("the claim is " + input.length() + " characters long; the limit is " + MAX_LENGTH);
        }
        String text = input.strip().toLowerCase(Locale.ROOT);
        List<String> syntax = new ArrayList<>();
        BaseErrorListener collect = new BaseErrorListener() {
            @Override
            public void syntaxError(Recognizer<?, ?> r, Object symbol, int line, int column, String msg,
                    RecognitionException e) {
                if (syntax.isEmpty()) {
                    String what = symbol instanceof Token t && t.getType() != Token.EOF
                            ? "'" + Text.clip(t.getText()) + "' was not expected there" : "it ends too soon";
                    syntax.add("at column " + (column + 1) + ": " + what);
                }
            }
        };
        // The lexer reports nothing: its last rule, ERROR_CHAR, takes any character the others do not.
        PredicateLexer lexer = new PredicateLexer(CharStreams.fromString(text));
        CommonTokenStream tokens = new CommonTokenStream(lexer);
        PredicateParser parser = new PredicateParser(tokens);
        parser.removeErrorListeners();
        parser.addErrorListener(collect);
        PredicateParser.ClaimContext tree = parser.claim();
        for (var token : tokens.getTokens()) {
            if (token.getType() == PredicateLexer.ERROR_CHAR) {
                syntax.add(0, "at column " + (token.getCharPositionInLine() + 1) + ": '" + Text.clip(token.getText())
                        + "' is not part of a claim");
            }
        }
        if (!syntax.isEmpty()) {
            return Result.problem("cannot read the claim " + syntax.get(0) + "; " + HELP);
        }
        try {
            Compiler compiler = new Compiler(heaps);
            Object compiled = compiler.visit(tree.expr());
            if (!(compiled instanceof Bool b)) {
                return Result.problem("the claim is a number, not true or false: compare it, as in \"a xor b == c\"");
            }
            return Result.ok(new Claim(input.strip(), b));
        } catch (TypeProblem p) {
            return Result.problem(p.getMessage());
        }
    }

    static final String HELP = "a claim uses the heaps a, b, c, ..., whole numbers, + - * / mod, bitwise xor (or ^),"
            + " & | << >>, min(...) max(...), comparisons == != < <= > >=, and the connectives and, or, not";

    /** A part of the claim used as the wrong kind (a number where true/false is needed, or the reverse). */
    private static final class TypeProblem extends RuntimeException {
        private static final long serialVersionUID = 1L;

        TypeProblem(String message) {
            super(message, null, false, false);
        }
    }

    /** Turns the parse tree into functions, checking that numbers and truth values are used as such. */
    private static final class Compiler extends PredicateBaseVisitor<Object> {
        private final int heaps;

        Compiler(int heaps) {
            this.heaps = heaps;
        }

        private Num num(ParserRuleContext ctx, String operator) {
            Object value = visit(ctx);
            if (value instanceof Num n) {
                return n;
            }
            throw new TypeProblem("in the claim, '" + Text.clip(ctx.getText()) + "' is true or false, but " + operator
                    + " needs a number there");
        }

        private Bool bool(ParserRuleContext ctx, String operator) {
            Object value = visit(ctx);
            if (value instanceof Bool b) {
                return b;
            }
            throw new TypeProblem("in the claim, '" + Text.clip(ctx.getText()) + "' is a number, but " + operator
                    + " needs true or false there (compare it with ==, <, ...)");
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
                throw new TypeProblem("the number " + Text.clip(ctx.getText()) + " in the claim is too large");
            }
        }

        @Override
        public Object visitBoolean(PredicateParser.BooleanContext ctx) {
            boolean value = ctx.getText().equals("true");
            return (Bool) h -> value;
        }

        @Override
        public Object visitVariable(PredicateParser.VariableContext ctx) {
            int index = ctx.getText().charAt(0) - 'a';
            if (index >= heaps) {
                throw new TypeProblem("the claim names heap '" + ctx.getText() + "', but with " + heaps
                        + (heaps == 1 ? " heap there is only a" : " heaps they are a to " + (char) ('a' + heaps - 1)));
            }
            return (Num) h -> h[index];
        }
    }
}

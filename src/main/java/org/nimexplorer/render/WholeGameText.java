package org.nimexplorer.render;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.nimexplorer.engine.HeapLabels;
import org.nimexplorer.engine.MooreNim;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.StairMove;
import org.nimexplorer.engine.SumAnalysis;
import org.nimexplorer.engine.Staircase;
import org.nimexplorer.engine.StaircaseNim;
import org.nimexplorer.engine.WholeGame;
import org.nimexplorer.engine.WholeMove;
import org.nimexplorer.explain.WholeGameCheck;

/**
 * Moore's Nim and the staircase in sentences: for Moore's Nim the binary columns with their counts
 * of ones modulo k + 1; for the staircase the odd steps as a game of Nim; then who wins and how.
 */
public final class WholeGameText {

    /** Positions of more heaps or steps than this are told by their number, as Nim's are. */
    private static final int SHORT_POSITION = 8;

    private WholeGameText() {}

    public static List<String> analyze(WholeGame game, Position position, Painter painter) {
        List<String> out = new ArrayList<>(painter.labelled("Position", 10, positionWords(game, position)));
        out.addAll(painter.labelled("Game", 10, game.describe() + "."));
        out.add("");
        out.addAll(columns(game, position, painter));
        out.add("");
        if (game instanceof StaircaseNim && position.stream().allMatch(coins -> coins == 0)) {
            out.add(painter.paragraph("The game is over: no coin is left, so your opponent made the last move and won.",
                    0));
            return out;
        }
        boolean p = game.isP(position);
        out.add(painter.paragraph(painter.strong(p ? "P-position:" : "N-position:") + " " + theorem(game, position, p)
                + (p ? "" : " Winning moves:"), 0));
        if (!p) {
            Result<? extends List<? extends WholeMove>> all = game.winningMoves(position);
            List<? extends WholeMove> moves = all.isOk() ? all.orThrow()
                    : game.winningMove(position).map(List::of).orElse(List.of());
            if (!all.isOk()) {
                out.add(painter.paragraph("(Too many moves to list every winning one: " + all.problemOrNull()
                        + ". The rule's move:)", 0));
            }
            for (int i = 0; i < Math.min(moves.size(), ReportText.MAX_MOVES); i++) {
                WholeMove m = moves.get(i);
                List<String> lines = Wrap.lines(m.describe() + ", leaving " + leaves(game, position, m) + ".", 0, 0,
                        painter.width() - 12);
                out.add("  " + painter.good(ColumnsText.padRight(m.shortForm(), 9)) + " " + lines.get(0));
                lines.subList(1, lines.size()).forEach(l -> out.add("            " + l.strip()));
            }
            ReportText.more(BigInteger.valueOf(moves.size()), Math.min(moves.size(), SumAnalysis.LISTED))
                    .ifPresent(out::add);
        }
        return out;
    }

    public static List<String> check(WholeGameCheck c, Painter painter) {
        List<String> out = new ArrayList<>(painter.labelled("Move", 10, c.move().describe() + " (" + c.move().shortForm()
                + "): " + brief(c.game(), c.before()) + "  ->  " + brief(c.game(), c.after())));
        if (c.winning()) {
            out.add(painter.paragraph(painter.good("A winning move.") + " It leaves your opponent a P-position: "
                    + theorem(c.game(), c.after(), true), 0));
        } else if (c.mistake()) {
            out.add(painter.paragraph(painter.bad("A mistake.") + " You had a win, but this leaves an N-position: "
                    + theorem(c.game(), c.after(), false), 0));
        } else {
            out.add(painter.paragraph("No move wins here: the position was already a P-position, so whatever you do,"
                    + " your opponent can answer and win.", 0));
        }
        out.add("");
        out.addAll(columns(c.game(), c.after(), painter));
        out.add("");
        if (c.mistake() && !c.better().isEmpty()) {
            List<String> words = new ArrayList<>();
            for (WholeMove m : c.better().subList(0, Math.min(c.better().size(), ReportText.MAX_MOVES))) {
                words.add(painter.good(m.shortForm()) + " (" + m.describe() + ")");
            }
            out.add(painter.paragraph((c.better().size() == 1 ? "The winning move was " : "Winning moves were ")
                    + String.join(", ", words) + (c.better().size() > ReportText.MAX_MOVES ? ", and more" : "") + ".",
                    0));
        }
        if (c.reply().isEmpty()) {
            out.add(painter.paragraph("The game is over: you made the last move, so you win.", 0));
        } else {
            WholeMove r = c.reply().get();
            out.add(painter.paragraph((c.winning() ? "Your opponent has no winning move; the engine would play "
                    : "Your opponent's winning reply: ") + (c.winning() ? r.describe() : painter.bad(r.describe()))
                    + " (" + r.shortForm() + "), leaving " + leaves(c.game(), c.after(), r) + undoes(c) + ".", 0));
        }
        return out;
    }

    /** Moore's binary columns with their counts of ones modulo k + 1, and what they say. */
    public static List<String> columnsOf(MooreNim moore, Position position, Painter painter) {
        List<String> out = new ArrayList<>(mooreColumns(moore, position, painter));
        out.add("");
        boolean p = moore.isP(position);
        out.add(painter.paragraph(painter.strong(p ? "P-position:" : "N-position:") + " " + theorem(moore, position, p), 0));
        return out;
    }

    /** Why the staircase's reply to an even-step move works: it puts the odd steps back. */
    private static String undoes(WholeGameCheck c) {
        boolean evenStepFromP = c.outcomeBefore() == Outcome.P && c.move() instanceof StairMove s && s.step() % 2 == 0;
        return evenStepFromP ? ": the same coins one step further down, so the odd steps are as they were" : "";
    }

    /** "3 0 4 2", or when long "1,000 heaps" in Moore's Nim and "1,000 steps" on a staircase. */
    private static String brief(WholeGame game, Position position) {
        return game instanceof MooreNim || position.size() <= SHORT_POSITION ? ReportText.describe(position)
                : String.format("%,d steps", position.size());
    }

    /** "3 4 5", or "1,000 heaps"; "coins on steps 1 to 4: 3 0 4 2", or "coins on steps 1 to 1,000,000". */
    private static String positionWords(WholeGame game, Position position) {
        if (game instanceof MooreNim) {
            return ReportText.describe(position);
        }
        return String.format("coins on steps 1 to %,d", position.size())
                + (position.size() <= SHORT_POSITION ? ": " + position : "");
    }

    /**
     * What a move leaves: the whole position when it is short; otherwise, as for Nim's big positions,
     * only the heaps or steps it changes ("A at 1, D at 5", "step 3 at 4, step 2 at 5").
     */
    private static String leaves(WholeGame game, Position position, WholeMove move) {
        Position after = move.applyTo(position);
        if (position.size() <= SHORT_POSITION) {
            return after.toString();
        }
        List<String> changed = new ArrayList<>();
        for (int i = 0; i < position.size(); i++) {
            if (after.heap(i) != position.heap(i)) {
                changed.add((game instanceof MooreNim ? HeapLabels.of(i) : "step " + (i + 1)) + " at " + after.heap(i));
            }
        }
        return String.join(", ", changed);
    }

    private static String theorem(WholeGame game, Position position, boolean p) {
        if (game instanceof MooreNim m) {
            int base = m.k() + 1;
            return p ? "in every binary column the number of ones is a multiple of " + base + " (k + 1). A move lowers"
                    + " at most " + m.k() + " heaps, so it changes at most " + m.k() + " ones in a column, and the top"
                    + " column it changes stops being a multiple of " + base + "; the opponent can always restore"
                    + " them all."
                    : "some column's number of ones is not a multiple of " + base + " (k + 1). A winning move lowers at"
                    + " most " + m.k() + " heaps to make every column a multiple of " + base + " again, working from"
                    + " the top column down.";
        }
        long s = Staircase.oddStepNimSum(position);
        return p ? "the nim-sum of the coins on the odd steps is 0. The odd steps are a game of Nim; a move from an"
                + " even step only adds coins to an odd step, and the opponent undoes it by moving the same coins one"
                + " step further down."
                : "the nim-sum of the coins on the odd steps is " + s + ", not 0. Win as in Nim on the odd steps"
                + " (moving coins from an odd step down to an even one takes them out of the Nim), or by moving"
                + " coins down onto an odd step when that makes the nim-sum 0.";
    }

    /** Moore's Nim: the binary columns with their counts of ones modulo k + 1; the staircase: its odd steps. */
    public static List<String> columns(WholeGame game, Position position, Painter painter) {
        if (game instanceof MooreNim m) {
            return mooreColumns(m, position, painter);
        }
        List<String> out = new ArrayList<>();
        Position odd = Staircase.oddSteps(position);
        long sum = Staircase.oddStepNimSum(position);
        StringBuilder steps = new StringBuilder();
        for (int i = 0; i < Math.min(odd.size(), SHORT_POSITION); i++) {
            steps.append(i == 0 ? "" : " xor ").append(odd.heap(i)).append(" (step ").append(2 * i + 1).append(")");
        }
        if (odd.size() > SHORT_POSITION) {
            steps.append(String.format(" xor ... (%,d odd steps in all)", odd.size()));
        }
        out.addAll(painter.labelled("Odd steps", 10, (odd.size() == 0 ? "none" : steps.toString()) + " = "
                + painter.odd(Long.toString(sum)) + "; the even steps do not count."));
        return out;
    }

    private static List<String> mooreColumns(MooreNim m, Position position, Painter painter) {
        long[] sums = m.columnSums(position);
        long[] residues = m.columnResidues(position);
        int width = sums.length;
        int cell = 2;
        for (int bit = 0; bit < width; bit++) {
            cell = Math.max(cell, Math.max(Long.toString(1L << bit).length(), Long.toString(sums[bit]).length()) + 1);
        }
        int sizeWidth = Math.max(("  mod " + (m.k() + 1)).length() + 1, Long.toString(position.largest()).length() + 4
                + HeapLabels.of(position.size() - 1).length());
        List<String> out = new ArrayList<>();
        if (sizeWidth + cell * width > painter.width()) {
            out.add("(" + width + " binary columns: too wide to draw; the column counts decide as below.)");
            return out;
        }
        StringBuilder head = new StringBuilder(" ".repeat(sizeWidth));
        for (int bit = width - 1; bit >= 0; bit--) {
            head.append(pad(Long.toString(1L << bit), cell));
        }
        out.add(head.toString());
        for (int i = 0; i < Math.min(position.size(), ColumnsText.MAX_ROWS); i++) {
            StringBuilder row = new StringBuilder(ColumnsText.padRight("  " + HeapLabels.of(i) + " " + position.heap(i),
                    sizeWidth));
            for (int bit = width - 1; bit >= 0; bit--) {
                row.append(pad((position.heap(i) >>> bit & 1) == 1 ? "1" : "0", cell));
            }
            out.add(row.toString());
        }
        StringBuilder ones = new StringBuilder(ColumnsText.padRight("  ones", sizeWidth));
        StringBuilder mod = new StringBuilder(ColumnsText.padRight("  mod " + (m.k() + 1), sizeWidth));
        for (int bit = width - 1; bit >= 0; bit--) {
            ones.append(pad(Long.toString(sums[bit]), cell));
            String r = Long.toString(residues[bit]);
            mod.append(residues[bit] == 0 ? pad(r, cell) : painter.odd(pad(r, cell)));
        }
        out.add(" ".repeat(sizeWidth) + "-".repeat(cell * width));
        out.add(ones.toString());
        out.add(mod.toString() + "  (a column is fine when this is 0)");
        return out;
    }

    private static String pad(String s, int width) {
        return " ".repeat(Math.max(0, width - s.length())) + s;
    }
}

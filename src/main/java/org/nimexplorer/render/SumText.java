package org.nimexplorer.render;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.HeapLabels;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.SumAnalysis;
import org.nimexplorer.engine.SumEngine;
import org.nimexplorer.engine.SumMove;
import org.nimexplorer.engine.Text;
import org.nimexplorer.explain.Columns;
import org.nimexplorer.explain.SumCheck;

/**
 * A sum of games in plain sentences: each heap's game, the Grundy values in binary columns, who
 * wins, and every winning move told inside its own game (for Kayles, which pins fall and which rows
 * are left), with the value it gives the heap.
 */
public final class SumText {

    /** Sums of more heaps than this are named by their number of heaps, as Nim's are. */
    private static final int SHORT_POSITION = 8;

    private SumText() {}

    public static List<String> analyze(SumAnalysis a, Painter painter) {
        List<String> out = new ArrayList<>(heading(a.sum(), a.play(), painter));
        out.add("");
        out.addAll(ColumnsText.render(columns(a), painter));
        out.add("");
        out.addAll(verdict(a, painter));
        return out;
    }

    public static List<String> check(SumCheck check, Painter painter) {
        SumAnalysis before = check.before();
        SumAnalysis after = check.after();
        SumMove move = check.move();
        List<String> out = new ArrayList<>();
        out.addAll(painter.labelled("Move", 10, move.describe(before.sum()) + " (" + move.shortForm() + "): "
                + describe(before.sum()) + "  ->  " + describe(after.sum())));
        String normal = before.play() == Play.NORMAL ? " (the XOR of the values is 0)" : "";
        if (check.winning()) {
            out.add(painter.paragraph(painter.good("A winning move.") + " It leaves your opponent a P-position" + normal
                    + ": whatever they do, you can answer and win.", 0));
        } else if (check.mistake()) {
            out.add(painter.paragraph(painter.bad("A mistake.") + " You had a win, but this leaves your opponent an"
                    + " N-position" + (before.play() == Play.NORMAL ? " (the XOR of the values is " + after.nimSum()
                    + ")" : "") + ", from which they can win.", 0));
        } else {
            out.add(painter.paragraph("No move wins here: the position was already a P-position, so whatever you do,"
                    + " your opponent can answer and win.", 0));
        }
        out.add("");
        if (before.play() == Play.MISERE) {
            // The values still add up as under normal play, but they do not decide a misère sum: a table of them here
            // would read as a verdict the search contradicts.
            out.add(painter.paragraph("Under misère play a sum of games is not decided by the XOR of its Grundy"
                    + " values: these verdicts come from searching every follower to the end of the game.", 0));
        } else {
            out.addAll(ColumnsText.render(columns(after), painter));
        }
        out.add("");
        if (check.mistake()) {
            List<SumMove> better = check.betterMoves();
            out.add(painter.paragraph((better.size() == 1 ? "The winning move was " : "Winning moves were ")
                    + joinMoves(better, before.sum(), painter) + ".", 0));
        }
        out.add(painter.paragraph(reply(check, painter), 0));
        return out;
    }

    /** "Position", the games of the heaps, and each game's pattern of values. */
    static List<String> heading(GameSum sum, Play play, Painter painter) {
        return heading(sum, play, true, painter);
    }

    /** The same, with each game's values only when {@code values} (a tree decided by search does without). */
    static List<String> heading(GameSum sum, Play play, boolean values, Painter painter) {
        List<String> out = new ArrayList<>(painter.labelled("Position", 10, sum.size() <= SHORT_POSITION
                ? sum.notation() : ReportText.describe(sum.sizes())));
        List<HeapGame> games = sum.games();
        String convention = play == Play.MISERE ? "misère play (the last move loses)" : "normal play (the last move wins)";
        out.addAll(painter.labelled("Rules", 10, convention));
        for (int i = 0; i < games.size(); i++) {
            HeapGame game = games.get(i);
            String label = games.size() == 1 ? "Game" : i == 0 ? "Games" : "";
            out.addAll(painter.labelled(label, 10, (games.size() == 1 ? "" : game.notation() + " = ") + game.describe()
                    + (values ? "; " + game.pattern() : "") + "."));
        }
        return out;
    }

    private static Columns columns(SumAnalysis a) {
        long[] sizes = a.sum().sizes().heaps();
        return Columns.ofValues(sizes, a.values());
    }

    private static List<String> verdict(SumAnalysis a, Painter painter) {
        List<String> out = new ArrayList<>();
        if (SumEngine.prolongingMove(a.sum()).isEmpty()) {
            out.add(painter.paragraph(a.play() == Play.MISERE
                    ? "The game is over: no move is left, so your opponent made the last move and lost. You win."
                    : "The game is over: no move is left, so your opponent made the last move and won.", 0));
            return out;
        }
        if (a.play() == Play.MISERE) {
            out.add(painter.paragraph(painter.strong(a.outcome() == Outcome.P ? "P-position:" : "N-position:")
                    + " found by searching every follower: under misère play a sum of games is not decided by its"
                    + " Grundy values." + (a.outcome() == Outcome.P ? " No move wins." : " Winning moves:"), 0));
        } else if (a.outcome() == Outcome.P) {
            out.add(painter.paragraph(painter.strong("P-position:") + " the XOR of the Grundy values is 0. Every move"
                    + " changes one heap's value and makes the XOR non-zero; the opponent can always bring it back"
                    + " to 0, since a heap of value g has followers of every smaller value, and a move that raises a"
                    + " value can be undone in the same heap. No move wins.", 0));
            return out;
        } else {
            out.add(painter.paragraph(painter.strong("N-position:") + " the XOR of the Grundy values is " + a.nimSum()
                    + ". A winning move changes one heap to the value that makes the XOR 0: "
                    + (a.winningMoveCount().equals(BigInteger.ONE) ? "this move." : "any of these "
                    + String.format("%,d", a.winningMoveCount()) + " moves."), 0));
        }
        List<SumMove> moves = a.winningMoves();
        for (int i = 0; i < Math.min(moves.size(), ReportText.MAX_MOVES); i++) {
            SumMove m = moves.get(i);
            String text = m.describe(a.sum()) + (a.play() == Play.NORMAL ? ": " + why(a, m) : ".");
            List<String> lines = Wrap.lines(text, 0, 0, painter.width() - 11);
            String shortForm = m.shortForm();
            if (shortForm.length() > 8) {
                out.add("  " + painter.good(shortForm));
                lines.forEach(l -> out.add("           " + l.strip()));
            } else {
                out.add("  " + painter.good(ColumnsText.padRight(shortForm, 8)) + " " + lines.get(0));
                lines.subList(1, lines.size()).forEach(l -> out.add("           " + l.strip()));
            }
        }
        ReportText.more(a.winningMoveCount(), moves.size()).ifPresent(out::add);
        return out;
    }

    /** "B's value goes from 4 to 3 = 7 xor 4, and the XOR becomes 0." */
    private static String why(SumAnalysis a, SumMove m) {
        String label = HeapLabels.of(m.part());
        long from = a.values()[m.part()];
        long to = from ^ a.nimSum();
        return label + "'s value goes from " + from + " to " + to + " (" + from + " xor " + a.nimSum() + "), and the"
                + " XOR of the values becomes 0.";
    }

    private static String reply(SumCheck check, Painter painter) {
        Optional<SumMove> reply = check.reply();
        GameSum after = check.after().sum();
        if (reply.isEmpty()) {
            return check.after().play() == Play.MISERE
                    ? "The game is over: you made the last move, so you lose."
                    : "The game is over: you made the last move, so you win.";
        }
        SumMove r = reply.get();
        if (check.after().outcome() == Outcome.N) {
            return "Your opponent's winning reply: " + painter.bad(r.describe(after)) + " (" + r.shortForm()
                    + "), leaving " + describe(r.applyTo(after)) + ".";
        }
        return "Your opponent has no winning move; the engine would play " + r.describe(after) + " (" + r.shortForm()
                + "), leaving " + describe(r.applyTo(after)) + ", to make the game last.";
    }

    /** The sum as its notation, or "20,334 heaps" when it is too long to read, as for Nim. */
    static String describe(GameSum sum) {
        return sum.size() <= SHORT_POSITION ? sum.toString() : ReportText.describe(sum.sizes());
    }

    private static String joinMoves(List<SumMove> moves, GameSum sum, Painter painter) {
        List<String> words = new ArrayList<>();
        for (int i = 0; i < Math.min(moves.size(), ReportText.MAX_MOVES); i++) {
            words.add(painter.good(moves.get(i).shortForm()) + " (" + moves.get(i).describe(sum) + ")");
        }
        if (moves.size() > ReportText.MAX_MOVES) {
            words.add((moves.size() - ReportText.MAX_MOVES) + " more");
        }
        return Text.and(words);
    }
}

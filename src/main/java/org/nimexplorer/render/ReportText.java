package org.nimexplorer.render;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.Optional;
import org.nimexplorer.engine.Analysis;
import org.nimexplorer.engine.HeapLabels;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.MoveCheck;
import org.nimexplorer.explain.PorN;
import org.nimexplorer.explain.Derivation;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.explain.MoveReason;
import org.nimexplorer.explain.PositionReport;

/** Plain sentences (optionally coloured) for {@code analyze} and {@code check}. */
public final class ReportText {

    /** Winning moves listed in text before the rest are counted. */
    public static final int MAX_MOVES = 12;
    private static final int SHORT_POSITION = 8;

    private ReportText() {}

    public static List<String> analyze(PositionReport report, Painter painter) {
        Analysis a = report.analysis();
        List<String> out = new ArrayList<>();
        out.add("Position  " + describe(a.position()));
        out.addAll(painter.labelled("Rules", 10, a.rules().describe()));
        grundyNote(a.rules()).ifPresent(note -> out.add("          " + note));
        out.add("");
        out.addAll(ColumnsText.render(report.columns(), painter));
        out.add("");
        out.addAll(verdict(report, painter));
        return out;
    }

    /** Said of a position with no move left: who made the last move, and who won by it. */
    private static String gameOver(Rules rules, Painter painter) {
        return painter.paragraph(rules.isMisere()
                ? "The game is over: no move is left, so your opponent made the last move and lost. You win."
                : "The game is over: no move is left, so your opponent made the last move and won.", 0);
    }

    private static List<String> verdict(PositionReport report, Painter painter) {
        Analysis a = report.analysis();
        List<String> out = new ArrayList<>();
        if (a.rules().isOver(a.position())) {
            out.add(gameOver(a.rules(), painter));
            return out;
        }
        if (a.outcome() == Outcome.P) {
            out.add(painter.paragraph(painter.strong("P-position:") + " " + whyP(report), 0));
            return out;
        }
        int count = a.winningMoves().size();
        out.add(painter.paragraph(painter.strong("N-position:") + " the player to move wins with perfect play, by "
                + (count == 1 ? "this move:" : "any of these " + String.format("%,d", count) + " moves:"), 0));
        List<MoveReason> reasons = report.reasons();
        for (int i = 0; i < Math.min(reasons.size(), MAX_MOVES); i++) {
            MoveReason reason = reasons.get(i);
            String shortForm = reason.move().shortForm();
            String text = reason.move().describe() + ", leaving " + leaves(a.position(), reason.move()) + ". "
                    + why(reason);
            List<String> lines = Wrap.lines(text, 0, 0, painter.width() - 9);
            if (shortForm.length() > 6) {
                out.add("  " + painter.good(shortForm));
                lines.forEach(l -> out.add("         " + l.strip()));
            } else {
                out.add("  " + painter.good(ColumnsText.padRight(shortForm, 6)) + " " + lines.get(0));
                lines.subList(1, lines.size()).forEach(l -> out.add("         " + l.strip()));
            }
        }
        more(BigInteger.valueOf(reasons.size()), reasons.size()).ifPresent(out::add);
        return out;
    }

    /**
     * "  ... and 1,234 more winning moves (--json lists them all)" when more than {@link #MAX_MOVES} of
     * {@code count} winning moves were shown; when the analysis kept only {@code kept} of them, JSON
     * lists those and counts the rest.
     */
    static Optional<String> more(BigInteger count, int kept) {
        if (count.compareTo(BigInteger.valueOf(MAX_MOVES)) <= 0) {
            return Optional.empty();
        }
        return Optional.of("  ... and " + String.format("%,d", count.subtract(BigInteger.valueOf(MAX_MOVES)))
                + " more winning moves (--json lists " + (count.equals(BigInteger.valueOf(kept)) ? "them all)"
                : String.format("the first %,d)", kept)));
    }

    private static String whyP(PositionReport report) {
        Analysis a = report.analysis();
        Rules rules = a.rules();
        if (rules.isMisere() && rules.isNim() && a.position().largest() <= 1) {
            return "only heaps of 1 are left, an odd number of them. The players must take them one at a time,"
                    + " so the player to move takes the last one and loses.";
        }
        if (rules.isMisere() && !rules.isNim()) {
            return "every move leads to a position from which the opponent wins (found by searching every"
                    + " follower: misère subtraction games have no formula). The player to move loses against"
                    + " perfect play.";
        }
        if (rules.isMisere()) {
            // Misère play answers like normal play only while two heaps of 2 or more remain: the reply that
            // wins at the end leaves an odd number of 1-heaps, whose nim-sum is 1, not 0.
            return "the nim-sum is 0, so every column is even, and two heaps have 2 or more. Any move changes one"
                    + " heap and so turns some column odd. While two heaps of 2 or more remain, the opponent answers"
                    + " with a move that makes every column even again; once a move leaves only one such heap, they"
                    + " cut it to 0 or 1 so as to leave an odd number of 1-heaps, and the player to move must take"
                    + " the last object. The player to move loses against perfect play. No move wins.";
        }
        String sum = rules.isNim() ? "the nim-sum" : "the nim-sum of the Grundy values";
        return sum + " is 0, so every column is even. Any move changes one " + (rules.isNim() ? "heap" : "value")
                + " and so turns some column odd, and the opponent can always answer with a move that makes every"
                + " column even again: the player to move loses against perfect play. No move wins.";
    }

    /**
     * A position analysed during a lesson whose learner has not met the nim-sum yet: the position and its rules,
     * then who wins explained in the lesson's own terms ({@code known}), without binary columns.
     */
    public static List<String> analyzeInLesson(Analysis a, Set<Idea> known, Painter painter) {
        List<String> out = new ArrayList<>();
        out.add("Position  " + describe(a.position()));
        out.addAll(painter.labelled("Rules", 10, a.rules().describe()));
        out.add("");
        if (a.rules().isOver(a.position())) {
            out.add(gameOver(a.rules(), painter));
            return out;
        }
        out.addAll(whyInLessonTerms(a.position(), a.rules(), known, painter));
        out.add("");
        String position = describe(a.position());
        String outcome = known.contains(Idea.GAME_TREE)
                ? position + (a.outcome() == Outcome.P ? " is a P-position: the" : " is an N-position: the")
                : "From " + position + " the";
        out.add(painter.paragraph(a.outcome() == Outcome.P
                ? outcome + " player to move loses, whatever they take."
                : outcome + " player to move wins with " + inWords(a.winningMoves()) + ".", 0));
        return out;
    }

    /** The one-line reason a winning move wins. */
    public static String why(MoveReason reason) {
        String heap = HeapLabels.of(reason.move().heap());
        if (reason instanceof MoveReason.ZeroNimSum z) {
            return "The nim-sum " + z.nimSum() + " has its leading 1 in the " + ColumnsText.columnName(z.bit())
                    + "; " + heap + " has a 1 there, so " + heap + " goes to " + z.from() + " xor " + z.nimSum()
                    + " = " + z.to() + ", which is smaller, and every column becomes even (nim-sum 0).";
        }
        if (reason instanceof MoveReason.OddOnesLeft o) {
            return "Misère endgame: this leaves only heaps of 0 and 1, and an odd number (" + o.onesLeft()
                    + ") of 1-heaps, so your opponent will have to take the last object.";
        }
        if (reason instanceof MoveReason.ZeroGrundySum g) {
            return heap + "'s Grundy value goes from " + g.grundyFrom() + " to " + g.grundyTo()
                    + ", which makes the nim-sum of Grundy values 0.";
        }
        return "Every reply to it was searched: your opponent loses against perfect play (misère subtraction"
                + " games have no formula).";
    }

    public static List<String> check(MoveCheck check, Painter painter) {
        Analysis before = check.before();
        Analysis after = check.after().analysis();
        List<String> out = new ArrayList<>();
        Move move = check.move();
        out.add(move.describe() + " (" + move.shortForm() + "): " + describe(before.position()) + "  ->  "
                + describe(after.position()));
        String sum = before.rules().isNim() ? "nim-sum " : "nim-sum of Grundy values ";
        if (check.winning()) {
            out.add(painter.paragraph(painter.good("A winning move.") + " It leaves your opponent a P-position"
                    + (before.rules().isMisere() ? "" : " (" + sum + "0)") + ": whatever they do, you can answer"
                    + " and win.", 0));
        } else if (check.mistake()) {
            out.add(painter.paragraph(painter.bad("A mistake.") + " You had a win, but this leaves your opponent an"
                    + " N-position (" + whyN(after, sum) + "), from which they can win.", 0));
        } else {
            out.add(painter.paragraph("No move wins here: " + describe(before.position()) + " was already a P-position,"
                    + " so whatever you take, your opponent can answer and win. The usual practice is to take a"
                    + " little and hope your opponent slips.", 0));
        }
        out.add("");
        out.addAll(ColumnsText.render(check.after().columns(), painter));
        out.add("");
        if (check.mistake()) {
            List<Move> better = check.betterMoves();
            out.add(painter.paragraph((better.size() == 1 ? "The winning move was " : "Winning moves were ")
                    + joinMoves(better, painter) + ".", 0));
        }
        out.add(painter.paragraph(replyText(check, painter), 0));
        return out;
    }

    /**
     * A move tried in a session: not judged while a question waits ({@code judged} false), since its verdict would
     * answer the question; judged in the lesson's own terms when its learner has not met the nim-sum yet
     * ({@code lessonTerms}: what they know); otherwise in full, with the binary columns.
     */
    public static List<String> check(MoveCheck check, Optional<Set<Idea>> lessonTerms, boolean judged,
            Painter painter) {
        if (judged && lessonTerms.isEmpty()) {
            return check(check, painter);
        }
        List<String> out = new ArrayList<>();
        Move move = check.move();
        Analysis after = check.after().analysis();
        out.add(move.describe() + " (" + move.shortForm() + "): " + describe(check.before().position()) + "  ->  "
                + describe(after.position()));
        if (!judged) {
            out.add(painter.paragraph("(A question is waiting: this move is not judged until the question is"
                    + " answered.)", 0));
            return out;
        }
        if (check.gameOver()) {
            out.add(painter.paragraph(after.rules().isMisere()
                    ? "That takes the last object, and under misère play whoever does so loses."
                    : "That takes the last object: the game is over, and you win.", 0));
            return out;
        }
        // P and N are words of their own lesson: before it, the same in plain words.
        boolean named = lessonTerms.get().contains(Idea.GAME_TREE);
        if (check.winning()) {
            out.add(painter.paragraph(painter.good("A winning move.") + " It leaves your opponent "
                    + (named ? "a P-position" : "a position where the player to move loses")
                    + ": whatever they do, you can answer and win.", 0));
        } else if (check.mistake()) {
            out.add(painter.paragraph(painter.bad("A mistake.") + " You had a win, but this leaves your opponent "
                    + (named ? "an N-position, from which they can win." : "a position from which they can win."), 0));
        } else {
            String before = describe(check.before().position());
            out.add(painter.paragraph("No move wins here: " + (named ? before + " was already a P-position"
                    : "from " + before + " the player to move loses") + ", so whatever you take, your opponent can"
                    + " answer and win.", 0));
        }
        if (check.mistake()) {
            List<Move> better = check.betterMoves();
            out.add(painter.paragraph((better.size() == 1 ? "The winning move was " : "Winning moves were ")
                    + joinMoves(better, painter) + ".", 0));
        }
        out.add(painter.paragraph(replyText(check, painter), 0));
        out.add("");
        out.addAll(whyInLessonTerms(after.position(), after.rules(), lessonTerms.get(), painter));
        return out;
    }

    /** "take 1 from A, or take 1 from B (B-1)", the first {@link #MAX_MOVES} of them and how many more. */
    private static String inWords(List<Move> moves) {
        String listed = moves.stream().limit(MAX_MOVES).map(m -> m.describe() + " (" + m.shortForm() + ")")
                .collect(Collectors.joining(", or "));
        return moves.size() > MAX_MOVES ? listed + ", or " + String.format("%,d", moves.size() - MAX_MOVES)
                + " other moves" : listed;
    }

    /**
     * Who wins from {@code position}, derived with what the learner knows: the rule of multiples, the mirror or the
     * game tree; where none of these fits (a tree too large to draw), a word that the lessons ahead have a shorter
     * way, since the only derivation left is by the nim-sum.
     */
    private static List<String> whyInLessonTerms(Position position, Rules rules, Set<Idea> known, Painter painter) {
        Derivation why = new PorN(position, rules).derivation(known);
        if (why instanceof PositionReport && !known.contains(Idea.NIM_SUM)) {
            return List.of(painter.paragraph("(The game tree from " + describe(position) + " is too large to draw"
                    + " here; the lessons ahead give a short way to tell who wins.)", 0));
        }
        return DerivationText.derivation(why, known, painter);
    }

    private static String whyN(Analysis after, String sum) {
        if (after.rules().isMisere() && after.rules().isNim() && after.position().largest() <= 1) {
            return "only 1-heaps are left, an even number of them";
        }
        if (after.rules().isMisere() && !after.rules().isNim()) {
            return "found by searching every follower";
        }
        return sum + after.nimSum();
    }

    private static String replyText(MoveCheck check, Painter painter) {
        Optional<Move> reply = check.reply();
        Position after = check.after().analysis().position();
        if (reply.isEmpty()) {
            return check.after().analysis().rules().isMisere()
                    ? "The game is over: you took the last object, so you lose."
                    : "The game is over: you took the last object, so you win.";
        }
        Move r = reply.get();
        String leaves = describe(r.applyTo(after));
        if (check.after().analysis().outcome() == Outcome.N) {
            return "Your opponent's winning reply: " + painter.bad(r.describe()) + " (" + r.shortForm()
                    + "), leaving " + leaves + ".";
        }
        return "Your opponent has no winning move; the engine would play " + r.describe() + " (" + r.shortForm()
                + "), leaving " + leaves + ", to make the game last.";
    }

    private static String joinMoves(List<Move> moves, Painter painter) {
        List<String> words = new ArrayList<>();
        for (int i = 0; i < Math.min(moves.size(), MAX_MOVES); i++) {
            words.add(painter.good(moves.get(i).shortForm()) + " (" + moves.get(i).describe() + ")");
        }
        if (moves.size() > MAX_MOVES) {
            words.add("and " + (moves.size() - MAX_MOVES) + " more");
        }
        return String.join(", ", words);
    }

    /** "3 4 5" for small positions, "1,000,000 heaps" for big ones. */
    public static String describe(Position position) {
        if (position.size() <= SHORT_POSITION) {
            return position.toString();
        }
        return String.format("%,d heaps", position.size());
    }

    private static String leaves(Position position, Move move) {
        if (position.size() <= SHORT_POSITION) {
            return move.applyTo(position).toString();
        }
        return HeapLabels.of(move.heap()) + " at " + move.leavesHeapAt(position);
    }

    private static Optional<String> grundyNote(Rules rules) {
        if (rules.moves() instanceof MoveSet.Subtraction s) {
            if (s.isRangeFromOne()) {
                return Optional.of("Grundy value of a heap of n: n mod " + (s.largest() + 1));
            }
            var seq = org.nimexplorer.engine.GrundySequence.of(s);
            return Optional.of("Grundy values repeat with period " + seq.period() + " from heap " + seq.preperiod());
        }
        return Optional.empty();
    }
}

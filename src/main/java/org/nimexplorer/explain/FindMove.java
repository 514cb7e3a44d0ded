package org.nimexplorer.explain;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import org.nimexplorer.engine.Analysis;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.MoveParser;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Rules;

/** Find a winning move, or answer "none" when every move loses. */
public record FindMove(Position position, Rules rules) implements AboutPosition {

    /** "none", and the ways a learner says it in words; a course platform's grader lists them all. */
    public static final List<String> NONE_WORDS = List.of("none", "no move", "no winning move", "there is none",
            "there is no winning move", "nothing wins");

    private static final Pattern NONE = Pattern.compile(
            "(?i)\\s*(" + String.join("|", NONE_WORDS) + ")[.!]?\\s*");

    public String prompt() {
        return "Find a winning move from " + position + rules.note() + ", or answer 'none' if every move loses.";
    }

    public String kind() {
        return "move";
    }

    public String answer() {
        return analysis().winningMoves().stream().findFirst().map(Move::shortForm).orElse("none");
    }

    public Idea idea(Set<Idea> known) {
        return OutcomeExplanation.idea(position, rules, known, false);
    }

    public String form() {
        return "answer with a move, written 'take N from H', 'H-N' or 'H=N' (H a heap letter, N a number), or 'none' if every move loses";
    }

    /** Whether the learner says that no move wins, in one of the {@link #NONE_WORDS}. */
    static boolean saysNone(String text) {
        return NONE.matcher(text).matches();
    }

    public Verdict judge(String text, Idea idea, Set<Idea> known) {
        Analysis a = analysis();
        if (saysNone(text)) {
            return judgeNone(a, idea, known);
        }
        Result<Move> parsed = MoveParser.parse(text, position, rules);
        if (!parsed.isOk()) {
            return Verdict.unreadable(parsed.problemOrNull(), idea);
        }
        return judgeMove(parsed.orThrow(), a, idea, known);
    }

    public Derivation derivation(Set<Idea> known) {
        return OutcomeExplanation.of(analysis(), known);
    }

    @Override
    public Solution solution(Set<Idea> known, Idea idea) {
        Analysis a = analysis();
        List<Move> wins = a.winningMoves();
        String answer = VerdictWords.workedMove(wins.stream().limit(2).map(w -> w.shortForm() + " (" + w.describe()
                + ")").toList(), "every move from " + position);
        return new Solution(answer, OutcomeExplanation.of(a, known), idea);
    }

    private Verdict judgeNone(Analysis a, Idea idea, Set<Idea> known) {
        if (a.outcome() == Outcome.P) {
            return VerdictWords.noneIsRight(position.toString(), OutcomeExplanation.of(a, known), idea);
        }
        if (byNimSumAlone(known)) {
            return Verdict.wrong("Not quite: the nim-sum of " + position + " is not 0, so some move makes it 0.",
                    "", Optional.empty(), PositionReport.of(a), idea);
        }
        return Verdict.wrong("Not quite: there is a winning move from " + position + ".",
                "A winning move leaves your opponent a position where every move loses.",
                Optional.empty(), OutcomeExplanation.of(a, known), idea);
    }

    private Verdict judgeMove(Move move, Analysis a, Idea idea, Set<Idea> known) {
        MoveCheck check = MoveCheck.of(position, rules, move).orThrow();
        Derivation full = known.contains(Idea.NIM_SUM) ? check : OutcomeExplanation.of(a, known);
        Position after = check.after().analysis().position();
        if (byNimSumAlone(known)) {
            return check.winning()
                    ? Verdict.right("Right: " + move.shortForm() + " leaves " + after + ", whose nim-sum is 0.", full, idea)
                    : Verdict.wrong("Not quite: " + move.shortForm() + " leaves " + after + ", whose nim-sum is not 0.",
                            "Its nim-sum is " + check.after().analysis().nimSum() + ": some column of " + after
                            + " is still odd.", Diagnose.move(position, rules, move, known), full, idea);
        }
        if (check.winning()) {
            return Verdict.right("Right: " + move.shortForm() + " leaves your opponent " + after
                    + ", where every move loses.", full, idea);
        }
        return Verdict.wrong("Not quite: " + move.shortForm() + " leaves your opponent a position they can win from.",
                refutation(check), Diagnose.move(position, rules, move, known), full, idea);
    }

    /**
     * Between the nim-sum and Bouton's theorem a learner can check that a move makes the nim-sum 0
     * but has not yet seen why that wins, so moves are judged by the nim-sum they leave.
     */
    private boolean byNimSumAlone(Set<Idea> known) {
        return rules.isNim() && !rules.isMisere() && known.contains(Idea.NIM_SUM) && !known.contains(Idea.THEOREM);
    }

    /** How the opponent punishes a losing move: the reply that wins against it. */
    private static String refutation(MoveCheck check) {
        Position after = check.after().analysis().position();
        Rules rules = check.after().analysis().rules();
        String leaving = check.move().shortForm() + " leaves " + after;
        if (check.gameOver()) {
            return leaving + ": you took the last object, and under misère play that loses.";
        }
        Move reply = check.reply().orElseThrow();
        Position next = reply.applyTo(after);
        if (rules.isOver(next)) {
            // Normal play only: under misère play a winning reply never takes the last object.
            return leaving + ", and your opponent answers " + reply.shortForm() + ", taking the last object.";
        }
        return leaving + ". Your opponent answers " + reply.shortForm() + ", leaving you " + next
                + ": there, every move you make loses.";
    }

    public List<String> hints(Set<Idea> known) {
        return List.of(moveMethod(known));
    }

    private String moveMethod(Set<Idea> known) {
        if (!rules.isNim()) {
            if (position.size() == 1 && rules.moves() instanceof MoveSet.Subtraction s && s.isRangeFromOne()
                    && known.contains(Idea.KERNEL)) {
                return "With takes 1 to k, the kernel is the multiples of k + 1: which one can you reach?";
            }
            if (known.contains(Idea.GRUNDY)) {
                return "Find each heap's Grundy value; a winning move makes their XOR 0.";
            }
            return known.contains(Idea.KERNEL) ? "Look for a move that leaves a size in the kernel."
                    : "Look for a move that leaves your opponent a size from which every move loses.";
        }
        if (rules.isMisere() && known.contains(Idea.MISERE)) {
            return "Play as in normal Nim, unless your move would leave only heaps of 0 and 1: then leave an odd"
                    + " number of 1-heaps.";
        }
        if (known.contains(Idea.LEMMA_2)) {
            // It must hold where no move wins too: a hint that only speaks of the leftmost 1 sends the
            // learner looking for a 1 that a nim-sum of 0 does not have.
            return "Work out the nim-sum. If it is 0, every move loses (lemma 1). Otherwise find its leftmost 1 and"
                    + " change a heap with a 1 in that column to the nim-sum xor its size.";
        }
        if (position.size() == 2 && known.contains(Idea.MIRROR)) {
            return "Two equal heaps lose for the player to move: can you leave two equal heaps?";
        }
        return "Try each move in turn: a winning move leaves your opponent a position where every move loses.";
    }

    /** Every winning move in every spelling the session reads. */
    public <R> R accept(Visitor<R> visitor) {
        return visitor.move(this, analysis().winningMoves().stream()
                .flatMap(m -> MoveParser.spellings(m, position).stream()).toList());
    }
}

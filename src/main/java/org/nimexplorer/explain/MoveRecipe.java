package org.nimexplorer.explain;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.nimexplorer.engine.HeapLabels;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.engine.Text;

/**
 * Lemma 2's recipe written as a move rule ({@link MoveRule}) for a proved set of Nim positions: from
 * every position outside the set, the rule must name a legal move into it. The engine's own rule is
 * the leading-bit recipe, which a lesson checks against the set when it is loaded.
 */
public record MoveRecipe(String set, int heaps, int max) implements Question {
    /** Lemma 2's recipe, in the rule language. */
    public static final String LEADING_BIT = "first x with x xor s < x to x xor s";

    public String prompt() {
        return "Write a rule that names, from every position outside your set (" + set + "), a move into it:"
                + " 'first x with CONDITION to NEW SIZE', where x is the size of the heap the rule looks at and"
                + " s the nim-sum.";
    }

    public String kind() {
        return "rule";
    }

    public String answer() {
        return LEADING_BIT;
    }

    public Idea idea(Set<Idea> known) {
        return Idea.LEMMA_2;
    }

    public String form() {
        return "answer with a rule such as 'first x with CONDITION to NEW SIZE' (x the size of the heap chosen, s"
                + " the nim-sum) or 'c to NEW SIZE'";
    }

    /** The set and a rule checked together on the box. */
    public Result<ClaimProof> check(String rule) {
        return ClaimProof.check(set, Optional.of(rule), Rules.NIM, heaps, max, () -> false, done -> { });
    }

    public Verdict judge(String text, Idea idea, Set<Idea> known) {
        Result<ClaimProof> checked = check(text);
        if (!checked.isOk()) {
            return Verdict.unreadable(checked.problemOrNull(), idea);
        }
        ClaimProof proof = checked.orThrow();
        ClaimProof.RuleCheck rule = proof.rule().orElseThrow();
        if (rule.holds()) {
            return Verdict.right("Right: from every position outside the set your rule names a legal move into"
                    + " it, so whoever follows it always hands over a position of the set.", proof, idea);
        }
        ClaimProof.RuleMiss miss = rule.counterexample().orElseThrow();
        return Verdict.wrong("Not quite: your rule fails at " + miss.position() + ".", "Your rule fails"
                + ClaimWords.rule(proof, miss), diagnosis(miss), derivation(known), idea);
    }

    /** A heap chosen without a 1 in the nim-sum's leading column: x xor s is larger than x there. */
    private static Optional<Diagnosis> diagnosis(ClaimProof.RuleMiss miss) {
        if (miss.miss() != ClaimProof.Miss.GROWS) {
            return Optional.empty();
        }
        Lemma2 lemma = Lemma2.of(miss.position());
        if (!lemma.applies() || lemma.candidates().stream().anyMatch(c -> c.heap() == miss.heap())) {
            return Optional.empty();
        }
        String heap = HeapLabels.of(miss.heap());
        return Optional.of(new Diagnosis(Misconception.HEAP_WITHOUT_LEADING_BIT, "At " + miss.position()
                + " your rule chose heap " + heap + " (" + miss.position().heap(miss.heap()) + "), which has no 1"
                + " in the column of the nim-sum's leftmost 1, so no move from " + heap + " makes the nim-sum 0."
                + " Let the condition pick a heap with a 1 there."));
    }

    public ClaimProof derivation(Set<Idea> known) {
        return check(LEADING_BIT).orThrow();
    }

    public List<String> hints(Set<Idea> known) {
        return List.of("Lemma 2 moves one heap to its size xor the nim-sum, and its proof chose that heap with care."
                + " What must be true of x and s for the move from x to x xor s to be legal?");
    }

    /** A rule question from its lesson lines: the box ({@code heaps:}, {@code max:}) and the proved {@code set:}. */
    static Result<Question> ask(Fields f) {
        return ProveSet.box(f).flatMap(box -> f.required("set").flatMap(set -> recipe(set, box[0], box[1])));
    }

    /** A rule question: the set must be proved on its box, and the leading-bit recipe must move into it. */
    private static Result<Question> recipe(String set, int heaps, int max) {
        MoveRecipe question = new MoveRecipe(set, heaps, max);
        Result<ClaimProof> proof = question.check(LEADING_BIT);
        if (!proof.isOk()) {
            return Result.problem("set: " + proof.problemOrNull());
        }
        if (!proof.orThrow().holds()) {
            return Result.problem("set: '" + Text.clip(set) + "' is not the set of P-positions of Nim on this box, so"
                    + " no rule can win from outside it");
        }
        if (!proof.orThrow().rule().orElseThrow().holds()) {
            return Result.problem("set: lemma 2's recipe does not move into '" + Text.clip(set) + "'");
        }
        return Result.ok(question);
    }

    public <R> R accept(Visitor<R> visitor) {
        return visitor.written(this);
    }
}

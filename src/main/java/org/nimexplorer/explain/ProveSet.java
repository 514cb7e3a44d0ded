package org.nimexplorer.explain;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Rules;

/**
 * A set of positions written as a claim, proved to be the P-positions of a box by the three kernel
 * properties ({@link ClaimProof}): the learner states the set, the checker proves or refutes it.
 * The engine's own answer is Bouton's set written as a claim, which the checker proves the same way.
 */
public record ProveSet(Rules rules, int heaps, int max) implements Question {
    /** A lesson's box stays small, so that each answer is checked at once. */
    public static final long MAX_POSITIONS = 1 << 16;

    public String prompt() {
        return "Write the set of P-positions of " + heaps + (heaps == 1 ? " heap" : " heaps") + " as a claim over "
                + letters() + " (s is their nim-sum); it is checked with the three properties on every position"
                + " with heaps of 0 to " + max + ", under " + rules.describe() + ".";
    }

    public String kind() {
        return "claim";
    }

    /** The heaps' letters: "a", "a and b", "a, b and c". */
    private String letters() {
        List<String> letters = Claim.letters(heaps);
        return heaps == 1 ? letters.get(0) : String.join(", ", letters.subList(0, heaps - 1)) + " and "
                + letters.get(heaps - 1);
    }

    /** Bouton's set as a claim, for the games whose P-positions have a formula; empty for the others. */
    public static Optional<String> knownClaim(Rules rules, int heaps) {
        List<String> letters = Claim.letters(heaps);
        String all = String.join(", ", letters);
        if (rules.isNim()) {
            return Optional.of(rules.isMisere()
                    ? "(s == 0 and max(" + all + ") >= 2) or (max(" + all + ") <= 1 and s == 1)" : "s == 0");
        }
        if (rules.moves() instanceof MoveSet.Subtraction set && set.isRangeFromOne() && !rules.isMisere()) {
            int period = set.largest() + 1;
            return Optional.of(heaps == 1 ? "a mod " + period + " == 0"
                    : String.join(" xor ", letters.stream().map(l -> "(" + l + " mod " + period + ")").toList())
                    + " == 0");
        }
        return Optional.empty();
    }

    public String answer() {
        return knownClaim(rules, heaps).orElseThrow();
    }

    public Idea idea(Set<Idea> known) {
        return rules.isMisere() ? Idea.MISERE : rules.isNim() ? Idea.THEOREM : Idea.GRUNDY;
    }

    public String form() {
        return "answer with a claim over the heaps a, b, ... and their nim-sum s, such as 'a + b == c'";
    }

    public Verdict judge(String text, Idea idea, Set<Idea> known) {
        Result<ClaimProof> checked = ClaimProof.check(text, rules, heaps, max);
        if (!checked.isOk()) {
            return Verdict.unreadable(checked.problemOrNull(), idea);
        }
        ClaimProof proof = checked.orThrow();
        if (proof.holds()) {
            return Verdict.right("Right: your set has all three properties, so it is exactly the set of"
                    + " P-positions here.", proof, idea);
        }
        List<ClaimProof.Property> failed = java.util.stream.Stream.of(proof.ends(), proof.stable(),
                proof.absorbing()).filter(p -> !p.holds()).toList();
        ClaimProof.Property first = failed.get(0);
        ClaimProof.Failure at = first.counterexample().orElseThrow();
        String shape = switch (first.number()) {
            case 1 -> "the end";
            case 2 -> "lemma 1's shape";
            default -> "lemma 2's shape";
        };
        String also = failed.size() == 1 ? "" : failed.size() == 2 ? " Property " + failed.get(1).number()
                + " fails too." : " Properties 2 and 3 fail too.";
        return Verdict.wrong("Not quite: your set fails property " + first.number() + " (" + shape + ") at "
                + at.position() + ".", "Property " + first.number() + " fails" + ClaimWords.failure(proof, at)
                + also, diagnosis(text, at), derivation(known), idea);
    }

    /** The normal-play end kept under misère play, or heaps added where the nim-sum XORs them. */
    private Optional<Diagnosis> diagnosis(String text, ClaimProof.Failure at) {
        if (rules.isMisere() && at instanceof ClaimProof.WrongEnd w && w.inSet()) {
            return Optional.of(new Diagnosis(Misconception.NORMAL_RULE_IN_MISERE_END, "Your set keeps the"
                    + " normal-play ending: under misère play the player who faces no objects has won, so that"
                    + " position cannot be a P-position. Look at the positions where every heap is 0 or 1."));
        }
        String t = " " + text.toLowerCase(Locale.ROOT) + " ";
        if (rules.isNim() && t.contains("+") && !t.contains("xor") && !t.contains("^") && !t.matches(".*\\bs\\b.*")) {
            return Optional.of(new Diagnosis(Misconception.ADDED_NOT_XORED, "Your set adds heaps: the column"
                    + " sums of Bouton's proof are taken without carrying, which is XOR, not +."));
        }
        return Optional.empty();
    }

    public ClaimProof derivation(Set<Idea> known) {
        return ClaimProof.check(answer(), rules, heaps, max).orThrow();
    }

    public List<String> hints(Set<Idea> known) {
        return List.of("Go up from the end: decide the end position, then the positions with one object, then"
                + " two. The smallest counterexample the checker shows is the first place your set goes wrong.");
    }

    /** A claim question from its lesson lines: the box ({@code heaps:}, {@code max:}) and the rules. */
    static Result<Question> ask(Fields f) {
        return box(f).flatMap(box -> f.rules().flatMap(r -> proved(r, box[0], box[1])));
    }

    /** heaps and max: a small box, so that an answer is checked at once. */
    static Result<int[]> box(Fields f) {
        return f.number("heaps").flatMap(heaps -> f.number("max").flatMap(max -> {
            if (heaps < 1 || heaps > ClaimProof.MAX_HEAPS) {
                return Result.problem("heaps: from 1 to " + ClaimProof.MAX_HEAPS + ", not " + heaps);
            }
            if (Math.pow(max + 1.0, heaps) > MAX_POSITIONS) {
                return Result.problem("heaps and max: at most " + MAX_POSITIONS + " positions in a"
                        + " lesson, not " + heaps + " heaps of 0 to " + max);
            }
            return Result.ok(new int[] {(int) (long) heaps, (int) (long) max});
        }));
    }

    /** A claim question, for a game whose P-positions the engine can write as a claim (and proves). */
    private static Result<Question> proved(Rules rules, int heaps, int max) {
        if (knownClaim(rules, heaps).isEmpty()) {
            return Result.problem("a claim checkpoint is for Nim (normal or misère) or 'take 1 to k' under normal"
                    + " play: the engine writes the answer for those");
        }
        ProveSet question = new ProveSet(rules, heaps, max);
        if (!question.derivation(Set.of()).holds()) {
            throw new IllegalStateException("the engine's claim does not prove: " + question.answer());
        }
        return Result.ok(question);
    }

    public <R> R accept(Visitor<R> visitor) {
        return visitor.written(this);
    }
}

package org.nimexplorer.explain;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.nimexplorer.engine.Kernel;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Rules;

/** The kernel of a one-heap subtraction game, heaps 0 to max. */
public record KernelUpTo(Rules rules, long max) implements Question {
    public String prompt() {
        return "List the kernel of the game '" + rules.moves().describe() + "' for heaps 0 to " + max + ".";
    }

    public String kind() {
        return "kernel";
    }

    public String answer() {
        return String.join(" ", Kernel.of(rules, max).orThrow().stream().map(String::valueOf).toList());
    }

    public Idea idea(Set<Idea> known) {
        return Idea.KERNEL;
    }

    public String form() {
        return "answer with the heap sizes in the kernel, smallest first, separated by spaces";
    }

    public Verdict judge(String text, Idea idea, Set<Idea> known) {
        Optional<List<Long>> given = Answers.numbers(text);
        if (given.isEmpty()) {
            return Answers.notNumbers(text, form(), idea);
        }
        List<Long> sorted = given.get().stream().distinct().sorted().toList();
        KernelProof proof = derivation(known);
        if (sorted.equals(proof.kernel())) {
            return Verdict.right("Right: the kernel up to " + max + " is " + answer() + ".", proof, idea);
        }
        Optional<Long> beyond = sorted.stream().filter(n -> n > max).findFirst();
        String why = beyond.isPresent() ? "The question asks for heaps 0 to " + max + " only; " + beyond.get()
                + " is beyond that." : firstWrongMember(proof, new TreeSet<>(sorted));
        return Verdict.wrong("Not quite: that is not the kernel up to " + max + ".", why,
                Diagnose.kernel(this, given.get(), known), proof, idea);
    }

    public KernelProof derivation(Set<Idea> known) {
        return KernelProof.of((MoveSet.Subtraction) rules.moves(), max).orThrow();
    }

    /** The smallest heap the learner got wrong, with the move that shows it (from the kernel's proof). */
    private static String firstWrongMember(KernelProof proof, Set<Long> given) {
        for (KernelProof.Entry e : proof.entries()) {
            long n = e.heap();
            if (given.contains(n) == e.inKernel()) {
                continue;
            }
            if (!e.inKernel()) {
                long into = n - e.witnessTake();
                return n + " does not belong: from " + n + " a move reaches " + into + ", and " + into
                        + " is in the kernel, so the player at " + n + " can move there and win.";
            }
            return n + " is missing: " + movesOutside(n, e.followers()) + ", so " + n + " belongs to it.";
        }
        throw new IllegalStateException("the lists differ, so some heap up to max is wrong");
    }

    /** Where the moves from a heap of the kernel go: nowhere, or only outside the kernel. */
    private static String movesOutside(long n, List<Long> followers) {
        if (followers.isEmpty()) {
            return "no move from " + n + " can reach the kernel (there is no move from " + n + " at all)";
        }
        return followers.size() == 1 ? "the only move from " + n + " reaches " + followers.get(0) + ", which is not in"
                + " the kernel" : "the moves from " + n + " reach " + joined(followers) + ", none of them in the kernel";
    }

    /** "4", "4 and 2", "4, 2 and 1". */
    private static String joined(List<Long> items) {
        List<String> words = items.stream().map(String::valueOf).toList();
        return words.size() == 1 ? words.get(0)
                : String.join(", ", words.subList(0, words.size() - 1)) + " and " + words.get(words.size() - 1);
    }

    public List<String> hints(Set<Idea> known) {
        return List.of("0 is in the kernel. Going up one size at a time, a heap is in the kernel exactly when no"
                + " allowed take reaches a size already in the kernel.");
    }

    /** A lesson asks for the kernel up to at most this heap. */
    private static final long MAX_KERNEL = 1000;

    /** A kernel question from its lesson lines: {@code subtract:} and {@code max:}. */
    static Result<Question> ask(Fields f) {
        return f.required("subtract").flatMap(set -> MoveSet.parse(set)
                .mapProblem(p -> "subtract: " + p)).flatMap(set -> f.number("max").flatMap(max -> max > MAX_KERNEL
                ? Result.problem("max: at most " + MAX_KERNEL + ", not " + max)
                : Result.ok(new KernelUpTo(new Rules(Play.NORMAL, set), max))));
    }

    public <R> R accept(Visitor<R> visitor) {
        return visitor.written(this);
    }
}

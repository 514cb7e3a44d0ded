package org.nimexplorer.explain;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Text;

/**
 * A multiple-choice question about the argument, the one kind whose answer the author writes.
 *
 * @param correct the index of the right option
 * @param whys    for each option, why it is wrong as the author puts it (empty for the right one; a lesson
 *                file gives one for every wrong option),
 *                told to a learner who chooses it
 */
public record Choice(List<String> options, int correct, String explanation, List<String> whys) implements Question {
    public String prompt() {
        return "Choose one option.";
    }

    public Choice {
        options = List.copyOf(options);
        whys = whys.isEmpty() ? java.util.Collections.nCopies(options.size(), "") : List.copyOf(whys);
        if (whys.size() != options.size()) {
            throw new IllegalArgumentException("one why per option, empty where there is none");
        }
    }

    /** A choice without a why for its wrong options. */
    public Choice(List<String> options, int correct, String explanation) {
        this(options, correct, explanation, List.of());
    }

    /** Options that are all numbers are answered with the number itself, never with its place in the list. */
    public boolean numeric() {
        return options.stream().allMatch(o -> o.strip().matches("-?[0-9]{1,18}"));
    }

    public String kind() {
        return "choice";
    }

    public String answer() {
        return numeric() ? options.get(correct).strip() : Character.toString('a' + correct);
    }

    /** Without a label from the lesson, the latest idea the learner has met. */
    public Idea idea(Set<Idea> known) {
        return known.stream().max(Enum::compareTo).orElse(Idea.RULES);
    }

    public String form() {
        return numeric() ? "answer with one of the numbers listed, or its letter"
                : "answer with the letter of an option, or its text";
    }

    public Verdict judge(String text, Idea idea, Set<Idea> known) {
        OptionalInt chosen = chosenOption(text);
        if (chosen.isEmpty()) {
            return Verdict.unreadable("'" + Text.clip(text) + "' is not one of the options: " + form() + " (a to "
                    + (char) ('a' + options.size() - 1) + ")", idea);
        }
        if (chosen.getAsInt() == correct) {
            String label = label(correct);
            return Verdict.right("Right: " + label + (label.matches(".*[.!?]$") ? "" : "."), derivation(known), idea);
        }
        return Verdict.wrong("Not quite: " + (numeric() ? options.get(chosen.getAsInt()).strip()
                : "option " + (char) ('a' + chosen.getAsInt()) + ")") + " is not it.", whys.get(chosen.getAsInt()),
                Optional.empty(), derivation(known), idea);
    }

    public Derivation derivation(Set<Idea> known) {
        return new Derivation.Note(explanation);
    }

    @Override
    public Solution solution(Set<Idea> known, Idea idea) {
        return new Solution(label(correct), derivation(known), idea);
    }

    private String label(int index) {
        return (char) ('a' + index) + ") " + options.get(index);
    }

    /** The letter, the option's own text (case and spacing ignored), or for numeric options the number. */
    private OptionalInt chosenOption(String text) {
        String t = squeeze(text);
        for (int i = 0; i < options.size(); i++) {
            String option = squeeze(options.get(i));
            if (t.equals(option) || t.equals(String.valueOf((char) ('a' + i)))) {
                return OptionalInt.of(i);
            }
        }
        return OptionalInt.empty();
    }

    /**
     * Lower case, single spaces, no punctuation at the end, no bracket or "option" before: "B)", "(b)",
     * "b." and "option b" are "b".
     */
    private static String squeeze(String s) {
        return s.strip().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ").replaceAll("[\\s).!?,;:]+$", "")
                .replaceFirst("^(option\\s+)?\\(\\s*", "").replaceFirst("^option\\s+(?=[a-z]$)", "");
    }

    /** Choice questions carry only the author's hints. */
    public List<String> hints(Set<Idea> known) {
        return List.of();
    }

    /** A choice from its lesson lines: 2 to 8 {@code option:}, the {@code answer:} letter, {@code explain:}, a {@code why:} for each wrong option. */
    static Result<Question> ask(Fields f) {
        List<String> options = f.all("option");
        if (options.size() < 2 || options.size() > 8) {
            return Result.problem("a choice needs 2 to 8 'option:' lines, not " + options.size());
        }
        return f.required("answer").flatMap(a -> {
            String letter = a.toLowerCase(Locale.ROOT);
            if (letter.length() != 1 || letter.charAt(0) < 'a' || letter.charAt(0) >= 'a' + options.size()) {
                return Result.problem("answer: give the letter of an option, a to " + (char) ('a' + options.size() - 1));
            }
            int correct = letter.charAt(0) - 'a';
            return f.required("explain").flatMap(explain -> whys(f.all("why"), options.size(), correct)
                    .map(whys -> new Choice(options, correct, explain, whys)));
        });
    }

    /** "why: c: ..." lines: why a wrong option fails, one line for each wrong option, none for the right one. */
    private static Result<List<String>> whys(List<String> lines, int options, int correct) {
        List<String> whys = new ArrayList<>(java.util.Collections.nCopies(options, ""));
        for (String line : lines) {
            int colon = line.indexOf(':');
            String letter = colon < 0 ? "" : line.substring(0, colon).strip().toLowerCase(Locale.ROOT);
            if (letter.length() != 1 || letter.charAt(0) < 'a' || letter.charAt(0) >= 'a' + options
                    || line.substring(colon + 1).isBlank()) {
                return Result.problem("why: write the letter of a wrong option and why it fails, like 'why: b: the"
                        + " opponent can copy', not '" + Text.clip(line) + "'");
            }
            int index = letter.charAt(0) - 'a';
            if (index == correct) {
                return Result.problem("why: option " + letter + " is the answer; a why is for a wrong option");
            }
            if (!whys.get(index).isEmpty()) {
                return Result.problem("why: option " + letter + " has two why lines; give one");
            }
            whys.set(index, line.substring(colon + 1).strip());
        }
        List<String> without = new ArrayList<>();
        for (int i = 0; i < options; i++) {
            if (i != correct && whys.get(i).isEmpty()) {
                without.add(String.valueOf((char) ('a' + i)));
            }
        }
        // A learner who picks a wrong option is owed a reason, not only "not it".
        return without.isEmpty() ? Result.ok(whys) : Result.problem("why: option" + (without.size() == 1 ? " " : "s ")
                + Text.and(without) + (without.size() == 1 ? " has" : " have") + " no 'why:' line: give every wrong"
                + " option one line on why it fails, like 'why: " + without.get(0) + ": the opponent can copy'");
    }

    public <R> R accept(Visitor<R> visitor) {
        return visitor.choice(this);
    }
}

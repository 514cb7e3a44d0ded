package org.nimexplorer.explain;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.nimexplorer.engine.Numbers;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Text;

/** Reading a typed answer that is a list of whole numbers, shared by the kinds that ask for one. */
final class Answers {

    private Answers() {}

    /** The numbers, separated by spaces or commas; empty when any word is not a whole number. */
    static Optional<List<Long>> numbers(String text) {
        List<Long> out = new ArrayList<>();
        for (String word : text.replace(",", " ").trim().split("\\s+")) {
            Result<Long> n = Numbers.parseNonNegative(word, "number");
            if (!n.isOk()) {
                return Optional.empty();
            }
            out.add(n.orThrow());
        }
        return Optional.of(out);
    }

    /** "g(4) = 1" and "3 xor 1 = 2" answer with what follows the last '=', a trailing full stop left out. */
    static String afterLastEquals(String text) {
        String value = text.substring(text.lastIndexOf('=') + 1).strip();
        return value.endsWith(".") ? value.substring(0, value.length() - 1).strip() : value;
    }

    /** "P", "p-position", "it is a P-position." and "N position" all read as the letter, upper case. */
    static String outcomeWord(String text) {
        String word = text.toUpperCase(Locale.ROOT).strip().replaceAll("[.!]+$", "")
                .replaceFirst("^(IT IS|IT'S|IT’S|THIS IS|THAT IS)\\s+", "")
                .replaceFirst("^(AN?)\\s+(?=[PN]\\b)", "");
        return word.replaceFirst("[-\\s]*POSITION$", "").strip();
    }

    /** The outcome an answer names, if it names one. */
    static Optional<Outcome> outcome(String text) {
        String word = outcomeWord(text);
        return word.equals("P") ? Optional.of(Outcome.P) : word.equals("N") ? Optional.of(Outcome.N) : Optional.empty();
    }

    /** An answer that names neither P nor N, told what is expected. */
    static Verdict notPorN(String text, Idea idea) {
        return Verdict.unreadable("'" + Text.clip(text) + "' is not P or N: answer P (the player to move loses)"
                + " or N (the player to move wins)", idea);
    }

    /** An answer that {@link #numbers} could not read, told what form is expected. */
    static Verdict notNumbers(String text, String form, Idea idea) {
        return Verdict.unreadable("'" + Text.clip(text) + "' is not a list of numbers: " + form, idea);
    }
}

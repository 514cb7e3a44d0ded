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

    /**
     * The numbers, separated by spaces or commas; empty when any word is not a whole number. A set may
     * be written in braces as the lessons write one, "{0, 4, 8}", and a full stop may end the answer.
     */
    static Optional<List<Long>> numbers(String text) {
        List<Long> out = new ArrayList<>();
        String bare = text.strip().replaceFirst("\\.$", "").strip();
        if (bare.length() >= 2 && bare.startsWith("{") && bare.endsWith("}")) {
            bare = bare.substring(1, bare.length() - 1);
        }
        for (String word : bare.replace(",", " ").trim().split("\\s+")) {
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

    /**
     * The outcome an answer names, if it names one: the letter, or in words what happens to the player to
     * move, the one the questions ask about ("do you win (N) or lose (P)?"): "lose", "you lose", "loses",
     * "losing", "a loss", "a losing position" are P; "win", "wins", "winning", "a win" are N. Words of the
     * player who has just moved ("won", "lost") and of the opponent are not read: they could mean either.
     */
    static Optional<Outcome> outcome(String text) {
        String word = outcomeWord(text);
        if (word.equals("P")) {
            return Optional.of(Outcome.P);
        }
        if (word.equals("N")) {
            return Optional.of(Outcome.N);
        }
        String words = word.replaceAll("[,.!]", " ").replaceAll("\\s+", " ").strip()
                .replaceFirst("^(AN?|YOU|I|THE PLAYER TO MOVE|PLAYER TO MOVE|THE MOVER)\\s+", "")
                .replaceFirst("\\s+(POSITION|FOR THE PLAYER TO MOVE|FOR YOU)$", "");
        if (words.matches("LOSE|LOSES|LOSING|LOSS")) {
            return Optional.of(Outcome.P);
        }
        if (words.matches("WIN|WINS|WINNING")) {
            return Optional.of(Outcome.N);
        }
        return Optional.empty();
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

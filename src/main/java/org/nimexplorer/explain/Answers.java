package org.nimexplorer.explain;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.nimexplorer.engine.Numbers;
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

    /** An answer that {@link #numbers} could not read, told what form is expected. */
    static Verdict notNumbers(String text, String form, Idea idea) {
        return Verdict.unreadable("'" + Text.clip(text) + "' is not a list of numbers: " + form, idea);
    }
}

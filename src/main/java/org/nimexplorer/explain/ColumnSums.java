package org.nimexplorer.explain;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.nimexplorer.engine.MooreNim;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.WholeGame;

/** The ones in each binary column, highest column first. */
public record ColumnSums(Position position) implements Question {
    public String prompt() {
        return "Write " + position + " in binary columns: how many ones in each column, highest column first?";
    }

    public String kind() {
        return "column-sums";
    }

    public String answer() {
        return String.join(" ", sums(columns()));
    }

    public Idea idea(Set<Idea> known) {
        return Idea.NIM_SUM;
    }

    public String form() {
        return "answer with the number of ones in each column, highest column first, separated by spaces";
    }

    public Verdict judge(String text, Idea idea, Set<Idea> known) {
        Optional<List<Long>> given = Answers.numbers(text);
        if (given.isEmpty()) {
            return Answers.notNumbers(text, form(), idea);
        }
        Columns c = columns();
        List<Long> g = new ArrayList<>(given.get());
        while (g.size() > c.width() && g.get(0) == 0) {
            g.remove(0);
        }
        List<String> expected = sums(c);
        List<String> mine = g.stream().map(String::valueOf).toList();
        if (mine.equals(expected)) {
            return Verdict.right("Right: the column sums are " + String.join(" ", expected) + ".", c, idea);
        }
        if (mine.size() != expected.size()) {
            // The answer's shape (one count a column) is known before its value: a slip in it costs no try.
            String digits = text.strip().replaceFirst("\\.$", "");
            String writeAs = mine.size() == 1 && digits.matches("[0-9]{" + c.width() + "}")
                    ? "write it as '" + String.join(" ", digits.split("")) + "', one count a column apart by spaces; "
                    : "give one count for each column: ";
            return Verdict.unreadable(writeAs + "the largest heap needs " + c.width() + " binary digits, so there are "
                    + c.width() + " columns, from the " + (1L << (c.width() - 1)) + "s column down to the 1s", idea);
        }
        return wrongCount(c, mine, expected, idea);
    }

    public Derivation derivation(Set<Idea> known) {
        return columns();
    }

    /** One count per column, but the highest column whose count differs is named. */
    private static Verdict wrongCount(Columns c, List<String> mine, List<String> expected, Idea idea) {
        int first = 0;
        while (mine.get(first).equals(expected.get(first))) {
            first++;
        }
        long column = 1L << (c.width() - 1 - first);
        return Verdict.wrong("Not quite: the " + column + "s column does not have " + mine.get(first) + " ones.",
                "Write each heap in binary, one under the other, and count the ones in the " + column + "s column again.",
                Optional.empty(), c, idea);
    }

    private Columns columns() {
        return Columns.of(position, MoveSet.NIM);
    }

    private static List<String> sums(Columns c) {
        List<String> out = new ArrayList<>();
        for (int bit = c.width() - 1; bit >= 0; bit--) {
            out.add(Integer.toString(c.sums()[bit]));
        }
        return out;
    }

    public List<String> hints(Set<Idea> known) {
        return List.of("Write each heap in binary with the 1s column on the right, one heap per row, then count"
                + " the ones in each column.");
    }

    /**
     * A column-sums question from its lesson lines: Nim's column sums of {@code position:}, or with
     * {@code game: moore[k]} the counts modulo k + 1 ({@link ColumnResidues}).
     */
    static Result<Question> ask(Fields f) {
        if (!f.has("game")) {
            return f.position().map(ColumnSums::new);
        }
        Optional<Result<WholeGame>> whole = f.wholeGame();
        if (whole.isPresent() && !whole.get().isOk()) {
            return Result.problem(whole.get().problemOrNull());
        }
        if (!(whole.map(Result::orThrow).orElse(null) instanceof MooreNim moore)) {
            return Result.problem("game: a column-sums checkpoint takes 'game: moore[k]' (the counts are then"
                    + " asked modulo k + 1), or no game for Nim's column sums");
        }
        return f.position().flatMap(p -> p.size() == 0 ? Result.problem("position: give at least one heap")
                : Result.ok(new ColumnResidues(moore, p)));
    }

    public <R> R accept(Visitor<R> visitor) {
        return visitor.written(this);
    }
}

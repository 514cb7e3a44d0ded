package org.nimexplorer.explain;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.nimexplorer.engine.MooreNim;
import org.nimexplorer.engine.Position;

/**
 * Moore's Nim: each binary column's count of ones modulo k + 1, highest column first; the position
 * is P exactly when all are 0.
 */
public record ColumnResidues(MooreNim game, Position position) implements AboutWholeGame {
    public String prompt() {
        return "Write " + position + " in binary columns. How many ones has each column, modulo " + modulus()
                + " (the remainder after dividing by " + modulus() + ")? Highest column first.";
    }

    public String kind() {
        return "column-sums";
    }

    private int modulus() {
        return game.k() + 1;
    }

    public String answer() {
        return String.join(" ", highFirst(game.columnResidues(position)));
    }

    public String form() {
        return "answer with one number for each column, highest column first, separated by spaces";
    }

    private static List<String> highFirst(long[] byBit) {
        List<String> out = new ArrayList<>();
        for (int bit = byBit.length - 1; bit >= 0; bit--) {
            out.add(Long.toString(byBit[bit]));
        }
        return out;
    }

    public Verdict judge(String text, Idea idea, Set<Idea> known) {
        Optional<List<Long>> given = Answers.numbers(text);
        if (given.isEmpty()) {
            return Answers.notNumbers(text, form(), idea);
        }
        long[] sums = game.columnSums(position);
        int width = sums.length;
        List<Long> g = new ArrayList<>(given.get());
        if (g.size() == 1 && width > 1 && text.strip().matches("[0-9]{" + width + "}")) {
            // One digit a column written without spaces, as "0220".
            g = text.strip().chars().mapToObj(c -> (long) (c - '0')).collect(Collectors.toCollection(ArrayList::new));
        }
        while (g.size() > width && g.get(0) == 0) {
            g.remove(0);
        }
        List<String> mine = g.stream().map(String::valueOf).toList();
        List<String> expected = highFirst(game.columnResidues(position));
        Derivation columns = new WholeReport(game, position, false);
        if (mine.equals(expected)) {
            return Verdict.right("Right: modulo " + modulus() + " the columns count " + String.join(" ", expected)
                    + ".", columns, idea);
        }
        if (mine.size() != width) {
            return Verdict.unreadable("give one number for each column: the largest heap needs " + width
                    + " binary digits, so there are " + width + " columns, from the " + (1L << (width - 1))
                    + "s column down to the 1s, highest first, separated by spaces", idea);
        }
        if (mine.equals(highFirst(sums))) {
            return Verdict.wrong("Not quite: those are the counts of ones themselves.", "Now take each count"
                    + " modulo " + modulus() + ": the remainder after dividing it by " + modulus() + ".",
                    Optional.empty(), columns, idea);
        }
        long[] parity = sums.clone();
        for (int bit = 0; bit < width; bit++) {
            parity[bit] %= 2;
        }
        Optional<Diagnosis> modTwo = mine.equals(highFirst(parity)) && known.contains(Idea.MOORE)
                ? Optional.of(new Diagnosis(Misconception.MOD_TWO_NOT_K_PLUS_ONE, "You took each count modulo 2"
                + " (odd or even), as for the nim-sum. With k = " + game.k() + " take it modulo " + modulus()
                + ".")) : Optional.empty();
        int first = 0;
        while (mine.get(first).equals(expected.get(first))) {
            first++;
        }
        long column = 1L << (width - 1 - first);
        return Verdict.wrong("Not quite: the " + column + "s column does not have " + mine.get(first) + " modulo "
                + modulus() + ".", "Count the ones in the " + column + "s column again, then take the remainder"
                + " after dividing by " + modulus() + ".", modTwo, columns, idea);
    }

    @Override
    public Derivation derivation(Set<Idea> known) {
        return new WholeReport(game, position, false);
    }

    public List<String> hints(Set<Idea> known) {
        return List.of("Write each heap in binary with the 1s column on the right and count the ones in each"
                + " column; then divide each count by k + 1 and keep the remainder.");
    }

    public <R> R accept(Visitor<R> visitor) {
        return visitor.written(this);
    }
}

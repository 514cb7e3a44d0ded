package org.nimexplorer.explain;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.HeapOption;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Result;

/**
 * The Grundy values g(0) to g(max) of a one-heap game, worked out by the mex rule: a subtraction
 * game, or a game whose moves may split a heap in two, such as Kayles, where two heaps left side by
 * side are worth the XOR of their values.
 */
public record GrundyValues(HeapGame game, int max) implements Question {
    /** Above this a table by hand is no longer an exercise. */
    public static final int MAX = 30;

    public GrundyValues(MoveSet.Subtraction set, int max) {
        this(new HeapGame.Subtract(set), max);
    }

    public String prompt() {
        return "Write the Grundy values g(0) to g(" + max + ") of " + SumWords.game(game) + ", in order.";
    }

    public String kind() {
        return "grundy";
    }

    public String answer() {
        return String.join(" ", values().stream().map(String::valueOf).toList());
    }

    /** g(0) … g(max), by the mex rule over every move the game allows. */
    public List<Long> values() {
        return byMex(game, max);
    }

    /** g(0) … g(max) of any heap game, straight from its moves: the mex of what each move leaves. */
    static List<Long> byMex(HeapGame game, int max) {
        List<Long> g = new ArrayList<>();
        for (int n = 0; n <= max; n++) {
            List<Long> reached = new ArrayList<>();
            for (HeapOption o : game.options(n)) {
                reached.add(g.get((int) o.left()) ^ g.get((int) o.right()));
            }
            g.add(Mex.mex(reached));
        }
        return g;
    }

    public Idea idea(Set<Idea> known) {
        return game.splits() && known.contains(Idea.OCTAL) ? Idea.OCTAL : Idea.GRUNDY;
    }

    public String form() {
        return "answer with " + (max + 1) + " whole numbers, g(0) first, separated by spaces";
    }

    public Verdict judge(String text, Idea idea, Set<Idea> known) {
        Optional<List<Long>> given = Answers.numbers(text);
        if (given.isEmpty()) {
            return Answers.notNumbers(text, form(), idea);
        }
        List<Long> values = values();
        List<Long> mine = given.get();
        if (mine.size() != values.size()) {
            return Verdict.unreadable("that is " + mine.size() + " number" + (mine.size() == 1 ? "" : "s") + ": "
                    + form(), idea);
        }
        int n = 0;
        while (n < values.size() && mine.get(n).equals(values.get(n))) {
            n++;
        }
        if (n == values.size()) {
            return Verdict.right("Right: those are the Grundy values g(0) to g(" + max + ").", derivation(known),
                    idea);
        }
        return Verdict.wrong("Not quite: g(" + n + ") is not " + mine.get(n) + ".", mexFrom(mine, n),
                Diagnose.grundyValue(this, mine, n, known), derivation(known), idea);
    }

    /** The table, row by row: what each move from n leaves, its value, and g(n). */
    public Derivation.GrundyTable derivation(Set<Idea> known) {
        List<Long> values = values();
        List<Derivation.GrundyTable.Row> rows = new ArrayList<>();
        for (int n = 0; n < values.size(); n++) {
            List<Long> followers = new ArrayList<>();
            List<Long> seconds = new ArrayList<>();
            List<Long> followerValues = new ArrayList<>();
            for (HeapOption o : game.options(n)) {
                followers.add(o.left());
                seconds.add(o.right());
                followerValues.add(values.get((int) o.left()) ^ values.get((int) o.right()));
            }
            rows.add(new Derivation.GrundyTable.Row(n, followers, followerValues, values.get(n), seconds));
        }
        String name = game instanceof HeapGame.Subtract s ? s.set().describe() : SumWords.name(game);
        return new Derivation.GrundyTable(name, rows, game.heapWord());
    }

    /**
     * The mex rule at the first wrong value, applied to the learner's own earlier values (all right, as
     * this is the first wrong one): what each move leaves, and its value in the learner's list.
     */
    private String mexFrom(List<Long> mine, int n) {
        List<HeapOption> options = game.options(n);
        if (options.isEmpty()) {
            return "From " + n + " no move is allowed, so the set of follower values is empty.";
        }
        List<String> seen = new ArrayList<>();
        for (HeapOption o : options) {
            seen.add(o.splits() ? "g(" + o.left() + ") xor g(" + o.right() + ") = "
                    + (mine.get((int) o.left()) ^ mine.get((int) o.right()))
                    : "g(" + o.left() + ") = " + mine.get((int) o.left()));
        }
        if (!game.splits()) {
            return "From " + n + " you can move to sizes whose values, in your list, are " + String.join(", ", seen)
                    + ". g(" + n + ") is the smallest whole number not among them.";
        }
        return "From " + n + " a move leaves one " + game.heapWord() + " or two, worth (from your list) "
                + String.join(", ", seen) + ". g(" + n + ") is the smallest whole number not among them.";
    }

    public List<String> hints(Set<Idea> known) {
        if (game.splits()) {
            String word = game.heapWord();
            return List.of("g(0) = 0. For each n, list what every move leaves: one " + word + " is worth its value,"
                    + " two " + word + "s the XOR of their two values. g(n) is the smallest whole number missing"
                    + " from that list.");
        }
        return List.of("g(0) = 0. For each size n, list the sizes one move away, look up their values, and"
                + " take the smallest whole number missing from that list.");
    }

    /** A Grundy table question from its lesson lines: the game ({@code game:} or {@code subtract:}) and {@code max:}. */
    static Result<Question> ask(Fields f) {
        return f.heapGame(true).flatMap(g -> f.number("max").flatMap(max -> max > MAX
                ? Result.problem("max: at most " + MAX + ", not " + max)
                : Result.ok(new GrundyValues(g, (int) (long) max))));
    }

    public <R> R accept(Visitor<R> visitor) {
        return visitor.written(this);
    }
}

package org.nimexplorer.explain;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.nimexplorer.engine.Component;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.HeapLabels;
import org.nimexplorer.engine.Text;

/** How games, heaps of a sum and their letters are named to a learner. */
public final class SumWords {

    private SumWords() {}

    /** "Nim", "the game 'take 1, 3 or 4 from one heap'", "Kayles (octal game 0.77)", "Lasker's Nim". */
    public static String game(HeapGame game) {
        if (game instanceof HeapGame.Subtract s) {
            return "the game '" + s.set().describe() + "'";
        }
        if (game instanceof HeapGame.Octal o) {
            return o.code().name().map(n -> n + " (octal game " + o.code() + ")").orElse("the octal game " + o.code());
        }
        return game instanceof HeapGame.Lasker ? "Lasker's Nim" : "Nim";
    }

    /** The game's own name where it has one ("Kayles", "Nim", "Lasker's Nim"), else as {@link #game} says it. */
    public static String name(HeapGame game) {
        if (game instanceof HeapGame.Octal o && o.code().name().isPresent()) {
            return o.code().name().get();
        }
        return game(game);
    }

    /** "a Kayles row of 4", "a Nim heap of 3", "a heap of 7 in sub[1,3,4]". */
    public static String component(Component c) {
        HeapGame game = c.game();
        if (game instanceof HeapGame.Octal o && o.code().name().isPresent()) {
            return "a " + o.code().name().get() + " " + game.heapWord() + " of " + c.size();
        }
        if (game instanceof HeapGame.Nim) {
            return "a Nim heap of " + c.size();
        }
        return "a " + game.heapWord() + " of " + c.size() + " in " + game.notation();
    }

    /** The heaps' letters with the word for them: "heap A", "rows A, B and C", "heaps A to F". */
    public static String letters(GameSum sum) {
        List<HeapGame> games = sum.games();
        String word = games.size() == 1 ? games.get(0).heapWord() : "heap";
        int n = sum.size();
        if (n == 1) {
            return word + " A";
        }
        if (n > 4) {
            return word + "s A to " + HeapLabels.of(n - 1);
        }
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            labels.add(HeapLabels.of(i));
        }
        return word + "s " + Text.and(labels);
    }

    /** What the heaps of the sum are called: "row" when all are rows of pins, "heap" otherwise. */
    public static String word(GameSum sum) {
        List<HeapGame> games = sum.games();
        return games.size() == 1 ? games.get(0).heapWord() : "heap";
    }

    /** "3, 1 and 0". */
    public static String list(long[] values) {
        List<String> words = new ArrayList<>();
        for (long v : values) {
            words.add(Long.toString(v));
        }
        return Text.and(words);
    }

    /** True when some heap of the sum is of a game whose moves may split a heap. */
    public static boolean splits(GameSum sum) {
        return sum.games().stream().anyMatch(HeapGame::splits);
    }

    /**
     * The idea a question on this sum rests on: octal games once the learner has met them and every
     * heap is of one octal game, the Sprague-Grundy theorem for a sum of different games, Grundy values
     * before that.
     */
    public static Idea idea(GameSum sum, Set<Idea> known) {
        boolean octal = sum.games().size() == 1 && sum.games().get(0) instanceof HeapGame.Octal;
        if (octal && known.contains(Idea.OCTAL)) {
            return Idea.OCTAL;
        }
        return known.contains(Idea.SPRAGUE_GRUNDY) ? Idea.SPRAGUE_GRUNDY : Idea.GRUNDY;
    }

    /** The XOR of the heap sizes themselves, as if every heap were a Nim heap. */
    public static long sizesXor(GameSum sum) {
        long x = 0;
        for (Component c : sum.parts()) {
            x ^= c.size();
        }
        return x;
    }
}

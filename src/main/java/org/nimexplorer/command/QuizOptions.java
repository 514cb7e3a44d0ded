package org.nimexplorer.command;

import java.util.List;
import java.util.Optional;
import org.nimexplorer.quiz.KindCounts;
import org.nimexplorer.quiz.Level;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The options that choose a quiz's questions, declared once for 'quiz' and 'assign': how many, how
 * hard, on which game and of which kinds. The seed stays with each command, since it means something
 * different in each (an assignment writes the one it drew into its file).
 */
public final class QuizOptions {

    /** How many questions when neither --count nor counts in --kinds say. */
    static final int COUNT = 10;

    @Option(names = "--count", paramLabel = "N", description = "How many questions (default " + COUNT + ", or the"
            + " counts in --kinds added up).")
    Integer count;

    @Option(names = "--level", paramLabel = "LEVEL", defaultValue = "medium",
            description = "easy (2-3 heaps up to 7), medium (3 heaps up to 15) or hard (4-5 heaps up to 63).")
    Level level;

    @Mixin
    GameOptions.HeapByHeap game;

    @Option(names = "--kinds", paramLabel = "KINDS", split = ",", defaultValue = "move,outcome,nim-sum",
            description = "Which questions: move, outcome, nim-sum (default all three, drawn at random); with counts,"
            + " as move=4,outcome=3,nim-sum=3, exactly so many of each, with P and N answers (and 'none') balanced.")
    List<String> kinds;

    /**
     * The questions to ask: --count, or the counts in --kinds added up (both, when they agree), or ten;
     * the kinds are checked first, so that a mistake in them is said as such.
     */
    public int count() {
        Optional<KindCounts> counted = BaseCommand.orBadInput(KindCounts.parse(kinds).mapProblem(p -> "--kinds: " + p));
        if (counted.isPresent() && count != null && count != counted.get().total()) {
            throw new BadInputException("--count " + count + " and --kinds (" + questions(counted.get().total()) + ")"
                    + " disagree: leave out --count");
        }
        return counted.map(KindCounts::total).orElse(count == null ? COUNT : count);
    }

    public Level level() {
        return level;
    }

    public GameOptions.HeapByHeap game() {
        return game;
    }

    public List<String> kinds() {
        return kinds;
    }

    /** "1 question", "6 questions". */
    public static String questions(int count) {
        return count + (count == 1 ? " question" : " questions");
    }
}

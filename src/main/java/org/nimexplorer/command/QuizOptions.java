package org.nimexplorer.command;

import java.util.List;
import org.nimexplorer.quiz.Level;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The options that choose a quiz's questions, declared once for 'quiz' and 'assign': how many, how
 * hard, on which game and of which kinds. The seed stays with each command, since it means something
 * different in each (an assignment writes the one it drew into its file).
 */
public final class QuizOptions {

    @Option(names = "--count", paramLabel = "N", defaultValue = "10", description = "How many questions (default"
            + " ${DEFAULT-VALUE}).")
    int count;

    @Option(names = "--level", paramLabel = "LEVEL", defaultValue = "medium",
            description = "easy (2-3 heaps up to 7), medium (3 heaps up to 15) or hard (4-5 heaps up to 63).")
    Level level;

    @Mixin
    GameOptions.HeapByHeap game;

    @Option(names = "--kinds", paramLabel = "KINDS", split = ",", defaultValue = "move,outcome,nim-sum",
            description = "Which questions: move, outcome, nim-sum (default all three).")
    List<String> kinds;

    public int count() {
        return count;
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
}

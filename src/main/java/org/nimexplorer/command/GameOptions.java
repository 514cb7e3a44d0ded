package org.nimexplorer.command;

import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Rules;
import picocli.CommandLine.Option;

/** The options that choose the game: misère or normal play, Nim or a subtraction set. */
public final class GameOptions {

    @Option(names = "--misere", description = "Misère play: whoever takes the last object loses.")
    boolean misere;

    @Option(names = "--subtract", paramLabel = "SET",
            description = "A subtraction game: the amounts a move may take, like 1-3 or 1,3,4 (default: any amount).")
    String subtract;

    /** True when the line named any rule (so it should override the rules already in force). */
    public boolean given() {
        return misere || subtract != null;
    }

    /** The set named by a --subtract option, or a {@link BadInputException} saying what is wrong with it. */
    static MoveSet.Subtraction subtractionSet(String text) {
        Result<MoveSet> moves = MoveSet.parse(text);
        if (!moves.isOk()) {
            throw new BadInputException("--subtract: " + moves.problemOrNull());
        }
        return (MoveSet.Subtraction) moves.orThrow();
    }

    /** The subtraction set as its compact notation ("1-3"), or null for Nim. */
    public String subtractNotation() {
        return subtract == null ? null : subtractionSet(subtract).notation();
    }

    public Rules rules() {
        Play play = misere ? Play.MISERE : Play.NORMAL;
        if (subtract == null) {
            return new Rules(play, MoveSet.NIM);
        }
        return new Rules(play, subtractionSet(subtract));
    }
}

package org.nimexplorer.command.session;

import java.util.List;
import org.nimexplorer.command.BadInputException;
import org.nimexplorer.render.Painter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * A move on the current position: what a bare 'A-2' typed at the prompt becomes. Outside a game it
 * is checked and explained, and the position moves on; in a game the engine answers.
 */
@Command(name = "move", hidden = true, description = {"Make a move on the current position (typing the move alone"
        + " does the same).", "Example: move A-2"})
final class MoveCommand extends SessionCommand {

    @Parameters(paramLabel = "MOVE", arity = "1..*", description = "The move, like A-2, 'take 2 from A' or A=1.")
    List<String> words;

    private final MoveLine moves;

    MoveCommand(Session session, Painter painter) {
        super(session);
        this.moves = new MoveLine(session, painter);
    }

    @Override
    public Integer call() {
        String line = String.join(" ", words);
        if (session.mode() == Session.Mode.ANSWER && session.quiz().isEmpty() && session.position().isEmpty()
                && session.askedAbout().isEmpty()) {
            // "move 2 from step 3" is how a staircase move is said: with a lesson's question waiting on no
            // position of Nim, and no position to move on, the whole line is the answer.
            session.runner().answer("move " + line);
            return 0;
        }
        try {
            return moves.handle(line);
        } catch (BadInputException first) {
            // "move 2 from step 3" is itself a staircase move: the word this command took may be the move's own.
            try {
                return moves.handle("move " + line);
            } catch (BadInputException second) {
                // "move 2 from step 3" read without its first word makes no sense to quote back.
                throw line.matches("(?i)[0-9]+\\s+(coins?\\s+)?from\\b.*") ? second : first;
            }
        }
    }
}

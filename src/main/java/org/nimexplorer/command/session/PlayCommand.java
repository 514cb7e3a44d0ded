package org.nimexplorer.command.session;

import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.nimexplorer.command.BadInputException;
import org.nimexplorer.command.GameOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "play", description = {"Play a game against the engine, from HEAPS, the current position or a"
        + " random one, in any game: Nim, a subtraction game, Kayles, an octal game, Lasker's Nim, a sum of them"
        + " (kayles:5 nim:3), Moore's Nim or the staircase. The engine plays perfectly when it can win.",
        "Moves: A-2 or 'take 2 from A' in every heap game; B-1=1+3 or 'knock down pin 2 of B' in Kayles (a split);"
                + " B=1+3 or 'split B into 1 and 3' in Lasker's Nim; A-1 C-2 in Moore's Nim; S3-2 or 'move 2 from step"
                + " 3' on the staircase. Moore's Nim and the staircase are played under normal play only.",
        "Example: play 3 4 5 --coach off", "Example: play nim:3 kayles:5 'sub[1,3,4]':7"})
final class PlayCommand extends SessionCommand {

    /** Whether each of the learner's moves is explained. */
    enum Coach { ON, OFF }


    @Parameters(paramLabel = "HEAP", arity = "0..*", description = "Heap sizes, each with its own game if you like"
            + " (kayles:5) (default: the current position, or three random heaps).")
    List<String> heaps;

    @Mixin
    GameOptions.Any game;

    @Option(names = "--engine-first", description = "Let the engine make the first move.")
    boolean engineFirst;

    @Option(names = "--coach", paramLabel = "on|off", defaultValue = "on",
            description = "Explain each of your moves: on (default) or off.")
    Coach coach;

    PlayCommand(Session session) {
        super(session);
    }

    @Override
    public Integer call() {
        Optional<Table> current = session.board().table().filter(t -> !t.over());
        Table start;
        if (heaps != null && !heaps.isEmpty()) {
            start = table(heaps, game);
        } else if (current.isPresent()) {
            start = game.given() ? table(current.get().words(), game) : current.get();
        } else {
            start = table(randomHeaps(), game);
        }
        if (start.over()) {
            throw new BadInputException("no move is possible from " + start.describe()
                    + ": give heaps with at least one move, like 'play 3 4 5'");
        }
        out().println(painter().paragraph("A game from " + start.describe() + ", " + start.describeRules() + ". "
                + (engineFirst ? "The engine moves first." : "You move first.")
                + (coach == Coach.ON ? " The coach explains each of your moves." : " The coach is off.") + " "
                + start.howToMove() + "; 'undo' takes back your last move, 'resign' ends the game.", 0));
        Game g = new Game(start, coach == Coach.ON, List.of());
        if (engineFirst) {
            g = GameTurns.engineMoves(g, out(), painter());
        }
        GameTurns.finishOrContinue(session, Board.of(start), g, painter());
        return 0;
    }

    /** Three heaps of 2 to 7. */
    private static List<String> randomHeaps() {
        Random random = new Random();
        return List.of(Integer.toString(2 + random.nextInt(6)), Integer.toString(2 + random.nextInt(6)),
                Integer.toString(2 + random.nextInt(6)));
    }
}

package org.nimexplorer.command.session;

import java.util.List;
import java.util.Random;
import org.nimexplorer.command.BadInputException;
import org.nimexplorer.command.GameOptions;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.render.ReportText;
import org.nimexplorer.render.Wrap;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "play", description = {"Play a game against the engine, from HEAPS, the current position or a"
        + " random one. The engine plays perfectly when it can win.", "Example: play 3 4 5 --coach off"})
final class PlayCommand extends SessionCommand {

    /** Whether each of the learner's moves is explained. */
    enum Coach { ON, OFF }


    @Parameters(paramLabel = "HEAP", arity = "0..*", description = "Heap sizes (default: the current position,"
            + " or three random heaps).")
    List<String> heaps;

    @Mixin
    GameOptions.Classic game;

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
        Board current = session.board();
        Position start;
        Rules rules;
        if (heaps != null && !heaps.isEmpty()) {
            start = position(heaps);
            rules = game.rules();
        } else if (current.position().filter(p -> !current.rules().isOver(p)).isPresent()) {
            start = current.position().get();
            rules = game.given() ? game.rules() : current.rules();
        } else {
            start = randomPosition();
            rules = game.rules();
        }
        Engine.whyUndecidable(start, rules).ifPresent(why -> {
            throw new BadInputException(why);
        });
        if (rules.isOver(start)) {
            throw new BadInputException("no move is possible from " + ReportText.describe(start)
                    + ": give heaps with at least one move, like 'play 3 4 5'");
        }
        out().println(painter().paragraph("A game from " + ReportText.describe(start) + ", " + rules.describe() + ". "
                + (engineFirst ? "The engine moves first." : "You move first.")
                + (coach == Coach.ON ? " The coach explains each of your moves." : " The coach is off.")
                + " Type moves like A-2; 'undo' takes back your last move, 'resign' ends the game.", 0));
        Game g = new Game(start, rules, coach == Coach.ON, List.of());
        if (engineFirst) {
            g = GameTurns.engineMoves(g, out(), painter());
        }
        GameTurns.finishOrContinue(session, new Board.At(start, rules), g, painter());
        return 0;
    }

    private static Position randomPosition() {
        Random random = new Random();
        return Position.of(2 + random.nextInt(6), 2 + random.nextInt(6), 2 + random.nextInt(6));
    }
}

package org.nimexplorer.command;

import java.util.Optional;
import org.nimexplorer.engine.Bound;
import org.nimexplorer.explain.OutcomeTable;
import org.nimexplorer.render.OutcomeTableText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "table", description = {"A grid of P and N: two heaps y-z, or three heaps x-y-z with the first fixed.",
        "Example: table --fix 1 --max 8"})
public final class TableCommand extends OneShotCommand {

    @Option(names = "--heaps", paramLabel = "2", defaultValue = "2", description = "Two heaps (the default).")
    int heaps;

    @Option(names = "--fix", paramLabel = "X", description = "Three heaps, the first one fixed at X.")
    Long fix;

    @Option(names = "--max", paramLabel = "M", defaultValue = "8", description = "Largest y and z (default ${DEFAULT-VALUE}).")
    int max;

    @Mixin
    GameOptions game;

    @Mixin
    JsonOption json;

    @Override
    public Integer call() {
        if (fix == null && heaps != 2) {
            throw new BadInputException("table draws two heaps (--heaps 2), or three with the first fixed (--fix X),"
                    + " not --heaps " + heaps);
        }
        OutcomeTable table = orBadInput(OutcomeTable.of(game.rules(), Optional.ofNullable(fix), max),
                TableCommand::boundProblem);
        return show(json.on(), table, painter -> OutcomeTableText.render(table, painter));
    }

    /** --max is limited by the screen rather than by the search, which is worth saying. */
    private static String boundProblem(Bound bound) {
        return BoundWords.said(bound, bound.name() == Bound.Name.MAX ? " (a wider grid does not fit 80 columns)" : "");
    }
}

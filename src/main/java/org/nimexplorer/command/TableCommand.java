package org.nimexplorer.command;

import java.util.List;
import java.util.Optional;
import org.nimexplorer.engine.Bound;
import org.nimexplorer.engine.Component;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.GameFamily;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.engine.Text;
import org.nimexplorer.explain.OutcomeTable;
import org.nimexplorer.explain.SumTable;
import org.nimexplorer.render.OutcomeTableText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "table", description = {"A grid of P and N: two heaps y-z, or three heaps x-y-z with the first fixed.",
        "Example: table --fix 1 --max 8    table --game kayles --max 12    table --game kayles --fix nim:3"})
public final class TableCommand extends OneShotCommand {

    @Option(names = "--heaps", paramLabel = "2", defaultValue = "2", description = "Two heaps (the default).")
    int heaps;

    @Option(names = "--fix", paramLabel = "X", description = "Three heaps, the first one fixed at X; GAME:SIZE"
            + " (nim:3) gives it a game of its own.")
    String fix;

    @Option(names = "--max", paramLabel = "M", defaultValue = "8", description = "Largest y and z (default ${DEFAULT-VALUE}).")
    int max;

    @Mixin
    GameOptions.HeapByHeap game;

    @Mixin
    JsonOption json;

    @Override
    public Integer call() {
        if (fix == null && heaps != 2) {
            throw new BadInputException("table draws two heaps (--heaps 2), or three with the first fixed (--fix X),"
                    + " not --heaps " + heaps);
        }
        GameFamily.OfHeaps family = game.heapFamily();
        Optional<Component> fixed = fixed(family.heapGame());
        boolean ownFixedGame = fixed.map(x -> !x.game().equals(family.heapGame())).orElse(false);
        return (ownFixedGame ? family.asSum() : family).accept(new GameFamily.HeapVisitor<>() {
            @Override
            public Integer classic(Rules rules) {
                OutcomeTable table = orBadInput(OutcomeTable.of(rules, fixed.map(Component::size), max),
                        TableCommand::boundProblem);
                return show(json.on(), table, painter -> OutcomeTableText.render(table, painter));
            }

            @Override
            public Integer sums(HeapGame grid, Play play) {
                SumTable table = orBadInput(stoppable((double) max * max, (stop, progress) -> SumTable.of(grid,
                        play, fixed, max, stop, progress)), TableCommand::boundProblem);
                return show(json.on(), table, painter -> OutcomeTableText.render(table, painter));
            }
        });
    }

    /**
     * The first heap named by --fix: a size (a heap of the grid's game) or GAME:SIZE; a size out of
     * range is said as the classic table says it.
     */
    private Optional<Component> fixed(HeapGame grid) {
        if (fix == null) {
            return Optional.empty();
        }
        String word = fix.strip();
        if (GameNotation.namesGame(word)) {
            GameSum named = orBadInput(GameNotation.sum(List.of(word), grid).mapProblem(p -> "--fix: " + p));
            if (named.size() != 1) {
                throw new BadInputException("--fix takes one heap, like 3 or nim:3, not '" + Text.clip(word) + "'");
            }
            Component x = named.part(0);
            checkFixBound(x.size());
            return Optional.of(x);
        }
        if (!word.matches("[+-]?[0-9]+")) {
            throw new BadInputException("--fix takes a whole number, or a heap with its own game like nim:3, not '"
                    + Text.clip(word) + "'");
        }
        long size;
        try {
            size = Long.parseLong(word);
        } catch (NumberFormatException e) {
            throw new BadInputException("'" + Text.clip(word) + "' is too large for --fix");
        }
        checkFixBound(size);
        return Optional.of(new Component(grid, size));
    }

    private static void checkFixBound(long size) {
        if (size < 0 || size > OutcomeTable.MAX_FIXED) {
            throw new BadInputException(BoundWords.said(new Bound(Bound.Name.FIX, 0, OutcomeTable.MAX_FIXED, size)));
        }
    }

    /** --max is limited by the screen rather than by the search, which is worth saying. */
    private static String boundProblem(Bound bound) {
        return BoundWords.said(bound, bound.name() == Bound.Name.MAX ? " (a wider grid does not fit 80 columns)" : "");
    }
}

package org.nimexplorer.command;

import java.util.List;
import org.nimexplorer.engine.Component;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.explain.Equivalence;
import org.nimexplorer.render.EquivalenceText;
import org.nimexplorer.render.Json;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "equivalent", description = {"Whether two heaps (or two games, heap by heap) can replace each other in any sum.",
        "Example: equivalent kayles:5 nim:4    equivalent 0.3033 sub[1,3,4] --max 50"})
public final class EquivalentCommand extends OneShotCommand {

    @Parameters(index = "0", paramLabel = "FIRST", description = "A heap with its game (kayles:5; a bare number is a Nim heap), or a game (kayles).")
    String first;

    @Parameters(index = "1", paramLabel = "SECOND", description = "The same for the other one.")
    String second;

    @Option(names = "--max", paramLabel = "N", defaultValue = "30",
            description = "For two games: compare heaps 0 to N (default ${DEFAULT-VALUE}).")
    long max;

    @Mixin
    JsonOption json;

    @Override
    public Integer call() {
        boolean firstHeap = isHeap(first);
        if (firstHeap != isHeap(second)) {
            throw new BadInputException("compare a heap with a heap (kayles:5 nim:4) or a game with a game (kayles"
                    + " 0.77), not '" + first + "' with '" + second + "'");
        }
        Equivalence e = orBadInput(firstHeap ? Equivalence.ofHeaps(heap(first), heap(second))
                : Equivalence.ofGames(game(first), game(second), max).mapProblem(p -> "--max: " + p));
        print(json, o -> Json.write(o, e), () -> EquivalenceText.render(e, painter()));
        return 0;
    }

    private static boolean isHeap(String word) {
        return GameNotation.namesGame(word) || word.strip().matches("[0-9]+");
    }

    private static Component heap(String word) {
        GameSum sum = orBadInput(GameNotation.sum(List.of(word), new HeapGame.Nim()));
        if (sum.size() != 1) {
            throw new BadInputException("'" + word.strip() + "' names " + sum.size()
                    + " heaps: name one, like kayles:5");
        }
        return sum.part(0);
    }

    private static HeapGame game(String word) {
        return orBadInput(GameNotation.heapGame(word));
    }
}

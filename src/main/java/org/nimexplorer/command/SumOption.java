package org.nimexplorer.command;

import java.util.List;
import java.util.Optional;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.HeapGame;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

/**
 * {@code --sum GAME,GAME,...}: a claim about a sum of different games, one per heap in order, for
 * {@code prove claim} and {@code conjecture}. The list says how many heaps there are, and every heap's game.
 */
public final class SumOption {

    @Option(names = "--sum", paramLabel = "GAMES", description = "A sum of different games, one per heap in"
            + " order, like nim,kayles,sub[1,3,4]: heap a follows the first, b the second, and so on; the"
            + " number of games is the number of heaps.")
    String sum;

    /**
     * Each heap's game, or empty without --sum; a {@link BadInputException} when --game, --subtract or
     * --heaps says it again, or a game cannot be read.
     */
    Optional<List<HeapGame>> games(GameOptions game, CommandSpec spec) {
        if (sum == null) {
            return Optional.empty();
        }
        if (game.named() != null || game.subtract != null) {
            throw new BadInputException("--sum names every heap's game: leave out "
                    + (game.named() != null ? "--game" : "--subtract"));
        }
        if (spec.commandLine().getParseResult().hasMatchedOption("--heaps")) {
            throw new BadInputException("--sum gives one game per heap, so it says how many heaps there are:"
                    + " leave out --heaps");
        }
        return Optional.of(BaseCommand.orBadInput(GameNotation.heapGames(sum).mapProblem(p -> "--sum: " + p)));
    }
}

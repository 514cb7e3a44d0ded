package org.nimexplorer.command;

import java.util.List;
import java.util.Optional;
import org.nimexplorer.explain.GrundyTable;
import org.nimexplorer.render.GrundyText;
import org.nimexplorer.render.Json;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "grundy", description = {"The Grundy values of a heap game, their period and how it is proved.",
        "Example: grundy --game kayles    grundy --game kayles 1000000000000    grundy --game 0.137 --max 99"})
public final class GrundyCommand extends OneShotCommand {

    @Parameters(paramLabel = "HEAP", arity = "0..*", description = "Heaps whose value to give, however large (or @FILE to read them from a file).")
    List<String> heaps = List.of();

    @Option(names = "--max", paramLabel = "N", description = "Largest heap in the table (default: past the period twice).")
    Long max;

    @Mixin
    GameOptions.HeapByHeap game;

    @Mixin
    JsonOption json;

    @Override
    public Integer call() {
        List<Long> sizes = heaps.isEmpty() ? List.of() : position(heaps).stream().boxed().toList();
        boolean withTable = max != null || sizes.isEmpty();
        GrundyTable t = orBadInput(GrundyTable.of(game.heapGame(), Optional.ofNullable(max), sizes, withTable)
                .mapProblem(p -> max == null ? p : "--max: " + p));
        print(json, o -> Json.grundy(o, t), () -> GrundyText.render(t, painter()));
        return 0;
    }
}

package org.nimexplorer.command;

import java.util.List;
import org.nimexplorer.explain.Columns;
import org.nimexplorer.render.ColumnsText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

@Command(name = "columns", description = {"The heaps in binary, the column sums without carrying, the odd columns and"
        + " the nim-sum; also as powers of two that cancel in pairs.", "Example: columns 3 4 5"})
public final class ColumnsCommand extends OneShotCommand {

    @Parameters(paramLabel = "HEAP", arity = "1..*", description = "Heap sizes, like 3 4 5.")
    List<String> heaps;

    @Mixin
    GameOptions game;

    @Mixin
    JsonOption json;

    @Override
    public Integer call() {
        Columns columns = Columns.of(position(heaps), game.rules().moves());
        return show(json.on(), columns, painter -> ColumnsText.withPowers(columns, painter));
    }
}

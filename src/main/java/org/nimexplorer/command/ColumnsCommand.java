package org.nimexplorer.command;

import java.util.List;
import org.nimexplorer.engine.Budget;
import org.nimexplorer.engine.GameFamily;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.engine.MooreNim;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.SumAnalysis;
import org.nimexplorer.engine.SumEngine;
import org.nimexplorer.engine.WholeGame;
import org.nimexplorer.render.Json;
import org.nimexplorer.render.WholeGameText;
import org.nimexplorer.explain.Columns;
import org.nimexplorer.render.ColumnsText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

@Command(name = "columns", description = {"The heaps in binary, the column sums without carrying, the odd columns and"
        + " the nim-sum; also as powers of two that cancel in pairs.", "Example: columns 3 4 5    columns --game moore[2] 3 4 5 6    columns nim:3 kayles:5"})
public final class ColumnsCommand extends OneShotCommand {

    @Parameters(paramLabel = "HEAP", arity = "1..*", description = "Heap sizes, like 3 4 5.")
    List<String> heaps;

    @Mixin
    GameOptions.Columned game;

    @Mixin
    JsonOption json;

    @Override
    public Integer call() {
        return game.family(heaps).accept(new GameFamily.Visitor<>() {
            @Override
            public Integer classic(Rules rules) {
                Columns columns = Columns.of(position(heaps), rules.moves());
                return show(json.on(), columns, painter -> ColumnsText.withPowers(columns, painter));
            }

            @Override
            public Integer sums(HeapGame plain, Play play) {
                GameSum sum = GameOptions.sum(heaps, plain);
                SumAnalysis analysis = orBadInput(searching(Budget.Limits.ONE_POSITION,
                        budget -> SumEngine.analyze(sum, play, budget)));
                Columns values = Columns.ofValues(analysis.sum().sizes().heaps(), analysis.values());
                return show(json.on(), values, painter -> ColumnsText.render(values, painter));
            }

            @Override
            public Integer whole(WholeGame whole) {
                if (!(whole instanceof MooreNim moore)) {
                    throw new BadInputException("columns draws binary columns, which the staircase does not use: try"
                            + " 'analyze --game staircase " + String.join(" ", heaps) + "'");
                }
                Position position = position(heaps);
                print(json, o -> Json.wholeAnalysis(o, moore, position), () -> WholeGameText.columnsOf(moore, position,
                        painter()));
                return 0;
            }
        });
    }
}

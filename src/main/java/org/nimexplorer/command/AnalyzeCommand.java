package org.nimexplorer.command;

import java.util.List;
import org.nimexplorer.engine.Budget;
import org.nimexplorer.engine.GameFamily;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.engine.SumAnalysis;
import org.nimexplorer.engine.SumEngine;
import org.nimexplorer.engine.WholeGame;
import org.nimexplorer.engine.Position;
import org.nimexplorer.explain.PositionReport;
import org.nimexplorer.render.Json;
import org.nimexplorer.render.ReportText;
import org.nimexplorer.render.SumText;
import org.nimexplorer.render.WholeGameText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

@Command(name = "analyze", description = {"Who wins from a position, and every winning move with its reason.",
        "Example: analyze 3 4 5    analyze --game kayles 5 7    analyze nim:3 kayles:5 sub[1,3,4]:7"})
public final class AnalyzeCommand extends OneShotCommand {

    @Parameters(paramLabel = "HEAP", arity = "1..*", description = "Heap sizes, like 3 4 5 (or @FILE to read them from a file); GAME:SIZE gives a heap its own game, like kayles:5.")
    List<String> heaps;

    @Mixin
    GameOptions.Any game;

    @Mixin
    JsonOption json;

    @Override
    public Integer call() {
        return game.family(heaps).accept(new GameFamily.Visitor<>() {
            @Override
            public Integer classic(Rules rules) {
                PositionReport report = orBadInput(PositionReport.of(position(heaps), rules));
                print(json, o -> Json.analysis(o, report.analysis()), () -> ReportText.analyze(report, painter()));
                return 0;
            }

            @Override
            public Integer sums(HeapGame plain, Play play) {
                GameSum sum = GameOptions.sum(heaps, plain);
                SumAnalysis analysis = orBadInput(searching(Budget.Limits.ONE_POSITION,
                        budget -> SumEngine.analyze(sum, play, budget)));
                print(json, o -> Json.sumAnalysis(o, analysis), () -> SumText.analyze(analysis, painter()));
                return 0;
            }

            @Override
            public Integer whole(WholeGame whole) {
                Position position = position(heaps);
                whole.whyUnplayable(position).ifPresent(why -> {
                    throw new BadInputException(why);
                });
                print(json, o -> Json.wholeAnalysis(o, whole, position),
                        () -> WholeGameText.analyze(whole, position, painter()));
                return 0;
            }
        });
    }
}

package org.nimexplorer.command;

import java.util.List;
import org.nimexplorer.engine.Position;
import org.nimexplorer.explain.PositionReport;
import org.nimexplorer.render.Json;
import org.nimexplorer.render.ReportText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

@Command(name = "analyze", description = {"Who wins from a position, and every winning move with its reason.",
        "Example: analyze 3 4 5"})
public final class AnalyzeCommand extends OneShotCommand {

    @Parameters(paramLabel = "HEAP", arity = "1..*", description = "Heap sizes, like 3 4 5 (or @FILE to read them from a file).")
    List<String> heaps;

    @Mixin
    GameOptions game;

    @Mixin
    JsonOption json;

    @Override
    public Integer call() {
        Position position = position(heaps);
        PositionReport report = orBadInput(PositionReport.of(position, game.rules()));
        if (json.on()) {
            Json.analysis(out(), report.analysis());
        } else {
            ReportText.analyze(report, painter()).forEach(out()::println);
            out().flush();
        }
        return 0;
    }
}

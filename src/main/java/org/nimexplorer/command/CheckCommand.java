package org.nimexplorer.command;

import java.util.List;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.MoveParser;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.MoveCheck;
import org.nimexplorer.render.Json;
import org.nimexplorer.render.ReportText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "check", description = {"Judge a move: legal or not, winning or not, and the opponent's reply.",
        "Example: check 3 4 5 --move \"take 2 from A\""})
public final class CheckCommand extends OneShotCommand {

    @Parameters(paramLabel = "HEAP", arity = "1..*", description = "Heap sizes, like 3 4 5 (or @FILE to read them from a file).")
    List<String> heaps;

    @Option(names = "--move", required = true, paramLabel = "MOVE",
            description = "The move: 'take 2 from A', 'A-2', 'A=1', 'A to 1', or a bare number for one heap.")
    String move;

    @Mixin
    GameOptions game;

    @Mixin
    JsonOption json;

    @Override
    public Integer call() {
        Position position = position(heaps);
        Rules rules = game.rules();
        Result<Move> parsed = MoveParser.parse(move, position, rules);
        if (!parsed.isOk()) {
            if (json.on()) {
                Json.illegalMove(out(), position, rules, parsed.problemOrNull());
            }
            throw new BadInputException(parsed.problemOrNull());
        }
        MoveCheck check = orBadInput(MoveCheck.of(position, rules, parsed.orThrow()));
        if (json.on()) {
            Json.write(out(), check);
        } else {
            ReportText.check(check, painter()).forEach(out()::println);
            out().flush();
        }
        return 0;
    }
}

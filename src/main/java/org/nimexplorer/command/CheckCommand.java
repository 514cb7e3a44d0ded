package org.nimexplorer.command;

import java.util.List;
import java.util.Optional;
import org.nimexplorer.engine.Budget;
import org.nimexplorer.engine.GameFamily;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.SumAnalysis;
import org.nimexplorer.engine.Text;
import org.nimexplorer.engine.SumEngine;
import org.nimexplorer.engine.SumMove;
import org.nimexplorer.engine.SumMoveParser;
import org.nimexplorer.engine.WholeGame;
import org.nimexplorer.engine.WholeMove;
import org.nimexplorer.explain.WholeGameCheck;
import org.nimexplorer.explain.SumCheck;
import org.nimexplorer.render.SumText;
import org.nimexplorer.render.WholeGameText;
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

    @Parameters(paramLabel = "HEAP", arity = "0..*", description = "Heap sizes, like 3 4 5 (or @FILE to read them from a"
            + " file). In a session, none: the position on the board, or the waiting question's.")
    List<String> heaps = List.of();

    @Option(names = "--move", required = true, paramLabel = "MOVE",
            description = "The move: 'take 2 from A', 'A-2', 'A=1', 'A to 1', or a bare number for one heap; in games"
                    + " that split heaps, 'B-1=1+3' or 'knock down pins 2-3 of B'.")
    String move;

    @Mixin
    GameOptions.Any game;

    @Mixin
    JsonOption json;

    @Override
    public Integer call() {
        heaps.stream().filter(w -> w.matches("[A-Za-z]+")).findFirst().ifPresent(word -> {
            throw new BadInputException("'" + Text.clip(word) + "' is not a heap size; a move of several words needs"
                    + " quotes, like --move \"take 2 from A\"");
        });
        Optional<SessionView.Elsewhere> other = heaps.isEmpty() ? elsewhere(game.given()) : Optional.empty();
        if (other.isPresent()) {
            heaps = other.get().heaps();
        } else if (heaps.isEmpty()) {
            Optional<List<String>> words = onCurrentPosition("check 3 4 5 --move A-2", game.given(), json,
                    this::checkClassic);
            if (words.isEmpty()) {
                return 0;
            }
            heaps = words.get();
        }
        GameFamily family = other.map(SessionView.Elsewhere::family).orElseGet(() -> game.family(heaps));
        return family.accept(new GameFamily.Visitor<>() {
            @Override
            public Integer classic(Rules rules) {
                return checkClassic(position(heaps), rules);
            }

            @Override
            public Integer sums(HeapGame plain, Play play) {
                return checkInSum(GameOptions.sum(heaps, plain), play);
            }

            @Override
            public Integer whole(WholeGame whole) {
                return checkWhole(whole, position(heaps));
            }
        });
    }

    private Integer checkClassic(Position position, Rules rules) {
        Result<Move> parsed = MoveParser.parse(move, position, rules);
        if (!parsed.isOk()) {
            if (json.on()) {
                Json.illegalMove(out(), position, rules, parsed.problemOrNull());
            }
            throw new BadInputException(parsed.problemOrNull());
        }
        MoveCheck check = orBadInput(MoveCheck.of(position, rules, parsed.orThrow()));
        print(json, o -> Json.write(o, check), () -> ReportText.check(check, sessionView().lessonTerms(), true,
                painter()));
        return 0;
    }

    private Integer checkWhole(WholeGame whole, Position position) {
        whole.whyUnplayable(position).ifPresent(why -> {
            throw new BadInputException(why);
        });
        Result<? extends WholeMove> parsed = whole.parseMove(move, position);
        if (!parsed.isOk()) {
            if (json.on()) {
                Json.illegalWholeMove(out(), whole, position, parsed.problemOrNull());
            }
            throw new BadInputException(parsed.problemOrNull());
        }
        WholeGameCheck check = WholeGameCheck.of(whole, position, parsed.orThrow());
        print(json, o -> Json.wholeCheck(o, check), () -> WholeGameText.check(check, painter()));
        return 0;
    }

    private Integer checkInSum(GameSum sum, Play play) {
        SumAnalysis before = orBadInput(searching(Budget.Limits.ONE_POSITION,
                budget -> SumEngine.analyze(sum, play, budget)));
        Result<SumMove> parsed = SumMoveParser.parse(move, sum);
        if (!parsed.isOk()) {
            if (json.on()) {
                Json.illegalSumMove(out(), before, parsed.problemOrNull());
            }
            throw new BadInputException(parsed.problemOrNull());
        }
        SumCheck check = orBadInput(SumCheck.of(before, parsed.orThrow()));
        print(json, o -> Json.sumCheck(o, check), () -> SumText.check(check, painter()));
        return 0;
    }
}

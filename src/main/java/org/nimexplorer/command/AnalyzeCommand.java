package org.nimexplorer.command;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.nimexplorer.explain.Idea;
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

    @Parameters(paramLabel = "HEAP", arity = "0..*", description = "Heap sizes, like 3 4 5 (or @FILE to read them from a file); GAME:SIZE gives a heap its own game, like kayles:5. In a session, none: the position on the board, or the waiting question's.")
    List<String> heaps = List.of();

    @Mixin
    GameOptions.Any game;

    @Mixin
    JsonOption json;

    @Override
    public Integer call() {
        Optional<SessionView.Elsewhere> other = heaps.isEmpty() ? elsewhere(game.given()) : Optional.empty();
        if (other.isPresent()) {
            heaps = other.get().heaps();
        } else if (heaps.isEmpty()) {
            Optional<List<String>> words = onCurrentPosition("analyze 3 4 5", game.given(), json, this::classic);
            if (words.isEmpty()) {
                return 0;
            }
            heaps = words.get();
        }
        GameFamily family = other.map(SessionView.Elsewhere::family).orElseGet(() -> game.family(heaps));
        return family.accept(new GameFamily.Visitor<>() {
            @Override
            public Integer classic(Rules rules) {
                AnalyzeCommand.this.classic(position(heaps), rules);
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

    /** Nim or a subtraction game: in full, or in the terms of a lesson before the nim-sum. */
    private void classic(Position position, Rules rules) {
        PositionReport report = orBadInput(PositionReport.of(position, rules));
        Optional<Set<Idea>> known = sessionView().lessonTerms();
        print(json, o -> Json.analysis(o, report.analysis()), () -> known.isPresent()
                ? ReportText.analyzeInLesson(report.analysis(), known.get(), painter())
                : ReportText.analyze(report, painter()));
    }
}

package org.nimexplorer.command;

import java.io.PrintWriter;
import org.nimexplorer.engine.Budget;
import org.nimexplorer.engine.Census;
import org.nimexplorer.engine.GameFamily;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.SumCensus;
import org.nimexplorer.engine.WholeCensus;
import org.nimexplorer.engine.WholeGame;
import org.nimexplorer.render.CensusText;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.render.Json;
import org.nimexplorer.render.Painter;
import org.nimexplorer.render.Wrap;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

@Command(name = "verify", description = {"Classify every position in the bounds by brute force and compare with the formula.",
        "Example: verify --heaps 4 --max 63    verify --game kayles --heaps 3 --max 20"})
public final class VerifyCommand extends OneShotCommand {

    @Mixin
    BoxOptions box;

    @Mixin
    GameOptions.Any game;

    @Mixin
    JsonOption json;

    @Override
    public Integer call() {
        return game.family().accept(new GameFamily.Visitor<>() {
            @Override
            public Integer classic(Rules rules) {
                return verifyClassic(rules);
            }

            @Override
            public Integer sums(HeapGame heapGame, Play play) {
                return verifySum(heapGame, play);
            }

            @Override
            public Integer whole(WholeGame whole) {
                return verifyWhole(whole);
            }
        });
    }

    private Integer verifyClassic(Rules rules) {
        long positions = orBadInput(Census.positions(box.heaps(), box.max(), rules));
        long start = System.nanoTime();
        Census.Report report = orBadInput(stoppable(positions, (stop, progress) -> Census.run(box.heaps(), box.max(),
                rules, stop, progress)));
        long millis = (System.nanoTime() - start) / 1_000_000;
        if (json.on()) {
            Json.census(out(), report, millis);
        } else {
            text(out(), report, millis);
        }
        if (!report.complete()) {
            return 130;
        }
        return report.mismatchCount() == 0 ? 0 : 1;
    }

    /** The most heaps a census of another game searches: sums of splitting games grow fast. */
    private static final int MOST_SUM_HEAPS = 6;

    private Integer verifyWhole(WholeGame whole) {
        if (box.heaps() < 1 || box.max() < 0) {
            throw new BadInputException("--heaps must be at least 1 and --max at least 0");
        }
        long start = System.nanoTime();
        WholeCensus.Report report = orBadInput(stoppable(WholeCensus.positions(box.heaps(), box.max()),
                (stop, progress) -> WholeCensus.run(whole, box.heaps(), box.max(), stop, progress)));
        long millis = (System.nanoTime() - start) / 1_000_000;
        print(json, o -> Json.wholeCensus(o, report, millis), () -> CensusText.whole(report, millis, painter()));
        if (!report.complete()) {
            return 130;
        }
        return report.mismatchCount() == 0 ? 0 : 1;
    }

    private Integer verifySum(HeapGame heapGame, Play play) {
        if (box.heaps() < 1 || box.heaps() > MOST_SUM_HEAPS) {
            throw new BadInputException("--heaps must be from 1 to " + MOST_SUM_HEAPS + " for --game "
                    + heapGame.notation()
                    + ", not " + box.heaps());
        }
        if (box.max() < 0 || box.max() > SumCensus.MOST_MAX) {
            throw new BadInputException("--max must be from 0 to " + SumCensus.MOST_MAX + " for --game "
                    + heapGame.notation() + ", not " + box.max());
        }
        long start = System.nanoTime();
        SumCensus.Report report = orBadInput(searching(SumCensus.sortedPositions(box.heaps(), box.max()),
                Budget.Limits.BOX, (budget, progress) -> SumCensus.run(heapGame, play, box.heaps(), box.max(),
                budget, progress)));
        long millis = (System.nanoTime() - start) / 1_000_000;
        print(json, o -> Json.sumCensus(o, report, millis), () -> CensusText.sums(report, millis, painter()));
        if (!report.complete()) {
            return 130;
        }
        return report.mismatchCount() == 0 && report.wrongValues().isEmpty() ? 0 : 1;
    }

    private void text(PrintWriter out, Census.Report r, long millis) {
        Painter painter = painter();
        if (!r.complete()) {
            out.println(painter.paragraph(painter.bad("Interrupted") + String.format(": the census stopped after %,d of"
                    + " the %,d positions; the counts below are partial.", r.positions(), r.total()), 0));
        }
        out.println(painter.paragraph("Every position of " + r.heaps() + (r.heaps() == 1 ? " heap" : " heaps")
                + " with 0 to " + r.max() + " objects each, under " + r.rules().describe() + ":", 0));
        out.println(painter.paragraph(String.format(r.complete()
                ? "%,d positions, %,d P-positions, classified by brute force in %,d ms."
                : "Partial count: %,d positions classified, %,d P-positions among them, in %,d ms.",
                r.positions(), r.pPositions(), millis), 2));
        if (r.formula().isEmpty()) {
            out.println(painter.paragraph("There is no closed formula for misère subtraction games, so there is"
                    + " nothing to compare with: the counts above come from the search alone.", 0));
        } else {
            out.println(painter.paragraph("Formula: " + r.formula().get(), 0));
            if (r.mismatchCount() == 0) {
                out.println(painter.good(r.complete() ? "Agreement: brute force and formula agree on every position."
                        : "No mismatch among the positions classified before the interruption."));
            } else {
                out.println(painter.bad(String.format("%,d mismatches", r.mismatchCount())) + " (brute force and formula"
                        + " disagree), the first ones:");
                for (Position p : r.mismatches()) {
                    out.println("  " + p);
                }
            }
        }
        out.flush();
    }
}

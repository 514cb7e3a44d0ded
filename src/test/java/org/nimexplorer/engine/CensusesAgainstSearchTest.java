package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The censuses of other games, the kernel of a heap game, the engine's prolonging move and the
 * staircase as a whole game, each against a count or search made here, element by element.
 */
class CensusesAgainstSearchTest {

    private static final HeapGame KAYLES = GameNotation.heapGame("kayles").orThrow();

    @Test
    void aSumCensusCountsEveryOrderedPositionAndItsPPositionsAsASearchDoes() {
        for (HeapGame game : List.of(KAYLES, new HeapGame.Lasker(), GameNotation.heapGame("0.137").orThrow())) {
            for (Play play : Play.values()) {
                List<Long> progress = new ArrayList<>();
                SumCensus.Report r = SumCensus.run(game, play, 2, 6, TestBudget.box(() -> false), progress::add).orThrow();
                SumSearch search = new SumSearch(play, TestBudget.positions(1_000_000));
                long p = 0;
                for (long a = 0; a <= 6; a++) {
                    for (long b = 0; b <= 6; b++) {
                        p += search.outcome(GameSum.of(game, a, b)) == Outcome.P ? 1 : 0;
                    }
                }
                assertThat(r.positions()).isEqualTo(49);
                assertThat(r.pPositions()).as(game + " " + play).isEqualTo(p);
                assertThat(r.mismatchCount()).isZero();
                assertThat(r.mismatches()).isEmpty();
                assertThat(r.wrongValues()).isEmpty();
                assertThat(r.valuesChecked()).isEqualTo(play == Play.NORMAL ? 7 : 0);
                assertThat(r.compared()).isEqualTo(play == Play.NORMAL);
                assertThat(r.complete()).isTrue();
                assertThat(progress).hasSize((int) SumCensus.sortedPositions(2, 6)).endsWith(28L);
            }
        }
    }

    @Test
    void theSortedPositionsAreTheMultisetsOfHeapSizes() {
        assertThat(SumCensus.sortedPositions(1, 9)).isEqualTo(10);
        assertThat(SumCensus.sortedPositions(2, 6)).isEqualTo(28);
        assertThat(SumCensus.sortedPositions(3, 30)).isEqualTo(5456);
        long[] sizes = {0, 0, 0};
        int count = 1;
        while (SumCensus.nextMultiset(sizes, 4)) {
            assertThat(sizes[0]).isLessThanOrEqualTo(sizes[1]);
            assertThat(sizes[1]).isLessThanOrEqualTo(sizes[2]);
            count++;
        }
        assertThat(count).isEqualTo(SumCensus.sortedPositions(3, 4));
        assertThat(sizes).containsExactly(4, 4, 4);
    }

    @Test
    void aStoppedCensusSaysItIsIncompleteAndAnUnknownValueIsAProblem() {
        SumCensus.Report stopped = SumCensus.run(KAYLES, Play.NORMAL, 2, 6, TestBudget.box(() -> true), n -> { }).orThrow();
        assertThat(stopped.complete()).isFalse();
        assertThat(stopped.positions()).isZero();
        HeapGame open = GameNotation.heapGame("0.16").orThrow();
        assertThat(SumCensus.run(open, Play.NORMAL, 1, 20_000, TestBudget.box(() -> false), n -> { }).problemOrNull())
                .contains("0.16");
    }

    @Test
    void aWholeCensusAgreesWithItsOwnCountAndRefusesTooMuchWork() {
        for (WholeGame game : List.<WholeGame>of(new MooreNim(2), new StaircaseNim())) {
            WholeCensus.Report r = WholeCensus.run(game, 3, 4, () -> false, n -> { }).orThrow();
            GameTreeSearch<Position> search = new GameTreeSearch<>(TestBudget.unlimited(), game::followers);
            long p = 0;
            for (long a = 0; a <= 4; a++) {
                for (long b = 0; b <= 4; b++) {
                    for (long c = 0; c <= 4; c++) {
                        p += search.isP(Position.of(a, b, c)) ? 1 : 0;
                    }
                }
            }
            assertThat(r.positions()).isEqualTo(125);
            assertThat(r.pPositions()).isEqualTo(p);
            assertThat(r.mismatchCount()).isZero();
            assertThat(r.complete()).isTrue();
            assertThat(WholeCensus.run(game, 3, 4, () -> true, n -> { }).orThrow().complete()).isFalse();
        }
        assertThat(WholeCensus.positions(3, 4)).isEqualTo(125);
        assertThat(WholeCensus.run(new StaircaseNim(), 6, 9, () -> false, n -> { }).problemOrNull())
                .contains("1,000,000 positions", "54 moves");
    }

    @Test
    void aHeapGamesKernelIsItsZeroValuesOrWhatTheSearchFinds() {
        for (HeapGame game : List.of(KAYLES, new HeapGame.Lasker(), GameNotation.heapGame("0.07").orThrow())) {
            var normal = Kernel.bits(game, Play.NORMAL, 40, TestBudget.box(() -> false)).orThrow();
            var misere = Kernel.bits(game, Play.MISERE, 14, TestBudget.box(() -> false)).orThrow();
            SumSearch search = new SumSearch(Play.MISERE, TestBudget.positions(1_000_000));
            for (int n = 0; n <= 40; n++) {
                assertThat(normal.get(n)).isEqualTo(game.grundy(n) == 0);
            }
            for (int n = 0; n <= 14; n++) {
                assertThat(misere.get(n)).isEqualTo(search.outcome(GameSum.of(game, n)) == Outcome.P);
            }
        }
        assertThat(Kernel.bits(KAYLES, Play.NORMAL, -1, TestBudget.box(() -> false)).isOk()).isFalse();
        assertThat(Kernel.bits(GameNotation.heapGame("0.6").orThrow(), Play.NORMAL, 100_000, TestBudget.box(() -> false)).problemOrNull())
                .contains("0.6");
    }

    @Test
    void theProlongingMoveTakesLeastFromTheLargestHeapThatCanMove() {
        GameSum sum = GameNotation.sum(List.of("nim:3", "kayles:7", "0.07:1"), new HeapGame.Nim()).orThrow();
        SumMove m = SumEngine.prolongingMove(sum).orElseThrow();
        assertThat(m.part()).isEqualTo(1);
        assertThat(m.option().take()).isEqualTo(1);
        assertThat(m.option().splits()).isFalse();
        GameSum dawson = GameNotation.sum(List.of("0.07:5"), new HeapGame.Nim()).orThrow();
        SumMove d = SumEngine.prolongingMove(dawson).orElseThrow();
        assertThat(d.option().take()).isEqualTo(2);
        assertThat(dawson.part(0).game().whyIllegal(5, d.option())).isEmpty();
        assertThat(SumEngine.prolongingMove(GameNotation.sum(List.of("0.07:1", "nim:0"), new HeapGame.Nim())
                .orThrow())).isEmpty();
    }

    @Test
    void misereSumsAreSearchedAndTooLargeOnesRefused() {
        GameSum small = GameSum.of(KAYLES, 3, 4);
        SumAnalysis a = SumEngine.analyze(small, Play.MISERE).orThrow();
        SumSearch search = new SumSearch(Play.MISERE, TestBudget.positions(1_000_000));
        assertThat(a.outcome()).isEqualTo(search.outcome(small));
        assertThat(a.winningMoves()).containsExactlyElementsOf(search.winningMoves(small));
        assertThat(a.play()).isEqualTo(Play.MISERE);
        assertThat(SumEngine.analyze(GameSum.of(KAYLES, 60, 61, 62, 63), Play.MISERE).problemOrNull())
                .contains("misère play has no formula");
    }

    @Test
    void theStaircaseAsAWholeGameAnswersAnEvenStepMoveByMovingTheSameCoinsOn() {
        StaircaseNim stairs = new StaircaseNim();
        Position p = Position.of(3, 0, 3, 2);
        assertThat(stairs.isP(p)).isTrue();
        StairMove theirs = stairs.parseMove("S4-1", p).orThrow();
        Optional<StairMove> reply = stairs.replyTo(p, theirs);
        assertThat(reply).contains(new StairMove(3, 1));
        assertThat(stairs.isP(reply.get().applyTo(theirs.applyTo(p)))).isTrue();
        StairMove odd = stairs.parseMove("S1-1", p).orThrow();
        assertThat(stairs.replyTo(p, odd)).isEqualTo(stairs.engineMove(odd.applyTo(p)));
        assertThat(stairs.engineMove(Position.of(0, 0, 1))).contains(new StairMove(3, 1));
        assertThat(stairs.engineMove(Position.of(0, 0))).isEmpty();
        assertThat(stairs.legalMoveCount(p)).isEqualTo(8);
        assertThat(stairs.winningMoves(Position.of(3, 0, 4, 2)).orThrow()).containsExactly(new StairMove(3, 1));
        assertThat(stairs.winningMove(Position.of(1, 0, 1))).isEmpty();
        assertThat(stairs.notation()).isEqualTo("staircase");
        assertThat(stairs.notations()).contains("S3-2");
        assertThat(stairs.whyUnplayable(Position.of(Long.MAX_VALUE, 1))).isPresent();
    }
}

package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every sum of two or three heaps of the games, each choice of games once, up to small sizes: the
 * Sprague-Grundy analysis (XOR of the heaps' values) must name the same winner and exactly the
 * same winning moves as {@link SumSearch}, which knows no Grundy value, and both must agree with a
 * referee written in the tests from the rules alone. Misère sums, which the engine searches,
 * must agree with that referee too.
 */
class SumsAgainstSearchTest {

    private static final List<HeapGame> GAMES = HeapGames.NAMED;

    private static final int PAIR_SIZE = 7;
    private static final int TRIPLE_SIZE = 3;
    private static final int MISERE_TRIPLE_SIZE = 2;

    private final SumSearch search = new SumSearch(Play.NORMAL, TestBudget.unlimited());
    private final HeapGames.Referee normal = new HeapGames.Referee(Play.NORMAL);
    private final HeapGames.Referee misere = new HeapGames.Referee(Play.MISERE);

    @TestFactory
    Stream<DynamicTest> everySumOfTwoHeapsAgreesWithTheSearch() {
        List<DynamicTest> tests = new ArrayList<>();
        for (int i = 0; i < GAMES.size(); i++) {
            HeapGame first = GAMES.get(i);
            List<HeapGame> others = GAMES.subList(i, GAMES.size());
            tests.add(DynamicTest.dynamicTest(first.notation() + " beside itself and every later game, heaps up to "
                    + PAIR_SIZE, () -> {
                int sums = 0;
                for (HeapGame second : others) {
                    for (long a = 0; a <= PAIR_SIZE; a++) {
                        for (long b = 0; b <= PAIR_SIZE; b++) {
                            GameSum sum = new GameSum(List.of(new Component(first, a), new Component(second, b)));
                            normalAgrees(sum);
                            misereAgrees(sum);
                            sums++;
                        }
                    }
                }
                assertThat(sums).isEqualTo(others.size() * (PAIR_SIZE + 1) * (PAIR_SIZE + 1));
            }));
        }
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> everySumOfThreeHeapsAgreesWithTheSearch() {
        List<DynamicTest> tests = new ArrayList<>();
        for (int i = 0; i < GAMES.size(); i++) {
            int first = i;
            tests.add(DynamicTest.dynamicTest(GAMES.get(i).notation() + " with two more games, heaps 1 to " + TRIPLE_SIZE,
                    () -> {
                        int sums = 0;
                        // Each choice of three games once, in the order of GAMES; sizes from 1, a heap of 0 being a pair.
                        for (int j = first; j < GAMES.size(); j++) {
                            for (int k = j; k < GAMES.size(); k++) {
                                for (long a = 1; a <= TRIPLE_SIZE; a++) {
                                    for (long b = 1; b <= TRIPLE_SIZE; b++) {
                                        for (long c = 1; c <= TRIPLE_SIZE; c++) {
                                            GameSum sum = new GameSum(List.of(new Component(GAMES.get(first), a),
                                                    new Component(GAMES.get(j), b), new Component(GAMES.get(k), c)));
                                            normalAgrees(sum);
                                            if (a <= MISERE_TRIPLE_SIZE && b <= MISERE_TRIPLE_SIZE
                                                    && c <= MISERE_TRIPLE_SIZE) {
                                                misereAgrees(sum);
                                            }
                                            sums++;
                                        }
                                    }
                                }
                            }
                        }
                        int n = GAMES.size() - first;
                        assertThat(sums).isEqualTo(n * (n + 1) / 2 * TRIPLE_SIZE * TRIPLE_SIZE * TRIPLE_SIZE);
                    }));
        }
        return tests.stream();
    }

    private void normalAgrees(GameSum sum) {
        SumAnalysis a = SumEngine.analyze(sum, Play.NORMAL).orThrow();
        Outcome searched = search.outcome(sum);
        assertThat(searched).as("search of %s against the referee", sum.notation()).isEqualTo(normal.outcome(sum));
        assertThat(a.outcome()).as("outcome of %s", sum.notation()).isEqualTo(searched);
        assertThat(a.winningMoves()).as("winning moves of %s", sum.notation())
                .isEqualTo(search.winningMoves(sum));
        assertThat(a.allListed()).isTrue();
    }

    private void misereAgrees(GameSum sum) {
        SumAnalysis a = SumEngine.analyze(sum, Play.MISERE).orThrow();
        assertThat(a.outcome()).as("misère outcome of %s", sum.notation()).isEqualTo(misere.outcome(sum));
        List<SumMove> winning = sum.moves().stream().filter(m -> misere.outcome(m.applyTo(sum)) == Outcome.P).toList();
        assertThat(a.winningMoves()).as("misère winning moves of %s", sum.notation()).isEqualTo(winning);
    }

    @Provide
    Arbitrary<GameSum> smallSums() {
        Arbitrary<Component> component = Combinators.combine(Arbitraries.of(HeapGames.ALL),
                Arbitraries.longs().between(0, 6)).as(Component::new);
        return component.list().ofMinSize(1).ofMaxSize(4).map(GameSum::new);
    }

    @Property(tries = 150)
    void aRandomSumIsWonExactlyWhenItsNimSumIsNotZero(@ForAll("smallSums") GameSum sum) {
        long xor = 0;
        for (Component c : sum.parts()) {
            xor ^= c.grundy();
        }
        assertThat(normal.outcome(sum)).isEqualTo(xor == 0 ? Outcome.P : Outcome.N);
        SumAnalysis a = SumEngine.analyze(sum, Play.NORMAL).orThrow();
        assertThat(a.nimSum()).isEqualTo(xor);
        for (SumMove m : a.winningMoves()) {
            assertThat(normal.outcome(m.applyTo(sum))).as("%s after %s", sum.notation(), m.shortForm()).isEqualTo(Outcome.P);
        }
        long winningCount = sum.moves().stream().filter(m -> normal.outcome(m.applyTo(sum)) == Outcome.P).count();
        assertThat(a.winningMoves()).hasSize((int) winningCount);
    }
}

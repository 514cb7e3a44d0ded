package org.nimexplorer.explain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.GameTreeSearch;
import org.nimexplorer.engine.MooreNim;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.StaircaseNim;
import org.nimexplorer.engine.TestBudget;
import org.nimexplorer.engine.WholeGame;

/**
 * The words of Moore's Nim and the staircase against the mathematics they state, computed here: the
 * binary columns' counts of ones, the XOR of the coins on the odd steps (steps 1, 3, ...) and on every
 * step, and P or N by a search of the followers, which knows neither theorem.
 */
class WholeWordsTest {

    private static final Set<Idea> ALL = EnumSet.allOf(Idea.class);

    /** Every position of {@code heaps} heaps (steps) of 0 to {@code max}. */
    private static List<Position> box(int heaps, int max) {
        return Boxes.all(heaps, max).stream().map(Position::new).toList();
    }

    private static boolean searchedP(WholeGame game, Position p) {
        return new GameTreeSearch<Position>(TestBudget.unlimited(), game::followers).isP(p);
    }

    private static long ones(Position p, int bit) {
        return p.stream().filter(h -> (h >> bit & 1) == 1).count();
    }

    private static long xorOf(List<Long> values) {
        return values.stream().reduce(0L, (x, y) -> x ^ y);
    }

    private static List<Long> oddSteps(Position p) {
        List<Long> odd = new ArrayList<>();
        for (int step = 1; step <= p.size(); step += 2) {
            odd.add(p.heap(step - 1));
        }
        return odd;
    }

    @Test
    void aPositionIsNamedWithItsGameAndWhatItsMovesShouldAimAt() {
        for (int k = 1; k <= 3; k++) {
            Position p = Position.of(3, 4, 5, 6);
            assertThat(WholeWords.named(new MooreNim(k), p)).isEqualTo(p + " in Moore's Nim with k = " + k);
            assertThat(WholeWords.goal(new MooreNim(k))).isEqualTo("every binary column's count of ones a multiple of "
                    + (k + 1));
        }
        for (Position p : List.of(Position.of(3, 0, 4, 2), Position.of(5))) {
            assertThat(WholeWords.named(new StaircaseNim(), p)).isEqualTo("the staircase " + p
                    + " (coins on steps 1 to " + p.size() + ")");
        }
        assertThat(WholeWords.goal(new StaircaseNim())).isEqualTo("the coins on the odd steps XOR to 0");
    }

    @Test
    void mooresStateNamesTheHighestColumnWhoseCountIsNoMultipleOfKPlusOne() {
        for (int k = 1; k <= 3; k++) {
            MooreNim game = new MooreNim(k);
            for (Position p : box(k + 2, 5)) {
                String state = WholeWords.state(game, p);
                int bad = -1;
                for (int bit = 3; bit >= 0 && bad < 0; bit--) {
                    if (ones(p, bit) % (k + 1) != 0) {
                        bad = bit;
                    }
                }
                if (bad < 0) {
                    assertThat(state).isEqualTo("every column's count of ones is a multiple of " + (k + 1));
                } else {
                    long n = ones(p, bad);
                    assertThat(state).as("%s, k = %d", p, k).isEqualTo("the " + (1L << bad) + "s column has " + n
                            + (n == 1 ? " one" : " ones") + ", not a multiple of " + (k + 1));
                }
            }
        }
    }

    @Test
    void theStaircasesStateXorsTheCoinsOnTheOddStepsOnly() {
        for (int steps = 1; steps <= 5; steps++) {
            for (Position p : box(steps, steps > 3 ? 2 : 4)) {
                List<Long> odd = oddSteps(p);
                long s = xorOf(odd);
                String state = WholeWords.state(new StaircaseNim(), p);
                if (odd.size() == 1) {
                    assertThat(state).isEqualTo("the coins on step 1, " + odd.get(0) + ", are" + (s == 0 ? " 0"
                            : " not 0"));
                } else {
                    String listed = String.join(", ", odd.subList(0, odd.size() - 1).stream().map(String::valueOf)
                            .toList()) + " and " + odd.get(odd.size() - 1);
                    assertThat(state).as("%s", p).isEqualTo("the odd steps' coins " + listed + " XOR to " + s
                            + (s == 0 ? "" : ", not 0"));
                }
            }
        }
    }

    @Test
    void allStepsXorsTheCoinsOnEveryStep() {
        for (Position p : box(4, 3)) {
            assertThat(WholeWords.allSteps(p)).isEqualTo(xorOf(p.stream().boxed().toList()));
        }
    }

    @Test
    void aWrongOutcomeIsDiagnosedExactlyWhenTheNaiveTestGivesIt() {
        for (WholeGame game : List.of(new MooreNim(2), new StaircaseNim(), new MooreNim(1))) {
            for (Position p : box(3, 3)) {
                boolean isP = searchedP(game, p);
                boolean naiveP = xorOf(p.stream().boxed().toList()) == 0;
                for (Outcome given : List.of(Outcome.P, Outcome.N)) {
                    boolean wrong = (given == Outcome.P) != isP;
                    boolean explained = wrong && naiveP == (given == Outcome.P);
                    Optional<Diagnosis> d = WholeWords.outcome(game, p, given, ALL);
                    assertThat(d.isPresent()).as("%s %s given %s", game, p, given).isEqualTo(explained);
                    assertThat(WholeWords.outcome(game, p, given, Set.of())).as("nothing known").isEmpty();
                    d.ifPresent(diagnosis -> assertOutcomeWords(game, naiveP, diagnosis));
                }
            }
        }
    }

    private static void assertOutcomeWords(WholeGame game, boolean naiveP, Diagnosis d) {
        if (game instanceof MooreNim m) {
            assertThat(d.misconception()).isEqualTo(Misconception.MOD_TWO_NOT_K_PLUS_ONE);
            assertThat(d.sentence()).contains("With k = " + m.k() + " a column")
                    .contains("a multiple of " + (m.k() + 1) + ".")
                    .startsWith(naiveP ? "Every column has an even number of ones" : "A column with an odd number");
        } else {
            assertThat(d.misconception()).isEqualTo(Misconception.EVEN_STEPS_COUNTED);
            assertThat(d.sentence()).startsWith(naiveP ? "The coins on all the steps XOR to 0,"
                    : "The coins on all the steps do not XOR to 0,").endsWith("only the odd steps count: a move from"
                    + " an even step can be undone at once.");
        }
    }

    @Test
    void aLosingMoveIsDiagnosedWhenItWouldWinWereEveryStepOrColumnModTwoTheTest() {
        for (WholeGame game : List.of(new MooreNim(2), new StaircaseNim())) {
            for (Position after : box(3, 3)) {
                boolean wouldWinNaively = xorOf(after.stream().boxed().toList()) == 0;
                boolean loses = !searchedP(game, after);
                Optional<Diagnosis> d = WholeWords.move(game, after, ALL);
                assertThat(d.isPresent()).as("%s after %s", game, after).isEqualTo(loses && wouldWinNaively);
                assertThat(WholeWords.move(game, after, Set.of())).isEmpty();
                d.ifPresent(diagnosis -> {
                    if (game instanceof MooreNim m) {
                        assertThat(diagnosis.misconception()).isEqualTo(Misconception.MOD_TWO_NOT_K_PLUS_ONE);
                        assertThat(diagnosis.sentence()).contains("With k = " + m.k() + " each count must be a"
                                + " multiple of " + (m.k() + 1) + ".");
                    } else {
                        assertThat(diagnosis.misconception()).isEqualTo(Misconception.EVEN_STEPS_COUNTED);
                        assertThat(diagnosis.sentence()).contains("XORing to 0").endsWith("Only the odd steps count.");
                    }
                });
            }
        }
    }
}

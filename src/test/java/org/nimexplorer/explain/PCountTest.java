package org.nimexplorer.explain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.ExhaustiveSolver;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;

/**
 * "How many P-positions in this box?": the engine's count against a search of every position's game
 * tree, in every small box, and the mathematics its hints, feedback and worked answer state, each
 * checked against that search rather than read back.
 */
class PCountTest {

    private static final Set<Idea> ALL = Idea.all();

    private static final List<Rules> GAMES = List.of(Rules.NIM, new Rules(Play.MISERE, MoveSet.NIM),
            subtraction(Play.NORMAL, 1, 2), subtraction(Play.MISERE, 1, 2), subtraction(Play.NORMAL, 1, 3, 4),
            subtraction(Play.NORMAL, 2, 3), subtraction(Play.MISERE, 2, 3));

    private static Rules subtraction(Play play, int... takes) {
        return new Rules(play, new MoveSet.Subtraction(takes));
    }

    /** Every box these tests try: 1 to 3 heaps of 0 to 7, and 4 heaps of 0 to 3. */
    private static List<int[]> boxes() {
        List<int[]> boxes = new ArrayList<>();
        for (int heaps = 1; heaps <= 4; heaps++) {
            for (int max = 0; max <= (heaps == 4 ? 3 : 7); max++) {
                boxes.add(new int[] {heaps, max});
            }
        }
        return boxes;
    }

    /** Every position of the box, heap by heap. */
    private static List<long[]> positions(int heaps, int max) {
        List<long[]> all = new ArrayList<>();
        long[] heap = new long[heaps];
        while (true) {
            all.add(heap.clone());
            int i = 0;
            while (i < heaps && ++heap[i] > max) {
                heap[i++] = 0;
            }
            if (i == heaps) {
                return all;
            }
        }
    }

    private static long count(int heaps, int max, Predicate<long[]> test) {
        return positions(heaps, max).stream().filter(test).count();
    }

    private static Predicate<long[]> searchedP(ExhaustiveSolver solver) {
        return p -> solver.outcome(Position.of(p)) == Outcome.P;
    }

    private static long xor(long[] heaps) {
        long x = 0;
        for (long h : heaps) {
            x ^= h;
        }
        return x;
    }

    /** The smallest value missing from the values of a heap's followers, by the definition. */
    private static long grundy(long heap, int[] takes) {
        Set<Long> seen = new HashSet<>();
        for (int t : takes) {
            if (t <= heap) {
                seen.add(grundy(heap - t, takes));
            }
        }
        long g = 0;
        while (seen.contains(g)) {
            g++;
        }
        return g;
    }

    /** The worked answer's text. */
    private static String worked(PCount q) {
        return ((Derivation.Note) q.solution(ALL, q.idea(ALL)).derivation()).text();
    }

    @Test
    void theCountIsTheNumberOfPositionsTheSearchFindsP() {
        for (Rules rules : GAMES) {
            ExhaustiveSolver solver = new ExhaustiveSolver(rules);
            for (int[] box : boxes()) {
                PCount q = new PCount(rules, box[0], box[1]);
                long searched = count(box[0], box[1], searchedP(solver));
                assertThat(q.value()).as(q.prompt()).isEqualTo(searched);
                assertThat(Grading.grade(q, q.answer()).correct()).isTrue();
                assertThat(q.positions()).isEqualTo(positions(box[0], box[1]).size());
                assertThat(worked(q)).containsPattern("\\b" + searched + "\\b");
            }
        }
    }

    @Test
    void nimHintsStateBoutonsRuleAndTheEqualHeapsOfTwo() {
        ExhaustiveSolver solver = new ExhaustiveSolver(Rules.NIM);
        for (int[] box : boxes()) {
            int heaps = box[0];
            int max = box[1];
            for (long[] p : positions(heaps, max)) {
                assertThat(searchedP(solver).test(p)).isEqualTo(xor(p) == 0);
                if (heaps == 2) {
                    assertThat(searchedP(solver).test(p)).isEqualTo(p[0] == p[1]);
                }
            }
            List<String> hints = new PCount(Rules.NIM, heaps, max).hints(ALL);
            assertThat(hints.get(0)).isEqualTo("The P-positions of Nim are exactly those with nim-sum 0.");
            assertThat(hints.get(1)).contains(heaps == 2 ? "the two heaps are equal" : "exactly one size of the last"
                    + " heap, the XOR of the others, makes the nim-sum 0");
        }
    }

    @Test
    void theWorkedCountOfNimIsTheForcedLastHeap() {
        for (int[] box : boxes()) {
            int heaps = box[0];
            int max = box[1];
            PCount q = new PCount(Rules.NIM, heaps, max);
            String worked = worked(q);
            long searched = count(heaps, max, searchedP(new ExhaustiveSolver(Rules.NIM)));
            // the last heap is forced: one position for each choice of the others whose XOR is at most max
            assertThat(count(heaps - 1, max, p -> xor(p) <= max)).isEqualTo(searched);
            if (heaps == 2) {
                assertThat(searched).isEqualTo(max + 1);
                assertThat(worked).contains((max + 1) + " = " + searched + ".");
            }
            if (heaps >= 3 && Long.bitCount(max + 1) == 1) {
                assertThat(searched).isEqualTo((long) Math.pow(max + 1, heaps - 1));
                assertThat(worked).contains((max + 1) + "^" + (heaps - 1) + " = " + searched + ".");
            }
            if (heaps >= 3 && Long.bitCount(max + 1) != 1) {
                assertThat(worked).doesNotContain("^").doesNotContain("power of two");
            }
        }
    }

    @Test
    void misereNimHintsStateBoutonsMisereRule() {
        Rules misere = new Rules(Play.MISERE, MoveSet.NIM);
        ExhaustiveSolver solver = new ExhaustiveSolver(misere);
        for (int[] box : boxes()) {
            for (long[] p : positions(box[0], box[1])) {
                long largest = java.util.Arrays.stream(p).max().orElseThrow();
                boolean rule = xor(p) == 0 && largest >= 2 || largest <= 1 && xor(p) == 1;
                assertThat(searchedP(solver).test(p)).isEqualTo(rule);
            }
            PCount q = new PCount(misere, box[0], box[1]);
            assertThat(q.hints(ALL).get(0)).isEqualTo("Under misère play a position of Nim is P when its nim-sum is"
                    + " 0 and some heap has 2 or more, or every heap has at most 1 and the nim-sum is 1.");
        }
    }

    @Test
    void subtractionHintsStateThatGrundyValuesXorToZeroAtP() {
        for (Rules rules : GAMES.stream().filter(r -> !r.isNim() && !r.isMisere()).toList()) {
            int[] takes = ((MoveSet.Subtraction) rules.moves()).takes();
            ExhaustiveSolver solver = new ExhaustiveSolver(rules);
            for (int[] box : boxes()) {
                for (long[] p : positions(box[0], box[1])) {
                    long values = 0;
                    for (long h : p) {
                        values ^= grundy(h, takes);
                    }
                    assertThat(searchedP(solver).test(p)).isEqualTo(values == 0);
                }
                assertThat(new PCount(rules, box[0], box[1]).hints(ALL).get(0))
                        .startsWith("A position is P when the XOR of its heaps' Grundy values is 0");
            }
        }
    }

    @Test
    void aWrongCountIsToldWhichWayItIsWrongWithoutTheCount() {
        PCount q = new PCount(Rules.NIM, 3, 7);
        long right = q.value();
        Verdict tooMany = Grading.grade(q, Long.toString(right + 1));
        assertThat(tooMany.correct()).isFalse();
        assertThat(tooMany.why()).isEqualTo("You counted too many: a position with nim-sum other than 0 is not P,"
                + " since some move from it leaves nim-sum 0.");
        Verdict tooFew = Grading.grade(q, Long.toString(right - 1));
        assertThat(tooFew.why()).startsWith("You counted too few: every position with nim-sum 0 is P");
        Verdict beyond = Grading.grade(q, Long.toString(q.positions() + 1));
        assertThat(beyond.why()).isEqualTo("The box holds only 512 positions in all, P and N: 8 sizes for each of 3"
                + " heaps.");
        for (Verdict v : List.of(tooMany, tooFew, beyond)) {
            assertThat(v.summary() + " " + v.why()).doesNotContainPattern("\\b" + right + "\\b");
        }
        assertThat(Grading.grade(q, "many").counted()).isFalse();
    }

    @Test
    void theNormalRuleInMisereNimAndSizesForValuesAreNamed() {
        Rules misere = new Rules(Play.MISERE, MoveSet.NIM);
        ExhaustiveSolver solver = new ExhaustiveSolver(misere);
        for (int[] box : boxes()) {
            // Misère play swaps the heaps of 0 and 1 with an even number of ones for those with an odd
            // number: as many of each once max >= 1, so only the box of empty heaps tells the rules apart.
            long normalCount = count(box[0], box[1], p -> xor(p) == 0);
            boolean differs = count(box[0], box[1], searchedP(solver)) != normalCount;
            assertThat(differs).isEqualTo(box[1] == 0);
            PCount q = new PCount(misere, box[0], box[1]);
            assertThat(q.telltales()).isEqualTo(differs ? List.of(normalCount) : List.of());
            if (differs) {
                assertThat(q.readings(normalCount)).extracting(Diagnosis::misconception)
                        .containsExactly(Misconception.NORMAL_RULE_IN_MISERE_END);
            }
        }
        PCount sub = new PCount(subtraction(Play.NORMAL, 1, 2), 2, 5);
        long sizes = count(2, 5, p -> xor(p) == 0);
        assertThat(sub.value()).isNotEqualTo(sizes);
        assertThat(sub.readings(sizes)).extracting(Diagnosis::misconception)
                .containsExactly(Misconception.PLAIN_NIM_SUM_IN_SUBTRACTION);
        assertThat(sub.readings(sizes + 1)).isEmpty();
        assertThat(new PCount(Rules.NIM, 3, 7).telltales()).isEmpty();
        assertThat(new PCount(subtraction(Play.MISERE, 1, 2), 2, 5).telltales()).isEmpty();
    }

    private static final Rules MISERE_NIM = new Rules(Play.MISERE, MoveSet.NIM);

    @Test
    void eachGameTellsTooManyOrTooFewByItsOwnRuleForP() {
        Object[][] cases = {
            {new PCount(Rules.NIM, 3, 5), "a position with nim-sum other than 0 is not P, since some move from it"
                    + " leaves nim-sum 0.", "every position with nim-sum 0 is P, the one with every heap empty among"
                    + " them."},
            {new PCount(MISERE_NIM, 3, 3), "under misère play a position is P only when its nim-sum is 0 and some"
                    + " heap has 2 or more, or every heap has at most 1 and the nim-sum is 1.", "under misère play a"
                    + " position is P when its nim-sum is 0 and some heap has 2 or more, or every heap has at most 1"
                    + " and the nim-sum is 1."},
            {new PCount(subtraction(Play.NORMAL, 1, 2), 2, 5), "a position is P only when the XOR of its heaps'"
                    + " Grundy values is 0, not of their sizes.", "every position whose heaps' Grundy values XOR to 0"
                    + " is P, the one with every heap empty among them."},
            {new PCount(subtraction(Play.MISERE, 2, 3), 2, 4), "a position from which some move reaches a P-position"
                    + " is N, and under misère play so is a position with no move left.", "a position is P when it has"
                    + " a move and every move from it reaches an N-position."}};
        for (Object[] c : cases) {
            PCount q = (PCount) c[0];
            long right = q.value();
            assertThat(right).isPositive().isLessThan(q.positions());
            assertThat(q.whyNot(right + 1)).isEqualTo("You counted too many: " + c[1]);
            assertThat(q.whyNot(q.positions())).isEqualTo("You counted too many: " + c[1]);
            assertThat(q.whyNot(right - 1)).isEqualTo("You counted too few: " + c[2]);
            assertThat(q.whyNot(q.positions() + 1)).startsWith("The box holds only " + q.positions() + " positions");
        }
        assertThat(new PCount(Rules.NIM, 1, 4).whyNot(6)).isEqualTo("The box holds only 5 positions in all, P and N:"
                + " 5 sizes for each of 1 heap.");
    }

    @Test
    void theQuestionNamesItsBoxItsRulesAndTheIdeaItRestsOn() {
        PCount q = new PCount(Rules.NIM, 3, 7);
        assertThat(q.kind()).isEqualTo("p-count");
        assertThat(q.prompt()).isEqualTo("How many P-positions are there among the positions of 3 heaps of 0 to 7,"
                + " under " + Rules.NIM.describe() + "?");
        assertThat(new PCount(Rules.NIM, 1, 7).asked()).isEqualTo("the number of P-positions of 1 heap of 0 to 7");
        assertThat(q.idea(ALL)).isEqualTo(Idea.THEOREM);
        assertThat(new PCount(MISERE_NIM, 2, 3).idea(ALL)).isEqualTo(Idea.MISERE);
        assertThat(new PCount(subtraction(Play.NORMAL, 1, 2), 2, 3).idea(ALL)).isEqualTo(Idea.GRUNDY);
        assertThat(new PCount(subtraction(Play.MISERE, 1, 2), 2, 3).idea(ALL)).isEqualTo(Idea.GAME_TREE);
        assertThat(q.accept(new Question.Visitor<String>() {
            public String outcome(Question question) {
                return "outcome";
            }

            public String move(Question question, List<String> spellings) {
                return "move";
            }

            public String number(WholeNumber question) {
                return "number " + question.value();
            }

            public String choice(Choice question) {
                return "choice";
            }

            public String written(Question question) {
                return "written";
            }
        })).isEqualTo("number " + q.value());
    }

    @Test
    void theWorkedAnswersCountEachKindOfP() {
        ExhaustiveSolver nim = new ExhaustiveSolver(Rules.NIM);
        assertThat(worked(new PCount(Rules.NIM, 1, 5))).isEqualTo("The P-positions of Nim are those with nim-sum 0."
                + " With one heap only the empty heap has nim-sum 0: 1.");
        String forced = "The P-positions of Nim are those with nim-sum 0. Choose the first 2 heaps freely; the"
                + " nim-sum is then 0 for exactly one size of the last heap, the XOR of the others, and the position"
                + " counts when that size is at most ";
        assertThat(worked(new PCount(Rules.NIM, 3, 7))).isEqualTo(forced + "7. Here max + 1 = 8 is a power of two, so"
                + " a XOR of sizes up to 7 is again at most 7: every choice counts, 8^2 = " + count(3, 7, searchedP(nim))
                + ".");
        assertThat(worked(new PCount(Rules.NIM, 3, 5))).isEqualTo(forced + "5. Counting the choices where it is: "
                + count(3, 5, searchedP(nim)) + ".");

        Predicate<long[]> big = p -> xor(p) == 0 && java.util.Arrays.stream(p).max().orElseThrow() >= 2;
        Predicate<long[]> small = p -> java.util.Arrays.stream(p).max().orElseThrow() <= 1 && xor(p) == 1;
        long bigs = count(3, 3, big);
        long smalls = count(3, 3, small);
        assertThat(worked(new PCount(MISERE_NIM, 3, 3))).isEqualTo("Under misère play a position is P when its"
                + " nim-sum is 0 and some heap has 2 or more, or every heap has at most 1 and the nim-sum is 1. The"
                + " box holds " + bigs + " of the first kind and " + smalls + " of the second (an odd number of heaps"
                + " of 1, the rest empty): " + bigs + " + " + smalls + " = " + (bigs + smalls) + ".");

        Rules sub = subtraction(Play.NORMAL, 1, 2);
        long subCount = count(2, 5, searchedP(new ExhaustiveSolver(sub)));
        assertThat(worked(new PCount(sub, 2, 5))).isEqualTo("A position is P when the XOR of its heaps' Grundy values"
                + " is 0. The values of the heap sizes 0 to 5 are " + grundies(0, 5, new int[] {1, 2}) + "; "
                + subCount + " of the 36 positions have values that XOR to 0.");
        assertThat(worked(new PCount(sub, 1, 30))).contains(grundies(0, 30, new int[] {1, 2}) + ";");
        assertThat(worked(new PCount(sub, 1, 31))).contains(grundies(0, 30, new int[] {1, 2}) + " ...;");

        Rules misereSub = subtraction(Play.MISERE, 2, 3);
        PCount q = new PCount(misereSub, 2, 4);
        assertThat(worked(q)).isEqualTo("Going up from the empty position, a position is P when it has a move and every"
                + " move from it reaches an N-position (with no move left it is N under misère play). Classified this"
                + " way, " + count(2, 4, searchedP(new ExhaustiveSolver(misereSub))) + " of the 25 positions are P.");
        assertThat(q.hints(ALL)).containsExactly("Go up from the empty position: a position is P when it has a move"
                + " and every move from it reaches an N-position; under misère play a position with no move left is"
                + " N.");
        assertThat(new PCount(MISERE_NIM, 2, 3).hints(ALL)).hasSize(2);
    }

    /** "0 1 2 0 ...": the Grundy values of the heaps from {@code from} to {@code to}. */
    private static String grundies(long from, long to, int[] takes) {
        List<String> values = new ArrayList<>();
        for (long h = from; h <= to; h++) {
            values.add(Long.toString(grundy(h, takes)));
        }
        return String.join(" ", values);
    }
}

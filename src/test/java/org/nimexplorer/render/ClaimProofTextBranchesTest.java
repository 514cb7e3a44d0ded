package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.ClaimProof;

/** Claim proofs of every outcome, word for word: each property holding, failing or empty, one heap or several. */
class ClaimProofTextBranchesTest {

    private static final String FAILS = "So K is not the set of P-positions: the P-positions have all three"
            + " properties,\nand only they do. Look at the smallest counterexample, change your set, and try\nagain.";
    private static final String END_IN_K = "Property 1, the end: <holds>. The end position %s is in K, as it must"
            + " be: the";
    private static final String LOST = "  player to move there has no move left, and has lost.";

    private static String proved(String ends) {
        return "All three hold, so K is exactly the set of P-positions in this box. By induction\non the number of"
                + " objects: the " + ends + " settled by property 1. At any other\nposition, suppose every position"
                + " with fewer objects is P exactly when it is in\nK; every move removes an object. In K, every move"
                + " leads outside K (property 2),\nto an N-position, so the position is P; outside K, some move leads"
                + " into K\n(property 3), to a P-position, so it is N. The box is closed under moves: a move\nonly makes"
                + " a heap smaller, so every follower of a position in the box lies in\nthe box and was checked too.";
    }

    private static List<String> nim(String claim, int heaps, long max) {
        return ClaimProofText.render(ClaimProof.check(claim, Rules.NIM, heaps, max).orThrow(), Marked.AT_80);
    }

    @Test
    void equalPairsAreProvedWithAnExampleMoveIn() {
        assertThat(nim("a == b", 2, 3)).containsExactly(
                "Your set K: the positions where a == b, among 2 heaps a and b of 0 to 3 each,\nunder normal play (the"
                        + " last move wins), any number from one heap.",
                "Checked on all 16 positions from the moves alone, with no search: 4 of them are\nin K.",
                "",
                String.format(END_IN_K, "0 0"),
                LOST,
                "Property 2, lemma 1's shape (from K every move leaves K): <holds> on all 3",
                "  positions of K that are not the end, and all 12 of their moves.",
                "Property 3, lemma 2's shape (from outside K some move enters K): <holds> on all",
                "  12 positions outside K that are not the end. For example, from 3 2, A-1 leaves",
                "  2 2.",
                "",
                proved("end is"));
    }

    @Test
    void onePositionAndOneMoveAreSaidInTheSingular() {
        Rules takeOne = new Rules(Play.NORMAL, MoveSet.parse("1").orThrow());
        assertThat(ClaimProofText.render(ClaimProof.check("a % 2 == 0", takeOne, 1, 2).orThrow(), Marked.AT_80)
                .subList(5, 8)).containsExactly(
                "Property 2, lemma 1's shape (from K every move leaves K): <holds> on the one",
                "  position of K that is not the end, and the one move from it.",
                "Property 3, lemma 2's shape (from outside K some move enters K): <holds> on the");
    }

    @Test
    void aOneHeapSetOfOnlyTheEndHasNothingToCheckForProperty2() {
        assertThat(nim("a == 0", 1, 4)).containsExactly(
                "Your set K: the positions where a == 0, among one heap a of 0 to 4, under normal\nplay (the last move"
                        + " wins), any number from one heap.",
                "Checked on all 5 positions from the moves alone, with no search: 1 of them is in\nK.",
                "",
                String.format(END_IN_K, "0"),
                LOST,
                "Property 2, lemma 1's shape (from K every move leaves K): <holds>: K has no",
                "  position other than the end.",
                "Property 3, lemma 2's shape (from outside K some move enters K): <holds> on all",
                "  4 positions outside K that are not the end. For example, from 4, A-4 leaves 0.",
                "",
                proved("end is"));
    }

    @Test
    void onlyTheEndInKFailsProperty3() {
        assertThat(nim("a + b == 0", 2, 2).subList(5, 10)).containsExactly(
                "Property 2, lemma 1's shape (from K every move leaves K): <holds>: K has no",
                "  position other than the end.",
                "Property 3, lemma 2's shape (from outside K some move enters K): !fails! at 1 1:",
                "  no move enters your set (A-1 leaves 0 1, B-1 leaves 1 0, and neither has a + b",
                "  == 0).");
        assertThat(nim("a + b == 0", 2, 2)).endsWith("", FAILS);
    }

    @Test
    void everythingInKFailsProperty2AndLeavesProperty3NothingToCheck() {
        assertThat(nim("true", 2, 2).subList(1, 10)).containsExactly(
                "Checked on all 9 positions from the moves alone, with no search: 9 of them are\nin K.",
                "",
                String.format(END_IN_K, "0 0"),
                LOST,
                "Property 2, lemma 1's shape (from K every move leaves K): !fails! at 0 1: B-1",
                "  leaves 0 0, still in your set (true holds there).",
                "Property 3, lemma 2's shape (from outside K some move enters K): <holds>: every",
                "  position of the box is in K.",
                "");
    }

    @Test
    void leavingTheEndOutFailsProperty1() {
        assertThat(nim("a == 1", 1, 3).subList(3, 5)).containsExactly(
                "Property 1, the end: !fails! at 0: it is not in your set, but the player to move",
                "  there has no move left, and has lost, so it must be in K.");
    }

    @Test
    void aSubtractionGameWhoseSmallestTakeIsTwoHasTwoEnds() {
        List<String> text = ClaimProofText.render(ClaimProof.check("a % 5 < 2", new Rules(Play.NORMAL,
                MoveSet.parse("2,3").orThrow()), 1, 9).orThrow(), Marked.AT_80);
        assertThat(text.subList(3, 11)).containsExactly(
                "Property 1, the end: <holds>. The 2 end positions (every heap below 2, the",
                "  smallest take) are in K, as they must be: the player to move there has no move",
                "  left, and has lost.",
                "Property 2, lemma 1's shape (from K every move leaves K): <holds> on all 2",
                "  positions of K that are not the ends, and all 4 of their moves.",
                "Property 3, lemma 2's shape (from outside K some move enters K): <holds> on all",
                "  6 positions outside K that are not the ends. For example, from 9, A-3 leaves",
                "  6.");
        assertThat(text.get(text.size() - 1)).isEqualTo(proved("ends are"));
    }

    @Test
    void aSubtractionGameWhoseSmallestTakeIsOneHasOneEnd() {
        List<String> text = ClaimProofText.render(ClaimProof.check("a % 3 == 0", new Rules(Play.NORMAL,
                MoveSet.parse("1-2").orThrow()), 1, 7).orThrow(), Marked.AT_80);
        assertThat(text.subList(3, 5)).containsExactly(String.format(END_IN_K, "0"), LOST);
        assertThat(text.get(text.size() - 1)).isEqualTo(proved("end is"));
    }

    @Test
    void accessibleTextHasTheSameSentencesWithoutIndentation() {
        List<String> text = ClaimProofText.render(ClaimProof.check("a == b", Rules.NIM, 2, 3).orThrow(),
                new Marked(80, true));
        assertThat(text.subList(3, 9)).containsExactly(
                "Property 1, the end: <holds>. The end position 0 0 is in K, as it must be: the",
                "player to move there has no move left, and has lost.",
                "Property 2, lemma 1's shape (from K every move leaves K): <holds> on all 3",
                "positions of K that are not the end, and all 12 of their moves.",
                "Property 3, lemma 2's shape (from outside K some move enters K): <holds> on all",
                "12 positions outside K that are not the end. For example, from 3 2, taking 1");
    }

    private static List<String> withRule(String claim, String rule, Rules rules, int heaps, long max, Painter painter) {
        return ClaimProofText.render(ClaimProof.check(claim, Optional.of(rule), rules, heaps, max, () -> false,
                done -> { }).orThrow(), painter);
    }

    @Test
    void aRuleThatHoldsTakesOverTheExampleAndIsAWinningStrategy() {
        List<String> text = withRule("a == b", "first x with x xor s < x to x xor s", Rules.NIM, 2, 3, Marked.AT_80);
        assertThat(text.subList(7, text.size())).containsExactly(
                "Property 3, lemma 2's shape (from outside K some move enters K): <holds> on all",
                "  12 positions outside K that are not the end.",
                "",
                "Your rule, first x with x xor s < x to x xor s: <holds>: at all 12 positions",
                "  outside K that are not the end it names a legal move into K. For example, from",
                "  3 2 it plays A-1, leaving 2 2.",
                "",
                proved("end is").replace("the box and was checked too.", "the box and was checked too. And your rule"
                        + " is a winning strategy: from outside K\nit always moves into K, and from K your opponent"
                        + " can only move out again."));
    }

    @Test
    void anAccessibleRuleExampleNamesItsMoveInWords() {
        List<String> text = withRule("a == b", "first x with x xor s < x to x xor s", Rules.NIM, 2, 3,
                new Marked(80, true));
        assertThat(text.subList(10, 13)).containsExactly(
                "Your rule, first x with x xor s < x to x xor s: <holds>: at all 12 positions",
                "outside K that are not the end it names a legal move into K. For example, from 3",
                "2 it plays taking 1 from A, leaving 2 2.");
    }

    @Test
    void aRuleThatFailsSaysWhereAndIsNotYetAStrategy() {
        List<String> text = withRule("a == b", "a to 0", Rules.NIM, 2, 3, Marked.AT_80);
        assertThat(text.subList(10, text.size())).containsExactly(
                "Your rule, a to 0: !fails! at 0 1: it leaves heap A at 0, and a move must take",
                "  at least one object. A move into K does exist there: B-1 leaves 0 0.",
                "",
                proved("end is").replace("the box and was checked too.", "the box and was checked too. Your rule is"
                        + " not yet a winning strategy: fix it at\nthe position above."));
    }

    @Test
    void aRuleThatReadsSInASubtractionGameSaysWhatSIs() {
        List<String> text = withRule("a % 3 == 0", "first x with x > 0 to x - s % 3", new Rules(Play.NORMAL,
                MoveSet.parse("1-2").orThrow()), 1, 5, Marked.AT_80);
        assertThat(text.get(1)).isEqualTo("Here s is a, the XOR of the heaps themselves; in this game that is not"
                + " the\nnim-sum of Grundy values that 'analyze' shows.");
    }

    private static List<String> subtract(String claim, String takes, int heaps, long max) {
        return ClaimProofText.render(ClaimProof.check(claim, new Rules(Play.NORMAL, MoveSet.parse(takes).orThrow()),
                heaps, max).orThrow(), Marked.AT_80);
    }

    @Test
    void anEmptySetInABoxOfOnlyTheEndSaysKIsEmptyAndTheEndIsAllThereIsOutside() {
        assertThat(nim("a == 5", 1, 0)).containsExactly(
                "Your set K: the positions where a == 5, among one heap a of 0 to 0, under normal\nplay (the last move"
                        + " wins), any number from one heap.",
                "Checked on the one position from the moves alone, with no search: it is not in\nK.",
                "",
                "Property 1, the end: !fails! at 0: it is not in your set, but the player to move",
                "  there has no move left, and has lost, so it must be in K.",
                "Property 2, lemma 1's shape (from K every move leaves K): <holds>: K is empty,",
                "  so there is nothing to check.",
                "Property 3, lemma 2's shape (from outside K some move enters K): <holds>: the",
                "  box has no position outside K other than the end.",
                "",
                FAILS);
    }

    @Test
    void aBoxOfOnlyTheEndInKSaysItsOnePositionIsInK() {
        assertThat(nim("a == 0", 2, 0).subList(1, 9)).containsExactly(
                "Checked on the one position from the moves alone, with no search: it is in K.",
                "",
                String.format(END_IN_K, "0 0"),
                LOST,
                "Property 2, lemma 1's shape (from K every move leaves K): <holds>: K has no",
                "  position other than the end.",
                "Property 3, lemma 2's shape (from outside K some move enters K): <holds>: the",
                "  one position of the box is in K.");
    }

    @Test
    void whenSomeEndsAreInKAndSomeOutNeitherSideIsCalledAllTheEnds() {
        assertThat(subtract("a == 0", "2,3", 1, 1).subList(1, 9)).containsExactly(
                "Checked on all 2 positions from the moves alone, with no search: 1 of them is in\nK.",
                "",
                "Property 1, the end: !fails! at 1: it is not in your set, but the player to move",
                "  there has no move left, and has lost, so it must be in K.",
                "Property 2, lemma 1's shape (from K every move leaves K): <holds>: the one",
                "  position of K is an end, where no move is left.",
                "Property 3, lemma 2's shape (from outside K some move enters K): <holds>: the",
                "  one position outside K is an end, where no move is left.");
        assertThat(subtract("a + b < 2", "2,3", 2, 1).subList(5, 9)).containsExactly(
                "Property 2, lemma 1's shape (from K every move leaves K): <holds>: every",
                "  position of K is an end, where no move is left.",
                "Property 3, lemma 2's shape (from outside K some move enters K): <holds>: the",
                "  one position outside K is an end, where no move is left.");
    }

    @Test
    void anEmptySetInABoxOfOnlyEndsHasNothingOutsideKButTheEnds() {
        assertThat(subtract("a == 5", "2,3", 2, 1).subList(5, 9)).containsExactly(
                "Property 2, lemma 1's shape (from K every move leaves K): <holds>: K is empty,",
                "  so there is nothing to check.",
                "Property 3, lemma 2's shape (from outside K some move enters K): <holds>: the",
                "  box has no position outside K other than the ends.");
    }
}

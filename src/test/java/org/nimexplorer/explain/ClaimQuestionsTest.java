package org.nimexplorer.explain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Rules;

/** The lessons' claim and rule questions, judged by the proof checker as a learner meets them. */
class ClaimQuestionsTest {

    private static final Set<Idea> ALL = EnumSet.allOf(Idea.class);
    private static final Rules MISERE = new Rules(Play.MISERE, MoveSet.NIM);
    private static final Rules TAKE_ONE_TO_THREE = new Rules(Play.NORMAL, MoveSet.parse("1-3").orThrow());

    private static Verdict judge(Question q, String answer) {
        return q.judge(answer, q.idea(ALL), ALL);
    }

    @Test
    void theEnginesOwnClaimIsProvedForEveryGameItKnowsAFormulaFor() {
        for (ProveSet q : new ProveSet[] {new ProveSet(Rules.NIM, 3, 7),
            new ProveSet(MISERE, 3, 7), new ProveSet(TAKE_ONE_TO_THREE, 2, 9),
            new ProveSet(TAKE_ONE_TO_THREE, 1, 20), new ProveSet(Rules.NIM, 1, 9)}) {
            Verdict v = judge(q, q.answer());
            assertThat(v.correct()).as(q.answer()).isTrue();
            assertThat(v.summary()).isEqualTo("Right: your set has all three properties, so it is exactly the set of"
                    + " P-positions here.");
            assertThat(q.derivation(ALL).holds()).isTrue();
        }
        assertThat(ProveSet.knownClaim(new Rules(Play.NORMAL, MoveSet.parse("1,3,4").orThrow()), 2)).isEmpty();
        assertThat(ProveSet.knownClaim(new Rules(Play.MISERE, MoveSet.parse("1-3").orThrow()), 2)).isEmpty();
        assertThat(ProveSet.knownClaim(TAKE_ONE_TO_THREE, 2)).contains("(a mod 4) xor (b mod 4) == 0");
        assertThat(ProveSet.knownClaim(MISERE, 2)).contains("(s == 0 and max(a, b) >= 2) or (max(a, b) <= 1"
                + " and s == 1)");
    }

    @Test
    void aClaimQuestionSaysWhatItAsksAndHowToAnswer() {
        ProveSet three = new ProveSet(Rules.NIM, 3, 7);
        assertThat(three.prompt()).isEqualTo("Write the set of P-positions of 3 heaps as a claim over a, b and c (s is"
                + " their nim-sum); it is checked with the three properties on every position with heaps of 0 to 7,"
                + " under " + Rules.NIM.describe() + ".");
        assertThat(new ProveSet(Rules.NIM, 1, 5).prompt()).startsWith("Write the set of P-positions of 1 heap as"
                + " a claim over a (s is");
        assertThat(new ProveSet(Rules.NIM, 2, 5).prompt()).contains("a claim over a and b (s is");
        assertThat(three.kind()).isEqualTo("claim");
        assertThat(three.form()).contains("a claim over the heaps");
        assertThat(three.idea(ALL)).isEqualTo(Idea.THEOREM);
        assertThat(new ProveSet(MISERE, 3, 7).idea(ALL)).isEqualTo(Idea.MISERE);
        assertThat(new ProveSet(TAKE_ONE_TO_THREE, 3, 7).idea(ALL)).isEqualTo(Idea.GRUNDY);
    }

    @Test
    void aWrongClaimNamesTheFirstPropertyThatFailsItsPlaceAndWhatElseFails() {
        ProveSet q = new ProveSet(Rules.NIM, 3, 7);
        Verdict equal = judge(q, "a == b");
        assertThat(equal.correct()).isFalse();
        assertThat(equal.summary()).isEqualTo("Not quite: your set fails property 2 (lemma 1's shape) at 0 0 1.");
        assertThat(equal.why()).startsWith("Property 2 fails at 0 0 1");
        Verdict sum = judge(q, "a + b == c");
        assertThat(sum.summary()).isEqualTo("Not quite: your set fails property 3 (lemma 2's shape) at 1 1 0.");
        assertThat(sum.diagnosis()).map(Diagnosis::misconception).contains(Misconception.ADDED_NOT_XORED);
        assertThat(judge(q, "s + 0 == a + b").diagnosis()).isEmpty();
        Verdict nothing = judge(q, "a == 99");
        assertThat(nothing.summary()).isEqualTo("Not quite: your set fails property 1 (the end) at 0 0 0.");
        assertThat(nothing.why()).endsWith("Property 3 fails too.");
        Verdict everything = judge(q, "a >= 0 and not (a == 0 and b == 0 and c == 0)");
        assertThat(everything.why()).endsWith("Property 2 fails too.");
        Verdict both = judge(new ProveSet(Rules.NIM, 2, 3), "a == 1");
        assertThat(both.summary()).contains("property 1");
        assertThat(both.why()).endsWith("Properties 2 and 3 fail too.");
        assertThat(judge(q, "a +").counted()).isFalse();
    }

    @Test
    void underMisereTheNormalEndingIsNamedAsTheMisconception() {
        Verdict v = judge(new ProveSet(MISERE, 3, 7), "s == 0");
        assertThat(v.summary()).isEqualTo("Not quite: your set fails property 1 (the end) at 0 0 0.");
        assertThat(v.diagnosis()).map(Diagnosis::misconception).contains(Misconception.NORMAL_RULE_IN_MISERE_END);
        assertThat(judge(new ProveSet(MISERE, 3, 7), "s == 1").diagnosis()).isEmpty();
    }

    @Test
    void theRecipeQuestionJudgesRulesAndNamesAHeapWithoutTheLeadingBit() {
        MoveRecipe q = new MoveRecipe("s == 0", 3, 7);
        assertThat(q.prompt()).isEqualTo("Write a rule that names, from every position outside your set (s == 0), a"
                + " move into it: 'first x with CONDITION to NEW SIZE', where x is the size of the heap the rule looks"
                + " at and s the nim-sum.");
        assertThat(q.kind()).isEqualTo("rule");
        assertThat(q.answer()).isEqualTo(MoveRecipe.LEADING_BIT);
        assertThat(q.idea(ALL)).isEqualTo(Idea.LEMMA_2);
        assertThat(q.form()).contains("'c to NEW SIZE'");
        assertThat(q.derivation(ALL).rule()).hasValueSatisfying(r -> assertThat(r.holds()).isTrue());

        Verdict right = judge(q, MoveRecipe.LEADING_BIT);
        assertThat(right.correct()).isTrue();
        assertThat(right.summary()).startsWith("Right: from every position outside the set your rule names");

        Verdict grows = judge(q, "first x with x > 0 to x xor s");
        assertThat(grows.correct()).isFalse();
        assertThat(grows.summary()).isEqualTo("Not quite: your rule fails at 0 1 2.");
        assertThat(grows.diagnosis()).map(Diagnosis::misconception).contains(Misconception.HEAP_WITHOUT_LEADING_BIT);
        assertThat(grows.diagnosis().orElseThrow().sentence()).startsWith("At 0 1 2 your rule chose heap B (1)");

        Verdict misses = judge(q, "first x with x > 0 to x - 1");
        assertThat(misses.correct()).isFalse();
        assertThat(misses.diagnosis()).isEmpty();
        assertThat(judge(q, "first x with").counted()).isFalse();
    }
}

package org.nimexplorer.explain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.MooreNim;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Numbers;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.PositionParser;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.engine.StaircaseNim;
import org.nimexplorer.engine.SumEngine;

/**
 * Each checkpoint word's factory, through {@link QuestionKinds}: the question its lines make, and each
 * bound and refusal, with the line it names.
 */
class QuestionFactoriesTest {

    private static final Position P = Position.of(3, 4, 5);

    private static Rules rules(Play play, String set) {
        return new Rules(play, MoveSet.parse(set).orThrow());
    }

    @Test
    void theThreeWordsAskedOfAGameAskAboutItsPositionOrItsWholeGame() {
        Lines heaps = Lines.of("position", "3 4 5");
        for (Asked asked : Asked.values()) {
            assertThat(heaps.ask(asked.word()).orThrow()).isEqualTo(asked.about(P, Rules.NIM));
        }
        Lines moore = Lines.of("position", "3 4 5", "game", "moore[2]");
        assertThat(moore.ask("move").orThrow()).isEqualTo(new FindWholeMove(new MooreNim(2), P));
        assertThat(moore.ask("outcome").orThrow()).isEqualTo(new WholeOutcome(new MooreNim(2), P));
        assertThat(Lines.of("position", "3 4 5", "game", "staircase").ask("move").orThrow())
                .isEqualTo(new FindWholeMove(new StaircaseNim(), P));
    }

    @Test
    void aBinaryCheckpointReadsItsNumber() {
        assertThat(Lines.of("number", "13").ask("binary").orThrow()).isEqualTo(new ToBinary(13));
        assertThat(Lines.of().ask("binary").problemOrNull()).isEqualTo("missing 'number:' line");
        assertThat(Lines.of("number", "-2").ask("binary").problemOrNull())
                .isEqualTo(Numbers.parseNonNegative("-2", "number").problemOrNull());
    }

    @Test
    void anXorCheckpointTakesExactlyTwoNumbers() {
        assertThat(Lines.of("numbers", "13 6").ask("xor").orThrow()).isEqualTo(new XorOf(13, 6));
        for (String numbers : List.of("13", "1 2 3")) {
            assertThat(Lines.of("numbers", numbers).ask("xor").problemOrNull())
                    .isEqualTo("numbers: give exactly two, like 'numbers: 13 6'");
        }
        assertThat(Lines.of("numbers", "x y").ask("xor").problemOrNull())
                .isEqualTo(PositionParser.parse(List.of("x y")).problemOrNull());
        assertThat(Lines.of().ask("xor").problemOrNull()).isEqualTo("missing 'numbers:' line");
    }

    @Test
    void aKernelCheckpointReadsItsSubtractionSetAndAMaxOfAtMostAThousand() {
        assertThat(Lines.of("subtract", "1,3,4", "max", "1000").ask("kernel").orThrow())
                .isEqualTo(new KernelUpTo(rules(Play.NORMAL, "1,3,4"), 1000));
        assertThat(Lines.of("subtract", "1,3,4", "max", "1001").ask("kernel").problemOrNull())
                .isEqualTo("max: at most 1000, not 1001");
        assertThat(Lines.of("subtract", "0,x", "max", "9").ask("kernel").problemOrNull())
                .isEqualTo("subtract: " + MoveSet.parse("0,x").problemOrNull());
        assertThat(Lines.of("subtract", "1,2", "max", "x").ask("kernel").problemOrNull())
                .isEqualTo(Numbers.parseNonNegative("x", "max").problemOrNull());
        assertThat(Lines.of("max", "9").ask("kernel").problemOrNull()).isEqualTo("missing 'subtract:' line");
    }

    @Test
    void aLemma2CheckpointReadsItsPosition() {
        assertThat(Lines.of("position", "3 4 5").ask("lemma2").orThrow()).isEqualTo(new Lemma2Step(P));
        assertThat(Lines.of().ask("lemma2").problemOrNull()).isEqualTo("missing 'position:' line");
    }

    @Test
    void aGrundyCheckpointNamesItsGameAndAMaxOfAtMostThirty() {
        HeapGame kayles = GameNotation.heapGame("kayles").orThrow();
        assertThat(Lines.of("game", "kayles", "max", "30").ask("grundy").orThrow())
                .isEqualTo(new GrundyValues(kayles, 30));
        assertThat(Lines.of("subtract", "1,2", "max", "0").ask("grundy").orThrow())
                .isEqualTo(new GrundyValues(new HeapGame.Subtract((MoveSet.Subtraction) MoveSet.parse("1,2").orThrow()),
                        0));
        assertThat(Lines.of("game", "kayles", "max", "31").ask("grundy").problemOrNull())
                .isEqualTo("max: at most 30, not 31");
        assertThat(Lines.of("max", "9").ask("grundy").isOk()).isFalse();
        assertThat(Lines.of("game", "kayles").ask("grundy").problemOrNull()).isEqualTo("missing 'max:' line");
    }

    @Test
    void aClaimCheckpointIsForAGameTheEngineWritesTheClaimOfOnABoxOfAtMostSoManyPositions() {
        assertThat(Lines.of("heaps", "3", "max", "7").ask("claim").orThrow()).isEqualTo(new ProveSet(Rules.NIM, 3, 7));
        assertThat(Lines.of("heaps", "2", "max", "5", "misere", "yes").ask("claim").orThrow())
                .isEqualTo(new ProveSet(new Rules(Play.MISERE, MoveSet.NIM), 2, 5));
        assertThat(Lines.of("heaps", "1", "max", "9", "subtract", "1,2,3").ask("claim").orThrow())
                .isEqualTo(new ProveSet(rules(Play.NORMAL, "1,2,3"), 1, 9));
        assertThat(Lines.of("heaps", "8", "max", "3").ask("claim").isOk()).isTrue();
        for (String heaps : List.of("0", "9")) {
            assertThat(Lines.of("heaps", heaps, "max", "1").ask("claim").problemOrNull())
                    .isEqualTo("heaps: from 1 to 8, not " + heaps);
        }
        assertThat(Lines.of("heaps", "8", "max", "4").ask("claim").problemOrNull())
                .isEqualTo("heaps and max: at most 65536 positions in a lesson, not 8 heaps of 0 to 4");
        for (Rules other : List.of(rules(Play.NORMAL, "1,3,4"), rules(Play.MISERE, "1,2,3"))) {
            Lines lines = Lines.of("heaps", "2", "max", "5", "subtract", "1,3,4");
            if (other.isMisere()) {
                lines = Lines.of("heaps", "2", "max", "5", "subtract", "1,2,3", "misere", "yes");
            }
            assertThat(lines.ask("claim").problemOrNull()).isEqualTo("a claim checkpoint is for Nim (normal or"
                    + " misère) or 'take 1 to k' under normal play: the engine writes the answer for those");
        }
        assertThat(Lines.of("max", "5").ask("claim").problemOrNull()).isEqualTo("missing 'heaps:' line");
        assertThat(Lines.of("heaps", "2").ask("claim").problemOrNull()).isEqualTo("missing 'max:' line");
    }

    @Test
    void aRuleCheckpointTakesOnlyTheSetOfPPositionsOfNimOnItsBox() {
        assertThat(Lines.of("set", "s == 0", "heaps", "3", "max", "7").ask("rule").orThrow())
                .isEqualTo(new MoveRecipe("s == 0", 3, 7));
        assertThat(Lines.of("set", "s == 1", "heaps", "3", "max", "7").ask("rule").problemOrNull())
                .isEqualTo("set: 's == 1' is not the set of P-positions of Nim on this box, so no rule can win"
                        + " from outside it");
        assertThat(Lines.of("set", "s ==", "heaps", "3", "max", "7").ask("rule").problemOrNull()).startsWith("set: ");
        assertThat(Lines.of("heaps", "3", "max", "7").ask("rule").problemOrNull()).isEqualTo("missing 'set:' line");
        assertThat(Lines.of("set", "s == 0", "heaps", "9", "max", "7").ask("rule").problemOrNull())
                .isEqualTo("heaps: from 1 to 8, not 9");
    }

    @Test
    void eachKindGoesToTheVisitorForItsFormOfAnswerAndAnXorListsTheSumAsItsTelltale() {
        XorOf xor = new XorOf(13, 6);
        assertThat(WholeGameQuestionsTest.formOfAnswer(xor)).isEqualTo("number");
        assertThat(xor.telltales()).containsExactly(xor.a() + xor.b());
        for (Question written : List.of(new ToBinary(13), new KernelUpTo(rules(Play.NORMAL, "1,2"), 9),
                new GrundyValues(GameNotation.heapGame("kayles").orThrow(), 9), new ProveSet(Rules.NIM, 2, 3),
                new MoveRecipe("s == 0", 2, 3), new Lemma2Step(P), new ColumnSums(P))) {
            assertThat(WholeGameQuestionsTest.formOfAnswer(written)).as(written.kind()).isEqualTo("written");
        }
    }

    @Test
    void aClaimAndARuleHintAtTheirMethodAndPOrNGoesToTheOutcomeVisitor() {
        assertThat(new ProveSet(Rules.NIM, 2, 3).hints(Set.of())).singleElement().asString()
                .startsWith("Go up from the end");
        assertThat(new MoveRecipe("s == 0", 2, 3).hints(Set.of())).singleElement().asString()
                .startsWith("Lemma 2 moves one heap to its size xor the nim-sum,");
        assertThat(WholeGameQuestionsTest.formOfAnswer(new PorN(P, Rules.NIM))).isEqualTo("outcome");
        GameSum sum = GameNotation.sum(List.of("kayles:3 kayles:5"), GameNotation.heapGame("nim").orThrow())
                .orThrow();
        SumOutcome q = new SumOutcome(sum);
        Outcome truth = SumEngine.analyze(sum, Play.NORMAL).orThrow().outcome();
        assertThat(WholeGameQuestionsTest.formOfAnswer(q)).isEqualTo("outcome");
        assertThat(q.form()).isEqualTo("answer P or N");
        assertThat(q.answer()).isEqualTo(truth.name());
        assertThat(q.derivation(Set.of())).usingRecursiveComparison().isEqualTo(q.report());
        Solution worked = q.solution(Set.of(), Idea.GRUNDY);
        assertThat(worked.answer()).isEqualTo(truth + ": " + sum.notation() + " is " + VerdictWords.outcomeWords(truth, Set.of()));
        assertThat(worked.derivation()).usingRecursiveComparison().isEqualTo(q.report());
        assertThat(worked.idea()).isEqualTo(Idea.GRUNDY);
    }
}

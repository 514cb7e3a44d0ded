package org.nimexplorer.explain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.Budget;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.MooreNim;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.StaircaseNim;
import org.nimexplorer.explain.GameClaimProof.Box;
import org.nimexplorer.explain.GameClaimProof.NoWayIn;

/**
 * The edges of a claim over another game: bounds and boxes too large refused before any work, a
 * claim that cannot be computed, a check stopped in either pass, what g reads in a part, the words
 * of a move inside a part of several rows, and each part's value against the game's own table.
 */
class GameClaimEdgesTest {

    private static final HeapGame KAYLES = GameNotation.heapGame("kayles").orThrow();

    private static List<HeapGame> three(HeapGame g) {
        return Collections.nCopies(3, g);
    }

    private static GameClaimProof proved(Result<GameClaim> claim) {
        return claim.orThrow().check(() -> false, done -> { }).orThrow();
    }

    @Test
    void boundsAndBoxesTooLargeAreRefusedBeforeAnyWork() {
        assertThat(GameClaim.overParts("a == 0", List.of(), Play.NORMAL, 3).problemOrNull())
                .contains("the number of heaps must be from 1 to 8, not 0");
        assertThat(GameClaim.overParts("a == 0", Collections.nCopies(9, KAYLES), Play.NORMAL, 3).problemOrNull())
                .contains("from 1 to 8, not 9");
        assertThat(GameClaim.overParts("a == 0", three(KAYLES), Play.NORMAL, -1).problemOrNull())
                .contains("the largest heap must be from 0 to 1000, not -1");
        assertThat(GameClaim.overWhole("a == 0", new StaircaseNim(), 3, 1001).problemOrNull())
                .contains("from 0 to 1000, not 1001");
        assertThat(GameClaim.overWhole("a == 0", new MooreNim(2), 0, 3).problemOrNull()).contains("not 0");
        assertThat(GameClaim.overParts("a == 0", three(KAYLES), Play.NORMAL, 30).problemOrNull())
                .startsWith("3 parts (rows up to 30 and what moves make of them) make ").endsWith(" positions; a claim is proved on at most 16,777,216:"
                        + " choose fewer heaps or a smaller --max");
        assertThat(GameClaim.overParts("a == 0", three(KAYLES), Play.NORMAL, 15).problemOrNull())
                .startsWith("3 parts (rows up to 15 and what moves make of them) have about 2.").endsWith("moves to look at; a proof looks at most at"
                        + " 2.68e+08: choose fewer heaps or a smaller --max");
        assertThat(GameClaim.overWhole("a == 0", new StaircaseNim(), 8, 8).problemOrNull())
                .isEqualTo("8 steps with up to 8 coins make 4.30e+07 positions; a claim is proved on at most"
                        + " 16,777,216: choose fewer steps or fewer coins");
        assertThat(GameClaim.overWhole("a == 0", new MooreNim(2), 8, 9).problemOrNull())
                .startsWith("8 heaps up to 9 make 1.00e+08 positions");
        assertThat(GameClaim.overWhole("a == 0", new MooreNim(3), 1, 4000).problemOrNull()).contains("not 4000");
        assertThat(GameClaim.overParts("a == 0", List.of(KAYLES), Play.NORMAL, 1000).problemOrNull())
                .isEqualTo("a row of up to 1000 in kayles can become more than 65,536 different rows and splits:"
                        + " choose a smaller --max");
    }

    @Test
    void aClaimThatCannotBeComputedSaysWhere() {
        assertThat(GameClaim.overParts("a / (b - c) == 0", three(KAYLES), Play.NORMAL, 2).orThrow()
                .check(() -> false, done -> { }).problemOrNull())
                .isEqualTo("the claim cannot be computed at 0 0 0: it makes a division by zero");
        assertThat(GameClaim.overParts("a +", three(KAYLES), Play.NORMAL, 2).isOk()).isFalse();
    }

    @Test
    void aCheckStoppedInEitherPassKeepsWhatItCounted() {
        GameClaim claim = GameClaim.overParts("g(a) xor g(b) xor g(c) == 0", three(KAYLES), Play.NORMAL, 8)
                .orThrow();
        assertThat(claim.work()).isEqualTo(2 * 27_000);
        GameClaimProof first = claim.check(() -> true, done -> { }).orThrow();
        assertThat(first.complete()).isFalse();
        assertThat(first.positions()).isZero();
        assertThat(first.inSet()).isPositive().isLessThan(5_104);
        AtomicInteger asked = new AtomicInteger();
        List<Long> progress = new ArrayList<>();
        GameClaimProof second = claim.check(() -> asked.incrementAndGet() > 1, progress::add).orThrow();
        assertThat(second.complete()).isFalse();
        assertThat(second.positions()).isEqualTo(16_384);
        assertThat(progress).containsExactly(16_384L, 27_000L + 16_384);
        List<Long> whole = new ArrayList<>();
        GameClaimProof done = claim.check(() -> false, whole::add).orThrow();
        assertThat(done.complete()).isTrue();
        assertThat(whole.get(whole.size() - 1)).isEqualTo(claim.work());
    }

    @Test
    void gOfALetterIsItsPartsValueAndGOfANumberARowsValue() {
        GameClaimProof same = proved(GameClaim.overParts("g((a)) == g(a)", List.of(KAYLES), Play.NORMAL, 6));
        assertThat(same.inSet()).isEqualTo(same.positions());
        // A part 2+2 has 4 objects, a row of 4 the value 1, but the part itself the value 0.
        GameClaimProof rows = proved(GameClaim.overParts("g(a + 0) == g(a)", List.of(KAYLES), Play.NORMAL, 6));
        assertThat(rows.inSet()).isLessThan(rows.positions());
        assertThat(GameClaim.overParts("g(1) == a", GameNotation.heapGames("nim,kayles").orThrow(), Play.NORMAL, 3)
                .problemOrNull()).isEqualTo("in the claim, 'g(1)' asks for the Grundy value of a number, but the heaps"
                        + " follow different games: write g of a heap's letter, like g(b)");
        assertThat(GameClaim.overWhole("g(a) == 0", new MooreNim(2), 2, 3).problemOrNull()).isEqualTo("in the claim,"
                + " 'g(a)' asks for a Grundy value, but moore[2] is played on the whole position, which is no sum of"
                + " heaps with values of their own: write the claim over the heaps themselves");
        assertThat(GameClaim.overWhole("g(a) == 0", new StaircaseNim(), 2, 3).problemOrNull())
                .endsWith("write the claim over the steps' coins themselves");
    }

    @Test
    void everySingleRowsValueIsTheGamesOwn() {
        for (String game : List.of("kayles", "0.137", "lasker", "dawsons-kayles", "sub[1,3,4]", "nim")) {
            HeapGame g = GameNotation.heapGame(game).orThrow();
            PartList parts = PartList.of(g, 12, 1 << 16).orElseThrow();
            long previous = -1;
            for (int part = 0; part < parts.size(); part++) {
                long[] rows = parts.rows(part);
                assertThat(parts.objects(part)).as("parts come by objects").isGreaterThanOrEqualTo(previous);
                previous = parts.objects(part);
                if (rows.length == 1) {
                    assertThat(parts.value(part)).as("%s: g(%d)", game, rows[0]).isEqualTo(g.grundy(rows[0]));
                }
            }
            for (long n = 1; n <= 12; n++) {
                long row = n;
                assertThat(java.util.stream.IntStream.range(0, parts.size()).filter(i -> parts.rows(i).length == 1
                        && parts.rows(i)[0] == row)).as("%s has the row of %d", game, n).hasSize(1);
            }
            assertThat(parts.rows(0)).isEmpty();
            assertThat(parts.splits()).as(game).isEqualTo(!(g instanceof HeapGame.Nim || g instanceof HeapGame.Subtract));
        }
    }

    @Test
    void theBoxKindAndTheRulesAreSaidForEachGame() {
        GameClaimProof sum = proved(GameClaim.overParts("a == b", GameNotation.heapGames("nim,sub[1,2]").orThrow(),
                Play.NORMAL, 3));
        assertThat(sum.box()).isEqualTo(Box.HEAPS);
        assertThat(sum.rules()).isEqualTo("a sum of games: a in nim, b in sub[1-2]");
        assertThat(sum.games()).containsExactly("nim", "sub[1-2]");
        assertThat(sum.positions()).isEqualTo(16);
        GameClaimProof kayles = proved(GameClaim.overParts("a == b", three(KAYLES), Play.MISERE, 3));
        assertThat(kayles.box()).isEqualTo(Box.PARTS);
        assertThat(kayles.play()).isEqualTo(Play.MISERE);
        assertThat(kayles.rules()).isEqualTo(KAYLES.describe());
        assertThat(kayles.max()).isEqualTo(3);
        assertThat(kayles.heaps()).isEqualTo(3);
        GameClaimProof steps = proved(GameClaim.overWhole("a == 0", new StaircaseNim(), 3, 4));
        assertThat(steps.box()).isEqualTo(Box.STEPS);
        assertThat(steps.positions()).isEqualTo(35);
        assertThat(steps.games()).containsExactly("staircase");
        assertThat(proved(GameClaim.overWhole("a == 0", new MooreNim(2), 3, 4)).box()).isEqualTo(Box.HEAPS);
    }

    @Test
    void aMoveInsideAPartOfSeveralRowsNamesItsRow() {
        GameClaimProof p = proved(GameClaim.overParts("a xor b xor c == 0", three(KAYLES), Play.NORMAL, 4));
        NoWayIn at = (NoWayIn) p.absorbing().counterexample().orElseThrow();
        assertThat(at.position()).hasToString("0 0 1+1");
        assertThat(at.moveCount()).isEqualTo(1);
        assertThat(at.moves()).singleElement().satisfies(m -> {
            assertThat(m.shortForm()).isEqualTo("C-1");
            assertThat(m.words()).isEqualTo("knock down pin 1 of C, leaving nothing (in C's row of 1)");
            assertThat(m.after()).hasToString("0 0 1");
        });
        GameClaimProof lasker = proved(GameClaim.overParts("g(a) xor g(b) xor g(c) == 0",
                three(GameNotation.heapGame("lasker").orThrow()), Play.NORMAL, 6));
        assertThat(lasker.example()).as("an example on rows alone").hasValueSatisfying(x -> assertThat(x.position())
                .hasToString("6 6 6"));
        GameClaimProof one = proved(GameClaim.overParts("g(a) == 0", List.of(KAYLES), Play.NORMAL, 3));
        assertThat(one.example()).hasValueSatisfying(x -> assertThat(x.move().words())
                .isEqualTo("knock down pin 2 of A, leaving rows of 1 and 1"));
    }

    @Test
    void aConjectureAboutAWholeGameStopsWhenAskedAndRefusesASearchTooLarge() {
        assertThatThrownBy(() -> GameConjecture.check("a == 0", new MooreNim(2), 3, 7, () -> true, d -> { }))
                .isInstanceOf(Budget.Exceeded.class);
        assertThat(GameConjecture.check("a == 0", new MooreNim(2), 3, 30, () -> false, d -> { }).problemOrNull())
                .isEqualTo("moore[2] is decided here by searching every line of play, and 3 heaps up to 30 have about"
                        + " 8.31e+07 moves to search, more than the 20,000,000 a search takes on: choose fewer heaps"
                        + " or smaller ones");
        assertThat(GameConjecture.work(3, 7)).isEqualTo(512.0);
        List<Long> progress = new ArrayList<>();
        GameConjecture c = GameConjecture.check("a xor c == 0", new StaircaseNim(), 3, 4, () -> false,
                progress::add).orThrow();
        assertThat(c.holds()).isTrue();
        assertThat(c.positions()).isEqualTo(35);
        assertThat(progress).hasSize(35);
        assertThat(GameConjecture.check("a / b == 0", new StaircaseNim(), 2, 3, () -> false, d -> { })
                .problemOrNull()).isEqualTo("the claim cannot be computed at 0 0: it makes a division by zero");
    }
}

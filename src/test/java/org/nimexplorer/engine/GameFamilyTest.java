package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * "Which game is this?" answered once: Nim and subtraction games are classic positions, every other
 * heap game a sum, Moore's Nim and the staircase whole-position games; and the bridge between the
 * classic rules and the heap games they are agrees with the rules move for move and value for value.
 */
class GameFamilyTest {

    /** Names the family and what it holds, so a test sees which branch the visitor took. */
    private static final GameFamily.Visitor<String> NAMES = new GameFamily.Visitor<>() {
        @Override
        public String classic(Rules rules) {
            return "classic " + rules.gameNotation() + " " + rules.play();
        }

        @Override
        public String sums(HeapGame game, Play play) {
            return "sums " + game.notation() + " " + play;
        }

        @Override
        public String whole(WholeGame game) {
            return "whole " + game.notation();
        }
    };

    @Test
    void nimAndSubtractionGamesAreClassicPositionsUnderTheirRules() {
        for (Play play : Play.values()) {
            assertThat(GameFamily.of(HeapGames.NIM, play)).isEqualTo(new GameFamily.Classic(new Rules(play, MoveSet.NIM)));
            assertThat(GameFamily.of(HeapGames.subtract("1,3,4"), play)).isEqualTo(new GameFamily.Classic(
                    new Rules(play, MoveSet.parse("1,3,4").orThrow())));
        }
    }

    @Test
    void everyOtherHeapGameIsASumUnderItsPlay() {
        for (HeapGame game : List.of(HeapGames.KAYLES, HeapGames.LASKER, HeapGames.DAWSONS_CHESS)) {
            for (Play play : Play.values()) {
                GameFamily.OfHeaps family = GameFamily.of(game, play);
                assertThat(family).isEqualTo(new GameFamily.Sums(game, play));
                assertThat(family.heapGame()).isEqualTo(game);
                assertThat(family.play()).isEqualTo(play);
                assertThat(family.asSum()).isEqualTo(family);
            }
        }
    }

    @Test
    void theVisitorTakesOneBranchPerFamily() {
        assertThat(GameFamily.of(HeapGames.subtract("1-3"), Play.MISERE).accept(NAMES)).isEqualTo("classic sub[1-3] MISERE");
        assertThat(GameFamily.of(HeapGames.KAYLES, Play.NORMAL).accept(NAMES)).isEqualTo("sums kayles NORMAL");
        WholeGame moore = (WholeGame) GameNotation.game("moore[2]").orThrow();
        assertThat(new GameFamily.Whole(moore).accept(NAMES)).isEqualTo("whole moore[2]");
        GameFamily.HeapVisitor<String> heaps = NAMES;
        assertThat(GameFamily.of(HeapGames.NIM, Play.NORMAL).accept(heaps)).isEqualTo("classic nim NORMAL");
        assertThat(GameFamily.of(HeapGames.LASKER, Play.MISERE).accept(heaps)).isEqualTo("sums lasker MISERE");
    }

    @Test
    void aClassicGameWithHeapsOfTheirOwnGamesIsASumOfItsHeapGame() {
        GameFamily.OfHeaps classic = GameFamily.of(HeapGames.subtract("2,5"), Play.MISERE);
        assertThat(classic.asSum()).isEqualTo(new GameFamily.Sums(HeapGames.subtract("2,5"), Play.MISERE));
        assertThat(classic.play()).isEqualTo(Play.MISERE);
    }

    @Test
    void aPositionOfOneClassicGameIsClassicWhateverThePlainGame() {
        GameSum allSubtraction = GameNotation.sum(List.of("sub[1,3,4]:3 sub[1,3,4]:5"), HeapGames.NIM).orThrow();
        assertThat(GameFamily.of(allSubtraction, HeapGames.NIM, Play.NORMAL)).isEqualTo(GameFamily.of(
                HeapGames.subtract("1,3,4"), Play.NORMAL));
        GameSum plain = GameNotation.sum(List.of("3 4 5"), HeapGames.NIM).orThrow();
        assertThat(GameFamily.of(plain, HeapGames.NIM, Play.NORMAL)).isEqualTo(new GameFamily.Classic(Rules.NIM));
    }

    @Test
    void aPositionOfOneOtherGameIsASumOfIt() {
        GameSum kayles = GameNotation.sum(List.of("kayles:3 kayles:5"), HeapGames.NIM).orThrow();
        assertThat(GameFamily.of(kayles, HeapGames.NIM, Play.NORMAL)).isEqualTo(new GameFamily.Sums(HeapGames.KAYLES,
                Play.NORMAL));
    }

    @Test
    void aPositionOfMixedGamesOrOfNoHeapsIsASumOfThePlainGame() {
        GameSum mixed = GameNotation.sum(List.of("nim:3 kayles:5"), HeapGames.LASKER).orThrow();
        assertThat(GameFamily.of(mixed, HeapGames.LASKER, Play.NORMAL)).isEqualTo(new GameFamily.Sums(HeapGames.LASKER,
                Play.NORMAL));
        assertThat(GameFamily.of(new GameSum(List.of()), HeapGames.NIM, Play.MISERE)).isEqualTo(new GameFamily.Sums(
                HeapGames.NIM, Play.MISERE));
    }

    @Test
    void onlyNimAndSubtractionGamesHaveClassicRules() {
        assertThat(GameFamily.classicRules(HeapGames.KAYLES, Play.NORMAL)).isEmpty();
        assertThat(GameFamily.classicRules(HeapGames.LASKER, Play.MISERE)).isEmpty();
        assertThat(GameFamily.classicRules(HeapGames.NIM, Play.MISERE)).contains(new Rules(Play.MISERE, MoveSet.NIM));
    }

    @Test
    void theBridgeGoesBothWaysForEveryRuleSet() {
        for (Rules rules : Games.allRules()) {
            HeapGame game = GameFamily.heapGame(rules);
            assertThat(GameFamily.classicRules(game, rules.play())).contains(rules);
            assertThat(new GameFamily.Classic(rules).heapGame()).isEqualTo(game);
            assertThat(GameNotation.heapGame(rules.gameNotation()).orThrow()).isEqualTo(game);
        }
    }

    /** The heap game the bridge makes moves as the rules do and has the values the exhaustive solver finds. */
    @Test
    void theBridgedHeapGameMovesAndIsWorthWhatTheRulesSayUpTo40() {
        for (Rules rules : Games.allRules()) {
            HeapGame game = GameFamily.heapGame(rules);
            for (long heap = 0; heap <= 40; heap++) {
                Position one = Position.of(heap);
                assertThat(game.options(heap).stream().map(o -> o.take()).collect(Collectors.toList()))
                        .isEqualTo(rules.legalMoves(one).stream().map(Move::take).collect(Collectors.toList()));
                if (rules.play() == Play.NORMAL) {
                    assertThat(game.grundy(heap) == 0).isEqualTo(new ExhaustiveSolver(rules).outcome(one) == Outcome.P);
                }
            }
        }
    }
}

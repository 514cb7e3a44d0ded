package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The session plays and explores every game the analysis decides, as a learner types them: sums of heap games,
 * Kayles rows, Lasker's Nim, misère sums, Moore's Nim and the staircase, with their own moves, undo and redo, the
 * big drawing and the summary's advice in the game's own command.
 */
class OtherGamesInTheSessionTest {

    @Test
    void aGameOfKaylesIsPlayedWithPinsAndSplitsAndTheEngineAnswers() {
        Script s = Script.run("play --game kayles 5 3", "knock down pin 3 of A");
        assertThat(s.err()).isEmpty();
        assertThat(s.out()).contains("A game from 5 3, kayles, normal play (the last move wins).")
                .contains("  A   kayles    5  o o o o o")
                .contains("knock down pin 3 of A, leaving rows of 2 and 2 (A-1=2+2)")
                .contains("Engine: ")
                .doesNotContain("not available");
    }

    @Test
    void aSumIsSetExploredUndoneAndRedone() {
        Script s = Script.run("set kayles:5 nim:3", "B-1", "undo", "redo", "show");
        assertThat(s.err()).isEmpty();
        assertThat(s.out()).contains("Position kayles:5 nim:3, normal play")
                .contains("A mistake.")
                .contains("The position is now kayles:5 nim:2.")
                .contains("Undone. The position is kayles:5 nim:3; rules: normal play (the last move wins).")
                .contains("Redone. The position is kayles:5 nim:2")
                .contains("Games     kayles = Kayles");
    }

    @Test
    void aLostSumEndsWithWhereTheWinWentAndTheCommandThatShowsIt() {
        Script s = Script.run("play nim:1 kayles:1 --coach off", "A-1");
        assertThat(s.out()).contains("You: take 1 from A (A-1), leaving nim:0 kayles:1.")
                .contains("The engine made the last move, so the engine wins.")
                .doesNotContain("You lost the thread")
                .contains("You never had a win");
        Script lost = Script.run("play nim:1 kayles:2 --coach off", "A-1");
        assertThat(lost.out()).contains("You lost the thread at move 1 (A-1)").contains("  analyze nim:1 kayles:2");
    }

    @Test
    void aMisereSumIsWonByTheLastMoveLeftToTheEngine() {
        Script s = Script.run("play lasker:1 nim:1 --misere", "A-1");
        assertThat(s.err()).isEmpty();
        assertThat(s.out()).contains("misère play (the last move loses)")
                .contains("The engine made the last move, so you win.");
    }

    @Test
    void mooreAndTheStaircaseTakeTheirOwnMoves() {
        Script moore = Script.run("play --game moore[2] 1 2 3", "A-1 B-1");
        assertThat(moore.err()).isEmpty();
        assertThat(moore.out()).contains("take 1 from A and 1 from B");
        Script stairs = Script.run("set --game staircase 1 2 3", "S3-2", "move 1 from step 2");
        assertThat(stairs.err()).isEmpty();
        assertThat(stairs.out()).contains("  S3     3      o o o").contains("(S3-2)").contains("(S2-1)")
                .contains("Odd steps");
    }

    @Test
    void aMoveOfAnotherGameIsRefusedWithThatGamesNotation() {
        Script s = Script.run("set --game staircase 1 2 3", "A-1", "S9-1");
        assertThat(s.err()).contains("error: cannot read 'A-1' as a move: write a move as 'S3-2'")
                .contains("error: there is no step 9");
    }

    /** analyze and check, given no heaps, work on the board's game, misère play and all. */
    @Test
    void analyzeAndCheckWorkOnAnotherGamesBoard() {
        Script sum = Script.run("set lasker:2 nim:3 --misere", "analyze", "check --move B-1");
        assertThat(sum.err()).isEmpty();
        assertThat(sum.out()).contains("Rules     misère play (the last move loses)")
                .contains("found by searching every follower")
                .contains("Move      take 1 from B (B-1): lasker:2 nim:3 -> lasker:2 nim:2");
        Script stairs = Script.run("set --game staircase 1 2 3", "analyze", "check --move S3-2");
        assertThat(stairs.err()).isEmpty();
        assertThat(stairs.out()).contains("Position  coins on steps 1 to 3: 1 2 3").contains("(S3-2): 1 2 3 -> 1 4 1");
    }

    @Test
    void theBigDrawingNamesEachHeapsGame() {
        Script s = Script.run("set kayles:3 nim:2", "show --big");
        assertThat(s.out()).contains("Position kayles:3 nim:2").contains("A kayles").contains("B nim");
    }

    @Test
    void resigningWithAWinInASumSaysSo() {
        Script s = Script.run("play kayles:2 nim:1", "resign");
        assertThat(s.out()).contains("You resign, so the engine wins.")
                .contains("You resigned with a win in hand: kayles:2 nim:1 is an N-position")
                .contains("  analyze kayles:2 nim:1");
    }

    /** play and set list every game in their help, and take each one. */
    @ParameterizedTest
    @ValueSource(strings = {"nim", "sub[1,3,4]", "kayles", "0.137", "lasker", "moore[2]", "staircase"})
    void playAndSetTakeEveryGame(String game) {
        Script s = Script.run("set 1 3 --game " + game, "play --game " + game + " 2 3", "resign");
        assertThat(s.err()).isEmpty();
        assertThat(s.out()).contains("A game from ").contains("You resign");
    }

    @Test
    void playAndSetSayWhichGamesTheyTake() {
        Script s = Script.run("help play", "help set");
        assertThat(s.out()).contains("kayles").contains("moore[2]").contains("staircase").contains("kayles:5");
    }
}

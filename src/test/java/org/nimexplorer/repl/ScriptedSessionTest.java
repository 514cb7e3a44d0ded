package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;

class ScriptedSessionTest {

    @Test
    void setThenAWinningMoveIsExplainedAndTheCurrentPositionMovesOn() {
        Script s = Script.run("set 3 4 5", "A-2", "show");
        assertThat(s.status()).isZero();
        assertThat(s.err()).isEmpty();
        assertThat(s.out()).contains("take 2 from A (A-2): 3 4 5  ->  1 4 5").contains("A winning move.")
                .contains("The position is now 1 4 5").contains("Position  1 4 5").contains("P-position:");
    }

    @Test
    void undoAndRedoWalkBackAndForthBetweenPositions() {
        Script s = Script.run("set 3 4 5", "take 2 from A", "undo", "show", "redo", "undo", "undo", "undo", "redo");
        assertThat(s.out()).contains("Undone. The position is 3 4 5;").contains("Redone. The position is 1 4 5;")
                .contains("Undone. No position is set.").contains("Nothing to undo.");
        assertThat(s.out()).contains("Position  3 4 5");
    }

    @Test
    void aMistakeGetsTheWinningMoveAndThePunishingReply() {
        Script s = Script.run("set 3 4 5", "A-1");
        assertThat(s.out()).contains("A mistake.").contains("The winning move was A-2")
                .contains("Your opponent's winning reply: take 1 from A (A-1), leaving 1 4 5.");
    }

    @Test
    void aGamePlayedPerfectlyFromAnNPositionIsWonAndSummarised() {
        Rules rules = Rules.NIM;
        List<String> lines = new ArrayList<>(List.of("play 3 5 7 --coach off"));
        Position position = Position.of(3, 5, 7);
        int learnerMoves = 0;
        while (!rules.isOver(position)) {
            Move mine = Engine.analyze(position, rules).orThrow().winningMoves().get(0);
            lines.add(mine.shortForm());
            learnerMoves++;
            position = mine.applyTo(position);
            if (!rules.isOver(position)) {
                position = Engine.bestMove(Engine.analyze(position, rules).orThrow()).orElseThrow().applyTo(position);
            }
        }
        Script s = Script.run(lines.toArray(String[]::new));
        assertThat(s.err()).isEmpty();
        assertThat(s.out()).contains("You took the last object, so you win.")
                .contains("You kept the win with every move").doesNotContain("lost the win");
        assertThat(s.out().lines().filter(l -> l.startsWith("You: ")).count()).isEqualTo(learnerMoves);
        assertThat(s.out().lines().filter(l -> l.matches(" +\\d+ {2}(you|engine) .*")).count())
                .isEqualTo(s.out().lines().filter(l -> l.startsWith("You: ") || l.startsWith("Engine: ")).count());
    }

    @Test
    void aGameThrownAwayShowsWhereTheLearnerLostTheThread() {
        Script s = Script.run("play 1 2", "B-2");
        assertThat(s.out()).contains("Engine: take 1 from A (A-1), leaving 0 0.")
                .contains("The engine took the last object, so the engine wins.")
                .contains("You lost the thread at move 1 (B-2)");
        assertThat(Engine.analyze(Position.of(1, 2), Rules.NIM).orThrow().outcome()).isEqualTo(Outcome.N);
    }

    @Test
    void inMisereTheEngineAvoidsTheLastObject() {
        Script s = Script.run("play 1 1 2 --misere --coach off", "C-2", "B-1");
        assertThat(s.out()).contains("Engine: take 1 from A (A-1), leaving 0 1 0.").contains("You took the last object, so the engine wins.")
                .contains("You lost the thread at move 1 (C-2)");
    }

    @Test
    void theEngineCanMoveFirstAndUndoTakesBackAMoveWithItsReply() {
        Script s = Script.run("play 1 2 3 --engine-first", "undo", "undo");
        assertThat(s.out()).contains("The engine moves first.").contains("Engine: take 1 from C (C-1), leaving 1 2 2.")
                .contains("Undone. No position is set.");
        Script back = Script.run("play 3 4 5", "A-2", "undo", "show");
        assertThat(back.out()).contains("Undone. The position is 3 4 5, in a game: your move.");
    }

    @Test
    void everyMalformedLineGetsOneLineAndTheSessionGoesOn() {
        Script s = Script.run("analyz 3", "--x", "A-2", "set 3 4 5", "Z-1", "take 9 from A", "foo", "set 1 x",
                "verify --heaps 99", "play 3 --subtract 0", "record", "source /nonexistent/file", "analyze 3 4 5 --json");
        assertThat(s.status()).isEqualTo(2);
        List<String> errors = s.err().lines().toList();
        assertThat(errors).hasSize(11).allSatisfy(line -> assertThat(line).startsWith("error: "));
        assertThat(errors.get(0)).contains("did you mean 'analyze'");
        assertThat(errors.get(2)).contains("no position yet");
        assertThat(errors.get(3)).contains("there is no heap Z");
        assertThat(s.out()).contains("{\"heaps\":[3,4,5]");
    }

    @Test
    void quotedWordsReachTheCommandWithoutTheirQuotes() {
        Script s = Script.run("conjecture --heaps 2 --max 5 'a == b'", "check 3 4 5 --move \"take 2 from A\"");
        assertThat(s.out()).contains("The claim holds").contains("A winning move.");
        assertThat(s.err()).isEmpty();
    }

    @Test
    void quitEndsTheScriptAndCommandsAreCaseInsensitive() {
        Script s = Script.run("ANALYZE 1 2 3 --json", "quit", "analyze 3 4 5");
        assertThat(s.out()).contains("\"outcome\":\"P\"").doesNotContain("[3,4,5]");
    }

    @Test
    void accessibleModeReadsColumnsAsSentences() {
        Script s = Script.runFlags(new Repl.Flags(false, true, false), "set 3 4 5", "show");
        assertThat(s.out()).contains("4s column: heaps B and C have a one; 2 ones, even.")
                .contains("2s column: heap A has a one; one one, odd.").contains("Heap A: 3 objects.")
                .doesNotContain("| | |");
    }

    @Test
    void resigningWithAWinInHandIsToldSoAndShownTheWayToIt() {
        // 3 6 6 has nim-sum 3: the player to move wins (A-3 leaves 0 6 6, nim-sum 0).
        Script s = Script.run("play 3 6 6", "resign");
        assertThat(s.out()).contains("Game summary (normal play", "no move was made.",
                "You resigned with a win in hand: 3 6 6 is an N-position", "  analyze 3 6 6")
                .doesNotContain("You never had a win", "#  who");
        // From a P-position (nim-sum 0) there was no win to resign.
        Script p = Script.run("play 1 2 3", "resign");
        assertThat(p.out()).contains("You never had a win").doesNotContain("win in hand");
    }

    @Test
    void everyLineOfAFullSessionFitsEightyColumns() {
        Script s = Script.run("help", "help play", "set 3 4 5", "show", "A-1", "undo", "play 3 5 7 9", "A-1", "B-1",
                "resign", "set 21 --subtract 1-3", "show", "A-1", "set 1000000 2000000 3 --misere", "show",
                "verify --heaps 3 --max 7", "kernel --subtract 1,3,4 --max 40");
        assertThat(s.err()).isEmpty();
        assertThat(s.out().lines()).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(80));
    }

    @Test
    void lessonValidateListsEveryProblemWithFileAndLine(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        java.nio.file.Files.writeString(dir.resolve("x.md"), "---\nid: x\ntitle: X\nsummary: s\nrequires: [nope]\n---\n"
                + "## A\n\n```checkpoint move\nposition: 1 y\n```\n");
        Script s = Script.run("lesson validate " + dir);
        assertThat(s.status()).isEqualTo(2);
        assertThat(s.err()).contains(dir.resolve("x.md") + ":9: position: 'y' is not a heap size")
                .contains(dir.resolve("x.md") + ":1: requires 'nope', but no lesson has that id");
        assertThat(s.out()).contains("1 lesson loaded, 2 problems.");
    }

    @Test
    void aMistypedCommandDuringAQuestionIsNamedAsACommandTooAndCostsNoAttempt(
            @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
        Script s = Script.runIn(new org.nimexplorer.store.AppHome(dir), "lesson start xor", "analize 3 4 5", "1101");
        assertThat(s.err()).contains("'analize 3 4 5' is not written in binary: use only 0s and 1s, highest bit first;"
                + " as a command, did you mean 'analyze'?");
        assertThat(s.out()).contains("Right: 13 is 1101 in binary.");
    }
}

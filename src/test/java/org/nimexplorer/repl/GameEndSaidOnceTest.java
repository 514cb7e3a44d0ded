package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The end of a game is told once: by the coach on the learner's last move, or after the engine's. */
class GameEndSaidOnceTest {

    private static int count(String text, String part) {
        return text.split(java.util.regex.Pattern.quote(part), -1).length - 1;
    }

    @Test
    void aWinByTheLearnersLastMoveIsToldOnce() {
        String out = Script.run("play 1 2", "B-1", "B-1").out();
        assertThat(count(out, "so you win.")).as(out).isEqualTo(1);
        assertThat(out).contains("The game is over: you took the last object, so you win.").contains("Game summary");
    }

    @Test
    void withTheCoachOffTheSummarySaysWhoWon() {
        String out = Script.run("play 1 2 --coach off", "B-1", "B-1").out();
        assertThat(count(out, "so you win.")).as(out).isEqualTo(1);
    }

    @Test
    void aWinByTheEnginesLastMoveIsToldOnce() {
        String out = Script.run("play 1 1", "A-1").out();
        assertThat(count(out, "so the engine wins.")).as(out).isEqualTo(1);
        assertThat(out).contains("The engine took the last object, so the engine wins.");
    }

    @Test
    void aSumWonByTheLearnerIsToldOnce() {
        String out = Script.run("play nim:0 kayles:2", "B-2").out();
        assertThat(count(out, "so you win.") + count(out, "You win.")).as(out).isEqualTo(1);
        assertThat(out).contains("Game summary");
    }
}

package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.quiz.Level;
import org.nimexplorer.quiz.QuizGame;

/**
 * Misère subtraction games have no formula, so a quiz on them searches every question: at level hard
 * that is refused, by 'quiz' and by 'assign' alike, in one line that says which levels work.
 */
class HardMisereSubtractionQuizTest {

    @Test
    void onlyMisereSubtractionGamesAtLevelHardAreTooSlow() {
        Rules subtraction = new Rules(Play.NORMAL, MoveSet.parse("1,3,4").orThrow());
        for (Level level : Level.values()) {
            boolean hard = level == Level.HARD;
            assertThat(new QuizGame.Classic(new Rules(Play.MISERE, subtraction.moves())).tooSlowAt(level))
                    .as("misère sub[1,3,4] at " + level).isEqualTo(hard);
            assertThat(new QuizGame.Classic(subtraction).tooSlowAt(level)).as("sub[1,3,4] at " + level).isFalse();
            assertThat(new QuizGame.Classic(new Rules(Play.MISERE, Rules.NIM.moves())).tooSlowAt(level))
                    .as("misère Nim at " + level).isFalse();
            assertThat(QuizGame.NIM.tooSlowAt(level)).as("Nim at " + level).isFalse();
        }
    }

    @Test
    void quizRefusesLevelHardOnAMisereSubtractionGameInOneLine() {
        ProgramRun run = ProgramRun.run("", "quiz", "--misere", "--subtract", "1,3,4", "--level", "hard");
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err().strip().lines()).singleElement().asString()
                .contains("misère subtraction games are decided by search").contains("--level easy or medium");
    }

    @Test
    void assignRefusesLevelHardOnAMisereSubtractionGameInOneLine(@TempDir Path dir) {
        Path file = dir.resolve("week.assignment.json");
        ProgramRun run = ProgramRun.run("", "assign", "--title", "Week", "--misere", "--subtract", "1,3,4",
                "--level", "hard", "-o", file.toString());
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err().strip().lines()).singleElement().asString()
                .contains("misère subtraction games are decided by search").contains("level easy or medium");
        assertThat(Files.exists(file)).isFalse();
        ProgramRun medium = ProgramRun.run("", "assign", "--title", "Week", "--misere", "--subtract", "1,3,4",
                "--level", "medium", "-o", file.toString());
        assertThat(medium.status()).as(medium.err()).isZero();
    }
}

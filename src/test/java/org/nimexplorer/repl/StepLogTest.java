package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.store.AppHome;

/**
 * {@code lesson start ID --walkthrough --step-log FILE}: every position the class is shown, a numbered
 * line each, written as it is shown; P or N only once the lesson has said which.
 */
class StepLogTest {

    private static final String KEEP = "notes from last week\n";

    /** The heading every step log of the first lesson starts with. */
    private static final String HEADER = """
            # Positions shown in class: The game of Nim

            Lesson the-game, as a walkthrough. Each numbered line is a position shown in
            class, or a question asked on none, in the order shown, each question once with
            the answer it was given: the step of the lesson, how the position came about,
            its heaps (labelled A, B, C, ...) and the rules. To try one again, type the
            command at its end in nim-explorer. A P-position is one where the player to move
            loses, an N-position one where the player to move wins; a position is marked P
            or N only where the lesson had said which it is.

            """;

    /** The question of the-game's first step, on no position: the first line of its log. */
    private static final String FIRST_QUESTION = "1. Step 1/4, The rules. Question: From the position 3 4 5, which of"
            + " these is a legal move?\n";

    /** From the start of the-game to its question on 3 3 (step 3), skipping the questions before it. */
    private static final String[] TO_THE_QUESTION_ON_3_3 = {"next", "next"};

    private static String oneLine(String text) {
        return text.replaceAll("\\s+", " ");
    }

    private static Script session(Path dir, String... lines) {
        return Script.runIn(new AppHome(dir.resolve("home")), lines);
    }

    private static String[] lines(String first, String[] middle, String... last) {
        String[] all = new String[1 + middle.length + last.length];
        all[0] = first;
        System.arraycopy(middle, 0, all, 1, middle.length);
        System.arraycopy(last, 0, all, 1 + middle.length, last.length);
        return all;
    }

    @Test
    void aWalkthroughWithAMoveAndAnUndoLogsEveryPositionAndGivesTheOutcomeOnlyOnceTheLessonSaidIt(@TempDir Path dir)
            throws Exception {
        Path log = dir.resolve("walk.md");
        Script s = session(dir, lines("lesson start the-game --walkthrough --step-log " + log, TO_THE_QUESTION_ON_3_3,
                "set 3 3", "move A-1", "undo", "P", "redo", "undo", "lesson stop"));
        assertThat(s.err()).isEmpty();
        assertThat(Files.readString(log)).isEqualTo(HEADER + """
                1. Step 1/4, The rules. Question: From the position 3 4 5, which of these is a legal move?
                2. Step 2/4, Who wins. Question: Under normal play, a game reaches the position 0 0 0 with you to \
                move. What has happened?
                3. Step 3/4, A first game: two equal heaps. Question: A 3, B 3; normal play. Replay: `set 3 3`
                   Asked: With 3 3 on the table and you to move, under normal play, do you win (N) or lose (P) \
                against perfect play? Answer N if the player to move wins, P if the player to move loses.
                4. Step 3/4, A first game: two equal heaps. Set: A 3, B 3; normal play. Replay: `set 3 3`
                5. Step 3/4, A first game: two equal heaps. After A-1: A 2, B 3; normal play. Replay: `set 2 3`
                6. Step 3/4, A first game: two equal heaps. Undo: A 3, B 3; normal play. Replay: `set 3 3`
                   Answered in class (the question of line 3): 3 3 is a loss for the player to move.
                7. Step 3/4, A first game: two equal heaps. Redo: A 2, B 3; normal play. Replay: `set 2 3`
                8. Step 3/4, A first game: two equal heaps. Undo: A 3, B 3; normal play. P-position (as shown in \
                class). Replay: `set 3 3`
                """);
        assertThat(oneLine(s.out())).contains("Writing each position shown to " + log + "; 'lesson stop' or the end"
                + " of the lesson closes it.").contains("Left the lesson the-game. Step log written to " + log
                + " (6 positions and 2 questions on none).");
    }

    /** The class's wrong answers go under their question, in its words and with what the class was told. */
    @Test
    void wrongAnswersTriedInClassAreLoggedUnderTheirQuestionBeforeTheRightOne(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("walk.md");
        Script s = session(dir, "lesson start twenty-one --walkthrough --step-log " + log, "N", " P ", "next", "next",
                "A-2", "A-1", "lesson stop");
        assertThat(s.err()).isEmpty();
        assertThat(Files.readString(log)).contains("""
                   Tried in class: 'N'. Not quite: work out again who wins from 4.
                   Answered in class: 4 is a loss for the player to move.
                """).contains("""
                   Tried in class: 'A-2'. Not quite: A-2 leaves your opponent a position they can win from.
                   Answered in class: A-1 leaves your opponent 20, where every move loses.
                """);
    }

    @Test
    void aWorkedAnswerAndAGameAreLoggedAndTheEndOfTheLessonClosesTheLog(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("walk.md");
        Script s = session(dir, lines("lesson start the-game --walkthrough --step-log " + log, TO_THE_QUESTION_ON_3_3,
                "next", "next", "reveal", "play 5 3 --coach off", "A-2", "next", "set 1 1"));
        assertThat(s.err()).isEmpty();
        String text = Files.readString(log);
        assertThat(text).endsWith("""
                4. Step 4/4, The other side of the mirror. Question: A 5, B 3; normal play. Replay: `set 5 3`
                   Asked: Find a winning move from 5 3, or answer 'none' if every move loses.
                   Worked answer shown in class: A-2 (take 2 from A).
                5. Step 4/4, The other side of the mirror. Start of a game: A 5, B 3; normal play. N-position (as \
                shown in class). Replay: `set 5 3`
                6. Step 4/4, The other side of the mirror. In the game, after your A-2: A 3, B 3; normal play. \
                Replay: `set 3 3`
                7. Step 4/4, The other side of the mirror. In the game, after the engine's A-1: A 2, B 3; normal \
                play. Replay: `set 2 3`
                """);
        assertThat(oneLine(s.out())).contains("End of the lesson. Next: 'lesson start twenty-one'. Step log written to "
                + log + " (5 positions and 2 questions on none).");
        assertThat(text).as("after the lesson's end nothing more is written").doesNotContain("set 1 1");
    }

    @Test
    void aSumOfDifferentGamesIsLoggedWithItsGamesAndAnAnalyzeToReplayIt(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("sums.md");
        String[] toTheOutcome = new String[9];
        java.util.Arrays.fill(toTheOutcome, "next");
        Script s = session(dir, lines("lesson start every-game --walkthrough --step-log " + log, toTheOutcome,
                "P", "lesson stop"));
        assertThat(s.err()).isEmpty();
        String text = Files.readString(log);
        assertThat(text).contains("Step 6/7, Sums of different games. Question: A nim:3, B kayles:4, C sub[1,3,4]:7;"
                + " normal play. Replay: `analyze nim:3 kayles:4 sub[1,3,4]:7`\n   Asked: What is the nim-sum of")
                .contains("Question: A nim:1, B kayles:3, C sub[1,3,4]:11; normal play. Replay: `analyze nim:1"
                + " kayles:3 sub[1,3,4]:11`");
        assertThat(text).as("the outcome only once the lesson has said it").doesNotContain("P-position (as shown");
        assertThat(text).contains("Answered in class: nim:1 kayles:3 sub[1,3,4]:11 is a P-position");
    }

    @Test
    void eachLineIsInTheFileAsSoonAsItIsShown(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("walk.md");
        LessonDriver driver = new LessonDriver(new AppHome(dir.resolve("home")));
        driver.run("lesson start the-game --walkthrough --step-log " + log);
        driver.run("set 3 4 5");
        assertThat(Files.readString(log)).endsWith("2. Step 1/4, The rules. Set: A 3, B 4, C 5; normal play. Replay:"
                + " `set 3 4 5`\n");
        driver.run("move C-5");
        assertThat(Files.readString(log)).endsWith("3. Step 1/4, The rules. After C-5: A 3, B 4, C 0; normal play."
                + " Replay: `set 3 4 0`\n");
    }

    @Test
    void theEndOfTheSessionClosesTheLogAndSaysWhereItIs(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("walk.md");
        Script s = session(dir, "lesson start twenty-one --walkthrough --step-log " + log);
        assertThat(Files.readString(log)).endsWith("1. Step 1/5, One heap of 21. Question: A 4; normal play, take 1-3."
                + " Replay: `set 4 --subtract 1-3`\n   Asked: One heap of 4, take 1 to 3, normal play. Does the player"
                + " to move lose (answer P) or win (answer N)?\n");
        assertThat(oneLine(s.out())).endsWith("Step log written to " + log + " (1 position). ");
    }

    @Test
    void stepLogWithoutWalkthroughIsRefusedWithWhatWouldBeAccepted(@TempDir Path dir) {
        Path log = dir.resolve("walk.md");
        Script s = session(dir, "lesson start the-game --step-log " + log, "lesson where");
        assertThat(s.err()).startsWith("error: --step-log writes the positions of a walkthrough, which an instructor"
                + " drives: add --walkthrough, as in 'lesson start the-game --walkthrough --step-log " + log + "'\n");
        assertThat(s.err().lines()).hasSize(2).last().asString().startsWith("error: no lesson is open");
        assertThat(log).doesNotExist();
    }

    @Test
    void anExistingFileIsKeptAndTheLessonNotStartedWithoutForceOrAppend(@TempDir Path dir) throws Exception {
        Path log = Files.writeString(dir.resolve("walk.md"), KEEP);
        Script s = session(dir, "lesson start the-game --walkthrough --step-log " + log, "lesson where");
        assertThat(s.err()).startsWith("error: '" + log + "' already exists: add --append to add this walkthrough's"
                + " positions to it, or --force to replace it\n").contains("error: no lesson is open");
        assertThat(s.out()).doesNotContain("The game of Nim");
        assertThat(Files.readString(log)).isEqualTo(KEEP);
    }

    @Test
    void appendAddsASectionAndForceReplacesTheFile(@TempDir Path dir) throws Exception {
        Path log = Files.writeString(dir.resolve("walk.md"), KEEP);
        session(dir, "lesson start the-game --walkthrough --step-log " + log + " --append", "set 2 2");
        assertThat(Files.readString(log)).isEqualTo(KEEP + "\n" + HEADER
                + FIRST_QUESTION + "2. Step 1/4, The rules. Set: A 2, B 2; normal play. Replay: `set 2 2`\n");
        session(dir, "lesson start the-game --walkthrough --step-log " + log + " --force", "set 1 2");
        assertThat(Files.readString(log)).isEqualTo(HEADER
                + FIRST_QUESTION + "2. Step 1/4, The rules. Set: A 1, B 2; normal play. Replay: `set 1 2`\n");
    }

    @Test
    void optionsThatDisagreeAreRefusedBeforeTheLessonStarts(@TempDir Path dir) throws Exception {
        Path log = Files.writeString(dir.resolve("walk.md"), KEEP);
        Script both = session(dir, "lesson start the-game --walkthrough --step-log " + log + " --append --force");
        assertThat(both.err()).isEqualTo("error: --append adds to the step log and --force replaces it: give one of"
                + " them\n");
        Script alone = session(dir, "lesson start the-game --walkthrough --force");
        assertThat(alone.err()).isEqualTo("error: --append and --force say what to do with a --step-log FILE that is"
                + " already there: give --step-log FILE too, as in 'lesson start the-game --walkthrough --step-log FILE"
                + " --append'\n");
        Script unknown = session(dir, "lesson start no-such-lesson --walkthrough --step-log " + dir.resolve("new.md"));
        assertThat(unknown.err()).startsWith("error: there is no lesson 'no-such-lesson'");
        assertThat(dir.resolve("new.md")).as("nothing is created for a lesson that does not exist").doesNotExist();
        assertThat(Files.readString(log)).isEqualTo(KEEP);
        assertThat(both.out() + alone.out()).doesNotContain("The game of Nim");
    }

    @Test
    void aNewWalkthroughClosesTheLogOfTheLastOne(@TempDir Path dir) throws Exception {
        Path first = dir.resolve("first.md");
        Path second = dir.resolve("second.md");
        Script s = session(dir, "lesson start the-game --walkthrough --step-log " + first, "set 1 1",
                "lesson start p-and-n --walkthrough --step-log " + second, "set 2 2");
        assertThat(oneLine(s.out())).contains("Step log written to " + first + " (1 position and 1 question on none).");
        assertThat(Files.readString(first)).doesNotContain("set 2 2");
        assertThat(Files.readString(second)).contains("Set: A 2, B 2").doesNotContain("set 1 1");
    }
}

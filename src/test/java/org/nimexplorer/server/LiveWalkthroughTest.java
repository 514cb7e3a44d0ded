package org.nimexplorer.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The live walkthrough over real SSH sessions: the teacher's step reaches every student's screen, each
 * student answers once a round in their own terminal, the teacher sees the count and the spread, a
 * second vote and the reveal reach everyone, and a student who logs in late lands on the step the
 * class is on.
 */
class LiveWalkthroughTest {

    private static final String ROSTER = "Ada,tulip-42\nBob,fern-777\nCy,reed-555\n";

    @TempDir
    Path folder;

    @Test
    void theClassFollowsTheTeachersStepAnswersVotesAgainAndSeesTheReveal() throws Exception {
        try (ClassServerFixture klass = ClassServerFixture.roster(folder, ROSTER);
                Student ada = klass.login("ada", "tulip-42"); Student bob = klass.login("bob", "fern-777")) {
            ada.screen.awaitText("nim> ");
            bob.screen.awaitText("nim> ");
            TeacherConsole console = new TeacherConsole(klass.server, TeacherConsole.Where.SERVE_TERMINAL);

            List<String> started = console.reply("live xor").orElseThrow();
            assertThat(String.join("\n", started)).contains("Binary numbers and XOR", "Write 13 in binary",
                    "[live xor 1/");
            assertThat(started.get(started.size() - 1)).isEqualTo("[live xor 1/4 · answers 0/2 · 0 right]");
            ada.screen.awaitText("Live lesson: Binary numbers and XOR");
            ada.screen.awaitText("[live xor 1/");
            bob.screen.awaitText("Write 13 in binary");

            ada.line("1101", "Your answer is in");
            bob.line("1011", "Your answer is in");
            ada.line("1111", "in already");
            assertThat(console.reply("status").orElseThrow().get(0)).contains("answers 2/2", "1 right",
                    "most common wrong: 1011");
            List<String> spread = console.reply("spread").orElseThrow();
            assertThat(spread.get(0)).contains("first vote (1/2 right)");
            assertThat(spread).anySatisfy(row -> assertThat(row).contains("1101  right", "█ 1"))
                    .anySatisfy(row -> assertThat(row).contains("1011  wrong", "█ 1"));

            assertThat(console.reply("again").orElseThrow().get(0)).startsWith("Second vote open");
            bob.screen.awaitText("Second vote:");
            bob.line("1101", "in the second vote");
            List<String> both = console.reply("spread").orElseThrow();
            assertThat(both.get(0)).contains("first vote (1/2 right)", "second vote (1/1 right)");
            assertThat(both).anySatisfy(row -> assertThat(row).contains("1101  right", "█ 1", "█ 1"));

            console.reply("reveal");
            ada.screen.awaitText("Your answer, 1101: right.");
            bob.screen.awaitText("Your answer, 1101: right.");
            bob.line("1011", "This question's answer is shown");

            try (Student cy = klass.login("cy", "reed-555")) {
                // The step the class is on, its worked answer already shown, and no answer of theirs to judge.
                cy.screen.awaitText("You did not answer this one");
                assertThat(cy.screen.awaitText("[live xor 1/4] > ")).contains("Write 13 in binary", "The answer: 1101");
                assertThat(cy.screen.received()).contains("Live lesson: Binary numbers and XOR");
            }
            assertThat(klass.server.data().liveAnswers(klass.server.live().now().orElseThrow().id(), 0))
                    .extracting(a -> a.studentKey() + " " + a.round() + " " + a.answer() + " " + a.correct())
                    .containsExactlyInAnyOrder("ada 1 1101 true", "bob 1 1011 false", "bob 2 1101 true");

            List<String> moved = console.reply("next").orElseThrow();
            assertThat(String.join("\n", moved)).contains("Write 6 in binary");
            assertThat(moved.get(moved.size() - 1)).isEqualTo("[live xor 1/4 · answers 0/2 · 0 right]");
            ada.screen.awaitText("Write 6 in binary");
            ada.screen.awaitText("[live xor 1/4 ?] > ");

            assertThat(console.reply("live stop").orElseThrow().get(0)).contains("has ended");
            ada.screen.awaitText("your session is your own again");
            ada.line("", "nim> ");
        }
    }

    @Test
    void aStudentWhoDropsMidQuestionComesBackToItWithTheirAnswerKept() throws Exception {
        try (ClassServerFixture klass = ClassServerFixture.roster(folder, ROSTER)) {
            TeacherConsole console = new TeacherConsole(klass.server, TeacherConsole.Where.SERVE_TERMINAL);
            console.reply("lesson start xor --walkthrough --live");
            try (Student ada = klass.login("ada", "tulip-42")) {
                ada.screen.awaitText("[live xor 1/4 ?] > ");
                ada.line("1101", "Your answer is in");
                ada.drop();
            }
            try (Student back = klass.login("ada", "tulip-42")) {
                back.screen.awaitText("Write 13 in binary");
                back.screen.awaitText("[live xor 1/4] > ");
                back.line("1111", "in already");
                back.line("live", "Your answer is in; the teacher will show the worked answer.");
                console.reply("reveal");
                back.screen.awaitText("Your answer, 1101: right.");
            }
        }
    }

    @Test
    void aTeacherMoveOrAnAnswerThatIsNoneIsToldWhatWouldDo() throws Exception {
        try (ClassServerFixture klass = ClassServerFixture.roster(folder, ROSTER);
                Student bob = klass.login("bob", "fern-777")) {
            TeacherConsole console = new TeacherConsole(klass.server, TeacherConsole.Where.SERVE_TERMINAL);
            assertThat(console.reply("next").orElseThrow()).containsExactly(
                    "No live lesson: 'live ID' starts one ('lessons' lists them).");
            assertThat(console.reply("live nonsense").orElseThrow()).containsExactly(
                    "There is no lesson 'nonsense': 'lessons' lists them.");
            assertThat(console.reply("lessons").orElseThrow()).anySatisfy(l -> assertThat(l).contains("xor",
                    "Binary numbers and XOR"));
            console.reply("live xor");
            assertThat(console.reply("goto 9").orElseThrow()).containsExactly("This lesson has steps 1 to 4, not 9.");
            assertThat(console.reply("goto x").orElseThrow()).containsExactly("goto takes a step's number, as in: goto 3");
            bob.screen.awaitText("[live xor 1/4 ?] > ");
            bob.line("twelve", "nim> ".equals("") ? "" : "binary");
            bob.line("next", "the class answers first");
            bob.line("hint", "Hint 1/");
            assertThat(bob.line("hint", "Hint 2/")).contains("13 = 8 + 4 + 1");
            bob.line("xor 5 3", "6");
            assertThat(console.reply("spread").orElseThrow()).containsExactly("No answers yet (1 student following).");
        }
    }

    @Test
    void aLessonOnTheScreenKeepsItsAnswersWhenTheTeacherComesBackAndOwnActivitiesWait() throws Exception {
        try (ClassServerFixture klass = ClassServerFixture.roster(folder, ROSTER);
                Student ada = klass.login("ada", "tulip-42"); Student cy = klass.login("cy", "reed-555")) {
            ada.screen.awaitText("nim> ");
            cy.screen.awaitText("nim> ");
            TeacherConsole console = new TeacherConsole(klass.server, TeacherConsole.Where.SERVE_TERMINAL);
            console.reply("live xor");
            ada.screen.awaitText("[live xor 1/4 ?] > ");
            // Quizzes, games and lessons of one's own wait for the end of the class's.
            ada.line("quiz", "The class is in a live lesson");
            // A decimal number where binary is asked is told, and costs no answer.
            cy.screen.awaitText("[live xor 1/4 ?] > ");
            cy.line("13", "not written in binary");
            cy.line("1101", "Your answer is in");
            ada.line("1011", "Your answer is in");
            List<String> spread = console.reply("spread").orElseThrow();
            assertThat(spread).hasSize(3).noneSatisfy(row -> assertThat(row).startsWith("  13"));

            List<String> on = console.reply("next").orElseThrow();
            assertThat(on).contains("(That question's worked answer was not shown: 2 students were told their"
                    + " answers are kept; 'back' and 'reveal' show it.)");
            ada.screen.awaitText("The teacher moved on without the worked answer to that question; your answer is");
            ada.screen.awaitText("Write 6 in binary");

            console.reply("goto 1");
            ada.screen.awaitText("[live xor 1/4] > ");
            ada.line("1101", "in already");
            assertThat(console.reply("status").orElseThrow().get(0)).contains("answers 2/2", "1 right");
            console.reply("reveal");
            ada.screen.awaitText("Your answer, 1011: not right.");
        }
    }
}

package org.nimexplorer.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.quiz.ClassFiles;
import org.nimexplorer.quiz.HandIn;

/**
 * Assignments through the class server: the teacher publishes one on the console, students connected
 * are told at once and those who log in later at login, each takes it by its name with no file, every
 * answer reaches the database before its feedback, and the class report reads the hand-ins from there.
 */
class ServerAssignmentTest {

    @TempDir
    Path folder;

    @Test
    void aPublishedAssignmentIsTakenByNameHandedInAnswerByAnswerAndReportedFromTheDatabase() throws Exception {
        try (ClassServerFixture klass = ClassServerFixture.roster(folder, "Ada,tulip-42\nBob,fern-777\n")) {
            TeacherConsole console = new TeacherConsole(klass.server, TeacherConsole.Where.SERVE_TERMINAL);
            String id;
            try (Student ada = tall(klass, "ada", "tulip-42")) {
                ada.screen.awaitText("nim> ");
                List<String> published = console.reply("assign --title \"Week 3\" --count 3 --seed 7 --level easy"
                        + " --kinds outcome --one-try").orElseThrow();
                assertThat(published).singleElement().asString().startsWith("Published 'Week 3' (3 easy questions,"
                        + " seed 7) as 'week-3'");
                ada.screen.awaitText("Your teacher has set 'Week 3' (3 easy questions), one try a question: 'quiz");
                assertThat(ada.line("assign --title X", "'assign' is the teacher's")).doesNotContain("--output");
                String started = ada.line("quiz --assignment Week-3", "(answer P or N)");
                assertThat(started).contains("Assignment 'Week 3' (3 easy questions). One try a question.",
                        "Question 1/3").doesNotContain("seed 7");
                id = klass.server.data().published().get(0).id();
                ada.line("P", "quiz 2/3");
                // Kept before the feedback was shown: the database has the first answer while the quiz goes on.
                HandIn kept = handIn(klass, id, "ada");
                assertThat(kept.items()).hasSize(1);
                assertThat(kept.student()).isEqualTo("Ada");
                assertThat(kept.seal()).isEqualTo(HandIn.Seal.INTACT);
                ada.drop();
            }
            // The dropped session stopped the quiz: its hand-in says where, and keeps the answer.
            awaitStopped(klass, id);

            try (Student bob = klass.login("bob", "fern-777")) {
                bob.screen.awaitText("Your teacher has set 'Week 3' (3 easy questions), one try a question: 'quiz");
                bob.line("quiz --assignment week-4", "there is no assignment 'week-4' here; your teacher published");
                bob.line("quiz --assignment week-3 --name Ada", "take an assignment by its name alone");
                bob.line("quiz --assignment week-3 --hand-in x.json", "'--hand-in' names a file on the class server");
            }
            try (Student back = tall(klass, "ada", "tulip-42")) {
                // Cut short by the drop: her session starts back at the question she was on, her answer kept.
                back.screen.awaitText("You have answered 1 of 3 questions of 'Week 3' (3 easy questions)");
                String resumed = back.screen.awaitText("Question 2/3");
                assertThat(resumed).contains("nim> quiz --assignment week-3", "on from question 2 of 3")
                        .doesNotContain("seed 7", "Question 1/3");
                back.line("P", "Question 3/3");
                assertThat(back.line("N", "Handed in")).contains("Handed in: your teacher has your answers");
                back.line("quiz --assignment week-3", "you have handed in 'week-3' already");
            }
            HandIn whole = handIn(klass, id, "ada");
            assertThat(whole.items()).extracting(HandIn.Item::number).containsExactly(1, 2, 3);
            assertThat(whole.earlier()).as("one attempt, in two sessions").isEmpty();
            assertThat(whole.claimed().questions()).isEqualTo(3);
            try (Student again = tall(klass, "ada", "tulip-42")) {
                again.line("quiz --assignment week-3 --force", "Attempt 2");
                again.line("quiz stop", "Nothing handed in: no question was answered");
                assertThat(handIn(klass, id, "ada")).as("an attempt with no answer replaces nothing").isEqualTo(whole);
                again.line("quiz --assignment week-3 --force", "Attempt 2");
                again.line("N", "Question 2/3");
                again.line("quiz stop", "Handed in");
            }
            assertThat(handIn(klass, id, "ada").earlier()).hasSize(1);
            assertThat(handIn(klass, id, "ada").items()).hasSize(1);
            assertThat(console.reply("assignments").orElseThrow()).containsExactly(
                    "  week-3  'Week 3' (3 easy questions, seed 7): 0 of 2 handed in, 1 begun");
            List<String> report = console.reply("report week-3").orElseThrow();
            assertThat(String.join("\n", report)).contains("Ada", "Bob");
            assertThat(console.reply("report week-9").orElseThrow()).containsExactly(
                    "There is no assignment 'week-9': 'assignments' lists them.");
        }
    }

    @Test
    void theConsoleSaysWhatIsWrongWithAnAssignmentAndPublishesTheSameOneOnce() throws Exception {
        try (ClassServerFixture klass = ClassServerFixture.roster(folder, "Ada,tulip-42\n")) {
            TeacherConsole console = new TeacherConsole(klass.server, TeacherConsole.Where.SERVE_TERMINAL);
            assertThat(console.reply("assign --count 3").orElseThrow()).singleElement().asString()
                    .startsWith("assign: Missing required option: '--title=TITLE'");
            assertThat(console.reply("assign --title T --lessons nope").orElseThrow()).singleElement().asString()
                    .startsWith("--lessons: there is no lesson 'nope'");
            assertThat(console.reply("assignments").orElseThrow()).singleElement().asString()
                    .startsWith("No assignment published yet");
            console.reply("assign --title 'Week 3' --seed 1");
            assertThat(console.reply("assign --title 'Week 3' --seed 1").orElseThrow()).singleElement().asString()
                    .contains("as 'week-3'");
            assertThat(console.reply("assign --title 'Week 3' --seed 2").orElseThrow()).singleElement().asString()
                    .contains("as 'week-3-2'");
            assertThat(klass.server.data().published()).hasSize(2);
        assertThat(AssignmentsConsole.nameFor("Ça va? <b>Déjà</b> 'vu' / 100% ✓")).isEqualTo("ca-va-b-deja-b-vu-100");
        assertThat(AssignmentsConsole.nameFor("!!!")).isEqualTo("assignment");
        }
    }

    /** A student at a window tall enough for a quiz's worked answers to come without the pager. */
    private static Student tall(ClassServerFixture klass, String name, String code) throws Exception {
        return Student.open(ClassServerFixture.loggedIn(klass.client, klass.port(), name, code), 80, 60);
    }

    private static HandIn handIn(ClassServerFixture klass, String id, String student) throws Exception {
        Map<String, String> kept = klass.server.data().handIns(id, Optional.of(student));
        return ClassFiles.handInFrom(kept.get(student)).orThrow();
    }

    private static void awaitStopped(ClassServerFixture klass, String id) throws Exception {
        long end = System.nanoTime() + Screen.WAIT.toNanos();
        while (handIn(klass, id, "ada").stoppedAt() == 0) {
            assertThat(System.nanoTime()).as("the dropped quiz's hand-in").isLessThan(end);
            Thread.sleep(50);
        }
        assertThat(handIn(klass, id, "ada").stoppedAt()).isEqualTo(2);
    }
}

package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.command.Launcher;
import org.nimexplorer.explain.Question;
import org.nimexplorer.quiz.Assignment;
import org.nimexplorer.quiz.ClassFiles;
import org.nimexplorer.quiz.HandIn;
import org.nimexplorer.store.AppHome;

/**
 * A student who stops an assignment's quiz on a question already tried, then takes the quiz again:
 * the tried question reaches the hand-in, a retake must be asked for, and the new hand-in keeps the
 * earlier score for the instructor.
 */
class AssignmentRetakeTest {

    private record Run(int status, String out, String err) {}

    private static Run session(Path home, List<String> lines) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Repl.runStream(new BufferedReader(new StringReader(String.join("\n", lines) + "\n")),
                new PrintWriter(out, true), new PrintWriter(err, true), new Repl.Flags(true, false, false),
                new AppHome(home));
        return new Run(status, out.toString(), err.toString());
    }

    private static Assignment assign(Path dir, String... more) {
        Path file = dir.resolve("week3.assignment.json");
        List<String> args = new ArrayList<>(List.of("assign", "--title", "Week 3", "--seed", "42", "--count", "3", "-o",
                file.toString()));
        args.addAll(List.of(more));
        int status = Launcher.run(args.toArray(String[]::new), new PrintWriter(new StringWriter(), true),
                new PrintWriter(new StringWriter(), true));
        assertThat(status).isZero();
        return ClassFiles.readAssignment(file).orThrow();
    }

    @Test
    void aQuestionTriedWhenTheInputEndsReachesTheHandIn(@TempDir Path dir) {
        Assignment work = assign(dir);
        Question first = work.questions().get(0);
        Path handIn = dir.resolve("ben.json");
        session(dir.resolve("home"), List.of("quiz --assignment " + dir.resolve("week3.assignment.json")
                + " --name Ben --hand-in " + handIn, first.answer(), LessonDriver.wrongAnswer(work.questions().get(1))));
        HandIn h = ClassFiles.readHandIn(handIn).orThrow();
        assertThat(h.items()).hasSize(2);
        assertThat(h.items().get(1).skipped()).isTrue();
        assertThat(h.items().get(1).tries()).extracting(HandIn.Attempt::answer)
                .containsExactly(LessonDriver.wrongAnswer(work.questions().get(1)));
    }

    @Test
    void aRetakeIsAskedForAndKeepsTheEarlierScore(@TempDir Path dir) throws Exception {
        Assignment work = assign(dir);
        Path handIn = dir.resolve("ben.json");
        String start = "quiz --assignment " + dir.resolve("week3.assignment.json") + " --name Ben --hand-in " + handIn;
        session(dir.resolve("home"), List.of(start, work.questions().get(0).answer()));

        Run again = session(dir.resolve("home"), List.of(start));
        assertThat(again.err()).contains("already holds your hand-in (1/3 at the first try, 1/3 in the end, 1 of 3"
                + " questions reached): add --force to"
                + " take the quiz again; the new hand-in keeps that score");
        assertThat(ClassFiles.readHandIn(handIn).orThrow().earlier()).isEmpty();

        List<String> retake = new ArrayList<>(List.of(start + " --force"));
        work.questions().forEach(q -> retake.add(q.answer()));
        Run forced = session(dir.resolve("home"), retake);
        assertThat(forced.out()).contains("Assignment 'Week 3' (3 medium questions, seed 42) for Ben. Attempt 2.");
        HandIn h = ClassFiles.readHandIn(handIn).orThrow();
        assertThat(h.claimed().describe()).isEqualTo("3/3");
        assertThat(h.earlier()).singleElement().satisfies(e -> {
            assertThat(e.claimed().describe()).isEqualTo("1/3");
            assertThat(e.answered()).isEqualTo(1);
        });

        Path csv = dir.resolve("class.csv");
        Path html = dir.resolve("class.html");
        StringWriter out = new StringWriter();
        int status = Launcher.run(new String[] {"class", "report", handIn.toString(), "--csv", csv.toString(), "--html",
            html.toString()}, new PrintWriter(out, true), new PrintWriter(new StringWriter(), true));
        assertThat(status).isZero();
        assertThat(out.toString().replaceAll("\\s+", " ")).contains("Taken more than once (the table shows the last"
                + " attempt) Ben: attempt 2; before: " + h.earlier().get(0).claimed().firstTry() + "/3 at the first try,"
                + " 1/3 in the end (1 of 3 questions reached, ended " + org.nimexplorer.render.ClassReportText.when(h.earlier().get(0)
                        .finished(), java.time.ZoneId.systemDefault()) + ")");
        assertThat(Files.readAllLines(csv).get(0)).endsWith(",flagged,attempt");
        assertThat(Files.readAllLines(csv).subList(1, 4)).allMatch(line -> line.endsWith(",false,2"));
        assertThat(Files.readString(html)).contains("<th>Taken again</th>").contains("<td>attempt 2; before: ")
                .contains("/3 at the first try, 1/3 in the end (1 of 3 questions reached, ended ");
    }

    @Test
    void anotherStudentsHandInIsReplacedWithoutBecomingAnEarlierAttempt(@TempDir Path dir) {
        Assignment work = assign(dir);
        Path handIn = dir.resolve("shared.json");
        String assignment = "quiz --assignment " + dir.resolve("week3.assignment.json") + " --hand-in " + handIn;
        session(dir.resolve("home"), List.of(assignment + " --name Ada", work.questions().get(0).answer()));
        session(dir.resolve("home2"), List.of(assignment + " --name Ben --force", work.questions().get(0).answer()));
        HandIn h = ClassFiles.readHandIn(handIn).orThrow();
        assertThat(h.student()).isEqualTo("Ben");
        assertThat(h.earlier()).isEmpty();
    }

    @Test
    void theQuizNamesTheAssignmentsLessonsNotFinishedYet(@TempDir Path dir) {
        assign(dir, "--lessons", "the-game,xor");
        Run r = session(dir.resolve("home"), List.of("quiz --assignment " + dir.resolve("week3.assignment.json")
                + " --name Ben --hand-in " + dir.resolve("ben.json"), "quit"));
        assertThat(r.out().replaceAll("\\s+", " ")).contains("Lessons to complete: the-game, xor; not finished yet:"
                + " the-game, xor. The hand-in records them as they stand when the quiz ends: finish them first ('quiz stop'"
                + " now, then 'lesson start the-game'), or take the quiz again afterwards with --force.");
    }

    @Test
    void theHandInCannotReplaceTheAssignment(@TempDir Path dir) throws Exception {
        assign(dir);
        Path file = dir.resolve("week3.assignment.json");
        String before = Files.readString(file);
        Run r = session(dir.resolve("home"), List.of("quiz --assignment " + file + " --name Zed --hand-in " + file
                + " --force"));
        assertThat(r.err()).contains("--hand-in: '" + file + "' is the assignment itself; choose another name");
        assertThat(Files.readString(file)).isEqualTo(before);
    }
}

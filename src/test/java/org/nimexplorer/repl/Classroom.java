package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.nimexplorer.command.Launcher;
import org.nimexplorer.engine.Analysis;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Position;
import org.nimexplorer.explain.FindMove;
import org.nimexplorer.explain.NimSum;
import org.nimexplorer.explain.Question;
import org.nimexplorer.quiz.Assignment;
import org.nimexplorer.quiz.ClassFiles;
import org.nimexplorer.quiz.Prompts;
import org.nimexplorer.store.AppHome;

/**
 * The classroom that {@link ClassroomTest} and {@link ClassroomSpeedTest} read: an assignment written by the
 * instructor and answered by a perfect student (Ada), one who shows the misconceptions (Ben), and one who edits
 * the score in the file (Cy), all in one folder.
 */
final class Classroom {

    record Run(int status, String out, String err) {}

    final Path dir;
    final Path assignmentFile;
    final Assignment assignment;

    private Classroom(Path dir, Path assignmentFile, Assignment assignment) {
        this.dir = dir;
        this.assignmentFile = assignmentFile;
        this.assignment = assignment;
    }

    static Run cli(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Launcher.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Run(status, out.toString(), err.toString());
    }

    /** The instructor assigns 'Week 3' in {@code dir}, and Ada, Ben and Cy hand in. */
    static Classroom handedIn(Path dir) throws Exception {
        Path assignmentFile = dir.resolve("week3.assignment.json");
        Run assign = cli("assign", "--title", "Week 3", "--seed", "42", "--count", "10", "-o", assignmentFile.toString());
        assertThat(assign.err()).isEmpty();
        assertThat(assign.out()).contains("Assignment 'Week 3' (10 medium questions, seed 42) written to");
        Classroom c = new Classroom(dir, assignmentFile, ClassFiles.readAssignment(assignmentFile).orThrow());
        List<Question> questions = c.assignment.questions();

        c.student("Ada Lovelace", dir.resolve("ada.json"), questions.stream().map(Question::answer).toList());

        List<String> ben = new ArrayList<>();
        for (Question q : questions) {
            misconceived(q).ifPresent(ben::add);
            ben.add(q.answer());
        }
        c.student("Ben Bitdiddle", dir.resolve("ben.json"), ben);

        List<String> cy = new ArrayList<>();
        for (Question q : questions) {
            String wrong = misconceived(q).orElse(plainlyWrong(q));
            cy.addAll(List.of(wrong, wrong, wrong));
        }
        c.student("Cy Editor", dir.resolve("cy.json"), cy);
        claimFullMarks(dir.resolve("cy.json"));
        return c;
    }

    /** A student's session: the quiz command, then the answers typed one per line. */
    Run student(String name, Path handIn, List<String> answers) {
        return student(name, handIn, "", answers);
    }

    /** A student's session with {@code options} added to the quiz command ("--force" for a retake). */
    Run student(String name, Path handIn, String options, List<String> answers) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        List<String> lines = new ArrayList<>();
        lines.add("quiz --assignment " + assignmentFile + " --name \"" + name + "\" --hand-in " + handIn + options);
        lines.addAll(answers);
        int status = Repl.runStream(new BufferedReader(new StringReader(String.join("\n", lines) + "\n")),
                new PrintWriter(out, true), new PrintWriter(err, true), new Repl.Flags(true, false, false),
                new AppHome(dir.resolve("home-" + name.replace(' ', '-'))));
        return new Run(status, out.toString(), err.toString());
    }

    /** {@code class report} on the three hand-ins, then {@code extra}. */
    Run report(String... extra) {
        List<String> args = new ArrayList<>(List.of("class", "report", dir.resolve("ada.json").toString(),
                dir.resolve("ben.json").toString(), dir.resolve("cy.json").toString()));
        args.addAll(List.of(extra));
        return cli(args.toArray(String[]::new));
    }

    /** Files a class report leaves out, each for its own reason. */
    record FilesToLeaveOut(Path truncated, Path assignment, Path garbage, Path missing) {
        String[] paths() {
            return new String[] {truncated.toString(), assignment.toString(), garbage.toString(), missing.toString()};
        }
    }

    /**
     * Ben's hand-in cut in half, another assignment, 5 MiB of random bytes named {@code .json}, and a file
     * that does not exist.
     */
    FilesToLeaveOut filesToLeaveOut() throws Exception {
        Path truncated = dir.resolve("truncated.json");
        String ben = Files.readString(dir.resolve("ben.json"));
        Files.writeString(truncated, ben.substring(0, ben.length() / 2));
        Path other = dir.resolve("other.assignment.json");
        cli("assign", "--title", "Week 2", "--seed", "7", "--count", "3", "-o", other.toString(), "--force");
        Path garbage = dir.resolve("garbage.json");
        byte[] bytes = new byte[5 * 1024 * 1024];
        new Random(1).nextBytes(bytes);
        Files.write(garbage, bytes);
        return new FilesToLeaveOut(truncated, other, garbage, dir.resolve("no-such.json"));
    }

    /** The arguments of {@code class report} on thirty copies of Ben's hand-in, by Student 0 to Student 29. */
    String[] reportOnThirtyCopiesOfBen() throws Exception {
        List<String> args = new ArrayList<>(List.of("class", "report"));
        String ben = Files.readString(dir.resolve("ben.json"), StandardCharsets.UTF_8);
        for (int i = 0; i < 30; i++) {
            Path copy = dir.resolve("many").resolve("student-" + i + ".json");
            Files.createDirectories(copy.getParent());
            Files.writeString(copy, ben.replace("Ben Bitdiddle", "Student " + i));
            args.add(copy.toString());
        }
        return args.toArray(String[]::new);
    }

    /** A wrong answer that shows a misconception the engine names, where the question admits one. */
    static Optional<String> misconceived(Question q) {
        Position p = Prompts.position(q);
        if (q instanceof NimSum) {
            long sum = 0;
            for (int i = 0; i < p.size(); i++) {
                sum += p.heap(i);
            }
            return sum == Engine.nimSum(p, MoveSet.NIM) ? Optional.empty() : Optional.of(Long.toString(sum));
        }
        if (q instanceof FindMove) {
            long nimSum = Engine.nimSum(p, MoveSet.NIM);
            if (nimSum == 0) {
                return Optional.of("take 1 from A");
            }
            long top = Long.highestOneBit(nimSum);
            for (int i = 0; i < p.size(); i++) {
                if ((p.heap(i) & top) == 0 && p.heap(i) > 0) {
                    return Optional.of("take 1 from " + (char) ('A' + i));
                }
            }
            return Optional.empty();
        }
        return Optional.of(plainlyWrong(q));
    }

    static String plainlyWrong(Question q) {
        Position p = Prompts.position(q);
        if (q instanceof NimSum) {
            return Long.toString(Engine.nimSum(p, MoveSet.NIM) + 1);
        }
        if (q instanceof FindMove) {
            return Engine.nimSum(p, MoveSet.NIM) == 0 ? "take 1 from A" : "none";
        }
        Analysis a = Engine.analyze(p, Prompts.rules(q)).orThrow();
        return a.outcome() == Outcome.P ? "N" : "P";
    }

    /** What a student who wants full marks would do to the file: every verdict and the score set to right. */
    static void claimFullMarks(Path file) throws Exception {
        ObjectMapper json = new ObjectMapper();
        ObjectNode doc = (ObjectNode) json.readTree(file.toFile());
        ((ObjectNode) doc.get("score")).put("firstTry", 10).put("solved", 10);
        for (var answer : (ArrayNode) doc.get("answers")) {
            ((ObjectNode) answer).put("firstTry", true).put("solved", true);
        }
        json.writeValue(file.toFile(), doc);
    }
}

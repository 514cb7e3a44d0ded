package org.nimexplorer.command;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Text;
import org.nimexplorer.lesson.Lesson;
import org.nimexplorer.lesson.LessonLibrary;
import org.nimexplorer.quiz.Assignment;
import org.nimexplorer.quiz.ClassFiles;
import org.nimexplorer.quiz.QuizFiles;
import org.nimexplorer.quiz.QuizGame;
import org.nimexplorer.quiz.QuizGenerator;
import org.nimexplorer.store.SameFile;
import org.nimexplorer.store.AppHome;
import org.nimexplorer.store.FileTrouble;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "assign", description = {"Write an assignment for a class: the same quiz for every student (from"
        + " its seed) and, if you like, lessons to complete. Students answer it with 'quiz --assignment FILE --name"
        + " NAME' and hand in the file it writes; 'class report' reads the hand-ins.",
        "Example: assign --title \"Week 3\" --seed 42 --count 10 -o week3.assignment.json"})
public final class AssignCommand extends BaseCommand {

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", required = true, description = "Where to write the"
            + " assignment (a .json file to hand to the students).")
    String output;

    @Mixin
    AssignmentOptions assignment;

    @Option(names = "--key", paramLabel = "FILE", description = "Also write the questions with their answer key, for"
            + " you: a PDF when FILE ends in .pdf, a page to print from a browser when it ends in .html (both: the"
            + " students' sheets, then the key on its own page), Markdown otherwise.")
    String key;

    @Option(names = "--force", description = "Replace FILE (and the --key FILE) if it is already there.")
    boolean force;

    @Override
    public Integer call() {
        Optional<Path> folder = Optional.ofNullable(System.getenv("NIM_EXPLORER_LESSONS")).filter(s -> !s.isBlank())
                .map(Path::of);
        Assignment assignment = this.assignment.assignment(LessonLibrary.load(folder, false));
        AppHome home = AppHome.fromEnvironment();
        Path file = orBadInput(QuizFiles.outputPath("-o", output, force, home));
        Optional<Path> keyFile = Optional.ofNullable(key).map(k -> orBadInput(QuizFiles.keyPath(k, force, home)));
        if (keyFile.isPresent() && SameFile.same(keyFile.get(), file)) {
            throw new BadInputException("--key and -o name the same file: the key would replace the assignment;"
                    + " choose another name for the key");
        }
        // The key first: a sheet that cannot be laid out stops the command before the assignment is on disk.
        Optional<String> keyWritten = keyFile.map(k -> writeKey(k, assignment));
        try {
            ClassFiles.writeAssignment(file, assignment);
        } catch (IOException | RuntimeException e) {
            throw new BadInputException("cannot write '" + Text.path(output) + "' (" + FileTrouble.why(e) + "): give a file name in a"
                    + " folder you can write to");
        }
        out().println("Assignment " + assignment.describe() + " written to " + Text.path(output)
                + (assignment.lessons().isEmpty() ? "" : ", with lessons " + String.join(", ", assignment.lessons()))
                + ".");
        keyWritten.ifPresent(out()::println);
        out().println("Each student runs: nim-explorer quiz --assignment " + Text.path(file.getFileName().toString())
                + " --name \"THEIR NAME\"");
        out().println("Then: nim-explorer class report HAND-IN... (the files their quizzes write)");
        return 0;
    }

    /** Writes the key, and gives back what to tell the teacher about it. */
    private String writeKey(Path file, Assignment assignment) {
        try {
            Worksheets.write(file, assignment.title(), assignment.title() + ": answer key", assignment.seed(),
                    assignment.level(), assignment.questions());
        } catch (IOException | RuntimeException e) {
            throw new BadInputException("--key: cannot write '" + Text.path(file.toString()) + "' ("
                    + FileTrouble.why(e)
                    + ")");
        }
        Worksheets.Form form = Worksheets.Form.of(file);
        return form.printed() ? "Worksheet written to " + Text.path(file.toString()) + ": " + form.print() + " its"
                + " first pages for the students; the answer key prints on a page of its own, for you."
                : "Questions and answer key written to " + Text.path(file.toString()) + ": keep it from the students.";
    }
}

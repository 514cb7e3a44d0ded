package org.nimexplorer.command;

import java.io.IOException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Text;
import org.nimexplorer.quiz.Assignment;
import org.nimexplorer.quiz.ClassFiles;
import org.nimexplorer.quiz.ClassReport;
import org.nimexplorer.quiz.QuizFiles;
import org.nimexplorer.render.ClassReportCsv;
import org.nimexplorer.render.ClassReportHtml;
import org.nimexplorer.render.ClassReportText;
import org.nimexplorer.store.AppHome;
import org.nimexplorer.store.FileTrouble;
import org.nimexplorer.store.OutputFile;
import org.nimexplorer.store.SameFile;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "class", description = {"An instructor's view of a class: 'class report HAND-IN...' reads the"
        + " students' hand-ins for an assignment.", "Example: class report hand-ins/*.json --html week3.html"},
        subcommands = ClassCommand.Report.class)
public final class ClassCommand extends BaseCommand {

    @Override
    public Integer call() {
        throw new BadInputException("say what to do: 'class report HAND-IN...' reads the students' hand-ins");
    }

    @Command(name = "report", description = {"Grade every hand-in again from the assignment's seed and show the"
            + " class at a glance: each student, the hardest questions with the wrong answer most given and the"
            + " misconception behind it, and the ideas missed most. An edited score is flagged; a file that is not"
            + " a hand-in for the assignment is left out, with the reason.",
            "Example: class report hand-ins/*.json --csv week3.csv --html week3.html"})
    static final class Report extends BaseCommand {

        @Parameters(paramLabel = "HAND-IN", arity = "1..*", description = "The students' hand-in files.")
        List<String> files;

        @Option(names = "--assignment", paramLabel = "FILE", description = "The assignment (default: the one most"
                + " hand-ins answer); hand-ins for any other are left out.")
        String assignment;

        @Option(names = "--csv", paramLabel = "FILE", description = "Also write one row per student per question for a"
                + " spreadsheet.")
        String csv;

        @Option(names = "--html", paramLabel = "FILE", description = "Also write one page with the tables and charts,"
                + " which opens in any browser with no network.")
        String html;

        @Option(names = "--force", description = "Replace the --csv or --html FILE if it is already there.")
        boolean force;

        @Override
        public Integer call() {
            Optional<Path> csvFile = output("--csv", csv);
            Optional<Path> htmlFile = output("--html", html);
            if (csvFile.isPresent() && htmlFile.isPresent() && SameFile.same(csvFile.get(), htmlFile.get())) {
                throw new BadInputException("--csv and --html name the same file '" + Text.path(csv) + "'; give each"
                        + " its own");
            }
            for (String name : files) {
                overwrites("--csv", csvFile, name);
                overwrites("--html", htmlFile, name);
            }
            if (assignment != null) {
                overwrites("--csv", csvFile, assignment);
                overwrites("--html", htmlFile, assignment);
            }
            ClassFiles.HandIns handIns = ClassFiles.readHandIns(files);
            Assignment chosen = chosenAssignment(handIns.read(), handIns.skipped());
            ClassReport report = ClassReport.of(chosen, handIns.read(), handIns.skipped());
            ClassReportText.render(report, painter()).forEach(out()::println);
            csvFile.ifPresent(file -> write("--csv", file, ClassReportCsv.render(report)));
            htmlFile.ifPresent(file -> write("--html", file, ClassReportHtml.render(report)));
            return report.students().isEmpty() ? 2 : 0;
        }

        private static Result<Path> readable(String name) {
            try {
                return Result.ok(Path.of(name));
            } catch (InvalidPathException e) {
                return Result.problem("is not a file name");
            }
        }

        /** The assignment named by --assignment, or the one most hand-ins answer (the first read, on a tie). */
        private Assignment chosenAssignment(List<ClassReport.Named> read, List<ClassReport.Skipped> unreadable) {
            if (assignment != null) {
                return orBadInput(readable(assignment).flatMap(ClassFiles::readAssignment)
                        .mapProblem(p -> "--assignment: '" + Text.path(assignment) + "' " + p));
            }
            Map<String, List<Assignment>> byId = new LinkedHashMap<>();
            read.forEach(n -> byId.computeIfAbsent(n.handIn().assignment().id(), k -> new ArrayList<>())
                    .add(n.handIn().assignment()));
            return byId.values().stream().max((a, b) -> Integer.compare(a.size(), b.size())).map(list -> list.get(0))
                    .orElseThrow(() -> new BadInputException("no hand-in could be read: " + unreadable.stream()
                            .map(s -> Text.path(s.file()) + " " + s.reason()).limit(3).reduce((a, b) -> a + "; " + b)
                            .orElse("")));
        }

        /**
         * The file {@code option} names, checked before anything is printed by the rule every output
         * follows: a file already there (without --force), a folder, or a folder that is missing or
         * read-only stops the report at once.
         */
        private Optional<Path> output(String option, String name) {
            return name == null ? Optional.empty() : Optional.of(orBadInput(QuizFiles.outputPath(option, name, force,
                    AppHome.fromEnvironment())));
        }

        /** Refuses an output that would replace a file the report reads. */
        private static void overwrites(String option, Optional<Path> output, String input) {
            try {
                if (output.isPresent() && SameFile.same(output.get(), Path.of(input))) {
                    throw new BadInputException(option + ": '" + Text.path(input) + "' is a file the report reads;"
                            + " choose another name");
                }
            } catch (InvalidPathException e) {
                // Not a file name: left out of the report with that reason.
            }
        }

        private void write(String option, Path file, String text) {
            try {
                OutputFile.write(file, text);
            } catch (IOException | RuntimeException e) {
                throw new BadInputException(option + ": cannot write '" + Text.path(file.toString()) + "' ("
                        + FileTrouble.why(e)
                        + ")");
            }
            out().println("Written: " + Text.path(file.toString()));
        }
    }
}

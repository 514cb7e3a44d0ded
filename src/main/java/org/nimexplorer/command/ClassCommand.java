package org.nimexplorer.command;

import java.io.IOException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.ZoneId;
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
        + " students' hand-ins for an assignment; 'class console' opens the console of the class server running"
        + " on this machine.", "Example: class report hand-ins/*.json --html week3.html"},
        subcommands = {ClassCommand.Report.class, ClassConsoleCommand.class})
public final class ClassCommand extends BaseCommand {

    @Override
    public Integer call() {
        throw new BadInputException("say what to do: 'class report HAND-IN...' reads the students' hand-ins,"
                + " 'class console' opens the class server's console");
    }

    @Command(name = "report", description = {"Grade every hand-in again from the assignment's seed and show the"
            + " class at a glance: each student, the hardest questions with the wrong answer most given and the"
            + " misconception behind it and who gave it, a grid of every student's every question, and the ideas"
            + " missed most. An edited score or a copied hand-in is flagged; a file that is not a hand-in for the"
            + " assignment is left out, with the reason.",
            "Example: class report hand-ins/*.json --roster class.txt --gradebook week3.csv --html week3.html"})
    static final class Report extends BaseCommand {

        @Parameters(paramLabel = "HAND-IN", arity = "1..*", description = "The students' hand-in files.")
        List<String> files;

        @Option(names = "--assignment", paramLabel = "FILE", description = "The assignment (default: the one most"
                + " hand-ins answer); hand-ins for any other are left out.")
        String assignment;

        @Option(names = "--csv", paramLabel = "FILE", description = "Also write one row per student per question for a"
                + " spreadsheet, with a right answer beside each.")
        String csv;

        @Option(names = "--gradebook", paramLabel = "FILE", description = "Also write one row per student for a"
                + " gradebook: the scores, then each question's result.")
        String gradebook;

        @Option(names = "--roster", paramLabel = "FILE", description = "The class list, one name to a line: the report"
                + " names who has not handed in.")
        String roster;

        @Option(names = "--html", paramLabel = "FILE", description = "Also write one page with the tables and charts,"
                + " which opens in any browser with no network.")
        String html;

        @Option(names = "--force", description = "Replace the --csv, --gradebook or --html FILE if it is already there.")
        boolean force;

        @Override
        public Integer call() {
            Map<String, Optional<Path>> outputs = new LinkedHashMap<>();
            outputs.put("--csv", output("--csv", csv));
            outputs.put("--gradebook", output("--gradebook", gradebook));
            outputs.put("--html", output("--html", html));
            List<String> options = new ArrayList<>(outputs.keySet());
            for (int i = 0; i < options.size(); i++) {
                for (int j = i + 1; j < options.size(); j++) {
                    Optional<Path> a = outputs.get(options.get(i));
                    Optional<Path> b = outputs.get(options.get(j));
                    if (a.isPresent() && b.isPresent() && SameFile.same(a.get(), b.get())) {
                        throw new BadInputException(options.get(i) + " and " + options.get(j) + " name the same file '"
                                + Text.path(a.get().toString()) + "'; give each its own");
                    }
                }
            }
            List<String> inputs = new ArrayList<>(files);
            if (assignment != null) {
                inputs.add(assignment);
            }
            if (roster != null) {
                inputs.add(roster);
            }
            outputs.forEach((option, file) -> inputs.forEach(name -> overwrites(option, file, name)));
            Optional<List<String>> classList = Optional.ofNullable(roster).map(name -> orBadInput(readable(name)
                    .flatMap(ClassFiles::readRoster).mapProblem(p -> "--roster: '" + Text.path(name) + "' " + p)));
            ClassFiles.HandIns handIns = ClassFiles.readHandIns(files);
            Assignment chosen = chosenAssignment(handIns.read(), handIns.skipped());
            ClassReport report = ClassReport.of(chosen, handIns.read(), handIns.skipped(), classList);
            ZoneId zone = ZoneId.systemDefault();
            ClassReportText.render(report, painter(), zone).forEach(out()::println);
            outputs.get("--csv").ifPresent(file -> write("--csv", file, ClassReportCsv.render(report)));
            outputs.get("--gradebook").ifPresent(file -> write("--gradebook", file, ClassReportCsv.gradebook(report)));
            outputs.get("--html").ifPresent(file -> write("--html", file, ClassReportHtml.render(report, zone)));
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

package org.nimexplorer.command.session;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;
import org.nimexplorer.command.BadInputException;
import org.nimexplorer.command.Worksheets;
import org.nimexplorer.command.QuizOptions;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.WholeGame;
import org.nimexplorer.engine.Text;
import org.nimexplorer.explain.Question;
import org.nimexplorer.quiz.Assignment;
import org.nimexplorer.quiz.ClassFiles;
import org.nimexplorer.quiz.HandIn;
import org.nimexplorer.quiz.Prompts;
import org.nimexplorer.quiz.QuizExport;
import org.nimexplorer.quiz.QuizFiles;
import org.nimexplorer.quiz.QuizFlow;
import org.nimexplorer.quiz.QuizGame;
import org.nimexplorer.quiz.QuizGenerator;
import org.nimexplorer.quiz.Review;
import org.nimexplorer.render.ExportFormat;
import org.nimexplorer.render.Wrap;
import org.nimexplorer.store.AppHome;
import org.nimexplorer.store.FileTrouble;
import org.nimexplorer.store.OutputFile;
import org.nimexplorer.store.Progress;
import org.nimexplorer.store.SameFile;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "quiz", description = {"Questions on winning moves, graded and explained by the engine; the same seed"
        + " gives the same questions. 'quiz stop' ends a quiz under way.", "Example: quiz --level medium --count 10 --seed 7"},
        subcommands = QuizCommand.Stop.class)
final class QuizCommand extends SessionCommand {

    @Mixin
    QuizOptions options;

    @Option(names = "--seed", paramLabel = "S", description = "The seed: the same seed and options give the same questions.")
    Long seed;


    @Option(names = "--report", paramLabel = "FILE", description = "Write the results to FILE (.csv or .json).")
    String report;

    @Option(names = "--worksheet", paramLabel = "FILE", description = "Write the questions and answer key to FILE"
            + " instead of asking them: a PDF when FILE ends in .pdf, a page to print from a browser when it ends in"
            + " .html (both with the key on a page of its own), Markdown otherwise.")
    String worksheet;

    @Option(names = "--export", arity = "2", paramLabel = "FORMAT FILE", hideParamSyntax = true,
            description = "Write the questions, answers and feedback to FILE for a course platform instead of asking"
            + " them; FORMAT is moodle (Moodle XML) or gift.")
    List<String> export;

    @Option(names = "--penalty", paramLabel = "SHARE", description = "With --export moodle: what a wrong try costs in"
            + " an interactive quiz, as a share of the mark from 0 to 1 (default 0.3333333, Moodle's own); a question"
            + " of two options always costs its whole mark.")
    String penalty;

    @Option(names = "--force", description = "Replace the --report, --worksheet or --export FILE if it is already"
            + " there (without it, such a file is kept and the quiz does not start).")
    boolean force;

    @Option(names = "--review", description = "Ask again the positions you missed in earlier quizzes.")
    boolean review;

    @Option(names = "--practice", description = "Practice: a wrong answer gets why it fails and a hint, and up to"
            + " three tries; the score counts answers right at the first try.")
    boolean practice;

    @Option(names = "--assignment", paramLabel = "FILE", description = "Answer the assignment your instructor gave"
            + " you; with --name, writes a hand-in file at the end to give back. With --export, the assignment's"
            + " questions go to the file. On a class server: the name of one your teacher published, handed in as"
            + " you answer.")
    String assignment;

    @Option(names = "--name", paramLabel = "NAME", description = "Your name, as your instructor's class report shows"
            + " it (with --assignment).")
    String name;

    @Option(names = "--hand-in", paramLabel = "FILE", description = "Where to write the hand-in (default: the"
            + " assignment's name and yours, like week3-ada-lovelace.json, in this folder).")
    String handIn;

    /** The options that choose the questions: an assignment chooses them itself. */
    private static final List<String> SET_BY_ASSIGNMENT = List.of("--count", "--seed", "--level", "--misere",
            "--subtract", "--game", "--kinds", "--review", "--worksheet", "--practice");

    /**
     * The options that ask the questions or answer an assignment: an export asks none. --assignment
     * alone is an instructor's way to export the questions an assignment hands out.
     */
    private static final List<String> BESIDE_EXPORT = List.of("--name", "--hand-in", "--worksheet", "--report",
            "--review", "--practice");

    /** Where an export goes, and in which format. */
    private record Export(ExportFormat format, Path file) {}

    QuizCommand(Session session) {
        super(session);
    }

    @Override
    public Integer call() {
        if (session.quiz().isPresent()) {
            throw new BadInputException("a quiz is already under way: answer, 'skip', or 'quiz stop' to end it first");
        }
        if (options.count() < 1 || options.count() > 100) {
            throw new BadInputException("--count must be from 1 to 100, not " + options.count());
        }
        options.count(); // says a mistake in --kinds, or --count disagreeing with its counts, before anything runs
        if (penalty != null && export == null) {
            throw new BadInputException("--penalty goes with --export moodle: it is what a wrong try costs on the course"
                    + " platform");
        }
        if (export != null) {
            refuseBesideExport();
            if (assignment != null) {
                return exportAssignment();
            }
        }
        if (assignment != null || name != null || handIn != null) {
            return startAssignment();
        }
        QuizGame played = quizGame();
        if (played.tooSlowAt(options.level())) {
            throw new BadInputException("misère subtraction games are decided by search, which is too slow for hard"
                    + " positions: use --level easy or medium");
        }
        Optional<Path> reportFile = output("--report", report, QuizFiles::reportPath);
        Optional<Path> worksheetFile = output("--worksheet", worksheet, QuizFiles::worksheetPath);
        Optional<Export> exportTo = export == null ? Optional.empty() : Optional.of(exportTarget());
        if (review) {
            return startReview(reportFile);
        }
        long s = seed != null ? seed : new Random().nextInt(1_000_000);
        List<Question> questions = QuizGenerator.generate(s, options.count(), options.level(), played,
                options.kinds());
        if (worksheetFile.isPresent()) {
            try {
                String title = QuizFiles.title(questions);
                Worksheets.write(worksheetFile.get(), title, title, s, options.level(), questions);
            } catch (IOException | RuntimeException e) {
                throw new BadInputException("cannot write the worksheet '" + Text.path(worksheet) + "' ("
                        + FileTrouble.why(e) + ")");
            }
            Worksheets.Form form = Worksheets.Form.of(worksheetFile.get());
            out().println("Worksheet with " + QuizOptions.questions(questions.size()) + " and the answer key written to "
                    + Text.oneLine(worksheet) + " (seed " + s + ")" + (form.printed()
                            ? ": " + form.print() + " it; the key prints on a page of its own." : "."));
            return 0;
        }
        if (exportTo.isPresent()) {
            return write(exportTo.get(), QuizExport.of(s, options.level(), played, questions));
        }
        session.quizzes().start(new QuizFlow.Plan(s, options.level(), questions, List.of(), practice), reportFile,
                seed != null);
        return 0;
    }

    /**
     * The game the quiz is on: Nim or a subtraction game under its rules, or sums of another heap game
     * (--game kayles) under normal play. Games played on the whole position have no quiz yet.
     */
    private QuizGame quizGame() {
        Optional<WholeGame> whole = options.game().wholeGame();
        if (whole.isPresent()) {
            throw new BadInputException("quizzes on Moore's Nim and the staircase are not available yet; try 'analyze"
                    + " --game " + whole.get().notation() + " 3 4 5' to study one");
        }
        return orBadInput(QuizGame.of(options.game().heapFamily()));
    }

    private void refuseBesideExport() {
        for (String option : BESIDE_EXPORT) {
            if (spec.commandLine().getParseResult().hasMatchedOption(option)) {
                throw new BadInputException("--export writes the questions to a file and asks none: leave out " + option);
            }
        }
    }

    /** The format named first, then the file, checked as every file the quiz writes. */
    private Export exportTarget() {
        if (export.size() > 2) {
            throw new BadInputException("--export goes once, with one format and one file: write the formats one at a"
                    + " time");
        }
        String word = export.get(0);
        ExportFormat format = ExportFormat.named(word).orElseThrow(() -> new BadInputException("--export: '"
                + Text.clip(word) + "' is not a format; the formats are " + String.join(", ", ExportFormat.words())
                + ", as in --export moodle quiz.xml"));
        return new Export(format, output("--export", export.get(1), QuizFiles::exportPath).orElseThrow());
    }

    private int write(Export to, QuizExport exported) {
        QuizExport quiz = penalty == null ? exported : exported.withPenalty(penaltyShare(to));
        try {
            OutputFile.write(to.file(), to.format().render(quiz));
        } catch (IOException | RuntimeException e) {
            throw new BadInputException("cannot write the export '" + Text.path(to.file().toString()) + "' ("
                    + FileTrouble.why(e) + ")");
        }
        out().println(painter().paragraph(QuizOptions.questions(quiz.questions().size()) + " (seed " + quiz.seed() + ") written to "
                + Text.oneLine(to.file().toString()) + "; import it in the course's question bank as '"
                + to.format().platformName() + "'.", 0));
        return 0;
    }

    /** The --penalty given, read as a share of the mark: "0.1", "0.3333333", "10%". */
    private double penaltyShare(Export to) {
        if (to.format() != ExportFormat.MOODLE) {
            throw new BadInputException("--penalty goes with --export moodle: GIFT has no penalty of its own (Moodle"
                    + " gives the questions it imports its default, a third of the mark)");
        }
        String text = penalty.strip();
        boolean percent = text.endsWith("%");
        try {
            double share = Double.parseDouble(percent ? text.substring(0, text.length() - 1).strip() : text)
                    / (percent ? 100 : 1);
            if (share >= 0 && share <= 1 && !text.matches(".*[a-zA-Z].*")) {
                return share;
            }
        } catch (NumberFormatException e) {
            // Said below, as for a number out of range.
        }
        throw new BadInputException("--penalty: '" + Text.clip(penalty) + "' is not a share of the mark: give one from"
                + " 0 (a wrong try costs nothing) to 1 (it costs the whole mark), like 0.1 or 10%");
    }

    /** How an option's file name is checked: {@link QuizFiles#reportPath} and its kin. */
    @FunctionalInterface
    private interface PathCheck {
        Result<Path> check(String name, boolean replace, AppHome home);
    }

    /**
     * The file an option names, checked before the first question by the rule every output follows;
     * never a file the session is using, such as the script a running {@code source} reads, which even
     * --force must not replace under it.
     */
    private Optional<Path> output(String option, String name, PathCheck check) {
        return output(option, name, check, force);
    }

    /** {@code replace}: whether a file already there may be replaced (--force, or a hand-in with no answer in it). */
    private Optional<Path> output(String option, String name, PathCheck check, boolean replace) {
        if (name == null) {
            return Optional.empty();
        }
        Path path = orBadInput(check.check(name, replace, session.course().home()));
        session.inUse(name, path).ifPresent(why -> {
            throw new BadInputException(option + ": " + why);
        });
        return Optional.of(path);
    }

    /** The questions of an assignment, for a course platform: the same a student's quiz of it asks. */
    private int exportAssignment() {
        refuseSetByAssignment();
        Export to = exportTarget();
        Assignment work = orBadInput(readAssignment(assignment));
        return write(to, QuizExport.of(work.seed(), work.level(), orBadInput(work.quizGame()), work.questions())
                .titled(work.title()));
    }

    private void refuseSetByAssignment() {
        for (String option : SET_BY_ASSIGNMENT) {
            if (spec.commandLine().getParseResult().hasMatchedOption(option)) {
                throw new BadInputException("the assignment sets the questions itself: leave out " + option);
            }
        }
    }

    private int startAssignment() {
        if (session.classroom().isPresent()) {
            return startPublished(session.classroom().get());
        }
        if (assignment == null) {
            throw new BadInputException((name != null ? "--name" : "--hand-in") + " goes with --assignment FILE, the"
                    + " assignment your instructor gave you");
        }
        refuseSetByAssignment();
        if (name == null || name.isBlank()) {
            throw new BadInputException("--assignment needs your name for the hand-in: add --name \"Your Name\"");
        }
        Assignment work = orBadInput(readAssignment(assignment));
        String file = handIn != null ? handIn : defaultHandIn(assignment, name);
        Optional<HandIn> before = earlierHandIn(file, work, name.strip());
        if (before.isPresent() && before.get().reachedAny() && !force) {
            HandIn h = before.get();
            throw new BadInputException("--hand-in: '" + Text.oneLine(file) + "' already holds your hand-in ("
                    + h.claimed().describeBoth() + ", " + h.items().size() + " of " + work.count() + " questions reached):"
                    + " add --force to take the quiz again; the new hand-in keeps that score, for your instructor");
        }
        // A quiz stopped before its first answer, to finish a lesson first, left nothing to keep.
        boolean empty = before.isPresent() && !before.get().reachedAny();
        Path target = output("--hand-in", file, QuizFiles::handInPath, force || empty).orElseThrow();
        if (SameFile.same(target, Path.of(assignment))) {
            throw new BadInputException("--hand-in: '" + Text.path(file) + "' is the assignment itself; choose another"
                    + " name for the hand-in");
        }
        List<HandIn.Earlier> attempts = before.map(HandIn::withThis).orElse(List.of());
        out().println("Assignment " + work.describe() + " for " + Text.oneLine(name.strip()) + "."
                + (attempts.isEmpty() ? "" : " Attempt " + (attempts.size() + 1) + "."));
        lessonsToComplete(work).ifPresent(out()::println);
        session.quizzes().start(new QuizFlow.Plan(work.seed(), work.level(), work.questions(), List.of(), work.practice()),
                Optional.empty(), Optional.of(new QuizRun.HandingIn(new QuizRun.To.File(target), name.strip(), work,
                        attempts)), true);
        return 0;
    }

    /** On a class server: the assignment the teacher published under the name given, handed in as it is answered. */
    private int startPublished(Classroom room) {
        if (assignment == null || name != null) {
            throw new BadInputException("on the class server, take an assignment by its name alone, as in 'quiz"
                    + " --assignment week-3': the server knows who you are and hands your answers in");
        }
        refuseSetByAssignment();
        Classroom.Published chosen = published(room, assignment.strip());
        Assignment work = chosen.assignment();
        Optional<HandIn> before = serverAnswers(() -> room.handIn(work)).filter(HandIn::reachedAny);
        boolean whole = before.filter(h -> h.items().size() >= work.count()).isPresent();
        if (whole && !force) {
            throw new BadInputException("you have handed in '" + chosen.name() + "' already (" + before.get().claimed()
                    .describeBoth() + "): add --force to take it again; your teacher keeps that score too");
        }
        QuizFlow.Plan plan = new QuizFlow.Plan(work.seed(), work.level(), work.questions(), List.of(), work.practice(),
                true, 0);
        if (before.isPresent() && !whole && !force) {
            // Cut short (a dropped connection, a 'quiz stop'): it goes on at the question it stopped at.
            HandIn cut = before.get();
            out().println(painter().paragraph("Assignment " + work.describeForStudent() + ": on from question "
                    + (cut.items().size() + 1) + " of " + work.count() + "; your " + cut.items().size() + (cut.items()
                    .size() == 1 ? " answer" : " answers") + " so far " + (cut.items().size() == 1 ? "is" : "are")
                    + " with your teacher.", 0));
            session.quizzes().start(plan.from(cut.items().size()), Optional.empty(), Optional.of(new QuizRun.HandingIn(
                    new QuizRun.To.Server(room), room.student(), work, cut.earlier(), cut.items())), true);
            return 0;
        }
        List<HandIn.Earlier> attempts = before.map(HandIn::withThis).orElse(List.of());
        out().println(painter().paragraph("Assignment " + work.describeForStudent() + "." + (attempts.isEmpty() ? ""
                : " Attempt " + (attempts.size() + 1) + " (your earlier answers stay with your teacher).")
                + (work.practice() ? "" : " One try a question.") + " Each answer reaches your teacher as you give it.",
                0));
        lessonsToComplete(work).ifPresent(out()::println);
        session.quizzes().start(plan, Optional.empty(), Optional.of(new QuizRun.HandingIn(new QuizRun.To.Server(room),
                room.student(), work, attempts)), true);
        return 0;
    }

    /** The assignment published as {@code typed} (its name or its title, in any case). */
    private static Classroom.Published published(Classroom room, String typed) {
        List<Classroom.Published> all = serverAnswers(room::assignments);
        if (all.isEmpty()) {
            throw new BadInputException("your teacher has not published an assignment yet");
        }
        return all.stream().filter(p -> p.name().equalsIgnoreCase(typed) || p.assignment().title().equalsIgnoreCase(
                typed)).findFirst().orElseThrow(() -> new BadInputException("there is no assignment '" + Text.clip(typed)
                        + "' here; your teacher published " + Text.and(all.stream().map(p -> "'" + p.name() + "' ("
                                + Text.clip(p.assignment().title()) + ")").toList())));
    }

    /** What the class server answers, or a line saying it could not. */
    private static <T> T serverAnswers(ServerCall<T> call) {
        try {
            return call.get();
        } catch (IOException e) {
            throw new BadInputException("the class server could not read its assignments just now; try again in a"
                    + " moment");
        }
    }

    @FunctionalInterface
    private interface ServerCall<T> {
        T get() throws IOException;
    }

    /** The student's own hand-in for this assignment already in the file, which a retake keeps a trace of. */
    private static Optional<HandIn> earlierHandIn(String file, Assignment work, String student) {
        try {
            Path path = Path.of(file);
            if (!Files.isRegularFile(path)) {
                return Optional.empty();
            }
            Result<HandIn> read = ClassFiles.readHandIn(path);
            return (read.isOk() ? Optional.of(read.orThrow()) : Optional.<HandIn>empty())
                    .filter(h -> h.assignment().id().equals(work.id()) && h.student().strip().equalsIgnoreCase(student));
        } catch (InvalidPathException e) {
            return Optional.empty();
        }
    }

    /** The assignment's lessons and where the student stands in each, since the hand-in records it when the quiz ends. */
    private Optional<String> lessonsToComplete(Assignment work) {
        if (work.lessons().isEmpty()) {
            return Optional.empty();
        }
        Progress progress = session.course().store().progress();
        List<String> open = work.lessons().stream().filter(id -> !progress.finished(id)).toList();
        return Optional.of(painter().paragraph(open.isEmpty() ? "Lessons to complete: " + String.join(", ", work.lessons())
                + ", all finished." : "Lessons to complete: " + String.join(", ", work.lessons()) + "; not finished yet: "
                + String.join(", ", open) + ". The hand-in records them as they stand when the quiz ends: finish them"
                + " first ('quiz stop' now, then 'lesson start " + open.get(0) + "'), or take the quiz again afterwards"
                + " with --force.", 0));
    }

    private static Result<Assignment> readAssignment(String file) {
        try {
            return ClassFiles.readAssignment(Path.of(file)).mapProblem(p -> "--assignment: '" + Text.path(file) + "' " + p);
        } catch (InvalidPathException e) {
            return Result.problem("--assignment: '" + Text.path(file) + "' is not a file name");
        }
    }

    /** "week3-ada-lovelace.json" for week3.assignment.json and Ada Lovelace. */
    static String defaultHandIn(String assignment, String student) {
        String stem = Path.of(assignment).getFileName().toString().replaceFirst("(?i)(\\.assignment)?\\.json$", "");
        String who = student.strip().toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]+", "-").replaceAll("^-|-$", "");
        // A name with no letter or digit (emoji alone, say) still needs a file of its own.
        return stem + "-" + (who.isEmpty() ? "student-" + Integer.toHexString(student.strip().hashCode()) : who) + ".json";
    }

    private int startReview(Optional<Path> reportFile) {
        Progress progress = session.course().store().progress();
        List<Progress.ReviewItem> items = new ArrayList<>();
        List<Question> questions = new ArrayList<>();
        for (Progress.ReviewItem item : progress.review) {
            Optional<Question> q = Review.question(item);
            if (q.isPresent() && questions.size() < options.count() && Prompts.decidable(q.get())) {
                items.add(item);
                questions.add(q.get());
            }
        }
        if (questions.isEmpty()) {
            out().println("Nothing to review: every position you missed has been answered right "
                    + Review.STREAK + " times in a row (or you have not missed any yet).");
            return 0;
        }
        session.quizzes().start(new QuizFlow.Plan(0, options.level(), questions, items, practice), reportFile, true);
        return 0;
    }

    @Command(name = "stop", description = {"End the quiz under way, with its score and summary; the session goes on"
            + " ('quit' leaves the program).", "Example: quiz stop"})
    static final class Stop extends SessionCommand {
        Stop(Session session) {
            super(session);
        }

        @Override
        public Integer call() {
            if (session.quiz().isEmpty()) {
                throw new BadInputException("no quiz is under way: 'quiz' starts one");
            }
            session.quizzes().stop();
            return 0;
        }
    }
}

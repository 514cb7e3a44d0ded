package org.nimexplorer.command.session;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.nimexplorer.command.BadInputException;
import org.nimexplorer.command.BaseCommand;
import org.nimexplorer.engine.Text;
import org.nimexplorer.lesson.Lesson;
import org.nimexplorer.lesson.LessonLibrary;
import org.nimexplorer.lesson.Problem;
import org.nimexplorer.render.ColumnsText;
import org.nimexplorer.render.GlossaryText;
import org.nimexplorer.render.Wrap;
import org.nimexplorer.store.OutputFile;
import org.nimexplorer.store.Progress;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "lesson", description = {"The course: list, start ID, resume, restart ID, where, stop, glossary [WORD],"
        + " validate [DIR].",
        "Example: lesson start the-game"},
        subcommands = {LessonCommand.ListLessons.class, LessonCommand.Start.class, LessonCommand.Resume.class,
                LessonCommand.Restart.class, LessonCommand.Where.class, LessonCommand.Stop.class,
                LessonCommand.Glossary.class, LessonCommand.Validate.class})
final class LessonCommand extends SessionCommand {

    LessonCommand(Session session) {
        super(session);
    }

    @Override
    public Integer call() {
        throw new BadInputException("say what to do: 'lesson list', 'lesson start ID', 'lesson resume', 'lesson restart"
                + " ID', 'lesson where', 'lesson stop', 'lesson glossary [WORD]' or 'lesson validate [DIR]'");
    }

    /** A part of 'lesson': made by the session's factory, which hands it the session. */
    abstract static class Sub extends BaseCommand {
        private final Session session;

        Sub(Session session) {
            this.session = session;
        }

        Session session() {
            return session;
        }

        LessonRunner runner() {
            return session().runner();
        }
    }

    @Command(name = "list", description = {"Every lesson, with where you are in it.", "Example: lesson list"})
    static final class ListLessons extends Sub {
        ListLessons(Session session) {
            super(session);
        }
        @Override
        public Integer call() {
            Course course = session().course();
            Progress progress = course.latestProgress();
            course.warnings(session().err(), painter());
            List<Lesson> lessons = course.library().lessons();
            if (lessons.isEmpty()) {
                out().println("No lessons found.");
            }
            int width = 2 + lessons.stream().mapToInt(l -> l.id().length()).max().orElse(8);
            for (Lesson l : lessons) {
                Progress.LessonProgress lp = progress.lessons.get(l.id());
                String state = lp == null ? "not started" : lp.finished ? "done"
                        : "in progress at step " + (lp.step + 1) + "/" + l.steps().size();
                out().println("  " + ColumnsText.padRight(l.id(), width) + l.title());
                out().println("  " + " ".repeat(width) + state + (l.estimate() > 0 ? ", about " + l.estimate() + " min" : "")
                        + ", " + l.checkpointCount() + " questions");
            }
            if (!course.library().problems().isEmpty()) {
                out().println(painter().paragraph("(" + course.library().problems().size() + " problems in the lesson files:"
                        + " 'lesson validate' lists them)", 0));
            }
            return 0;
        }
    }

    @Command(name = "start", description = {"Start a lesson at its first step.", "Example: lesson start the-game"})
    static final class Start extends Sub {
        Start(Session session) {
            super(session);
        }
        @Parameters(paramLabel = "ID", description = "The lesson's id, as 'lesson list' shows it.")
        String id;

        @Option(names = "--walkthrough", description = "For instructors: nothing blocks 'next', 'reveal' shows"
                + " answers, no progress is recorded.")
        boolean walkthrough;

        @Option(names = "--step-log", paramLabel = "FILE", description = "With --walkthrough: write every position"
                + " shown to FILE (Markdown), a numbered line each, as it is shown, for a handout.")
        String stepLog;

        @Option(names = "--append", description = "Add to the --step-log FILE if it is already there.")
        boolean append;

        @Option(names = "--force", description = "Replace the --step-log FILE if it is already there.")
        boolean force;

        @Override
        public Integer call() {
            runner().start(id, walkthrough, false, stepLog());
            return 0;
        }

        /** The step log asked for, refused when it comes without a walkthrough or with options that disagree. */
        private Optional<StepLog.Request> stepLog() {
            if (stepLog == null) {
                if (append || force) {
                    throw new BadInputException("--append and --force say what to do with a --step-log FILE that is"
                            + " already there: give --step-log FILE too, as in 'lesson start " + Text.clip(id)
                            + " --walkthrough --step-log FILE --append'");
                }
                return Optional.empty();
            }
            if (!walkthrough) {
                throw new BadInputException("--step-log writes the positions of a walkthrough, which an instructor"
                        + " drives: add --walkthrough, as in 'lesson start " + Text.clip(id) + " --walkthrough"
                        + " --step-log " + Text.oneLine(stepLog) + "'");
            }
            if (append && force) {
                throw new BadInputException("--append adds to the step log and --force replaces it: give one of them");
            }
            if (session().sourcing(stepLog)) {
                throw new BadInputException("cannot write the step log to '" + Text.oneLine(stepLog) + "': 'source'"
                        + " is running that file; give another file");
            }
            refusal(stepLog).ifPresent(why -> {
                throw new BadInputException("--step-log: " + why);
            });
            return Optional.of(new StepLog.Request(stepLog, append ? OutputFile.Existing.APPEND
                    : force ? OutputFile.Existing.REPLACE : OutputFile.Existing.KEEP));
        }

        /** Why the step log cannot go to the file {@code name}, by the rule every output follows. */
        private Optional<String> refusal(String name) {
            Path path;
            try {
                path = Path.of(name);
            } catch (InvalidPathException e) {
                return Optional.of("'" + Text.path(name) + "' is not a file name");
            }
            Optional<String> inUse = session().inUse(name, path);
            return inUse.isPresent() ? inUse : OutputFile.refusal(path, session().course().home())
                    .map(why -> "cannot write '" + Text.path(name) + "': " + why);
        }
    }

    @Command(name = "resume", description = {"Go back to the lesson you were in, at the step you reached.",
            "Example: lesson resume"})
    static final class Resume extends Sub {
        Resume(Session session) {
            super(session);
        }
        @Override
        public Integer call() {
            runner().resume();
            return 0;
        }
    }

    @Command(name = "restart", description = {"Start a lesson again from step 1, forgetting your answers in it.",
            "Example: lesson restart the-game --yes"})
    static final class Restart extends Sub {
        Restart(Session session) {
            super(session);
        }
        @Parameters(paramLabel = "ID", description = "The lesson's id, as 'lesson list' shows it.")
        String id;

        @Option(names = "--yes", description = "Restart without asking first.")
        boolean yes;

        @Override
        public Integer call() {
            Course course = session().course();
            boolean known = course.library().find(id).isPresent();
            if (known && !yes) {
                out().println(painter().paragraph("Start " + id + " again from step 1? Your answers in it will be forgotten."
                        + " Type 'lesson restart " + id + " --yes' to do it.", 0));
                return 0;
            }
            if (known) {
                course.store().progress().lessons.remove(id);
                course.save(session().err(), painter());
            }
            // From here on as 'lesson start': the same first step, and for an unknown id the same error.
            runner().start(id, false, false);
            return 0;
        }
    }

    @Command(name = "where", description = {"Where you are in the lesson.", "Example: lesson where"})
    static final class Where extends Sub {
        Where(Session session) {
            super(session);
        }
        @Override
        public Integer call() {
            runner().where();
            return 0;
        }
    }

    @Command(name = "stop", description = {"Leave the lesson (your progress is kept).", "Example: lesson stop"})
    static final class Stop extends Sub {
        Stop(Session session) {
            super(session);
        }
        @Override
        public Integer call() {
            runner().stop();
            return 0;
        }
    }

    @Command(name = "glossary", description = {"The words of the course, each with the lesson step that teaches it"
            + " and what it means; with WORD, that word alone.", "Example: lesson glossary nim-sum"})
    static final class Glossary extends Sub {
        Glossary(Session session) {
            super(session);
        }
        @Parameters(paramLabel = "WORD", arity = "0..*", description = "A word of the course, or its beginning.")
        List<String> word;

        @Override
        public Integer call() {
            LessonLibrary library = session().course().library();
            if (word == null || word.isEmpty()) {
                GlossaryText.all(library, painter()).forEach(out()::println);
                return 0;
            }
            String wanted = String.join(" ", word);
            org.nimexplorer.lesson.Glossary.Entry entry = library.glossary().find(wanted).orElseThrow(() ->
                    new BadInputException("the glossary has no word '" + Text.clip(wanted) + "' (or several start"
                            + " so): 'lesson glossary' lists them all"));
            GlossaryText.entry(entry, library, painter()).forEach(out()::println);
            return 0;
        }
    }

    @Command(name = "validate", description = {"Check lesson files and report every problem with file and line.",
            "Example: lesson validate my-lessons"})
    static final class Validate extends Sub {
        Validate(Session session) {
            super(session);
        }
        @Parameters(paramLabel = "DIR", arity = "0..1", description = "A folder of lessons (default: the course in use).")
        Path dir;

        @Override
        public Integer call() {
            LessonLibrary library = dir == null ? session().course().library() : LessonLibrary.folder(dir);
            for (Problem p : library.problems()) {
                err().println(Text.oneLine(p.toString()));
            }
            int lessons = library.lessons().size();
            int problems = library.problems().size();
            out().println(lessons + (lessons == 1 ? " lesson" : " lessons") + " loaded, " + problems
                    + (problems == 1 ? " problem." : " problems."));
            return library.problems().isEmpty() ? 0 : 1;
        }
    }
}

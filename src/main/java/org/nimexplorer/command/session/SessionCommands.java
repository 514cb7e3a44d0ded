package org.nimexplorer.command.session;

import java.util.Optional;
import java.util.Set;
import org.nimexplorer.command.CommandLineHelp;
import org.nimexplorer.command.CompletionCommand;
import org.nimexplorer.command.Interactive;
import org.nimexplorer.command.Subcommands;
import org.nimexplorer.render.Display;
import org.nimexplorer.render.Painter;

/**
 * The commands of a session, and those that open one from the command line, each built with what
 * it needs: the session, the painter of its screen, the means to run a script's lines.
 */
public final class SessionCommands {

    private final Session session;
    private final Lines lines;
    private final Painter painter;
    private final Set<String> names;

    private SessionCommands(Session session, Lines lines, Painter painter, Set<String> names) {
        this.session = session;
        this.lines = lines;
        this.painter = painter;
        this.names = names;
    }

    /**
     * Every command of {@code session}: the one-shot commands and those that act on the session,
     * painting for {@code display}; {@code lines} runs the lines of a script as the shell runs typed ones.
     */
    public static Subcommands all(Session session, Lines lines, Display display) {
        Painter painter = display.painter(false, false);
        session.attachScreen(painter);
        session.attachRunner(new LessonRunner(session, painter));
        session.attachQuizzes(new QuizRunner(session, painter));
        Subcommands all = Subcommands.oneShot();
        SessionCommands commands = new SessionCommands(session, lines, painter, all.names());
        return all.builtBy(commands::build).seeing(session.view())
                .with("set", SetCommand.class)
                .with("show", ShowCommand.class)
                .with("undo", UndoCommand.class)
                .with("redo", RedoCommand.class)
                .with("play", PlayCommand.class)
                .with("resign", ResignCommand.class)
                .with("source", SourceCommand.class)
                .with("record", RecordCommand.class)
                .with("lesson", LessonCommand.class)
                .with("next", LessonSteps.Next.class)
                .with("back", LessonSteps.Back.class)
                .with("goto", LessonSteps.GoTo.class)
                .with("hint", LessonSteps.Hint.class)
                .with("answer", LessonSteps.Answer.class)
                .with("reveal", LessonSteps.Reveal.class)
                .with("more", LessonSteps.More.class)
                .with("quiz", QuizCommand.class)
                .with("practice", PracticeCommand.class)
                .with("progress", ProgressCommand.class)
                .with("help", HelpCommand.class)
                .with("quit", QuitCommand.class)
                .with("move", MoveCommand.class)
                .with("skip", SkipCommand.class);
    }

    /** A new command of the session, or a part of one ('lesson start'), with what it needs. */
    private Optional<Object> build(Class<?> type) {
        Object made = type == SetCommand.class ? new SetCommand(session)
                : type == ShowCommand.class ? new ShowCommand(session)
                : type == UndoCommand.class ? new UndoCommand(session)
                : type == RedoCommand.class ? new RedoCommand(session)
                : type == PlayCommand.class ? new PlayCommand(session)
                : type == ResignCommand.class ? new ResignCommand(session)
                : type == SourceCommand.class ? new SourceCommand(session, lines)
                : type == RecordCommand.class ? new RecordCommand(session)
                : type == LessonCommand.class ? new LessonCommand(session)
                : type == LessonCommand.ListLessons.class ? new LessonCommand.ListLessons(session)
                : type == LessonCommand.Start.class ? new LessonCommand.Start(session)
                : type == LessonCommand.Resume.class ? new LessonCommand.Resume(session)
                : type == LessonCommand.Restart.class ? new LessonCommand.Restart(session)
                : type == LessonCommand.Where.class ? new LessonCommand.Where(session)
                : type == LessonCommand.Stop.class ? new LessonCommand.Stop(session)
                : type == LessonCommand.Glossary.class ? new LessonCommand.Glossary(session)
                : type == LessonCommand.Validate.class ? new LessonCommand.Validate(session)
                : type == LessonSteps.Next.class ? new LessonSteps.Next(session)
                : type == LessonSteps.Back.class ? new LessonSteps.Back(session)
                : type == LessonSteps.GoTo.class ? new LessonSteps.GoTo(session)
                : type == LessonSteps.Hint.class ? new LessonSteps.Hint(session)
                : type == LessonSteps.Answer.class ? new LessonSteps.Answer(session, names)
                : type == LessonSteps.Reveal.class ? new LessonSteps.Reveal(session)
                : type == LessonSteps.More.class ? new LessonSteps.More(session)
                : type == QuizCommand.class ? new QuizCommand(session)
                : type == QuizCommand.Stop.class ? new QuizCommand.Stop(session)
                : type == PracticeCommand.class ? new PracticeCommand(session)
                : type == ProgressCommand.class ? new ProgressCommand(session)
                : type == HelpCommand.class ? new HelpCommand()
                : type == QuitCommand.class ? new QuitCommand(session)
                : type == MoveCommand.class ? new MoveCommand(session, painter)
                : type == SkipCommand.class ? new SkipCommand(session)
                : null;
        return Optional.ofNullable(made);
    }

    /**
     * The commands of {@code nim-explorer} on the command line: the one-shot ones, and those that
     * open {@code session} with their words as its first line, and {@code completion}, which writes a
     * script for the user's shell and so has no place inside the session.
     */
    public static Subcommands onCommandLine(Interactive session) {
        return Subcommands.oneShot()
                .builtBy(type -> Optional.ofNullable(type == CompletionCommand.class ? new CompletionCommand()
                        : type == CommandLineHelp.class ? new CommandLineHelp()
                        : type == PlayFromCommandLine.class ? new PlayFromCommandLine(session)
                        : type == LessonFromCommandLine.class ? new LessonFromCommandLine(session)
                        : type == QuizFromCommandLine.class ? new QuizFromCommandLine(session)
                        : type == PracticeFromCommandLine.class ? new PracticeFromCommandLine(session)
                        : null))
                .with("completion", CompletionCommand.class)
                .with("help", CommandLineHelp.class)
                .with("play", PlayFromCommandLine.class)
                .with("lesson", LessonFromCommandLine.class)
                .with("quiz", QuizFromCommandLine.class)
                .with("practice", PracticeFromCommandLine.class);
    }
}

package org.nimexplorer.command.session;

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

    private SessionCommands() {}

    /**
     * Every command of {@code session}: the one-shot commands and those that act on the session,
     * painting for {@code display}; {@code lines} runs the lines of a script as the shell runs typed ones.
     */
    public static Subcommands all(Session session, Lines lines, Display display) {
        Painter painter = Painter.choose(display.noColor(), display.accessible(), display.colourTerminal());
        session.attachRunner(new LessonRunner(session, painter));
        session.attachQuizzes(new QuizRunner(session, painter));
        Subcommands all = Subcommands.oneShot();
        return all
                .with("set", SetCommand.class, () -> new SetCommand(session))
                .with("show", ShowCommand.class, () -> new ShowCommand(session))
                .with("undo", UndoCommand.class, () -> new UndoCommand(session))
                .with("redo", RedoCommand.class, () -> new RedoCommand(session))
                .with("play", PlayCommand.class, () -> new PlayCommand(session))
                .with("resign", ResignCommand.class, () -> new ResignCommand(session))
                .with("source", SourceCommand.class, () -> new SourceCommand(session, lines))
                .with("record", RecordCommand.class, () -> new RecordCommand(session))
                .with("lesson", LessonCommand.class, () -> new LessonCommand(session))
                .part(LessonCommand.ListLessons.class, () -> new LessonCommand.ListLessons(session))
                .part(LessonCommand.Start.class, () -> new LessonCommand.Start(session))
                .part(LessonCommand.Resume.class, () -> new LessonCommand.Resume(session))
                .part(LessonCommand.Restart.class, () -> new LessonCommand.Restart(session))
                .part(LessonCommand.Where.class, () -> new LessonCommand.Where(session))
                .part(LessonCommand.Stop.class, () -> new LessonCommand.Stop(session))
                .part(LessonCommand.Validate.class, () -> new LessonCommand.Validate(session))
                .with("next", LessonSteps.Next.class, () -> new LessonSteps.Next(session))
                .with("back", LessonSteps.Back.class, () -> new LessonSteps.Back(session))
                .with("goto", LessonSteps.GoTo.class, () -> new LessonSteps.GoTo(session))
                .with("hint", LessonSteps.Hint.class, () -> new LessonSteps.Hint(session))
                .with("answer", LessonSteps.Answer.class, () -> new LessonSteps.Answer(session, all.names()))
                .with("reveal", LessonSteps.Reveal.class, () -> new LessonSteps.Reveal(session))
                .with("more", LessonSteps.More.class, () -> new LessonSteps.More(session))
                .with("quiz", QuizCommand.class, () -> new QuizCommand(session))
                .with("progress", ProgressCommand.class, () -> new ProgressCommand(session))
                .with("help", HelpCommand.class, HelpCommand::new)
                .with("quit", QuitCommand.class, () -> new QuitCommand(session))
                .with("move", MoveCommand.class, () -> new MoveCommand(session, painter))
                .with("skip", SkipCommand.class, () -> new SkipCommand(session));
    }

    /**
     * The commands of {@code nim-explorer} on the command line: the one-shot ones, and those that
     * open {@code session} with their words as its first line, and {@code completion}, which writes a
     * script for the user's shell and so has no place inside the session.
     */
    public static Subcommands onCommandLine(Interactive session) {
        return Subcommands.oneShot()
                .with("completion", CompletionCommand.class, CompletionCommand::new)
                .with("help", CommandLineHelp.class, CommandLineHelp::new)
                .with("play", PlayFromCommandLine.class, () -> new PlayFromCommandLine(session))
                .with("lesson", LessonFromCommandLine.class, () -> new LessonFromCommandLine(session))
                .with("quiz", QuizFromCommandLine.class, () -> new QuizFromCommandLine(session));
    }
}

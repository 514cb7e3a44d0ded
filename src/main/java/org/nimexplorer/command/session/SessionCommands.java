package org.nimexplorer.command.session;

import org.nimexplorer.command.CommandLineHelp;
import org.nimexplorer.command.CompletionCommand;
import org.nimexplorer.command.Subcommands;
import picocli.CommandLine;

/** The commands of a session, and those that open one from the command line. */
public final class SessionCommands {

    private SessionCommands() {}

    /** Every command of the session: the one-shot commands and those that act on the session. */
    public static Subcommands all() {
        return Subcommands.oneShot()
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
                .with("progress", ProgressCommand.class)
                .with("help", HelpCommand.class)
                .with("quit", QuitCommand.class)
                .with("move", MoveCommand.class)
                .with("skip", SkipCommand.class);
    }

    /**
     * The commands of {@code nim-explorer} on the command line: the one-shot ones, and those that
     * open a session with their words as its first line, and {@code completion}, which writes a
     * script for the user's shell and so has no place inside the session.
     */
    public static Subcommands onCommandLine() {
        return Subcommands.oneShot()
                .with("completion", CompletionCommand.class)
                .with("help", CommandLineHelp.class)
                .with("play", PlayFromCommandLine.class)
                .with("lesson", LessonFromCommandLine.class)
                .with("quiz", QuizFromCommandLine.class);
    }
}

package org.nimexplorer.command.session;

import java.util.List;
import org.nimexplorer.command.Interactive;
import picocli.CommandLine.Command;

/**
 * {@code nim-explorer lesson ...}: {@code list}, {@code where} and {@code validate} print and exit;
 * {@code start}, {@code resume} and {@code restart} open the session in the lesson.
 */
@Command(name = "lesson", description = {"The course: list, validate [DIR], or start ID / resume in the session.",
        "Example: nim-explorer lesson start the-game"})
public final class LessonFromCommandLine extends SessionFromCommandLine {

    LessonFromCommandLine(Interactive session) {
        super(session);
    }

    @Override
    public Integer call() {
        boolean opens = !words.isEmpty() && List.of("start", "resume", "restart").contains(words.get(0));
        return opens ? interactive("lesson") : once("lesson");
    }
}

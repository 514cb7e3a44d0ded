package org.nimexplorer.repl;

import picocli.CommandLine.Command;

/**
 * {@code nim-explorer lesson ...}: {@code list}, {@code where} and {@code validate} print and exit;
 * {@code start} and {@code resume} open the session in the lesson.
 */
@Command(name = "lesson", description = {"The course: list, validate [DIR], or start ID / resume in the session.",
        "Example: nim-explorer lesson start the-game"})
public final class LessonFromCommandLine extends SessionFromCommandLine {

    @Override
    public Integer call() {
        boolean opens = !words.isEmpty() && (words.get(0).equals("start") || words.get(0).equals("resume"));
        return opens ? interactive("lesson") : once("lesson");
    }
}

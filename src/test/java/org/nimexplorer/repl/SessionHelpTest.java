package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Optional;
import org.nimexplorer.command.Subcommands;
import org.nimexplorer.command.session.Course;
import org.nimexplorer.command.session.Session;
import org.nimexplorer.render.Display;
import org.nimexplorer.command.session.SessionCommands;
import org.junit.jupiter.api.Test;

class SessionHelpTest {

    @Test
    void helpFitsOneScreenAndNamesEveryCommand() {
        Script s = Script.run("help");
        assertThat(s.err()).isEmpty();
        List<String> lines = s.out().lines().toList();
        assertThat(lines).hasSizeLessThanOrEqualTo(22)
                .allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(80))
                .contains("Lessons", "The proof", "Games, quizzes, the session and the classroom")
                .endsWith("'help COMMAND' shows its options and an example; 'quit' or Ctrl-D leaves.");
        List<String> words = lines.stream().flatMap(l -> List.of(l.trim().split(" +")).stream())
                .map(w -> w.replace("'", "")).toList();
        Session session = new Session(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()), null, null,
                new Course(Script.HOME, Optional.empty(), false));
        Subcommands commands = SessionCommands.all(session, line -> 0, new Display(false, true, false));
        assertThat(words).containsAll(commands.names().stream().filter(n -> !n.equals("move") && !n.equals("skip"))
                .toList());
    }

    @Test
    void helpGivesEachCommandOneShortLineUnderItsHeading() {
        List<String> lines = Script.run("help").out().lines().toList();
        int heading = lines.indexOf("Lessons");
        assertThat(lines.get(heading + 1)).matches("  lesson +the course: start, resume +next +go on in the lesson");
        assertThat(lines).anyMatch(l -> l.matches("  set +make a position current +show +draw the current position"));
    }

    @Test
    void helpForOneCommandStillShowsItsUsage() {
        Script s = Script.run("help play");
        assertThat(s.out()).startsWith("Usage: nim-explorer play").contains("Example: play");
    }

    @Test
    void sessionCommandsListOnlyTheirOwnOptions() {
        for (String line : List.of("help hint", "hint --help", "help lesson", "lesson start --help", "quit --help")) {
            Script s = Script.run(line);
            assertThat(s.out()).as(line).contains("--help").doesNotContain("--no-color").doesNotContain("--accessible")
                    .doesNotContain("--debug").doesNotContain("--lessons").doesNotContain("--version");
        }
        assertThat(Script.run("lesson start --help").out()).contains("--walkthrough");
    }

    @Test
    void commandsOfTheCommandLineKeepTheGlobalOptionsInTheSession() {
        Script s = Script.run("help analyze", "analyze 3 4 5 --no-color");
        assertThat(s.err()).isEmpty();
        assertThat(s.out()).contains("--no-color").contains("--accessible").contains("N-position");
    }
}

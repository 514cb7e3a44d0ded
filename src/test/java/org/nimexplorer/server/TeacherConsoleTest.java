package org.nimexplorer.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The teacher's console: every student on the roster, who is connected, and where each one is. */
class TeacherConsoleTest {

    @TempDir
    Path folder;

    @Test
    void whoListsTheClassWithWhereEachConnectedStudentIs() throws Exception {
        try (ClassServerFixture klass = ClassServerFixture.roster(folder, "Ada,tulip-42\nBob,fern-777\nZoë,reed-555\n");
                Student ada = klass.login("ada", "tulip-42"); Student zoe = klass.login("Zoë", "reed-555")) {
            ada.screen.awaitText("nim> ");
            ada.line("lesson start twenty-one", "Answer P or N");
            ada.line("N", "try 2 of 3");
            zoe.screen.awaitText("nim> ");
            TeacherConsole console = new TeacherConsole(klass.server, klass.server.data());
            assertThat(console.who()).containsExactly(
                    "2 of 3 students connected.",
                    "  Ada  twenty-one 1/5 · try 2 of 3",
                    "  Bob  not connected",
                    "  Zoë  at the prompt");
        }
    }

    @Test
    void theConsoleAnswersItsWordsAndStopsOnStop() throws Exception {
        try (ClassServerFixture klass = ClassServerFixture.roster(folder, "Ada,tulip-42\n")) {
            StringWriter out = new StringWriter();
            boolean stopped = new TeacherConsole(klass.server, klass.server.data()).run(new BufferedReader(
                    new StringReader("help\nwhat\nunlock\nunlock Ada\nwho\nstop\nwho\n")), new PrintWriter(out, true));
            assertThat(stopped).isTrue();
            assertThat(out.toString()).isEqualTo("""
                    Type 'who' to see the class, 'live ID' to take it through a lesson, 'help' for
                    the rest, 'stop' to stop the server.
                    who          every student, connected or not, and where each is
                    unlock NAME  let NAME try codes again at once, after too many wrong ones
                    lessons      the lessons, to take the class through live
                    live ID      take the class through lesson ID: every student's screen follows
                                 yours (also: lesson start ID --walkthrough --live)
                    next, back   move the live lesson on, or back a step; 'goto N' to step N
                    spread       the class's answers to the question, as bars
                    again        a second vote on the question, after the class talked it over
                    reveal       show every student the worked answer and how theirs did
                    status       where the live lesson is and how many have answered (or Enter)
                    live stop    end the live lesson: students' sessions are their own again
                    stop         stop the server (every answer given is saved; so does Ctrl-C)
                    The console knows 'who', 'live ID', 'next', 'reveal', 'spread' and more: 'help' lists them all.
                    unlock takes a student's name, as in: unlock ada
                    Ada may try their code again now.
                    0 of 1 student connected.
                      Ada  not connected
                    """);
        }
    }
}

package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.nimexplorer.command.session.Course;
import org.nimexplorer.command.session.Input;
import org.nimexplorer.command.session.Session;
import org.nimexplorer.render.Display;

/** A display flag given on a line of a session lasts that line only. */
class LineFlagsTest {

    private static final Display PLAIN_STREAM = new Display(false, true, false);
    /** A colour terminal whose session was started without NO_COLOR (the suite sets it for the process). */
    private static final Display COLOUR_TERMINAL = new Display(true, false, false);

    @Test
    void accessibleOnOneLineLeavesTheNextLineAsItWouldBeAlone() {
        String alone = lastLine(PLAIN_STREAM, "analyze 3 4 5");
        assertThat(lastLine(PLAIN_STREAM, "analyze 3 4 5 --accessible")).as("the flag changes the text")
                .isNotEqualTo(alone);
        assertThat(lastLine(PLAIN_STREAM, "xor 3 5 --accessible", "analyze 3 4 5")).isEqualTo(alone);
    }

    @Test
    void noColorOnOneLineLeavesTheNextLineInColour() {
        String alone = lastLine(COLOUR_TERMINAL, "analyze 3 4 5");
        assertThat(alone).as("a colour terminal shows colour").contains("\u001b[");
        assertThat(lastLine(COLOUR_TERMINAL, "analyze 3 4 5 --no-color")).doesNotContain("\u001b[");
        assertThat(lastLine(COLOUR_TERMINAL, "xor 3 5 --no-color", "analyze 3 4 5")).isEqualTo(alone);
    }

    @Test
    void aThemeOnOneLinePaintsThatLineInItsShadesAndTheSessionsThemeTheRest() {
        String alone = lastLine(COLOUR_TERMINAL, "check 3 4 5 --move A-2");
        assertThat(alone).contains("\u001b[32;1m").doesNotContain("38;5;");
        assertThat(lastLine(COLOUR_TERMINAL, "check 3 4 5 --move A-2 --theme light")).contains("\u001b[38;5;22;1m");
        assertThat(lastLine(COLOUR_TERMINAL, "xor 3 5 --theme light", "check 3 4 5 --move A-2")).isEqualTo(alone);
        Display dark = COLOUR_TERMINAL.withTheme(org.nimexplorer.render.Theme.DARK);
        assertThat(lastLine(dark, "check 3 4 5 --move A-2")).contains("\u001b[38;5;83;1m");
        assertThat(lastLine(dark, "check 3 4 5 --move A-2 --theme auto")).isEqualTo(alone);
    }

    @Test
    void aLineRunByAScriptHasItsOwnFlagsAndTheSourceLineKeepsItsOwn() throws Exception {
        Path script = Files.createTempFile("flags", ".txt");
        try {
            Files.writeString(script, "xor 3 5 --accessible\n");
            String alone = lastLine(PLAIN_STREAM, "analyze 3 4 5");
            assertThat(lastLine(PLAIN_STREAM, "source " + script, "analyze 3 4 5")).isEqualTo(alone);
        } finally {
            Files.delete(script);
        }
    }

    /** What the session printed for its last line, after running the others before it. */
    private static String lastLine(Display display, String... lines) {
        StringWriter out = new StringWriter();
        Session session = new Session(new PrintWriter(out, true), new PrintWriter(new StringWriter(), true),
                new NoMoreLines(), new Recorder(), new Course(Script.HOME, Optional.empty(), false));
        Shell shell = new Shell(session, display, false);
        for (String line : lines) {
            out.getBuffer().setLength(0);
            assertThat(shell.execute(line)).as(line).isZero();
        }
        return out.toString();
    }

    /** A session's input with nothing more to read, as a script's run needs none. */
    private static final class NoMoreLines implements Input {
        @Override
        public Optional<String> readLine(String prompt) {
            return Optional.empty();
        }

        @Override
        public boolean interactive() {
            return false;
        }
    }
}

package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.command.session.Course;
import org.nimexplorer.command.session.Input;
import org.nimexplorer.command.session.Session;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.render.BigPosition;
import org.nimexplorer.render.Display;
import org.nimexplorer.render.Painter;
import org.nimexplorer.render.Wrap;
import org.nimexplorer.store.AppHome;

/**
 * Positions drawn big for a class: {@code show --big} and {@code source FILE --step --big}, read off the
 * screen as a learner's terminal, a pipe or a screen reader gets them.
 */
class BigPositionTest {

    private static final String SEPARATOR = "-".repeat(80) + "\n";

    /** 3 4 5 drawn big in plain text. */
    private static final String BIG_3_4_5 = """
            Position 3 4 5

              A   o o o       3

              B   o o o o     4

              C   o o o o o   5
            """;

    private static final String CLEAR = "\u001b[H\u001b[2J";

    @Test
    void showBigDrawsThreeFourFiveAsRowsOfObjectsAfterASeparatorInAPipe() {
        Script s = Script.run("set 3 4 5", "show --big");
        assertThat(s.err()).isEmpty();
        assertThat(s.out()).endsWith("play it out against the engine.\n" + SEPARATOR + BIG_3_4_5);
        assertThat(s.out()).doesNotContain("\u25CF").doesNotContain("\u001b");
    }

    @Test
    void theQuestionWaitingIsThePositionShownWithTheQuestionLeftUnderItAndItsAnswerHidden(@TempDir Path home) {
        List<org.nimexplorer.explain.Question> questions = org.nimexplorer.quiz.QuizGenerator.generate(7, 2,
                org.nimexplorer.quiz.Level.EASY, Rules.NIM, List.of("move", "outcome", "nim-sum"));
        var first = (org.nimexplorer.explain.AboutPosition) questions.get(0);
        Script s = Script.run("quiz --seed 7 --count 2 --level easy", "show --big", "show", questions.get(0).answer());
        assertThat(s.err()).isEmpty();
        String big = String.join("\n", BigPosition.lines(first.position(), first.rules(), Painter.PLAIN, 80));
        assertThat(s.out()).contains(SEPARATOR + big.stripTrailing() + "\n\n" + questions.get(0).prompt() + "\n")
                .contains("(The columns stay hidden while the question waits: they would give the answer.)\n\n"
                        + questions.get(0).prompt() + "\n")
                .contains("Question 2/2");
        String beforeTheAnswer = s.out().substring(0, s.out().indexOf("Right: "));
        assertThat(beforeTheAnswer).doesNotContain("nim-sum " + org.nimexplorer.engine.Engine.nimSum(first.position(),
                first.rules().moves()) + " =").doesNotContain("sums ");
        assertThat(Script.run("show").err()).contains("there is no position to show");
        // The first question of the first lesson is a choice, on no position: shown big, it is the question alone;
        // plainly shown, there is nothing to show.
        Script choice = Script.runIn(new AppHome(home), "lesson start the-game", "show --big", "show");
        String prompt = "From the position 3 4 5, which of these is a legal move?";
        assertThat(choice.out()).contains(SEPARATOR + prompt + "\n  a) ");
        assertThat(choice.err()).isEqualTo("error: the question waiting is about no position, and none is set: 'set 3"
                + " 4 5' sets one to show\n");
    }

    @Test
    void aHeapTooLargeToDrawShowsItsSizeAndAnEmptyHeapADash() {
        Script s = Script.run("set 1000 3 0 --misere", "show --big");
        assertThat(s.out()).endsWith(SEPARATOR + """
                Position 1000 3 0 (misère)

                  A   (too many to draw)   1000

                  B   o o o                   3

                  C   -                       0
                """);
    }

    @Test
    void aHeapOfFortyGoesOnOverTwoRowsInGroupsOfFive() {
        Script s = Script.run("set 40 27", "show --big");
        assertThat(s.out()).endsWith(SEPARATOR + """
                Position 40 27

                  A   o o o o o   o o o o o   o o o o o   o o o o o   40
                      o o o o o   o o o o o   o o o o o   o o o o o

                  B   o o o o o   o o o o o   o o o o o   o o o o o   27
                      o o o o o   o o
                """);
    }

    @Test
    void everyLineKeepsToEightyColumnsWhateverTheHeaps() {
        String heaps = "40 ".repeat(15) + Long.MAX_VALUE;
        Script s = Script.run("set " + heaps + " --subtract 1-3,5,7,11", "show --big", "set " + "1 ".repeat(30),
                "show --big");
        assertThat(s.err()).isEmpty();
        assertThat(s.out().lines()).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(80));
        assertThat(s.out()).containsPattern("\n  P   \\(too many to draw\\) +" + Long.MAX_VALUE + "\n")
                .contains("A position of 30 heaps\n").contains("  ... and 14 more heaps\n");
    }

    @Test
    void aNarrowWindowGetsFewerObjectsToARowAndBlankLinesInPlaceOfASeparator(@TempDir Path dir) throws Exception {
        String screen = TerminalSessionTest.session(new AppHome(dir), "set 12 3\nshow --big\nquit\n", 30);
        // A dumb terminal cannot be cleared: 24 blank lines push the last screen out of sight.
        assertThat(screen).contains("\n".repeat(24) + """
                Position 12 3

                  A   o o o o o   12
                      o o o o o
                      o o

                  B   o o o        3
                """).doesNotContain("-".repeat(30));
    }

    @Test
    void aColourTerminalIsClearedAndShowsTheObjectsAsDots() {
        StringWriter out = new StringWriter();
        Session session = new Session(new PrintWriter(out, true), new PrintWriter(new StringWriter(), true),
                new Typed(), new Recorder(), new Course(Script.HOME, Optional.empty(), false));
        Shell shell = new Shell(session, new Display(true, false, false), false);
        shell.execute("set 3 4 5");
        out.getBuffer().setLength(0);
        shell.execute("show --big");
        assertThat(out.toString()).startsWith(CLEAR);
        // Colour and the dots unless NO_COLOR is set where the tests run; the layout is the same either way.
        String plain = out.toString().substring(CLEAR.length()).replaceAll("\u001b\\[[0-9;]*m", "")
                .replace('\u25CF', 'o');
        assertThat(plain).isEqualTo(BIG_3_4_5);
    }

    /** In a window the drawing is centred; where the terminal draws double-size lines, at half the width, twice. */
    @Test
    void inAWindowTheDrawingIsCentredAndInDoubleSizeLettersWhereTheTerminalDrawsThem() {
        for (boolean doubleSize : List.of(false, true)) {
            StringWriter out = new StringWriter();
            Session session = new Session(new PrintWriter(out, true), new PrintWriter(new StringWriter(), true),
                    new Typed(), new Recorder(), new Course(Script.HOME, Optional.empty(), false));
            Display display = new Display(true, true, false, () -> 100, () -> 100).withDoubleSize(doubleSize);
            Shell shell = new Shell(session, display, false);
            shell.execute("set 3 4 5");
            out.getBuffer().setLength(0);
            shell.execute("show --big");
            List<String> drawn = out.toString().substring(CLEAR.length()).lines().toList();
            List<String> plain = BIG_3_4_5.lines().toList();
            int width = doubleSize ? 50 : 100;
            String pad = " ".repeat((width - plain.stream().mapToInt(String::length).max().orElseThrow()) / 2);
            List<String> expected = plain.stream().map(line -> line.isEmpty() ? line : pad + line).toList();
            expected = doubleSize ? BigPosition.doubleSize(expected) : BigPosition.whole(expected);
            assertThat(drawn).as("double size: %s", doubleSize).isEqualTo(expected);
        }
    }

    /** Double size needs 30 columns in half the window, and few enough lines to stand doubled in 24 rows. */
    @Test
    void aNarrowWindowOrATallDrawingStaysSingleSize() {
        for (String[] line : List.of(new String[] {"50", "set 3 4 5"}, new String[] {"100", "set 1 2 3 4 5"})) {
            StringWriter out = new StringWriter();
            Session session = new Session(new PrintWriter(out, true), new PrintWriter(new StringWriter(), true),
                    new Typed(), new Recorder(), new Course(Script.HOME, Optional.empty(), false));
            int width = Integer.parseInt(line[0]);
            Shell shell = new Shell(session, new Display(true, true, false, () -> width, () -> width)
                    .withDoubleSize(true), false);
            shell.execute(line[1]);
            out.getBuffer().setLength(0);
            shell.execute("show --big");
            assertThat(out.toString()).as("%s at %s columns", line[1], width).doesNotContain("\u001b#3")
                    .contains("\u001b#5");
        }
    }

    @Test
    void inColourTheObjectsAreDotsPaintedAndTheLayoutIsTheSame() {
        List<String> lines = BigPosition.lines(Position.of(3, 4, 5), Rules.NIM, Painter.ANSI, 80);
        assertThat(String.join("\n", lines)).contains("\u001b[").contains("\u25CF \u25CF \u25CF");
        assertThat(lines).allSatisfy(line -> assertThat(Wrap.visibleLength(line)).isLessThanOrEqualTo(80));
        assertThat(String.join("\n", lines).replaceAll("\u001b\\[[0-9;]*m", "").replace('\u25CF', 'o') + "\n")
                .isEqualTo(BIG_3_4_5);
    }

    @Test
    void accessibleModeGivesASentenceForEachHeapAndNothingRedrawn() {
        Script s = Script.runFlags(new Repl.Flags(false, true, false), "set 3 4 1", "show --big");
        assertThat(s.out()).endsWith("play it out against the engine.\n\n"
                + "Position 3 4 1, normal play (the last move wins), any number from one heap.\n"
                + "Heap A: 3 objects.\nHeap B: 4 objects.\nHeap C: 1 object.\n");
        assertThat(s.out()).doesNotContain("---").doesNotContain(" o o");
    }

    @Test
    void sourceStepBigGivesEachLineAScreenAndDrawsThePositionsItReaches(@TempDir Path dir) throws Exception {
        Path demo = Files.writeString(dir.resolve("demo.txt"), "# a demo\nset 3 4 5\ncolumns 1 2\nA-2\n");
        Script s = Script.run("source " + demo + " --step --big");
        assertThat(s.err()).isEmpty();
        String out = s.out();
        assertThat(out).startsWith(SEPARATOR + "> set 3 4 5\nPosition 3 4 5, normal play")
                .contains("play it out against the engine.\n\n" + BIG_3_4_5 + SEPARATOR + "> columns 1 2\n")
                .endsWith("Play on for the other side, or 'undo'.\n\n" + BIG_3_4_5.replace("3 4 5", "1 4 5")
                        .replace("A   o o o       3", "A   o           1"));
        assertThat(out.split(SEPARATOR, -1)).as("a screen for each line of the script").hasSize(4);
        assertThat(out.split("\n> columns 1 2\n")[1].split(SEPARATOR)[0]).as("columns moves nothing: no drawing")
                .doesNotContain("Position");
    }

    @Test
    void showBigWithoutAPositionSaysHowToSetOne() {
        Script s = Script.run("show --big");
        assertThat(s.err()).startsWith("error: there is no position to show: set one with 'set 3 4 5'");
    }

    /** A person typing at the terminal, as far as the session asks. */
    private static final class Typed implements Input {
        @Override
        public Optional<String> readLine(String prompt) {
            return Optional.empty();
        }

        @Override
        public boolean interactive() {
            return true;
        }
    }
}

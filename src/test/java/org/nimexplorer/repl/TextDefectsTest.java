package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.engine.Position;
import org.nimexplorer.explain.PorN;
import org.nimexplorer.lesson.Checkpoint;
import org.nimexplorer.store.AppHome;

/**
 * Slips in the words of the screen that a learner trying the course met (issue 27), each read off the
 * screen as a plain 80-column session prints it.
 */
class TextDefectsTest {

    /** The screen's text with its line breaks made spaces again, as the sentences were before wrapping. */
    private static String unwrapped(String screen) {
        return screen.replaceAll("\\s*\\R\\s*", " ");
    }

    @Test
    void aLineOfPatternsThatStartsWithOneAndAParenthesisStaysInItsSentence(@TempDir Path home) {
        LessonDriver d = new LessonDriver(new AppHome(home));
        d.run("lesson start patterns --walkthrough");
        String step = d.run("goto 3");
        assertThat(step).doesNotContainPattern("(?m)^1\\. or when");
        assertThat(unwrapped(step)).contains("the tables start at 1) or when x xor y is larger than the table's last"
                + " column.");
    }

    @Test
    void aHeapLeftOutOfTheKernelIsToldWhyItBelongsThere(@TempDir Path home) {
        LessonDriver d = new LessonDriver(new AppHome(home));
        d.run("lesson start twenty-one");
        d.answerRightUntil("kernel");
        String noZero = unwrapped(d.run("4 8 12 16 20"));
        assertThat(noZero).contains("0 is missing: no move from 0 can reach the kernel (there is no move from 0 at"
                + " all), so 0 belongs to it.").doesNotContain("(there are none), and");
        assertThat(unwrapped(d.run("0 4 8 12 16"))).contains("20 is missing: the moves from 20 reach 19, 18 and 17,"
                + " none of them in the kernel, so 20 belongs to it.");
    }

    @Test
    void theTreeLegendSaysWhatAPositionBelowTheLevelsShownIsMarked(@TempDir Path home) {
        LessonDriver d = new LessonDriver(new AppHome(home));
        String tree = unwrapped(d.run("tree 3 3"));
        assertThat(tree).contains("A position met again is marked (as above), and one below the levels shown (not"
                + " drawn further).").doesNotContain("shown, (not");
        assertThat(unwrapped(d.run("tree kayles:2 kayles:3"))).contains("is marked (as above), and one below the levels"
                + " shown (not drawn further).");
    }

    @Test
    void aQuizOfOneQuestionSaysOneQuestion(@TempDir Path home) {
        LessonDriver d = new LessonDriver(new AppHome(home));
        assertThat(d.run("quiz --game kayles --count 1 --seed 1")).startsWith("Quiz on Kayles: 1 question, level")
                .doesNotContain("1 questions");
        LessonDriver two = new LessonDriver(new AppHome(home.resolve("two")));
        assertThat(two.run("quiz --count 2 --seed 1")).startsWith("Quiz: 2 questions, level");
    }

    @Test
    void theMisereWorkedAnswerRestsOnTheMisereRuleNotOnBoutonsTheorem(@TempDir Path home) {
        LessonDriver d = new LessonDriver(new AppHome(home));
        d.run("lesson start misere");
        for (int guard = 0; guard < 100; guard++) {
            Optional<Checkpoint> waiting = d.session.lesson().orElseThrow().waiting();
            if (waiting.isPresent() && waiting.get().question() instanceof PorN p
                    && p.position().equals(Position.of(2, 2))) {
                break;
            }
            d.run(waiting.map(c -> c.question().answer()).orElse("next"));
        }
        d.run("N");
        d.run("N");
        String worked = unwrapped(d.run("N"));
        assertThat(worked).contains("That was your third try").contains("(The idea: misère play")
                .doesNotContain("(The idea: Bouton's theorem");
    }

    @Test
    void aMoveInLaskersNimThatCannotBeReadIsShownLaskersFormsNotKayles(@TempDir Path home) {
        LessonDriver d = new LessonDriver(new AppHome(home));
        String lasker = unwrapped(d.run("check lasker:3 lasker:5 --move \"split B\""));
        assertThat(lasker).contains("cannot read 'split B' as a move").contains("'B=1+3' or 'split B into 1 and 3'")
                .doesNotContain("knock down").doesNotContain("B-1=1+3");
        assertThat(unwrapped(d.run("check kayles:3 kayles:5 --move \"split B\""))).contains("'knock down pins 2-3 of B'");
    }

    @Test
    void helpNamesAPartOfACommandAsItIsTyped(@TempDir Path home) {
        LessonDriver d = new LessonDriver(new AppHome(home));
        String start = d.run("help lesson start");
        assertThat(start).startsWith("Usage: nim-explorer lesson start").contains("Start a lesson at its first step.")
                .contains("--walkthrough").doesNotContain("is more than help takes");
        assertThat(d.run("help lesson begin")).contains("'begin' is not a part of 'lesson': its parts are list, start,");
        assertThat(d.run("help lesson start now")).contains("'lesson start' has no parts");
    }

    @Test
    void aBareNumberOnSeveralHeapsIsShownAMoveThatIsThenAccepted(@TempDir Path home) {
        LessonDriver d = new LessonDriver(new AppHome(home));
        d.run("play 3 4 5");
        String refusal = d.run("0");
        Matcher suggested = Pattern.compile("or '([A-C]-[0-9]+)'").matcher(refusal);
        assertThat(suggested.find()).as(refusal).isTrue();
        assertThat(refusal).doesNotContain("'A-0'");
        assertThat(d.run(suggested.group(1))).doesNotContain("error:").doesNotContain("at least one object");
    }
}

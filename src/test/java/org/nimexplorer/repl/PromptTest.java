package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.nimexplorer.command.session.Course;
import org.nimexplorer.command.session.Input;
import org.nimexplorer.command.session.Session;
import org.nimexplorer.render.Display;
import org.nimexplorer.store.AppHome;

/**
 * The prompt names what the learner is doing: the position (its heaps cut after 28 characters, so
 * that a long position leaves room for the line typed after it), the game, the lesson or the quiz.
 */
class PromptTest {

    /** The most characters of heaps the prompt shows before it cuts the rest to " ...". */
    private static final int HEAPS_SHOWN = 28;

    @Test
    void aNewSessionPromptsNim() {
        assertThat(new Typing().prompt()).isEqualTo("nim> ");
    }

    @Test
    void aLongPositionIsCutAfterTheLastHeapThatFitsIn28Characters() {
        Typing typing = new Typing();
        typing.run("set " + heaps(LongStream.rangeClosed(1, 40)));
        assertThat(typing.prompt()).isEqualTo("[1 2 3 4 5 6 7 8 9 10 11 12 ...] > ");
    }

    @Test
    void aPositionOf28CharactersIsShownWholeAndOneOf29IsCut() {
        Typing typing = new Typing();
        typing.run("set 1000 2000 3000 4000 5000 600");
        assertThat(typing.prompt()).isEqualTo("[1000 2000 3000 4000 5000 600] > ");
        typing.run("set 1000 2000 3000 4000 5000 6000");
        assertThat(typing.prompt()).isEqualTo("[1000 2000 3000 4000 5000 ...] > ");
    }

    /** Every position of 1 to 30 heaps of 1 to 5 digits: the heaps shown are as many as fit, and no more. */
    @Test
    void thePromptShowsAsManyLeadingHeapsAsFitIn28CharactersAndNoMore() {
        Typing typing = new Typing();
        for (int count = 1; count <= 30; count++) {
            for (int digits = 1; digits <= 5; digits++) {
                List<String> heaps = new ArrayList<>();
                for (int i = 0; i < count; i++) {
                    heaps.add(Long.toString((long) Math.pow(10, digits - 1) + 7L * i % (long) Math.pow(10, digits - 1)));
                }
                typing.run("set " + String.join(" ", heaps));
                String prompt = typing.prompt();
                assertThat(prompt).startsWith("[").endsWith("] > ");
                String shown = prompt.substring(1, prompt.length() - "] > ".length());
                String whole = String.join(" ", heaps);
                if (whole.length() <= HEAPS_SHOWN) {
                    assertThat(shown).as("%d heaps of %d digits fit", count, digits).isEqualTo(whole);
                    continue;
                }
                assertThat(shown).as("%d heaps of %d digits are cut", count, digits).endsWith(" ...");
                String kept = shown.substring(0, shown.length() - " ...".length());
                int keptCount = kept.split(" ").length;
                assertThat(kept).isEqualTo(String.join(" ", heaps.subList(0, keptCount)));
                assertThat(kept.length()).as(prompt).isLessThanOrEqualTo(HEAPS_SHOWN);
                assertThat(kept.length() + 1 + heaps.get(keptCount).length()).as("the next heap would not fit: " + prompt)
                        .isGreaterThan(HEAPS_SHOWN);
            }
        }
    }

    @Test
    void aGameOnALongPositionUnderALongSubtractionSetKeepsTheSameCutAndClipsTheSet() {
        Typing typing = new Typing();
        typing.run("play " + heaps(LongStream.rangeClosed(101, 130)) + " --subtract 1,2,3,5,8,13,21,34,55,89,144");
        assertThat(typing.prompt()).isEqualTo("play [101 102 103 104 105 106 107 ..., take 1,2,3,5,8,13,21,34,55,89...] > ");
        typing.run("set " + heaps(LongStream.rangeClosed(101, 130)) + " --misere");
        assertThat(typing.prompt()).isEqualTo("[101 102 103 104 105 106 107 ..., misère] > ");
    }

    @Test
    void aLessonNamesItsIdAndStepAndAQuizItsQuestion() {
        Typing typing = new Typing();
        typing.run("lesson restart the-game --yes");
        assertThat(typing.prompt()).matches("\\[the-game 1/\\d+( \\?)?\\] > ");
        typing.run("quiz --count 3 --seed 1");
        assertThat(typing.prompt()).isEqualTo("[quiz 1/3] > ");
    }

    /** A quiz started in a lesson takes the prompt and the bare lines while it lasts; the lesson waits beneath it. */
    @Test
    void aQuizStartedInALessonGivesThePromptBackToTheLessonWhenItEnds() {
        Typing typing = new Typing();
        typing.run("lesson restart the-game --yes");
        String lesson = typing.prompt();
        typing.run("quiz --count 2 --seed 4");
        assertThat(typing.prompt()).isEqualTo("[quiz 1/2] > ");
        typing.run("quit");
        assertThat(typing.prompt()).isEqualTo(lesson);
        typing.run("set 3 4 5");
        assertThat(typing.prompt()).as("in a lesson, the lesson's prompt even with a position").isEqualTo(lesson);
        typing.run("play");
        assertThat(typing.prompt()).as("a game in a lesson shows the game").isEqualTo("play [3 4 5] > ");
        typing.run("lesson stop");
        typing.run("resign");
        assertThat(typing.prompt()).isEqualTo("[3 4 5] > ");
    }

    private static String heaps(LongStream sizes) {
        return sizes.mapToObj(Long::toString).collect(Collectors.joining(" "));
    }

    /** A session as a learner types into it, with its prompt read between lines. */
    private static final class Typing {
        private final Session session = new Session(new PrintWriter(new StringWriter(), true),
                new PrintWriter(new StringWriter(), true), new Silent(), new Recorder(),
                new Course(new AppHome(Path.of("target", "test-home", "prompt")), Optional.empty(), false));
        private final Shell shell = new Shell(session, new Display(false, true, false), false);

        void run(String line) {
            assertThat(shell.execute(line)).as(line).isZero();
        }

        String prompt() {
            return session.prompt();
        }
    }

    private static final class Silent implements Input {
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

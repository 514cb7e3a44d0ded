package org.nimexplorer.command;

import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Text;
import org.nimexplorer.lesson.Lesson;
import org.nimexplorer.lesson.LessonLibrary;
import org.nimexplorer.quiz.Assignment;
import org.nimexplorer.quiz.QuizGame;
import org.nimexplorer.quiz.QuizGenerator;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * What an assignment is made of, as {@code assign} takes it on the command line and the class
 * server's console takes it to publish one: its title, its seed, the quiz's options, lessons to
 * complete, and whether a question gets one try.
 */
public final class AssignmentOptions {

    @Option(names = "--title", paramLabel = "TITLE", required = true, description = "The assignment's title, as"
            + " students and the class report show it.")
    String title;

    @Option(names = "--seed", paramLabel = "S", description = "The seed of the questions (default: one at random,"
            + " written in the file).")
    Long seed;

    @Mixin
    QuizOptions options;

    @Option(names = "--lessons", paramLabel = "ID,...", split = ",", description = "Lessons to complete; the hand-in"
            + " says how far each student got ('lesson list' shows the ids).")
    List<String> lessons = List.of();

    @Option(names = "--one-try", description = "One answer a question, as in a test (by default a wrong answer gets"
            + " a hint and another try, up to three, and the report shows first tries apart).")
    boolean oneTry;

    /**
     * The assignment these options describe, its lessons checked against {@code library}; a
     * {@link BadInputException} says what is wrong with them.
     */
    public Assignment assignment(LessonLibrary library) {
        if (options.game().wholeGame().isPresent()) {
            throw new BadInputException("quizzes on Moore's Nim and the staircase are not available yet, so neither"
                    + " are assignments on them: name a game played heap by heap (nim, kayles, lasker, an octal code,"
                    + " sub[SET])");
        }
        QuizGame played = BaseCommand.orBadInput(QuizGame.of(options.game().heapFamily()));
        Assignment assignment = new Assignment(title.strip(), seed != null ? seed : new Random().nextInt(1_000_000),
                options.level(), options.count(), options.game().play() == Play.MISERE,
                played instanceof QuizGame.Classic c ? Optional.ofNullable(c.rules().moves() instanceof
                        MoveSet.Subtraction s ? s.notation() : null) : Optional.empty(), played.notation(),
                options.kinds(), lessons.stream().map(String::strip).distinct().toList(), !oneTry, QuizGenerator.DRAW);
        assignment.problem().ifPresent(p -> {
            throw new BadInputException("assign: " + p);
        });
        for (String id : assignment.lessons()) {
            if (library.find(id).isEmpty()) {
                throw new BadInputException("--lessons: there is no lesson '" + Text.clip(id) + "'; the lessons are "
                        + String.join(", ", library.lessons().stream().map(Lesson::id).toList()));
            }
        }
        return assignment;
    }
}

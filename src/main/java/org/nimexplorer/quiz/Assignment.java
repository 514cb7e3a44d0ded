package org.nimexplorer.quiz;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Text;
import org.nimexplorer.explain.Question;

/**
 * The work an instructor hands a class: a quiz every student gets the same, from its seed, and
 * optionally lessons to complete. It holds no answer: the questions and their answers are made
 * again from the seed wherever they are needed, so the class report grades with the engine.
 *
 * @param subtract  the subtraction set's notation ("1-3"), or empty for Nim
 * @param game      the game every heap follows when it is neither Nim nor a subtraction game ("kayles",
 *                  as {@code --game} reads it); empty for Nim and subtraction games, as in files written
 *                  before quizzes on other games
 * @param practice  a wrong answer gets a hint and another try (up to three), as {@code quiz --practice}
 * @param draw      how its questions are drawn from the seed ({@link QuizGenerator#DRAW} for a new one; 1 for a
 *                  file that names none, written before the draw was balanced), so that a file keeps its questions
 */
public record Assignment(String title, long seed, Level level, int count, boolean misere, Optional<String> subtract,
        Optional<String> game, List<String> kinds, List<String> lessons, boolean practice, int draw) {

    public static final int MAX_COUNT = 100;
    public static final int MAX_TITLE = 120;

    public Assignment {
        kinds = List.copyOf(kinds);
        lessons = List.copyOf(lessons);
    }

    /** A problem with the assignment's settings, said for whoever wrote them; empty when they make a quiz. */
    public Optional<String> problem() {
        if (title.isBlank()) {
            return Optional.of("the title is empty");
        }
        if (title.length() > MAX_TITLE) {
            return Optional.of("the title is longer than " + MAX_TITLE + " characters");
        }
        if (count < 1 || count > MAX_COUNT) {
            return Optional.of("the count must be from 1 to " + MAX_COUNT + ", not " + count);
        }
        if (draw < 1 || draw > QuizGenerator.DRAW) {
            return Optional.of("its questions are drawn in a way this program does not know (draw " + draw
                    + "): it was made by a newer version");
        }
        if (kinds.isEmpty()) {
            return Optional.of("no kind of question is named; the kinds are " + String.join(", ", QuizGenerator.KINDS));
        }
        Result<Optional<KindCounts>> counted = KindCounts.parse(kinds);
        if (!counted.isOk()) {
            return Optional.of(counted.problemOrNull());
        }
        if (counted.orThrow().isPresent() && counted.orThrow().get().total() != count) {
            return Optional.of("its kinds count " + counted.orThrow().get().total() + " questions, its count "
                    + count);
        }
        Result<QuizGame> game = quizGame();
        if (!game.isOk()) {
            return Optional.of(game.problemOrNull());
        }
        if (game.orThrow().tooSlowAt(level)) {
            return Optional.of("misère subtraction games are decided by search, too slow for hard positions: choose"
                    + " level easy or medium");
        }
        return Optional.empty();
    }

    /** The game of the quiz: Nim or the subtraction set under its rules, or sums of the named game. */
    public Result<QuizGame> quizGame() {
        return QuizGame.read(game, misere, subtract);
    }

    /** The quiz's questions: the same on every machine, as the terminal quiz and the worksheet give them. */
    public List<Question> questions() {
        return QuizGenerator.generate(seed, count, level, quizGame().orThrow(), kinds, draw);
    }

    /**
     * A short fingerprint of everything that decides the questions and the work: two assignments with
     * the same one hand out the same work, and a hand-in names the one it answers.
     */
    public String id() {
        String canonical = String.join("\n", title, Long.toString(seed), level.name(), Integer.toString(count),
                Boolean.toString(misere), subtract.orElse(""), String.join(",", kinds), String.join(",", lessons),
                Boolean.toString(practice))
                // An assignment on Nim or a subtraction game keeps the fingerprint it had before games came in, and
                // one drawn the first way the fingerprint it had before the draw was balanced.
                + game.map(g -> "\ngame " + g).orElse("") + (draw > 1 ? "\ndraw " + draw : "");
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(canonical.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, 6);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }

    /** "'Week 3' (10 medium questions, seed 42)". */
    public String describe() {
        return "'" + Text.oneLine(title) + "' (" + questionsIn() + ", seed " + seed + ")";
    }

    /**
     * "'Week 3' (10 medium questions)": for a student on the class server, who has no use for the seed
     * (which would let them make the questions, and their answers, beforehand).
     */
    public String describeForStudent() {
        return "'" + Text.oneLine(title) + "' (" + questionsIn() + ")";
    }

    private String questionsIn() {
        return count + " " + level.name().toLowerCase(Locale.ROOT) + (count == 1 ? " question" : " questions")
                + (quizGame().isOk() ? quizGame().orThrow().name().map(n -> " on " + n).orElse("") : "");
    }
}

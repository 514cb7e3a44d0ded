package org.nimexplorer.quiz;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.Question;

/**
 * A seeded quiz as a course platform imports it: a category named after the quiz (and after the
 * assignment it comes from, when it has a title), so that a class's quizzes sit apart in the
 * question bank, with a subcategory for each kind of question, so that a platform's quiz can draw
 * at random so many of each; its questions in order; and what a wrong try costs.
 *
 * @param penalty the share of a question's mark a wrong try costs in an interactive quiz, from 0 to 1;
 *                a question of two options costs its whole mark, whatever this says
 */
public record QuizExport(long seed, Level level, QuizGame game, List<PlatformQuestion> questions,
        Optional<String> title, double penalty) {

    /** A third of the mark, Moodle's own default. */
    public static final double DEFAULT_PENALTY = 1.0 / 3;

    public QuizExport {
        questions = List.copyOf(questions);
        if (!(penalty >= 0 && penalty <= 1)) {
            throw new IllegalArgumentException("a penalty is a share of the mark, from 0 to 1: " + penalty);
        }
    }

    /** The same quiz, filed under an assignment's title. */
    public QuizExport titled(String assignment) {
        return new QuizExport(seed, level, game, questions, Optional.of(assignment), penalty);
    }

    /** The same quiz, a wrong try costing {@code share} of the mark. */
    public QuizExport withPenalty(double share) {
        return new QuizExport(seed, level, game, questions, title, share);
    }

    /** Where the questions of {@code kind} are filed: "$course$/top/Week 3, Nim quiz, seed 7, level medium/move". */
    public String categoryPath(String kind) {
        return categoryPath() + "/" + kind;
    }

    public static QuizExport of(long seed, Level level, Rules rules, List<Question> questions) {
        return of(seed, level, new QuizGame.Classic(rules), questions);
    }

    public static QuizExport of(long seed, Level level, QuizGame game, List<Question> questions) {
        List<PlatformQuestion> exported = new ArrayList<>();
        for (int i = 0; i < questions.size(); i++) {
            exported.add(PlatformQuestion.of(i + 1, questions.size(), questions.get(i)));
        }
        return new QuizExport(seed, level, game, exported, Optional.empty(), DEFAULT_PENALTY);
    }

    /**
     * "Nim quiz, seed 7, level medium", "Quiz on Kayles, seed 7, level medium", "Week 3, Nim quiz, seed
     * 7, level medium". GIFT reads no escapes in a category, and a '/' starts a subcategory, so a title
     * keeps none of those marks.
     */
    public String category() {
        return title.map(t -> t.replaceAll("[/\\\\~=#{}:]", " ").replaceAll("\\s+", " ").strip() + ", ").orElse("")
                + game.name().map(n -> "Quiz on " + n).orElse("Nim quiz") + ", seed " + seed + ", level "
                + level.name().toLowerCase(Locale.ROOT) + (game instanceof QuizGame.Classic c ? c.rules().note() : "");
    }

    /** Where the platform files the category: under the course's own questions. */
    public String categoryPath() {
        return "$course$/top/" + category();
    }
}

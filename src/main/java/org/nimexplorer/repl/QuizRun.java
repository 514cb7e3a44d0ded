package org.nimexplorer.repl;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.nimexplorer.explain.Question;
import org.nimexplorer.quiz.Level;
import org.nimexplorer.quiz.QuizResult;
import org.nimexplorer.store.Progress;

/** A quiz under way: its questions, the answers so far, and (in review) the saved items being asked again. */
final class QuizRun {

    final long seed;
    final Level level;
    final List<Question> questions;
    final List<Progress.ReviewItem> reviewing;
    final Optional<Path> report;
    /** Wrong answers get the feedback ladder and another try; only the first try is scored. */
    final boolean practice;
    /** Wrong answers to the current question so far (practice only). */
    int misses;
    final List<QuizResult> results = new ArrayList<>();
    final long startedNanos = System.nanoTime();
    long askedNanos;

    QuizRun(long seed, Level level, List<Question> questions, List<Progress.ReviewItem> reviewing, Optional<Path> report,
            boolean practice) {
        this.practice = practice;
        this.seed = seed;
        this.level = level;
        this.questions = List.copyOf(questions);
        this.reviewing = reviewing;
        this.report = report;
    }

    int current() {
        return results.size();
    }

    boolean review() {
        return !reviewing.isEmpty();
    }

    String label() {
        return "quiz " + (current() + 1) + "/" + questions.size();
    }
}

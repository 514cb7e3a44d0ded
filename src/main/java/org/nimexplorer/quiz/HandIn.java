package org.nimexplorer.quiz;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a student hands in for an assignment: every question with every answer given in the
 * student's own words, what the quiz made of each, the hints shown and the time taken, and where the
 * student stands in the lessons the assignment names. The class report trusts none of the verdicts:
 * it grades the answers again from the assignment's seed.
 *
 * @param program   the version of Nim Explorer that wrote it
 * @param finished  when the quiz ended, as an ISO-8601 instant
 * @param seconds   the whole quiz, from the first question to the end
 * @param claimed   the score the file states, compared with the grading of its answers
 * @param earlier   the hand-ins this one replaced, oldest first: a quiz taken again says so
 * @param stoppedAt the question that was waiting when the student stopped the quiz, from 1; 0 when it ran to its end
 * @param seal      whether the file still holds what the quiz wrote in it
 */
public record HandIn(String student, String program, Assignment assignment, String finished, long seconds,
        List<Item> items, List<LessonStatus> lessons, Score claimed, List<Earlier> earlier, int stoppedAt, Seal seal) {

    /**
     * What the file's seal says: the quiz seals what it writes with a hash of it, so that an edit by hand
     * (a time, a lesson ticked, an answer) shows. It stops an edit, not a forger who reads this program's
     * source: without a server, nothing can (README says so of the seed too).
     */
    public enum Seal { INTACT, BROKEN, MISSING }

    public HandIn {
        items = List.copyOf(items);
        lessons = List.copyOf(lessons);
        // A hand-in written before retakes were kept has no such list: it replaced nothing.
        earlier = earlier == null ? List.of() : List.copyOf(earlier);
    }

    /** A hand-in that a later one replaced: when it ended, the score it stated and how many questions it reached. */
    public record Earlier(String finished, Score claimed, int answered) {}

    /**
     * This hand-in as an earlier attempt of the next one, after those it replaced itself. A quiz stopped
     * before any question was answered is no attempt: the student left to finish a lesson first, as the
     * quiz advises, and the retake is the first attempt.
     */
    public List<Earlier> withThis() {
        List<Earlier> all = new ArrayList<>(earlier);
        if (reachedAny()) {
            all.add(new Earlier(finished, claimed, items.size()));
        }
        return all;
    }

    /** Whether the student gave or skipped at least one answer. */
    public boolean reachedAny() {
        return !items.isEmpty();
    }

    /** A graded answer as the file records it, with the misconception's key when one was recognised. */
    public record Attempt(String answer, boolean right, Optional<String> misconception) {}

    /**
     * One question of the quiz as the student met it.
     *
     * @param question the question's text, so a hand-in for other questions is caught
     * @param tries    every answer graded, in order; empty when the question was skipped or not reached
     * @param firstTry the file's word that the first answer was right
     * @param solved   the file's word that the last answer was right
     */
    public record Item(int number, String kind, String question, boolean skipped, List<Attempt> tries, int hints,
            double seconds, boolean firstTry, boolean solved) {

        public Item {
            tries = List.copyOf(tries);
        }
    }

    /** Where the student stands in a lesson the assignment names. */
    public record LessonStatus(String id, boolean finished, int stepsDone, int steps) {}

    /** A score: questions right at the first try, questions right in the end, questions in the quiz. */
    public record Score(int firstTry, int solved, int questions) {

        /** "7/10". */
        public String describe() {
            return solved + "/" + questions;
        }

        /** "2/10 at the first try, 7/10 in the end". */
        public String describeBoth() {
            return firstTry + "/" + questions + " at the first try, " + describe() + " in the end";
        }
    }

    /** The hand-in of a quiz that has ended (finished or stopped), from its results. */
    public static HandIn of(String student, String program, Assignment assignment, String finished, long seconds,
            List<QuizResult> results, List<LessonStatus> lessons, List<Earlier> earlier, int stoppedAt) {
        List<Item> items = new ArrayList<>();
        for (QuizResult r : results) {
            List<Attempt> tries = r.tries().stream().map(t -> new Attempt(t.answer(), t.correct(),
                    t.diagnosis().map(d -> d.misconception().key()))).toList();
            items.add(new Item(r.number(), r.question().kind(), r.prompt(), r.skipped(), tries, r.hints(),
                    Math.round(r.seconds() * 10) / 10.0, r.correct(), r.solved()));
        }
        int firstTry = (int) items.stream().filter(Item::firstTry).count();
        int solved = (int) items.stream().filter(Item::solved).count();
        return new HandIn(student, program, assignment, finished, seconds, items, lessons,
                new Score(firstTry, solved, assignment.count()), earlier, stoppedAt, Seal.INTACT);
    }

    /**
     * This hand-in after the answers {@code before} it, given in an earlier session of the same attempt
     * (one a dropped connection cut short): one hand-in of every answer, its score counted over all.
     */
    public HandIn after(List<Item> before) {
        if (before.isEmpty()) {
            return this;
        }
        List<Item> all = new ArrayList<>(before);
        all.addAll(items);
        int firstTry = (int) all.stream().filter(Item::firstTry).count();
        int solved = (int) all.stream().filter(Item::solved).count();
        return new HandIn(student, program, assignment, finished, seconds, all, lessons, new Score(firstTry, solved,
                assignment.count()), earlier, stoppedAt, seal);
    }
}

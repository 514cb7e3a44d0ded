package org.nimexplorer.store;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Everything the learner has done that must survive a restart, as the JSON document of the progress
 * file. Its parts are plain mutable objects because the session updates them in place and then
 * saves the whole document atomically; a save may replace the parts with ones merged with another
 * session's, so nothing holds a part across a save. Each part keeps the fields it does not know (see
 * {@link UnknownFields}).
 */
public final class Progress extends UnknownFields {

    /** The lesson the learner was last working on, for {@code lesson resume}. */
    public String current;

    /** Lesson id to where the learner is in it. */
    public Map<String, LessonProgress> lessons = new TreeMap<>();

    /** Idea key (like "lemma-2") to right and wrong answers about it. */
    public Map<String, Tally> ideas = new TreeMap<>();

    /** Misconception key (like "added-not-xored") to how many wrong answers showed it. */
    public Map<String, Integer> misconceptions = new TreeMap<>();

    /** Quiz questions answered wrong, asked again by {@code quiz --review}. */
    public List<ReviewItem> review = new ArrayList<>();

    /** What {@code practice} schedules: a card for each kind of question in each game, as "move kayles". */
    public Map<String, Card> practice = new TreeMap<>();

    /**
     * One kind of question in one game as {@code practice} schedules it, in Leitner's boxes: box 1 is
     * asked every day, and each right answer at the first try moves the card up a box and further away.
     */
    public static final class Card extends UnknownFields {
        /** 1 to 5. */
        public int box = 1;
        /** The day it is next due, as 2026-11-29; null for a card not asked yet. */
        public String due;
        /** The last day it was asked. */
        public String seen;
        public int right;
        public int wrong;
        /** Misconception key to how many wrong answers to this card showed it. */
        public Map<String, Integer> misconceptions = new TreeMap<>();
    }

    /** One lesson's progress. */
    public static final class LessonProgress extends UnknownFields {
        /** The step the learner is on (0-based). */
        public int step;
        /** Steps whose checkpoints are all answered (0-based). */
        public TreeSet<Integer> stepsDone = new TreeSet<>();
        /** "step.checkpoint" (both 0-based) to its attempts. */
        public Map<String, Attempts> checkpoints = new TreeMap<>();
        public boolean finished;
    }

    /** Attempts at one checkpoint. */
    public static final class Attempts extends UnknownFields {
        public int tries;
        public boolean solved;
        /** The worked answer was shown before the learner found it. */
        public boolean revealed;
        /**
         * Wrong answers since the question was last closed (answered right, or its worked answer shown):
         * the ladder's rung, kept so that the third miss brings the worked answer across restarts.
         * Absent from the file when 0, as in files written before it was kept.
         */
        @JsonInclude(JsonInclude.Include.NON_DEFAULT)
        public int misses;
        /** Hints given since the question was last closed; absent when 0. */
        @JsonInclude(JsonInclude.Include.NON_DEFAULT)
        public int hints;
    }

    /** How far up the ladder of hints a lesson's open question is: its misses and hints so far. */
    public record Ladder(int misses, int hints) {

        public static final Ladder FOOT = new Ladder(0, 0);

        /** A hand-edited file may say any number: never below the foot of the ladder. */
        public Ladder {
            misses = Math.max(0, misses);
            hints = Math.max(0, hints);
        }
    }

    /** Right and wrong answers. */
    public static final class Tally extends UnknownFields {
        public int right;
        public int wrong;
    }

    /**
     * A quiz question to ask again: its kind and position (heaps and rules), and how many times in a
     * row it has been answered right since it was missed.
     */
    public static final class ReviewItem extends UnknownFields {
        public String kind;
        public List<Long> heaps = new ArrayList<>();
        public boolean misere;
        public String subtract;
        /**
         * The game every heap follows when it is neither Nim nor a subtraction game ("kayles", "0.137",
         * "lasker", as {@code --game} reads it); absent (null) for Nim and subtraction games, as in files
         * written before quizzes on other games.
         */
        @JsonInclude(JsonInclude.Include.NON_NULL)
        public String game;
        public int rightInARow;

        /** The same question on the same position under the same rules, however often it was answered. */
        boolean samePosition(ReviewItem other) {
            return position().equals(other.position());
        }

        /** What {@link #samePosition} compares, as a key. */
        List<Object> position() {
            return Arrays.asList(kind, heaps, misere, subtract, game);
        }

        /** The same position with the same count and the same fields of a newer version: every field. */
        boolean sameAs(ReviewItem other) {
            return samePosition(other) && rightInARow == other.rightInARow && unknown().equals(other.unknown());
        }
    }

    public LessonProgress lesson(String id) {
        return lessons.computeIfAbsent(id, k -> new LessonProgress());
    }

    public Tally idea(String key) {
        return ideas.computeIfAbsent(key, k -> new Tally());
    }

    /** Whether the learner has finished the lesson {@code id}. */
    public boolean finished(String id) {
        LessonProgress lp = lessons.get(id);
        return lp != null && lp.finished;
    }

    /** Whether a lesson's question has been answered right, in this session or an earlier one. */
    public boolean solved(Answer.At at) {
        LessonProgress lp = lessons.get(at.lesson());
        Attempts attempts = lp == null ? null : lp.checkpoints.get(at.key());
        return attempts != null && attempts.solved;
    }

    /**
     * Whether a lesson's question is closed: answered right, or its worked answer shown, in this session
     * or an earlier one.
     */
    public boolean closed(Answer.At at) {
        LessonProgress lp = lessons.get(at.lesson());
        Attempts attempts = lp == null ? null : lp.checkpoints.get(at.key());
        return attempts != null && (attempts.solved || attempts.revealed);
    }

    /** The worked answer to a lesson's question was shown: unless solved already, it was worked out for the learner. */
    public void revealed(Answer.At at) {
        Attempts attempts = attempts(at);
        attempts.revealed |= !attempts.solved;
        climbed(at, Ladder.FOOT);
    }

    /** Where a lesson's question stands on its ladder; at the foot when never asked, answered or closed. */
    public Ladder ladder(Answer.At at) {
        LessonProgress lp = lessons.get(at.lesson());
        // Read without adding: a question never asked leaves no trace in the file.
        Attempts attempts = lp == null ? null : lp.checkpoints.get(at.key());
        return attempts == null ? Ladder.FOOT : new Ladder(attempts.misses, attempts.hints);
    }

    /** A lesson's question got a hint or a miss, or was closed ({@link Ladder#FOOT}). */
    public void climbed(Answer.At at, Ladder ladder) {
        Attempts attempts = attempts(at);
        attempts.misses = ladder.misses();
        attempts.hints = ladder.hints();
    }

    /** The attempts at a lesson's question, kept from its first answer or worked answer. */
    private Attempts attempts(Answer.At at) {
        return lesson(at.lesson()).checkpoints.computeIfAbsent(at.key(), k -> new Attempts());
    }

    /**
     * Counts one answer, the one place that does: the tally of its idea, the attempts at a lesson's
     * question, and the misconception it showed, even when the answer itself could not be judged.
     */
    public void record(Answer answer) {
        if (answer instanceof Answer.Judged judged) {
            Tally tally = idea(judged.idea());
            if (judged.right()) {
                tally.right++;
            } else {
                tally.wrong++;
            }
            judged.at().ifPresent(at -> {
                Attempts a = attempts(at);
                a.tries++;
                a.solved |= judged.right();
                if (judged.right()) {
                    climbed(at, Ladder.FOOT);
                }
            });
            judged.misconception().ifPresent(this::countMisconception);
        } else {
            countMisconception(((Answer.Unreadable) answer).misconception());
        }
    }

    private void countMisconception(String key) {
        misconceptions.merge(key, 1, Integer::sum);
    }

    /** A quiz position answered wrong: it joins the review list, once. */
    public void missed(ReviewItem item) {
        if (review.stream().noneMatch(item::samePosition)) {
            review.add(item);
        }
    }

    /** A position from the review list answered again: it leaves the list after {@code streak} right in a row. */
    public void reviewed(ReviewItem item, boolean right, int streak) {
        // Found by its position: a save that took in another session's progress holds the item anew.
        review.stream().filter(item::samePosition).findFirst().ifPresent(kept -> {
            kept.rightInARow = right ? kept.rightInARow + 1 : 0;
            if (kept.rightInARow >= streak) {
                review.remove(kept);
            }
        });
    }
}

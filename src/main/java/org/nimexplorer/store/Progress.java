package org.nimexplorer.store;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Everything the learner has done that must survive a restart, as the JSON document of the progress
 * file. Its parts are plain mutable objects because the session updates them in place and then
 * saves the whole document atomically. Each part keeps the fields it does not know (see
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
        public int rightInARow;
    }

    public LessonProgress lesson(String id) {
        return lessons.computeIfAbsent(id, k -> new LessonProgress());
    }

    public Tally idea(String key) {
        return ideas.computeIfAbsent(key, k -> new Tally());
    }

    /** One judged answer: the tally of its idea, and the misconception it showed (null for none). */
    public void recordAnswer(String ideaKey, boolean right, String misconceptionKey) {
        Tally tally = idea(ideaKey);
        if (right) {
            tally.right++;
        } else {
            tally.wrong++;
        }
        if (misconceptionKey != null) {
            recordMisconception(misconceptionKey);
        }
    }

    /** A misconception shown by an answer, counted even when the answer itself could not be graded. */
    public void recordMisconception(String key) {
        misconceptions.merge(key, 1, Integer::sum);
    }
}

package org.nimexplorer.store;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * Two sessions' progress made one: what this session has now ("mine"), what it last read or saved
 * ("base") and what the file holds now, after other sessions' saves ("theirs"). Each side's changes
 * since the base are kept, so neither session loses the other's work. Whatever only one side changed
 * is taken from that side, a removal included; a counter (tries, right and wrong answers,
 * misconceptions) adds both sides' increments; a set (steps done) takes both sides' additions and
 * removals; a single value both sides changed (a lesson's step, the current lesson, a flag) is this
 * session's, because it saves right after each change and so made the most recent one.
 */
final class ProgressMerge {

    private static final ObjectMapper JSON = new ObjectMapper();

    private ProgressMerge() {}

    /** The merged progress, a new document sharing no part with the three it was made from. */
    static Progress merge(Progress base, Progress mine, Progress theirs) {
        Progress merged = new Progress();
        merged.current = latest(base.current, mine.current, theirs.current);
        merged.lessons = entries(base.lessons, mine.lessons, theirs.lessons, ProgressMerge::lesson,
                Progress.LessonProgress::new);
        merged.ideas = entries(base.ideas, mine.ideas, theirs.ideas, ProgressMerge::tally, Progress.Tally::new);
        merged.misconceptions = entries(base.misconceptions, mine.misconceptions, theirs.misconceptions,
                ProgressMerge::count, () -> 0);
        merged.review = review(base.review, mine.review, theirs.review);
        merged.practice = entries(base.practice, mine.practice, theirs.practice, ProgressMerge::card,
                Progress.Card::new);
        unknown(base, mine, theirs, merged);
        return copy(merged);
    }

    /** A deep copy, the base of the next merge. */
    static Progress copy(Progress progress) {
        return copy(progress, Progress.class);
    }

    /** Makes {@code into} hold {@code from}, keeping the object the session and its flows hold. */
    static void adopt(Progress into, Progress from) {
        into.current = from.current;
        into.lessons = from.lessons;
        into.ideas = from.ideas;
        into.misconceptions = from.misconceptions;
        into.review = from.review;
        into.practice = from.practice;
        into.unknown().clear();
        into.unknown().putAll(from.unknown());
    }

    /** A value one side set: the side that changed it, and this session's when both did. */
    private static <T> T latest(T base, T mine, T theirs) {
        return Objects.equals(mine, base) ? theirs : mine;
    }

    private static int added(int base, int mine, int theirs) {
        return Math.max(0, theirs + mine - base);
    }

    private interface Fieldwise<V> {
        V merge(V base, V mine, V theirs);
    }

    /**
     * One entry of a map or list, {@code null} when absent: the side that changed it (its removal
     * too), or, when both did, a merge of their fields, an absent side counting as a fresh entry.
     */
    private static <V> V entry(V base, V mine, V theirs, Fieldwise<V> fieldwise, Supplier<V> fresh) {
        if (same(mine, base)) {
            return theirs;
        }
        if (same(theirs, base)) {
            return mine;
        }
        if (mine == null && theirs == null) {
            return null;
        }
        // Not "both made it the same, so either": two increments of one counter are two answers.
        return fieldwise.merge(orFresh(base, fresh), orFresh(mine, fresh), orFresh(theirs, fresh));
    }

    private static <V> V orFresh(V value, Supplier<V> fresh) {
        return value == null ? fresh.get() : value;
    }

    private static <V> Map<String, V> entries(Map<String, V> base, Map<String, V> mine, Map<String, V> theirs,
            Fieldwise<V> fieldwise, Supplier<V> fresh) {
        Map<String, V> merged = new TreeMap<>();
        Set<String> keys = new LinkedHashSet<>(theirs.keySet());
        keys.addAll(mine.keySet());
        keys.addAll(base.keySet());
        for (String key : keys) {
            V value = entry(base.get(key), mine.get(key), theirs.get(key), fieldwise, fresh);
            if (value != null) {
                merged.put(key, value);
            }
        }
        return merged;
    }

    private static Progress.LessonProgress lesson(Progress.LessonProgress base, Progress.LessonProgress mine,
            Progress.LessonProgress theirs) {
        Progress.LessonProgress merged = new Progress.LessonProgress();
        // Both moved in one lesson (two windows on it): 'lesson resume' goes where the learner was last.
        merged.step = latest(base.step, mine.step, theirs.step);
        merged.stepsDone = new TreeSet<>(theirs.stepsDone);
        mine.stepsDone.stream().filter(s -> !base.stepsDone.contains(s)).forEach(merged.stepsDone::add);
        // A restart here clears the steps done when it was made, not those the other session did since.
        base.stepsDone.stream().filter(s -> !mine.stepsDone.contains(s)).forEach(merged.stepsDone::remove);
        merged.checkpoints = entries(base.checkpoints, mine.checkpoints, theirs.checkpoints, ProgressMerge::attempts,
                Progress.Attempts::new);
        merged.finished = latest(base.finished, mine.finished, theirs.finished);
        unknown(base, mine, theirs, merged);
        return merged;
    }

    /** Both sessions practised one card: the answers of both count, and the box is where this one left it. */
    private static Progress.Card card(Progress.Card base, Progress.Card mine, Progress.Card theirs) {
        Progress.Card merged = new Progress.Card();
        merged.box = latest(base.box, mine.box, theirs.box);
        merged.due = latest(base.due, mine.due, theirs.due);
        merged.seen = latest(base.seen, mine.seen, theirs.seen);
        merged.right = added(base.right, mine.right, theirs.right);
        merged.wrong = added(base.wrong, mine.wrong, theirs.wrong);
        merged.misconceptions = entries(base.misconceptions, mine.misconceptions, theirs.misconceptions,
                ProgressMerge::count, () -> 0);
        unknown(base, mine, theirs, merged);
        return merged;
    }

    private static Progress.Attempts attempts(Progress.Attempts base, Progress.Attempts mine, Progress.Attempts theirs) {
        Progress.Attempts merged = new Progress.Attempts();
        merged.tries = added(base.tries, mine.tries, theirs.tries);
        merged.solved = latest(base.solved, mine.solved, theirs.solved);
        merged.revealed = latest(base.revealed, mine.revealed, theirs.revealed);
        merged.misses = latest(base.misses, mine.misses, theirs.misses);
        merged.hints = latest(base.hints, mine.hints, theirs.hints);
        unknown(base, mine, theirs, merged);
        return merged;
    }

    private static Progress.Tally tally(Progress.Tally base, Progress.Tally mine, Progress.Tally theirs) {
        Progress.Tally merged = new Progress.Tally();
        merged.right = added(base.right, mine.right, theirs.right);
        merged.wrong = added(base.wrong, mine.wrong, theirs.wrong);
        unknown(base, mine, theirs, merged);
        return merged;
    }

    private static Integer count(Integer base, Integer mine, Integer theirs) {
        return added(base, mine, theirs);
    }

    /** The review list in the file's order, then the positions this session missed that the file lacks. */
    private static List<Progress.ReviewItem> review(List<Progress.ReviewItem> base, List<Progress.ReviewItem> mine,
            List<Progress.ReviewItem> theirs) {
        Map<List<Object>, Progress.ReviewItem> inBase = byPosition(base);
        Map<List<Object>, Progress.ReviewItem> inMine = byPosition(mine);
        Map<List<Object>, Progress.ReviewItem> inTheirs = byPosition(theirs);
        Set<List<Object>> positions = new LinkedHashSet<>(inTheirs.keySet());
        positions.addAll(inMine.keySet());
        positions.addAll(inBase.keySet());
        List<Progress.ReviewItem> merged = new ArrayList<>();
        for (List<Object> position : positions) {
            Progress.ReviewItem any = Stream.of(inMine, inTheirs, inBase).map(items -> items.get(position))
                    .filter(Objects::nonNull).findFirst().orElseThrow();
            Progress.ReviewItem item = entry(inBase.get(position), inMine.get(position), inTheirs.get(position),
                    ProgressMerge::reviewItem, () -> sameQuestion(any));
            if (item != null) {
                merged.add(item);
            }
        }
        return merged;
    }

    /** The review list keyed by position, which the list holds once each (see {@link Progress#missed}). */
    private static Map<List<Object>, Progress.ReviewItem> byPosition(List<Progress.ReviewItem> items) {
        Map<List<Object>, Progress.ReviewItem> keyed = new LinkedHashMap<>();
        items.forEach(item -> keyed.putIfAbsent(item.position(), item));
        return keyed;
    }

    private static Progress.ReviewItem sameQuestion(Progress.ReviewItem position) {
        Progress.ReviewItem fresh = copy(position, Progress.ReviewItem.class);
        fresh.rightInARow = 0;
        fresh.unknown().clear();
        return fresh;
    }

    private static Progress.ReviewItem reviewItem(Progress.ReviewItem base, Progress.ReviewItem mine,
            Progress.ReviewItem theirs) {
        Progress.ReviewItem merged = copy(mine, Progress.ReviewItem.class);
        merged.rightInARow = latest(base.rightInARow, mine.rightInARow, theirs.rightInARow);
        merged.unknown().clear();
        unknown(base, mine, theirs, merged);
        return merged;
    }

    /** Fields of a newer version: each from the side that changed it (this version changes none of them). */
    private static void unknown(UnknownFields base, UnknownFields mine, UnknownFields theirs, UnknownFields merged) {
        Set<String> names = new LinkedHashSet<>(theirs.unknown().keySet());
        names.addAll(mine.unknown().keySet());
        for (String name : names) {
            JsonNode value = latest(base.unknown().get(name), mine.unknown().get(name), theirs.unknown().get(name));
            if (value != null) {
                merged.unknown().put(name, value);
            }
        }
    }

    /** Whether two entries (either may be absent) say the same, as the file would. */
    private static boolean same(Object a, Object b) {
        if (a == null || b == null) {
            return a == b;
        }
        if (a instanceof Progress.ReviewItem item && b instanceof Progress.ReviewItem other) {
            // The review list is the part of the file that grows with use: compared field by field, not as JSON.
            return item.sameAs(other);
        }
        return a instanceof UnknownFields ? JSON.valueToTree(a).equals(JSON.valueToTree(b)) : a.equals(b);
    }

    private static <T> T copy(T value, Class<T> type) {
        try {
            return JSON.treeToValue(JSON.valueToTree(value), type);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("progress that was just written out cannot be read back", e);
        }
    }
}

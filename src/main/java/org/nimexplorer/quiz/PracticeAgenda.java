package org.nimexplorer.quiz;

import java.time.LocalDate;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.nimexplorer.store.Progress;

/**
 * Where the cards of {@link Practice} stand on a day: those due (weakest first), those waiting, and
 * those mastered (in the top boxes) and not due, each kind of question in each game; each card in one
 * of the three.
 */
public record PracticeAgenda(List<Entry> due, List<Entry> waiting, List<Entry> mastered) {

    /**
     * One card: its kind and game, its box, the day it is next due (null when never asked), and its
     * answers.
     */
    public record Entry(String kind, String game, int box, String dueOn, int right, int wrong) {
        /** "move in kayles (box 2)", or "(new)" for a card never asked. */
        public String words() {
            return kind + " in " + game + " (" + (dueOn == null ? "new" : "box " + box) + ")";
        }

        /** "move in kayles (box 2, due 2026-12-03)". */
        public String wordsWithDay() {
            return kind + " in " + game + " (box " + box + ", due " + dueOn + ")";
        }
    }

    public PracticeAgenda {
        due = List.copyOf(due);
        waiting = List.copyOf(waiting);
        mastered = List.copyOf(mastered);
    }

    static PracticeAgenda of(Map<String, Progress.Card> cards, LocalDate today, Comparator<String> weakestFirst) {
        List<String> due = cards.keySet().stream().filter(t -> Practice.isDue(cards.get(t), today)).sorted(weakestFirst)
                .toList();
        List<String> later = cards.keySet().stream().filter(t -> !Practice.isDue(cards.get(t), today))
                .sorted(Comparator.comparing((String t) -> cards.get(t).due)).toList();
        List<String> waiting = later.stream().filter(t -> cards.get(t).box < Practice.MASTERED).toList();
        List<String> mastered = later.stream().filter(t -> cards.get(t).box >= Practice.MASTERED).toList();
        return new PracticeAgenda(entries(due, cards), entries(waiting, cards), entries(mastered, cards));
    }

    private static List<Entry> entries(List<String> topics, Map<String, Progress.Card> cards) {
        return topics.stream().map(t -> {
            Progress.Card c = cards.get(t);
            int space = t.indexOf(' ');
            return new Entry(t.substring(0, space), t.substring(space + 1), c.box, c.due, c.right, c.wrong);
        }).toList();
    }
}

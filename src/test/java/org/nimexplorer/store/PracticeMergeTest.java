package org.nimexplorer.store;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Two sessions practising at once: both sessions' cards are kept, and one card practised in both counts both. */
class PracticeMergeTest {

    private static Progress.Card card(int box, String due, int right, int wrong) {
        Progress.Card c = new Progress.Card();
        c.box = box;
        c.due = due;
        c.seen = "2026-11-30";
        c.right = right;
        c.wrong = wrong;
        return c;
    }

    @Test
    void eachSessionsCardsAreKeptAndAnswersToOneCardAdd() {
        Progress base = new Progress();
        base.practice.put("move nim", card(1, "2026-11-30", 0, 1));
        Progress mine = ProgressMerge.copy(base);
        Progress theirs = ProgressMerge.copy(base);
        mine.practice.put("move nim", card(2, "2026-12-02", 1, 1));
        mine.practice.get("move nim").misconceptions.put("added-not-xored", 1);
        theirs.practice.put("move nim", card(1, "2026-11-30", 0, 2));
        theirs.practice.get("move nim").misconceptions.put("added-not-xored", 2);
        theirs.practice.put("outcome kayles", card(3, "2026-12-04", 2, 0));
        Progress merged = ProgressMerge.merge(base, mine, theirs);
        assertThat(merged.practice).containsOnlyKeys("move nim", "outcome kayles");
        Progress.Card move = merged.practice.get("move nim");
        assertThat(move.box).as("where this session left it").isEqualTo(2);
        assertThat(move.due).isEqualTo("2026-12-02");
        assertThat(move.right).isEqualTo(1);
        assertThat(move.wrong).as("one wrong answer in each session").isEqualTo(2);
        assertThat(move.misconceptions).containsEntry("added-not-xored", 3);
        assertThat(merged.practice.get("outcome kayles").box).isEqualTo(3);
        Progress adopted = new Progress();
        ProgressMerge.adopt(adopted, merged);
        assertThat(adopted.practice).isSameAs(merged.practice);
    }
}

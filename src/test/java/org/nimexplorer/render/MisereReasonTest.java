package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.PositionReport;

/**
 * The reason a misère Nim position is P, checked against a game-tree search of its own: the reply that
 * wins at the end leaves an odd number of 1-heaps, so the text must not say every reply restores nim-sum 0.
 */
class MisereReasonTest {

    private static final Rules MISERE = new Rules(Play.MISERE, MoveSet.NIM);

    /** Whether the player to move loses, by searching every move (misère: who takes the last object loses). */
    private static boolean loses(List<Integer> heaps, Map<List<Integer>, Boolean> known) {
        Boolean seen = known.get(heaps);
        if (seen != null) {
            return seen;
        }
        boolean noMove = heaps.stream().allMatch(h -> h == 0);
        boolean lose = !noMove;
        for (int i = 0; i < heaps.size() && !noMove; i++) {
            for (int left = 0; left < heaps.get(i); left++) {
                List<Integer> next = new ArrayList<>(heaps);
                next.set(i, left);
                if (loses(next, known)) {
                    lose = false;
                }
            }
        }
        // With no object left, the player to move has just watched the opponent take the last one: a win.
        known.put(heaps, lose);
        return lose;
    }

    @Test
    void everyMiserePPositionWithABigHeapHasTwoAndIsExplainedByItsEndgame() {
        Map<List<Integer>, Boolean> known = new HashMap<>();
        int checked = 0;
        for (int a = 0; a <= 6; a++) {
            for (int b = 0; b <= 6; b++) {
                for (int c = 0; c <= 6; c++) {
                    List<Integer> heaps = List.of(a, b, c);
                    if (!loses(heaps, known) || Math.max(a, Math.max(b, c)) < 2) {
                        continue;
                    }
                    assertThat(heaps.stream().filter(h -> h >= 2).count()).as("%s", heaps).isGreaterThanOrEqualTo(2);
                    String text = String.join(" ", ReportText.analyze(
                            PositionReport.of(Position.of(a, b, c), MISERE).orThrow(), new Painter.Plain(false)))
                            .replaceAll("\\s+", " ");
                    assertThat(text).as("%s", heaps).contains("two heaps have 2 or more")
                            .contains("leave an odd number of 1-heaps").contains("P-position");
                    checked++;
                }
            }
        }
        assertThat(checked).isGreaterThan(20);
    }
}

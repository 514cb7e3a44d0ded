package org.nimexplorer.engine;

import java.util.ArrayList;
import java.util.List;

/** Rule sets and position enumerations shared by the engine tests. */
final class Games {

    private Games() {}

    static final List<String> SUBTRACTION_SETS = List.of("1-3", "1,3,4", "2,5", "1,2,4,8", "3,4", "1-2", "1,4");

    static Rules rules(Play play, String subtract) {
        return new Rules(play, subtract == null ? MoveSet.NIM : MoveSet.parse(subtract).orThrow());
    }

    /** Every rule set the tests cover: Nim and each subtraction set, in both conventions. */
    static List<Rules> allRules() {
        List<Rules> all = new ArrayList<>();
        for (Play play : Play.values()) {
            all.add(rules(play, null));
            for (String set : SUBTRACTION_SETS) {
                all.add(rules(play, set));
            }
        }
        return all;
    }

    /** Every position of {@code heaps} heaps, each from 0 to {@code max}. */
    static List<Position> allPositions(int heaps, int max) {
        List<Position> all = new ArrayList<>();
        long[] h = new long[heaps];
        while (true) {
            all.add(new Position(h));
            int i = 0;
            while (i < heaps && h[i] == max) {
                h[i] = 0;
                i++;
            }
            if (i == heaps) {
                return all;
            }
            h[i]++;
        }
    }
}

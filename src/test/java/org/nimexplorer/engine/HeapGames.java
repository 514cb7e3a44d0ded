package org.nimexplorer.engine;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The heap games the sum tests cover, and a referee for their sums written from the rules alone:
 * it reads a subtraction set's takes and an octal code's digits itself, and knows nothing of
 * {@link HeapGame#options}, {@link GameSum}, {@link SumSearch} or Grundy values.
 */
final class HeapGames {

    private HeapGames() {}

    static final HeapGame NIM = new HeapGame.Nim();
    static final HeapGame LASKER = new HeapGame.Lasker();
    static final HeapGame KAYLES = octal("0.77");
    static final HeapGame DAWSONS_KAYLES = octal("0.07");
    static final HeapGame DAWSONS_CHESS = octal("0.137");

    static HeapGame octal(String code) {
        return new HeapGame.Octal(OctalCode.parse(code).orThrow());
    }

    static HeapGame subtract(String set) {
        return new HeapGame.Subtract((MoveSet.Subtraction) MoveSet.parse(set).orThrow());
    }

    /**
     * The games named in the literature or in the lessons: 0.16 and 0.6 (Officers) have no known
     * period, 0.4 has Dawson's chess's values two places on.
     */
    static final List<HeapGame> NAMED = List.of(NIM, subtract("1,3,4"), subtract("2,5"), subtract("1-3"), KAYLES,
            DAWSONS_KAYLES, DAWSONS_CHESS, octal("0.16"), octal("0.6"), octal("0.4"), LASKER);

    /**
     * Octal codes of two or three digits drawn with a fixed seed, so every run checks the same ones:
     * 0.226, 0.725, 0.71, 0.421 and 0.54, all of them with splits and a proved period.
     */
    static final List<HeapGame> RANDOM_OCTAL = randomOctal(new Random(19), 5);

    static final List<HeapGame> ALL = concat(NAMED, RANDOM_OCTAL);

    private static List<HeapGame> randomOctal(Random random, int count) {
        List<HeapGame> games = new ArrayList<>();
        while (games.size() < count) {
            int length = 2 + random.nextInt(2);
            StringBuilder digits = new StringBuilder();
            for (int i = 1; i < length; i++) {
                digits.append(random.nextInt(8));
            }
            digits.append(1 + random.nextInt(7));
            HeapGame game = octal("0." + digits);
            if (!games.contains(game) && !NAMED.contains(game)) {
                games.add(game);
            }
        }
        return List.copyOf(games);
    }

    private static List<HeapGame> concat(List<HeapGame> a, List<HeapGame> b) {
        List<HeapGame> all = new ArrayList<>(a);
        all.addAll(b);
        return List.copyOf(all);
    }

    /**
     * What one move may leave of a heap of n, straight from the game's definition: each entry is
     * the list of non-empty heaps left (none, one, or the two parts of a split, in either order).
     */
    static List<List<Long>> leavesByTheRules(HeapGame game, long n) {
        List<List<Long>> out = new ArrayList<>();
        if (game instanceof HeapGame.Nim || game instanceof HeapGame.Lasker) {
            for (long t = 1; t <= n; t++) {
                out.add(t == n ? List.of() : List.of(n - t));
            }
            if (game instanceof HeapGame.Lasker) {
                for (long a = 1; a < n; a++) {
                    out.add(List.of(a, n - a));
                }
            }
        } else if (game instanceof HeapGame.Subtract s) {
            for (int t : s.set().takes()) {
                if (t <= n) {
                    out.add(t == n ? List.of() : List.of(n - t));
                }
            }
        } else if (game instanceof HeapGame.Octal o) {
            String digits = o.code().digits();
            for (int k = 1; k <= digits.length() && k <= n; k++) {
                int d = digits.charAt(k - 1) - '0';
                long rest = n - k;
                if ((d & 1) != 0 && rest == 0) {
                    out.add(List.of());
                }
                if ((d & 2) != 0 && rest > 0) {
                    out.add(List.of(rest));
                }
                if ((d & 4) != 0) {
                    for (long a = 1; a < rest; a++) {
                        out.add(List.of(a, rest - a));
                    }
                }
            }
        }
        return out;
    }

    /**
     * Decides sums by trying every move, under normal or misère play: a position is won by the
     * player to move exactly when some move leaves a position lost for the other player; with no
     * move at all, normal play loses and misère play wins.
     */
    static final class Referee {

        private final Play play;
        private final List<HeapGame> games = new ArrayList<>();
        private final Map<List<Long>, Boolean> moverWins = new HashMap<>();

        Referee(Play play) {
            this.play = play;
        }

        Outcome outcome(GameSum sum) {
            List<Long> heaps = new ArrayList<>();
            for (Component c : sum.parts()) {
                if (c.size() > 0) {
                    heaps.add(encode(c.game(), c.size()));
                }
            }
            heaps.sort(null);
            return moverWins(heaps) ? Outcome.N : Outcome.P;
        }

        /** How many positions were decided, for the tests' figures. */
        int decided() {
            return moverWins.size();
        }

        private long encode(HeapGame game, long size) {
            int index = games.indexOf(game);
            if (index < 0) {
                games.add(game);
                index = games.size() - 1;
            }
            return ((long) index << 32) | size;
        }

        private boolean moverWins(List<Long> heaps) {
            Boolean known = moverWins.get(heaps);
            if (known != null) {
                return known;
            }
            boolean anyMove = false;
            boolean wins = false;
            for (int i = 0; i < heaps.size() && !wins; i++) {
                if (i > 0 && heaps.get(i).equals(heaps.get(i - 1))) {
                    continue;
                }
                int index = (int) (heaps.get(i) >>> 32);
                long size = heaps.get(i) & 0xFFFF_FFFFL;
                for (List<Long> leaves : leavesByTheRules(games.get(index), size)) {
                    anyMove = true;
                    List<Long> next = new ArrayList<>(heaps);
                    next.remove(i);
                    for (long leaf : leaves) {
                        next.add(((long) index << 32) | leaf);
                    }
                    next.sort(null);
                    if (!moverWins(next)) {
                        wins = true;
                        break;
                    }
                }
            }
            boolean result = anyMove ? wins : play == Play.MISERE;
            moverWins.put(List.copyOf(heaps), result);
            return result;
        }
    }
}

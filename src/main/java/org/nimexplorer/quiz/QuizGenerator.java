package org.nimexplorer.quiz;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.engine.SumAnalysis;
import org.nimexplorer.engine.SumEngine;
import org.nimexplorer.explain.Asked;
import org.nimexplorer.explain.Question;

/**
 * The questions of a quiz, from a seed: the same seed and options give the same questions in the
 * same order on any machine ({@link Random} is specified to the bit). Kinds named with counts are asked
 * exactly so often; kinds named without share the questions evenly (what is left over goes to kinds drawn at
 * random); either way the P-positions are placed kind by kind as {@link KindCounts} says, so that "P", "none"
 * and a nim-sum of 0 are each the answer now and then, never most of the time.
 */
public final class QuizGenerator {

    /** The kinds of question a quiz can ask. */
    public static final List<String> KINDS = Asked.words();

    private static final int TRIES = 10_000;

    private QuizGenerator() {}

    /**
     * How questions are drawn from a seed now: 2, each kind its share of the questions and of the P-positions
     * ({@link KindCounts}). Draw 1, before that, drew each question's kind at random and made a quarter of all the
     * positions P; a file that names no draw (an assignment written then) is drawn that way, so that it keeps its
     * questions.
     */
    public static final int DRAW = 2;

    public static List<Question> generate(long seed, int count, Level level, Rules rules, List<String> kinds) {
        return generate(seed, count, level, new QuizGame.Classic(rules), kinds, DRAW);
    }

    /**
     * The questions on a game: for Nim and subtraction games as they always were; for another heap
     * game, sums of its heaps asked about with Grundy values ("the nim-sum" is then the XOR of the
     * heaps' Grundy values).
     */
    public static List<Question> generate(long seed, int count, Level level, QuizGame game, List<String> kinds) {
        return generate(seed, count, level, game, kinds, DRAW);
    }

    /** The same, drawn the way {@code draw} says (see {@link #DRAW}). */
    public static List<Question> generate(long seed, int count, Level level, QuizGame game, List<String> kinds,
            int draw) {
        Random random = new Random(seed);
        Optional<KindCounts> counted = KindCounts.parse(kinds).orThrow();
        if (draw == 1 && counted.isEmpty()) {
            return firstDraw(random, count, level, game, kinds);
        }
        // Kinds named without counts share the questions evenly, so that none is asked too often or never.
        KindCounts counts = counted.orElseGet(() -> KindCounts.even(kinds, count, random));
        List<String> order = counts.order(random);
        Set<Integer> pQuestions = KindCounts.pQuestions(order, random, draw);
        List<Question> questions = new ArrayList<>();
        for (int i = 0; i < order.size(); i++) {
            questions.add(question(random, level, game, order.get(i), pQuestions.contains(i)));
        }
        return questions;
    }

    /** Draw 1 with kinds named without counts: each question's kind at random, a quarter of all the positions P. */
    private static List<Question> firstDraw(Random random, int count, Level level, QuizGame game, List<String> kinds) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            order.add(i);
        }
        Collections.shuffle(order, random);
        Set<Integer> pQuestions = new HashSet<>(order.subList(0, (int) Math.round(count / 4.0)));
        List<Question> questions = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            String kind = kinds.get(random.nextInt(kinds.size()));
            questions.add(question(random, level, game, kind, pQuestions.contains(i)));
        }
        return questions;
    }

    /** A question of {@code kind} on a position of the level drawn from {@code random}, a P-position when {@code wantP}. */
    static Question question(Random random, Level level, QuizGame game, String kind, boolean wantP) {
        if (game instanceof QuizGame.Sums s) {
            return sumQuestion(kind, sum(random, level, s.game(), wantP)).orElseThrow();
        }
        Rules rules = ((QuizGame.Classic) game).rules();
        Position p = position(random, level, rules, wantP);
        return Asked.of(kind).orElseThrow().about(p, rules);
    }

    /** The question of this kind on a sum: the same words as for Nim ("move", "outcome", "nim-sum"). */
    public static Optional<Question> sumQuestion(String kind, GameSum sum) {
        return Asked.of(kind).map(asked -> asked.about(sum));
    }

    /**
     * A random sum of heaps of the game, sized by the level; a P-position when {@code wantP}: the last
     * heap is then drawn among the sizes whose Grundy value is the XOR of the others' (if the level has
     * one), so that P-positions turn up however rare they are in the game.
     */
    static GameSum sum(Random random, Level level, HeapGame game, boolean wantP) {
        GameSum last = null;
        for (int t = 0; t < TRIES; t++) {
            int heaps = level.minHeaps() + random.nextInt(level.maxHeaps() - level.minHeaps() + 1);
            long[] h = new long[heaps];
            for (int i = 0; i < heaps; i++) {
                h[i] = 1 + random.nextInt(level.maxHeap());
            }
            if (wantP) {
                long rest = 0;
                for (int i = 0; i < heaps - 1; i++) {
                    rest ^= game.grundy(h[i]);
                }
                List<Long> sizes = new ArrayList<>();
                for (long size = 1; size <= level.maxHeap(); size++) {
                    if (game.grundy(size) == rest) {
                        sizes.add(size);
                    }
                }
                if (sizes.isEmpty()) {
                    continue;
                }
                h[heaps - 1] = sizes.get(random.nextInt(sizes.size()));
            }
            last = GameSum.of(game, h);
            Result<SumAnalysis> a = SumEngine.analyze(last, Play.NORMAL);
            if (a.isOk() && (a.orThrow().outcome() == Outcome.P) == wantP) {
                return last;
            }
        }
        return last;
    }

    /** A random position of the level, a P-position when {@code wantP} (if one turns up in a fair number of tries). */
    static Position position(Random random, Level level, Rules rules, boolean wantP) {
        Position last = null;
        for (int t = 0; t < TRIES; t++) {
            int heaps = level.minHeaps() + random.nextInt(level.maxHeaps() - level.minHeaps() + 1);
            long[] h = new long[heaps];
            for (int i = 0; i < heaps; i++) {
                h[i] = 1 + random.nextInt(level.maxHeap());
            }
            if (wantP && rules.isNim() && !rules.isMisere()) {
                long rest = 0;
                for (int i = 0; i < heaps - 1; i++) {
                    rest ^= h[i];
                }
                if (rest < 1 || rest > level.maxHeap()) {
                    continue;
                }
                h[heaps - 1] = rest;
            }
            last = new Position(h);
            if (Engine.whyUndecidable(last, rules).isEmpty()
                    && (Engine.analyze(last, rules).orThrow().outcome() == Outcome.P) == wantP) {
                return last;
            }
        }
        return last;
    }
}

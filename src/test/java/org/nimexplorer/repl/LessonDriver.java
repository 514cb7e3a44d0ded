package org.nimexplorer.repl;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import org.nimexplorer.command.session.Course;
import org.nimexplorer.command.session.Session;
import org.nimexplorer.engine.Component;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.HeapLabels;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.SumAnalysis;
import org.nimexplorer.engine.SumMove;
import org.nimexplorer.explain.Choice;
import org.nimexplorer.explain.ColumnResidues;
import org.nimexplorer.explain.ColumnSums;
import org.nimexplorer.explain.FindMove;
import org.nimexplorer.explain.FindSumMove;
import org.nimexplorer.explain.FindWholeMove;
import org.nimexplorer.explain.GrundyValues;
import org.nimexplorer.explain.KernelUpTo;
import org.nimexplorer.explain.Lemma2;
import org.nimexplorer.explain.Lemma2Step;
import org.nimexplorer.explain.Mex;
import org.nimexplorer.explain.MoveRecipe;
import org.nimexplorer.explain.NimSum;
import org.nimexplorer.explain.PorN;
import org.nimexplorer.explain.ProveSet;
import org.nimexplorer.explain.Question;
import org.nimexplorer.explain.SumOutcome;
import org.nimexplorer.explain.SumValue;
import org.nimexplorer.explain.ToBinary;
import org.nimexplorer.explain.WholeOutcome;
import org.nimexplorer.explain.XorOf;
import org.nimexplorer.lesson.Checkpoint;
import org.nimexplorer.lesson.LessonFlow;
import org.nimexplorer.render.Display;
import org.nimexplorer.store.AppHome;

/**
 * A plain-text session driven line by line, as a learner at an 80-column terminal without colour
 * would drive it, keeping what each line printed (standard output and errors, in order).
 */
final class LessonDriver {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();
    final Session session;
    private final Shell shell;
    private final List<String> transcript = new ArrayList<>();

    LessonDriver(AppHome home) {
        session = new Session(new PrintWriter(out, true), new PrintWriter(err, true), null, new Recorder(),
                new Course(home, Optional.empty(), false));
        shell = new Shell(session, new Display(false, true, false), false);
    }

    /** Runs one line; returns what it printed. */
    String run(String line) {
        out.getBuffer().setLength(0);
        err.getBuffer().setLength(0);
        shell.execute(line);
        String printed = out.toString() + err.toString();
        transcript.add(line);
        printed.lines().forEach(l -> transcript.add(("#> " + l).stripTrailing()));
        return printed;
    }

    /** Every line typed, each followed by what it printed marked with "#> ". */
    List<String> transcript() {
        return List.copyOf(transcript);
    }

    /**
     * Goes through the open lesson to its end: {@code more} while a worked answer is paged, the
     * learner's answers to each question waiting, {@code next} otherwise.
     */
    void walk(Consumer<Checkpoint> answerQuestion) {
        for (int guard = 0; guard < 1000 && !finished(); guard++) {
            LessonFlow flow = session.lesson().orElseThrow();
            if (flow.paging()) {
                run("more");
            } else if (flow.waiting().isPresent()) {
                answerQuestion.accept(flow.waiting().get());
            } else {
                run("next");
            }
        }
    }

    /** Answers right and goes on until a question of this kind waits. */
    void answerRightUntil(String kind) {
        for (int guard = 0; guard < 1000; guard++) {
            Optional<Checkpoint> waiting = session.lesson().orElseThrow().waiting();
            if (waiting.isPresent() && waiting.get().question().kind().equals(kind)) {
                return;
            }
            run(waiting.map(c -> c.question().answer()).orElse("next"));
        }
        throw new IllegalStateException("no " + kind + " question in " + session.lesson().orElseThrow().lesson().id());
    }

    boolean finished() {
        LessonFlow flow = session.lesson().orElseThrow();
        return flow == null || flow.finished();
    }

    /**
     * A wrong answer of the kind a learner gives: where a common misconception fits the question, the
     * answer it leads to (the sum for a nim-sum, multiples of k for a kernel); otherwise a near miss.
     */
    static String wrongAnswer(Question q) {
        String right = q.answer();
        if (q instanceof FindMove m) {
            if (right.equals("none")) {
                return m.rules().legalMoves(m.position()).get(0).shortForm();
            }
            return m.rules().legalMoves(m.position()).stream()
                    .filter(move -> !Engine.analyze(m.position(), m.rules()).orThrow().isWinningMove(move))
                    .findFirst().map(Move::shortForm).orElse("none");
        }
        if (q instanceof PorN) {
            return right.equals("P") ? "N" : "P";
        }
        if (q instanceof NimSum s) {
            long sum = s.position().total();
            return Long.toString(sum != Long.parseLong(right) ? sum : sum + 1);
        }
        if (q instanceof XorOf x) {
            long sum = x.a() + x.b();
            return Long.toString(sum != (x.a() ^ x.b()) ? sum : sum + 1);
        }
        if (q instanceof ToBinary b) {
            return Long.toBinaryString(b.number() + 1);
        }
        if (q instanceof ColumnSums) {
            String[] sums = right.split(" ");
            sums[0] = Integer.toString(Integer.parseInt(sums[0]) + 1);
            return String.join(" ", sums);
        }
        if (q instanceof KernelUpTo k && k.rules().moves() instanceof MoveSet.Subtraction set
                && set.isRangeFromOne()) {
            List<String> multiples = new ArrayList<>();
            for (long n = 0; n <= k.max(); n += set.largest()) {
                multiples.add(Long.toString(n));
            }
            return String.join(" ", multiples);
        }
        if (q instanceof KernelUpTo) {
            return right.substring(0, right.lastIndexOf(' '));
        }
        if (q instanceof Lemma2Step l) {
            return wrongHeap(l.position());
        }
        if (q instanceof ProveSet set) {
            // The normal-play set under misère play; added heaps (three of them) or the wrong nim-sum otherwise.
            return set.rules().isMisere() ? "s == 0" : set.heaps() == 3 ? "a + b == c" : "s == 1";
        }
        if (q instanceof MoveRecipe) {
            return "first x with x > 0 to x xor s";
        }
        if (q instanceof FindSumMove m) {
            SumAnalysis a = m.analysis();
            return m.sum().moves().stream().filter(move -> !a.winningMoves().contains(move)).findFirst()
                    .map(SumMove::shortForm).orElse("none");
        }
        if (q instanceof SumOutcome) {
            return right.equals("P") ? "N" : "P";
        }
        if (q instanceof SumValue v) {
            return Long.toString(misconceivedValue(v));
        }
        if (q instanceof Mex m) {
            long largest = m.set().stream().mapToLong(Long::longValue).max().orElse(0) + 1;
            return Long.toString(largest != m.value() ? largest : m.value() + 1);
        }
        if (q instanceof GrundyValues g && g.game().splits()) {
            // The first value that comes out otherwise when the splits are left out.
            List<Long> values = new ArrayList<>(g.values());
            for (int n = 0; n < values.size(); n++) {
                long withoutSplits = mexWithoutSplits(g.game(), n, values);
                if (withoutSplits != values.get(n)) {
                    values.set(n, withoutSplits);
                    break;
                }
            }
            return String.join(" ", values.stream().map(String::valueOf).toList());
        }
        if (q instanceof GrundyValues) {
            String[] values = right.split(" ");
            values[values.length - 1] = Integer.toString(Integer.parseInt(values[values.length - 1]) + 1);
            return String.join(" ", values);
        }
        if (q instanceof Choice c) {
            return Character.toString('a' + (c.correct() + 1) % c.options().size());
        }
        if (q instanceof WholeOutcome) {
            return right.equals("P") ? "N" : "P";
        }
        if (q instanceof FindWholeMove m) {
            return wrongWholeMove(m);
        }
        if (q instanceof ColumnResidues r) {
            // Each column counted modulo 2, as for the nim-sum, or (when that is right) one more in the top column.
            long[] sums = r.game().columnSums(r.position());
            List<String> parity = new ArrayList<>();
            for (int bit = sums.length - 1; bit >= 0; bit--) {
                parity.add(Long.toString(sums[bit] % 2));
            }
            String slip = String.join(" ", parity);
            return !slip.equals(right) ? slip : (Long.parseLong(right.split(" ")[0]) + 1) + right.substring(right.indexOf(' ') < 0 ? right.length() : right.indexOf(' '));
        }
        throw new IllegalArgumentException("no wrong answer for " + q.kind());
    }

    /**
     * A losing move that would win if the test were plain Nim (every step counted, or the columns made
     * even), when there is one; otherwise the first losing move; "none" when every move wins.
     */
    private static String wrongWholeMove(FindWholeMove m) {
        org.nimexplorer.engine.WholeGame game = m.game();
        List<? extends org.nimexplorer.engine.WholeMove> losing = game.legalMoves(m.position()).stream()
                .filter(w -> !game.isP(w.applyTo(m.position()))).toList();
        if (game.isP(m.position())) {
            return losing.get(0).shortForm();
        }
        for (org.nimexplorer.engine.WholeMove w : losing) {
            if (xorOf(w.applyTo(m.position())) == 0) {
                return w.shortForm();
            }
        }
        return losing.isEmpty() ? "none" : losing.get(0).shortForm();
    }

    private static long xorOf(org.nimexplorer.engine.Position p) {
        long x = 0;
        for (long h : p.heaps()) {
            x ^= h;
        }
        return x;
    }

    /**
     * The number a common slip gives: for one heap of a game that splits, its value without the splits;
     * for several heaps, the XOR of their sizes (or, when that happens to be right, one more).
     */
    private static long misconceivedValue(SumValue v) {
        GameSum sum = v.sum();
        long slip;
        if (sum.size() == 1) {
            Component c = sum.part(0);
            List<Long> values = new ArrayList<>();
            for (long n = 0; n <= c.size(); n++) {
                values.add(c.game().grundy(n));
            }
            slip = mexWithoutSplits(c.game(), (int) c.size(), values);
        } else {
            slip = sum.sizes().stream().reduce(0, (x, y) -> x ^ y);
        }
        return slip != v.value() ? slip : v.value() + 1;
    }

    private static long mexWithoutSplits(HeapGame game, int n, List<Long> values) {
        Set<Long> reached = new HashSet<>();
        game.options(n).stream().filter(o -> !o.splits()).forEach(o -> reached.add(values.get((int) o.left())));
        long m = 0;
        while (reached.contains(m)) {
            m++;
        }
        return m;
    }

    /** The right bit, but a heap without a 1 in it (or, when every heap has one, a wrong new size). */
    private static String wrongHeap(Position p) {
        Lemma2 l = Lemma2.of(p);
        if (!l.applies()) {
            return "0 A 0";
        }
        for (int k = 0; k < p.size(); k++) {
            if ((p.heap(k) >>> l.bit() & 1) == 0) {
                return l.bit() + " " + HeapLabels.of(k) + " 0";
            }
        }
        Lemma2.Candidate c = l.candidates().get(0);
        return l.bit() + " " + HeapLabels.of(c.heap()) + " " + (c.to() + 1);
    }
}

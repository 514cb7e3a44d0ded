package org.nimexplorer.explain;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;
import org.nimexplorer.engine.Analysis;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.HeapLabels;
import org.nimexplorer.engine.Kernel;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.MoveParser;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Numbers;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.engine.Text;

/**
 * Judges answers to {@link Question}s against the engine. A wrong answer is told why it fails without
 * being given the right one (the ladder of a lesson shows the worked answer only at its last rung);
 * an answer that cannot be read is not counted as an attempt: the learner is told what form is
 * expected and may try again. Explanations draw only on the ideas the learner is known to have met.
 */
public final class Grading {

    private Grading() {}

    /** Judges an answer for a learner who knows every idea (quizzes, one-shot commands). */
    public static Verdict grade(Question question, String answer) {
        return grade(question, answer, Idea.all(), question.idea(Idea.all()));
    }

    public static Verdict grade(Question question, String answer, Set<Idea> known, Idea idea) {
        String text = answer == null ? "" : answer.strip();
        if (text.isEmpty()) {
            return Verdict.unreadable("no answer given: " + question.form(), idea);
        }
        return question.judge(text, idea, known);
    }

    /** The answer worked out in full, in terms of what the learner knows. */
    public static Solution solution(Question question, Set<Idea> known, Idea idea) {
        if (question instanceof Question.FindMove q) {
            Analysis a = analysis(q.position(), q.rules());
            String answer = a.winningMoves().isEmpty() ? "none: every move from " + q.position() + " loses"
                    : a.winningMoves().get(0).shortForm() + " (" + a.winningMoves().get(0).describe() + ")"
                    + (a.winningMoves().size() > 1 ? ", or another winning move" : "");
            return new Solution(answer, explanation(a, known), idea);
        }
        if (question instanceof Question.PorN q) {
            Analysis a = analysis(q.position(), q.rules());
            return new Solution(a.outcome() + ": " + q.position() + " is " + outcomeWords(a.outcome()),
                    explanation(a, known), idea);
        }
        Verdict right = grade(question, question.answer(), known, idea);
        return new Solution(question instanceof Question.Choice c ? choiceLabel(c, c.correct()) : question.answer(),
                right.derivation(), idea);
    }

    static Idea positionIdea(Position position, Rules rules, Set<Idea> known, boolean outcomeQuestion) {
        if (!rules.isNim()) {
            return position.size() == 1 ? Idea.KERNEL : Idea.GRUNDY;
        }
        Analysis a = analysis(position, rules);
        if (rules.isMisere() && misereEndgame(a) && known.contains(Idea.MISERE)) {
            return Idea.MISERE;
        }
        if (!known.contains(Idea.NIM_SUM)) {
            return position.size() == 2 && known.contains(Idea.MIRROR) ? Idea.MIRROR : Idea.GAME_TREE;
        }
        if (outcomeQuestion && known.contains(Idea.THEOREM)) {
            return Idea.THEOREM;
        }
        Idea lemma = a.outcome() == Outcome.P ? Idea.LEMMA_1 : Idea.LEMMA_2;
        return known.contains(lemma) ? lemma : Idea.NIM_SUM;
    }

    /** The position or its winning move lies where misère play departs from normal play. */
    private static boolean misereEndgame(Analysis a) {
        Position p = a.position();
        if (p.largest() <= 1) {
            return true;
        }
        return a.winningMoves().stream().anyMatch(m -> m.applyTo(p).largest() <= 1);
    }

    /** "none", and the ways a learner says it in words. */
    private static final java.util.regex.Pattern NONE = java.util.regex.Pattern.compile(
            "(?i)\\s*(none|no move|no winning move|there is none|there is no winning move|nothing wins)[.!]?\\s*");

    static Verdict gradeMove(Question.FindMove q, String text, Idea idea, Set<Idea> known) {
        Analysis a = analysis(q.position(), q.rules());
        if (NONE.matcher(text).matches()) {
            return a.outcome() == Outcome.P
                    ? Verdict.right("Right: every move from " + q.position() + " loses, so there is none.",
                            explanation(a, known), idea)
                    : byNimSumAlone(q.rules(), known)
                    ? Verdict.wrong("Not quite: the nim-sum of " + q.position() + " is not 0, so some move makes it 0.",
                            "", Optional.empty(), PositionReport.of(a), idea)
                    : Verdict.wrong("Not quite: there is a winning move from " + q.position() + ".",
                            "A winning move leaves your opponent a position where every move loses.",
                            Optional.empty(), explanation(a, known), idea);
        }
        Result<Move> parsed = MoveParser.parse(text, q.position(), q.rules());
        if (!parsed.isOk()) {
            return Verdict.unreadable(parsed.problemOrNull(), idea);
        }
        Move move = parsed.orThrow();
        MoveCheck check = MoveCheck.of(q.position(), q.rules(), move).orThrow();
        Derivation full = known.contains(Idea.NIM_SUM) ? check : explanation(a, known);
        Position after = check.after().analysis().position();
        if (byNimSumAlone(q.rules(), known)) {
            return check.winning()
                    ? Verdict.right("Right: " + move.shortForm() + " leaves " + after + ", whose nim-sum is 0.", full, idea)
                    : Verdict.wrong("Not quite: " + move.shortForm() + " leaves " + after + ", whose nim-sum is not 0.",
                            "Its nim-sum is " + check.after().analysis().nimSum() + ": some column of " + after
                            + " is still odd.", Diagnose.move(q.position(), q.rules(), move, known), full, idea);
        }
        if (check.winning()) {
            return Verdict.right("Right: " + move.shortForm() + " leaves your opponent " + after
                    + ", where every move loses.", full, idea);
        }
        return Verdict.wrong("Not quite: " + move.shortForm() + " leaves your opponent a position they can win from.",
                refutation(check), Diagnose.move(q.position(), q.rules(), move, known), full, idea);
    }

    /**
     * Between the nim-sum and Bouton's theorem a learner can check that a move makes the nim-sum 0
     * but has not yet seen why that wins, so moves are judged by the nim-sum they leave.
     */
    private static boolean byNimSumAlone(Rules rules, Set<Idea> known) {
        return rules.isNim() && !rules.isMisere() && known.contains(Idea.NIM_SUM) && !known.contains(Idea.THEOREM);
    }

    /** How the opponent punishes a losing move: the reply that wins against it. */
    private static String refutation(MoveCheck check) {
        Position after = check.after().analysis().position();
        Rules rules = check.after().analysis().rules();
        String leaving = check.move().shortForm() + " leaves " + after;
        if (check.gameOver()) {
            return leaving + ": you took the last object, and under misère play that loses.";
        }
        Move reply = check.reply().orElseThrow();
        Position next = reply.applyTo(after);
        if (rules.isOver(next)) {
            return leaving + ", and your opponent answers " + reply.shortForm() + (rules.isMisere()
                    ? ", leaving you the last object to take." : ", taking the last object.");
        }
        return leaving + ". Your opponent answers " + reply.shortForm() + ", leaving you " + next
                + ": there, every move you make loses.";
    }

    static Verdict gradeOutcome(Question.PorN q, String text, Idea idea, Set<Idea> known) {
        String word = text.toUpperCase(Locale.ROOT).replace("-POSITION", "").strip();
        if (!word.equals("P") && !word.equals("N")) {
            return Verdict.unreadable("'" + Text.clip(text) + "' is not P or N: answer P (the player to move loses)"
                    + " or N (the player to move wins)", idea);
        }
        Analysis a = analysis(q.position(), q.rules());
        Outcome given = Outcome.valueOf(word);
        if (given == a.outcome()) {
            return Verdict.right("Right: " + q.position() + " is " + outcomeWords(a.outcome()) + ".",
                    explanation(a, known), idea);
        }
        return Verdict.wrong("Not quite: " + q.position() + " is not " + outcomeWords(given) + ".",
                followerWitness(a, given), Optional.empty(), explanation(a, known), idea);
    }

    private static String outcomeWords(Outcome outcome) {
        // "one where": read alone, "is not an N-position (the player to move wins)" says the opposite.
        return outcome == Outcome.P ? "a P-position (one where the player to move loses)"
                : "an N-position (one where the player to move wins)";
    }

    /** A follower that shows the learner's label cannot be right, put as something to check. */
    private static String followerWitness(Analysis a, Outcome given) {
        Position p = a.position();
        if (given == Outcome.P) {
            Move m = a.winningMoves().get(0);
            return "For P, every follower must be N. Look at the follower " + m.applyTo(p) + " (after "
                    + m.shortForm() + "): who wins from there?";
        }
        List<Move> moves = a.rules().legalMoves(p);
        if (moves.isEmpty()) {
            return "For N, the player to move needs a move, and from " + p + " there is none.";
        }
        Move m = moves.get(0);
        Move reply = Engine.bestMove(Engine.analyze(m.applyTo(p), a.rules()).orThrow()).orElseThrow();
        return "For N, some move must leave your opponent a P-position. Try " + m.shortForm() + ": your opponent"
                + " answers " + reply.shortForm() + ". Does any move do better?";
    }

    static Verdict gradeNumber(Question q, String text, long expected, Idea idea, Set<Idea> known,
            Derivation derivation) {
        Result<Long> n = Numbers.parseNonNegative(text, "number");
        if (!n.isOk()) {
            return Verdict.unreadable(n.problemOrNull(), idea);
        }
        long given = n.orThrow();
        if (given == expected) {
            return Verdict.right("Right: " + whatIsAsked(q) + " is " + expected + ".", derivation, idea);
        }
        Optional<Diagnosis> diagnosis = Diagnose.number(q, text, given, known);
        if (diagnosis.isPresent() && diagnosis.get().misconception() == Misconception.BINARY_FOR_DECIMAL) {
            return Verdict.unreadable("'" + Text.clip(text) + "' looks like binary: " + q.form() + " in decimal",
                    diagnosis.get(), idea);
        }
        return Verdict.wrong("Not quite: " + whatIsAsked(q) + " is not " + given + ".", wrongColumn(q, given, expected),
                diagnosis, derivation, idea);
    }

    private static String whatIsAsked(Question q) {
        if (q instanceof Question.XorOf x) {
            return x.a() + " xor " + x.b();
        }
        Question.NimSum s = (Question.NimSum) q;
        if (s.rules().isNim()) {
            return "the nim-sum of " + s.position();
        }
        return s.position().size() == 1 ? "the Grundy value of a heap of " + s.position()
                : "the XOR of the Grundy values of " + s.position();
    }

    /** The highest column where the learner's number and the right one differ, as something to check. */
    private static String wrongColumn(Question q, long given, long expected) {
        if (q instanceof Question.NimSum s && !s.rules().isNim()) {
            return "Find each heap's Grundy value first, by the mex rule"
                    + (s.position().size() == 1 ? "." : ", then XOR those values, not the heap sizes.");
        }
        int bit = 63 - Long.numberOfLeadingZeros(given ^ expected);
        long largest = q instanceof Question.XorOf x ? Math.max(x.a(), x.b()) : ((Question.NimSum) q).position().largest();
        if (given >> bit != 0 && largest >> bit == 0) {
            return given + " has a 1 in the " + (1L << bit) + "s column, but no number here does: XOR never makes a"
                    + " column that none of its numbers has.";
        }
        return "Check the " + (1L << bit) + "s column: count the ones there; an odd count gives a 1"
                + " in the answer, an even count a 0.";
    }

    static Verdict gradeBinary(Question.ToBinary q, String text, Idea idea, Set<Idea> known) {
        String bits = text.replace(" ", "").replace("_", "");
        if (bits.startsWith("0b")) {
            bits = bits.substring(2);
        }
        if (bits.isEmpty() || bits.length() > 64 || !bits.chars().allMatch(c -> c == '0' || c == '1')) {
            String problem = "'" + Text.clip(text) + "' is not written in binary: use only 0s and 1s, highest bit first";
            return Diagnose.binary(q, text, known).map(d -> Verdict.unreadable(problem, d, idea))
                    .orElseGet(() -> Verdict.unreadable(problem, idea));
        }
        long value = Long.parseUnsignedLong(bits, 2);
        Derivation full = new Derivation.Binary(q.number());
        if (value == q.number()) {
            return Verdict.right("Right: " + q.number() + " is " + Long.toBinaryString(q.number()) + " in binary.", full,
                    idea);
        }
        return Verdict.wrong("Not quite: " + bits + " is " + value + " in binary, not " + q.number() + ".",
                "Write " + q.number() + " as a sum of different powers of two, largest first; each power used is a 1.",
                Diagnose.binary(q, text, known), full, idea);
    }

    static Verdict gradeColumnSums(Question.ColumnSums q, String text, Idea idea, Set<Idea> known) {
        Columns c = Columns.of(q.position(), MoveSet.NIM);
        Optional<List<Long>> given = numbers(text);
        if (given.isEmpty()) {
            return Verdict.unreadable("'" + Text.clip(text) + "' is not a list of numbers: " + q.form(), idea);
        }
        List<Long> g = new ArrayList<>(given.get());
        while (g.size() > c.width() && g.get(0) == 0) {
            g.remove(0);
        }
        List<String> expected = sums(c);
        List<String> mine = g.stream().map(String::valueOf).toList();
        if (mine.equals(expected)) {
            return Verdict.right("Right: the column sums are " + String.join(" ", expected) + ".", c, idea);
        }
        if (mine.size() != expected.size()) {
            return Verdict.wrong("Not quite: give one count for each column.", "The largest heap needs " + c.width()
                    + " binary digits, so there are " + c.width() + " columns, from the " + (1L << (c.width() - 1))
                    + "s column down to the 1s.", Optional.empty(), c, idea);
        }
        int first = 0;
        while (mine.get(first).equals(expected.get(first))) {
            first++;
        }
        long column = 1L << (c.width() - 1 - first);
        return Verdict.wrong("Not quite: the " + column + "s column does not have " + mine.get(first) + " ones.",
                "Write each heap in binary, one under the other, and count the ones in the " + column + "s column again.",
                Optional.empty(), c, idea);
    }

    static Verdict gradeKernel(Question.KernelUpTo q, String text, Idea idea, Set<Idea> known) {
        Optional<List<Long>> given = numbers(text);
        if (given.isEmpty()) {
            return Verdict.unreadable("'" + Text.clip(text) + "' is not a list of numbers: " + q.form(), idea);
        }
        List<Long> sorted = given.get().stream().distinct().sorted().toList();
        KernelProof proof = KernelProof.of((MoveSet.Subtraction) q.rules().moves(), q.max()).orThrow();
        if (sorted.equals(proof.kernel())) {
            return Verdict.right("Right: the kernel up to " + q.max() + " is " + q.answer() + ".", proof, idea);
        }
        Optional<Long> beyond = sorted.stream().filter(n -> n > q.max()).findFirst();
        String why = beyond.isPresent() ? "The question asks for heaps 0 to " + q.max() + " only; " + beyond.get()
                + " is beyond that." : firstWrongMember(proof, new TreeSet<>(sorted));
        return Verdict.wrong("Not quite: that is not the kernel up to " + q.max() + ".", why,
                Diagnose.kernel(q, given.get(), known), proof, idea);
    }

    /** The smallest heap the learner got wrong, with the move that shows it (from the kernel's proof). */
    private static String firstWrongMember(KernelProof proof, Set<Long> given) {
        for (KernelProof.Entry e : proof.entries()) {
            long n = e.heap();
            if (given.contains(n) == e.inKernel()) {
                continue;
            }
            if (!e.inKernel()) {
                long into = n - e.witnessTake();
                return n + " does not belong: from " + n + " a move reaches " + into + ", and " + into
                        + " is in the kernel, so the player at " + n + " can move there and win.";
            }
            return n + " is missing: the moves from " + n + (e.followers().isEmpty() ? " (there are none)" : " reach "
                    + joined(e.followers())) + ", and a heap is in the kernel when no move reaches the kernel.";
        }
        throw new IllegalStateException("the lists differ, so some heap up to max is wrong");
    }

    static Verdict gradeLemma2(Question.Lemma2Step q, String text, Idea idea, Set<Idea> known) {
        Lemma2 l = Lemma2.of(q.position());
        if (text.equalsIgnoreCase("none")) {
            return l.applies()
                    ? Verdict.wrong("Not quite: the nim-sum of " + q.position() + " is not 0, so lemma 2 gives a move.",
                            "Write the nim-sum in binary and find its leftmost 1.", Optional.empty(), l, idea)
                    : Verdict.right("Right: the nim-sum is 0, so there is no such move.", l, idea);
        }
        String[] words = text.replace(",", " ").trim().split("\\s+");
        if (words.length != 3) {
            return Verdict.unreadable("'" + Text.clip(text) + "': " + q.form(), idea);
        }
        Result<Long> d = Numbers.parseNonNegative(words[0], "bit");
        Result<Long> y = Numbers.parseNonNegative(words[2], "new size");
        OptionalInt k = HeapLabels.indexOf(words[1].toUpperCase(Locale.ROOT));
        if (!d.isOk() || !y.isOk() || k.isEmpty() || k.getAsInt() >= q.position().size()) {
            return Verdict.unreadable("'" + Text.clip(text) + "': " + q.form(), idea);
        }
        if (!l.applies()) {
            return Verdict.wrong("Not quite: the nim-sum of " + q.position() + " is 0.", "Lemma 2 needs a non-zero"
                    + " nim-sum; here every column is even.", Optional.empty(), l, idea);
        }
        String heap = words[1].toUpperCase(Locale.ROOT);
        boolean asColumn = d.orThrow() != l.bit() && d.orThrow() == 1L << l.bit();
        boolean bitRight = d.orThrow() == l.bit() || asColumn;
        Optional<Diagnosis> columnValue = asColumn ? Diagnose.lemma2Bit(q, d.orThrow(), known) : Optional.empty();
        String reading = asColumn && columnValue.isEmpty() ? " (You gave " + d.orThrow() + ", the value of the column;"
                + " its bit number counts from 0 at the 1s column. Both are read.)" : "";
        Optional<Lemma2.Candidate> candidate = l.candidates().stream().filter(c -> c.heap() == k.getAsInt()).findFirst();
        if (!bitRight) {
            return Verdict.wrong("Not quite: the leftmost 1 of the nim-sum is not in bit " + d.orThrow() + ".",
                    "Write the nim-sum " + l.nimSum() + " in binary; bit 0 is the 1s column, bit 1 the 2s, bit 2 the 4s.",
                    Optional.empty(), l, idea);
        }
        if (candidate.isEmpty()) {
            return Verdict.wrong("Not quite: heap " + heap + " has no 1 in that column." + reading,
                    "Write heap " + heap + " (" + q.position().heap(k.getAsInt()) + ") in binary: changing it to the"
                    + " nim-sum xor its size would make it larger, and a heap can only shrink.", columnValue, l, idea);
        }
        if (candidate.get().to() != y.orThrow()) {
            return Verdict.wrong("Not quite: heap " + heap + " does not go to " + y.orThrow() + "." + reading,
                    "The new size is the nim-sum xor the heap's size, worked out column by column.", columnValue,
                    l, idea);
        }
        return new Verdict(true, true, "Right: bit " + l.bit() + ", heap " + heap + " goes to " + y.orThrow() + "."
                + reading, "", columnValue, l, idea);
    }

    static Verdict gradeGrundy(Question.GrundyValues q, String text, Idea idea) {
        Optional<List<Long>> given = numbers(text);
        if (given.isEmpty()) {
            return Verdict.unreadable("'" + Text.clip(text) + "' is not a list of numbers: " + q.form(), idea);
        }
        List<Integer> values = q.values();
        Derivation table = grundyTable(q);
        List<Long> mine = given.get();
        if (mine.size() != values.size()) {
            return Verdict.unreadable("that is " + mine.size() + " number" + (mine.size() == 1 ? "" : "s") + ": "
                    + q.form(), idea);
        }
        int n = 0;
        while (n < values.size() && mine.get(n) == (long) values.get(n)) {
            n++;
        }
        if (n == values.size()) {
            return Verdict.right("Right: those are the Grundy values g(0) to g(" + q.max() + ").", table, idea);
        }
        List<String> seen = new ArrayList<>();
        for (int take : q.set().takes()) {
            if (take <= n) {
                seen.add("g(" + (n - take) + ") = " + mine.get(n - take));
            }
        }
        return Verdict.wrong("Not quite: g(" + n + ") is not " + mine.get(n) + ".", seen.isEmpty()
                ? "From " + n + " no move is allowed, so the set of follower values is empty."
                : "From " + n + " you can move to sizes whose values, in your list, are " + String.join(", ", seen)
                + ". g(" + n + ") is the smallest whole number not among them.", Optional.empty(), table, idea);
    }

    private static Derivation grundyTable(Question.GrundyValues q) {
        List<Integer> values = q.values();
        List<Derivation.GrundyTable.Row> rows = new ArrayList<>();
        for (int n = 0; n < values.size(); n++) {
            List<Long> followers = new ArrayList<>();
            List<Long> followerValues = new ArrayList<>();
            for (int take : q.set().takes()) {
                if (take <= n) {
                    followers.add((long) (n - take));
                    followerValues.add((long) values.get(n - take));
                }
            }
            rows.add(new Derivation.GrundyTable.Row(n, followers, followerValues, values.get(n)));
        }
        return new Derivation.GrundyTable(q.set().describe(), rows);
    }

    static Verdict gradeChoice(Question.Choice q, String text, Idea idea, Set<Idea> known) {
        OptionalInt chosen = chosenOption(q, text);
        if (chosen.isEmpty()) {
            return Verdict.unreadable("'" + Text.clip(text) + "' is not one of the options: " + q.form() + " (a to "
                    + (char) ('a' + q.options().size() - 1) + ")", idea);
        }
        Derivation note = new Derivation.Note(q.explanation());
        if (chosen.getAsInt() == q.correct()) {
            String label = choiceLabel(q, q.correct());
            return Verdict.right("Right: " + label + (label.matches(".*[.!?]$") ? "" : "."), note, idea);
        }
        return Verdict.wrong("Not quite: " + (q.numeric() ? q.options().get(chosen.getAsInt()).strip()
                : "option " + (char) ('a' + chosen.getAsInt()) + ")") + " is not it.", "", Optional.empty(),
                note, idea);
    }

    private static String choiceLabel(Question.Choice q, int index) {
        return (char) ('a' + index) + ") " + q.options().get(index);
    }

    /** The letter, the option's own text (case and spacing ignored), or for numeric options the number. */
    private static OptionalInt chosenOption(Question.Choice q, String text) {
        String t = squeeze(text);
        for (int i = 0; i < q.options().size(); i++) {
            String option = squeeze(q.options().get(i));
            if (t.equals(option) || t.equals(String.valueOf((char) ('a' + i)))) {
                return OptionalInt.of(i);
            }
        }
        return OptionalInt.empty();
    }

    /** "4", "4 and 2", "4, 2 and 1". */
    private static String joined(List<Long> items) {
        List<String> words = items.stream().map(String::valueOf).toList();
        return words.size() == 1 ? words.get(0)
                : String.join(", ", words.subList(0, words.size() - 1)) + " and " + words.get(words.size() - 1);
    }

    /** Lower case, single spaces, no punctuation at the end: "B)" and "b." are "b". */
    private static String squeeze(String s) {
        return s.strip().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ").replaceAll("[).!?,;:]+$", "");
    }

    /** Above this, a one-heap subtraction game is explained by its Grundy values rather than its tree. */
    private static final long SMALL_HEAP = 30;

    /** Nim positions with at most this many objects are explained by their followers, not by nim-sums. */
    private static final long TINY_POSITION = 6;

    /**
     * Why a position is P or N, with no idea the learner has not met: one heap with takes 1 to k by
     * its multiples of k + 1; a tiny position, or one small heap of another subtraction game, by the
     * tree of its followers; two heaps of Nim before the nim-sum by the mirror; otherwise the columns.
     */
    static Derivation explanation(Analysis a, Set<Idea> known) {
        Position p = a.position();
        Rules rules = a.rules();
        if (!rules.isNim() && !rules.isMisere() && p.size() == 1 && rules.moves() instanceof MoveSet.Subtraction s
                && s.isRangeFromOne()) {
            return new Derivation.Multiples(p.heap(0), s.largest());
        }
        boolean oneSmallHeap = !rules.isNim() && p.size() == 1 && p.heap(0) <= SMALL_HEAP;
        boolean beforeNimSum = rules.isNim() && !known.contains(Idea.NIM_SUM);
        if (beforeNimSum && p.size() == 2 && !rules.isMisere() && p.total() > TINY_POSITION) {
            return new Derivation.Mirror(p);
        }
        if (oneSmallHeap || p.total() <= TINY_POSITION || beforeNimSum) {
            Result<GameTree> tree = GameTree.of(p, rules, OptionalInt.of(2));
            if (tree.isOk()) {
                return new Derivation.Followers(tree.orThrow(), rules);
            }
        }
        return PositionReport.of(a);
    }

    private static Optional<List<Long>> numbers(String text) {
        List<Long> out = new ArrayList<>();
        for (String word : text.replace(",", " ").trim().split("\\s+")) {
            Result<Long> n = Numbers.parseNonNegative(word, "number");
            if (!n.isOk()) {
                return Optional.empty();
            }
            out.add(n.orThrow());
        }
        return Optional.of(out);
    }

    static List<String> sums(Columns c) {
        List<String> out = new ArrayList<>();
        for (int bit = c.width() - 1; bit >= 0; bit--) {
            out.add(Integer.toString(c.sums()[bit]));
        }
        return out;
    }

    static List<Long> kernel(Question.KernelUpTo q) {
        return Kernel.of(q.rules(), q.max()).orThrow();
    }

    static Analysis analysis(Position position, Rules rules) {
        return Engine.analyze(position, rules).orThrow();
    }
}

package org.nimexplorer.explain;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.nimexplorer.engine.Analysis;
import org.nimexplorer.engine.Component;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.HeapLabels;
import org.nimexplorer.engine.HeapOption;
import org.nimexplorer.engine.Kernel;
import org.nimexplorer.engine.MooreNim;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.MoveParser;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.MultiMove;
import org.nimexplorer.engine.Numbers;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.engine.SumAnalysis;
import org.nimexplorer.engine.SumEngine;
import org.nimexplorer.engine.SumMove;
import org.nimexplorer.engine.SumMoveParser;
import org.nimexplorer.engine.Text;
import org.nimexplorer.engine.WholeGame;
import org.nimexplorer.engine.WholeMove;

/**
 * What a lesson checkpoint or a quiz asks. Every kind but {@link Choice} names only the position or
 * numbers: the engine computes the answer, so no question can carry a wrong one. Each kind judges its
 * own answers and works out its own solution, so a new kind is complete in one place.
 *
 * <p>A wrong answer is told why it fails without being given the right one (the ladder of a lesson
 * shows the worked answer only at its last rung); an answer that cannot be read is not counted as an
 * attempt: the learner is told what form is expected and may try again. Explanations draw only on the
 * ideas the learner is known to have met.
 */
public sealed interface Question {

    /** The word lesson files use for this kind: "move", "nim-sum", ... */
    String kind();

    /** The question as it is put to the learner. */
    String prompt();

    /** A question about one position under some rules. */
    sealed interface AboutPosition extends Question permits FindMove, PorN, NimSum {
        Position position();

        Rules rules();

        /** Lessons and quizzes ask only about positions the engine decides. */
        default Analysis analysis() {
            return Engine.analyze(position(), rules()).orThrow();
        }
    }

    /** The engine's answer, as a learner would type it (for a move, any winning move is as good). */
    String answer();

    /** The idea the question rests on, for a learner who knows {@code known}. */
    Idea idea(Set<Idea> known);

    /** What an answer looks like, for a learner who typed something else. */
    String form();

    /** Judges a non-empty answer; {@link Grading#grade} is the entry point. */
    Verdict judge(String text, Idea idea, Set<Idea> known);

    /** How the answer is worked out, in terms of what the learner knows. */
    Derivation derivation(Set<Idea> known);

    /** The answer worked out in full, for the last rung of the ladder. */
    default Solution solution(Set<Idea> known, Idea idea) {
        return new Solution(answer(), derivation(known), idea);
    }

    /** The options to show under the prompt: only a choice has any. */
    default List<String> options() {
        return List.of();
    }

    /** A question answered with one whole number, worked out column by column. */
    sealed interface WholeNumber extends Question permits NimSum, XorOf, Mex, SumValue {

        /** The number asked for. */
        long value();

        /** What is asked, as the subject of a sentence: "the nim-sum of 3 4 5". */
        String asked();

        /** Why {@code given} is not the number, without giving the number away. */
        String whyNot(long given);

        default String answer() {
            return Long.toString(value());
        }

        default String form() {
            return "answer with a whole number";
        }

        default Verdict judge(String typed, Idea idea, Set<Idea> known) {
            String text = Answers.afterLastEquals(typed);
            Result<Long> n = Numbers.parseNonNegative(text, "number");
            if (!n.isOk()) {
                return Verdict.unreadable(n.problemOrNull(), idea);
            }
            long given = n.orThrow();
            long expected = value();
            if (given == expected) {
                return Verdict.right("Right: " + asked() + " is " + expected + ".", derivation(known), idea);
            }
            Optional<Diagnosis> diagnosis = Diagnose.number(this, text, given, known);
            if (diagnosis.isPresent() && diagnosis.get().misconception() == Misconception.BINARY_FOR_DECIMAL) {
                return Verdict.unreadable("'" + Text.clip(text) + "' looks like binary: " + form() + " in decimal",
                        diagnosis.get(), idea);
            }
            return Verdict.wrong("Not quite: " + asked() + " is not " + given + ".", whyNot(given), diagnosis,
                    derivation(known), idea);
        }

        /**
         * The highest column where the learner's number and the right one differ, as something to check.
         * When no number has a 1 there, neither has the right one, so the learner's number has.
         */
        private static String wrongColumn(long given, long expected, long largest) {
            int bit = 63 - Long.numberOfLeadingZeros(given ^ expected);
            if (largest >> bit == 0) {
                return given + " has a 1 in the " + (1L << bit) + "s column, but no number here does: XOR never makes a"
                        + " column that none of its numbers has.";
            }
            return "Check the " + (1L << bit) + "s column: count the ones there; an odd count gives a 1"
                    + " in the answer, an even count a 0.";
        }
    }

    /** Find a winning move, or answer "none" when every move loses. */
    record FindMove(Position position, Rules rules) implements AboutPosition {

        /** "none", and the ways a learner says it in words; a course platform's grader lists them all. */
        public static final List<String> NONE_WORDS = List.of("none", "no move", "no winning move", "there is none",
                "there is no winning move", "nothing wins");

        private static final Pattern NONE = Pattern.compile(
                "(?i)\\s*(" + String.join("|", NONE_WORDS) + ")[.!]?\\s*");

        public String prompt() {
            return "Find a winning move from " + position + rules.note() + ", or answer 'none' if every move loses.";
        }

        public String kind() {
            return "move";
        }

        public String answer() {
            return analysis().winningMoves().stream().findFirst().map(Move::shortForm).orElse("none");
        }

        public Idea idea(Set<Idea> known) {
            return OutcomeExplanation.idea(position, rules, known, false);
        }

        public String form() {
            return "answer with a move, written 'take N from H', 'H-N' or 'H=N' (H a heap letter, N a number), or 'none' if every move loses";
        }

        /** Whether the learner says that no move wins, in one of the {@link #NONE_WORDS}. */
        static boolean saysNone(String text) {
            return NONE.matcher(text).matches();
        }

        public Verdict judge(String text, Idea idea, Set<Idea> known) {
            Analysis a = analysis();
            if (saysNone(text)) {
                return judgeNone(a, idea, known);
            }
            Result<Move> parsed = MoveParser.parse(text, position, rules);
            if (!parsed.isOk()) {
                return Verdict.unreadable(parsed.problemOrNull(), idea);
            }
            return judgeMove(parsed.orThrow(), a, idea, known);
        }

        public Derivation derivation(Set<Idea> known) {
            return OutcomeExplanation.of(analysis(), known);
        }

        @Override
        public Solution solution(Set<Idea> known, Idea idea) {
            Analysis a = analysis();
            List<Move> wins = a.winningMoves();
            String answer = wins.isEmpty() ? "none: every move from " + position + " loses"
                    : wins.get(0).shortForm() + " (" + wins.get(0).describe() + ")"
                    + (wins.size() > 1 ? ", or another winning move" : "");
            return new Solution(answer, OutcomeExplanation.of(a, known), idea);
        }

        private Verdict judgeNone(Analysis a, Idea idea, Set<Idea> known) {
            if (a.outcome() == Outcome.P) {
                return Verdict.right("Right: every move from " + position + " loses, so there is none.",
                        OutcomeExplanation.of(a, known), idea);
            }
            if (byNimSumAlone(known)) {
                return Verdict.wrong("Not quite: the nim-sum of " + position + " is not 0, so some move makes it 0.",
                        "", Optional.empty(), PositionReport.of(a), idea);
            }
            return Verdict.wrong("Not quite: there is a winning move from " + position + ".",
                    "A winning move leaves your opponent a position where every move loses.",
                    Optional.empty(), OutcomeExplanation.of(a, known), idea);
        }

        private Verdict judgeMove(Move move, Analysis a, Idea idea, Set<Idea> known) {
            MoveCheck check = MoveCheck.of(position, rules, move).orThrow();
            Derivation full = known.contains(Idea.NIM_SUM) ? check : OutcomeExplanation.of(a, known);
            Position after = check.after().analysis().position();
            if (byNimSumAlone(known)) {
                return check.winning()
                        ? Verdict.right("Right: " + move.shortForm() + " leaves " + after + ", whose nim-sum is 0.", full, idea)
                        : Verdict.wrong("Not quite: " + move.shortForm() + " leaves " + after + ", whose nim-sum is not 0.",
                                "Its nim-sum is " + check.after().analysis().nimSum() + ": some column of " + after
                                + " is still odd.", Diagnose.move(position, rules, move, known), full, idea);
            }
            if (check.winning()) {
                return Verdict.right("Right: " + move.shortForm() + " leaves your opponent " + after
                        + ", where every move loses.", full, idea);
            }
            return Verdict.wrong("Not quite: " + move.shortForm() + " leaves your opponent a position they can win from.",
                    refutation(check), Diagnose.move(position, rules, move, known), full, idea);
        }

        /**
         * Between the nim-sum and Bouton's theorem a learner can check that a move makes the nim-sum 0
         * but has not yet seen why that wins, so moves are judged by the nim-sum they leave.
         */
        private boolean byNimSumAlone(Set<Idea> known) {
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
                // Normal play only: under misère play a winning reply never takes the last object.
                return leaving + ", and your opponent answers " + reply.shortForm() + ", taking the last object.";
            }
            return leaving + ". Your opponent answers " + reply.shortForm() + ", leaving you " + next
                    + ": there, every move you make loses.";
        }
    }

    /** P or N? */
    record PorN(Position position, Rules rules) implements AboutPosition {
        public String prompt() {
            return "Is " + position + rules.note() + " a P-position or an N-position?";
        }

        public String kind() {
            return "outcome";
        }

        public String answer() {
            return analysis().outcome().name();
        }

        public Idea idea(Set<Idea> known) {
            return OutcomeExplanation.idea(position, rules, known, true);
        }

        public String form() {
            return "answer P or N";
        }

        public Verdict judge(String text, Idea idea, Set<Idea> known) {
            Optional<Outcome> read = Answers.outcome(text);
            if (read.isEmpty()) {
                return Answers.notPorN(text, idea);
            }
            Analysis a = analysis();
            Outcome given = read.get();
            if (given == a.outcome()) {
                return Verdict.right("Right: " + position + " is " + outcomeWords(a.outcome()) + ".",
                        OutcomeExplanation.of(a, known), idea);
            }
            return Verdict.wrong("Not quite: " + position + " is not " + outcomeWords(given) + ".",
                    followerWitness(a, given), Optional.empty(), OutcomeExplanation.of(a, known), idea);
        }

        public Derivation derivation(Set<Idea> known) {
            return OutcomeExplanation.of(analysis(), known);
        }

        @Override
        public Solution solution(Set<Idea> known, Idea idea) {
            Analysis a = analysis();
            return new Solution(a.outcome() + ": " + position + " is " + outcomeWords(a.outcome()),
                    OutcomeExplanation.of(a, known), idea);
        }

        static String outcomeWords(Outcome outcome) {
            // "one where": read alone, "is not an N-position (the player to move wins)" says the opposite.
            return outcome == Outcome.P ? "a P-position (one where the player to move loses)"
                    : "an N-position (one where the player to move wins)";
        }

        /** A follower that shows the learner's label cannot be right, put as something to check. */
        private static String followerWitness(Analysis a, Outcome given) {
            Position p = a.position();
            if (given == Outcome.P && a.winningMoves().isEmpty()) {
                // Only the end of a misère game is N with no move: the last move was the opponent's, and it lost.
                return "For P, the player to move must lose. From " + p + " there is no move left: under these rules"
                        + " whoever made the last move has lost, so the player to move here has already won.";
            }
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
            Position after = m.applyTo(p);
            Optional<Move> reply = Engine.bestMove(Engine.analyze(after, a.rules()).orThrow());
            if (reply.isEmpty()) {
                // The move ends the game: under misère play whoever made it has lost.
                return "For N, some move must leave your opponent a P-position. Try " + m.shortForm() + ": it leaves "
                        + after + ", with no move left for your opponent. Who has won then, under these rules?";
            }
            return "For N, some move must leave your opponent a P-position. Try " + m.shortForm() + ": your opponent"
                    + " answers " + reply.get().shortForm() + ". Does any move do better?";
        }
    }

    /** The nim-sum (of Grundy values, in a subtraction game). */
    record NimSum(Position position, Rules rules) implements AboutPosition, WholeNumber {
        public String prompt() {
            return "What is the nim-sum of " + position + rules.note() + "?";
        }

        public String kind() {
            return "nim-sum";
        }

        public long value() {
            return Engine.nimSum(position, rules.moves());
        }

        public String asked() {
            if (rules.isNim()) {
                return "the nim-sum of " + position;
            }
            return position.size() == 1 ? "the Grundy value of a heap of " + position
                    : "the XOR of the Grundy values of " + position;
        }

        public String whyNot(long given) {
            if (!rules.isNim()) {
                return "Find each heap's Grundy value first, by the mex rule"
                        + (position.size() == 1 ? "." : ", then XOR those values, not the heap sizes.");
            }
            return WholeNumber.wrongColumn(given, value(), position.largest());
        }

        public Idea idea(Set<Idea> known) {
            return rules.isNim() ? Idea.NIM_SUM : Idea.GRUNDY;
        }

        public Derivation derivation(Set<Idea> known) {
            return Columns.of(position, rules.moves());
        }
    }

    /** A number in binary. */
    record ToBinary(long number) implements Question {
        public String prompt() {
            return "Write " + number + " in binary.";
        }

        public String kind() {
            return "binary";
        }

        public String answer() {
            return Long.toBinaryString(number);
        }

        public Idea idea(Set<Idea> known) {
            return Idea.BINARY;
        }

        public String form() {
            return "answer with 0s and 1s, highest bit first";
        }

        public Verdict judge(String text, Idea idea, Set<Idea> known) {
            String bits = text.replace(" ", "").replace("_", "");
            if (bits.startsWith("0b")) {
                bits = bits.substring(2);
            }
            if (bits.isEmpty() || bits.length() > 64 || !bits.chars().allMatch(c -> c == '0' || c == '1')) {
                String problem = "'" + Text.clip(text) + "' is not written in binary: use only 0s and 1s, highest bit first";
                return Diagnose.binary(this, text, known).map(d -> Verdict.unreadable(problem, d, idea))
                        .orElseGet(() -> Verdict.unreadable(problem, idea));
            }
            long value = Long.parseUnsignedLong(bits, 2);
            if (value == number) {
                return Verdict.right("Right: " + number + " is " + Long.toBinaryString(number) + " in binary.",
                        derivation(known), idea);
            }
            return Verdict.wrong("Not quite: " + bits + " is " + value + " in binary, not " + number + ".",
                    "Write " + number + " as a sum of different powers of two, largest first; each power used is a 1.",
                    Diagnose.binary(this, text, known), derivation(known), idea);
        }

        public Derivation derivation(Set<Idea> known) {
            return new Derivation.Binary(number);
        }
    }

    /** The ones in each binary column, highest column first. */
    record ColumnSums(Position position) implements Question {
        public String prompt() {
            return "Write " + position + " in binary columns: how many ones in each column, highest column first?";
        }

        public String kind() {
            return "column-sums";
        }

        public String answer() {
            return String.join(" ", sums(columns()));
        }

        public Idea idea(Set<Idea> known) {
            return Idea.NIM_SUM;
        }

        public String form() {
            return "answer with the number of ones in each column, highest column first, separated by spaces";
        }

        public Verdict judge(String text, Idea idea, Set<Idea> known) {
            Optional<List<Long>> given = Answers.numbers(text);
            if (given.isEmpty()) {
                return Answers.notNumbers(text, form(), idea);
            }
            Columns c = columns();
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
            return wrongCount(c, mine, expected, idea);
        }

        public Derivation derivation(Set<Idea> known) {
            return columns();
        }

        /** One count per column, but the highest column whose count differs is named. */
        private static Verdict wrongCount(Columns c, List<String> mine, List<String> expected, Idea idea) {
            int first = 0;
            while (mine.get(first).equals(expected.get(first))) {
                first++;
            }
            long column = 1L << (c.width() - 1 - first);
            return Verdict.wrong("Not quite: the " + column + "s column does not have " + mine.get(first) + " ones.",
                    "Write each heap in binary, one under the other, and count the ones in the " + column + "s column again.",
                    Optional.empty(), c, idea);
        }

        private Columns columns() {
            return Columns.of(position, MoveSet.NIM);
        }

        private static List<String> sums(Columns c) {
            List<String> out = new ArrayList<>();
            for (int bit = c.width() - 1; bit >= 0; bit--) {
                out.add(Integer.toString(c.sums()[bit]));
            }
            return out;
        }
    }

    /** a xor b. */
    record XorOf(long a, long b) implements WholeNumber {
        public String prompt() {
            return "What is " + a + " xor " + b + "?";
        }

        public String kind() {
            return "xor";
        }

        public long value() {
            return a ^ b;
        }

        public String asked() {
            return a + " xor " + b;
        }

        public String whyNot(long given) {
            return WholeNumber.wrongColumn(given, value(), Math.max(a, b));
        }

        public Idea idea(Set<Idea> known) {
            return Idea.XOR;
        }

        public Derivation derivation(Set<Idea> known) {
            return new Derivation.Xor(a, b);
        }
    }

    /** The kernel of a one-heap subtraction game, heaps 0 to max. */
    record KernelUpTo(Rules rules, long max) implements Question {
        public String prompt() {
            return "List the kernel of the game '" + rules.moves().describe() + "' for heaps 0 to " + max + ".";
        }

        public String kind() {
            return "kernel";
        }

        public String answer() {
            return String.join(" ", Kernel.of(rules, max).orThrow().stream().map(String::valueOf).toList());
        }

        public Idea idea(Set<Idea> known) {
            return Idea.KERNEL;
        }

        public String form() {
            return "answer with the heap sizes in the kernel, smallest first, separated by spaces";
        }

        public Verdict judge(String text, Idea idea, Set<Idea> known) {
            Optional<List<Long>> given = Answers.numbers(text);
            if (given.isEmpty()) {
                return Answers.notNumbers(text, form(), idea);
            }
            List<Long> sorted = given.get().stream().distinct().sorted().toList();
            KernelProof proof = derivation(known);
            if (sorted.equals(proof.kernel())) {
                return Verdict.right("Right: the kernel up to " + max + " is " + answer() + ".", proof, idea);
            }
            Optional<Long> beyond = sorted.stream().filter(n -> n > max).findFirst();
            String why = beyond.isPresent() ? "The question asks for heaps 0 to " + max + " only; " + beyond.get()
                    + " is beyond that." : firstWrongMember(proof, new TreeSet<>(sorted));
            return Verdict.wrong("Not quite: that is not the kernel up to " + max + ".", why,
                    Diagnose.kernel(this, given.get(), known), proof, idea);
        }

        public KernelProof derivation(Set<Idea> known) {
            return KernelProof.of((MoveSet.Subtraction) rules.moves(), max).orThrow();
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

        /** "4", "4 and 2", "4, 2 and 1". */
        private static String joined(List<Long> items) {
            List<String> words = items.stream().map(String::valueOf).toList();
            return words.size() == 1 ? words.get(0)
                    : String.join(", ", words.subList(0, words.size() - 1)) + " and " + words.get(words.size() - 1);
        }
    }

    /** Lemma 2 by hand: the bit d, a heap k with a 1 there, and y_k. */
    record Lemma2Step(Position position) implements Question {
        public String prompt() {
            return "For " + position + ": the bit d of the nim-sum's leftmost 1, a heap with a 1 there, and its new size y.";
        }

        public String kind() {
            return "lemma2";
        }

        public String answer() {
            Lemma2 lemma = Lemma2.of(position);
            if (!lemma.applies()) {
                return "none";
            }
            Lemma2.Candidate first = lemma.candidates().get(0);
            return lemma.bit() + " " + HeapLabels.of(first.heap()) + " " + first.to();
        }

        public Idea idea(Set<Idea> known) {
            return Idea.LEMMA_2;
        }

        public String form() {
            return "answer in the form 'd H y': the bit d of the leftmost 1 (bit 0 is the 1s column; the column's value is read too), a heap letter H and its new size y, or 'none' when the nim-sum is 0";
        }

        public Verdict judge(String text, Idea idea, Set<Idea> known) {
            Lemma2 l = derivation(known);
            if (text.equalsIgnoreCase("none")) {
                return l.applies()
                        ? Verdict.wrong("Not quite: the nim-sum of " + position + " is not 0, so lemma 2 gives a move.",
                                "Write the nim-sum in binary and find its leftmost 1.", Optional.empty(), l, idea)
                        : Verdict.right("Right: the nim-sum is 0, so there is no such move.", l, idea);
            }
            Optional<Step> step = read(text);
            if (step.isEmpty()) {
                return Verdict.unreadable("'" + Text.clip(text) + "': " + form(), idea);
            }
            if (!l.applies()) {
                return Verdict.wrong("Not quite: the nim-sum of " + position + " is 0.", "Lemma 2 needs a non-zero"
                        + " nim-sum; here every column is even.", Optional.empty(), l, idea);
            }
            return judgeStep(step.get(), l, idea, known);
        }

        public Lemma2 derivation(Set<Idea> known) {
            return Lemma2.of(position);
        }

        /** A 'd H y' answer, read: heap {@code heap} (0-based) is written {@code label}. */
        private record Step(long d, int heap, String label, long y) {}

        private Optional<Step> read(String text) {
            String[] words = text.replace(",", " ").trim().split("\\s+");
            if (words.length != 3) {
                return Optional.empty();
            }
            Result<Long> d = Numbers.parseNonNegative(words[0], "bit");
            Result<Long> y = Numbers.parseNonNegative(words[2], "new size");
            String label = words[1].toUpperCase(Locale.ROOT);
            OptionalInt k = HeapLabels.indexOf(label);
            if (!d.isOk() || !y.isOk() || k.isEmpty() || k.getAsInt() >= position.size()) {
                return Optional.empty();
            }
            return Optional.of(new Step(d.orThrow(), k.getAsInt(), label, y.orThrow()));
        }

        /** A column's value for d is read as its bit number too, and said so unless a misconception says more. */
        private Verdict judgeStep(Step s, Lemma2 l, Idea idea, Set<Idea> known) {
            boolean asColumn = s.d() != l.bit() && s.d() == 1L << l.bit();
            boolean bitRight = s.d() == l.bit() || asColumn;
            Optional<Diagnosis> columnValue = asColumn ? Diagnose.lemma2Bit(this, s.d(), known) : Optional.empty();
            String reading = asColumn && columnValue.isEmpty() ? " (You gave " + s.d() + ", the value of the column;"
                    + " its bit number counts from 0 at the 1s column. Both are read.)" : "";
            Optional<Lemma2.Candidate> candidate = l.candidates().stream().filter(c -> c.heap() == s.heap()).findFirst();
            if (!bitRight) {
                return Verdict.wrong("Not quite: the leftmost 1 of the nim-sum is not in bit " + s.d() + ".",
                        "Write the nim-sum " + l.nimSum() + " in binary; bit 0 is the 1s column, bit 1 the 2s, bit 2 the 4s.",
                        Optional.empty(), l, idea);
            }
            if (candidate.isEmpty()) {
                return Verdict.wrong("Not quite: heap " + s.label() + " has no 1 in that column." + reading,
                        "Write heap " + s.label() + " (" + position.heap(s.heap()) + ") in binary: changing it to the"
                        + " nim-sum xor its size would make it larger, and a heap can only shrink.", columnValue, l, idea);
            }
            if (candidate.get().to() != s.y()) {
                return Verdict.wrong("Not quite: heap " + s.label() + " does not go to " + s.y() + "." + reading,
                        "The new size is the nim-sum xor the heap's size, worked out column by column.", columnValue,
                        l, idea);
            }
            return new Verdict(true, true, "Right: bit " + l.bit() + ", heap " + s.label() + " goes to " + s.y() + "."
                    + reading, "", columnValue, l, idea);
        }
    }

    /**
     * The Grundy values g(0) to g(max) of a one-heap game, worked out by the mex rule: a subtraction
     * game, or a game whose moves may split a heap in two, such as Kayles, where two heaps left side by
     * side are worth the XOR of their values.
     */
    record GrundyValues(HeapGame game, int max) implements Question {
        /** Above this a table by hand is no longer an exercise. */
        public static final int MAX = 30;

        public GrundyValues(MoveSet.Subtraction set, int max) {
            this(new HeapGame.Subtract(set), max);
        }

        public String prompt() {
            return "Write the Grundy values g(0) to g(" + max + ") of " + SumWords.game(game) + ", in order.";
        }

        public String kind() {
            return "grundy";
        }

        public String answer() {
            return String.join(" ", values().stream().map(String::valueOf).toList());
        }

        /** g(0) … g(max), by the mex rule over every move the game allows. */
        public List<Long> values() {
            return byMex(game, max);
        }

        /** g(0) … g(max) of any heap game, straight from its moves: the mex of what each move leaves. */
        static List<Long> byMex(HeapGame game, int max) {
            List<Long> g = new ArrayList<>();
            for (int n = 0; n <= max; n++) {
                List<Long> reached = new ArrayList<>();
                for (HeapOption o : game.options(n)) {
                    reached.add(g.get((int) o.left()) ^ g.get((int) o.right()));
                }
                g.add(mex(reached));
            }
            return g;
        }

        public Idea idea(Set<Idea> known) {
            return game.splits() && known.contains(Idea.OCTAL) ? Idea.OCTAL : Idea.GRUNDY;
        }

        public String form() {
            return "answer with " + (max + 1) + " whole numbers, g(0) first, separated by spaces";
        }

        public Verdict judge(String text, Idea idea, Set<Idea> known) {
            Optional<List<Long>> given = Answers.numbers(text);
            if (given.isEmpty()) {
                return Answers.notNumbers(text, form(), idea);
            }
            List<Long> values = values();
            List<Long> mine = given.get();
            if (mine.size() != values.size()) {
                return Verdict.unreadable("that is " + mine.size() + " number" + (mine.size() == 1 ? "" : "s") + ": "
                        + form(), idea);
            }
            int n = 0;
            while (n < values.size() && mine.get(n).equals(values.get(n))) {
                n++;
            }
            if (n == values.size()) {
                return Verdict.right("Right: those are the Grundy values g(0) to g(" + max + ").", derivation(known),
                        idea);
            }
            return Verdict.wrong("Not quite: g(" + n + ") is not " + mine.get(n) + ".", mexFrom(mine, n),
                    Diagnose.grundyValue(this, mine, n, known), derivation(known), idea);
        }

        /** The table, row by row: what each move from n leaves, its value, and g(n). */
        public Derivation.GrundyTable derivation(Set<Idea> known) {
            List<Long> values = values();
            List<Derivation.GrundyTable.Row> rows = new ArrayList<>();
            for (int n = 0; n < values.size(); n++) {
                List<Long> followers = new ArrayList<>();
                List<Long> seconds = new ArrayList<>();
                List<Long> followerValues = new ArrayList<>();
                for (HeapOption o : game.options(n)) {
                    followers.add(o.left());
                    seconds.add(o.right());
                    followerValues.add(values.get((int) o.left()) ^ values.get((int) o.right()));
                }
                rows.add(new Derivation.GrundyTable.Row(n, followers, followerValues, values.get(n), seconds));
            }
            String name = game instanceof HeapGame.Subtract s ? s.set().describe() : SumWords.name(game);
            return new Derivation.GrundyTable(name, rows, game.heapWord());
        }

        /**
         * The mex rule at the first wrong value, applied to the learner's own earlier values (all right, as
         * this is the first wrong one): what each move leaves, and its value in the learner's list.
         */
        private String mexFrom(List<Long> mine, int n) {
            List<HeapOption> options = game.options(n);
            if (options.isEmpty()) {
                return "From " + n + " no move is allowed, so the set of follower values is empty.";
            }
            List<String> seen = new ArrayList<>();
            for (HeapOption o : options) {
                seen.add(o.splits() ? "g(" + o.left() + ") xor g(" + o.right() + ") = "
                        + (mine.get((int) o.left()) ^ mine.get((int) o.right()))
                        : "g(" + o.left() + ") = " + mine.get((int) o.left()));
            }
            if (!game.splits()) {
                return "From " + n + " you can move to sizes whose values, in your list, are " + String.join(", ", seen)
                        + ". g(" + n + ") is the smallest whole number not among them.";
            }
            return "From " + n + " a move leaves one " + game.heapWord() + " or two, worth (from your list) "
                    + String.join(", ", seen) + ". g(" + n + ") is the smallest whole number not among them.";
        }
    }

    /** The smallest whole number missing from {@code values}. */
    static long mex(java.util.Collection<Long> values) {
        Set<Long> set = new java.util.HashSet<>(values);
        long m = 0;
        while (set.contains(m)) {
            m++;
        }
        return m;
    }

    /** The mex of a set of whole numbers. */
    record Mex(List<Long> set) implements WholeNumber {
        public Mex {
            set = List.copyOf(set);
        }

        /** "{0, 1, 3}", as the set was written. */
        public String written() {
            return "{" + String.join(", ", set.stream().map(String::valueOf).toList()) + "}";
        }

        public String prompt() {
            return "What is the mex of " + written() + "?";
        }

        public String kind() {
            return "mex";
        }

        public long value() {
            return mex(set);
        }

        public String asked() {
            return "the mex of " + written();
        }

        public String whyNot(long given) {
            if (set.contains(given)) {
                return given + " is in the set, and the mex is a number missing from it.";
            }
            return given + " is not in the set, but it is not the smallest number missing from it.";
        }

        public Idea idea(Set<Idea> known) {
            return Idea.GRUNDY;
        }

        public Derivation derivation(Set<Idea> known) {
            return new Derivation.Mex(set, value());
        }
    }

    /** A question about a sum of heaps that may each follow a different game, under normal play. */
    sealed interface AboutSum extends Question permits SumValue, FindSumMove, SumOutcome {
        GameSum sum();

        /** Lessons ask only about sums whose every heap has a known value. */
        default SumAnalysis analysis() {
            return SumEngine.analyze(sum(), Play.NORMAL).orThrow();
        }

        default Idea idea(Set<Idea> known) {
            return SumWords.idea(sum(), known);
        }

        default SumReport report() {
            return SumReport.of(analysis());
        }
    }

    /**
     * The Grundy value of one heap of any game, or the nim-sum of a sum of different games: the XOR of
     * the heaps' Grundy values, each in its own game.
     */
    record SumValue(GameSum sum) implements AboutSum, WholeNumber {
        public String prompt() {
            return sum.size() == 1 ? "What is the Grundy value of " + sum.notation() + "?"
                    : "What is the nim-sum of " + sum.notation() + ", the XOR of its heaps' Grundy values?";
        }

        public String kind() {
            return "nim-sum";
        }

        public long value() {
            return analysis().nimSum();
        }

        public String asked() {
            return sum.size() == 1 ? "the Grundy value of " + sum.notation()
                    : "the XOR of the Grundy values of " + sum.notation();
        }

        public String whyNot(long given) {
            if (sum.size() == 1) {
                Component c = sum.part(0);
                return "List what each move from " + SumWords.component(c) + " leaves, find the value of each, and"
                        + " take the mex of those values.";
            }
            String word = SumWords.word(sum);
            return "Find each " + word + "'s Grundy value in its own game first, then XOR those values, not the "
                    + word + " sizes.";
        }

        /** One small heap: its game's table up to its size; otherwise each heap's value and their XOR. */
        public Derivation derivation(Set<Idea> known) {
            if (sum.size() == 1 && sum.part(0).size() <= GrundyValues.MAX) {
                return new GrundyValues(sum.part(0).game(), (int) sum.part(0).size()).derivation(known);
            }
            return report();
        }
    }

    /** Find a winning move in a sum of games, or answer "none" when every move loses. */
    record FindSumMove(GameSum sum) implements AboutSum {
        public String prompt() {
            return "Find a winning move in " + sum.notation() + " (" + SumWords.letters(sum) + "), or answer 'none'"
                    + " if every move loses.";
        }

        public String kind() {
            return "move";
        }

        public String answer() {
            return analysis().winningMoves().stream().findFirst().map(SumMove::shortForm).orElse("none");
        }

        public String form() {
            String word = SumWords.splits(sum) ? sum.games().stream().filter(HeapGame::splits).findFirst()
                    .orElseThrow().heapWord() : "heap";
            String h = sum.size() == 1 ? "A" : "B";
            // Lasker's Nim splits without taking anything: its example split takes nothing.
            boolean takesNothing = sum.games().stream().filter(HeapGame::splits)
                    .allMatch(g -> g instanceof HeapGame.Lasker);
            String split = takesNothing ? "'" + h + "=1+2' or 'split " + h + " into 1 and 2'"
                    : "'" + h + "-1=1+2' or 'take 1 from " + h + " leaving 1 and 2'";
            return "answer with a move such as '" + h + "-2' or 'take 2 from " + h + "'" + (SumWords.splits(sum)
                    ? "; a move that splits a " + word + " names the two " + word + "s it leaves, like " + split : "")
                    + "; or 'none' if every move loses";
        }

        public Verdict judge(String text, Idea idea, Set<Idea> known) {
            SumAnalysis a = analysis();
            if (FindMove.saysNone(text)) {
                if (a.outcome() == Outcome.P) {
                    return Verdict.right("Right: every move from " + sum.notation() + " loses, so there is none.",
                            report(), idea);
                }
                return Verdict.wrong("Not quite: there is a winning move in " + sum.notation() + ".",
                        "The heaps' Grundy values do not XOR to 0, and then some heap can move to a value that makes"
                        + " the XOR 0.", Optional.empty(), report(), idea);
            }
            // A sentence's full stop is no part of the move; on a single heap, "knock down pins 4-5" needs no "of A".
            String typed = text.strip().replaceAll("[.!]+$", "");
            Result<SumMove> parsed = SumMoveParser.parse(typed, sum);
            if (!parsed.isOk() && sum.size() == 1 && SumMoveParser.parse(typed + " of A", sum).isOk()) {
                parsed = SumMoveParser.parse(typed + " of A", sum);
            }
            if (!parsed.isOk()) {
                return Verdict.unreadable(parsed.problemOrNull(), idea);
            }
            SumMove move = parsed.orThrow();
            GameSum after = move.applyTo(sum);
            SumAnalysis next = SumEngine.analyze(after, Play.NORMAL).orThrow();
            String leaves = move.shortForm() + " leaves " + after.notation() + (after.size() == 1 ? ", whose value is "
                    : ", whose values " + SumWords.list(next.values()) + " XOR to ");
            if (next.nimSum() == 0) {
                return Verdict.right("Right: " + leaves + "0.", report(), idea);
            }
            return Verdict.wrong("Not quite: " + leaves + next.nimSum() + ", not 0.", refutation(next),
                    Diagnose.sumMove(this, move, known), report(), idea);
        }

        /** The reply that wins against the learner's move, and what it leaves. */
        private static String refutation(SumAnalysis next) {
            GameSum after = next.sum();
            if (next.winningMoves().isEmpty()) {
                return "Your opponent can move to a position whose values XOR to 0, and from there every move you"
                        + " make loses.";
            }
            SumMove reply = next.winningMoves().get(0);
            GameSum then = reply.applyTo(after);
            String replyWords = reply.describe(after);
            if (then.parts().stream().allMatch(c -> c.size() == 0)) {
                return "Your opponent answers " + reply.shortForm() + " (" + replyWords + "), taking the last object.";
            }
            return "Your opponent answers " + reply.shortForm() + " (" + replyWords + "), leaving you "
                    + then.notation() + ": its values XOR to 0, and every move you make loses.";
        }

        public Derivation derivation(Set<Idea> known) {
            return report();
        }

        @Override
        public Solution solution(Set<Idea> known, Idea idea) {
            List<SumMove> wins = analysis().winningMoves();
            String answer = wins.isEmpty() ? "none: every move in " + sum.notation() + " loses"
                    : wins.get(0).shortForm() + " (" + wins.get(0).describe(sum) + ")"
                    + (wins.size() > 1 ? ", or another winning move" : "");
            return new Solution(answer, report(), idea);
        }
    }

    /** P or N, for a sum of games. */
    record SumOutcome(GameSum sum) implements AboutSum {
        public String prompt() {
            return "Is " + sum.notation() + " a P-position or an N-position?";
        }

        public String kind() {
            return "outcome";
        }

        public String answer() {
            return analysis().outcome().name();
        }

        public String form() {
            return "answer P or N";
        }

        public Verdict judge(String text, Idea idea, Set<Idea> known) {
            Optional<Outcome> read = Answers.outcome(text);
            if (read.isEmpty()) {
                return Answers.notPorN(text, idea);
            }
            Outcome truth = analysis().outcome();
            Outcome given = read.get();
            if (given == truth) {
                return Verdict.right("Right: " + sum.notation() + " is " + PorN.outcomeWords(truth) + ".", report(),
                        idea);
            }
            String heap = SumWords.word(sum);
            String again = " Work out each " + heap + "'s value" + (sum.games().size() == 1 ? "" : " in its own game")
                    + " again.";
            String why = given == Outcome.P ? "For P, the " + heap + "s' Grundy values must XOR to 0." + again
                    : "For N, some move must make the XOR of the " + heap + "s' Grundy values 0." + again;
            return Verdict.wrong("Not quite: " + sum.notation() + " is not " + PorN.outcomeWords(given) + ".", why,
                    Diagnose.sumOutcome(this, given, known), report(), idea);
        }

        public Derivation derivation(Set<Idea> known) {
            return report();
        }

        @Override
        public Solution solution(Set<Idea> known, Idea idea) {
            Outcome o = analysis().outcome();
            return new Solution(o + ": " + sum.notation() + " is " + PorN.outcomeWords(o), report(), idea);
        }
    }

    /**
     * A set of positions written as a claim, proved to be the P-positions of a box by the three kernel
     * properties ({@link ClaimProof}): the learner states the set, the checker proves or refutes it.
     * The engine's own answer is Bouton's set written as a claim, which the checker proves the same way.
     */
    record ProveSet(Rules rules, int heaps, int max) implements Question {
        /** A lesson's box stays small, so that each answer is checked at once. */
        public static final long MAX_POSITIONS = 1 << 16;

        public String prompt() {
            return "Write the set of P-positions of " + heaps + (heaps == 1 ? " heap" : " heaps") + " as a claim over "
                    + letters() + " (s is their nim-sum); it is checked with the three properties on every position"
                    + " with heaps of 0 to " + max + ", under " + rules.describe() + ".";
        }

        public String kind() {
            return "claim";
        }

        /** The heaps' letters: "a", "a and b", "a, b and c". */
        private String letters() {
            List<String> letters = Claim.letters(heaps);
            return heaps == 1 ? letters.get(0) : String.join(", ", letters.subList(0, heaps - 1)) + " and "
                    + letters.get(heaps - 1);
        }

        /** Bouton's set as a claim, for the games whose P-positions have a formula; empty for the others. */
        public static Optional<String> knownClaim(Rules rules, int heaps) {
            List<String> letters = Claim.letters(heaps);
            String all = String.join(", ", letters);
            if (rules.isNim()) {
                return Optional.of(rules.isMisere()
                        ? "(s == 0 and max(" + all + ") >= 2) or (max(" + all + ") <= 1 and s == 1)" : "s == 0");
            }
            if (rules.moves() instanceof MoveSet.Subtraction set && set.isRangeFromOne() && !rules.isMisere()) {
                int period = set.largest() + 1;
                return Optional.of(heaps == 1 ? "a mod " + period + " == 0"
                        : String.join(" xor ", letters.stream().map(l -> "(" + l + " mod " + period + ")").toList())
                        + " == 0");
            }
            return Optional.empty();
        }

        public String answer() {
            return knownClaim(rules, heaps).orElseThrow();
        }

        public Idea idea(Set<Idea> known) {
            return rules.isMisere() ? Idea.MISERE : rules.isNim() ? Idea.THEOREM : Idea.GRUNDY;
        }

        public String form() {
            return "answer with a claim over the heaps a, b, ... and their nim-sum s, such as 'a + b == c'";
        }

        public Verdict judge(String text, Idea idea, Set<Idea> known) {
            Result<ClaimProof> checked = ClaimProof.check(text, rules, heaps, max);
            if (!checked.isOk()) {
                return Verdict.unreadable(checked.problemOrNull(), idea);
            }
            ClaimProof proof = checked.orThrow();
            if (proof.holds()) {
                return Verdict.right("Right: your set has all three properties, so it is exactly the set of"
                        + " P-positions here.", proof, idea);
            }
            List<ClaimProof.Property> failed = java.util.stream.Stream.of(proof.ends(), proof.stable(),
                    proof.absorbing()).filter(p -> !p.holds()).toList();
            ClaimProof.Property first = failed.get(0);
            ClaimProof.Failure at = first.counterexample().orElseThrow();
            String shape = switch (first.number()) {
                case 1 -> "the end";
                case 2 -> "lemma 1's shape";
                default -> "lemma 2's shape";
            };
            String also = failed.size() == 1 ? "" : failed.size() == 2 ? " Property " + failed.get(1).number()
                    + " fails too." : " Properties 2 and 3 fail too.";
            return Verdict.wrong("Not quite: your set fails property " + first.number() + " (" + shape + ") at "
                    + at.position() + ".", "Property " + first.number() + " fails" + ClaimWords.failure(proof, at)
                    + also, diagnosis(text, at), derivation(known), idea);
        }

        /** The normal-play end kept under misère play, or heaps added where the nim-sum XORs them. */
        private Optional<Diagnosis> diagnosis(String text, ClaimProof.Failure at) {
            if (rules.isMisere() && at instanceof ClaimProof.WrongEnd w && w.inSet()) {
                return Optional.of(new Diagnosis(Misconception.NORMAL_RULE_IN_MISERE_END, "Your set keeps the"
                        + " normal-play ending: under misère play the player who faces no objects has won, so that"
                        + " position cannot be a P-position. Look at the positions where every heap is 0 or 1."));
            }
            String t = " " + text.toLowerCase(Locale.ROOT) + " ";
            if (rules.isNim() && t.contains("+") && !t.contains("xor") && !t.contains("^") && !t.matches(".*\\bs\\b.*")) {
                return Optional.of(new Diagnosis(Misconception.ADDED_NOT_XORED, "Your set adds heaps: the column"
                        + " sums of Bouton's proof are taken without carrying, which is XOR, not +."));
            }
            return Optional.empty();
        }

        public ClaimProof derivation(Set<Idea> known) {
            return ClaimProof.check(answer(), rules, heaps, max).orThrow();
        }
    }

    /**
     * Lemma 2's recipe written as a move rule ({@link MoveRule}) for a proved set of Nim positions: from
     * every position outside the set, the rule must name a legal move into it. The engine's own rule is
     * the leading-bit recipe, which a lesson checks against the set when it is loaded.
     */
    record MoveRecipe(String set, int heaps, int max) implements Question {
        /** Lemma 2's recipe, in the rule language. */
        public static final String LEADING_BIT = "first x with x xor s < x to x xor s";

        public String prompt() {
            return "Write a rule that names, from every position outside your set (" + set + "), a move into it:"
                    + " 'first x with CONDITION to NEW SIZE', where x is the size of the heap the rule looks at and"
                    + " s the nim-sum.";
        }

        public String kind() {
            return "rule";
        }

        public String answer() {
            return LEADING_BIT;
        }

        public Idea idea(Set<Idea> known) {
            return Idea.LEMMA_2;
        }

        public String form() {
            return "answer with a rule such as 'first x with CONDITION to NEW SIZE' (x the size of the heap chosen, s"
                    + " the nim-sum) or 'c to NEW SIZE'";
        }

        /** The set and a rule checked together on the box. */
        public Result<ClaimProof> check(String rule) {
            return ClaimProof.check(set, Optional.of(rule), Rules.NIM, heaps, max, () -> false, done -> { });
        }

        public Verdict judge(String text, Idea idea, Set<Idea> known) {
            Result<ClaimProof> checked = check(text);
            if (!checked.isOk()) {
                return Verdict.unreadable(checked.problemOrNull(), idea);
            }
            ClaimProof proof = checked.orThrow();
            ClaimProof.RuleCheck rule = proof.rule().orElseThrow();
            if (rule.holds()) {
                return Verdict.right("Right: from every position outside the set your rule names a legal move into"
                        + " it, so whoever follows it always hands over a position of the set.", proof, idea);
            }
            ClaimProof.RuleMiss miss = rule.counterexample().orElseThrow();
            return Verdict.wrong("Not quite: your rule fails at " + miss.position() + ".", "Your rule fails"
                    + ClaimWords.rule(proof, miss), diagnosis(miss), derivation(known), idea);
        }

        /** A heap chosen without a 1 in the nim-sum's leading column: x xor s is larger than x there. */
        private static Optional<Diagnosis> diagnosis(ClaimProof.RuleMiss miss) {
            if (miss.miss() != ClaimProof.Miss.GROWS) {
                return Optional.empty();
            }
            Lemma2 lemma = Lemma2.of(miss.position());
            if (!lemma.applies() || lemma.candidates().stream().anyMatch(c -> c.heap() == miss.heap())) {
                return Optional.empty();
            }
            String heap = HeapLabels.of(miss.heap());
            return Optional.of(new Diagnosis(Misconception.HEAP_WITHOUT_LEADING_BIT, "At " + miss.position()
                    + " your rule chose heap " + heap + " (" + miss.position().heap(miss.heap()) + "), which has no 1"
                    + " in the column of the nim-sum's leftmost 1, so no move from " + heap + " makes the nim-sum 0."
                    + " Let the condition pick a heap with a 1 there."));
        }

        public ClaimProof derivation(Set<Idea> known) {
            return check(LEADING_BIT).orThrow();
        }
    }

    /**
     * A multiple-choice question about the argument, the one kind whose answer the author writes.
     *
     * @param correct the index of the right option
     * @param whys    for each option, why it is wrong as the author puts it (empty when none is written),
     *                told to a learner who chooses it
     */
    record Choice(List<String> options, int correct, String explanation, List<String> whys) implements Question {
        public String prompt() {
            return "Choose one option.";
        }

        public Choice {
            options = List.copyOf(options);
            whys = whys.isEmpty() ? java.util.Collections.nCopies(options.size(), "") : List.copyOf(whys);
            if (whys.size() != options.size()) {
                throw new IllegalArgumentException("one why per option, empty where there is none");
            }
        }

        /** A choice without a why for its wrong options. */
        public Choice(List<String> options, int correct, String explanation) {
            this(options, correct, explanation, List.of());
        }

        /** Options that are all numbers are answered with the number itself, never with its place in the list. */
        public boolean numeric() {
            return options.stream().allMatch(o -> o.strip().matches("-?[0-9]{1,18}"));
        }

        public String kind() {
            return "choice";
        }

        public String answer() {
            return numeric() ? options.get(correct).strip() : Character.toString('a' + correct);
        }

        /** Without a label from the lesson, the latest idea the learner has met. */
        public Idea idea(Set<Idea> known) {
            return known.stream().max(Enum::compareTo).orElse(Idea.RULES);
        }

        public String form() {
            return numeric() ? "answer with one of the numbers listed, or its letter"
                    : "answer with the letter of an option, or its text";
        }

        public Verdict judge(String text, Idea idea, Set<Idea> known) {
            OptionalInt chosen = chosenOption(text);
            if (chosen.isEmpty()) {
                return Verdict.unreadable("'" + Text.clip(text) + "' is not one of the options: " + form() + " (a to "
                        + (char) ('a' + options.size() - 1) + ")", idea);
            }
            if (chosen.getAsInt() == correct) {
                String label = label(correct);
                return Verdict.right("Right: " + label + (label.matches(".*[.!?]$") ? "" : "."), derivation(known), idea);
            }
            return Verdict.wrong("Not quite: " + (numeric() ? options.get(chosen.getAsInt()).strip()
                    : "option " + (char) ('a' + chosen.getAsInt()) + ")") + " is not it.", whys.get(chosen.getAsInt()),
                    Optional.empty(), derivation(known), idea);
        }

        public Derivation derivation(Set<Idea> known) {
            return new Derivation.Note(explanation);
        }

        @Override
        public Solution solution(Set<Idea> known, Idea idea) {
            return new Solution(label(correct), derivation(known), idea);
        }

        private String label(int index) {
            return (char) ('a' + index) + ") " + options.get(index);
        }

        /** The letter, the option's own text (case and spacing ignored), or for numeric options the number. */
        private OptionalInt chosenOption(String text) {
            String t = squeeze(text);
            for (int i = 0; i < options.size(); i++) {
                String option = squeeze(options.get(i));
                if (t.equals(option) || t.equals(String.valueOf((char) ('a' + i)))) {
                    return OptionalInt.of(i);
                }
            }
            return OptionalInt.empty();
        }

        /** Lower case, single spaces, no punctuation at the end: "B)" and "b." are "b". */
        private static String squeeze(String s) {
            return s.strip().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ").replaceAll("[).!?,;:]+$", "");
        }
    }

    /** A question about a position of Moore's Nim or the staircase, judged by the game's own theorem. */
    sealed interface AboutWholeGame extends Question permits WholeOutcome, FindWholeMove, ColumnResidues {
        WholeGame game();

        Position position();

        default Idea idea(Set<Idea> known) {
            return game() instanceof MooreNim ? Idea.MOORE : Idea.DISGUISE;
        }

        /** The theorem's working: the columns or the odd steps, then who wins and how. */
        default Derivation derivation(Set<Idea> known) {
            return new WholeReport(game(), position(), true);
        }
    }

    /** P or N, in Moore's Nim or the staircase. */
    record WholeOutcome(WholeGame game, Position position) implements AboutWholeGame {
        public String prompt() {
            return "Is " + WholeWords.named(game, position) + " a P-position or an N-position?";
        }

        public String kind() {
            return "outcome";
        }

        public String answer() {
            return truth().name();
        }

        private Outcome truth() {
            return game.isP(position) ? Outcome.P : Outcome.N;
        }

        public String form() {
            return "answer P or N";
        }

        public Verdict judge(String text, Idea idea, Set<Idea> known) {
            Optional<Outcome> read = Answers.outcome(text);
            if (read.isEmpty()) {
                return Answers.notPorN(text, idea);
            }
            Outcome given = read.get();
            if (given == truth()) {
                return Verdict.right("Right: " + position + " is " + PorN.outcomeWords(given) + ".",
                        derivation(known), idea);
            }
            String why;
            if (game instanceof MooreNim m) {
                why = given == Outcome.P ? "For P, every binary column's count of ones must be a multiple of "
                        + (m.k() + 1) + ". Count the ones in each column again."
                        : "For N, some column's count of ones must not be a multiple of " + (m.k() + 1)
                        + ", so that a move can put it right. Count the ones in each column again.";
            } else {
                why = given == Outcome.P ? "For P, the coins on the odd steps (1, 3, 5, ...) must XOR to 0. Work out"
                        + " that XOR again."
                        : "For N, some move must leave a P-position, so the coins on the odd steps (1, 3, 5, ...) must"
                        + " not XOR to 0. Work out that XOR again.";
            }
            return Verdict.wrong("Not quite: " + position + " is not " + PorN.outcomeWords(given) + ".", why,
                    WholeWords.outcome(game, position, given, known), derivation(known), idea);
        }

        @Override
        public Solution solution(Set<Idea> known, Idea idea) {
            return new Solution(truth() + ": " + position + " is " + PorN.outcomeWords(truth()), derivation(known),
                    idea);
        }
    }

    /** A winning move in Moore's Nim or the staircase, or "none" when every move loses. */
    record FindWholeMove(WholeGame game, Position position) implements AboutWholeGame {
        public String prompt() {
            return "Find a winning move in " + WholeWords.named(game, position) + ", or answer 'none' if every move"
                    + " loses.";
        }

        public String kind() {
            return "move";
        }

        public String answer() {
            return game.winningMove(position).map(WholeMove::shortForm).orElse("none");
        }

        public String form() {
            if (game instanceof MooreNim m) {
                String[] e = example(new String[][] {{"A-2 D-1", "take 2 from A and 1 from D"},
                        {"A-1 C-2", "take 1 from A and 2 from C"}, {"B-2 C-1", "take 2 from B and 1 from C"}});
                return "answer with a move such as '" + e[0] + "' or '" + e[1] + "', lowering at most " + m.k()
                        + (m.k() == 1 ? " heap" : " heaps") + "; or 'none' if every move loses";
            }
            String[] e = example(new String[][] {{"S3-2", "move 2 from step 3"}, {"S2-1", "move 1 from step 2"},
                    {"S4-3", "move 3 from step 4"}});
            return "answer with a move such as '" + e[0] + "' or '" + e[1] + "' (the coins go down one step), or"
                    + " 'none' if every move loses";
        }

        /** The first example move that is not a winning move here, so that the form never gives one away. */
        private String[] example(String[][] candidates) {
            Set<Position> winning = new java.util.HashSet<>();
            Result<? extends List<? extends WholeMove>> all = game.winningMoves(position);
            if (all.isOk()) {
                all.orThrow().forEach(w -> winning.add(w.applyTo(position)));
            }
            for (String[] c : candidates) {
                Result<? extends WholeMove> m = game.parseMove(c[0], position);
                if (!m.isOk() || !winning.contains(m.orThrow().applyTo(position))) {
                    return c;
                }
            }
            return candidates[candidates.length - 1];
        }

        public Verdict judge(String text, Idea idea, Set<Idea> known) {
            if (FindMove.saysNone(text)) {
                if (game.isP(position)) {
                    return Verdict.right("Right: every move from " + position + " loses, so there is none.",
                            derivation(known), idea);
                }
                return Verdict.wrong("Not quite: there is a winning move from " + position + ".",
                        "A winning move leaves " + WholeWords.goal(game) + ", and from here one does.",
                        Optional.empty(), derivation(known), idea);
            }
            String typed = text.strip().replaceAll("[.!]+$", "");
            Result<? extends WholeMove> parsed = game.parseMove(typed, position);
            if (!parsed.isOk()) {
                Optional<Diagnosis> tooMany = tooManyHeaps(typed, known);
                return tooMany.isPresent() ? Verdict.unreadable(parsed.problemOrNull(), tooMany.get(), idea)
                        : Verdict.unreadable(parsed.problemOrNull(), idea);
            }
            WholeMove move = parsed.orThrow();
            Position after = move.applyTo(position);
            if (game.isP(after)) {
                return Verdict.right("Right: " + move.shortForm() + " leaves " + after + ": "
                        + WholeWords.state(game, after) + ".", derivation(known), idea);
            }
            return Verdict.wrong("Not quite: " + move.shortForm() + " leaves " + after + ", where "
                    + WholeWords.state(game, after) + ".", refutation(after), WholeWords.move(game, after, known),
                    derivation(known), idea);
        }

        /** A Moore move that would be legal but for lowering more than k heaps. */
        private Optional<Diagnosis> tooManyHeaps(String typed, Set<Idea> known) {
            if (!(game instanceof MooreNim m) || position.size() <= m.k() || !known.contains(Idea.MOORE)) {
                return Optional.empty();
            }
            Result<? extends WholeMove> loose = new MooreNim(position.size()).parseMove(typed, position);
            if (!loose.isOk() || !(loose.orThrow() instanceof MultiMove multi) || multi.heapCount() <= m.k()) {
                return Optional.empty();
            }
            return Optional.of(new Diagnosis(Misconception.MORE_THAN_K_HEAPS, "You lowered " + multi.heapCount()
                    + " heaps, but with k = " + m.k() + " a move lowers at most " + m.k() + ". Fix the top columns"
                    + " first: a heap lowered there is free below."));
        }

        /** The reply that wins against the learner's move, and what it leaves. */
        private String refutation(Position after) {
            WholeMove reply = game.winningMove(after).orElseThrow();
            Position then = reply.applyTo(after);
            if (then.total() == 0) {
                return "Your opponent answers " + reply.shortForm() + " (" + reply.describe() + "), making the last"
                        + " move.";
            }
            return "Your opponent answers " + reply.shortForm() + " (" + reply.describe() + "), leaving you " + then
                    + ", where " + WholeWords.state(game, then) + ": every move you make loses.";
        }

        @Override
        public Solution solution(Set<Idea> known, Idea idea) {
            Optional<? extends WholeMove> win = game.winningMove(position);
            String answer = win.isEmpty() ? "none: every move from " + position + " loses"
                    : win.get().shortForm() + " (" + win.get().describe() + ")";
            return new Solution(answer, derivation(known), idea);
        }
    }

    /**
     * Moore's Nim: each binary column's count of ones modulo k + 1, highest column first; the position
     * is P exactly when all are 0.
     */
    record ColumnResidues(MooreNim game, Position position) implements AboutWholeGame {
        public String prompt() {
            return "Write " + position + " in binary columns. How many ones has each column, modulo " + modulus()
                    + " (the remainder after dividing by " + modulus() + ")? Highest column first.";
        }

        public String kind() {
            return "column-sums";
        }

        private int modulus() {
            return game.k() + 1;
        }

        public String answer() {
            return String.join(" ", highFirst(game.columnResidues(position)));
        }

        public String form() {
            return "answer with one number for each column, highest column first, separated by spaces";
        }

        private static List<String> highFirst(long[] byBit) {
            List<String> out = new ArrayList<>();
            for (int bit = byBit.length - 1; bit >= 0; bit--) {
                out.add(Long.toString(byBit[bit]));
            }
            return out;
        }

        public Verdict judge(String text, Idea idea, Set<Idea> known) {
            Optional<List<Long>> given = Answers.numbers(text);
            if (given.isEmpty()) {
                return Answers.notNumbers(text, form(), idea);
            }
            long[] sums = game.columnSums(position);
            int width = sums.length;
            List<Long> g = new ArrayList<>(given.get());
            if (g.size() == 1 && width > 1 && text.strip().matches("[0-9]{" + width + "}")) {
                // One digit a column written without spaces, as "0220".
                g = text.strip().chars().mapToObj(c -> (long) (c - '0')).collect(Collectors.toCollection(ArrayList::new));
            }
            while (g.size() > width && g.get(0) == 0) {
                g.remove(0);
            }
            List<String> mine = g.stream().map(String::valueOf).toList();
            List<String> expected = highFirst(game.columnResidues(position));
            Derivation columns = new WholeReport(game, position, false);
            if (mine.equals(expected)) {
                return Verdict.right("Right: modulo " + modulus() + " the columns count " + String.join(" ", expected)
                        + ".", columns, idea);
            }
            if (mine.size() != width) {
                return Verdict.unreadable("give one number for each column: the largest heap needs " + width
                        + " binary digits, so there are " + width + " columns, from the " + (1L << (width - 1))
                        + "s column down to the 1s, highest first, separated by spaces", idea);
            }
            if (mine.equals(highFirst(sums))) {
                return Verdict.wrong("Not quite: those are the counts of ones themselves.", "Now take each count"
                        + " modulo " + modulus() + ": the remainder after dividing it by " + modulus() + ".",
                        Optional.empty(), columns, idea);
            }
            long[] parity = sums.clone();
            for (int bit = 0; bit < width; bit++) {
                parity[bit] %= 2;
            }
            Optional<Diagnosis> modTwo = mine.equals(highFirst(parity)) && known.contains(Idea.MOORE)
                    ? Optional.of(new Diagnosis(Misconception.MOD_TWO_NOT_K_PLUS_ONE, "You took each count modulo 2"
                    + " (odd or even), as for the nim-sum. With k = " + game.k() + " take it modulo " + modulus()
                    + ".")) : Optional.empty();
            int first = 0;
            while (mine.get(first).equals(expected.get(first))) {
                first++;
            }
            long column = 1L << (width - 1 - first);
            return Verdict.wrong("Not quite: the " + column + "s column does not have " + mine.get(first) + " modulo "
                    + modulus() + ".", "Count the ones in the " + column + "s column again, then take the remainder"
                    + " after dividing by " + modulus() + ".", modTwo, columns, idea);
        }

        @Override
        public Derivation derivation(Set<Idea> known) {
            return new WholeReport(game, position, false);
        }
    }

}

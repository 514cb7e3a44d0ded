package org.nimexplorer.explain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.MooreNim;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.StaircaseNim;
import org.nimexplorer.engine.WholeGame;
import org.nimexplorer.engine.WholeMove;

/**
 * The questions about Moore's Nim and the staircase, judged against a brute-force search of each game:
 * every answer, every move a learner can type, and what each is told.
 */
class WholeGameQuestionsTest {

    private static final Set<Idea> ALL = EnumSet.allOf(Idea.class);
    private static final Set<Idea> NONE = EnumSet.noneOf(Idea.class);
    private static final List<WholeGame> GAMES = List.of(new MooreNim(1), new MooreNim(2), new StaircaseNim());

    /** P exactly when every follower is N: the definition, searched. */
    private static boolean bruteP(WholeGame game, Position p, Map<Position, Boolean> memo) {
        Boolean known = memo.get(p);
        if (known != null) {
            return known;
        }
        boolean lose = true;
        for (Position next : game.followers(p)) {
            if (bruteP(game, next, memo)) {
                lose = false;
                break;
            }
        }
        memo.put(p, lose);
        return lose;
    }

    /** Every position of three heaps (or steps) up to {@code most}, but the empty one. */
    private static List<Position> small(int most) {
        List<Position> out = new ArrayList<>();
        for (long a = 0; a <= most; a++) {
            for (long b = 0; b <= most; b++) {
                for (long c = 0; c <= most; c++) {
                    if (a + b + c > 0) {
                        out.add(Position.of(a, b, c));
                    }
                }
            }
        }
        return out;
    }

    /** The visitor's method a question goes to. */
    static String formOfAnswer(Question q) {
        return q.accept(new Question.Visitor<String>() {
            public String outcome(Question question) {
                return "outcome";
            }

            public String move(Question question, List<String> spellings) {
                return "move";
            }

            public String number(WholeNumber question) {
                return "number";
            }

            public String choice(Choice question) {
                return "choice";
            }

            public String written(Question question) {
                return "written";
            }
        });
    }

    @Test
    void anOutcomeIsRightExactlyWhenTheSearchAgreesAndAWrongOneIsToldWhatToCheck() {
        for (WholeGame game : GAMES) {
            Map<Position, Boolean> memo = new HashMap<>();
            for (Position p : small(4)) {
                WholeOutcome q = new WholeOutcome(game, p);
                Outcome truth = bruteP(game, p, memo) ? Outcome.P : Outcome.N;
                Idea idea = q.idea(ALL);
                assertThat(idea).isEqualTo(game instanceof MooreNim ? Idea.MOORE : Idea.DISGUISE);
                assertThat(q.answer()).isEqualTo(truth.name());
                assertThat(q.kind()).isEqualTo("outcome");
                assertThat(q.prompt()).isEqualTo("Is " + WholeWords.named(game, p) + " a P-position or an N-position?");
                assertThat(q.derivation(ALL)).isEqualTo(new WholeReport(game, p, true));
                assertThat(q.solution(ALL, idea)).isEqualTo(new Solution(truth + ": " + p + " is "
                        + VerdictWords.outcomeWords(truth, Idea.all()), new WholeReport(game, p, true), idea));
                for (Outcome given : Outcome.values()) {
                    Verdict v = q.judge(given.name(), idea, ALL);
                    assertThat(v.correct()).isEqualTo(given == truth);
                    assertThat(v.counted()).isTrue();
                    assertThat(v.derivation()).isEqualTo(new WholeReport(game, p, true));
                    assertThat(v.idea()).isEqualTo(idea);
                    if (given == truth) {
                        assertThat(v.summary()).isEqualTo("Right: " + p + " is " + VerdictWords.outcomeWords(given, Idea.all()) + ".");
                        continue;
                    }
                    assertThat(v.summary()).isEqualTo("Not quite: work out again who wins from " + p + ".");
                    assertThat(v.why()).startsWith("For " + given + ",");
                    assertThat(v.why()).contains(game instanceof MooreNim m ? "multiple of " + (m.k() + 1) : "odd steps");
                    assertThat(v.why().contains(" not ")).isEqualTo(given == Outcome.N);
                    assertThat(v.diagnosis()).isEqualTo(WholeWords.outcome(game, p, given, ALL));
                }
            }
        }
    }

    @Test
    void anOutcomeThatIsNotPOrNIsNotCountedAndTheHintsNameEachGamesRule() {
        WholeOutcome moore = new WholeOutcome(new MooreNim(2), Position.of(1, 2, 3));
        WholeOutcome stairs = new WholeOutcome(new StaircaseNim(), Position.of(1, 2, 3));
        Verdict v = moore.judge("maybe", Idea.MOORE, ALL);
        assertThat(v).isEqualTo(Answers.notPorN("maybe", Idea.MOORE));
        assertThat(v.counted()).isFalse();
        assertThat(moore.form()).isEqualTo("answer P or N");
        assertThat(moore.hints(ALL)).singleElement().asString().contains("multiple of k + 1");
        assertThat(stairs.hints(ALL)).singleElement().asString().contains("odd steps");
        assertThat(formOfAnswer(moore)).isEqualTo("written");
    }

    @Test
    void everyMoveALearnerCanMakeIsRightExactlyWhenItLeavesALosingPositionAndAWrongOneIsRefuted() {
        for (WholeGame game : GAMES) {
            Map<Position, Boolean> memo = new HashMap<>();
            for (Position p : small(3)) {
                FindWholeMove q = new FindWholeMove(game, p);
                boolean lost = bruteP(game, p, memo);
                Idea idea = q.idea(ALL);
                assertThat(q.kind()).isEqualTo("move");
                assertThat(q.derivation(NONE)).isEqualTo(new WholeReport(game, p, true));
                if (lost) {
                    assertThat(q.answer()).isEqualTo("none");
                    assertThat(q.solution(ALL, idea).answer()).isEqualTo("none: every move from " + p + " loses");
                } else {
                    WholeMove win = game.parseMove(q.answer(), p).orThrow();
                    assertThat(bruteP(game, win.applyTo(p), memo)).isTrue();
                    assertThat(q.solution(ALL, idea).answer()).isEqualTo(q.answer() + " (" + win.describe() + ")");
                }
                assertThat(q.solution(ALL, idea).derivation()).isEqualTo(new WholeReport(game, p, true));
                for (WholeMove m : game.legalMoves(p)) {
                    Position after = m.applyTo(p);
                    Verdict v = q.judge(m.shortForm() + ".", idea, ALL);
                    assertThat(v.correct()).as(game + " " + p + " " + m.shortForm()).isEqualTo(bruteP(game, after, memo));
                    assertThat(v.counted()).isTrue();
                    assertThat(v.derivation()).isEqualTo(new WholeReport(game, p, true));
                    if (v.correct()) {
                        assertThat(v.summary()).isEqualTo("Right: " + m.shortForm() + " leaves " + after + ": "
                                + WholeWords.state(game, after) + ".");
                    } else {
                        assertThat(v.summary()).isEqualTo("Not quite: " + m.shortForm() + " leaves " + after
                                + ", where " + WholeWords.state(game, after) + ".");
                        assertThat(v.diagnosis()).isEqualTo(WholeWords.move(game, after, ALL));
                        assertRefutes(game, after, v.why(), memo);
                    }
                }
            }
        }
    }

    /** The reply named in {@code why} is legal after the learner's move and leaves them a lost position. */
    private static void assertRefutes(WholeGame game, Position after, String why, Map<Position, Boolean> memo) {
        assertThat(why).startsWith("Your opponent answers ");
        String reply = why.substring("Your opponent answers ".length(), why.indexOf(" ("));
        WholeMove move = game.parseMove(reply, after).orThrow();
        Position then = move.applyTo(after);
        assertThat(bruteP(game, then, memo)).isTrue();
        assertThat(why).contains("(" + move.describe() + ")");
        if (then.total() == 0) {
            assertThat(why).endsWith("making the last move.");
        } else {
            assertThat(why).endsWith(", leaving you " + then + ", where " + WholeWords.state(game, then)
                    + ": every move you make loses.");
        }
    }

    @Test
    void noneIsRightExactlyWhenEveryMoveLoses() {
        for (WholeGame game : GAMES) {
            Map<Position, Boolean> memo = new HashMap<>();
            for (Position p : small(3)) {
                Verdict v = new FindWholeMove(game, p).judge("no winning move", Idea.MOORE, ALL);
                assertThat(v.correct()).isEqualTo(bruteP(game, p, memo));
                assertThat(v.counted()).isTrue();
                assertThat(v.derivation()).isEqualTo(new WholeReport(game, p, true));
                assertThat(v.summary()).isEqualTo(v.correct() ? "Right: every move from " + p
                        + " loses, so there is none." : "Not quite: there is a winning move from " + p + ".");
                assertThat(v.why()).isEqualTo(v.correct() ? "" : "A winning move leaves " + WholeWords.goal(game)
                        + ", and from here one does.");
            }
        }
    }

    @Test
    void theFormsFirstExampleIsTheFirstThatDoesNotWinAndTheFormSaysHowManyHeapsAMoveLowers() {
        List<WholeGame> games = List.of(new MooreNim(1), new MooreNim(2), new MooreNim(3), new StaircaseNim());
        for (WholeGame game : games) {
            List<String> examples = game instanceof MooreNim ? List.of("A-2 D-1", "A-1 C-2", "B-2 C-1")
                    : List.of("S3-2", "S2-1", "S4-3");
            Map<Position, Boolean> memo = new HashMap<>();
            for (Position p : four(3)) {
                String pick = examples.get(examples.size() - 1);
                for (String e : examples) {
                    var m = game.parseMove(e, p);
                    if (!m.isOk() || !bruteP(game, m.orThrow().applyTo(p), memo)) {
                        pick = e;
                        break;
                    }
                }
                String form = new FindWholeMove(game, p).form();
                assertThat(form).as(game + " " + p).startsWith("answer with a move such as '" + pick + "' or '");
                assertThat(form).endsWith("'none' if every move loses");
                if (game instanceof MooreNim m) {
                    assertThat(form).contains("lowering at most " + m.k() + (m.k() == 1 ? " heap;" : " heaps;"));
                } else {
                    assertThat(form).contains("(the coins go down one step)");
                }
            }
        }
    }

    /** Every position of four heaps (or steps) up to {@code most}, but the empty one. */
    private static List<Position> four(int most) {
        List<Position> out = new ArrayList<>();
        for (Position p : small(most)) {
            for (long d = 0; d <= most; d++) {
                out.add(Position.of(p.heap(0), p.heap(1), p.heap(2), d));
            }
        }
        return out;
    }

    @Test
    void aMooreMoveLoweringTooManyHeapsIsNotCountedAndToldTheLimitOnlyWhenTheLearnerKnowsMoore() {
        MooreNim game = new MooreNim(1);
        Position p = Position.of(3, 2, 1);
        FindWholeMove q = new FindWholeMove(game, p);
        Verdict v = q.judge("A-1 B-1", Idea.MOORE, ALL);
        assertThat(v.counted()).isFalse();
        assertThat(v.summary()).isEqualTo(game.parseMove("A-1 B-1", p).problemOrNull());
        assertThat(v.diagnosis()).map(Diagnosis::misconception).contains(Misconception.MORE_THAN_K_HEAPS);
        assertThat(v.diagnosis().orElseThrow().sentence()).startsWith("You lowered 2 heaps, but with k = 1 a move"
                + " lowers at most 1.");
        assertThat(q.judge("A-1 B-1", Idea.MOORE, NONE).diagnosis()).isEmpty();
        assertThat(q.judge("A-9 B-1", Idea.MOORE, ALL).diagnosis()).isEmpty();
        assertThat(q.judge("A-1 B-1", Idea.MOORE, ALL).counted()).isFalse();
        // Two heaps of two under k = 2: a move may lower both, so the limit is never the problem.
        FindWholeMove all = new FindWholeMove(new MooreNim(2), Position.of(3, 2));
        assertThat(all.judge("A-1 B-1 C-1", Idea.MOORE, ALL).diagnosis()).isEmpty();
        FindWholeMove stairs = new FindWholeMove(new StaircaseNim(), Position.of(3, 2, 1));
        Verdict s = stairs.judge("A-1 B-1", Idea.DISGUISE, ALL);
        assertThat(s.counted()).isFalse();
        assertThat(s.diagnosis()).isEmpty();
        assertThat(q.judge("Q", Idea.MOORE, ALL).diagnosis()).isEmpty();
        assertThat(new FindWholeMove(new MooreNim(2), Position.of(3, 2, 1)).judge("A-1 C-1", Idea.MOORE, ALL)
                .counted()).isTrue();
    }

    @Test
    void theMoveHintsNameEachGamesMethodAndTheVisitorHearsAWrittenAnswer() {
        FindWholeMove moore = new FindWholeMove(new MooreNim(2), Position.of(1, 2, 3));
        FindWholeMove stairs = new FindWholeMove(new StaircaseNim(), Position.of(1, 2, 3));
        assertThat(moore.hints(ALL)).singleElement().asString().startsWith("Work from the top column down");
        assertThat(stairs.hints(ALL)).singleElement().asString().startsWith("Play Nim on the odd steps");
        assertThat(formOfAnswer(moore)).isEqualTo("written");
        assertThat(moore.prompt()).isEqualTo("Find a winning move in " + WholeWords.named(moore.game(),
                moore.position()) + ", or answer 'none' if every move loses.");
    }

    /** Each column's count of ones modulo k + 1, highest column first, counted bit by bit. */
    private static List<String> residues(Position p, int modulus, boolean reduce) {
        long largest = 0;
        for (long h : p.heaps()) {
            largest = Math.max(largest, h);
        }
        List<String> out = new ArrayList<>();
        for (int bit = 63 - Long.numberOfLeadingZeros(largest); bit >= 0; bit--) {
            long ones = 0;
            for (long h : p.heaps()) {
                ones += (h >> bit) & 1;
            }
            out.add(Long.toString(reduce ? ones % modulus : ones));
        }
        return out;
    }

    @Test
    void theColumnResiduesAreTheCountsOfOnesModuloKPlusOneAndEachWrongListIsToldItsFirstWrongColumn() {
        for (int k = 1; k <= 3; k++) {
            MooreNim game = new MooreNim(k);
            for (Position p : small(5)) {
                ColumnResidues q = new ColumnResidues(game, p);
                List<String> expected = residues(p, k + 1, true);
                List<String> counts = residues(p, k + 1, false);
                List<String> parity = residues(p, 2, true);
                int width = expected.size();
                assertThat(q.answer()).isEqualTo(String.join(" ", expected));
                assertThat(q.derivation(ALL)).isEqualTo(new WholeReport(game, p, false));
                assertThat(q.solution(ALL, Idea.MOORE).answer()).isEqualTo(q.answer());
                Verdict right = q.judge(String.join(" ", expected), Idea.MOORE, ALL);
                assertThat(right.correct()).isTrue();
                assertThat(right.summary()).isEqualTo("Right: modulo " + (k + 1) + " the columns count "
                        + String.join(" ", expected) + ".");
                assertThat(right.derivation()).isEqualTo(new WholeReport(game, p, false));
                assertThat(q.judge("0 0 " + String.join(" ", expected), Idea.MOORE, ALL).correct()).isTrue();
                if (width > 1) {
                    assertThat(q.judge(String.join("", expected), Idea.MOORE, ALL).correct()).isTrue();
                    Verdict shortList = q.judge(String.join(" ", expected.subList(1, width)), Idea.MOORE, ALL);
                    assertThat(shortList.counted()).isFalse();
                    assertThat(shortList.summary()).startsWith("give one number for each column: the largest heap"
                            + " needs " + width + " binary digits, so there are " + width + " columns, from the "
                            + (1L << (width - 1)) + "s column");
                }
                if (!counts.equals(expected)) {
                    Verdict raw = q.judge(String.join(" ", counts), Idea.MOORE, ALL);
                    assertThat(raw.correct()).isFalse();
                    assertThat(raw.counted()).isTrue();
                    assertThat(raw.summary()).isEqualTo("Not quite: those are the counts of ones themselves.");
                    assertThat(raw.derivation()).isEqualTo(new WholeReport(game, p, false));
                    continue;
                }
                for (int column = 0; column < width; column++) {
                    List<String> wrong = new ArrayList<>(expected);
                    wrong.set(column, Long.toString(Long.parseLong(expected.get(column)) + k + 1));
                    Verdict v = q.judge(String.join(" ", wrong), Idea.MOORE, NONE);
                    assertThat(v.correct()).isFalse();
                    assertThat(v.counted()).isTrue();
                    long value = 1L << (width - 1 - column);
                    assertThat(v.summary()).isEqualTo("Not quite: the " + value + "s column does not have "
                            + wrong.get(column) + " modulo " + (k + 1) + ".");
                    assertThat(v.why()).startsWith("Count the ones in the " + value + "s column again");
                    assertThat(v.diagnosis()).isEmpty();
                }
                if (!parity.equals(expected)) {
                    Verdict mod2 = q.judge(String.join(" ", parity), Idea.MOORE, ALL);
                    assertThat(mod2.correct()).isFalse();
                    assertThat(mod2.diagnosis()).map(Diagnosis::misconception)
                            .contains(Misconception.MOD_TWO_NOT_K_PLUS_ONE);
                    assertThat(q.judge(String.join(" ", parity), Idea.MOORE, NONE).diagnosis()).isEmpty();
                }
            }
        }
    }

    @Test
    void residuesThatAreNotNumbersAreNotCountedAndTheQuestionSaysWhatItAsks() {
        ColumnResidues q = new ColumnResidues(new MooreNim(2), Position.of(5, 6, 7));
        assertThat(q.judge("two", Idea.MOORE, ALL)).isEqualTo(Answers.notNumbers("two", q.form(), Idea.MOORE));
        assertThat(q.form()).isEqualTo("answer with one number for each column, highest column first, separated by"
                + " spaces");
        assertThat(q.kind()).isEqualTo("column-sums");
        assertThat(q.prompt()).isEqualTo("Write 5 6 7 in binary columns. How many ones has each column, modulo 3 (the"
                + " remainder after dividing by 3)? Highest column first.");
        assertThat(q.hints(ALL)).singleElement().asString().contains("divide each count by k + 1");
        assertThat(formOfAnswer(q)).isEqualTo("written");
        assertThat(q.idea(NONE)).isEqualTo(Idea.MOORE);
    }

    @Test
    void aColumnSumsCheckpointOfMooresNimAsksTheResiduesAndRefusesOtherGames() {
        Question q = Lines.of("game", "moore[2]", "position", "1 2 3").ask("column-sums").orThrow();
        assertThat(q).isEqualTo(new ColumnResidues(new MooreNim(2), Position.of(1, 2, 3)));
        assertThat(Lines.of("position", "1 2 3").ask("column-sums").orThrow())
                .isEqualTo(new ColumnSums(Position.of(1, 2, 3)));
        assertThat(Lines.of("game", "moore[2]", "position", "").ask("column-sums").problemOrNull())
                .startsWith("position: ");
        assertThat(Lines.of("game", "staircase", "position", "1 2").ask("column-sums").problemOrNull())
                .isEqualTo("game: a column-sums checkpoint takes 'game: moore[k]' (the counts are then asked modulo"
                        + " k + 1), or no game for Nim's column sums");
        assertThat(Lines.of("game", "kayles", "position", "1 2").ask("column-sums").problemOrNull())
                .startsWith("game: a column-sums checkpoint takes");
        assertThat(Lines.of("game", "moore[0]", "position", "1 2").ask("column-sums").problemOrNull())
                .startsWith("game: ");
    }
}

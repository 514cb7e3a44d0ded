package org.nimexplorer.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.nimexplorer.explain.Question;
import org.nimexplorer.store.Progress;

/**
 * The scheduler of {@code practice} with scripted learners over days: one who adds heaps wherever a
 * nim-sum is asked (the misconception "added-not-xored") and answers everything else right, and one who
 * knows it all. What they miss comes back every day; what they know climbs the boxes, is asked less
 * and less, and once mastered is still mixed in.
 */
class PracticeSchedulerTest {

    private static final LocalDate MONDAY = LocalDate.of(2026, 11, 30);

    /** What one learner was asked on one day, card by card, in order. */
    private record Day(LocalDate date, List<String> asked, Map<String, Progress.Card> before, List<String> outOfTurn,
            List<Question> questions, java.util.Set<String> dueAtStart) {}

    /** The days practised, and the progress file at the end. */
    private record Run(List<Day> days, Progress progress) {
        Day day(int i) {
            return days.get(i);
        }
    }

    /** The learner's answer: the sum of the heaps for a nim-sum (right only when no column carries), else right. */
    private static String adder(Question q) {
        if (q.kind().equals("nim-sum")) {
            return String.valueOf(Prompts.position(q).stream().sum());
        }
        return q.answer();
    }

    private static Run practise(int days, java.util.function.Function<Question, String> learner,
            List<String> games) {
        Progress progress = new Progress();
        List<Day> out = new ArrayList<>();
        for (int d = 0; d < days; d++) {
            LocalDate date = MONDAY.plusDays(d);
            Map<String, Progress.Card> before = snapshot(progress);
            Practice practice = Practice.of(progress, games, date, 1000 + d).orThrow();
            java.util.Set<String> dueNow = new java.util.HashSet<>(practice.agenda(progress).due().stream()
                    .map(e -> e.kind() + " " + e.game()).toList());
            java.util.Set<String> dueAtStart = java.util.Set.copyOf(dueNow);
            List<String> outOfTurn = new ArrayList<>();
            List<Question> questions = new ArrayList<>();
            Question first = practice.next(progress);
            QuizFlow flow = new QuizFlow(new QuizFlow.Plan(0, Level.EASY, java.util.Collections.nCopies(8, first),
                    List.of(), true), progress, () -> 0L, Optional.of(practice));
            flow.open(true);
            List<String> asked = new ArrayList<>();
            while (!flow.finished()) {
                Question q = flow.waiting().orElseThrow();
                String topic = Practice.topic(q);
                if (asked.size() == flow.current()) {
                    String last = asked.isEmpty() ? "" : asked.get(asked.size() - 1);
                    boolean mixIn = (asked.size() + 1) % Practice.MIX == 0 && before.containsKey(topic)
                            && before.get(topic).box >= Practice.MASTERED;
                    boolean otherDue = dueNow.stream().anyMatch(t -> !t.equals(last));
                    if (!dueNow.contains(topic) && !mixIn && otherDue) {
                        outOfTurn.add(asked.size() + 1 + " " + topic + " while due: " + dueNow);
                    }
                    asked.add(topic);
                    questions.add(q);
                }
                String answer = learner.apply(q);
                flow.answer(answer);
                if (flow.results().size() == asked.size() && flow.results().get(asked.size() - 1).correct()) {
                    dueNow.remove(topic);
                }
            }
            out.add(new Day(date, asked, before, outOfTurn, questions, dueAtStart));
        }
        return new Run(out, progress);
    }

    private static Map<String, Progress.Card> snapshot(Progress progress) {
        Map<String, Progress.Card> copy = new LinkedHashMap<>();
        progress.practice.forEach((k, c) -> {
            Progress.Card d = new Progress.Card();
            d.box = c.box;
            d.due = c.due;
            d.seen = c.seen;
            d.right = c.right;
            d.wrong = c.wrong;
            copy.put(k, d);
        });
        return copy;
    }

    @Test
    void aLearnerWhoAddsIsAskedNimSumsEveryDayAndTheRestLessAndLess() {
        Run fortnight = practise(14, PracticeSchedulerTest::adder, List.of());
        for (Day day : fortnight.days()) {
            assertThat(day.outOfTurn()).as("%s", day.date()).isEmpty();
            assertThat(day.questions().stream().map(q -> Prompts.position(q).stream().sorted().boxed().toList()))
                    .as("no position twice in a day, in any order").doesNotHaveDuplicates();
            if (!day.date().equals(MONDAY)) {
                // Once the learner is known to add, no nim-sum is one that adding gets right.
                assertThat(day.questions().stream().filter(q -> q.kind().equals("nim-sum")))
                        .allMatch(q -> !String.valueOf(Prompts.position(q).stream().sum()).equals(q.answer()))
                        .as("and a column carries, so a sum is told from an XOR")
                        .allMatch(q -> Prompts.position(q).stream().sum()
                                != Prompts.position(q).stream().reduce(0, (a, b) -> a ^ b));
            }
            assertThat(day.asked()).as("%s", day.date()).hasSize(8).contains("nim-sum nim");
            assertThat(day.asked().stream().filter("nim-sum nim"::equals).count()).as("%s: %s", day.date(), day.asked())
                    .isGreaterThanOrEqualTo(4);
        }
        Progress end = fortnight.progress();
        Progress.Card sums = end.practice.get("nim-sum nim");
        assertThat(sums.box).as("the missed card stays low").isLessThanOrEqualTo(2);
        assertThat(sums.misconceptions).containsKey("added-not-xored");
        assertThat(sums.wrong).isGreaterThan(sums.right);
        assertThat(end.practice.get("move nim").box).as("what the learner knows is mastered")
                .isGreaterThanOrEqualTo(Practice.MASTERED);
        assertThat(end.practice.get("outcome nim").box).isGreaterThanOrEqualTo(Practice.MASTERED);
        // The first day asks each card once before the missed one comes back.
        assertThat(fortnight.day(0).asked().subList(0, 3)).containsExactlyInAnyOrder("move nim", "nim-sum nim",
                "outcome nim");
        // Once mastered, a card not due still comes, in the fourth place, once a session.
        List<String> mixedIn = new ArrayList<>();
        for (Day day : fortnight.days()) {
            for (String known : List.of("move nim", "outcome nim")) {
                Progress.Card card = day.before().get(known);
                if (card != null && card.box >= Practice.MASTERED && !Practice.isDue(card, day.date())) {
                    assertThat(day.asked().stream().filter(known::equals).count()).as("%s %s", day.date(), known)
                            .isLessThanOrEqualTo(1);
                    if (day.asked().indexOf(known) % Practice.MIX == Practice.MIX - 1) {
                        mixedIn.add(day.date() + " " + known);
                    }
                }
            }
        }
        assertThat(mixedIn).as("mastered cards mixed in").isNotEmpty();
    }

    @Test
    void aCardIsAskedOnlyWhenDueUnlessMasteredOrNothingIsDue() {
        Run run = practise(10, PracticeSchedulerTest::adder, List.of("kayles"));
        for (Day day : run.days()) {
            assertThat(day.outOfTurn()).as("%s: %s", day.date(), day.asked()).isEmpty();
            assertThat(day.asked()).as("%s: every card due is asked", day.date()).containsAll(day.dueAtStart());
            assertThat(day.asked()).as("the kayles nim-sums are missed too").anyMatch(t -> t.startsWith("nim-sum"));
        }
        assertThat(run.progress().practice).containsKeys("move kayles", "outcome kayles", "nim-sum kayles");
    }

    @Test
    void aLearnerWhoKnowsItAllClimbsToTheTopAndIsAskedAheadOfTime() {
        Run run = practise(30, Question::answer, List.of());
        Progress end = run.progress();
        assertThat(end.practice.values()).allMatch(c -> c.wrong == 0);
        assertThat(end.practice.values().stream().mapToInt(c -> c.box).max().orElse(0)).isEqualTo(Practice.TOP);
        // Three cards, eight questions: with nothing due, the cards due soonest are asked ahead of time.
        assertThat(run.day(1).asked()).hasSize(8);
    }

    @Test
    void boxesWaitOneTwoFourSevenAndFourteenDaysAndAMissSendsACardBack() {
        Progress progress = new Progress();
        Practice practice = Practice.of(progress, List.of(), MONDAY, 1).orThrow();
        Question q = practice.next(progress);
        String topic = Practice.topic(q);
        List<String> dues = new ArrayList<>();
        LocalDate day = MONDAY;
        for (int i = 0; i < 6; i++) {
            Practice.of(progress, List.of(), day, 1).orThrow().answered(q, true, List.of(), progress);
            dues.add(progress.practice.get(topic).box + " " + progress.practice.get(topic).due);
            day = LocalDate.parse(progress.practice.get(topic).due);
        }
        assertThat(dues).containsExactly("2 2026-12-02", "3 2026-12-06", "4 2026-12-13", "5 2026-12-27",
                "5 2027-01-10", "5 2027-01-24");
        // Asked before it is due (mixed in, or ahead of its day), a right answer leaves the card where it is.
        practice.answered(q, true, List.of(), progress);
        assertThat(progress.practice.get(topic).box).isEqualTo(5);
        assertThat(progress.practice.get(topic).due).isEqualTo("2027-01-24");
        practice.answered(q, false, List.of("added-not-xored", "added-not-xored"), progress);
        Progress.Card card = progress.practice.get(topic);
        assertThat(card.box).isEqualTo(1);
        assertThat(card.due).isEqualTo("2026-11-30");
        assertThat(card.seen).isEqualTo("2026-11-30");
        assertThat(card.misconceptions).as("each try that showed it").containsEntry("added-not-xored", 2);
        assertThat(Practice.weakness(card)).isEqualTo(1 + 2 - 7);
    }

    @Test
    void theAgendaSaysWhatIsDueWaitingAndMastered() {
        Progress progress = new Progress();
        Progress.Card weak = new Progress.Card();
        weak.due = "2026-11-29";
        weak.wrong = 3;
        Progress.Card known = new Progress.Card();
        known.box = 4;
        known.due = "2026-12-07";
        progress.practice.put("nim-sum nim", weak);
        progress.practice.put("outcome nim", known);
        PracticeAgenda agenda = Practice.of(progress, List.of("misere nim"), MONDAY, 1).orThrow().agenda(progress);
        assertThat(agenda.due()).extracting(PracticeAgenda.Entry::words).containsExactly("nim-sum in nim (box 1)",
                "move in misère nim (new)", "move in nim (new)", "nim-sum in misère nim (new)",
                "outcome in misère nim (new)");
        assertThat(agenda.waiting()).as("a mastered card is listed once, as mastered").isEmpty();
        assertThat(agenda.mastered()).extracting(PracticeAgenda.Entry::wordsWithDay)
                .containsExactly("outcome in nim (box 4, due 2026-12-07)");
        assertThat(Practice.of(progress, List.of("chess"), MONDAY, 1).problemOrNull()).contains("chess");
        assertThat(Practice.of(progress, List.of("moore[2]"), MONDAY, 1).isOk()).isFalse();
    }

}

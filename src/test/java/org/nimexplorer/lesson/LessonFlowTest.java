package org.nimexplorer.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.explain.Solution;
import org.nimexplorer.lesson.LessonEvent.Ask;
import org.nimexplorer.lesson.LessonEvent.Hint;
import org.nimexplorer.lesson.LessonEvent.Judged;
import org.nimexplorer.lesson.LessonEvent.Page;
import org.nimexplorer.store.Answer;
import org.nimexplorer.store.Progress;

/**
 * A lesson driven without a terminal: inputs in, events out. The lesson is written here, so each
 * test knows its steps, its one question (the nim-sum of 3 4 5, which is 2) and that question's two
 * hints (the author's, then the method for nim-sums); its worked answer takes {@link #SOLUTION_LINES}
 * lines, so the paging can be counted.
 */
class LessonFlowTest {

    private static final int SOLUTION_LINES = 45;

    private static final String FIRST = """
            ---
            id: first
            title: First
            summary: A lesson for the flow's tests.
            requires: []
            teaches: [binary, xor, nim-sum]
            ---

            # First

            ## Warm up

            Some prose before the question.

            ```checkpoint nim-sum
            position: 3 4 5
            hint: Write the heaps in binary.
            ```

            Some prose after it.

            ## The end

            Only prose here.
            """;

    private static final String SECOND = """
            ---
            id: second
            title: Second
            summary: It builds on the first.
            requires: [first]
            ---

            # Second

            ## Alone

            Nothing to ask.
            """;

    private LessonLibrary library;
    private final Progress progress = new Progress();
    private final List<Solution> solutionsShown = new ArrayList<>();

    @BeforeEach
    void writeTheCourse(@TempDir Path folder) throws IOException {
        Files.writeString(folder.resolve("01-first.md"), FIRST);
        Files.writeString(folder.resolve("02-second.md"), SECOND);
        library = LessonLibrary.folder(folder);
        assertThat(library.problems()).isEmpty();
    }

    private LessonFlow flow(String id, boolean walkthrough) {
        return new LessonFlow(library.find(id).orElseThrow(), library, progress, walkthrough, (s, known) -> {
            solutionsShown.add(s);
            return IntStream.rangeClosed(1, SOLUTION_LINES).mapToObj(n -> "line " + n).toList();
        });
    }

    /** A self-paced flow of the first lesson, at its question. */
    private LessonFlow atTheQuestion() {
        LessonFlow flow = flow("first", false);
        flow.open(false);
        return flow;
    }

    /** The prose the first lesson shows after its question. */
    private Lesson.Prose proseAfterTheQuestion() {
        return (Lesson.Prose) library.find("first").orElseThrow().steps().get(0).parts().get(2);
    }

    /** A course of one lesson whose two steps each end with their question. */
    private static LessonLibrary askingLast(Path folder) throws IOException {
        Files.writeString(folder.resolve("03-third.md"), """
                ---
                id: third
                title: Third
                summary: Each step ends with its question.
                requires: []
                teaches: [binary, xor, nim-sum]
                ---

                # Third

                ## Ask last

                Prose first.

                ```checkpoint nim-sum
                position: 1 2
                ```

                ## Ask again

                ```checkpoint nim-sum
                position: 1 3
                ```
                """);
        LessonLibrary course = LessonLibrary.folder(folder);
        assertThat(course.problems()).isEmpty();
        return course;
    }

    private static List<Class<?>> kinds(List<LessonEvent> events) {
        return events.stream().<Class<?>>map(Object::getClass).toList();
    }

    @Test
    void openingShowsTheTitleTheFirstStepAndItsProseUpToTheQuestion() {
        List<LessonEvent> events = flow("first", false).open(false);
        assertThat(kinds(events)).containsExactly(LessonEvent.Opened.class, LessonEvent.ShowStep.class,
                LessonEvent.ShowProse.class, Ask.class);
        assertThat(events.get(1)).isEqualTo(new LessonEvent.ShowStep(1, 2, "Warm up"));
        assertThat(((Ask) events.get(3)).checkpoint().question().answer()).isEqualTo("2");
        assertThat(progress.current).isEqualTo("first");
    }

    @Test
    void aLessonOpenedBeforeItsPrerequisitesNamesThemUnderItsHeaderBeforeTheStep() {
        List<LessonEvent> events = flow("second", false).open(false);
        int note = events.indexOf(new LessonEvent.Unfinished(List.of("first")));
        assertThat(note).as("right after the lesson's header").isEqualTo(1);
        assertThat(events.get(note + 1)).isInstanceOf(LessonEvent.ShowStep.class);
        assertThat(flow("first", false).open(false)).noneMatch(e -> e instanceof LessonEvent.Unfinished);
    }

    @Test
    void leavingAFinishedLessonSaysSoInsteadOfOfferingToResumeIt() {
        LessonFlow flow = flow("second", false);
        flow.open(false);
        flow.next();
        assertThat(flow.stop()).singleElement().isEqualTo(new LessonEvent.Left(flow.lesson(), 1, false,
                progress.finished("second")));
        assertThat(progress.finished("second")).isTrue();
        LessonFlow unfinished = atTheQuestion();
        assertThat(((LessonEvent.Left) unfinished.stop().get(0)).finished()).isFalse();
    }

    @Test
    void aFirstMissSaysWhyAndGivesTheFirstHintButNotTheAnswer() {
        LessonFlow flow = atTheQuestion();
        List<LessonEvent> events = flow.answer("12");
        assertThat(kinds(events)).containsExactly(Judged.class, Hint.class, LessonEvent.TryAgain.class);
        Judged judged = (Judged) events.get(0);
        assertThat(judged.verdict().correct()).isFalse();
        assertThat(judged.verdict().diagnosis()).isPresent();
        assertThat(events.get(1)).isEqualTo(new Hint(1, 2, "Write the heaps in binary."));
        assertThat(flow.waiting()).isPresent();
        assertThat(solutionsShown).isEmpty();
        assertThat(progress.ideas.get(Idea.NIM_SUM.key()).wrong).isEqualTo(1);
        assertThat(progress.misconceptions).containsEntry("added-not-xored", 1);
        assertThat(progress.lesson("first").checkpoints.get("0.0").tries).isEqualTo(1);
    }

    @Test
    void theSecondMissGivesTheNextHintAndTheThirdTheWorkedAnswer() {
        LessonFlow flow = atTheQuestion();
        String method = flow.waiting().orElseThrow().question().hints(Idea.all()).get(0);
        flow.answer("12");
        List<LessonEvent> second = flow.answer("7");
        assertThat(kinds(second)).containsExactly(Judged.class, Hint.class, LessonEvent.TryAgain.class);
        assertThat(second.get(1)).isEqualTo(new Hint(2, 2, method));
        List<LessonEvent> third = flow.answer("7");
        assertThat(kinds(third)).containsExactly(LessonEvent.ThirdMiss.class, Page.class);
        // The verdict and the line that says the answer follows are on the screen above the first page.
        assertThat(((Page) third.get(1)).lines()).hasSize(LessonFlow.PAGE - 2 - 1 - 1);
        assertThat(flow.waiting()).isEmpty();
        Progress.Attempts attempts = progress.lesson("first").checkpoints.get("0.0");
        assertThat(attempts.tries).isEqualTo(3);
        assertThat(attempts.revealed).isTrue();
    }

    @Test
    void eachMissMovesTheQuestionToItsNextTryUntilTheWorkedAnswerClosesIt() {
        LessonFlow flow = atTheQuestion();
        assertThat(flow.tryNumber()).hasValue(1);
        flow.hint();
        assertThat(flow.tryNumber()).as("a hint costs no try").hasValue(1);
        flow.answer("12");
        assertThat(flow.tryNumber()).hasValue(2);
        flow.answer("7");
        assertThat(flow.tryNumber()).hasValue(LessonFlow.TRIES);
        flow.answer("7");
        assertThat(flow.tryNumber()).isEmpty();
    }

    @Test
    void aMissAfterTheLastHintPointsToRevealInsteadOfAHint() {
        LessonFlow flow = atTheQuestion();
        flow.hint();
        flow.hint();
        assertThat(kinds(flow.answer("12"))).containsExactly(Judged.class, LessonEvent.NoHintLeft.class,
                LessonEvent.TryAgain.class);
    }

    @Test
    void aHintPastTheLastBringsTheWorkedAnswer() {
        LessonFlow flow = atTheQuestion();
        assertThat(flow.hint()).containsExactly(new Hint(1, 2, "Write the heaps in binary."));
        assertThat(kinds(flow.hint())).containsExactly(Hint.class);
        List<LessonEvent> events = flow.hint();
        assertThat(kinds(events)).containsExactly(LessonEvent.OutOfHints.class, Page.class);
        assertThat(solutionsShown).singleElement().satisfies(s -> assertThat(s.answer()).contains("2"));
        assertThat(flow.waiting()).isEmpty();
    }

    @Test
    void onAScreenThatPagesItselfTheWorkedAnswerComesWholeAndMoreHasNothingToAdd() {
        LessonFlow flow = new LessonFlow(library.find("first").orElseThrow(), library, progress, false,
                (s, known) -> IntStream.rangeClosed(1, SOLUTION_LINES).mapToObj(n -> "line " + n).toList(), LessonFlow.WHOLE);
        flow.open(false);
        Page whole = (Page) flow.reveal().get(0);
        assertThat(whole.lines()).hasSize(SOLUTION_LINES).startsWith("line 1").endsWith("line " + SOLUTION_LINES);
        assertThat(whole.left()).isZero();
        assertThat(flow.paging()).isFalse();
        assertThat(flow.more()).containsExactly(new LessonEvent.Refused("nothing more to show; 'next' goes on"));
    }

    @Test
    void revealShowsTheWorkedAnswerAScreenAtATimeAndMorePagesThroughTheRest() {
        LessonFlow flow = atTheQuestion();
        Page first = (Page) flow.reveal().get(0);
        assertThat(first.lines()).hasSize(LessonFlow.PAGE - 2).startsWith("line 1");
        assertThat(first.left()).isEqualTo(SOLUTION_LINES - first.lines().size());
        assertThat(flow.paging()).isTrue();
        Page second = (Page) flow.more().get(0);
        assertThat(second.lines()).hasSize(LessonFlow.PAGE - 1).startsWith("line " + (first.lines().size() + 1));
        Page last = (Page) flow.more().get(0);
        assertThat(last.left()).isZero();
        assertThat(last.lines()).endsWith("line " + SOLUTION_LINES);
        assertThat(flow.paging()).isFalse();
        assertThat(flow.more()).containsExactly(new LessonEvent.Refused("nothing more to show; 'next' goes on"));
        assertThat(progress.lesson("first").checkpoints.get("0.0").revealed).isTrue();
    }

    @Test
    void nextAfterTheWorkedAnswerSkipsTheRestOfItAndGoesOnWithTheStep() {
        LessonFlow flow = atTheQuestion();
        flow.reveal();
        assertThat(kinds(flow.next())).containsExactly(LessonEvent.ShowProse.class, LessonEvent.StepDone.class);
        assertThat(flow.paging()).isFalse();
        assertThat(progress.lesson("first").stepsDone).containsExactly(0);
    }

    @Test
    void aRightAnswerGoesOnWithTheStepAndIsRecorded() {
        LessonFlow flow = atTheQuestion();
        List<LessonEvent> events = flow.answer("2");
        assertThat(kinds(events)).containsExactly(Judged.class, LessonEvent.ShowProse.class,
                LessonEvent.StepDone.class);
        assertThat(((Judged) events.get(0)).verdict().correct()).isTrue();
        Progress.Attempts attempts = progress.lesson("first").checkpoints.get("0.0");
        assertThat(attempts.solved).isTrue();
        assertThat(attempts.tries).isEqualTo(1);
        assertThat(progress.ideas.get(Idea.NIM_SUM.key()).right).isEqualTo(1);
    }

    @Test
    void aNimSumWrittenInBinaryAfterALeadingZeroIsReadAsBinaryWithNoHabitTallied() {
        LessonFlow flow = atTheQuestion();
        assertThat(flow.answer("010")).first().isInstanceOfSatisfying(LessonEvent.Judged.class,
                judged -> assertThat(judged.verdict().correct()).isTrue());
        assertThat(progress.misconceptions).isEmpty();
        assertThat(flow.waiting()).isEmpty();
    }

    @Test
    void anUnreadableAnswerIsRefusedAndChangesNothing() {
        LessonFlow flow = atTheQuestion();
        assertThat(flow.answer("lots")).singleElement().isInstanceOf(LessonEvent.Refused.class);
        assertThat(progress.ideas).isEmpty();
        assertThat(progress.lesson("first").checkpoints).isEmpty();
        assertThat(flow.waiting()).isPresent();
    }

    @Test
    void selfPacedNextLeavesTheQuestionUnansweredInOneLineAndTheStepUndone() {
        LessonFlow flow = atTheQuestion();
        assertThat(flow.next()).containsExactly(new LessonEvent.LeftUnanswered(1),
                new LessonEvent.ShowProse(proseAfterTheQuestion()), new LessonEvent.StepDone(1));
        assertThat(progress.lesson("first").stepsDone).isEmpty();
        assertThat(progress.lesson("first").checkpoints).as("no try, no worked answer").isEmpty();
        assertThat(kinds(flow.next())).containsExactly(LessonEvent.ShowStep.class, LessonEvent.ShowProse.class,
                LessonEvent.StepsLeft.class);
        assertThat(progress.finished("first")).isFalse();
        assertThat(kinds(flow.goTo(1))).endsWith(Ask.class);
    }

    @Test
    void oneNextOpensTheNextStepWhenTheQuestionWasTheStepsLastPart(@TempDir Path folder) throws IOException {
        LessonLibrary asksLast = askingLast(folder);
        LessonFlow revealed = new LessonFlow(asksLast.find("third").orElseThrow(), asksLast, progress, false,
                (s, known) -> List.of("the answer"));
        revealed.open(false);
        revealed.reveal();
        assertThat(revealed.next()).startsWith(new LessonEvent.ShowStep(2, 2, "Ask again"));
        assertThat(progress.lesson("third").stepsDone).containsExactly(0);

        assertThat(kinds(revealed.next())).containsExactly(LessonEvent.LeftUnanswered.class, LessonEvent.StepsLeft.class);
        assertThat(revealed.next()).containsExactly(new LessonEvent.LastStep(Optional.empty()));

        LessonFlow walkthrough = new LessonFlow(asksLast.find("third").orElseThrow(), asksLast, new Progress(), true,
                (s, known) -> List.of("the answer"));
        walkthrough.open(false);
        assertThat(walkthrough.next()).startsWith(new LessonEvent.ShowStep(2, 2, "Ask again"));
        walkthrough.reveal();
        assertThat(kinds(walkthrough.next())).containsExactly(LessonEvent.WalkthroughDone.class);
    }

    @Test
    void theLadderGoesOnAfterARestartSoTheThirdMissBringsTheWorkedAnswer() {
        LessonFlow before = atTheQuestion();
        before.answer("12");
        before.answer("12");
        assertThat(progress.ladder(new Answer.At("first", 0, 0)))
                .isEqualTo(new Progress.Ladder(2, 2));
        LessonFlow after = flow("first", false);
        after.open(true);
        List<LessonEvent> third = after.answer("12");
        assertThat(kinds(third)).containsExactly(LessonEvent.ThirdMiss.class, Page.class);
        assertThat(progress.lesson("first").checkpoints.get("0.0").tries).isEqualTo(3);
        assertThat(progress.ladder(new Answer.At("first", 0, 0))).isEqualTo(Progress.Ladder.FOOT);
    }

    @Test
    void aHandEditedLadderBelowItsFootStartsAtTheFirstHint() {
        progress.lesson("first").checkpoints.put("0.0", new Progress.Attempts());
        progress.lesson("first").checkpoints.get("0.0").hints = -4;
        progress.lesson("first").checkpoints.get("0.0").misses = -1;
        assertThat(atTheQuestion().hint()).containsExactly(new Hint(1, 2, "Write the heaps in binary."));
    }

    @Test
    void aWalkthroughGoesOnAndRecordsNothing() {
        Progress untouched = new Progress();
        LessonFlow walkthrough = new LessonFlow(library.find("first").orElseThrow(), library, untouched, true,
                (s, known) -> List.of("the answer"));
        walkthrough.open(false);
        assertThat(kinds(walkthrough.next())).containsExactly(LessonEvent.ShowProse.class, LessonEvent.StepDone.class);
        walkthrough.next();
        assertThat(walkthrough.finished()).isTrue();
        assertThat(untouched.lessons).isEmpty();
        assertThat(untouched.current).isNull();
    }

    @Test
    void theEndOfTheLessonReviewsItAndPointsToTheNextLesson() {
        LessonFlow flow = atTheQuestion();
        flow.answer("12");
        flow.answer("2");
        List<LessonEvent> end = flow.next();
        assertThat(kinds(end)).containsExactly(LessonEvent.ShowStep.class, LessonEvent.ShowProse.class,
                LessonEvent.LessonDone.class, LessonEvent.NextLesson.class);
        LessonReview review = ((LessonEvent.LessonDone) end.get(2)).review();
        assertThat(review.questions()).isEqualTo(1);
        assertThat(review.firstTry()).isZero();
        assertThat(review.shaky()).containsExactly(Idea.NIM_SUM);
        assertThat(((LessonEvent.NextLesson) end.get(3)).next()).map(Lesson::id).contains("second");
        assertThat(flow.finished()).isTrue();
        assertThat(progress.finished("first")).isTrue();
        assertThat(flow.next()).containsExactly(new LessonEvent.LastStep(library.find("second")));
    }

    @Test
    void finishingTheLastLessonLeftFinishesTheCourse() {
        LessonFlow first = atTheQuestion();
        first.answer("2");
        first.next();
        List<LessonEvent> events = flow("second", false).open(false);
        assertThat(events.get(events.size() - 1)).isEqualTo(new LessonEvent.CourseDone());
    }

    @Test
    void aQuestionSolvedBeforeIsShownAsAnsweredAndNotAskedAgain() {
        atTheQuestion().answer("2");
        LessonFlow again = flow("first", false);
        assertThat(kinds(again.open(false))).containsExactly(LessonEvent.Opened.class, LessonEvent.ShowStep.class,
                LessonEvent.ShowProse.class, LessonEvent.AnsweredBefore.class, LessonEvent.ShowProse.class,
                LessonEvent.StepDone.class);
    }

    @Test
    void resumeOpensAtTheStepReached() {
        LessonFlow flow = atTheQuestion();
        flow.answer("2");
        flow.next();
        LessonFlow resumed = flow("first", false);
        assertThat(resumed.open(true).get(1)).isEqualTo(new LessonEvent.ShowStep(2, 2, "The end"));
        assertThat(resumed.step()).isEqualTo(1);
    }

    @Test
    void goToRefusesAStepNotYetReachedAndBackStopsAtTheFirst() {
        LessonFlow flow = atTheQuestion();
        assertThat(flow.goTo(2)).singleElement().isInstanceOf(LessonEvent.Refused.class);
        assertThat(flow.goTo(3)).containsExactly(new LessonEvent.Refused("this lesson has steps 1 to 2, not 3"));
        assertThat(flow.back()).containsExactly(new LessonEvent.FirstStep());
        assertThat(flow.step()).isZero();
    }

    @Test
    void whereTellsTheStepAndTheQuestionWaiting() {
        LessonFlow flow = atTheQuestion();
        LessonEvent.Where where = (LessonEvent.Where) flow.where().get(0);
        assertThat(where.step()).isEqualTo(1);
        assertThat(where.waiting()).isEqualTo(flow.waiting());
        assertThat(flow.label()).isEqualTo("first 1/2 ?");
    }

    @Test
    void hintRevealAndMoreWithNoQuestionWaitingAreRefused() {
        LessonFlow flow = atTheQuestion();
        flow.answer("2");
        for (List<LessonEvent> events : List.of(flow.hint(), flow.reveal(), flow.answer("2"), flow.more())) {
            assertThat(events).singleElement().isInstanceOf(LessonEvent.Refused.class);
        }
    }

    @Test
    void backOnTheFirstStepSaysSoAndFromTheSecondShowsTheFirstAgain() {
        LessonFlow flow = flow("first", true);
        flow.open(false);
        assertThat(flow.back()).containsExactly(new LessonEvent.FirstStep());
        assertThat(flow.step()).isZero();
        flow.goTo(2);
        assertThat(flow.back()).startsWith(new LessonEvent.ShowStep(1, 2, "Warm up"));
        assertThat(flow.step()).isZero();
    }

    @Test
    void aWalkthroughGoesToAnyStepFromTheFirstToTheLastAndNoFurther() {
        LessonFlow flow = flow("first", true);
        flow.open(false);
        assertThat(flow.walkthrough()).isTrue();
        assertThat(flow.goTo(2)).startsWith(new LessonEvent.ShowStep(2, 2, "The end"));
        assertThat(flow.step()).isEqualTo(1);
        assertThat(flow.goTo(1)).startsWith(new LessonEvent.ShowStep(1, 2, "Warm up"));
        assertThat(flow.goTo(0)).containsExactly(new LessonEvent.Refused("this lesson has steps 1 to 2, not 0"));
        assertThat(flow.goTo(3)).containsExactly(new LessonEvent.Refused("this lesson has steps 1 to 2, not 3"));
        assertThat(flow.step()).as("a refused step leaves the learner where they were").isZero();
    }

    @Test
    void selfPacedALearnerGoesPastOnlyTheStepsDone() {
        LessonFlow flow = atTheQuestion();
        assertThat(flow.walkthrough()).isFalse();
        assertThat(flow.goTo(2)).containsExactly(new LessonEvent.Refused("step 1 is not done yet: answer its"
                + " questions first (or use 'lesson start first --walkthrough' to look ahead)"));
        assertThat(flow.goTo(1)).startsWith(new LessonEvent.ShowStep(1, 2, "Warm up"));
        progress.lesson("first").stepsDone.add(0);
        assertThat(flow.goTo(2)).startsWith(new LessonEvent.ShowStep(2, 2, "The end"));
        assertThat(flow.step()).isEqualTo(1);
    }

    @Test
    void aLessonIsFinishedOnlyOnceItsLastStepIsShownToItsEnd() {
        LessonFlow flow = flow("first", true);
        flow.open(false);
        assertThat(flow.finished()).isFalse();
        flow.goTo(2);
        assertThat(flow.finished()).isTrue();
        flow.back();
        assertThat(flow.finished()).isFalse();
    }

    /**
     * Twenty-one asks about a heap of 4 before it teaches the kernel: the worked answer, the hints and the ideas a
     * move or an analysis beside the question may use leave the kernel out, so they do not say "the multiples of 4",
     * the next step's answer; from the kernel's step on they may.
     */
    @Test
    void aQuestionAskedBeforeItsLessonTeachesAnIdeaIsAnsweredWithoutIt() {
        LessonLibrary course = LessonLibrary.load(Optional.empty(), false);
        List<java.util.Set<Idea>> knownAtReveal = new ArrayList<>();
        LessonFlow flow = new LessonFlow(course.find("twenty-one").orElseThrow(), course, new Progress(), false, (s, known) -> {
            solutionsShown.add(s);
            knownAtReveal.add(known);
            return List.of(s.answer());
        });
        flow.open(false);
        assertThat(flow.knownNow()).doesNotContain(Idea.KERNEL).contains(Idea.RULES, Idea.MIRROR);
        assertThat(flow.hint()).hasSize(1);
        assertThat(flow.hint()).hasSize(1);
        assertThat(flow.hint()).extracting(Object::toString).noneMatch(h -> h.contains("kernel") || h.contains("multiple"));
        flow.reveal();
        assertThat(solutionsShown).singleElement().satisfies(s -> assertThat(s.derivation())
                .as("the moves from 4, not the multiples of 4").isInstanceOf(org.nimexplorer.explain.Derivation.Followers.class));
        assertThat(knownAtReveal).singleElement().satisfies(known -> assertThat(known).doesNotContain(Idea.KERNEL));
        flow.next();
        assertThat(flow.knownNow()).as("the kernel's step").contains(Idea.KERNEL);
    }
}

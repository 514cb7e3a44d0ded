package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.commonmark.parser.Parser;
import org.junit.jupiter.api.Test;
import org.nimexplorer.explain.Choice;
import org.nimexplorer.explain.Derivation;
import org.nimexplorer.explain.Diagnosis;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.explain.Misconception;
import org.nimexplorer.explain.Solution;
import org.nimexplorer.explain.Verdict;
import org.nimexplorer.lesson.Checkpoint;
import org.nimexplorer.lesson.Lesson;
import org.nimexplorer.lesson.LessonEvent;
import org.nimexplorer.lesson.LessonReview;

/** Each lesson event as the exact lines a learner reads, with both sides of every choice of words. */
class LessonTextTest {

    private static final Lesson LESSON = new Lesson("xor", "Exclusive or", "Bits that differ.", List.of(), Set.of(),
            5, List.of(new Lesson.Step("Bits", List.of()), new Lesson.Step("Columns", List.of())), "xor.md");

    private static final Lesson NEXT = new Lesson("sum", "The nim-sum", "Columns.", List.of(), Set.of(), 5,
            List.of(new Lesson.Step("One", List.of())), "sum.md");

    private static final Checkpoint CHOICE = new Checkpoint(new Choice(List.of("yes", "no"), 0, "Because."),
            "Is 3 XOR 3 zero?", List.of(), Optional.empty(), 7);


    private static List<String> lines(LessonEvent event) {
        return LessonText.lines(List.of(event), Marked.AT_80);
    }

    @Test
    void anOpenedLessonShowsItsTitleAndSaysWhenItIsAWalkthrough() {
        assertThat(lines(new LessonEvent.Opened(LESSON, false))).containsExactly("#Exclusive or#", "Bits that differ.");
        assertThat(lines(new LessonEvent.Opened(LESSON, true))).containsExactly(
                "#Exclusive or#  (walkthrough: 'next' and 'back' move freely, 'reveal' shows answers)",
                "Bits that differ.");
    }

    @Test
    void unfinishedLessonsAreNamedAndTheFirstIsOffered() {
        assertThat(lines(new LessonEvent.Unfinished(List.of("bits", "rules")))).containsExactly("",
                "(This lesson builds on bits, rules, which you have not finished: you can go on\n"
                        + "here, or start there with 'lesson start bits'.)");
    }

    @Test
    void aStepHeadingCountsTheSteps() {
        assertThat(lines(new LessonEvent.ShowStep(2, 5, "Columns"))).containsExactly("", "#Step 2/5: Columns#");
    }

    @Test
    void proseFollowsABlankLine() {
        var prose = new Lesson.Prose(List.of(Parser.builder().build().parse("Some *words*.").getFirstChild()));
        assertThat(lines(new LessonEvent.ShowProse(prose))).hasSize(2).first().isEqualTo("");
    }

    @Test
    void aQuestionShowsItsOptionsAndTheFormOfItsAnswer() {
        assertThat(lines(new LessonEvent.Ask(CHOICE))).containsExactly("", "#Question: #Is 3 XOR 3 zero?", "  a) yes",
                "  b) no", "(Answer with the letter of an option, or its text. 'hint' gives a hint.)");
    }

    @Test
    void aQuestionAnsweredBeforeIsShownWithoutItsOptions() {
        assertThat(lines(new LessonEvent.AnsweredBefore(CHOICE)))
                .containsExactly("", "Question (answered before): Is 3 XOR 3 zero?");
    }

    @Test
    void aRightAnswerSaysSoWithItsMisconceptionAndItsReason() {
        Verdict plain = Verdict.right("Right.", new Derivation.Binary(5), Idea.XOR);
        assertThat(lines(new LessonEvent.Judged(plain))).containsExactly("<Right.>");
        Verdict noted = new Verdict(true, true, "Right.", "", Optional.of(new Diagnosis(Misconception.ADDED_NOT_XORED,
                "You added.")), new Derivation.Note("Since 3 XOR 3 is 0."), Idea.XOR);
        assertThat(lines(new LessonEvent.Judged(noted)))
                .containsExactly("<Right.>", "You added. Both are read.", "Since 3 XOR 3 is 0.");
    }

    @Test
    void aWrongAnswerSaysWhatIsWrong() {
        Verdict wrong = Verdict.wrong("Not zero.", "Each bit differs.", Optional.empty(), new Derivation.Binary(5),
                Idea.XOR);
        assertThat(lines(new LessonEvent.Judged(wrong))).containsExactly("!Not zero.!", "Each bit differs.");
    }

    @Test
    void theThirdMissLeadsToTheWorkedAnswer() {
        Verdict wrong = Verdict.wrong("Not zero.", "", Optional.empty(), new Derivation.Binary(5), Idea.XOR);
        assertThat(lines(new LessonEvent.ThirdMiss(wrong)))
                .containsExactly("!Not zero.!", "That was your third try; here is the worked answer.");
    }

    @Test
    void hintsAreNumberedAndEarlierOnesSaySo() {
        assertThat(lines(new LessonEvent.Hint(1, 3, "Write them in binary."))).containsExactly(
                "#Hint 1/3: #Write them in binary.");
        assertThat(lines(new LessonEvent.EarlierHints(List.of("First.", "Second."), 3))).containsExactly(
                "#Hint 1/3, given before: #First.", "#Hint 2/3, given before: #Second.");
        assertThat(lines(new LessonEvent.EarlierHints(List.of(), 3))).isEmpty();
    }

    @Test
    void theEndOfTheHintsPointsToTheWorkedAnswer() {
        assertThat(lines(new LessonEvent.NoHintLeft()))
                .containsExactly("No more hints; 'reveal' shows the worked answer.");
        assertThat(lines(new LessonEvent.OutOfHints())).containsExactly("No more hints: here is the worked answer.");
        assertThat(lines(new LessonEvent.TryAgain()))
                .containsExactly("Try again, or type 'reveal' for the worked answer.");
    }

    @Test
    void aPageSaysHowManyLinesWaitOrThatTheStepGoesOn() {
        assertThat(lines(new LessonEvent.Page(List.of("a", "b"), 0)))
                .containsExactly("a", "b", "(Type 'next' to go on.)");
        assertThat(lines(new LessonEvent.Page(List.of("a"), 1)))
                .containsExactly("a", "#(1 more lines: type 'more', or 'next' to skip them.)#");
    }

    @Test
    void aQuestionLeftUnansweredSaysHowToComeBack() {
        assertThat(lines(new LessonEvent.LeftUnanswered(2)))
                .containsExactly("(Question left unanswered: 'goto 2' comes back to it.)");
    }

    @Test
    void stepsLeftAreOneStepOrSeveral() {
        assertThat(lines(new LessonEvent.StepsLeft(List.of(3)))).containsExactly("",
                "Not done yet: step 3 waits for an answer ('goto 3' goes back).");
        assertThat(lines(new LessonEvent.StepsLeft(List.of(2, 4, 5)))).containsExactly("",
                "Not done yet: steps 2, 4 and 5 wait for an answer ('goto 2' goes back).");
    }

    @Test
    void aStepDoneSaysHowToGoOn() {
        assertThat(lines(new LessonEvent.StepDone(4))).containsExactly("", "(End of step 4. Type 'next' to go on.)");
    }

    @Test
    void theEndOfAWalkthroughNamesTheNextLessonOrSaysItWasTheLast() {
        assertThat(lines(new LessonEvent.WalkthroughDone(Optional.of(NEXT))))
                .containsExactly("", "<End of the lesson.> Next: 'lesson start sum'.");
        assertThat(lines(new LessonEvent.WalkthroughDone(Optional.empty()))).containsExactly("",
                "<End of the lesson.> That was the last lesson in the course's order; 'lesson list' shows the ones"
                        + " not finished yet.");
    }

    @Test
    void aLessonDoneCountsItsQuestionsAndNamesWhatIsWorthAnotherLook() {
        assertThat(lines(new LessonEvent.LessonDone(new LessonReview(LESSON, 0, 0, 0, List.of()))))
                .containsExactly("", "<End of the lesson: Exclusive or.>");
        assertThat(lines(new LessonEvent.LessonDone(new LessonReview(LESSON, 1, 1, 0, List.of()))))
                .containsExactly("", "<End of the lesson: Exclusive or.>",
                        "1 question, 1 answered right at the first try.");
        assertThat(lines(new LessonEvent.LessonDone(new LessonReview(LESSON, 2, 0, 1, List.of(Idea.BINARY)))))
                .containsExactly("", "<End of the lesson: Exclusive or.>",
                        "2 questions, 0 answered right at the first try, 1 worked out for you.",
                        "Worth another look: writing numbers in binary.");
        assertThat(lines(new LessonEvent.LessonDone(new LessonReview(LESSON, 3, 1, 0,
                List.of(Idea.BINARY, Idea.XOR))))).containsExactly("", "<End of the lesson: Exclusive or.>",
                        "3 questions, 1 answered right at the first try.",
                        "Worth another look: writing numbers in binary; XOR, bit by bit.");
    }

    @Test
    void theCourseDoneSuggestsWhatToPractise() {
        assertThat(lines(new LessonEvent.CourseDone())).containsExactly("", "<You have finished the whole course.>",
                "To practise: 'quiz' (add '--level hard' for four and five heaps), 'quiz",
                "--review' for the positions you missed, 'play --misere' for a game of misère",
                "Nim, and 'conjecture' to test a rule of your own. 'progress' shows your answers",
                "by idea.");
    }

    @Test
    void theNextLessonIsNamedWithItsTitleOrTheLastInOrderIsSaid() {
        assertThat(lines(new LessonEvent.NextLesson(Optional.of(NEXT))))
                .containsExactly("Next: 'lesson start sum' (The nim-sum).");
        assertThat(lines(new LessonEvent.NextLesson(Optional.empty())))
                .containsExactly(
                "That was the last lesson in the course's order; 'lesson list' shows the ones not",
                "  finished yet.");
    }

    @Test
    void theLastAndFirstStepsSaySo() {
        assertThat(lines(new LessonEvent.LastStep(Optional.of(NEXT))))
                .containsExactly("This is the last step. Next: 'lesson start sum'.");
        assertThat(lines(new LessonEvent.LastStep(Optional.empty()))).containsExactly(
                "This is the last step. That was the last lesson in the course's order; 'lesson",
                "list' shows the ones not finished yet.");
        assertThat(lines(new LessonEvent.FirstStep())).containsExactly("This is the first step.");
    }

    @Test
    void whereNamesTheStepAndTheQuestionWaiting() {
        assertThat(lines(new LessonEvent.Where(LESSON, 2, false, Optional.empty()))).containsExactly(
                "Lesson xor (Exclusive or), step 2/2: Columns.", "No question is waiting.");
        assertThat(lines(new LessonEvent.Where(LESSON, 1, true, Optional.of(CHOICE)))).containsExactly(
                "Lesson xor (Exclusive or), step 1/2: Bits, walkthrough.",
                "Waiting for an answer to: Is 3 XOR 3 zero?", "  a) yes", "  b) no");
    }

    @Test
    void leavingSaysHowToComeBackUnlessItWasAWalkthrough() {
        assertThat(lines(new LessonEvent.Left(LESSON, 2, true, false))).containsExactly("Left the lesson xor.");
        assertThat(lines(new LessonEvent.Left(LESSON, 2, false, true))).containsExactly(
                "Left the lesson xor, which you have finished; 'lesson restart xor' takes it again.");
        assertThat(lines(new LessonEvent.Left(LESSON, 2, false, false)))
                .containsExactly("Left the lesson xor; 'lesson resume' comes back to step 2.");
    }

    @Test
    void aRefusalIsNoPartOfTheText() {
        assertThat(lines(new LessonEvent.Refused("no"))).isEmpty();
    }

    @Test
    void eventsFollowOneAnotherInOrder() {
        assertThat(LessonText.lines(List.of(new LessonEvent.FirstStep(), new LessonEvent.StepDone(1)), Marked.AT_80))
                .containsExactly("This is the first step.", "", "(End of step 1. Type 'next' to go on.)");
    }

    @Test
    void aWorkedAnswerIsSplitIntoItsLinesAndItsBlankElementIsDropped() {
        assertThat(LessonText.solution(new Solution("a", new Derivation.Note("Since 3 XOR 3 is 0."), Idea.XOR),
                Idea.all(), Marked.AT_80)).containsExactly("#The answer: #a", "(The idea: XOR, bit by bit.)",
                        "Since 3 XOR 3 is 0.");
    }

    @Test
    void longOptionsWrapUnderTheirText() {
        Checkpoint longer = new Checkpoint(new Choice(List.of("one two three four five six seven eight nine ten"), 0,
                "x"), "P?", List.of(), Optional.empty(), 1);
        assertThat(LessonText.lines(List.of(new LessonEvent.AnsweredBefore(longer), new LessonEvent.Where(LESSON, 1,
                false, Optional.of(longer))), new Marked(30, false))).containsExactly("",
                        "Question (answered before): P?", "Lesson xor (Exclusive or),\nstep 1/2: Bits.",
                        "Waiting for an answer to: P?", "  a) one two three four five",
                        "     six seven eight nine ten");
    }
}

package org.nimexplorer.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.explain.Choice;
import org.nimexplorer.explain.FindMove;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.explain.QuestionKinds;

class LessonFilesTest {

    private static final Path COURSE = Path.of("lessons");

    private static final String FRONT = "---\nid: %s\ntitle: T\nsummary: S\nrequires: [%s]\n---\n";

    @Test
    void everyShippedLessonIsValidAndTheCourseHasTheFifteenLessonsInOrder() {
        LessonLibrary library = LessonLibrary.folder(COURSE);
        assertThat(library.problems()).isEmpty();
        assertThat(library.lessons()).extracting(Lesson::id).containsExactly("the-game", "twenty-one", "p-and-n", "xor",
                "column-sums", "lemma-1", "lemma-2", "bouton", "misere", "subtraction", "patterns", "every-game", "kayles",
                "disguise", "moore");
        for (Lesson lesson : library.lessons()) {
            assertThat(lesson.checkpointCount()).as(lesson.id()).isGreaterThanOrEqualTo(3);
            assertThat(lesson.steps()).as(lesson.id()).hasSizeGreaterThanOrEqualTo(3);
        }
    }

    /**
     * Kinds a lesson author may use that the shipped course does not ask yet: "p-count" shows that a new
     * kind is one file and one line of QuestionKinds, and is kept out of the course so that its golden
     * transcripts stay as they are.
     */
    private static final Set<String> NOT_IN_THE_COURSE = Set.of("p-count");

    /** A list marker that Markdown lets start a list in the middle of a paragraph: "1." or "1)", "-", "+", "*". */
    private static final Pattern LIST_MARKER = Pattern.compile("(?:[-+*]|1[.)])[ \t]+\\S.*");

    /**
     * A line of prose that happens to start with "1)" or "- " after a line break becomes a list of one
     * item ("the tables start at" and then "1. or when x xor y..."): no shipped paragraph may wrap so.
     */
    @Test
    void noLineOfProseStartsAListByAccident() throws Exception {
        try (var files = Files.list(COURSE)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".md")).sorted().toList()) {
                List<String> lines = Files.readAllLines(file);
                boolean fenced = false;
                for (int i = 1; i < lines.size(); i++) {
                    fenced ^= lines.get(i - 1).startsWith("```");
                    String before = lines.get(i - 1);
                    boolean afterProse = !fenced && !before.isBlank() && !before.startsWith("```")
                            && !before.matches("\\s.*|#.*|>.*|\\|.*") && !LIST_MARKER.matcher(before).matches()
                            && !before.matches("[0-9]+[.)][ \t].*");
                    assertThat(afterProse && LIST_MARKER.matcher(lines.get(i)).matches())
                            .as("%s:%d: %s", file, i + 1, lines.get(i)).isFalse();
                }
            }
        }
    }

    @Test
    void theCourseUsesEveryCheckpointKind() {
        List<String> kinds = LessonLibrary.folder(COURSE).lessons().stream().flatMap(l -> l.steps().stream())
                .flatMap(s -> s.checkpoints().stream()).map(c -> c.question().kind()).distinct().toList();
        assertThat(kinds).containsExactlyInAnyOrderElementsOf(QuestionKinds.words().stream()
                .filter(word -> !NOT_IN_THE_COURSE.contains(word)).toList());
        assertThat(QuestionKinds.words()).containsAll(NOT_IN_THE_COURSE);
    }

    @Test
    void theBuiltInCourseIsTheLessonsFolder() {
        LessonLibrary builtIn = LessonLibrary.load(Optional.empty(), false);
        assertThat(builtIn.problems()).isEmpty();
        assertThat(builtIn.lessons()).extracting(Lesson::id)
                .containsExactlyElementsOf(LessonLibrary.folder(COURSE).lessons().stream().map(Lesson::id).toList());
    }

    private static List<Problem> problemsOf(Path dir, String... files) throws Exception {
        for (int i = 0; i < files.length; i++) {
            Files.writeString(dir.resolve("f" + i + ".md"), files[i]);
        }
        return LessonLibrary.folder(dir).problems();
    }

    @Test
    void aBrokenFileIsReportedWithFileAndLineAndTheOthersStillLoad(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("a.md"), FRONT.formatted("good", "") + "## Step\n\ntext\n");
        Files.writeString(dir.resolve("b.md"), FRONT.formatted("bad", "") + "## Step\n\n```checkpoint dance\n"
                + "position: 3\n```\n\n```checkpoint move\nposition: 3 x\n```\n\n```checkpoint outcome\n");
        LessonLibrary library = LessonLibrary.folder(dir);
        assertThat(library.lessons()).extracting(Lesson::id).containsExactly("good", "bad");
        assertThat(library.problems()).extracting(Problem::toString).containsExactly(
                dir.resolve("b.md") + ":9: unknown checkpoint kind 'dance': the kinds are " + String.join(", ",
                        QuestionKinds.words()),
                dir.resolve("b.md") + ":13: position: 'x' is not a heap size: write it in digits, like 7",
                dir.resolve("b.md") + ":17: this checkpoint block is never closed: end it with ```");
    }

    @Test
    void requiresThatNameNoLessonCyclesAndDuplicatesAreReported(@TempDir Path dir) throws Exception {
        List<Problem> problems = problemsOf(dir,
                FRONT.formatted("a", "b") + "## S\n\nx\n",
                FRONT.formatted("b", "a") + "## S\n\nx\n",
                FRONT.formatted("c", "nowhere") + "## S\n\nx\n",
                FRONT.formatted("a", "") + "## S\n\nx\n");
        assertThat(problems).extracting(Problem::message).anyMatch(m -> m.startsWith("the id 'a' is already used"))
                .anyMatch(m -> m.equals("requires 'nowhere', but no lesson has that id"))
                .anyMatch(m -> m.startsWith("its requires go round in a circle: a -> b -> a"));
    }

    @Test
    void beforeNamesIdeasItsOwnLessonTeachesAndNothingElse(@TempDir Path dir) throws Exception {
        String teachesKernel = "---\nid: k\ntitle: T\nsummary: S\nrequires: []\nteaches: [kernel]\n---\n";
        List<Problem> problems = problemsOf(dir,
                teachesKernel + "## S\n\n```checkpoint outcome\nposition: 4\nsubtract: 1-3\nbefore: kernel\n```\n",
                teachesKernel.replace("id: k", "id: m") + "## S\n\n```checkpoint outcome\nposition: 4\nsubtract: 1-3\n"
                        + "before: [kernel, nim-sum]\n```\n",
                FRONT.formatted("n", "") + "## S\n\n```checkpoint outcome\nposition: 4\nbefore: mirror\n```\n",
                FRONT.formatted("o", "") + "## S\n\n```checkpoint outcome\nposition: 4\nbefore: soon\n```\n");
        assertThat(problems).extracting(Problem::toString).containsExactly(
                dir.resolve("f1.md") + ":10: before: 'nim-sum' is not an idea this lesson teaches (teaches: kernel)",
                dir.resolve("f2.md") + ":9: before: 'mirror' is not an idea this lesson teaches (it teaches none)",
                dir.resolve("f3.md") + ":9: before: 'soon' is not an idea; the ideas are " + org.nimexplorer.explain.Idea.keys());
        Checkpoint first = LessonLibrary.folder(dir).find("k").orElseThrow().steps().get(0).checkpoints().get(0);
        assertThat(first.before()).containsExactly(org.nimexplorer.explain.Idea.KERNEL);
        assertThat(first.known(java.util.Set.of(org.nimexplorer.explain.Idea.KERNEL, org.nimexplorer.explain.Idea.RULES)))
                .containsExactly(org.nimexplorer.explain.Idea.RULES);
    }

    @Test
    void aChoiceWithoutAWhyForAWrongOptionIsReportedWithFileAndLine(@TempDir Path dir) throws Exception {
        List<Problem> problems = problemsOf(dir, FRONT.formatted("c", "") + "## S\n\ntext\n\n```checkpoint choice\n"
                + "option: copy\noption: pair\noption: count\nanswer: b\nexplain: Pairs.\nwhy: a: copying fails\n```\n");
        assertThat(problems).extracting(Problem::toString).containsExactly(dir.resolve("f0.md") + ":11: why: option c"
                + " has no 'why:' line: give every wrong option one line on why it fails, like 'why: c: the opponent"
                + " can copy'");
    }

    @Test
    void everyWrongOptionOfEveryShippedChoiceHasItsWhy() {
        assertThat(ShippedCheckpoints.of(Choice.class)).isNotEmpty().allSatisfy(c -> {
            for (int i = 0; i < c.options().size(); i++) {
                assertThat(c.whys().get(i).isEmpty()).as(c.options().get(i)).isEqualTo(i == c.correct());
            }
        });
    }

    @Test
    void frontMatterAndCheckpointMistakesSayWhatIsWrong(@TempDir Path dir) throws Exception {
        List<String> messages = problemsOf(dir,
                "# no front matter\n\n## S\n",
                "---\ntitle: T\nsummary: S\n---\n## S\n",
                FRONT.formatted("x", "") + "## S\n\n```checkpoint move\nposition: 3\ncolour: red\n```\n",
                FRONT.formatted("y", "") + "## S\n\n```checkpoint choice\noption: one\noption: two\nanswer: e\n"
                        + "explain: e\n```\n",
                FRONT.formatted("z", "") + "## S\n\n```checkpoint kernel\nsubtract: 1-3\n```\n",
                FRONT.formatted("w", "") + "## S\n\n```checkpoint\nposition: 1\n```\n",
                FRONT.formatted("v", "") + "## S\n\n```checkpoint grundy\nsubtract: 1,3,4\nmax: 99\n```\n",
                FRONT.formatted("u", "") + "## S\n\n```checkpoint outcome\nposition: 3 3\nidea: luck\n```\n",
                FRONT.formatted("t", "").replace("requires: []\n", "requires: []\nteaches: [xor, magic]\n") + "## S\n\nx\n")
                .stream().map(Problem::message).toList();
        assertThat(messages).contains("no front matter: start the file with a '---' block giving id, title, summary"
                + " and requires", "the front matter has no 'id:'",
                "a move checkpoint has no key 'colour': it takes prompt, hint, idea, before, game, misere, position, subtract",
                "answer: give the letter of an option, a to b", "missing 'max:' line",
                "name the checkpoint's kind, like ```checkpoint move", "max: at most 30, not 99",
                "idea: 'luck' is not an idea; the ideas are " + Idea.keys());
        assertThat(messages).anyMatch(m -> m.startsWith("teaches: 'magic' is not an idea"));
    }

    @Test
    void checkpointsNameWhatToAskAndTheEngineAnswers() {
        Checkpoint c = CheckpointParser.parse("move", "position: 3 4 5\nhint: one\nhint: two", 10).orThrow();
        assertThat(c.question()).isInstanceOf(FindMove.class);
        assertThat(c.hints()).containsExactly("one", "two");
        assertThat(c.prompt()).contains("3 4 5");
        assertThat(c.question().answer()).isEqualTo("A-2");
    }

    @Test
    void claimAndRuleCheckpointsAreRefusedWhereTheEngineCannotAnswerOrCheckAtOnce() {
        assertThat(CheckpointParser.parse("claim", "heaps: 2\nmax: 9\nsubtract: 1,3,4", 1).problemOrNull())
                .contains("a claim checkpoint is for Nim (normal or misère) or 'take 1 to k'");
        assertThat(CheckpointParser.parse("claim", "heaps: 3\nmax: 63", 1).problemOrNull())
                .isEqualTo("heaps and max: at most 65536 positions in a lesson, not 3 heaps of 0 to 63");
        assertThat(CheckpointParser.parse("claim", "heaps: 9\nmax: 1", 1).problemOrNull()).contains("heaps: from 1 to 8");
        assertThat(CheckpointParser.parse("rule", "set: a == b\nheaps: 3\nmax: 7", 1).problemOrNull())
                .contains("is not the set of P-positions of Nim on this box");
        assertThat(CheckpointParser.parse("rule", "set: a +\nheaps: 3\nmax: 7", 1).problemOrNull())
                .startsWith("set: cannot read the claim");
        assertThat(CheckpointParser.parse("rule", "heaps: 3\nmax: 7", 1).problemOrNull()).isEqualTo("missing 'set:' line");
        Checkpoint misere = CheckpointParser.parse("claim", "heaps: 2\nmax: 9\nmisere: yes", 1).orThrow();
        assertThat(misere.question().answer()).isEqualTo("(s == 0 and max(a, b) >= 2) or (max(a, b) <= 1 and s == 1)");
        Checkpoint take13 = CheckpointParser.parse("claim", "heaps: 2\nmax: 20\nsubtract: 1-3", 1).orThrow();
        assertThat(take13.question().answer()).isEqualTo("(a mod 4) xor (b mod 4) == 0");
        assertThat(CheckpointParser.parse("rule", "set: a xor b == c\nheaps: 3\nmax: 7", 1).orThrow().question()
                .answer()).isEqualTo("first x with x xor s < x to x xor s");
    }

    @Test
    void noCheckpointShowsItsOwnAnswerInItsPromptOrHints() {
        for (Lesson lesson : LessonLibrary.folder(COURSE).lessons()) {
            for (Lesson.Step step : lesson.steps()) {
                for (Checkpoint c : step.checkpoints()) {
                    String answer = c.question().answer();
                    if (answer.length() < 3 || answer.equals("none") || c.question() instanceof Choice) {
                        continue;
                    }
                    String shown = c.prompt() + " " + c.question().form() + " " + String.join(" ", c.hints());
                    assertThat(shown).as(lesson.id() + " line " + c.line()).doesNotContain(answer);
                }
            }
        }
    }
}

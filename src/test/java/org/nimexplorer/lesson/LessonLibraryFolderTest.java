package org.nimexplorer.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An instructor's folder of lessons, beside the built-in course or instead of it, and the checks across both. */
class LessonLibraryFolderTest {

    private static final String FRONT = "---\nid: %s\ntitle: T %1$s\nsummary: S\nrequires: [%s]\n---\n";

    @TempDir
    Path dir;

    private void write(String file, String text) throws Exception {
        Files.writeString(dir.resolve(file), text);
    }

    private static List<String> ids(LessonLibrary library) {
        return library.lessons().stream().map(Lesson::id).toList();
    }

    @Test
    void aFolderBesideTheCourseAddsItsLessonsAndReplacesOneOfTheSameId() throws Exception {
        write("extra.md", FRONT.formatted("extra", "the-game") + "## Extra\n\nMore play.\n");
        write("the-game.md", FRONT.formatted("the-game", "") + "## Mine\n\nThe instructor's own first lesson.\n");
        write("notes.txt", "not a lesson");
        LessonLibrary library = LessonLibrary.load(Optional.of(dir), false);
        // The course's glossary is checked against the lessons as replaced: the instructor's the-game is one step.
        assertThat(library.problems()).extracting(Problem::toString).containsExactly(
                "lessons/glossary.md:10: 'normal play' is taught in the-game, step 2, but that lesson has steps 1 to 1",
                "lessons/glossary.md:12: 'misère play' is taught in the-game, step 2, but that lesson has steps 1 to 1",
                "lessons/glossary.md:14: 'mirror strategy' is taught in the-game, step 3, but that lesson has steps 1 to 1");
        assertThat(ids(library)).contains("twenty-one", "extra", "the-game");
        assertThat(library.find("the-game").orElseThrow().title()).isEqualTo("T the-game");
        assertThat(library.find("the-game").orElseThrow().steps()).hasSize(1);
        assertThat(library.glossary().entries()).as("the course's glossary stays").isNotEmpty();
    }

    @Test
    void aFolderAloneHasOnlyItsLessonsAndARequireOfTheCourseIsThenMissing() throws Exception {
        write("extra.md", FRONT.formatted("extra", "the-game") + "## Extra\n\nMore play.\n");
        LessonLibrary library = LessonLibrary.load(Optional.of(dir), true);
        assertThat(ids(library)).containsExactly("extra");
        assertThat(library.glossary().entries()).isEmpty();
        assertThat(library.problems()).extracting(Problem::message)
                .containsExactly("requires 'the-game', but no lesson has that id");
    }

    @Test
    void aFolderWithNoLessonAMissingFolderAndAFileAreEachSaidSo() throws Exception {
        write("notes.txt", "not a lesson");
        assertThat(LessonLibrary.load(Optional.of(dir), true).problems()).extracting(Problem::message)
                .containsExactly("no lesson in it: lessons are files whose names end in .md");
        assertThat(LessonLibrary.load(Optional.of(dir.resolve("none")), true).problems()).extracting(Problem::message)
                .containsExactly("no such folder: lessons are read from a folder of .md files");
        assertThat(LessonLibrary.load(Optional.of(dir.resolve("notes.txt")), false).problems())
                .extracting(Problem::message)
                .containsExactly("not a folder: lessons are read from a folder of .md files");
    }

    @Test
    void aGlossaryEntryMustPointAtAStepThatUsesItsWord() throws Exception {
        write("a.md", FRONT.formatted("a", "") + "## One\n\nA heap is a pile of stones.\n\n## Two\n\nNothing new.\n");
        write("glossary.md", """
                # Glossary

                ## Words

                - **heap** (a, step 1): a pile of stones.
                - **pile** (a, step 2): what step two never says.
                - **stone** (a, step 3): one of the objects.
                - **move** (b, step 1): taking from one heap.
                """);
        LessonLibrary library = LessonLibrary.load(Optional.of(dir), true);
        assertThat(library.problems()).extracting(Problem::message).containsExactly(
                "'pile' is taught in a, step 2, but the text of that step never uses it",
                "'stone' is taught in a, step 3, but that lesson has steps 1 to 2",
                "'move' is taught in b, step 1, but no lesson has that id");
    }

    @Test
    void aCircleOfRequiresIsReportedOnceHoweverManyLessonsLeadIntoIt() throws Exception {
        write("a.md", FRONT.formatted("a", "b") + "## S\n\nx\n");
        write("b.md", FRONT.formatted("b", "c") + "## S\n\nx\n");
        write("c.md", FRONT.formatted("c", "b") + "## S\n\nx\n");
        write("d.md", FRONT.formatted("d", "b") + "## S\n\nx\n");
        write("e.md", FRONT.formatted("e", "c, d") + "## S\n\nx\n");
        assertThat(LessonLibrary.load(Optional.of(dir), true).problems()).extracting(Problem::message)
                .containsExactly("its requires go round in a circle: b -> c -> b");
    }
}

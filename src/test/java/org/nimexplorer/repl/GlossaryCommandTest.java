package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.store.AppHome;

/** 'lesson glossary' shows the course's words, where each is taught and what it means. */
class GlossaryCommandTest {

    @Test
    void theGlossaryListsEveryWordWithTheStepThatTeachesIt(@TempDir Path home) {
        String shown = new LessonDriver(new AppHome(home)).run("lesson glossary");
        assertThat(shown).contains("P-position: taught in p-and-n, step 1 (Two labels)")
                .contains("induction: taught in bouton, step 2 (Why the game must end)")
                .contains("the smallest whole number");
        assertThat(shown.lines()).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(80));
    }

    @Test
    void oneWordIsFoundByItsNameOrItsBeginningInAnyCase(@TempDir Path home) {
        LessonDriver d = new LessonDriver(new AppHome(home));
        assertThat(d.run("lesson glossary Nim-Sum")).startsWith("  nim-sum: taught in column-sums, step 2")
                .contains("the XOR of all the heap sizes");
        assertThat(d.run("lesson glossary game tr")).startsWith("  game tree: taught in p-and-n, step 2");
        assertThat(d.run("lesson glossary sprocket")).isEqualTo("error: the glossary has no word 'sprocket' (or several"
                + " start so): 'lesson glossary' lists them all\n");
    }
}

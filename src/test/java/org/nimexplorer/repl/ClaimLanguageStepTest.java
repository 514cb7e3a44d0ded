package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.explain.Choice;
import org.nimexplorer.lesson.Lesson;
import org.nimexplorer.lesson.LessonLibrary;
import org.nimexplorer.store.AppHome;

/**
 * Bouton's lesson teaches the claim language in steps of its own before it asks for a proof (the
 * language, then a claim to read, each fitting one screen), and a claim that cannot be read is told
 * the whole language on one screen.
 */
class ClaimLanguageStepTest {

    @Test
    void twoStepsTeachTheClaimLanguageThenAskToReadAClaimJustBeforeYourOwnProof() {
        Lesson bouton = LessonLibrary.load(Optional.empty(), false).find("bouton").orElseThrow();
        List<String> titles = bouton.steps().stream().map(Lesson.Step::title).toList();
        int proof = titles.indexOf("Your own proof");
        Lesson.Step language = bouton.steps().get(proof - 2);
        Lesson.Step reading = bouton.steps().get(proof - 1);
        assertThat(language.title()).isEqualTo("The claim language");
        assertThat(language.checkpoints()).isEmpty();
        assertThat(reading.title()).isEqualTo("Reading a claim");
        assertThat(reading.checkpoints()).singleElement().satisfies(c -> assertThat(c.question())
                .isInstanceOf(Choice.class));
    }

    @Test
    void theStepsNameEveryPartOfTheLanguageAndTheLeadingColumnCondition(@TempDir Path home) {
        LessonDriver d = new LessonDriver(new AppHome(home));
        d.run("lesson start bouton");
        String shown = "";
        while (!shown.contains("The claim language")) {
            shown = d.run(d.session.lesson().orElseThrow().waiting().map(c -> c.question().answer()).orElse("next"));
        }
        shown += d.run("next");
        assertThat(shown).contains("Reading a claim").contains("'a'", "'s'", "'xor'", "'%'", "'!='", "'and'", "'or'", "'not'", "'max(...)'",
                "'(x xor s) < x'");
    }

    @Test
    void aClaimThatCannotBeReadIsToldTheWholeLanguageWithinFourRowsOfEightyColumns(@TempDir Path home) {
        LessonDriver d = new LessonDriver(new AppHome(home));
        d.run("lesson start bouton");
        d.answerRightUntil("claim");
        String error = d.run("a xor b xor c == 0 andd c > 0aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa").strip();
        assertThat(error).startsWith("error: cannot read the claim").endsWith("and, or, not")
                .doesNotContain("Grundy");
        assertThat(error.length()).isLessThanOrEqualTo(4 * 80);
    }
}

package org.nimexplorer.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An open class: the class code lets a newcomer in once, and the PIN they choose keeps the name theirs. */
class OpenClassTest {

    @TempDir
    static Path folder;
    static ClassServerFixture klass;

    @BeforeAll
    static void start() throws Exception {
        klass = ClassServerFixture.open(folder, Optional.of("maths-7b"));
    }

    @AfterAll
    static void stop() throws Exception {
        klass.close();
    }

    @Test
    void theServerTellsTheTeacherTheClassCode() {
        assertThat(klass.told).contains("anyone with the class code maths-7b comes in and claims a name");
    }

    @Test
    void aNewcomerClaimsANameWithAPinAndThenTheClassCodeNoLongerOpensIt() throws Exception {
        try (Student zoe = klass.login("Zoe", "maths-7b")) {
            zoe.screen.awaitText("PIN: ");
            zoe.line("12", "A PIN is 4 to 12 digits.");
            zoe.line("4711", "The same PIN again: ");
            zoe.line("4712", "The two were not the same");
            zoe.line("4711", "The same PIN again: ");
            String screen = zoe.line("4711", "nim> ");
            assertThat(screen).contains("The name Zoe is yours.").doesNotContain("4711");
        }
        assertThat(klass.refusal("zoe", "maths-7b")).as("the class code, for a name someone claimed")
                .isEqualTo("The name zoe is taken: type its PIN, or log in with another name.");
        try (Student back = klass.login("ZOE", "4711")) {
            assertThat(back.screen.awaitText("nim> ")).contains("Hello, Zoe.").doesNotContain("PIN");
        }
    }

    @Test
    void aWrongClassCodeLetsNoOneIn() throws Exception {
        assertThat(klass.refusal("Yan", "maths-7c")).isEqualTo("That is not the code for Yan.");
    }

    @Test
    void aClassCodeTheServerMadeIsKeptForTheNextStart(@TempDir Path other) throws Exception {
        String first;
        try (ClassServerFixture made = ClassServerFixture.open(other, Optional.empty())) {
            first = Files.readString(other.resolve("data/class-code")).strip();
            assertThat(made.told).contains("the class code " + first + " comes in");
        }
        try (ClassServerFixture again = ClassServerFixture.open(other, Optional.empty())) {
            assertThat(again.told).contains("the class code " + first + " comes in");
        }
    }
}

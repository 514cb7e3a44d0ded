package org.nimexplorer.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
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
        klass = ClassServerFixture.open(folder, "maths-7b");
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
        assertThatThrownBy(() -> ClassServerFixture.loggedIn(klass.client, klass.port(), "zoe", "maths-7b"))
                .as("the class code, for a name someone claimed");
        try (Student back = klass.login("ZOE", "4711")) {
            assertThat(back.screen.awaitText("nim> ")).contains("Hello, Zoe.").doesNotContain("PIN");
        }
    }

    @Test
    void aWrongClassCodeLetsNoOneIn() {
        assertThatThrownBy(() -> ClassServerFixture.loggedIn(klass.client, klass.port(), "Yan", "maths-7c"));
    }
}

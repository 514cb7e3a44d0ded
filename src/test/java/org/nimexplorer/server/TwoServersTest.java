package org.nimexplorer.server;

import static org.assertj.core.api.Assertions.assertThat;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two class servers on one PostgreSQL (an embedded one from Maven Central), as a school runs when one
 * machine is not enough: a live walkthrough the teacher drives on the first reaches the students on the
 * second through LISTEN/NOTIFY, their answers count on the teacher's console, and the reveal and the end
 * reach them too.
 */
class TwoServersTest {

    private static final String ROSTER = "Ada,tulip-42\nBob,fern-777\n";

    @TempDir
    Path folder;

    @Test
    void aLiveStepStartedOnOneServerReachesTheStudentsOfTheOther() throws Exception {
        try (EmbeddedPostgres postgres = EmbeddedPostgres.start()) {
            String url = postgres.getJdbcUrl("postgres", "postgres");
            try (ClassServerFixture first = ClassServerFixture.roster(folder.resolve("first"), ROSTER, url);
                    ClassServerFixture second = ClassServerFixture.roster(folder.resolve("second"), ROSTER, url);
                    Student ada = first.login("ada", "tulip-42"); Student bob = second.login("bob", "fern-777")) {
                ada.screen.awaitText("nim> ");
                bob.screen.awaitText("nim> ");
                TeacherConsole console = new TeacherConsole(first.server, TeacherConsole.Where.SERVE_TERMINAL);
                console.reply("live xor");
                ada.screen.awaitText("[live xor 1/4 ?] > ");
                bob.screen.awaitText("Write 13 in binary");
                bob.screen.awaitText("[live xor 1/4 ?] > ");

                bob.line("1011", "Your answer is in");
                ada.line("1101", "Your answer is in");
                assertThat(console.reply("spread").orElseThrow()).anySatisfy(row -> assertThat(row).contains("1011",
                        "wrong")).anySatisfy(row -> assertThat(row).contains("1101", "right"));

                console.reply("again");
                bob.screen.awaitText("Second vote:");
                bob.line("1101", "in the second vote");
                console.reply("reveal");
                bob.screen.awaitText("Your answer, 1101: right.");
                console.reply("live stop");
                bob.screen.awaitText("your session is your own again");
                bob.line("", "nim> ");
            }
        }
    }

    @Test
    void aStudentGoesOnOnTheSecondServerFromWhereTheyWereOnTheFirst() throws Exception {
        try (EmbeddedPostgres postgres = EmbeddedPostgres.start()) {
            String url = postgres.getJdbcUrl("postgres", "postgres");
            try (ClassServerFixture first = ClassServerFixture.roster(folder.resolve("first"), ROSTER, url);
                    ClassServerFixture second = ClassServerFixture.roster(folder.resolve("second"), ROSTER, url)) {
                try (Student ada = first.login("ada", "tulip-42")) {
                    ada.line("lesson start twenty-one", "Answer P or N");
                    ada.line("P", "Right");
                    ada.line("quit", "kept on the class server");
                }
                assertThat(first.server.data().progress("ada")).hasValueSatisfying(kept -> assertThat(kept.body())
                        .contains("twenty-one"));
                try (Student ada = second.login("ada", "tulip-42")) {
                    // The second server had never seen her: her lesson is resumed where the first left it, the
                    // question she answered there known here.
                    ada.screen.awaitText("You were in twenty-one, step 1/5");
                    ada.screen.awaitText("Question (answered before): One heap of 4");
                }
            }
        }
    }
}

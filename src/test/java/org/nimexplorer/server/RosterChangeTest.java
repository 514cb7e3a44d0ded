package org.nimexplorer.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The roster as the teacher changes it between lessons: who comes off it is no longer let in, and codes stay. */
class RosterChangeTest {

    @TempDir
    Path folder;

    @Test
    void aStudentTakenOffTheRosterIsNoLongerLetInAndTheOthersKeepTheirCodes() throws Exception {
        String adasCode;
        try (ClassServerFixture first = ClassServerFixture.roster(folder, "Ada\nCarl,carl-77x\n")) {
            adasCode = Files.readString(folder.resolve("class.txt.codes")).lines().filter(l -> l.startsWith("Ada\t"))
                    .findFirst().orElseThrow().substring(4);
            assertThat(first.told).contains("New codes for Ada are in");
            try (Student carl = first.login("carl", "carl-77x")) {
                carl.screen.awaitText("Hello, Carl.");
            }
        }
        try (ClassServerFixture second = ClassServerFixture.roster(folder, "Ada\nDana\n")) {
            assertThat(second.told).contains("No longer on the roster, so no longer let in: Carl (their progress is"
                    + " kept).").contains("New codes for Dana are in");
            assertThat(second.refusal("carl", "carl-77x")).startsWith("There is no student carl here");
            try (Student ada = second.login("ada", adasCode)) {
                ada.screen.awaitText("Hello, Ada.");
            }
        }
    }
}

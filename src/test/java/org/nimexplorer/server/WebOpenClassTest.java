package org.nimexplorer.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An open class in the browser: a newcomer claims a name with a PIN in the page, and from then on only the PIN opens it. */
class WebOpenClassTest {

    @TempDir
    Path folder;

    @Test
    void aNewcomerChoosesAPinInThePageAndTheNameIsTheirsFromThen() throws Exception {
        try (ClassServerFixture klass = ClassServerFixture.openWeb(folder, "maths-7b")) {
            WebVisitor zoe = new WebVisitor(klass.web());
            assertThat(zoe.login("Zoe", "maths-7b").statusCode()).isEqualTo(303);
            WebVisitor.Terminal page = zoe.session(80, 24);
            page.screen.awaitText("PIN: ");
            page.type("4321\r");
            page.screen.awaitText("The same PIN again: ");
            page.type("4321\r");
            page.screen.awaitText("The name Zoe is yours");
            page.screen.awaitText("Hello, Zoe");
            page.close();
            // The page reloaded: the same login, and no PIN asked again.
            WebVisitor.Terminal again = zoe.session(80, 24);
            assertThat(again.screen.awaitText("Hello, Zoe")).doesNotContain("PIN");
            again.close();
            WebVisitor other = new WebVisitor(klass.web());
            assertThat(other.login("zoe", "maths-7b").body()).contains("The name zoe is taken: type its PIN, or log"
                    + " in with another name.");
            assertThat(other.login("zoe", "4321").statusCode()).isEqualTo(303);
        }
    }
}

package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.store.AppHome;

/** 'source' on files that source themselves or multiply their lines: refused at once, and bounded. */
class SourceRecursionTest {

    @Test
    void aFileOfTwentyLinesSourcingItselfIsRefusedOnceInOneLine(@TempDir Path dir) throws Exception {
        Path self = dir.resolve("self.txt");
        Files.writeString(self, ("source " + self + "\n").repeat(20));
        Script s = assertTimeoutPreemptively(Duration.ofSeconds(10),
                () -> Script.runIn(new AppHome(dir), "source " + self, "set 3 4 5"));
        assertThat(s.err().lines()).containsExactly("error: already being sourced: " + self + " (line 1 of " + self
                + "): a file cannot source itself, directly or through another");
        assertThat(s.out()).as("the session goes on after the refusal").contains("Position 3 4 5");
        assertThat(s.status()).isEqualTo(2);
    }

    @Test
    void twoFilesSourcingEachOtherUnderAnotherNameAreRefusedAtTheLineThatClosesTheLoop(@TempDir Path dir)
            throws Exception {
        Path a = dir.resolve("a.txt");
        Path b = dir.resolve("b.txt");
        Path link = dir.resolve("link-to-a.txt");
        Files.createSymbolicLink(link, a);
        Files.writeString(a, "set 1 2\nsource " + b + "\nset 7 7\n");
        Files.writeString(b, "# b\nset 5 6\nsource " + link + "\nsource " + link + "\nset 9 9\n");
        Script s = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> Script.runIn(new AppHome(dir),
                "source " + a, "analyze 3 4 5"));
        assertThat(s.err().lines()).containsExactly("error: already being sourced: " + link + " (line 3 of " + b
                + "): a file cannot source itself, directly or through another");
        assertThat(s.out()).contains("Position 1 2", "Position 5 6").doesNotContain("Position 9 9")
                .doesNotContain("Position 7 7").contains("N-position");
    }

    @Test
    void aRunWhoseFilesMultiplyTheirLinesStopsAtTenThousandLinesWithOneLine(@TempDir Path dir) throws Exception {
        Path outer = dir.resolve("outer.txt");
        Path inner = dir.resolve("inner.txt");
        Files.writeString(outer, ("source " + inner + "\n").repeat(3));
        // A line that is refused before it reaches a command keeps the test fast: every line counts, run or refused.
        Files.writeString(inner, "-x\n".repeat(5_000));
        Script s = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> Script.runIn(new AppHome(dir),
                "source " + outer, "set 3 4 5"));
        assertThat(s.err().lines().filter(l -> l.contains("stopped"))).containsExactly("error: the source run stopped"
                + " at line 4,999 of " + inner + ": it has run 10,000 lines, the most one 'source' may run, nested files"
                + " included");
        assertThat(s.err().lines().filter(l -> l.contains("'-x'")).count()).isEqualTo(5_000 + 4_998);
        assertThat(s.out()).contains("Position 3 4 5");
    }
}

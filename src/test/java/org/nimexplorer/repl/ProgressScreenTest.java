package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.store.AppHome;

class ProgressScreenTest {

    @Test
    void answersByIdeaAreATableWithTheCountsRightAlignedUnderTheirHeaders(@TempDir Path home) throws Exception {
        Files.writeString(home.resolve("progress.json"), "{\"ideas\":{\"rules\":{\"right\":3,\"wrong\":0},"
                + "\"nim-sum\":{\"right\":12,\"wrong\":1},\"lemma-2\":{\"right\":104,\"wrong\":23}}}");
        Script s = Script.runIn(new AppHome(home), "progress");
        assertThat(s.err()).isEmpty();
        List<String> lines = s.out().lines().toList();
        int header = lines.indexOf("  right  wrong  idea");
        assertThat(header).isPositive();
        assertThat(lines.subList(header + 1, header + 4)).containsExactly(
                "      3      0  the rules of Nim: one heap, at least one object, no passing",
                "     12      1  the nim-sum: XOR of the heaps, column sums without carrying",
                "    104     23  lemma 2: from a non-zero nim-sum some move makes it 0");
        assertThat(lines).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(80))
                .contains("The idea you miss most: lemma 2: from a non-zero nim-sum some move makes it 0.");
    }

    @Test
    void withoutAnswersThereIsNoTable(@TempDir Path home) {
        Script s = Script.runIn(new AppHome(home), "progress");
        assertThat(s.out()).contains("No answers yet").doesNotContain("right  wrong");
    }
}

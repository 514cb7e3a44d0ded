package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import org.jline.terminal.Terminal;
import org.jline.terminal.impl.DumbTerminal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.store.AppHome;

/** What a learner sees in a window narrower than 80 columns, and when the window is resized. */
class NarrowTerminalTest {

    private static final String LESSON = "lesson list\nlesson start xor\nnext\nhint\n1100\n"
            + "help\nanalyze 3 4 5\ncheck 3 4 5 --move A-1\n";
    private static final String LEMMA_1_AT_80 = "  lemma-1      Bouton's lemma 1: zero cannot stay zero";

    @Test
    void everyLineOfAWholeLessonFitsAFortyColumnWindowWithNoWordCut(@TempDir Path dir) throws Exception {
        String screen = TerminalSessionTest.session(new AppHome(dir), LESSON, 40);
        assertThat(screen.lines().filter(line -> !line.matches("(nim> |\\[.*\\] > ).*")))
                .allSatisfy(line -> assertThat(line.length()).as(line).isLessThanOrEqualTo(40));
        assertThat(screen).contains("  lemma-1      Bouton's lemma 1: zero\n               cannot stay zero")
                .contains("Step 1/4: Numbers in binary");
        assertThat(TerminalSessionTest.session(new AppHome(dir), "lesson list\n"))
                .as("the next session in the process has its own width, 80").contains(LEMMA_1_AT_80);
    }

    @Test
    void aWindowMadeNarrowerBetweenTwoLinesIsFollowed(@TempDir Path dir) throws Exception {
        AtomicInteger columns = new AtomicInteger(100);
        String input = "lesson list\n#narrow\nlesson list\n";
        InputStream keys = new InputStream() {
            private final byte[] bytes = input.getBytes(StandardCharsets.UTF_8);
            private int next;

            @Override
            public int read() {
                if (next == input.indexOf('#')) {
                    columns.set(36);
                }
                return next < bytes.length ? bytes[next++] : -1;
            }

            @Override
            public int read(byte[] into, int offset, int length) {
                int b = read();
                if (b < 0) {
                    return -1;
                }
                into[offset] = (byte) b;
                return 1;
            }
        };
        ByteArrayOutputStream shown = new ByteArrayOutputStream();
        try (Terminal terminal = new DumbTerminal("test", Terminal.TYPE_DUMB, keys, shown, StandardCharsets.UTF_8) {
            @Override
            public int getWidth() {
                return columns.get();
            }
        }) {
            assertThat(Repl.runTerminal(terminal, new AppHome(dir), new Repl.Flags(false, false, false))).isZero();
        }
        String[] lists = shown.toString(StandardCharsets.UTF_8).split("  the-game     The game of Nim");
        assertThat(lists).hasSize(3);
        assertThat(lists[1]).contains("  lemma-2      Bouton's lemma 2: non-zero can always become zero");
        assertThat(lists[2]).doesNotContain("always become zero").contains("  lemma-2      Bouton's lemma 2:");
        assertThat(lists[2].lines()).allSatisfy(line -> assertThat(line.length()).as(line).isLessThanOrEqualTo(36));
    }
}

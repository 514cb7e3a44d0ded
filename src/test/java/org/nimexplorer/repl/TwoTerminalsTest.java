package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.render.Wrap;
import org.nimexplorer.store.AppHome;

/** Two sessions on terminals of their own, 40 and 100 columns wide, running at the same time in one process. */
class TwoTerminalsTest {

    private static final String LINES = ("lesson list\nanalyze 3 4 5\nhelp\nset 3 4 5\nshow\ncheck 3 4 5 --move A-1\n"
            + "prove theorem 3 4 5\nkernel --subtract 1-3 --max 21\n").repeat(4);

    @Test
    void eachKeepsItsOwnWidth(@TempDir Path dir) throws Exception {
        String wideAlone = TerminalSessionTest.session(new AppHome(dir.resolve("alone")), LINES, 100);
        CompletableFuture<String> narrow = CompletableFuture.supplyAsync(() -> session(dir.resolve("n"), 40));
        CompletableFuture<String> wide = CompletableFuture.supplyAsync(() -> session(dir.resolve("w"), 100));
        String narrowScreen = narrow.get(3, TimeUnit.MINUTES);
        String wideScreen = wide.get(3, TimeUnit.MINUTES);
        assertThat(wideScreen).as("the 100-column session as it is alone").isEqualTo(wideAlone);
        assertThat(narrowScreen.lines().filter(l -> !l.matches("(nim> |\\[.*\\] > ).*")))
                .allSatisfy(l -> assertThat(Wrap.visibleLength(l)).as(l).isLessThanOrEqualTo(40));
    }

    private static String session(Path home, int columns) {
        try {
            return TerminalSessionTest.session(new AppHome(home), LINES, columns);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}

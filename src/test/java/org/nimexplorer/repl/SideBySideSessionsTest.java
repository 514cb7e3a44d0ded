package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import java.util.function.IntSupplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.command.session.Course;
import org.nimexplorer.command.session.Session;
import org.nimexplorer.render.Display;
import org.nimexplorer.render.FittedWriter;
import org.nimexplorer.render.Wrap;
import org.nimexplorer.store.AppHome;

/**
 * Two sessions in one process, as the class server runs them: each on a thread of its own with its
 * own window, colour and accessibility, their lines interleaved. Neither disturbs the other.
 */
class SideBySideSessionsTest {

    private static final List<String> LINES = List.of("lesson list", "analyze 3 4 5", "lesson start xor", "next",
            "hint", "1100", "help", "set 3 4 5", "show", "check 3 4 5 --move A-1", "prove theorem 3 4 5",
            "kernel --subtract 1-3 --max 21", "xor 3 5", "analyze 7 9 12 --subtract 1-4");

    /** A narrow window read by a screen reader: accessible sentences, no colour. */
    private static Display narrowAccessible(IntSupplier columns) {
        return new Display(false, true, true, () -> 0, columns);
    }

    /** A wide colour terminal. */
    private static Display wideColour(IntSupplier columns) {
        return new Display(true, false, false, columns, columns);
    }

    @Test
    void aFortyColumnAndAHundredColumnSessionEachKeepTheirOwnWidthColourAndAccessibility(@TempDir Path dir)
            throws Exception {
        CyclicBarrier together = new CyclicBarrier(2);
        CompletableFuture<String> narrow = CompletableFuture.supplyAsync(
                () -> run(narrowAccessible(() -> 40), dir.resolve("narrow"), together));
        CompletableFuture<String> wide = CompletableFuture.supplyAsync(
                () -> run(wideColour(() -> 100), dir.resolve("wide"), together));
        String narrowScreen = narrow.get(2, TimeUnit.MINUTES);
        String wideScreen = wide.get(2, TimeUnit.MINUTES);

        assertThat(narrowScreen.lines()).allSatisfy(line -> assertThat(Wrap.visibleLength(line)).as(line)
                .isLessThanOrEqualTo(40));
        assertThat(narrowScreen).as("no colour in the accessible session").doesNotContain("\u001b[")
                .isEqualTo(run(narrowAccessible(() -> 40), dir.resolve("narrow-alone"), null));
        assertThat(narrowScreen).as("accessible: not the plain layout at the same width")
                .isNotEqualTo(run(new Display(false, true, false, () -> 0, () -> 40), dir.resolve("plain-40"), null));

        assertThat(wideScreen).as("colour on the wide terminal").contains("\u001b[");
        assertThat(wideScreen.lines()).allSatisfy(line -> assertThat(Wrap.visibleLength(line)).as(line)
                .isLessThanOrEqualTo(80));
        assertThat(wideScreen).as("a window over 80 columns gets the 80-column layout")
                .isEqualTo(run(wideColour(() -> 80), dir.resolve("wide-alone"), null));
    }

    /**
     * What a session on {@code display} showed for every line, fitted to its window as a terminal's
     * session is; with {@code together}, each line waits for the other session to reach the same line,
     * so that the two run their lines side by side.
     */
    private static String run(Display display, Path home, CyclicBarrier together) {
        StringWriter screen = new StringWriter();
        PrintWriter out = new PrintWriter(new FittedWriter(screen, () -> Wrap.fit(display.columns().getAsInt())), true);
        Session session = new Session(out, out, null, new Recorder(), new Course(new AppHome(home), Optional.empty(),
                false));
        Shell shell = new Shell(session, display, false);
        for (String line : LINES) {
            if (together != null) {
                await(together);
            }
            shell.execute(line);
        }
        out.flush();
        return screen.toString();
    }

    private static void await(CyclicBarrier together) {
        try {
            together.await(1, TimeUnit.MINUTES);
        } catch (Exception e) {
            throw new AssertionError("the other session did not reach its line", e);
        }
    }
}

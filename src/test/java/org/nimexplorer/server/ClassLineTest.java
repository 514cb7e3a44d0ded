package org.nimexplorer.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The class's line for long work: searches beyond the machine's share wait their turn, and Ctrl-C ends a wait. */
class ClassLineTest {

    @TempDir
    Path folder;

    @Test
    void aSearchBeyondTheShareWaitsUntilTheOneRunningEndsAndIsToldItWaits() throws Exception {
        ClassLine line = new ClassLine(1);
        CountDownLatch running = new CountDownLatch(1);
        CountDownLatch finish = new CountDownLatch(1);
        List<String> said = new CopyOnWriteArrayList<>();
        CompletableFuture<String> first = CompletableFuture.supplyAsync(() -> line.inTurn(() -> {
            running.countDown();
            await(finish);
            return "first";
        }, () -> said.add("first waited")));
        running.await(5, TimeUnit.SECONDS);
        CompletableFuture<String> second = CompletableFuture.supplyAsync(() -> line.inTurn(() -> "second",
                () -> said.add("second waits")));
        Thread.sleep(200);
        assertThat(second).isNotDone();
        assertThat(said).containsExactly("second waits");
        finish.countDown();
        assertThat(first.get(5, TimeUnit.SECONDS)).isEqualTo("first");
        assertThat(second.get(5, TimeUnit.SECONDS)).isEqualTo("second");
        // Both turns were given back: a third runs at once.
        assertThat(line.inTurn(() -> "third", () -> said.add("third waits"))).isEqualTo("third");
        assertThat(said).containsExactly("second waits");
    }

    @Test
    void ctrlCWhileWaitingRunsTheWorkWithItsStopRaisedSoItEndsAtOnce() throws Exception {
        ClassLine line = new ClassLine(1);
        CountDownLatch running = new CountDownLatch(1);
        CountDownLatch finish = new CountDownLatch(1);
        CompletableFuture.runAsync(() -> line.inTurn(() -> {
            running.countDown();
            await(finish);
            return null;
        }, () -> { }));
        running.await(5, TimeUnit.SECONDS);
        CompletableFuture<Boolean> stopped = new CompletableFuture<>();
        Thread waiter = new Thread(() -> stopped.complete(line.inTurn(() -> Thread.currentThread().isInterrupted(),
                () -> { })));
        waiter.start();
        Thread.sleep(200);
        waiter.interrupt();
        assertThat(stopped.get(5, TimeUnit.SECONDS)).as("the work saw its stop signal").isTrue();
        finish.countDown();
    }

    @Test
    void aStudentsSearchWaitsForTheClassesTurnOnTheServerAndRunsWhenItComes() throws Exception {
        try (ClassServerFixture klass = ClassServerFixture.roster(folder, "Ada,tulip-42\n");
                Student ada = klass.login("ada", "tulip-42")) {
            ada.screen.awaitText("nim> ");
            // Every turn of this machine's line taken, as by other students' searches.
            int turns = Math.max(1, Runtime.getRuntime().availableProcessors() - 1);
            CountDownLatch taken = new CountDownLatch(turns);
            CountDownLatch done = new CountDownLatch(1);
            for (int i = 0; i < turns; i++) {
                CompletableFuture.runAsync(() -> klass.server.line().inTurn(() -> {
                    taken.countDown();
                    await(done);
                    return null;
                }, () -> { }));
            }
            taken.await(5, TimeUnit.SECONDS);
            ada.line("verify --heaps 2 --max 3", "Waiting for a turn");
            done.countDown();
            ada.screen.awaitText("positions");
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(20, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}

package org.nimexplorer.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Many stores on one progress file, as the class server will hold them, one per session and thread. */
class SharedProgressStoreTest {

    private static final int THREADS = 6;
    private static final int CHANGES = 15;

    private static Progress.ReviewItem missed(long... heaps) {
        Progress.ReviewItem item = new Progress.ReviewItem();
        item.kind = "move";
        for (long h : heaps) {
            item.heaps.add(h);
        }
        return item;
    }

    /** One thread's {@code n}th change: a step of its own lesson, an answer, a misconception, a missed position. */
    private static void change(Progress progress, int thread, int n) {
        progress.lesson("lesson-" + thread).stepsDone.add(n);
        progress.lesson("lesson-" + thread).step = n;
        progress.idea("idea-" + thread).right++;
        progress.idea("shared").wrong++;
        progress.misconceptions.merge("shared", 1, Integer::sum);
        progress.missed(missed(thread, n));
    }

    @Test
    void threadsEachWithItsOwnStoreOnOneFileLoseNoChange(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("progress.json");
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        CountDownLatch ready = new CountDownLatch(THREADS);
        List<Future<List<String>>> done = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
            int thread = t;
            done.add(pool.submit(() -> {
                ProgressStore store = ProgressStore.open(file);
                ready.countDown();
                ready.await();
                for (int n = 0; n < CHANGES; n++) {
                    change(store.progress(), thread, n);
                    store.save();
                }
                return store.takeWarnings();
            }));
        }
        pool.shutdown();
        assertThat(pool.awaitTermination(60, TimeUnit.SECONDS)).isTrue();
        for (Future<List<String>> warnings : done) {
            assertThat(warnings.get()).as("no save put off, none failed").isEmpty();
        }
        Progress saved = ProgressStore.open(file).progress();
        assertThat(saved.lessons.keySet()).as("every thread's lesson")
                .containsExactlyElementsOf(IntStream.range(0, THREADS).mapToObj(t -> "lesson-" + t).toList());
        for (int t = 0; t < THREADS; t++) {
            assertThat(saved.lessons.get("lesson-" + t).stepsDone).containsExactlyElementsOf(
                    IntStream.range(0, CHANGES).boxed().toList());
            assertThat(saved.lessons.get("lesson-" + t).step).isEqualTo(CHANGES - 1);
            assertThat(saved.ideas.get("idea-" + t).right).isEqualTo(CHANGES);
        }
        assertThat(saved.ideas.get("shared").wrong).as("every thread's every answer").isEqualTo(THREADS * CHANGES);
        assertThat(saved.misconceptions.get("shared")).isEqualTo(THREADS * CHANGES);
        assertThat(saved.review).hasSize(THREADS * CHANGES);
    }

    @Test
    void aSaveThatCannotHaveTheLockSaysSoOnceKeepsTheChangeAndSavesItLater(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("progress.json");
        ProgressStore store = ProgressStore.open(file, Duration.ofMillis(200));
        CountDownLatch held = new CountDownLatch(1);
        CountDownLatch letGo = new CountDownLatch(1);
        Thread stuck = new Thread(() -> {
            try (ProgressLock lock = ProgressLock.take(file, Duration.ofSeconds(5)).orElseThrow()) {
                held.countDown();
                letGo.await();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        Files.createDirectories(dir);
        stuck.start();
        assertThat(held.await(10, TimeUnit.SECONDS)).isTrue();
        store.progress().lesson("the-game").stepsDone.add(0);
        long started = System.nanoTime();
        assertThat(store.save()).isFalse();
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(2));
        store.progress().lesson("the-game").stepsDone.add(1);
        started = System.nanoTime();
        assertThat(store.save()).isFalse();
        assertThat(Duration.ofNanos(System.nanoTime() - started)).as("no second wait for a stuck session")
                .isLessThan(Duration.ofMillis(150));
        assertThat(store.unsaved()).isTrue();
        assertThat(store.takeWarnings()).singleElement().asString()
                .isEqualTo("progress kept, not saved yet: another session is holding the file")
                .hasSizeLessThanOrEqualTo(80 - "warning: ".length());
        assertThat(file).doesNotExist();
        letGo.countDown();
        stuck.join();
        assertThat(store.saveLast()).isTrue();
        assertThat(store.unsaved()).isFalse();
        assertThat(ProgressStore.open(file).progress().lessons.get("the-game").stepsDone).containsExactly(0, 1);
    }

    @Test
    void aFileDamagedSinceTheLastSaveIsMovedAsideAndSaidSoNotOverwritten(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("progress.json");
        ProgressStore store = ProgressStore.open(file);
        store.progress().lesson("the-game").stepsDone.add(0);
        assertThat(store.save()).isTrue();
        Files.writeString(file, "{ not json");
        store.progress().lesson("the-game").stepsDone.add(1);
        assertThat(store.save()).isTrue();
        assertThat(store.takeWarnings()).singleElement().asString().contains("is not valid JSON")
                .contains("it was moved to " + file + ".corrupt-").contains("this session's progress is saved in its place");
        try (Stream<Path> files = Files.list(dir)) {
            Path aside = files.filter(p -> p.getFileName().toString().startsWith("progress.json.corrupt-")).findFirst()
                    .orElseThrow();
            assertThat(Files.readString(aside)).isEqualTo("{ not json");
        }
        assertThat(ProgressStore.open(file).progress().lessons.get("the-game").stepsDone).containsExactly(0, 1);
    }

    @Test
    void bothSessionsInOneLessonKeepEveryStepDoneAndTheLaterPosition(@TempDir Path dir) {
        Path file = dir.resolve("progress.json");
        ProgressStore a = ProgressStore.open(file);
        ProgressStore b = ProgressStore.open(file);
        a.progress().lesson("xor").stepsDone.add(0);
        a.progress().lesson("xor").step = 1;
        a.progress().record(new Answer.Judged("binary", true, Optional.empty(), Optional.of(new Answer.At("xor", 0, 0))));
        a.save();
        b.progress().lesson("xor").stepsDone.add(2);
        b.progress().lesson("xor").step = 3;
        b.progress().record(new Answer.Judged("binary", false, Optional.empty(), Optional.of(new Answer.At("xor", 0, 0))));
        b.save();
        Progress.LessonProgress xor = ProgressStore.open(file).progress().lessons.get("xor");
        assertThat(xor.stepsDone).containsExactly(0, 2);
        assertThat(xor.step).as("the session that moved last").isEqualTo(3);
        assertThat(xor.checkpoints.get("0.0").tries).isEqualTo(2);
        assertThat(xor.checkpoints.get("0.0").solved).isTrue();
        assertThat(b.progress().lessons.get("xor").stepsDone).as("b now holds a's work too").containsExactly(0, 2);
    }

    @Test
    void aPositionOneSessionReviewedAwayStaysAwayWhileTheOthersNewOneIsKept(@TempDir Path dir) {
        Path file = dir.resolve("progress.json");
        ProgressStore first = ProgressStore.open(file);
        first.progress().missed(missed(3, 4, 5));
        first.save();
        ProgressStore a = ProgressStore.open(file);
        ProgressStore b = ProgressStore.open(file);
        a.progress().reviewed(missed(3, 4, 5), true, 1);
        a.save();
        b.progress().missed(missed(1, 2));
        b.save();
        assertThat(ProgressStore.open(file).progress().review).singleElement()
                .satisfies(item -> assertThat(item.heaps).containsExactly(1L, 2L));
    }
}

package org.nimexplorer.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The program's own files, made hostile by someone with access to the data folder: a named pipe where
 * the lock goes, a progress file of a gigabyte, a history of a million lines, a link to the lock given
 * as an output. None of them may hang a session, fill its memory, or be written over.
 */
class OwnFilesHostileTest {

    private static final Duration AT_ONCE = Duration.ofSeconds(5);

    @Test
    void aNamedPipeWhereTheLockGoesIsReportedAndNeverWaitedOn(@TempDir Path dir) {
        Path file = dir.resolve("progress.json");
        SpecialFiles.fifo(dir, "progress.json.lock");
        List<String> warnings = assertTimeoutPreemptively(AT_ONCE, () -> {
            ProgressStore store = ProgressStore.open(file);
            store.progress().idea("xor").right++;
            store.save();
            return store.takeWarnings();
        });
        assertThat(String.join(" ", warnings)).contains("progress.json.lock").contains("named pipe")
                .contains("remove it");
        assertThat(SpecialFiles.isFifo(dir.resolve("progress.json.lock"))).isTrue();
    }

    @Test
    void aProgressFileFarTooLargeIsMovedAsideUnread(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("progress.json");
        try (RandomAccessFile huge = new RandomAccessFile(file.toFile(), "rw")) {
            huge.setLength(1L << 30);
        }
        ProgressStore store = assertTimeoutPreemptively(AT_ONCE, () -> ProgressStore.open(file));
        assertThat(String.join(" ", store.takeWarnings())).contains("far larger than any progress file");
        assertThat(store.progress().ideas).isEmpty();
        try (var aside = Files.list(dir)) {
            assertThat(aside.map(p -> p.getFileName().toString())).anyMatch(n -> n.startsWith("progress.json.corrupt"));
        }
    }

    @Test
    void aHistoryLongerThanTheLineReaderKeepsIsMovedAsideAndAFullOneKept(@TempDir Path dir) throws IOException {
        Path full = dir.resolve("full");
        Files.writeString(full, lines(10_000));
        assertThat(HistoryFile.moveAsideIfUnreadable(full)).isEmpty();
        Path tooLong = dir.resolve("history");
        Files.writeString(tooLong, lines(100_000));
        Optional<String> warning = HistoryFile.moveAsideIfUnreadable(tooLong);
        assertThat(warning).hasValueSatisfying(w -> assertThat(w).contains("more than 12,000 lines"));
        assertThat(tooLong).doesNotExist();
    }

    @Test
    void aLinkToTheLockIsTheProgramsOwnFileAsAnOutput(@TempDir Path dir) throws IOException {
        AppHome home = new AppHome(dir.resolve("home"));
        Files.createDirectories(home.dir());
        Path lock = home.dir().resolve("progress.json.lock");
        Files.writeString(lock, "");
        Path link = Files.createSymbolicLink(dir.resolve("report.html"), lock);
        assertThat(home.owned(link)).isPresent();
        assertThat(home.owned(dir.resolve("elsewhere.html"))).isEmpty();
    }

    @Test
    void aProgressFileThatIsALinkStaysALinkAndItsTargetIsSaved(@TempDir Path dir) throws IOException {
        Path synced = Files.createDirectories(dir.resolve("synced")).resolve("progress.json");
        ProgressStore first = ProgressStore.open(synced);
        first.progress().idea("xor").right = 1;
        first.save();
        Path home = Files.createDirectories(dir.resolve("home"));
        Path link = Files.createSymbolicLink(home.resolve("progress.json"), synced);
        ProgressStore store = ProgressStore.open(link);
        store.progress().idea("xor").right++;
        store.save();
        assertThat(store.takeWarnings()).isEmpty();
        assertThat(Files.isSymbolicLink(link)).as("the link is kept").isTrue();
        assertThat(ProgressStore.open(synced).progress().ideas.get("xor").right).isEqualTo(2);
    }

    private static String lines(int count) {
        return IntStream.range(0, count).mapToObj(i -> "analyze " + i).collect(Collectors.joining("\n", "", "\n"));
    }
}

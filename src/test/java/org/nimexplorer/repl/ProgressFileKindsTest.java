package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.store.AppHome;

/** A progress "file" that is no regular file is refused with a warning and left alone; it never hangs the session. */
class ProgressFileKindsTest {

    @Test
    void aFifoAsTheProgressFileIsLeftAloneAndTheSessionGoesOn(@TempDir Path dir) throws Exception {
        AppHome home = new AppHome(dir);
        Files.createDirectories(dir);
        Process mkfifo = new ProcessBuilder("mkfifo", home.progress().toString()).start();
        assertThat(mkfifo.waitFor()).isZero();
        Script s = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> Script.runIn(home, "lesson list"));
        assertThat((s.out() + s.err()).replace('\n', ' ')).contains("is not a regular file").contains("the-game");
        assertThat(Files.exists(home.progress())).isTrue();
        assertThat(Files.isRegularFile(home.progress())).isFalse();
    }

    @Test
    void aFolderAsTheProgressFileIsLeftAloneAndNothingIsSaved(@TempDir Path dir) throws Exception {
        AppHome home = new AppHome(dir);
        Files.createDirectories(home.progress().resolve("inside"));
        Script s = Script.runIn(home, "lesson start the-game", "c");
        assertThat((s.out() + s.err()).replace('\n', ' ')).contains("is not a regular file");
        assertThat(home.progress().resolve("inside")).isDirectory();
    }
}

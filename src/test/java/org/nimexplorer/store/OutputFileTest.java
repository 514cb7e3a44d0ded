package org.nimexplorer.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OutputFileTest {

    @Test
    void theFileIsReplacedWholeAndNothingIsLeftBeside(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("quiz.xml");
        Files.writeString(file, "old");
        OutputFile.write(file, "new ✓");
        assertThat(Files.readString(file)).isEqualTo("new ✓");
        assertThat(dir.toFile().list()).containsExactly("quiz.xml");
    }

    /** An assignment or an export is for others to read: it must not be kept from them as a temporary file is. */
    @Test
    void theFileGetsThePermissionsOfAnyNewFile(@TempDir Path dir) throws Exception {
        assumeTrue(dir.getFileSystem().supportedFileAttributeViews().contains("posix"));
        Path plain = Files.writeString(dir.resolve("plain.txt"), "x");
        Path atomic = dir.resolve("atomic.txt");
        OutputFile.write(atomic, "x");
        assertThat(Files.getPosixFilePermissions(atomic)).isEqualTo(Files.getPosixFilePermissions(plain));
    }
}

package org.nimexplorer.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

@Timeout(value = 20, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class OutputFileTest {

    @TempDir
    Path dir;

    @Test
    void theFileIsReplacedWholeAndNothingIsLeftBeside() throws Exception {
        Path file = dir.resolve("quiz.xml");
        Files.writeString(file, "old");
        OutputFile.write(file, "new ✓");
        assertThat(Files.readString(file)).isEqualTo("new ✓");
        assertThat(dir.toFile().list()).containsExactly("quiz.xml");
    }

    /** An assignment or an export is for others to read: it must not be kept from them as a temporary file is. */
    @Test
    void theFileGetsThePermissionsOfAnyNewFile() throws Exception {
        assumeTrue(dir.getFileSystem().supportedFileAttributeViews().contains("posix"));
        Path plain = Files.writeString(dir.resolve("plain.txt"), "x");
        Path atomic = dir.resolve("atomic.txt");
        OutputFile.write(atomic, "x");
        assertThat(Files.getPosixFilePermissions(atomic)).isEqualTo(Files.getPosixFilePermissions(plain));
    }

    /** A link is followed, as a shell's '>' follows it: the file it names is replaced, and the link stays. */
    @Test
    void aLinkToAFileStaysALinkAndTheFileItNamesIsReplaced() throws Exception {
        Path file = Files.writeString(Files.createDirectories(dir.resolve("real")).resolve("report.html"), "old");
        Path link = Files.createSymbolicLink(dir.resolve("report.html"), file);
        assertThat(OutputFile.replaces(link)).isTrue();
        OutputFile.write(link, "new");
        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(Files.readString(file)).isEqualTo("new");
    }

    @Test
    void aDeviceIsWrittenThroughAndIsNoFileToReplace() throws Exception {
        Path nul = SpecialFiles.nullDevice(dir, "null");
        Object inode = SpecialFiles.inode(nul);
        assertThat(OutputFile.replaces(nul)).isFalse();
        assertThat(OutputFile.refusal(nul, new AppHome(dir.resolve("home")))).isEmpty();
        OutputFile.write(nul, "gone");
        try (Writer w = OutputFile.open(nul, OutputFile.Existing.KEEP)) {
            w.write("gone too");
        }
        assertThat(SpecialFiles.isCharacterDevice(nul)).isTrue();
        assertThat(SpecialFiles.inode(nul)).isEqualTo(inode);
        Path full = SpecialFiles.fullDevice(dir, "full");
        assertThatThrownBy(() -> OutputFile.write(full, "x")).hasMessageContaining("No space left on device");
        assertThat(SpecialFiles.isCharacterDevice(full)).isTrue();
    }

    @Test
    void aNamedPipeNobodyReadsIsRefusedAtOnce() {
        Path fifo = SpecialFiles.fifo(dir, "pipe");
        long started = System.nanoTime();
        assertThatThrownBy(() -> OutputFile.write(fifo, "x")).hasMessageContaining("no program is reading");
        assertThatThrownBy(() -> OutputFile.open(fifo, OutputFile.Existing.APPEND))
                .hasMessageContaining("no program is reading");
        assertThat(System.nanoTime() - started).isLessThan(5_000_000_000L);
        assertThat(SpecialFiles.isFifo(fifo)).isTrue();
    }

    @Test
    void aFolderADiskAndTheProgramsOwnFilesAreRefused() throws Exception {
        AppHome home = new AppHome(Files.createDirectories(dir.resolve("home")));
        assertThat(OutputFile.refusal(dir, home)).contains("it is a folder; name a file in it");
        assertThat(OutputFile.refusal(home.progress(), home)).contains("it is the program's own progress file; choose"
                + " another name");
        assertThat(OutputFile.refusal(home.dir().resolve("..").resolve("home").resolve("history"), home))
                .contains("it is the program's own history file; choose another name");
        assertThat(OutputFile.refusal(home.dir().resolve("progress.json.lock"), home)).isPresent();
        Path disk = dir.resolve("disk");
        assumeTrue(new ProcessBuilder("mknod", disk.toString(), "b", "7", "250").start().waitFor() == 0);
        assertThat(OutputFile.refusal(disk, home)).contains("it is a disk (a block device), not a file; name a file");
        assertThatThrownBy(() -> OutputFile.write(disk, "x")).hasMessageContaining("a disk");
    }
}

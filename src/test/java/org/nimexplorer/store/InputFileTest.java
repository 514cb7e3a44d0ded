package org.nimexplorer.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

@Timeout(value = 20, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class InputFileTest {

    private static final InputFile.Limit LIMIT = new InputFile.Limit(100, "a test file");

    @TempDir
    Path dir;

    @Test
    void aFileWithinTheLimitIsReadWhole() throws Exception {
        Path file = Files.writeString(dir.resolve("ok.txt"), "3 4 5 ✓");
        assertThat(InputFile.readText(file, LIMIT)).isEqualTo("3 4 5 ✓");
        assertThat(InputFile.readText(Files.createSymbolicLink(dir.resolve("link.txt"), file), LIMIT)).isEqualTo("3 4 5 ✓");
    }

    @Test
    void aFileOverTheLimitIsRefusedByItsSize() throws Exception {
        Path file = Files.writeString(dir.resolve("big.txt"), "x".repeat(1000));
        assertThatThrownBy(() -> InputFile.read(file, LIMIT)).isInstanceOf(InputFile.Unreadable.class)
                .hasMessage("is 1,000 bytes, far larger than a test file (at most 100)");
    }

    /** Files under /proc say they hold 0 bytes: the bound holds on what is read, not on what the size said. */
    @Test
    void aFileThatUnderstatesItsSizeIsStillReadWithTheBound() {
        Path status = Path.of("/proc/self/status");
        assumeTrue(Files.isReadable(status));
        assertThatThrownBy(() -> InputFile.read(status, LIMIT))
                .hasMessage("holds more than 100 bytes, far larger than a test file (at most 100)");
    }

    @Test
    void whatIsNotARegularFileIsRefusedBeforeItIsOpened() throws Exception {
        Path fifo = SpecialFiles.fifo(dir, "pipe");
        assertThatThrownBy(() -> InputFile.read(fifo, LIMIT)).hasMessage("is a named pipe (FIFO), not a file");
        Path toFifo = Files.createSymbolicLink(dir.resolve("to-pipe"), fifo);
        assertThatThrownBy(() -> InputFile.read(toFifo, LIMIT)).hasMessage("is a named pipe (FIFO), not a file");
        Path zero = SpecialFiles.zeroDevice(dir, "zero");
        assertThatThrownBy(() -> InputFile.read(zero, LIMIT)).hasMessage("is a device, not a file");
        assertThatThrownBy(() -> InputFile.read(dir, LIMIT)).hasMessage("is a folder");
        assertThatThrownBy(() -> InputFile.read(dir.resolve("absent"), LIMIT)).hasMessage("does not exist");
        Path dangling = Files.createSymbolicLink(dir.resolve("dangling"), dir.resolve("absent"));
        assertThatThrownBy(() -> InputFile.read(dangling, LIMIT)).hasMessage("is a link to nothing");
    }

    @Test
    void bytesThatAreNotUtf8AreNotText() throws Exception {
        Path file = Files.write(dir.resolve("latin1.txt"), new byte[] {'c', 'a', 'f', (byte) 0xe9});
        assertThatThrownBy(() -> InputFile.readText(file, LIMIT)).hasMessage("is not text: it holds bytes that are not UTF-8");
    }
}

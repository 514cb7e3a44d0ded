package org.nimexplorer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Output that cannot be written (a full disk) is a failure the caller hears of, not exit 0. */
class OutputFailureTest {

    private static final File FULL = new File("/dev/full");

    private record Run(int status, String err) {}

    private static Run toFullDisk(Path home, String input, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(FULL);
        builder.environment().put("NIM_EXPLORER_HOME", home.toString());
        builder.environment().put("XDG_DATA_HOME", home.toString());
        builder.environment().put("HOME", home.toString());
        Process process = builder.start();
        process.getOutputStream().write(input.getBytes(StandardCharsets.UTF_8));
        process.getOutputStream().close();
        String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        return new Run(process.exitValue(), err);
    }

    @Test
    void aCommandWhoseOutputCannotBeWrittenExitsOneWithOneLineOnStderr(@TempDir Path home) throws Exception {
        assumeTrue(FULL.exists());
        Run run = toFullDisk(home, "", "analyze", "3", "4", "5");
        assertThat(run.status()).isEqualTo(1);
        assertThat(run.err().lines()).containsExactly("nim-explorer: the output could not be written (No space left on device)");
    }

    @Test
    void aPipedSessionStopsAtTheFirstLostAnswerAndKeepsWhatWasDone(@TempDir Path home) throws Exception {
        assumeTrue(FULL.exists());
        Run run = toFullDisk(home, "analyze 3 4 5\nlesson start the-game\nquit\n");
        assertThat(run.status()).isEqualTo(1);
        assertThat(run.err().lines()).containsExactly("nim-explorer: the output could not be written (No space left on device)");
        assertThat(Files.list(home).map(p -> p.getFileName().toString())).doesNotContain("progress.json");
    }

    @Test
    void aReaderThatStopsReadingGetsNoComplaint(@TempDir Path home) throws Exception {
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), Main.class.getName(), "kernel", "--max", "2000000", "--subtract", "1,3,4");
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().put("NIM_EXPLORER_HOME", home.toString());
        Process process = builder.start();
        process.getInputStream().read();
        process.getInputStream().close();
        String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(err).isEmpty();
        assertThat(process.exitValue()).isEqualTo(1);
    }
}

package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.nimexplorer.store.AppHome;
import org.nimexplorer.store.SpecialFiles;

/**
 * Devices and named pipes named as outputs and inputs. An output that is a device is written through
 * and stays the device it was (never a regular file renamed over it); a named pipe is written only
 * when a program reads it, and otherwise refused at once; a write that fails is one line. An input
 * that is not a regular file is refused before it is opened, so nothing waits on a pipe or reads a
 * device that never ends. The devices are the tests' own (made with mknod), never the system's.
 */
@Timeout(value = 30, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class DevicesAndPipesTest {

    @TempDir
    Path dir;

    private Path assignment;
    private Path handIn;

    @BeforeEach
    void anAssignmentAndOneHandIn() {
        assignment = dir.resolve("week3.assignment.json");
        assertThat(ProgramRun.run("", "assign", "--title", "Week 3", "--seed", "42", "--count", "3", "-o",
                assignment.toString()).status()).isZero();
        handIn = dir.resolve("ada.json");
        ProgramRun.run("quit\n", "quiz", "--assignment", assignment.toString(), "--name", "Ada", "--hand-in",
                handIn.toString());
        assertThat(handIn).exists();
    }

    private static void assertOneLineWithoutATrace(ProgramRun run) {
        assertThat(run.err().strip()).doesNotContain("\n").doesNotContain("Exception").doesNotContain("\tat ");
    }

    /** Every option that writes a file, each pointed with --force at a device: the device takes the text and stays. */
    static Stream<Arguments> outputOptions() {
        return Stream.of(
                Arguments.of("class report --html", List.of("class", "report", "HAND-IN", "--html", "NODE", "--force")),
                Arguments.of("class report --csv", List.of("class", "report", "HAND-IN", "--csv", "NODE", "--force")),
                Arguments.of("quiz --worksheet", List.of("quiz", "--worksheet", "NODE", "--force")),
                Arguments.of("quiz --export moodle", List.of("quiz", "--export", "moodle", "NODE", "--force")),
                Arguments.of("assign -o", List.of("assign", "--title", "W", "--seed", "1", "-o", "NODE", "--force")),
                Arguments.of("assign --key", List.of("assign", "--title", "W", "--seed", "1", "-o", "OTHER", "--key",
                        "NODE", "--force")),
                Arguments.of("quiz --hand-in", List.of("quiz", "--assignment", "ASSIGNMENT", "--name", "Bo", "--hand-in",
                        "NODE.json", "--force")));
    }

    private List<String> args(List<String> template, Path node) {
        List<String> args = new ArrayList<>();
        for (String word : template) {
            args.add(switch (word) {
                case "HAND-IN" -> handIn.toString();
                case "ASSIGNMENT" -> assignment.toString();
                case "OTHER" -> dir.resolve("other.json").toString();
                case "NODE", "NODE.json" -> node.toString();
                default -> word;
            });
        }
        return args;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("outputOptions")
    void anOutputOnADeviceIsWrittenThroughAndTheDeviceStays(String option, List<String> template) throws Exception {
        Path node = SpecialFiles.nullDevice(dir, template.contains("NODE.json") ? "null.json" : "null");
        Object inode = SpecialFiles.inode(node);
        ProgramRun run = ProgramRun.run("quit\n", args(template, node).toArray(String[]::new));
        assertThat(run.err()).as(option).doesNotContain("error").doesNotContain("cannot write");
        assertThat(SpecialFiles.isCharacterDevice(node)).as(option + " left a device").isTrue();
        assertThat(SpecialFiles.inode(node)).as(option + " left the same device").isEqualTo(inode);
        assertThat(dir.toFile().list()).as("nothing is left beside it").noneMatch(n -> n.endsWith(".tmp"));
    }

    @Test
    void aWriteThatFailsOnAFullDeviceIsOneLineAndTheDeviceStays() throws Exception {
        Path full = SpecialFiles.fullDevice(dir, "full");
        ProgramRun csv = ProgramRun.run("", "class", "report", handIn.toString(), "--csv", full.toString(), "--force");
        assertThat(csv.status()).isEqualTo(2);
        assertThat(csv.err()).isEqualTo("nim-explorer: --csv: cannot write '" + full + "' (No space left on device)\n");
        assertThat(csv.out()).doesNotContain("Written:");
        ProgramRun sheet = ProgramRun.run("", "quiz", "--worksheet", full.toString(), "--force");
        assertThat(sheet.status()).isEqualTo(2);
        assertThat(sheet.err()).contains("No space left on device");
        assertOneLineWithoutATrace(sheet);
        assertThat(SpecialFiles.isCharacterDevice(full)).isTrue();
    }

    @Test
    void anOutputOnANamedPipeThatNobodyReadsIsRefusedAtOnceAndThePipeStays() {
        Path fifo = SpecialFiles.fifo(dir, "sheet.md");
        long started = System.nanoTime();
        ProgramRun run = ProgramRun.run("", "quiz", "--worksheet", fifo.toString(), "--force");
        assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started)).isLessThan(5_000);
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("'" + fifo + "'").contains("a named pipe (FIFO) that no program is reading");
        assertOneLineWithoutATrace(run);
        assertThat(SpecialFiles.isFifo(fifo)).isTrue();
    }

    @Test
    void anOutputOnANamedPipeThatAProgramReadsReachesIt() throws Exception {
        Path fifo = SpecialFiles.fifo(dir, "sheet.md");
        CompletableFuture<String> reader = CompletableFuture.supplyAsync(() -> {
            try (FileChannel in = FileChannel.open(fifo, StandardOpenOption.READ)) {
                return new String(Channels.newInputStream(in).readAllBytes(), StandardCharsets.UTF_8);
            } catch (Exception e) {
                return e.toString();
            }
        });
        ProgramRun run = ProgramRun.run("", "quiz", "--worksheet", fifo.toString(), "--seed", "7", "--count", "2");
        assertThat(run.err()).isEmpty();
        assertThat(reader.get(10, TimeUnit.SECONDS)).startsWith("# Nim quiz").contains("## Answer key");
        assertThat(SpecialFiles.isFifo(fifo)).isTrue();
    }

    @Test
    void aNamedPipeAsAHandInOrAnAssignmentIsRefusedWithoutWaitingOnIt() {
        Path fifo = SpecialFiles.fifo(dir, "fifo.json");
        ProgramRun report = ProgramRun.run("", "class", "report", fifo.toString(), handIn.toString());
        assertThat(report.status()).isZero();
        assertThat(report.out().replaceAll("\\s+", " ")).contains(fifo + ": is a named pipe (FIFO), not a file");
        ProgramRun quiz = ProgramRun.run("", "quiz", "--assignment", fifo.toString(), "--name", "Ada");
        assertThat(quiz.status()).isEqualTo(2);
        assertThat(quiz.err()).isEqualTo("nim-explorer: --assignment: '" + fifo + "' is a named pipe (FIFO), not a"
                + " file\n");
    }

    /** Reading a device that never ends once took gigabytes: the size a device states is 0. */
    @Test
    void aDeviceAsAHandInOrAnAssignmentIsRefusedWithoutReadingIt() {
        Path zero = SpecialFiles.zeroDevice(dir, "zero.json");
        ProgramRun report = ProgramRun.run("", "class", "report", zero.toString(), handIn.toString());
        assertThat(report.status()).isZero();
        assertThat(report.out().replaceAll("\\s+", " ")).contains(zero + ": is a device, not a file");
        ProgramRun quiz = ProgramRun.run("", "quiz", "--assignment", zero.toString(), "--name", "Ada");
        assertThat(quiz.status()).isEqualTo(2);
        assertThat(quiz.err()).isEqualTo("nim-explorer: --assignment: '" + zero + "' is a device, not a file\n");
    }

    @Test
    void aSessionNeverWaitsOnANamedPipeAndGoesOn() {
        Path fifo = SpecialFiles.fifo(dir, "pipe.txt");
        Script s = Script.runIn(new AppHome(dir.resolve("home")), "record " + fifo + " --append",
                "lesson start the-game --walkthrough --step-log " + fifo + " --append",
                "lesson start the-game --walkthrough --step-log " + fifo + " --force", "lesson stop",
                "source " + fifo, "analyze @" + fifo, "xor 5 6");
        assertThat(s.out()).contains("5 xor 6 = 3").doesNotContain("Recording to");
        assertThat(s.err().lines().filter(l -> l.contains("a named pipe (FIFO) that no program is reading"))).hasSize(3);
        assertThat(s.err().lines().filter(l -> l.contains("is a named pipe (FIFO), not a file"))).hasSize(2);
        assertThat(s.err()).doesNotContain("Exception");
        assertThat(SpecialFiles.isFifo(fifo)).isTrue();
    }

    @Test
    void aNamedPipeInALessonFolderIsAProblemNamedNotAWait() throws Exception {
        Path lessons = Files.createDirectories(dir.resolve("lessons"));
        Path fifo = SpecialFiles.fifo(lessons, "pipe.md");
        Script s = Script.runIn(new AppHome(dir.resolve("home")), "lesson validate " + lessons);
        assertThat(s.err()).contains(fifo + ": is a named pipe (FIFO), not a file");
    }
}

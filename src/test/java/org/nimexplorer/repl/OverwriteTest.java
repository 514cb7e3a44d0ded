package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.store.AppHome;

/**
 * A file that is already there is replaced only when the learner asks (--force, or record's
 * --append to add to it), and the script a running 'source' reads is never written.
 */
class OverwriteTest {

    private static final String KEEP = "the learner's own notes\n";

    private static String oneLine(String text) {
        return text.replaceAll("\\s+", " ");
    }

    @Test
    void recordOntoAnExistingFileIsRefusedAndSuggestsAppendOrForce(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("t.txt"), KEEP);
        Script s = Script.runIn(new AppHome(dir.resolve("home")), "record " + file, "xor 5 6", "record stop");
        assertThat(s.err()).contains("'" + file + "' already exists: add --append to add the transcript to it, or"
                + " --force to replace it");
        assertThat(s.out()).doesNotContain("Recording to").contains("Not recording.");
        assertThat(Files.readString(file)).isEqualTo(KEEP);
    }

    @Test
    void recordAppendAddsTheTranscriptAfterWhatWasThere(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("t.txt"), KEEP);
        Script s = Script.runIn(new AppHome(dir.resolve("home")), "record " + file + " --append", "xor 5 6", "record stop");
        assertThat(s.err()).isEmpty();
        assertThat(Files.readString(file)).startsWith(KEEP).contains("\nxor 5 6\n#> 5 xor 6 = 3");
    }

    @Test
    void recordForceReplacesTheFile(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("t.txt"), KEEP);
        Script s = Script.runIn(new AppHome(dir.resolve("home")), "record " + file + " --force", "xor 5 6", "record stop");
        assertThat(s.err()).isEmpty();
        assertThat(Files.readString(file)).doesNotContain(KEEP).contains("xor 5 6");
    }

    @Test
    void aRefusedRecordLeavesTheRecordingUnderWayGoing(@TempDir Path dir) throws Exception {
        Path first = dir.resolve("first.txt");
        Path taken = Files.writeString(dir.resolve("taken.txt"), KEEP);
        Script.runIn(new AppHome(dir.resolve("home")), "record " + first, "record " + taken, "xor 5 6", "record stop");
        assertThat(Files.readString(first)).contains("\nxor 5 6\n#> 5 xor 6 = 3");
        assertThat(Files.readString(taken)).isEqualTo(KEEP);
    }

    @Test
    void recordingAgainOntoTheSameFileWithForceStartsItCleanly(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("t.txt");
        Script.runIn(new AppHome(dir.resolve("home")), "record " + file, "xor 1 2", "record " + file + " --force",
                "xor 5 6", "record stop");
        String text = Files.readString(file);
        assertThat(text).doesNotContain("xor 1 2").doesNotContain("\0").contains("xor 5 6");
    }

    @Test
    void recordWithAppendAndForceTogetherIsRefused(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("t.txt"), KEEP);
        Script s = Script.runIn(new AppHome(dir.resolve("home")), "record " + file + " --append --force");
        assertThat(s.err()).contains("--append adds to FILE and --force replaces it: give one of them");
        assertThat(Files.readString(file)).isEqualTo(KEEP);
    }

    @Test
    void recordOntoTheScriptThatSourceIsRunningIsRefusedEvenWithForce(@TempDir Path dir) throws Exception {
        Path script = dir.resolve("demo.txt");
        // The same file by another name: the check compares files, not spellings.
        String sameFile = dir.resolve(".").resolve("demo.txt").toString();
        String text = "record " + sameFile + " --force\nxor 5 6\nrecord " + sameFile + " --append\nrecord stop\n";
        Files.writeString(script, text);
        Script s = Script.runIn(new AppHome(dir.resolve("home")), "source " + script);
        assertThat(oneLine(s.err())).contains("cannot record to '" + sameFile + "': 'source' is running that file;"
                + " record to another file");
        assertThat(s.err().lines().count()).isEqualTo(2);
        assertThat(s.out()).contains("5 xor 6 = 3");
        assertThat(Files.readString(script)).isEqualTo(text);
    }

    @Test
    void recordOntoAScriptThatSourcedTheRunningOneIsRefusedToo(@TempDir Path dir) throws Exception {
        Path outer = dir.resolve("outer.txt");
        Path inner = Files.writeString(dir.resolve("inner.txt"), "record " + outer + " --force\n");
        String text = "source " + inner + "\n";
        Files.writeString(outer, text);
        Script s = Script.runIn(new AppHome(dir.resolve("home")), "source " + outer);
        assertThat(s.err()).contains("'source' is running that file");
        assertThat(Files.readString(outer)).isEqualTo(text);
    }

    @Test
    void anExistingReportIsRefusedBeforeTheFirstQuestion(@TempDir Path dir) throws Exception {
        Path report = Files.writeString(dir.resolve("class.csv"), KEEP);
        Script s = Script.runIn(new AppHome(dir.resolve("home")), "quiz --seed 7 --count 3 --report " + report);
        assertThat(s.err()).contains("--report: '" + report + "' already exists; add --force to replace it, or choose"
                + " another name");
        assertThat(s.err().lines().count()).isEqualTo(1);
        assertThat(s.out()).doesNotContain("Question 1/3");
        assertThat(Files.readString(report)).isEqualTo(KEEP);
    }

    @Test
    void forceReplacesAnExistingReport(@TempDir Path dir) throws Exception {
        Path report = Files.writeString(dir.resolve("class.csv"), KEEP);
        Script s = Script.runIn(new AppHome(dir.resolve("home")), "quiz --seed 7 --count 2 --force --report " + report,
                "skip", "skip");
        assertThat(s.out()).contains("Report written to " + report);
        assertThat(Files.readString(report)).doesNotContain(KEEP).startsWith("number,kind,question");
    }

    @Test
    void anExistingWorksheetIsRefusedAndForceReplacesIt(@TempDir Path dir) throws Exception {
        Path sheet = Files.writeString(dir.resolve("sheet.md"), KEEP);
        AppHome home = new AppHome(dir.resolve("home"));
        Script refused = Script.runIn(home, "quiz --seed 7 --count 3 --worksheet " + sheet);
        assertThat(refused.err()).contains("--worksheet: '" + sheet + "' already exists; add --force to replace it, or"
                + " choose another name");
        assertThat(Files.readString(sheet)).isEqualTo(KEEP);
        Script forced = Script.runIn(home, "quiz --seed 7 --count 3 --worksheet " + sheet + " --force");
        assertThat(forced.err()).isEmpty();
        assertThat(Files.readString(sheet)).startsWith("# Nim quiz");
    }

    @Test
    void aReportOrWorksheetOntoTheRunningScriptIsRefusedEvenWithForce(@TempDir Path dir) throws Exception {
        Path script = dir.resolve("lesson.csv");
        String text = "quiz --seed 7 --count 1 --force --report " + script + "\nquiz --seed 7 --count 1 --force"
                + " --worksheet " + script + "\n";
        Files.writeString(script, text);
        Script s = Script.runIn(new AppHome(dir.resolve("home")), "source " + script);
        assertThat(s.err()).contains("--report: '" + script + "' is the file 'source' is running; choose another name")
                .contains("--worksheet: '" + script + "' is the file 'source' is running; choose another name");
        assertThat(s.out()).doesNotContain("Question 1/1");
        assertThat(Files.readString(script)).isEqualTo(text);
    }
}

package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Golden transcripts: the inputs of a recorded session, run again, must print exactly what was recorded. */
class TranscriptTest {

    private static Path golden(String name) throws URISyntaxException {
        return Path.of(TranscriptTest.class.getResource("/transcripts/" + name).toURI());
    }

    /** The transcript without the lines that name the file it was written to. */
    private static List<String> comparable(Path transcript) throws IOException {
        return Files.readAllLines(transcript).stream()
                .filter(l -> !l.startsWith("# Nim Explorer transcript") && !l.startsWith("#> Recording to")
                        && !l.startsWith("record ") && !l.startsWith("#> Transcript saved"))
                .toList();
    }

    /**
     * three-four-five: a game of Nim with a slip; prove-your-claim: a learner's session with prove claim
     * (a wrong set, its counterexample, the fix, a wrong rule, the rule).
     */
    @ParameterizedTest
    @ValueSource(strings = {"three-four-five.txt", "prove-your-claim.txt"})
    void aRecordedSessionReplaysToTheRecordedOutput(String name, @TempDir Path dir) throws Exception {
        Path golden = golden(name);
        List<String> lines = new ArrayList<>();
        lines.add("record " + dir.resolve("again.txt"));
        comparable(golden).stream().filter(l -> !l.startsWith("#")).forEach(lines::add);
        lines.add("record stop");
        Script.run(lines.toArray(String[]::new));
        assertThat(comparable(dir.resolve("again.txt"))).containsExactlyElementsOf(comparable(golden));
    }

    /** The prove-claim golden holds the counterexample and the refutation, so replaying it checks them. */
    @Test
    void theProveYourClaimSessionShowsTheCounterexampleAndTheRefutation() throws Exception {
        assertThat(comparable(golden("prove-your-claim.txt"))).contains("#> Property 2, lemma 1's shape (from K every"
                + " move leaves K): fails at 0 0 1: C-1", "#>   7 7 7 it plays A-7, leaving 0 7 7.");
    }

    @Test
    void aTranscriptReplaysWithSource() throws Exception {
        Script s = Script.run("source " + golden("three-four-five.txt"));
        assertThat(s.out()).contains("You lost the thread at move 3 (B-4)").contains("  analyze 1 4 4");
        assertThat(s.err()).contains("error: heap C has only 1: take 1 from C");
    }

    @Test
    void aTranscriptHasNoColourCodesAndMarksOutput(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("t.txt");
        Script.run("record " + file, "analyze 1 2 3", "bogus", "record stop");
        List<String> lines = Files.readAllLines(file);
        assertThat(lines).contains("analyze 1 2 3").contains("bogus")
                .anyMatch(l -> l.startsWith("#> error: unknown command 'bogus'"))
                .allMatch(l -> !l.contains("\u001b"));
        assertThat(lines).as("replayed, 'record stop' would only say 'Not recording.'").doesNotContain("record stop");
        assertThat(Script.run("source " + file).out()).doesNotContain("Not recording");
    }
}

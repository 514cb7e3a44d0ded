package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.render.Wrap;
import org.nimexplorer.store.AppHome;
import org.nimexplorer.store.SpecialFiles;

class HostileInputTest {

    private static final String ALPHABET = "abcdeftakefromAZ0123456789 -=,.;:'\"\\@#$%^&*()[]{}<>|!?~`\t\u001b\u0007\u0000"
            + "\u00e9\u00df\u202e\u200b\ud83d\ude00";

    private static List<String> hostileLines() {
        Random random = new Random(20261122);
        List<String> lines = new ArrayList<>(List.of(
                "\u001b[2J\u001b[H clear the screen", "set 99999999999999999999999", "set -1 2", "set 1 2 3 " + "9 ".repeat(4000),
                "analyze " + "1".repeat(5000), "take " + "9".repeat(30) + " from A", "A-" + "9".repeat(40), "A=-1",
                "take 1 from " + "Z".repeat(60), "\"unclosed quote", "'", "\\", "play --coach maybe",
                "play 3 4 5 --subtract 1-99999", "kernel --max -5", "verify --heaps 12 --max 63",
                "help " + "x".repeat(3000), "x".repeat(20000), "set 3 4 5", "A to B", "take from A", "A--2",
                "undo", "redo", "redo", "source", "source ''", "set 0 0 0", "A-1", "play 0 0", "resign",
                "check 3 4 5 --move", "check 3 4 5 --move '\u001b[31m'", "analyze @", "analyze @/dev/null",
                "--help", "-", "# only a comment", "   ", "\u0000\u0000", "exit now please", "source /dev/zero",
                "analyze @/dev/zero", "source /", "analyze @/", "quiz --count 99999", "lesson start ../../etc/passwd",
                "conjecture ((((((", "conjecture " + "(".repeat(3000), "prove lemma2 " + "9 ".repeat(3000), "tree 40 40",
                "table --fix 99999999999", "lesson goto -1", "next", "hint", "reveal", "answer", "play 0",
                "xor-table 99", "kernel-proof --subtract 1-1000 --max 10000",
                // Requests that once took gigabytes; the suite's heap is 512 MiB, so they must be refused or small.
                "tree 10000", "tree 9223372036854775807 --depth 1", "tree 5 --depth -1", "tree 10000000 --misere",
                "verify --heaps 11 --max 6 --misere --subtract 1,3,4", "verify --heaps 12 --max 7",
                "kernel --max 10000000 --subtract 1-1000 --misere", "table --fix 1000 --max 24 --misere --subtract 1-1000",
                "conjecture --heaps 6 --max 63 a==0",
                // Searches of other games and misère sums that once took gigabytes or ended in an internal error.
                "analyze --misere kayles:30000", "analyze --misere kayles:9223372036854775807",
                "check --misere kayles:9223372036854775807 --move A-1", "analyze --misere --game lasker 9223372036854775806",
                "analyze --misere nim:9223372036854775807 kayles:3", "analyze --misere sub[1,3,4]:9223372036854775807",
                "kernel --misere --game kayles --max 100", "verify --game kayles --heaps 3 --max 1000",
                "table --game lasker --fix lasker:1000 --max 24", "verify --game 0.137 --heaps 2 --max 60",
                "conjecture --game lasker --heaps 2 --max 1000 g(a)==g(b)"));
        for (int i = 0; i < 3000; i++) {
            StringBuilder line = new StringBuilder();
            int length = random.nextInt(i % 100 == 0 ? 2000 : 40);
            for (int j = 0; j < length; j++) {
                line.appendCodePoint(ALPHABET.codePointAt(ALPHABET.offsetByCodePoints(0,
                        random.nextInt(ALPHABET.codePointCount(0, ALPHABET.length())))));
            }
            lines.add(random.nextInt(4) == 0 ? "set 3 4 5 " + line : line.toString());
        }
        lines.removeIf(l -> l.strip().toLowerCase().startsWith("record") || l.strip().toLowerCase().startsWith("quit")
                || l.strip().toLowerCase().startsWith("exit"));
        return lines;
    }

    @Test
    void thousandsOfHostileLinesNeverBreakTheSessionNorEchoControlCharacters() {
        List<String> lines = hostileLines();
        lines.add("analyze 3 4 5 --json");
        Script s = Script.run(lines.toArray(String[]::new));
        assertThat(s.err()).doesNotContain("internal error").doesNotContain("Exception");
        assertThat(s.out() + s.err()).doesNotContain("\u001b").doesNotContain("\u0007").doesNotContain("\u0000");
        assertThat(s.err().lines()).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(400));
        String last = s.out().strip().lines().reduce((a, b) -> b).orElseThrow();
        assertThat(last).isEqualTo("{\"heaps\":[3,4,5],\"rules\":{\"play\":\"normal\",\"subtract\":null,\"game\":\"nim\"},"
                + "\"nimSum\":2,"
                + "\"outcome\":\"N\",\"winningMoves\":[{\"heap\":1,\"take\":2,\"leaves\":[1,4,5]}]}");
    }

    /**
     * The same lines typed at a narrow terminal, as on a pty: Ctrl-C and Ctrl-D in the middle of lines,
     * escape sequences, a window 40 columns wide. The session answers every line, paints nothing wider
     * than the window, and leaves with status 0.
     */
    @Test
    void hostileLinesTypedAtANarrowTerminalWithControlKeys(@TempDir Path dir) throws Exception {
        List<String> lines = hostileLines().subList(0, 800);
        StringBuilder typed = new StringBuilder();
        Random random = new Random(7);
        for (String line : lines) {
            String clean = line.replace("\u0004", "").replace("\n", " ").replace("\r", " ");
            int cut = random.nextInt(12) == 0 && !clean.isEmpty() ? random.nextInt(clean.length()) : -1;
            typed.append(cut < 0 ? clean : clean.substring(0, cut) + "\u0003" + clean.substring(cut)).append('\n');
        }
        typed.append("analyze 3 4 5\n");
        String screen = TerminalSessionTest.session(new AppHome(dir), typed.toString(), 40);
        assertThat(screen).doesNotContain("internal error").doesNotContain("Exception").doesNotContain("\tat ");
        assertThat(screen).contains("N-position: the player to move wins");
        String keys = typed.toString();
        // The terminal's echo of what was typed (with its control characters) is the learner's, not ours.
        assertThat(Arrays.stream(screen.split("\n")).filter(line -> !line.contains("> ") && !keys.contains(line.replace("^C", ""))
                && line.chars().noneMatch(Character::isISOControl)))
                .allSatisfy(line -> assertThat(Wrap.visibleLength(line)).as(line).isLessThanOrEqualTo(40));
    }

    /**
     * Every command that reads or writes a file, pointed at a named pipe nobody writes or reads, at
     * devices of the test's own (null, full, zero), a link to /etc/passwd, a folder and the session's
     * progress file: each answers at once in one line or writes through, and nothing is replaced.
     */
    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void filesThatAreNotFilesNeverHangTheSessionNorGetReplaced(@TempDir Path dir) throws Exception {
        Path fifo = SpecialFiles.fifo(dir, "pipe");
        Path nul = SpecialFiles.nullDevice(dir, "null");
        Path full = SpecialFiles.fullDevice(dir, "full");
        Path zero = SpecialFiles.zeroDevice(dir, "zero");
        Path passwd = Files.createSymbolicLink(dir.resolve("passwd"), Path.of("/etc/passwd"));
        Path folder = Files.createDirectories(dir.resolve("folder"));
        AppHome home = new AppHome(dir.resolve("home"));
        Path assignment = dir.resolve("a.json");
        List<String> lines = new ArrayList<>(List.of("assign --title W --seed 1 --count 2 -o " + assignment, "lesson start xor",
                "lesson stop"));
        List<String> templates = List.of("source F", "analyze @F", "analyze --game kayles @F", "record F --append",
                "record F --force", "record stop", "lesson start the-game --walkthrough --step-log F --append",
                "lesson start the-game --walkthrough --step-log F --force", "lesson stop", "quiz --worksheet F --force",
                "quiz --export gift F --force", "quiz --assignment F --name Ada", "lesson validate F",
                "class report F", "class report F --assignment " + assignment,
                "quiz --assignment " + assignment + " --name Ada --hand-in F --force", "skip", "skip");
        for (Path file : List.of(fifo, nul, full, zero, passwd, folder, home.progress())) {
            // A script or a heap file is the user's own, and a bad word in it is quoted (cut short) to say which.
            templates.stream().filter(t -> file != passwd || !t.startsWith("source") && !t.startsWith("analyze"))
                    .forEach(t -> lines.add(t.replace("F", file.toString())));
        }
        lines.add("xor 5 6");
        Script s = Script.runIn(home, lines.toArray(String[]::new));
        assertThat(s.out()).contains("5 xor 6 = 3");
        assertThat(s.err()).doesNotContain("Exception").doesNotContain("\tat ").doesNotContain("root:");
        assertThat(s.out()).doesNotContain("root:").doesNotContain("Transcript saved to " + home.progress());
        assertThat(s.err().lines()).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(400));
        assertThat(SpecialFiles.isFifo(fifo)).isTrue();
        for (Path device : List.of(nul, full, zero)) {
            assertThat(SpecialFiles.isCharacterDevice(device)).as(device.toString()).isTrue();
        }
        assertThat(Files.isSymbolicLink(passwd)).isTrue();
        assertThat(folder).isEmptyDirectory();
        assertThat(Files.readString(home.progress())).startsWith("{");
    }
}

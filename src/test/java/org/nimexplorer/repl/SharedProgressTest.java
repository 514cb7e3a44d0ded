package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.Main;
import org.nimexplorer.store.AppHome;

/**
 * Two sessions on one progress file, their commands interleaved (two terminals on one home, or two
 * sessions of the class server in one process): each keeps what the other saved.
 */
class SharedProgressTest {

    /** After 'lesson start': reveal and next, three times, which leaves both lessons unfinished. */
    private static final List<String> REVEAL_NEXT = List.of("reveal", "next", "reveal", "next", "reveal", "next");

    private static JsonNode file(AppHome home) throws IOException {
        return new ObjectMapper().readTree(home.progress().toFile());
    }

    /** The progress of lesson {@code id} after {@code lines} in a session alone on a fresh home. */
    private static JsonNode alone(Path dir, String id, List<String> lines) throws IOException {
        AppHome home = new AppHome(dir);
        LessonDriver d = new LessonDriver(home);
        d.run("lesson start " + id);
        lines.forEach(d::run);
        return file(home);
    }

    /** The line 'lesson list' shows under lesson {@code id}: where the learner is in it. */
    private static String state(String listing, String id) {
        List<String> lines = listing.lines().toList();
        for (int i = 0; i + 1 < lines.size(); i++) {
            if (lines.get(i).startsWith("  " + id + " ")) {
                return lines.get(i + 1).strip();
            }
        }
        throw new AssertionError("no lesson " + id + " in:\n" + listing);
    }

    @Test
    void twoSessionsInOneProcessInterleavedKeepBothLessons(@TempDir Path dir) throws Exception {
        AppHome shared = new AppHome(dir.resolve("shared"));
        LessonDriver a = new LessonDriver(shared);
        LessonDriver b = new LessonDriver(shared);
        a.run("lesson start the-game");
        b.run("lesson start xor");
        for (String line : REVEAL_NEXT) {
            a.run(line);
            b.run(line);
        }
        JsonNode theGame = alone(dir.resolve("a"), "the-game", REVEAL_NEXT);
        JsonNode xor = alone(dir.resolve("b"), "xor", REVEAL_NEXT);
        assertThat(file(shared).at("/lessons/the-game")).as("A's lesson, as A alone would have saved it")
                .isEqualTo(theGame.at("/lessons/the-game"));
        assertThat(file(shared).at("/lessons/xor")).isEqualTo(xor.at("/lessons/xor"));
        for (LessonDriver session : List.of(a, b)) {
            String listing = session.run("lesson list");
            assertThat(state(listing, "the-game")).startsWith("in progress at step "
                    + (theGame.at("/lessons/the-game/step").asInt() + 1) + "/");
            assertThat(state(listing, "xor")).startsWith("in progress at step "
                    + (xor.at("/lessons/xor/step").asInt() + 1) + "/");
        }
    }

    @Test
    void answersGivenInTwoSessionsAreAllCountedInEachSessionsProgress(@TempDir Path dir) throws Exception {
        AppHome shared = new AppHome(dir.resolve("shared"));
        LessonDriver a = new LessonDriver(shared);
        LessonDriver b = new LessonDriver(shared);
        a.run("lesson start the-game");
        b.run("lesson start xor");
        a.run("a");
        b.run("1101");
        a.run("c");
        b.run("next");
        b.run("111");
        JsonNode aAlone = alone(dir.resolve("a"), "the-game", List.of("a", "c"));
        JsonNode bAlone = alone(dir.resolve("b"), "xor", List.of("1101", "next", "111"));
        ObjectNode ideas = new ObjectMapper().createObjectNode();
        for (JsonNode one : List.of(aAlone, bAlone)) {
            one.get("ideas").fields().forEachRemaining(e -> {
                ObjectNode sum = ideas.has(e.getKey()) ? (ObjectNode) ideas.get(e.getKey()) : ideas.putObject(e.getKey());
                sum.put("right", sum.path("right").asInt() + e.getValue().get("right").asInt());
                sum.put("wrong", sum.path("wrong").asInt() + e.getValue().get("wrong").asInt());
            });
        }
        assertThat(file(shared).get("ideas")).as("every answer of both sessions").isEqualTo(ideas);
        String fresh = new LessonDriver(shared).run("progress");
        assertThat(fresh).contains("right  wrong");
        assertThat(a.run("progress")).isEqualTo(fresh);
        assertThat(b.run("progress")).isEqualTo(fresh);
    }

    /** The program in a process of its own, its standard input a pipe fed one line at a time. */
    private static final class Program implements AutoCloseable {
        private final Process process;
        private final StringBuffer out = new StringBuffer();
        private final OutputStream in;
        private int sent;

        Program(Path home) throws IOException {
            ProcessBuilder builder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"), Main.class.getName())
                    .redirectErrorStream(true);
            builder.environment().put("NIM_EXPLORER_HOME", home.toString());
            process = builder.start();
            in = process.getOutputStream();
            Thread reader = new Thread(() -> copy(process.getInputStream()));
            reader.setDaemon(true);
            reader.start();
        }

        private void copy(InputStream from) {
            byte[] buffer = new byte[8192];
            try {
                for (int n; (n = from.read(buffer)) > 0; ) {
                    out.append(new String(buffer, 0, n, StandardCharsets.UTF_8));
                }
            } catch (IOException e) {
                out.append("(read failed: ").append(e.getMessage()).append(')');
            }
        }

        /** Sends {@code line} and waits until the program has run it: a marker command after it has answered. */
        void send(String line) throws Exception {
            long marker = 1_000_000 + sent++;
            in.write((line + "\nxor " + marker + " 0\n").getBytes(StandardCharsets.UTF_8));
            in.flush();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (!out.toString().contains(marker + " xor 0 = ")) {
                assertThat(System.nanoTime()).as("an answer to '" + line + "' in:\n" + out).isLessThan(deadline);
                Thread.sleep(5);
            }
        }

        /** Ends the session as the learner would, and what it printed. */
        String quit() throws Exception {
            in.write("quit\n".getBytes(StandardCharsets.UTF_8));
            in.close();
            assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
            return out.toString();
        }

        @Override
        public void close() {
            process.destroyForcibly();
        }
    }

    @Test
    void twoProcessesOnOneHomeInterleavedKeepBothLessons(@TempDir Path dir) throws Exception {
        AppHome shared = new AppHome(dir.resolve("shared"));
        List<String> said = new ArrayList<>();
        try (Program a = new Program(shared.progress().getParent()); Program b = new Program(shared.progress().getParent())) {
            a.send("lesson start the-game");
            b.send("lesson start xor");
            for (String line : REVEAL_NEXT) {
                a.send(line);
                b.send(line);
            }
            said.add(a.quit());
            said.add(b.quit());
        }
        assertThat(said).allMatch(s -> s.contains("Progress saved in")).noneMatch(s -> s.contains("warning"));
        assertThat(file(shared).at("/lessons/the-game"))
                .isEqualTo(alone(dir.resolve("a"), "the-game", REVEAL_NEXT).at("/lessons/the-game"));
        assertThat(file(shared).at("/lessons/xor")).isEqualTo(alone(dir.resolve("b"), "xor", REVEAL_NEXT).at("/lessons/xor"));
    }
}

package org.nimexplorer.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import javax.tools.ToolProvider;

/**
 * Whole-process timings of the packaged jar, each the median of several runs: the figures the
 * engine issue asks for. Run with {@code mvn -Pbench verify}; not part of the test suite.
 */
public final class StartupAndSpeed {

    private static final String JAR = "target/nim-explorer.jar";

    private StartupAndSpeed() {}

    public static void main(String[] args) throws Exception {
        Path work = Files.createTempDirectory("nim-bench");
        Path hello = helloWorld(work);
        Path heaps = millionHeaps(work);
        double helloMs = median(9, List.of("java", "-cp", hello.toString(), "Hello"));
        double analyzeMs = median(9, jar("analyze", "3", "4", "5"));
        report("JVM hello world", helloMs);
        report("analyze 3 4 5", analyzeMs);
        System.out.printf("%-40s %8.2f%n", "start-up ratio (analyze / hello)", analyzeMs / helloMs);
        System.out.printf("%-40s %s%n", "REPL launch to first prompt (pty)", firstPrompt());
        report("analyze @FILE (1,000,000 heaps)", median(5, jar("analyze", "@" + heaps)));
        report("verify --heaps 4 --max 63", median(5, jar("verify", "--heaps", "4", "--max", "63", "--json")));
        report("verify --heaps 5 --max 63", median(3, jar("verify", "--heaps", "5", "--max", "63", "--json")));
        report("prove claim (3 heaps to 63)", median(5, jar("prove", "claim", "a xor b xor c == 0", "--heaps", "3",
                "--max", "63", "--json")));
        report("prove claim --rule (4 heaps to 63)", median(3, jar("prove", "claim", "s == 0", "--heaps", "4",
                "--max", "63", "--rule", "first x with x xor s < x to x xor s", "--json")));
    }

    /** The REPL needs a terminal to show its prompt: a small Python script provides a pseudo-terminal. */
    private static String firstPrompt() throws IOException, InterruptedException {
        Path script = Files.createTempFile("first-prompt", ".py");
        try (var in = StartupAndSpeed.class.getResourceAsStream("/bench/first-prompt.py")) {
            Files.write(script, in.readAllBytes());
        }
        Process p = new ProcessBuilder("python3", script.toString(), "11", "java", "-jar", JAR)
                .redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes()).strip();
        return p.waitFor() == 0 ? output : "not measured (" + output + ")";
    }

    private static List<String> jar(String... args) {
        List<String> command = new ArrayList<>(List.of("java", "-jar", JAR));
        command.addAll(Arrays.asList(args));
        return command;
    }

    private static void report(String what, double ms) {
        System.out.printf("%-40s %8.0f ms%n", what, ms);
    }

    private static double median(int runs, List<String> command) throws IOException, InterruptedException {
        double[] times = new double[runs];
        for (int i = 0; i < runs; i++) {
            long start = System.nanoTime();
            Process p = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(ProcessBuilder.Redirect.INHERIT).start();
            if (p.waitFor() != 0) {
                throw new IllegalStateException(command + " exited with " + p.exitValue());
            }
            times[i] = (System.nanoTime() - start) / 1e6;
        }
        Arrays.sort(times);
        return times[runs / 2];
    }

    private static Path helloWorld(Path dir) throws IOException {
        Path source = dir.resolve("Hello.java");
        Files.writeString(source, "public class Hello { public static void main(String[] a) {"
                + " System.out.println(\"hello\"); } }");
        if (ToolProvider.getSystemJavaCompiler().run(null, null, null, source.toString()) != 0) {
            throw new IllegalStateException("could not compile the hello world");
        }
        return dir;
    }

    private static Path millionHeaps(Path dir) throws IOException {
        Random random = new Random(1);
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 1_000_000; i++) {
            text.append(random.nextLong() >>> 2).append(i % 16 == 15 ? '\n' : ' ');
        }
        Path file = dir.resolve("heaps.txt");
        Files.writeString(file, text);
        return file;
    }
}

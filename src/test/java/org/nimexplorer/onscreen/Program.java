package org.nimexplorer.onscreen;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The whole program run as a user runs it, in a process of its own in a folder of the test's, with its progress
 * there too: what it printed, and its exit status. These tests look at what the program writes as a person sees it,
 * not at its code, and so stay out of the mutation runs (a mutant lives only in the JVM that tests it).
 */
record Program(int status, String out) {

    private static final int SECONDS = 60;

    /** Runs {@code args} in {@code dir}, with {@code input} on standard input. */
    static Program run(Path dir, String input, String... args) {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-Xmx256m", "-cp", System.getProperty("java.class.path"), "org.nimexplorer.Main"));
        command.addAll(List.of(args));
        try {
            Path out = Files.createTempFile(dir, "out", ".txt");
            ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                    .redirectOutput(out.toFile());
            builder.environment().put("NIM_EXPLORER_HOME", dir.resolve("home").toString());
            builder.environment().put("NO_COLOR", "1");
            Process p = builder.start();
            p.getOutputStream().write(input.getBytes(StandardCharsets.UTF_8));
            p.getOutputStream().close();
            if (!p.waitFor(SECONDS, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new AssertionError("no answer in " + SECONDS + " s from " + String.join(" ", args));
            }
            return new Program(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }
}

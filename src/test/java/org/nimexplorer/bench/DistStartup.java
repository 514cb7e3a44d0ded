package org.nimexplorer.bench;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javax.tools.ToolProvider;

/**
 * Start-up of the distribution against the plain jar and a JVM hello world: whole-process wall
 * times, every variant run once per round, rounds interleaved, medians of the rounds. The variants
 * take the launcher's choices one at a time (the runtime alone, class-data sharing, picocli's
 * classes at version 52, C1 only, the collector), so each choice has its own figure. Then the
 * first prompt of the session on a pseudo-terminal, plain jar against launcher.
 * Run with {@code mvn -Pdist,bench verify -DskipTests}; not part of the test suite.
 */
public final class DistStartup {

    private static final String VERSION = "0.1.0";

    private record Variant(String name, List<String> command) {}

    private DistStartup() {}

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        Path image = Path.of("target/dist/nim-explorer-" + VERSION);
        if (!Files.isExecutable(image.resolve("bin/nim-explorer"))) {
            System.out.println("DistStartup: no app image in " + image + "; build it with mvn -Pdist package");
            return;
        }
        Path work = Files.createTempDirectory("nim-dist-bench");
        Path home = work.resolve("home");
        String java = image.resolve("lib/runtime/bin/java").toString();
        String jar = image.resolve("lib/nim-explorer.jar").toString();
        String userArchive = userArchive(image, home);
        String oldArchive = dump(java, image, "target/nim-explorer.jar", work.resolve("picocli-49.jsa"));
        Path hello = helloWorld(work);
        List<String> analyze = List.of("org.nimexplorer.Main", "analyze", "3", "4", "5");
        List<Variant> variants = List.of(
                new Variant("JVM hello world (java on PATH)", List.of("java", "-cp", hello.toString(), "Hello")),
                new Variant("before: java -jar target/nim-explorer.jar", List.of("java", "-jar", "target/nim-explorer.jar",
                        "analyze", "3", "4", "5")),
                new Variant("jlink runtime, its own CDS only", join(List.of(java, "-cp", jar), analyze)),
                new Variant("+ AppCDS, picocli at version 49", join(List.of(java, "-XX:SharedArchiveFile=" + oldArchive,
                        "-cp", "target/nim-explorer.jar"), analyze)),
                new Variant("+ AppCDS, picocli at version 52", join(List.of(java, "-XX:SharedArchiveFile=" + userArchive,
                        "-cp", jar), analyze)),
                new Variant("  + C1 only", join(List.of(java, "-XX:SharedArchiveFile=" + userArchive,
                        "-XX:TieredStopAtLevel=1", "-cp", jar), analyze)),
                new Variant("  + C1 only, no perf data", join(List.of(java, "-XX:SharedArchiveFile=" + userArchive,
                        "-XX:TieredStopAtLevel=1", "-XX:-UsePerfData", "-cp", jar), analyze)),
                new Variant("  + C1 only, no perf data, serial GC", join(List.of(java, "-XX:SharedArchiveFile=" + userArchive,
                        "-XX:TieredStopAtLevel=1", "-XX:-UsePerfData", "-XX:+UseSerialGC", "-cp", jar), analyze)),
                new Variant("after: bin/nim-explorer", List.of(image.resolve("bin/nim-explorer").toString(), "analyze", "3",
                        "4", "5")));
        Map<String, double[]> times = new LinkedHashMap<>();
        variants.forEach(v -> times.put(v.name(), new double[rounds]));
        for (int round = 0; round < rounds; round++) {
            for (Variant v : variants) {
                times.get(v.name())[round] = wallMillis(v.command(), home);
            }
        }
        double helloMs = median(times.get(variants.get(0).name()));
        System.out.printf("analyze 3 4 5, wall time, median of %d interleaved rounds:%n", rounds);
        for (Variant v : variants) {
            double ms = median(times.get(v.name()));
            System.out.printf("  %-44s %6.0f ms  %4.1fx hello%n", v.name(), ms, ms / helloMs);
        }
        System.out.printf("first prompt on a pty, median of %d interleaved rounds:%n", rounds);
        double[] jarPrompt = new double[rounds];
        double[] launcherPrompt = new double[rounds];
        for (int round = 0; round < rounds; round++) {
            jarPrompt[round] = firstPrompt(home, "java", "-jar", "target/nim-explorer.jar");
            launcherPrompt[round] = firstPrompt(home, image.resolve("bin/nim-explorer").toString());
        }
        System.out.printf("  %-44s %6.0f ms%n", "before: java -jar target/nim-explorer.jar", median(jarPrompt));
        System.out.printf("  %-44s %6.0f ms%n", "after: bin/nim-explorer", median(launcherPrompt));
    }

    /** Runs the launcher once in a fresh home, waits for the archive it makes in the background, and names it. */
    private static String userArchive(Path image, Path home) throws IOException, InterruptedException {
        wallMillis(List.of(image.resolve("bin/nim-explorer").toString(), "xor", "1", "2"), home);
        Path cache = home.resolve(".cache/nim-explorer");
        for (int i = 0; i < 600; i++) {
            try (Stream<Path> files = Files.exists(cache) ? Files.walk(cache) : Stream.empty()) {
                List<Path> found = files.toList();
                if (found.stream().anyMatch(f -> f.toString().endsWith(".jsa"))
                        && found.stream().noneMatch(f -> f.toString().endsWith(".lock"))) {
                    return found.stream().filter(f -> f.toString().endsWith(".jsa")).findFirst().orElseThrow().toString();
                }
            }
            Thread.sleep(100);
        }
        throw new IllegalStateException("the launcher made no CDS archive in " + cache);
    }

    /** A static archive of the image's class list for {@code jar}, as the launcher makes one. */
    private static String dump(String java, Path image, String jar, Path archive) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(java, "-Xshare:dump", "-XX:SharedClassListFile=" + image.resolve("lib/classes.lst"),
                "-XX:SharedArchiveFile=" + archive, "-cp", jar).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        if (p.waitFor() != 0) {
            throw new IllegalStateException("could not dump " + archive);
        }
        return archive.toString();
    }

    private static List<String> join(List<String> a, List<String> b) {
        List<String> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    private static double wallMillis(List<String> command, Path home) throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.INHERIT);
        builder.environment().put("HOME", home.toString());
        builder.environment().remove("XDG_CACHE_HOME");
        builder.environment().put("NIM_EXPLORER_HOME", home.resolve("nim").toString());
        long start = System.nanoTime();
        Process p = builder.start();
        if (p.waitFor() != 0) {
            throw new IllegalStateException(command + " exited with " + p.exitValue());
        }
        return (System.nanoTime() - start) / 1e6;
    }

    /** One launch to the session's prompt on a pseudo-terminal (bench/first-prompt.py, one run). */
    private static double firstPrompt(Path home, String... command) throws IOException, InterruptedException {
        Path script = Files.createTempFile("first-prompt", ".py");
        try (InputStream in = DistStartup.class.getResourceAsStream("/bench/first-prompt.py")) {
            Files.write(script, in.readAllBytes());
        }
        List<String> args = new ArrayList<>(List.of("python3", script.toString(), "1"));
        args.addAll(Arrays.asList(command));
        ProcessBuilder builder = new ProcessBuilder(args).redirectErrorStream(true);
        builder.environment().put("HOME", home.toString());
        builder.environment().remove("XDG_CACHE_HOME");
        Process p = builder.start();
        String output = new String(p.getInputStream().readAllBytes()).strip();
        Files.delete(script);
        if (p.waitFor() != 0) {
            throw new IllegalStateException("no prompt: " + output);
        }
        return Double.parseDouble(output.substring(0, output.indexOf(" ms")));
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
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
}

package org.nimexplorer.dist;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import java.util.zip.CRC32;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The distribution's launcher (src/dist/bin/nim-explorer) run for real, on a small app image made
 * here: the running JDK as its runtime, and for its jar a one-class program that prints which
 * build it is, the system property nim.opt and its arguments. The suite runs before the real jar is
 * packed, so the program cannot be the real one; the launcher, its class-data sharing archives and
 * its cache are.
 */
class LauncherTest {

    private static final Path SOURCES = Path.of("src", "dist");
    private static final String MAPPED = "org.nimexplorer.Main source: shared objects file";
    /** How long a background archive dump may take on a busy machine. */
    private static final long DUMP_SECONDS = 60;
    /** The running JDK's java, the image's runtime (called through a script: no link out of the temporary folder). */
    private static final Path JAVA = Path.of(System.getProperty("java.home"), "bin", "java");

    @TempDir
    static Path builds;

    private static Path one;
    private static Path two;

    @TempDir
    Path dir;

    private record Run(int status, String out) {}

    @BeforeAll
    static void twoBuildsOfTheSameSize() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "no /bin/sh: the launcher is a POSIX sh script");
        assumeTrue(System.getProperty("java.vm.info", "").contains("sharing"),
                "this JVM has no class-data sharing: the launcher's archives cannot be tried");
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assumeTrue(javac != null, "no Java compiler in this runtime: the test program cannot be built");
        one = program(javac, "one");
        two = program(javac, "two");
        assertThat(Files.size(two)).isEqualTo(Files.size(one));
    }

    /** The program as a jar whose size does not depend on the build's name (stored, fixed times). */
    private static Path program(JavaCompiler javac, String build) throws IOException {
        Path src = Files.createDirectories(builds.resolve(build + "/src/org/nimexplorer")).resolve("Main.java");
        Files.writeString(src, """
                package org.nimexplorer;
                public class Main {
                    public static void main(String[] args) {
                        System.out.println("%s " + System.getProperty("nim.opt") + " " + String.join(" ", args));
                    }
                }
                """.formatted(build));
        Path classes = builds.resolve(build + "/classes");
        assertThat(javac.run(null, null, null, "-d", classes.toString(), src.toString())).isZero();
        byte[] main = Files.readAllBytes(classes.resolve("org/nimexplorer/Main.class"));
        Path jar = builds.resolve(build + "/nim-explorer.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            JarEntry entry = new JarEntry("org/nimexplorer/Main.class");
            CRC32 crc = new CRC32();
            crc.update(main);
            entry.setMethod(JarEntry.STORED);
            entry.setSize(main.length);
            entry.setCrc(crc.getValue());
            entry.setTime(0);
            out.putNextEntry(entry);
            out.write(main);
        }
        return jar;
    }

    /** An app image in {@code folder}: bin/nim-explorer as the build makes it, and lib/. */
    private static Path image(Path folder) throws IOException {
        Path bin = Files.createDirectories(folder.resolve("bin"));
        Path lib = Files.createDirectories(folder.resolve("lib"));
        String launcher = Files.readString(SOURCES.resolve("bin/nim-explorer")).replace("@VERSION@", "0.1.0");
        Files.writeString(bin.resolve("nim-explorer"), launcher);
        Files.setPosixFilePermissions(bin.resolve("nim-explorer"), PosixFilePermissions.fromString("rwxr-xr-x"));
        if (Files.exists(SOURCES.resolve("lib/cds.sh"))) {
            Files.copy(SOURCES.resolve("lib/cds.sh"), lib.resolve("cds.sh"));
        }
        Path java = Files.createDirectories(lib.resolve("runtime/bin")).resolve("java");
        Files.writeString(java, "#!/bin/sh\nexec '" + JAVA + "' \"$@\"\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        Files.copy(one, lib.resolve("nim-explorer.jar"));
        Files.writeString(lib.resolve("classes.lst"), "org/nimexplorer/Main\n");
        return folder.resolve("bin/nim-explorer");
    }

    /** The launcher run from {@code cwd} with a home of its own; {@code env} adds to or, with null, removes. */
    private Run run(Path launcher, Path cwd, Map<String, String> env, String... args) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(Stream.concat(Stream.of(launcher.toString()), Arrays.stream(args)).toList())
                .directory(Files.createDirectories(cwd).toFile()).redirectErrorStream(true);
        pb.environment().keySet().removeIf(name -> name.startsWith("NIM_EXPLORER_") || name.startsWith("XDG_"));
        pb.environment().put("HOME", home().toString());
        env.forEach((name, value) -> {
            if (value == null) {
                pb.environment().remove(name);
            } else {
                pb.environment().put(name, value);
            }
        });
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(DUMP_SECONDS, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            fail("the launcher did not end: " + out);
        }
        return new Run(p.exitValue(), out);
    }

    private Path home() {
        return dir.resolve("home");
    }

    /** Whether the program's class came from a class-data sharing archive, asked of the JVM itself. */
    private boolean mapped(Path launcher, Path cwd, Map<String, String> env) throws Exception {
        Map<String, String> logging = new HashMap<>(env);
        logging.put("NIM_EXPLORER_JAVA_OPTS", "-Xlog:class+load");
        Run r = run(launcher, cwd, logging, "x");
        assertThat(r.status()).as(r.out()).isZero();
        return r.out().contains(MAPPED);
    }

    /** Waits until a per-user archive under {@code root} is made and no dump holds its lock. */
    private static Path archiveMadeUnder(Path root) throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(DUMP_SECONDS);
        while (System.nanoTime() < end) {
            List<Path> files = Files.exists(root) ? filesUnder(root) : List.of();
            boolean locked = files.stream().anyMatch(f -> f.getFileName().toString().endsWith(".lock"));
            Path archive = files.stream().filter(f -> f.getFileName().toString().equals("classes.jsa")).findFirst()
                    .orElse(null);
            if (archive != null && !locked) {
                return archive;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("no archive made under " + root + " in " + DUMP_SECONDS + " s: " + filesUnder(root));
    }

    private static List<Path> filesUnder(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            return files.toList();
        }
    }

    /** A page of the archive overwritten, as a bad disk or a stray write would leave it. */
    private static void damage(Path archive) throws IOException {
        Files.setPosixFilePermissions(archive, PosixFilePermissions.fromString("rw-r--r--"));
        byte[] page = new byte[4096];
        Arrays.fill(page, (byte) 0xff);
        try (FileChannel channel = FileChannel.open(archive, StandardOpenOption.WRITE)) {
            channel.write(ByteBuffer.wrap(page), 200_000);
        }
    }

    private static List<String> crashLogsIn(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(f -> f.getFileName().toString()).filter(n -> n.startsWith("hs_err")).toList();
        }
    }

    @Test
    void aDamagedArchiveIsNeverMappedTheCommandRunsAndTheArchiveIsMadeAgain() throws Exception {
        Path launcher = image(dir.resolve("app"));
        Path work = dir.resolve("work");
        assertThat(run(launcher, work, Map.of(), "x").out()).isEqualTo("one null x\n");
        Path archive = archiveMadeUnder(home());
        assertThat(mapped(launcher, work, Map.of())).isTrue();

        damage(archive);
        Run r = run(launcher, work, Map.of(), "3", "4", "5");

        assertThat(r.status()).as(r.out()).isZero();
        assertThat(r.out()).isEqualTo("one null 3 4 5\n");
        assertThat(crashLogsIn(work)).isEmpty();
        archiveMadeUnder(home());
        assertThat(mapped(launcher, work, Map.of())).as("the archive made again is mapped").isTrue();
    }

    /** The .deb's archive in lib/, made by root; the user cannot make it again, only do without it. */
    @Test
    void aDamagedSystemArchiveIsNeverMapped() throws Exception {
        Path launcher = image(dir.resolve("app"));
        Path lib = dir.resolve("app/lib");
        Path work = dir.resolve("work");
        sh(lib, "'" + JAVA + "' -Xshare:dump -XX:SharedClassListFile=classes.lst -XX:SharedArchiveFile=nim-explorer.jsa"
                + " -cp \"$PWD/nim-explorer.jar\"");

        damage(lib.resolve("nim-explorer.jsa"));
        Run r = run(launcher, work, Map.of("NIM_EXPLORER_CDS", "off"), "x");

        assertThat(r.status()).as(r.out()).isZero();
        assertThat(r.out()).isEqualTo("one null x\n");
        assertThat(crashLogsIn(work)).isEmpty();
    }

    @Test
    void theSystemArchiveIsMappedAsPostinstMakesItAndNotOnceDamaged() throws Exception {
        Path launcher = image(dir.resolve("app"));
        Path lib = dir.resolve("app/lib");
        Path work = dir.resolve("work");
        Map<String, String> noUserArchive = Map.of("NIM_EXPLORER_CDS", "off");
        sh(lib, ". ./cds.sh && cds_make \"$PWD/runtime/bin/java\" \"$PWD/classes.lst\" \"$PWD/nim-explorer.jar\""
                + " \"$PWD/nim-explorer.jar\" \"$PWD/nim-explorer.jsa\" /tmp");
        assertThat(mapped(launcher, work, noUserArchive)).isTrue();

        damage(lib.resolve("nim-explorer.jsa"));

        assertThat(mapped(launcher, work, noUserArchive)).isFalse();
        assertThat(crashLogsIn(work)).isEmpty();
    }

    private static void sh(Path cwd, String script) throws Exception {
        Process p = new ProcessBuilder("sh", "-c", script).directory(cwd.toFile()).redirectErrorStream(true).start();
        String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor()).as(said).isZero();
    }

    @Test
    void anArchiveMadeInAFolderWithASpaceIsMapped() throws Exception {
        Path launcher = image(dir.resolve("my apps/nim explorer"));
        Path work = dir.resolve("work");
        run(launcher, work, Map.of(), "x");
        archiveMadeUnder(home());

        assertThat(mapped(launcher, work, Map.of())).isTrue();
    }

    @Test
    void aRelativeXdgCacheHomeIsIgnored() throws Exception {
        Path launcher = image(dir.resolve("app"));
        Path work = dir.resolve("work");
        Map<String, String> relative = Map.of("XDG_CACHE_HOME", "cache");

        Run r = run(launcher, work, relative, "x");
        Path archive = archiveMadeUnder(dir);

        assertThat(r.out()).isEqualTo("one null x\n");
        assertThat(filesUnder(work)).containsExactly(work);
        assertThat(archive).startsWith(home().resolve(".cache"));
    }

    @Test
    void javaOptionsAreSplitAtSpacesButNeverTakenAsFileNamePatterns() throws Exception {
        Path launcher = image(dir.resolve("app"));
        Path work = Files.createDirectories(dir.resolve("work"));
        Files.createFile(work.resolve("-Dnim.opt=a-file-name"));

        Run r = run(launcher, work, Map.of("NIM_EXPLORER_CDS", "off",
                "NIM_EXPLORER_JAVA_OPTS", "-Dnim.opt=* -Dignored=1"), "x");

        assertThat(r.out()).isEqualTo("one * x\n");
    }

    /** An upgrade copied over with 'cp -p': the same size and the old mtime, as a JVM checks them. */
    @Test
    void anUpgradeThatKeepsTheJarsSizeAndMtimeRunsTheNewProgramAndMakesANewArchive() throws Exception {
        Path launcher = image(dir.resolve("app"));
        Path jar = dir.resolve("app/lib/nim-explorer.jar");
        Path work = dir.resolve("work");
        run(launcher, work, Map.of(), "x");
        archiveMadeUnder(home());
        Path upgrade = Files.copy(two, dir.resolve("upgrade.jar"));
        Files.setLastModifiedTime(upgrade, Files.getLastModifiedTime(jar));

        Process cp = new ProcessBuilder("cp", "-p", upgrade.toString(), jar.toString()).start();
        assertThat(cp.waitFor()).isZero();
        Run r = run(launcher, work, Map.of(), "x");

        assertThat(r.out()).isEqualTo("two null x\n");
        archiveMadeUnder(home());
        assertThat(mapped(launcher, work, Map.of())).as("the new archive is mapped").isTrue();
        assertThat(run(launcher, work, Map.of(), "x").out()).isEqualTo("two null x\n");
    }
}

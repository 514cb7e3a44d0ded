package org.nimexplorer.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The class server as a student's own OpenSSH client meets it, where the machine has one: the code
 * typed at its prompt (given here by an askpass program, as a person types it), a lesson step
 * answered, the connection dropped and the student back at their lesson; a command in place of the
 * session refused.
 */
class OpenSshClientTest {

    private static final Path SSH = Path.of("/usr/bin/ssh");

    @TempDir
    Path folder;

    @Test
    void aStudentLogsInWithOpenSshAnswersDropsAndComesBackToTheirLesson() throws Exception {
        assumeThat(Files.isExecutable(SSH)).as("an OpenSSH client on this machine").isTrue();
        try (ClassServerFixture klass = ClassServerFixture.roster(folder, "Ada,tulip-42\n")) {
            try (Ssh ada = new Ssh(klass, "ada", "tulip-42")) {
                ada.await("Hello, Ada");
                ada.type("lesson start twenty-one\r");
                ada.await("Answer P or N");
                ada.type("P\r");
                ada.await("Right");
            }
            try (Ssh back = new Ssh(klass, "ada", "tulip-42")) {
                back.await("You were in twenty-one");
                back.await("Question (answered before)");
            }
            try (Ssh wrong = new Ssh(klass, "ada", "not-the-code")) {
                wrong.await("That is not the code for ada.");
            }
        }
    }

    @Test
    void aCommandInPlaceOfTheSessionIsRefused() throws Exception {
        assumeThat(Files.isExecutable(SSH)).as("an OpenSSH client on this machine").isTrue();
        try (ClassServerFixture klass = ClassServerFixture.roster(folder, "Ada,tulip-42\n");
                Ssh ls = new Ssh(klass, "ada", "tulip-42", "ls")) {
            ls.await("exec request failed");
            assertThat(ls.process.waitFor(20, TimeUnit.SECONDS)).isTrue();
            assertThat(ls.process.exitValue()).isNotZero();
        }
    }

    /** OpenSSH run as a student runs it, its screen read as it comes. */
    private final class Ssh implements AutoCloseable {
        final Process process;
        private final StringBuilder seen = new StringBuilder();

        Ssh(ClassServerFixture klass, String name, String code, String... command) throws IOException {
            Path askpass = folder.resolve("askpass.sh");
            if (!Files.exists(askpass)) {
                Files.writeString(askpass, "#!/bin/sh\necho \"$NIM_CODE\"\n");
                Files.setPosixFilePermissions(askpass, PosixFilePermissions.fromString("rwx------"));
            }
            List<String> line = new ArrayList<>(List.of(SSH.toString(), command.length == 0 ? "-tt" : "-T", "-o",
                    "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=" + folder.resolve("known_hosts"), "-o",
                    "NumberOfPasswordPrompts=1", "-p", String.valueOf(klass.port()), name + "@127.0.0.1"));
            line.addAll(List.of(command));
            ProcessBuilder builder = new ProcessBuilder(line).redirectErrorStream(true);
            builder.environment().put("SSH_ASKPASS", askpass.toString());
            builder.environment().put("SSH_ASKPASS_REQUIRE", "force");
            builder.environment().put("DISPLAY", ":0");
            builder.environment().put("NIM_CODE", code);
            builder.environment().put("TERM", "dumb");
            process = builder.start();
            Thread reader = new Thread(() -> read(process.getInputStream()), "ssh-screen");
            reader.setDaemon(true);
            reader.start();
        }

        private void read(InputStream in) {
            byte[] buffer = new byte[4096];
            try {
                for (int n; (n = in.read(buffer)) > 0; ) {
                    synchronized (this) {
                        seen.append(new String(buffer, 0, n, StandardCharsets.UTF_8));
                        notifyAll();
                    }
                }
            } catch (IOException ended) {
                // The connection closed.
            }
        }

        void type(String keys) throws IOException {
            OutputStream in = process.getOutputStream();
            in.write(keys.getBytes(StandardCharsets.UTF_8));
            in.flush();
        }

        synchronized void await(String text) throws InterruptedException {
            long end = System.nanoTime() + Screen.WAIT.toNanos();
            while (seen.indexOf(text) < 0) {
                long left = (end - System.nanoTime()) / 1_000_000;
                assertThat(left).as("'%s' never came; the screen: %s", text, seen).isPositive();
                wait(Math.min(left, 500));
            }
        }

        @Override
        public void close() throws InterruptedException {
            process.destroy();
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        }
    }
}

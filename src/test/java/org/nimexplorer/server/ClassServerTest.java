package org.nimexplorer.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import org.apache.sshd.client.SshClient;
import org.apache.sshd.client.auth.keyboard.UserAuthKeyboardInteractiveFactory;
import org.apache.sshd.client.auth.keyboard.UserInteraction;
import org.apache.sshd.client.channel.ChannelExec;
import org.apache.sshd.client.channel.ClientChannel;
import org.apache.sshd.client.channel.ClientChannelEvent;
import org.apache.sshd.client.session.ClientSession;
import org.apache.sshd.common.util.net.SshdSocketAddress;
import org.apache.sshd.core.CoreModuleProperties;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The class server as students meet it: real SSH logins from MINA's client, and the session on the screen they see. */
class ClassServerTest {

    @TempDir
    static Path folder;
    static ClassServerFixture klass;

    @BeforeAll
    static void start() throws Exception {
        klass = ClassServerFixture.roster(folder, "name,code\nAda,tulip-42\nBob,fern-777\nCy,moss-999\nDee,reed-555\n"
                + "Eve,sand-444\n");
    }

    @AfterAll
    static void stop() throws Exception {
        klass.close();
    }

    @Test
    void aStudentLogsInWithTheirCodeAndIsGreetedByTheirName() throws Exception {
        try (Student ada = klass.login("ada", "tulip-42")) {
            String screen = ada.screen.awaitText("nim> ");
            assertThat(screen).contains("on the class server. Hello, Ada.");
        }
    }

    @Test
    void anAnswerIsKeptAndADroppedStudentIsBackAtTheSameQuestionOnTheSameRung() throws Exception {
        try (Student bob = klass.login("Bob", "fern-777")) {
            bob.screen.awaitText("nim> ");
            bob.line("lesson start twenty-one", "Answer P or N");
            bob.line("N", "try 2 of 3");
            bob.drop();
        }
        try (Student back = klass.login("bob", "fern-777")) {
            // More than a screen at 80x24: the pager holds it, and the answer can be typed there.
            assertThat(back.screen.awaitText("One heap of 4, take 1 to 3")).contains("nim> lesson resume");
            back.type("q");
            back.screen.await(screen -> screen.contains("try 2 of 3") && screen.contains("Hint 1/3, given before"));
            back.line("P", "Right: 4 is a loss for the player to move.");
        }
    }

    @Test
    void aWrongCodeIsRefusedAfterAWaitAndFiveOfThemLockTheNameFromThatAddress() throws Exception {
        List<String> told = new ArrayList<>();
        klass.server.gate().tellLockoutsTo((name, why) -> told.add(TeacherConsole.lockedOut(name, why)));
        // Tried at once, as a guesser would: each refusal still waits its second, and all five count.
        List<java.util.concurrent.CompletableFuture<Duration>> tries = new ArrayList<>();
        for (int i = 0; i < LoginGuard.PER_NAME_AND_ADDRESS; i++) {
            tries.add(java.util.concurrent.CompletableFuture.supplyAsync(() -> {
                long start = System.nanoTime();
                try {
                    assertThat(klass.refusal("Cy", "moss-998")).isEqualTo("That is not the code for Cy.");
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
                return Duration.ofNanos(System.nanoTime() - start);
            }));
        }
        for (var tried : tries) {
            assertThat(tried.join()).isGreaterThanOrEqualTo(Gate.REFUSAL_DELAY);
        }
        assertThat(klass.refusal("Cy", "moss-999")).as("the right code, while the name is locked from here")
                .isEqualTo("Too many wrong codes for Cy: wait 15 minutes, or ask your teacher.");
        try (Student dee = klass.login("Dee", "reed-555")) {
            assertThat(dee.screen.awaitText("nim> ")).as("a classmate at the same address").contains("Hello, Dee");
        }
        klass.refusal("cy", "moss-999");
        assertThat(told).as("the teacher, once a lock").containsExactly("! Cy is locked out (5 wrong codes for Cy from"
                + " 127.0.0.1): 'unlock cy' lets them try again.");
        klass.server.gate().unlock(new StudentName("Cy"));
        try (Student cy = klass.login("cy", "moss-999")) {
            assertThat(cy.screen.awaitText("nim> ")).as("let in once the teacher unlocked them").contains("Hello, Cy");
        }
    }

    @Test
    void aNameNotOnTheRosterOrNoNameAtAllIsToldSo() throws Exception {
        assertThat(klass.refusal("dave", "tulip-42")).isEqualTo("There is no student dave here: press Ctrl-C and check"
                + " your name with your teacher.");
        assertThat(klass.refusal("../ada", "tulip-42")).isEqualTo("That cannot be a name here: press Ctrl-C and type"
                + " ssh with your name.");
    }

    @Test
    void noCommandNoSftpNoForwardingOnlyTheSession() throws Exception {
        try (ClientSession session = ClassServerFixture.loggedIn(klass.client, klass.port(), "Eve", "sand-444")) {
            CoreModuleProperties.REQUEST_EXEC_REPLY.set(session, true);
            CoreModuleProperties.REQUEST_SUBSYSTEM_REPLY.set(session, true);
            try (ChannelExec exec = session.createExecChannel("cat /etc/passwd")) {
                exec.open().verify(Screen.WAIT);
                assertThat(exec.waitFor(EnumSet.of(ClientChannelEvent.CLOSED), Screen.WAIT))
                        .contains(ClientChannelEvent.CLOSED);
                assertThat(exec.getExitStatus()).isNull();
            }
            try (ClientChannel sftp = session.createSubsystemChannel("sftp")) {
                sftp.open().verify(Screen.WAIT);
                assertThat(sftp.waitFor(EnumSet.of(ClientChannelEvent.CLOSED), Screen.WAIT))
                        .contains(ClientChannelEvent.CLOSED);
            }
            assertThatThrownBy(() -> session.createDirectTcpipChannel(new SshdSocketAddress("127.0.0.1", 0),
                    new SshdSocketAddress("127.0.0.1", klass.port())).open().verify(Screen.WAIT))
                    .hasMessageContaining("direct-tcpip");
            assertThatThrownBy(() -> session.startRemotePortForwarding(new SshdSocketAddress("127.0.0.1", 0),
                    new SshdSocketAddress("127.0.0.1", klass.port()))).hasMessageContaining("denied");
        }
    }

    @Test
    void ctrlCStopsALongSearchAndDropsAHalfTypedLineAsAtHome() throws Exception {
        try (Student eve = klass.login("Eve", "sand-444")) {
            eve.screen.awaitText("nim> ");
            eve.type("verify --heaps 6 --max 63\r");
            Thread.sleep(1500);
            eve.type("\u0003");
            eve.screen.await(s -> s.contains("Interrupted: the census stopped after") && s.endsWith("nim> ")
                    || s.contains("counts below are partial") && s.contains("nim> "));
            eve.type("analyze 1 2");
            eve.screen.awaitText("nim> analyze 1 2");
            eve.type("\u0003");
            Thread.sleep(300);
            eve.line("xor 5 6", "5 xor 6 = 3");
            assertThat(eve.screen.text()).doesNotContain("analyze 1 2xor").doesNotContain("Position  1 2");
        }
    }

    @Test
    void aResizedWindowIsFollowed() throws Exception {
        try (Student eve = klass.login("Eve", "sand-444")) {
            eve.screen.awaitText("nim> ");
            eve.screen.resize(48, 24);
            eve.shell.sendWindowChange(48, 24);
            Thread.sleep(300);
            eve.type("help kernel\r");
            String screen = eve.screen.await(shown -> shown.contains("Space: next page")
                    || shown.contains("NIM_EXPLORER_LESSONS"));
            // Laid out for 48 columns by the session, not cut by the terminal: no word runs over a row's end.
            assertThat(screen).contains("\n    dawsons-kayles, dawsons-chess, lasker, an   \n");
            assertThat(screen.lines().map(String::stripTrailing).filter(row -> row.length() == 48))
                    .allSatisfy(row -> assertThat(row).matches(".*[.,:)a-z0-9-]"));
            assertThat(screen).doesNotContain("dawsons-che\nss");
        }
    }

    @Test
    void withoutATerminalTheStudentIsToldHowToAskForOne() throws Exception {
        try (ClientSession session = ClassServerFixture.loggedIn(klass.client, klass.port(), "Eve", "sand-444");
                var shell = session.createShellChannel()) {
            shell.setUsePty(false);
            Screen screen = new Screen(80, 24);
            shell.setOut(screen);
            shell.open().verify(Screen.WAIT);
            assertThat(screen.awaitText("needs a terminal")).contains("ssh -t -p " + klass.port() + " Eve@");
            shell.waitFor(EnumSet.of(ClientChannelEvent.CLOSED), Screen.WAIT);
            assertThat(shell.getExitStatus()).isEqualTo(1);
        }
    }

    @Test
    void nothingASessionRunsReachesTheServersFiles() throws Exception {
        Path secret = folder.resolve("secret.txt");
        Files.writeString(secret, "3 4 5");
        try (Student eve = klass.login("Eve", "sand-444")) {
            eve.screen.awaitText("nim> ");
            for (String line : List.of("record " + folder.resolve("t.txt"), "source " + secret, "analyze @" + secret,
                    "quiz --count 1 --report " + folder.resolve("r.txt"), "class report " + secret,
                    "lesson validate " + folder, "assign -o " + folder.resolve("a.json"), "analyze 3 4 --debug")) {
                eve.type(line + "\r");
            }
            String screen = eve.screen.await(s -> s.split("error: ", -1).length > 8);
            assertThat(screen).doesNotContain("Exception").doesNotContain("3 4 5");
        }
        try (var files = Files.list(folder)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("class.txt",
                    "class.txt.codes", "data", "secret.txt");
        }
    }

    @Test
    void helpListsNoCommandTheSessionRefuses() throws Exception {
        try (Student eve = klass.login("Eve", "sand-444")) {
            eve.screen.awaitText("nim> ");
            eve.type("help\r");
            eve.screen.await(shown -> eve.screen.received().contains("'help COMMAND' shows its options"));
            assertThat(eve.screen.received()).contains("analyze").doesNotContain("  record ")
                    .doesNotContain("  source ").doesNotContain("  assign ").doesNotContain("  class ");
        }
    }

    @Test
    void oneStudentSeesNothingOfAnothersProgress() throws Exception {
        try (Student ada = klass.login("Ada", "tulip-42")) {
            ada.screen.awaitText("nim> ");
            ada.line("lesson start the-game", "Step 1/");
            ada.line("lesson stop", "nim> ");
        }
        try (Student dee = klass.login("Dee", "reed-555")) {
            dee.screen.awaitText("nim> ");
            String screen = dee.line("progress", "nim> progress");
            dee.screen.await(s -> s.lines().filter(l -> l.startsWith("nim> ")).count() >= 2);
            assertThat(dee.screen.text()).doesNotContain("the-game").doesNotContain("The game");
            assertThat(screen).doesNotContain("Ada");
        }
        assertThat(klass.folder.resolve("data/students/ada/progress.json")).exists();
        assertThat(Files.readString(klass.folder.resolve("data/students/ada/progress.json"))).contains("the-game");
    }

    @Test
    void aThirdLoginTakesTheSeatOfTheOldestSessionWhichIsToldAndClosed() throws Exception {
        try (Student first = klass.login("Dee", "reed-555"); Student second = klass.login("Dee", "reed-555")) {
            first.screen.awaitText("nim> ");
            second.screen.awaitText("nim> ");
            try (Student third = klass.login("DEE", "reed-555")) {
                assertThat(third.screen.awaitText("nim> ")).contains("Hello, Dee.");
                assertThat(first.screen.awaitText("You logged in again elsewhere, so this session is closed."))
                        .containsPattern("Your progress is\\s+\\nsaved\\.");
                assertThat(first.awaitClosed()).contains(ClientChannelEvent.CLOSED);
                assertThat(second.shell.isOpen()).isTrue();
            }
        }
    }

    @Test
    void keyboardInteractiveAsksForTheCodeInTheClassesWords() throws Exception {
        SshClient client = SshClient.setUpDefaultClient();
        client.setServerKeyVerifier((s, a, k) -> true);
        client.setUserAuthFactories(List.of(UserAuthKeyboardInteractiveFactory.INSTANCE));
        client.start();
        List<String> asked = new ArrayList<>();
        try (ClientSession session = client.connect("Ada", "127.0.0.1", klass.port()).verify(Screen.WAIT)
                .getSession()) {
            session.setUserInteraction(new UserInteraction() {
                @Override
                public String[] interactive(ClientSession s, String name, String instruction, String language,
                        String[] prompts, boolean[] echo) {
                    asked.add(name + " | " + instruction + " | " + String.join(",", prompts));
                    return new String[] {"tulip-42"};
                }

                @Override
                public String getUpdatedPassword(ClientSession s, String prompt, String language) {
                    return null;
                }
            });
            assertThat(session.auth().verify(Screen.WAIT).isSuccess()).isTrue();
        } finally {
            client.stop();
        }
        assertThat(asked).containsExactly("Nim Explorer | Type the code your teacher gave you. | Code: ");
    }

    @Test
    void theHostKeyIsMadeOnceKeptPrivateAndTheSameAtTheNextStart() throws Exception {
        Path key = klass.folder.resolve("data/ssh_host_ecdsa_key");
        assertThat(Files.readString(key)).startsWith("-----BEGIN OPENSSH PRIVATE KEY-----");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(key))).isEqualTo("rw-------");
        String before = klass.server.fingerprint();
        try (ClassServer again = new ClassServer(klass.folder.resolve("data"), klass.server.data(),
                java.util.Optional.empty(), "127.0.0.1", 0)) {
            again.start();
            assertThat(again.fingerprint()).isEqualTo(before);
        }
        assertThat(klass.told).contains("Host key " + before);
    }

    @Test
    void aNameWithEscapesIsRefusedAndReachesNeitherTheLogNorTheDatabase() throws Exception {
        String evil = "\u001b]0;pwned\u0007\u001b[2J";
        assertThat(klass.refusal(evil, "tulip-42")).startsWith("That cannot be a name here");
        try (var c = klass.server.data().connect(); var rows = c.createStatement().executeQuery(
                "SELECT student_key FROM login")) {
            while (rows.next()) {
                assertThat(rows.getString(1)).doesNotContain("\u001b").doesNotContain("\u0007");
            }
        }
        Path log = klass.folder.resolve("data/server.log");
        if (Files.exists(log)) {
            // The server's lines: this test's own SSH client logs to the same file, from the same process.
            assertThat(Files.readAllLines(log)).filteredOn(line -> !line.contains("sshd-SshClient")).noneMatch(
                    line -> line.contains("\u001b"));
        }
    }
}

package org.nimexplorer.server;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.apache.sshd.client.auth.keyboard.UserInteraction;
import org.apache.sshd.client.SshClient;
import org.apache.sshd.client.session.ClientSession;
import org.apache.sshd.common.config.keys.KeyUtils;
import org.nimexplorer.command.Serving;

/**
 * A class server on loopback, started as {@code serve} starts it (a roster file and its codes, or an
 * open class), and an SSH client that trusts only its host key.
 */
final class ClassServerFixture implements AutoCloseable {

    final Path folder;
    final ClassServer server;
    final SshClient client;
    /** What {@code serve} told the teacher as it started. */
    final String told;

    private ClassServerFixture(Path folder, ClassServer server, String told) throws IOException {
        this.folder = folder;
        this.server = server;
        this.told = told;
        String fingerprint = server.fingerprint();
        client = SshClient.setUpDefaultClient();
        client.setServerKeyVerifier((session, address, key) -> KeyUtils.getFingerPrint(key).equals(fingerprint));
        client.start();
    }

    /** A server for the class listed in {@code roster} (the roster file's text), its data in {@code folder}. */
    static ClassServerFixture roster(Path folder, String roster) throws Exception {
        Path file = folder.resolve("class.txt");
        Files.writeString(file, roster);
        return start(folder, new Serving.Request(folder.resolve("data"), Optional.empty(), Optional.empty(),
                Optional.of(file), false, Optional.empty(), "127.0.0.1", 0, Optional.empty()));
    }

    /** A server for the class in {@code roster}, in the browser too: HTTP on a free port of loopback. */
    static ClassServerFixture web(Path folder, String roster) throws Exception {
        return web(folder, roster, Optional.empty());
    }

    /** The same over HTTPS with {@code tls}'s certificate and key, or HTTP without. */
    static ClassServerFixture web(Path folder, String roster, Optional<Serving.Tls> tls) throws Exception {
        Path file = folder.resolve("class.txt");
        Files.writeString(file, roster);
        return start(folder, new Serving.Request(folder.resolve("data"), Optional.empty(), Optional.empty(),
                Optional.of(file), false, Optional.empty(), "127.0.0.1", 0, Optional.of(new Serving.Web(0, tls))));
    }

    /** An open class whose class code is {@code classCode}, in the browser too. */
    static ClassServerFixture openWeb(Path folder, String classCode) throws Exception {
        return start(folder, new Serving.Request(folder.resolve("data"), Optional.empty(), Optional.empty(),
                Optional.empty(), true, Optional.of(classCode), "127.0.0.1", 0, Optional.of(new Serving.Web(0,
                        Optional.empty()))));
    }

    /** The address of the class in the browser, as serve told the teacher: http://127.0.0.1:PORT. */
    String web() {
        java.util.regex.Matcher address = java.util.regex.Pattern.compile("(https?://127\\.0\\.0\\.1:[0-9]+)\n")
                .matcher(told);
        if (!address.find()) {
            throw new AssertionError("serve told no address in the browser:\n" + told);
        }
        return address.group(1);
    }

    /** The code of the teacher's dashboard, from the data folder. */
    String dashboardCode() throws IOException {
        return Files.readString(folder.resolve("data").resolve(ClassServing.DASHBOARD_CODE)).strip();
    }

    /** The same, its data in the PostgreSQL at {@code database} (user postgres), as a school's servers share one. */
    static ClassServerFixture roster(Path folder, String roster, String database) throws Exception {
        Files.createDirectories(folder);
        Path file = folder.resolve("class.txt");
        Files.writeString(file, roster);
        return start(folder, new Serving.Request(folder.resolve("data"), Optional.of(database), Optional.of("postgres"),
                Optional.of(file), false, Optional.empty(), "127.0.0.1", 0, Optional.empty()));
    }

    /** A server of an open class whose class code is {@code classCode}, or the one it keeps when empty. */
    static ClassServerFixture open(Path folder, Optional<String> classCode) throws Exception {
        return start(folder, new Serving.Request(folder.resolve("data"), Optional.empty(), Optional.empty(),
                Optional.empty(), true, classCode, "127.0.0.1", 0, Optional.empty()));
    }

    private static ClassServerFixture start(Path folder, Serving.Request request) throws Exception {
        StringWriter told = new StringWriter();
        ClassServer server = ClassServing.start(request, new PrintWriter(told, true));
        return new ClassServerFixture(folder, server, told.toString());
    }

    int port() {
        return server.port();
    }

    Student login(String name, String code) throws IOException {
        return Student.login(client, port(), name, code);
    }

    /**
     * What the server tells {@code name} logging in with {@code code} when it refuses them: the line their
     * ssh shows before it asks again. Fails when they are let in.
     */
    String refusal(String name, String code) throws IOException {
        List<String> told = new CopyOnWriteArrayList<>();
        ClientSession session = client.connect(name, "127.0.0.1", port()).verify(Screen.WAIT).getSession();
        session.setUserInteraction(new UserInteraction() {
            @Override
            public void welcome(ClientSession s, String banner, String language) {
                told.add(banner.strip());
            }

            @Override
            public String[] interactive(ClientSession s, String n, String instruction, String language,
                    String[] prompt, boolean[] echo) {
                return new String[0];
            }

            @Override
            public String getUpdatedPassword(ClientSession s, String prompt, String language) {
                return null;
            }
        });
        session.addPasswordIdentity(code);
        try {
            session.auth().verify(Screen.WAIT);
            throw new AssertionError(name + " was let in");
        } catch (IOException | RuntimeException refused) {
            return String.join("\n", told);
        } finally {
            session.close(true);
        }
    }

    /** A session of {@code name} authenticated by password with {@code code}; throws when refused. */
    static ClientSession loggedIn(SshClient client, int port, String name, String code) throws IOException {
        ClientSession session = client.connect(name, "127.0.0.1", port).verify(Screen.WAIT).getSession();
        session.addPasswordIdentity(code);
        try {
            session.auth().verify(Screen.WAIT);
        } catch (IOException | RuntimeException refused) {
            session.close(true);
            throw refused;
        }
        return session;
    }

    @Override
    public void close() throws IOException {
        client.stop();
        server.close();
    }
}

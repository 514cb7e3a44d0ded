package org.nimexplorer.server;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
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
                Optional.of(file), false, Optional.empty(), "127.0.0.1", 0));
    }

    /** A server of an open class whose class code is {@code classCode}. */
    static ClassServerFixture open(Path folder, String classCode) throws Exception {
        return start(folder, new Serving.Request(folder.resolve("data"), Optional.empty(), Optional.empty(),
                Optional.empty(), true, Optional.of(classCode), "127.0.0.1", 0));
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

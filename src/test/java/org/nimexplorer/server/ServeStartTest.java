package org.nimexplorer.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.command.Serving;

/** What stops {@code serve} from starting is told as one line, with exit status 2, and nothing is left listening. */
class ServeStartTest {

    @TempDir
    Path dir;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int serve(Optional<Path> roster, int port) {
        return new ClassServing().serve(new Serving.Request(dir.resolve("data"), Optional.empty(), Optional.empty(),
                roster, roster.isEmpty(), Optional.empty(), "127.0.0.1", port, Optional.empty()), new PrintWriter(out, true),
                new PrintWriter(err, true));
    }

    @Test
    void aRosterWithABadLineNamesTheLine() throws Exception {
        Path roster = Files.writeString(dir.resolve("class.txt"), "Ada\nBob Smith\n");
        assertThat(serve(Optional.of(roster), 0)).isEqualTo(2);
        assertThat(err.toString()).isEqualTo("nim-explorer: the roster " + roster + ", line 2: a name is letters,"
                + " digits, '.', '_' and '-', starting with a letter or digit (it is typed as ssh NAME@HOST)\n");
        assertThat(dir.resolve("class.txt.codes")).doesNotExist();
    }

    @Test
    void aMissingRosterIsSaidSo() {
        assertThat(serve(Optional.of(dir.resolve("none.txt")), 0)).isEqualTo(2);
        assertThat(err.toString()).startsWith("nim-explorer: the roster " + dir.resolve("none.txt")).hasLineCount(1);
    }

    @Test
    void aPortInUseIsSaidSo() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            assertThat(serve(Optional.empty(), taken.getLocalPort())).isEqualTo(2);
            assertThat(err.toString()).startsWith("nim-explorer: the class server cannot start on port "
                    + taken.getLocalPort()).hasLineCount(1);
        }
    }

    @Test
    void aDataFolderThatCannotBeMadeIsSaidSo() throws Exception {
        Files.writeString(dir.resolve("data"), "a file where the folder should be");
        assertThat(serve(Optional.empty(), 0)).isEqualTo(2);
        assertThat(err.toString()).startsWith("nim-explorer: cannot make the data folder").hasLineCount(1);
    }

    @Test
    void aSecondServerOnTheSameDataFolderIsRefusedAndTheFolderIsFreeOnceTheFirstStops() throws Exception {
        Path roster = Files.writeString(dir.resolve("class.txt"), "Ada,tulip-42\n");
        Serving.Request request = new Serving.Request(dir.resolve("data"), Optional.empty(), Optional.empty(),
                Optional.of(roster), false, Optional.empty(), "127.0.0.1", 0, Optional.empty());
        ClassServer first = ClassServing.start(request, new PrintWriter(out, true));
        try {
            assertThat(serve(Optional.of(roster), 0)).isEqualTo(2);
            assertThat(err.toString()).startsWith("nim-explorer: another class server is using the data folder "
                    + dir.resolve("data") + " (process " + ProcessHandle.current().pid() + ", port 0): give each"
                    + " server a --data folder of its own").hasLineCount(1);
        } finally {
            first.close();
        }
        ClassServing.start(request, new PrintWriter(out, true)).close();
    }

    @Test
    void aServerThatCannotStartLetsGoOfItsDataFolder() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            assertThat(serve(Optional.empty(), taken.getLocalPort())).isEqualTo(2);
        }
        err.getBuffer().setLength(0);
        Serving.Request request = new Serving.Request(dir.resolve("data"), Optional.empty(), Optional.empty(),
                Optional.empty(), true, Optional.empty(), "127.0.0.1", 0, Optional.empty());
        ClassServing.start(request, new PrintWriter(out, true)).close();
    }
}

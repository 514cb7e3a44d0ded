package org.nimexplorer.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** {@code serve}'s options, read and checked before any server starts: what reaches the server, and one line for what cannot. */
class ServeCommandTest {

    private final List<Serving.Request> asked = new ArrayList<>();
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int serve(String... args) {
        Serving recording = (request, o, e) -> {
            asked.add(request);
            return 0;
        };
        Subcommands commands = Subcommands.oneShot()
                .builtBy(type -> Optional.ofNullable(type == ServeCommand.class ? new ServeCommand(recording) : null))
                .with("serve", ServeCommand.class);
        String[] line = new String[args.length + 1];
        line[0] = "serve";
        System.arraycopy(args, 0, line, 1, args.length);
        return Launcher.run(line, new PrintWriter(out, true), new PrintWriter(err, true), null, commands);
    }

    @Test
    void aRosterClassOnTheDefaultPortAndEveryAddress() {
        assertThat(serve("--roster", "class.txt", "--data", "d")).isZero();
        assertThat(asked).containsExactly(new Serving.Request(Path.of("d"), Optional.empty(), Optional.empty(),
                Optional.of(Path.of("class.txt")), false, Optional.empty(), "", 2222, Optional.empty()));
    }

    @Test
    void anOpenClassWithItsCodeOnAChosenPortAndAddress() {
        assertThat(serve("--open", "--class-code", "maths-7b", "--ssh-port", "2323", "--bind", "10.0.0.5", "--data",
                "d")).isZero();
        assertThat(asked).containsExactly(new Serving.Request(Path.of("d"), Optional.empty(), Optional.empty(),
                Optional.empty(), true, Optional.of("maths-7b"), "10.0.0.5", 2323, Optional.empty()));
    }

    @Test
    void theClassInTheBrowserOverHttpAndOverHttps() {
        assertThat(serve("--open", "--web-port", "8080", "--data", "d")).isZero();
        assertThat(serve("--open", "--web-port", "8443", "--tls-cert", "c.pem", "--tls-key", "k.pem", "--data",
                "d")).isZero();
        assertThat(asked).extracting(Serving.Request::web).containsExactly(
                Optional.of(new Serving.Web(8080, Optional.empty())),
                Optional.of(new Serving.Web(8443, Optional.of(new Serving.Tls(Path.of("c.pem"), Path.of("k.pem"))))));
    }

    @Test
    void aPostgresDatabaseWithItsUser() {
        assertThat(serve("--open", "--db", "jdbc:postgresql://db/nim", "--db-user", "teacher", "--data", "d")).isZero();
        assertThat(asked.get(0).database()).contains("jdbc:postgresql://db/nim");
        assertThat(asked.get(0).databaseUser()).contains("teacher");
    }

    @Test
    void eachMistakeIsOneLineWithExitTwoAndNoServer() {
        assertRefused(new String[] {}, "say who may come in: --roster FILE (a class list, one name a line) or --open");
        assertRefused(new String[] {"--open", "--roster", "c.txt"}, "choose one: --roster FILE lets in the students it"
                + " lists, --open anyone with the class code");
        assertRefused(new String[] {"--roster", "c.txt", "--class-code", "abcdef"}, "--class-code is for an --open"
                + " class");
        assertRefused(new String[] {"--open", "--class-code", "abc"}, "a class code is 6 to 64 letters");
        assertRefused(new String[] {"--open", "--ssh-port", "70000"}, "--ssh-port takes a port from 1 to 65535");
        assertRefused(new String[] {"--open", "--db", "jdbc:mysql://x/y"}, "--db takes a JDBC URL of PostgreSQL");
        assertRefused(new String[] {"--open", "--db-user", "x"}, "--db-user goes with --db");
        assertRefused(new String[] {"--open", "--ssh-port", "many"}, "--ssh-port");
        assertRefused(new String[] {"--open", "--web-port", "65536"}, "--web-port takes a port from 1 to 65535");
        assertRefused(new String[] {"--open", "--web-port", "2222"}, "--web-port and --ssh-port must differ");
        assertRefused(new String[] {"--open", "--web-port", "8080", "--tls-cert", "c.pem"}, "HTTPS needs both");
        assertRefused(new String[] {"--open", "--tls-key", "k.pem", "--tls-cert", "c.pem"}, "--tls-cert and"
                + " --tls-key go with --web-port");
        assertThat(asked).isEmpty();
    }

    private void assertRefused(String[] args, String message) {
        err.getBuffer().setLength(0);
        assertThat(serve(args)).as(String.join(" ", args)).isEqualTo(2);
        assertThat(err.toString()).startsWith("nim-explorer: ").contains(message).hasLineCount(1);
    }
}

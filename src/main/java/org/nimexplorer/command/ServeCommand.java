package org.nimexplorer.command;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Optional;
import org.nimexplorer.engine.Text;
import org.nimexplorer.store.AppHome;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "serve", description = {"Run a class server: every student in their own terminal over SSH"
        + " (ssh -p 2222 NAME@HOST), or in the browser with --web-port, with the whole program and their progress kept on the server. Give the class"
        + " list with --roster (each student gets a code), or let anyone with the class code in with --open.",
        "Example: serve --roster class.txt"})
public final class ServeCommand extends BaseCommand {

    @Option(names = "--roster", paramLabel = "FILE", description = "The class list: one student name a line, or"
            + " name,code. Codes the server makes are written to FILE.codes (only you can read it).")
    String roster;

    @Option(names = "--open", description = "No roster: anyone with the class code may come in and claim a name,"
            + " which a PIN they choose then keeps theirs.")
    boolean open;

    @Option(names = "--class-code", paramLabel = "CODE", description = "The class code for --open (default: one made"
            + " at the first start and kept in the data folder).")
    String classCode;

    @Option(names = "--ssh-port", paramLabel = "PORT", description = "The port students connect to (default:"
            + " ${DEFAULT-VALUE}).", defaultValue = "2222")
    int sshPort;

    @Option(names = "--web-port", paramLabel = "PORT", description = "Also serve the class in the browser on this"
            + " port: students open http://HOST:PORT, the teacher's live dashboard is at /teacher.")
    Integer webPort;

    @Option(names = "--tls-cert", paramLabel = "FILE", description = "With --web-port: HTTPS, with this certificate"
            + " (PEM, the server's first, then its chain).")
    String tlsCertificate;

    @Option(names = "--tls-key", paramLabel = "FILE", description = "The private key of --tls-cert (PEM).")
    String tlsKey;

    @Option(names = "--bind", paramLabel = "ADDRESS", description = "Listen on this address only (default: every"
            + " address of this machine; 127.0.0.1 keeps the class on this machine).")
    String bind;

    @Option(names = "--data", paramLabel = "DIR", description = "The class's folder: its database, the server's"
            + " key and log (default: 'class' in the program's folder).")
    String data;

    @Option(names = "--db", paramLabel = "JDBC-URL", description = "Keep the class in this database instead, such as"
            + " jdbc:postgresql://host/nim; its password from NIM_EXPLORER_DB_PASSWORD.")
    String database;

    @Option(names = "--db-user", paramLabel = "USER", description = "The database user for --db.")
    String databaseUser;

    private final Serving serving;

    public ServeCommand(Serving serving) {
        this.serving = serving;
    }

    @Override
    public Integer call() {
        if (open == (roster != null)) {
            throw new BadInputException(open ? "choose one: --roster FILE lets in the students it lists, --open anyone"
                    + " with the class code" : "say who may come in: --roster FILE (a class list, one name a line) or"
                    + " --open (anyone with the class code)");
        }
        if (classCode != null && !open) {
            throw new BadInputException("--class-code is for an --open class; a roster gives each student a code");
        }
        if (classCode != null && !classCode.matches("[\\x21-\\x7e]{6,64}")) {
            throw new BadInputException("a class code is 6 to 64 letters, digits or signs, with no spaces");
        }
        if (sshPort < 0 || sshPort > 65_535) {
            throw new BadInputException("--ssh-port takes a port from 1 to 65535 (0: any free one), not " + sshPort);
        }
        if (database != null && !database.startsWith("jdbc:postgresql:") && !database.startsWith("jdbc:sqlite:")) {
            throw new BadInputException("--db takes a JDBC URL of PostgreSQL (jdbc:postgresql://HOST/DB) or SQLite"
                    + " (jdbc:sqlite:FILE)");
        }
        if (databaseUser != null && database == null) {
            throw new BadInputException("--db-user goes with --db");
        }
        Optional<Serving.Web> web = web();
        Path folder = data == null ? AppHome.fromEnvironment().dir().resolve("class") : path("--data", data);
        return serving.serve(new Serving.Request(folder, Optional.ofNullable(database), Optional.ofNullable(databaseUser),
                Optional.ofNullable(roster).map(r -> path("--roster", r)), open, Optional.ofNullable(classCode),
                bind == null ? "" : bind, sshPort, web), out(), err());
    }

    private Optional<Serving.Web> web() {
        if ((tlsCertificate == null) != (tlsKey == null)) {
            throw new BadInputException("HTTPS needs both: --tls-cert FILE (the certificate) and --tls-key FILE (its"
                    + " private key)");
        }
        if (webPort == null) {
            if (tlsCertificate != null) {
                throw new BadInputException("--tls-cert and --tls-key go with --web-port PORT, the port of the class in"
                        + " the browser");
            }
            return Optional.empty();
        }
        if (webPort < 0 || webPort > 65_535) {
            throw new BadInputException("--web-port takes a port from 1 to 65535 (0: any free one), not " + webPort);
        }
        if (webPort != 0 && webPort == sshPort) {
            throw new BadInputException("--web-port and --ssh-port must differ: SSH and the browser each need a port"
                    + " of their own");
        }
        Optional<Serving.Tls> tls = tlsCertificate == null ? Optional.empty()
                : Optional.of(new Serving.Tls(path("--tls-cert", tlsCertificate), path("--tls-key", tlsKey)));
        return Optional.of(new Serving.Web(webPort, tls));
    }

    private static Path path(String option, String name) {
        try {
            return Path.of(name);
        } catch (InvalidPathException e) {
            throw new BadInputException(option + " '" + Text.clip(name) + "' is not a path this system can use");
        }
    }
}

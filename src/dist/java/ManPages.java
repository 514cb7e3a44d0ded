import java.io.File;
import java.util.Optional;
import org.nimexplorer.command.Interactive;
import org.nimexplorer.command.RootCommand;
import org.nimexplorer.command.Subcommands;
import org.nimexplorer.command.session.SessionCommands;
import org.nimexplorer.repl.Repl;
import picocli.CommandLine;
import picocli.codegen.docgen.manpage.ManPageGenerator;

/**
 * Build-time tool of the distribution (run by mvn -Pdist): writes the man pages of the command line
 * as AsciiDoc, with picocli's man page generator, from the very tree the program parses with (every
 * command, as 'help' and 'completion' see it). Asciidoctor then renders them to troff.
 *
 * Usage: java -cp nim-explorer.jar:picocli-codegen.jar ManPages.java OUTDIR
 */
public final class ManPages {

    public static void main(String[] args) throws Exception {
        Interactive session = Repl.session();
        Subcommands commands = SessionCommands.onCommandLine(session);
        CommandLine tree = commands.tree(new RootCommand(session), Optional.empty());
        commands.addAllTo(tree);
        int status = ManPageGenerator.generateManPage(new File(args[0]), null, new boolean[0], true,
                tree.getCommandSpec());
        if (status != 0) {
            throw new IllegalStateException("the man page generator failed with status " + status);
        }
    }
}

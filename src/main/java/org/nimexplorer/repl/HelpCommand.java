package org.nimexplorer.repl;

import java.util.Locale;
import java.util.Map;
import org.nimexplorer.cli.BadInputException;
import org.nimexplorer.cli.BaseCommand;
import org.nimexplorer.cli.Wrap;
import org.nimexplorer.engine.Text;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

@Command(name = "help", description = {"List the commands, or show one command's options and an example.",
        "Example: help play"})
final class HelpCommand extends BaseCommand {

    @Parameters(paramLabel = "COMMAND", arity = "0..1", description = "The command to explain.")
    String command;

    /** The first sentence of a command's description: what 'help' and Tab completion show. */
    static String firstSentence(CommandLine command) {
        String[] description = command.getCommandSpec().usageMessage().description();
        return description.length == 0 ? "" : description[0].split("(?<=\\.) ")[0];
    }

    @Override
    public Integer call() {
        Map<String, CommandLine> all = spec.parent().commandLine().getSubcommands();
        if (command != null) {
            CommandLine one = all.get(command.toLowerCase(Locale.ROOT));
            if (one == null) {
                throw new BadInputException("there is no command '" + Text.clip(command) + "'; 'help' lists them all");
            }
            one.usage(out());
            return 0;
        }
        out().println("Commands (each also works with --help; 'help COMMAND' shows its options):");
        int column = 3 + all.keySet().stream().mapToInt(String::length).max().orElse(8);
        for (Map.Entry<String, CommandLine> e : all.entrySet()) {
            if (!e.getKey().equals(e.getValue().getCommandName())) {
                continue;
            }
            Wrap.labelled("  " + e.getKey(), column, firstSentence(e.getValue())).forEach(out()::println);
        }
        out().println();
        out().println(Wrap.paragraph("Moves on the current position: 'take 2 from A', 'A-2' (take 2 from A), 'A=1' or"
                + " 'A to 1' (reduce A to 1). Tab completes commands, options and heap labels; Ctrl-C abandons a line"
                + " or a long computation; Ctrl-D or 'quit' leaves.", 0));
        return 0;
    }
}

package org.nimexplorer.command;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.nimexplorer.engine.Text;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code nim-explorer help [COMMAND]}: the program's usage, or one command's; a command that opens
 * the session shows the session's help for it, with every option it takes there.
 */
@Command(name = "help", helpCommand = true, description = {"Show the commands, or one command's options and an"
        + " example.", "Example: nim-explorer help analyze"})
public final class CommandLineHelp implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "COMMAND", arity = "0..*", description = "The command to explain, and a part of it if"
            + " you like: 'nim-explorer help lesson start'.")
    List<String> command = new ArrayList<>();

    @Override
    public Integer call() {
        CommandLine root = spec.parent().commandLine();
        if (command.isEmpty()) {
            root.usage(root.getOut());
            return 0;
        }
        CommandLine one = root.getSubcommands().get(command.get(0).toLowerCase(Locale.ROOT));
        if (one == null) {
            throw new BadInputException("there is no command '" + Text.clip(command.get(0)) + "'; 'nim-explorer help'"
                    + " lists them all");
        }
        List<String> parts = command.subList(1, command.size());
        if (one.getCommandSpec().userObject() instanceof FullHelp full) {
            return full.showFullHelp(parts);
        }
        HelpTopic.part(one, parts).usage(root.getOut());
        return 0;
    }
}

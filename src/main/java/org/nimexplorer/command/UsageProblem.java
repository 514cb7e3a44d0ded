package org.nimexplorer.command;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.nimexplorer.engine.Text;
import picocli.CommandLine.MissingParameterException;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;
import picocli.CommandLine;

/**
 * A command line picocli refused, said in the program's own words: what was wrong and what would be
 * accepted, in one line, whether the line was typed in a shell or in the session. picocli's own
 * messages speak of Java types ("is not a long") and argument indexes, which say nothing to a learner.
 */
public final class UsageProblem {

    private UsageProblem() {}

    /** The problem, without a prefix; {@code commandLine} is how commands are written where it was typed. */
    public static String describe(ParameterException ex, boolean commandLine) {
        if (ex instanceof UnmatchedArgumentException unmatched) {
            return unmatched(unmatched, commandLine);
        }
        if (ex instanceof MissingParameterException missing) {
            return missing(missing, commandLine);
        }
        ArgSpec arg = ex.getArgSpec();
        if (arg != null && ex.getValue() != null && ex.getMessage().startsWith("Invalid value")) {
            return invalid(arg, ex.getValue());
        }
        String message = Text.oneLine(ex.getMessage());
        if (message.startsWith("Unknown subcommand")) {
            // picocli's own 'help' command, asked about a command that does not exist.
            return "there is no command" + message.substring("Unknown subcommand".length()).replaceAll("\\.$", "");
        }
        return lowerFirst(message);
    }

    /** Where to read more: the command's help, as it is asked for where the line was typed; empty if said already. */
    public static String seeHelp(CommandLine failed, boolean commandLine) {
        CommandLine command = topCommand(failed);
        if (commandLine) {
            return "see '" + command.getCommandSpec().qualifiedName() + " --help'";
        }
        // At the top of the session the message itself already points to 'help'.
        return command.getCommandSpec().parent() == null ? "" : "see 'help " + command.getCommandName() + "'";
    }

    /** The command just below the root: 'lesson' for 'lesson start', whose help is where its parts are. */
    private static CommandLine topCommand(CommandLine failed) {
        CommandLine command = failed;
        while (command.getParent() != null && command.getParent().getParent() != null) {
            command = command.getParent();
        }
        return command;
    }

    private static String invalid(ArgSpec arg, String value) {
        String name = name(arg);
        Class<?> type = arg.type();
        String given = "'" + Text.clip(value) + "'";
        if (type == int.class || type == Integer.class || type == long.class || type == Long.class) {
            // The command checks its own range once the number is read; here the word is no number at all.
            return value.strip().matches("[+-]?[0-9]+") ? given + " is too large for " + name
                    : name + " takes a whole number, not " + given;
        }
        if (type.isEnum()) {
            return name + " takes " + Arrays.stream(type.getEnumConstants()).map(c -> c.toString().toLowerCase(Locale.ROOT))
                    .collect(Collectors.joining(" or ")) + ", not " + given;
        }
        return given + " is not a value " + name + " takes";
    }

    private static String missing(MissingParameterException ex, boolean commandLine) {
        // picocli calls an option typed without its value missing too; only a required one can be left out.
        for (ArgSpec arg : ex.getMissing()) {
            if (arg instanceof OptionSpec option && !option.required()) {
                return option.longestName() + " needs " + option.paramLabel() + " after it";
            }
        }
        List<String> names = ex.getMissing().stream().map(UsageProblem::name).toList();
        CommandSpec spec = ex.getCommandLine().getCommandSpec();
        return written(spec, false) + " needs " + String.join(" and ", names) + ": write '" + written(spec, commandLine)
                + form(spec) + "'";
    }

    private static String unmatched(UnmatchedArgumentException ex, boolean commandLine) {
        List<String> words = ex.getUnmatched();
        String first = words.isEmpty() ? "" : Text.clip(words.get(0));
        String nearMiss = nearMiss(ex.getSuggestions());
        if (ex.isUnknownOption()) {
            return "unknown option '" + first + "'" + nearMiss;
        }
        CommandSpec spec = ex.getCommandLine().getCommandSpec();
        if (spec.parent() == null) {
            return commandLine ? "there is no command '" + first + "'" + nearMiss
                    + "; the session ('nim-explorer' alone) has more than the command line"
                    : "unknown command '" + first + "'" + nearMiss + ": type 'help' for the commands, or a move such"
                    + " as 'A-2' once a position is set";
        }
        if (!spec.subcommands().isEmpty()) {
            return written(spec, false) + " has no part '" + first + "'" + nearMiss + ": its parts are "
                    + String.join(", ", spec.subcommands().keySet());
        }
        return "'" + first + "' is more than " + written(spec, false) + " takes: write '" + written(spec, commandLine)
                + form(spec) + "'" + nearMiss;
    }

    private static String nearMiss(List<String> suggestions) {
        if (suggestions.isEmpty()) {
            return "";
        }
        return " (did you mean " + suggestions.stream().limit(3).map(s -> "'" + Text.clip(s) + "'")
                .collect(Collectors.joining(" or ")) + "?)";
    }

    /** How the command is written: its required options with their values, then its parameters. */
    private static String form(CommandSpec spec) {
        StringBuilder form = new StringBuilder();
        for (OptionSpec option : spec.options()) {
            if (option.required()) {
                form.append(' ').append(option.longestName()).append(option.arity().max() > 0 ? " " + option.paramLabel() : "");
            }
        }
        return form + positionals(spec);
    }

    /** The command as it is typed: 'lesson start' in the session, 'nim-explorer lesson start' in a shell. */
    private static String written(CommandSpec spec, boolean commandLine) {
        String qualified = spec.qualifiedName();
        if (commandLine) {
            return qualified;
        }
        int space = qualified.indexOf(' ');
        return space < 0 ? qualified : qualified.substring(space + 1);
    }

    private static String positionals(CommandSpec spec) {
        List<String> labels = new ArrayList<>();
        for (PositionalParamSpec p : spec.positionalParameters()) {
            String label = p.paramLabel() + (p.arity().max() > 1 ? "..." : "");
            labels.add(p.arity().min() == 0 ? "[" + label + "]" : label);
        }
        return labels.isEmpty() ? "" : " " + String.join(" ", labels);
    }

    private static String name(ArgSpec arg) {
        return arg instanceof OptionSpec option ? option.longestName() : ((PositionalParamSpec) arg).paramLabel();
    }

    private static String lowerFirst(String message) {
        return message.isEmpty() ? message : Character.toLowerCase(message.charAt(0)) + message.substring(1);
    }
}

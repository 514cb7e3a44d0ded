package org.nimexplorer.command;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParseResult;

/**
 * What a student's session on the class server may not do: anything that reads or writes a file or
 * folder on the server. The server is the teacher's machine, and one student's file is no business
 * of another's; what a student keeps (progress, answers) the server keeps for them. Judged from the
 * parsed line, by what each option and parameter says it takes, so a new option that names a file
 * is refused without being listed here.
 */
public final class ClassServerRules {

    /** Commands that exist only to work on files, each with what the student can do instead. */
    private static final Map<String, String> FILE_COMMANDS = Map.of(
            "record", "'record' writes a transcript to a file on the class server, which keeps no files of yours;"
                    + " your progress is kept for you",
            "source", "'source' reads a file on the class server, which students cannot reach; type the lines instead",
            "assign", "'assign' is the teacher's: assignments reach you when your teacher publishes them",
            "class", "'class' is the teacher's: their console and reports read your answers, which the class server"
                    + " keeps for you",
            "serve", "'serve' starts a class server; you are on one already");

    /** Options that name a file at home and something the class server keeps on the server: a published assignment. */
    private static final Set<String> SERVER_NAMES = Set.of("quiz --assignment");

    private ClassServerRules() {}

    /** The commands a student's session does not list in its help, since it refuses them. */
    public static Set<String> refusedCommands() {
        return FILE_COMMANDS.keySet();
    }

    /**
     * Why a line whose first word is {@code command} may not run in a student's session, before its
     * options are read: a refused command's own complaints (a missing option) would point at it.
     */
    public static Optional<String> refusal(String command) {
        return Optional.ofNullable(FILE_COMMANDS.get(command));
    }

    /** Why the line {@code parsed} may not run in a student's session; empty when it may. */
    public static Optional<String> refusal(ParseResult parsed) {
        for (ParseResult part = parsed; part != null; part = part.hasSubcommand() ? part.subcommand() : null) {
            String command = part.commandSpec().name();
            if (part != parsed && FILE_COMMANDS.containsKey(command)) {
                return Optional.of(FILE_COMMANDS.get(command));
            }
            for (ArgSpec arg : part.matchedArgs()) {
                Optional<String> refused = refusal(arg, command);
                if (refused.isPresent()) {
                    return refused;
                }
            }
        }
        return Optional.empty();
    }

    private static Optional<String> refusal(ArgSpec arg, String command) {
        String label = arg.paramLabel().toUpperCase(Locale.ROOT);
        String option = arg instanceof OptionSpec spec ? spec.longestName() : "";
        if ((label.contains("FILE") || label.contains("DIR")) && !SERVER_NAMES.contains(command + " " + option)) {
            String what = label.contains("DIR") ? "a folder" : "a file";
            return Optional.of((option.isEmpty() ? "that command reads " + what : "'" + option + "' names " + what)
                    + " on the class server, which students cannot reach; the server keeps your progress and answers"
                    + " for you");
        }
        if (option.equals("--debug")) {
            return Optional.of("'--debug' is for the machine's owner; on the class server a problem is told in one line");
        }
        if (arg.originalStringValues().stream().anyMatch(value -> value.startsWith("@"))) {
            return Optional.of("@FILE reads a file on the class server, which students cannot reach; type the heaps"
                    + " instead");
        }
        return Optional.empty();
    }
}

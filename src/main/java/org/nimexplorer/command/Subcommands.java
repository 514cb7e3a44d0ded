package org.nimexplorer.command;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import picocli.CommandLine;

/**
 * The commands under {@code nim-explorer}, by name, built only when needed: picocli reflects over
 * every command it is given, and a one-shot run should pay for the one it runs, not for all of them.
 */
public final class Subcommands {

    private final Map<String, Supplier<Object>> byName = new LinkedHashMap<>();

    /** The commands that need no session: the same on the command line and in the REPL. */
    public static Subcommands oneShot() {
        return new Subcommands()
                .with("analyze", AnalyzeCommand::new)
                .with("check", CheckCommand::new)
                .with("kernel", KernelCommand::new)
                .with("verify", VerifyCommand::new)
                .with("columns", ColumnsCommand::new)
                .with("xor", XorCommand::new)
                .with("xor-table", XorTableCommand::new)
                .with("prove", ProveCommand::new)
                .with("tree", TreeCommand::new)
                .with("table", TableCommand::new)
                .with("conjecture", ConjectureCommand::new)
                .with("kernel-proof", KernelProofCommand::new);
    }

    /** This set with one more command; {@code name} must be the command's own {@code @Command} name. */
    public Subcommands with(String name, Supplier<Object> command) {
        byName.put(name, command);
        return this;
    }

    public Set<String> names() {
        return byName.keySet();
    }

    /** Adds every command, for usage help, suggestions and completion. */
    public void addAllTo(CommandLine root) {
        byName.forEach((name, command) -> root.addSubcommand(name, command.get()));
    }

    /**
     * Adds just the command the arguments start with when they name one, none when there are no
     * arguments (the root runs alone), otherwise (and for {@code help}, which explains the others) all
     * of them.
     */
    public void addNeededBy(String[] args, CommandLine root) {
        if (args.length == 0) {
            return;
        }
        if (byName.containsKey(args[0]) && !args[0].equals("help")) {
            root.addSubcommand(args[0], byName.get(args[0]).get());
        } else {
            addAllTo(root);
        }
    }
}

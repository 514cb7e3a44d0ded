package org.nimexplorer.command;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import picocli.CommandLine;

/**
 * The commands under {@code nim-explorer}, by name, built only when needed: picocli reflects over
 * every command it is given, and a one-shot run should pay for the one it runs, not for all of them.
 */
public final class Subcommands {

    /** The commands that describe the whole tree, and so need every command made. */
    private static final Set<String> WHOLE_TREE = Set.of("help", "completion");

    private final Map<String, Class<?>> byName = new LinkedHashMap<>();

    /** The commands that need no session: the same on the command line and in the REPL. */
    public static Subcommands oneShot() {
        return new Subcommands()
                .with("analyze", AnalyzeCommand.class)
                .with("check", CheckCommand.class)
                .with("kernel", KernelCommand.class)
                .with("verify", VerifyCommand.class)
                .with("grundy", GrundyCommand.class)
                .with("equivalent", EquivalentCommand.class)
                .with("columns", ColumnsCommand.class)
                .with("xor", XorCommand.class)
                .with("xor-table", XorTableCommand.class)
                .with("prove", ProveCommand.class)
                .with("tree", TreeCommand.class)
                .with("table", TableCommand.class)
                .with("conjecture", ConjectureCommand.class)
                .with("kernel-proof", KernelProofCommand.class)
                .with("assign", AssignCommand.class)
                .with("class", ClassCommand.class);
    }

    /**
     * This set with one more command, made by the tree's factory when it is first needed;
     * {@code name} must be the command's own {@code @Command} name.
     */
    public Subcommands with(String name, Class<?> command) {
        byName.put(name, command);
        return this;
    }

    public Set<String> names() {
        return byName.keySet();
    }

    /** Adds every command, for usage help, suggestions and completion. */
    public void addAllTo(CommandLine root) {
        byName.forEach((name, command) -> add(root, name));
    }

    /**
     * Adds just the command the arguments start with when they name one, none when there are no
     * arguments (the root runs alone), otherwise (and for {@code help} and {@code completion}, which
     * describe the others) all of them.
     */
    public void addNeededBy(String[] args, CommandLine root) {
        if (args.length == 0) {
            return;
        }
        if (byName.containsKey(args[0]) && !WHOLE_TREE.contains(args[0])) {
            add(root, args[0]);
        } else {
            addAllTo(root);
        }
    }

    /** Adds the command {@code name} unless the tree has it already: a session's tree keeps what it made. */
    private void add(CommandLine root, String name) {
        if (!root.getSubcommands().containsKey(name)) {
            root.addSubcommand(name, byName.get(name));
        }
    }
}

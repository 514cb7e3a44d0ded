package org.nimexplorer.command;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import org.nimexplorer.render.Display;
import picocli.CommandLine;

/**
 * The commands under {@code nim-explorer}, by name, and the one place each command of a tree (its
 * parts too, such as {@code prove lemma1}) is built, with what it needs: a command of a session is
 * handed its session here. Commands are built only when needed: picocli reflects over every
 * command it is given, and a one-shot run should pay for the one it runs, not for all of them.
 */
public final class Subcommands {

    /** The commands that describe the whole tree, and so need every command made. */
    private static final Set<String> WHOLE_TREE = Set.of("help", "completion");

    private final Map<String, Class<?>> byName = new LinkedHashMap<>();
    private final Map<Class<?>, Supplier<?>> builders = new HashMap<>();

    /** The commands that need no session: the same on the command line and in the REPL. */
    public static Subcommands oneShot() {
        return new Subcommands()
                .with("analyze", AnalyzeCommand.class, AnalyzeCommand::new)
                .with("check", CheckCommand.class, CheckCommand::new)
                .with("kernel", KernelCommand.class, KernelCommand::new)
                .with("verify", VerifyCommand.class, VerifyCommand::new)
                .with("grundy", GrundyCommand.class, GrundyCommand::new)
                .with("equivalent", EquivalentCommand.class, EquivalentCommand::new)
                .with("columns", ColumnsCommand.class, ColumnsCommand::new)
                .with("xor", XorCommand.class, XorCommand::new)
                .with("xor-table", XorTableCommand.class, XorTableCommand::new)
                .with("prove", ProveCommand.class, ProveCommand::new)
                .part(ProveCommand.Lemma1Command.class, ProveCommand.Lemma1Command::new)
                .part(ProveCommand.Lemma2Command.class, ProveCommand.Lemma2Command::new)
                .part(ProveCommand.TheoremCommand.class, ProveCommand.TheoremCommand::new)
                .part(ProveCommand.ClaimCommand.class, ProveCommand.ClaimCommand::new)
                .with("tree", TreeCommand.class, TreeCommand::new)
                .with("table", TableCommand.class, TableCommand::new)
                .with("conjecture", ConjectureCommand.class, ConjectureCommand::new)
                .with("kernel-proof", KernelProofCommand.class, KernelProofCommand::new)
                .with("assign", AssignCommand.class, AssignCommand::new)
                .with("class", ClassCommand.class, ClassCommand::new)
                .part(ClassCommand.Report.class, ClassCommand.Report::new);
    }

    /**
     * This set with one more command, built by {@code build} when a line first needs it;
     * {@code name} must be the command's own {@code @Command} name.
     */
    public <K> Subcommands with(String name, Class<K> command, Supplier<? extends K> build) {
        byName.put(name, command);
        return part(command, build);
    }

    /** This set with the way to build {@code command}, a part of one of its commands (as 'lemma1' of 'prove'). */
    public <K> Subcommands part(Class<K> command, Supplier<? extends K> build) {
        builders.put(command, build);
        return this;
    }

    /** A new {@code command} as this set builds it; empty when it is no command of this set. */
    Optional<Object> build(Class<?> command) {
        return Optional.ofNullable(builders.get(command)).map(Supplier::get);
    }

    public Set<String> names() {
        return byName.keySet();
    }

    /**
     * A tree rooted at {@code root} whose commands this set builds, painting for {@code screen}
     * (a session's) or for standard output (none).
     */
    public CommandLine tree(Object root, Optional<Display> screen) {
        return new CommandLine(root, new CommandFactory(this, screen));
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

    /**
     * Adds the command {@code name} unless the tree has it already: a session's tree keeps what it
     * made. The tree's factory builds it, so the tree must come from {@link #tree}.
     */
    private void add(CommandLine root, String name) {
        if (!root.getSubcommands().containsKey(name)) {
            root.addSubcommand(name, byName.get(name));
        }
    }
}

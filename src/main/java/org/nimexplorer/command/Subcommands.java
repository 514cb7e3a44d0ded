package org.nimexplorer.command;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.IntSupplier;
import java.util.Set;
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
    private final List<Builder> builders = new ArrayList<>();
    private SessionView view = SessionView.NONE;

    /**
     * Builds the commands of one part of a table by class, each with what it needs; empty for a class
     * it does not build. One builder answers for many commands, rather than a lambda each: every
     * lambda is a class made as the program starts, and a session's forty of them cost it 35 ms.
     */
    @FunctionalInterface
    public interface Builder {
        Optional<Object> build(Class<?> command);
    }

    /** The commands that need no session: the same on the command line and in the REPL. */
    public static Subcommands oneShot() {
        return new Subcommands()
                .builtBy(Subcommands::oneShotCommand)
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

    /** A new one-shot command, or a part of one ('prove lemma1', 'class report'). */
    private static Optional<Object> oneShotCommand(Class<?> type) {
        Object made = type == AnalyzeCommand.class ? new AnalyzeCommand()
                : type == CheckCommand.class ? new CheckCommand()
                : type == KernelCommand.class ? new KernelCommand()
                : type == VerifyCommand.class ? new VerifyCommand()
                : type == GrundyCommand.class ? new GrundyCommand()
                : type == EquivalentCommand.class ? new EquivalentCommand()
                : type == ColumnsCommand.class ? new ColumnsCommand()
                : type == XorCommand.class ? new XorCommand()
                : type == XorTableCommand.class ? new XorTableCommand()
                : type == ProveCommand.class ? new ProveCommand()
                : type == ProveCommand.Lemma1Command.class ? new ProveCommand.Lemma1Command()
                : type == ProveCommand.Lemma2Command.class ? new ProveCommand.Lemma2Command()
                : type == ProveCommand.TheoremCommand.class ? new ProveCommand.TheoremCommand()
                : type == ProveCommand.ClaimCommand.class ? new ProveCommand.ClaimCommand()
                : type == TreeCommand.class ? new TreeCommand()
                : type == TableCommand.class ? new TableCommand()
                : type == ConjectureCommand.class ? new ConjectureCommand()
                : type == KernelProofCommand.class ? new KernelProofCommand()
                : type == AssignCommand.class ? new AssignCommand()
                : type == ClassCommand.class ? new ClassCommand()
                : type == ClassCommand.Report.class ? new ClassCommand.Report()
                : type == ClassConsoleCommand.class ? new ClassConsoleCommand(Optional.empty())
                : null;
        return Optional.ofNullable(made);
    }

    /**
     * This set with one more command, built by one of its builders when a line first needs it;
     * {@code name} must be the command's own {@code @Command} name.
     */
    public Subcommands with(String name, Class<?> command) {
        byName.put(name, command);
        return this;
    }

    /** This set, its commands run inside the session that {@code seen} shows them. */
    public Subcommands seeing(SessionView seen) {
        view = seen;
        return this;
    }

    /** This set with one more builder, asked before those it has: for the commands it adds. */
    public Subcommands builtBy(Builder builder) {
        builders.add(0, builder);
        return this;
    }

    /** A new {@code command} as this set builds it; empty when it is no command of this set. */
    Optional<Object> build(Class<?> command) {
        for (Builder builder : builders) {
            Optional<Object> made = builder.build(command);
            if (made.isPresent()) {
                return made;
            }
        }
        return Optional.empty();
    }

    public Set<String> names() {
        return byName.keySet();
    }

    /**
     * A tree rooted at {@code root} whose commands this set builds, painting for {@code screen}
     * (a session's) or for standard output (none).
     */
    public CommandLine tree(Object root, Optional<Display> screen) {
        return tree(root, screen, () -> 0);
    }

    /** The same, its text wrapped to a window whose width {@code columns} tells (0 or less: not known). */
    public CommandLine tree(Object root, Optional<Display> screen, IntSupplier columns) {
        return new CommandLine(root, new CommandFactory(this, screen, columns, view));
    }

    /** The display flags of the line a tree made by {@link #tree} is running. */
    public static LineFlags flags(CommandLine tree) {
        return ((CommandFactory) tree.getFactory()).flags();
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

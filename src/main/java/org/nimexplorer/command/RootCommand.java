package org.nimexplorer.command;

import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

@Command(name = "nim-explorer", mixinStandardHelpOptions = true, scope = ScopeType.INHERIT, versionProvider = Version.class,
        description = {"Learn the game of Nim and the proof that solves it.",
                "Run with no command to start the interactive session."})
public final class RootCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    GlobalOptions global;

    private final Interactive interactive;

    /** A root that prints its usage when no command is named. */
    public RootCommand() {
        this(null);
    }

    /** A root that starts {@code interactive} when no command is named. */
    public RootCommand(Interactive interactive) {
        this.interactive = interactive;
    }

    @Override
    public Integer call() {
        if (interactive == null) {
            spec.commandLine().usage(spec.commandLine().getOut());
            return 0;
        }
        return interactive.start(global, Optional.empty());
    }
}

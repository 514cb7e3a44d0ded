package org.nimexplorer.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

@Command(name = "nim-explorer", mixinStandardHelpOptions = true, scope = ScopeType.INHERIT, versionProvider = Version.class,
        description = {"Learn the game of Nim and the proof that solves it.",
                "Run with no command to start the interactive session."})
public final class RootCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    GlobalOptions global;

    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getOut());
        return 0;
    }
}

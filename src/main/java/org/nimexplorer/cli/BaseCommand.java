package org.nimexplorer.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.nimexplorer.engine.Result;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** What every command shares: global options, the output stream, the painter, turning problems into exit 2. */
public abstract class BaseCommand implements Callable<Integer> {

    @Spec
    protected CommandSpec spec;

    @Mixin
    protected GlobalOptions global;

    protected PrintWriter out() {
        return spec.commandLine().getOut();
    }

    protected Painter painter() {
        return Painter.choose(noColorAnywhere());
    }

    private boolean noColorAnywhere() {
        for (CommandSpec s = spec; s != null; s = s.parent()) {
            if (s.userObject() instanceof BaseCommand c && c.global.noColor
                    || s.userObject() instanceof RootCommand r && r.global.noColor) {
                return true;
            }
        }
        return false;
    }

    /** The value, or a {@link BadInputException} carrying the problem. */
    protected static <T> T orBadInput(Result<T> result) {
        if (!result.isOk()) {
            throw new BadInputException(result.problemOrNull());
        }
        return result.orThrow();
    }
}

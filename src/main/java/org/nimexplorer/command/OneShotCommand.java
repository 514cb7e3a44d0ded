package org.nimexplorer.command;

import picocli.CommandLine.Mixin;

/**
 * A command that runs the same on the command line and in the session. It accepts the global
 * options after its name too ({@code analyze 3 4 5 --no-color}); session commands do not, so that
 * their help lists only what they do themselves.
 */
public abstract class OneShotCommand extends BaseCommand {

    @Mixin
    protected GlobalOptions global;
}

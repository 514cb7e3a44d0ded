package org.nimexplorer.command;

import picocli.CommandLine.IVersionProvider;

/** The version printed by --version. */
public final class Version implements IVersionProvider {

    public static final String VERSION = "0.1.0";

    @Override
    public String[] getVersion() {
        return new String[] {"nim-explorer " + VERSION};
    }
}

package org.nimexplorer.command;

import java.util.ArrayList;
import java.util.List;
import picocli.AutoComplete;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * Prints a Tab-completion script for the user's own shell, made by picocli from the same command
 * tree that parses the command line, so a new command or option completes without a second list.
 */
@Command(name = "completion", description = {
        "Print a Tab-completion script for your shell: bash or zsh.",
        "To try it, run 'source <(nim-explorer completion bash)'.",
        "To keep it, save it as ~/.local/share/bash-completion/completions/nim-explorer.",
        "In zsh, put 'source <(nim-explorer completion zsh)' in ~/.zshrc.",
        "Example: completion bash"})
public final class CompletionCommand extends BaseCommand {

    /** The shells a script is written for. */
    enum Shell { BASH, ZSH }

    /** The shells as they are typed, for completing this command's own word. */
    static final class Shells extends ArrayList<String> {
        private static final long serialVersionUID = 1L;

        Shells() {
            super(List.of("bash", "zsh"));
        }
    }

    /** The name the script completes: the command as users type it. */
    static final String PROGRAM = "nim-explorer";

    @Parameters(paramLabel = "SHELL", completionCandidates = Shells.class, description = "bash or zsh.")
    Shell shell;

    @Override
    public Integer call() {
        // The launcher gives 'completion' every command of the tree, as it does 'help'.
        String script = AutoComplete.bash(PROGRAM, spec.root().commandLine());
        if (shell == Shell.ZSH) {
            out().println("# zsh completion for " + PROGRAM + ": the bash script below, run through zsh's bashcompinit,");
            out().println("# which the script loads itself. Add to ~/.zshrc:  source <(" + PROGRAM + " completion zsh)");
        }
        out().print(script);
        out().flush();
        return 0;
    }
}

package org.nimexplorer.command;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.command.session.SessionCommands;

/** 'nim-explorer completion bash|zsh': a script for the user's shell, from the command line's own tree. */
class CompletionCommandTest {

    private record Run(int status, String out, String err) {}


    /** The command line as the program runs it; no test here opens a session. */
    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Launcher.run(args, new PrintWriter(out, true), new PrintWriter(err, true), Cli.NO_SESSION,
                SessionCommands.onCommandLine(Cli.NO_SESSION));
        return new Run(status, out.toString(), err.toString());
    }

    @Test
    void theBashScriptCompletesEveryCommandOfTheCommandLineAndTheirOptions() {
        Run r = run("completion", "bash");
        assertThat(r.status()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(r.out()).contains("complete -F _complete_nim-explorer -o default nim-explorer");
        for (String command : SessionCommands.onCommandLine(Cli.NO_SESSION).names()) {
            assertThat(r.out()).as(command).contains("function _picocli_nim-explorer_" + command.replace("-", "") + "()");
        }
        String analyze = r.out().substring(r.out().indexOf("function _picocli_nim-explorer_analyze()"));
        analyze = analyze.substring(0, analyze.indexOf("\n}\n"));
        assertThat(analyze).contains("'--misere'", "'--json'", "'--no-color'", "'--subtract'");
        assertThat(r.out()).contains("'--level'", "'--heaps'", "'--max'");
    }

    @Test
    void theZshScriptIsTheBashScriptThroughBashcompinit() {
        Run zsh = run("completion", "zsh");
        Run bash = run("completion", "bash");
        assertThat(zsh.status()).isZero();
        assertThat(zsh.out()).startsWith("# zsh completion for nim-explorer").endsWith(bash.out())
                .contains("autoload -U +X bashcompinit && bashcompinit");
    }

    @Test
    void anotherShellGetsOneLineNamingTheShellsAccepted() {
        Run r = run("completion", "fish");
        assertThat(r.status()).isEqualTo(2);
        assertThat(r.out()).isEmpty();
        assertThat(r.err().lines().toList()).hasSize(1).first().asString()
                .startsWith("nim-explorer: ").contains("bash or zsh").contains("'fish'");
        assertThat(run("completion").status()).isEqualTo(2);
    }

    @Test
    void theCommandIsListedByHelpOnTheCommandLine() {
        Run r = run("help");
        assertThat(r.out()).containsPattern("(?m)^  completion +Print a Tab-completion script for your shell");
    }

    /** The script run by bash itself, as bash runs it on Tab: words in, candidates out. */
    @Test
    void bashCompletesCommandsOptionsAndShells(@TempDir Path dir) throws IOException, InterruptedException {
        assumeTrue(Files.isExecutable(Path.of("/bin/bash")), "bash is not installed");
        Path script = dir.resolve("nim-explorer.bash");
        Files.writeString(script, run("completion", "bash").out());
        String probe = "source " + script + "\n"
                + "compopt() { :; }\n" // bash allows compopt only inside a real completion
                + "tab() { COMP_WORDS=(\"$@\"); COMP_CWORD=$((${#COMP_WORDS[@]}-1)); COMPREPLY=();\n"
                + "  _complete_nim-explorer nim-explorer \"${COMP_WORDS[-1]}\" \"${COMP_WORDS[-2]}\";\n"
                + "  echo \"${COMPREPLY[*]}\"; }\n"
                + "tab nim-explorer an\n"
                + "tab nim-explorer analyze 3 4 5 --mis\n"
                + "tab nim-explorer completion ''\n"
                + "tab nim-explorer kernel-p\n";
        Process bash = new ProcessBuilder("/bin/bash", "--norc", "-c", probe).redirectErrorStream(true).start();
        List<String> lines = new String(bash.getInputStream().readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        assertThat(bash.waitFor()).isZero();
        assertThat(lines).containsExactly("analyze", "--misere", "bash zsh", "kernel-proof");
    }
}

package org.nimexplorer.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class SubcommandsTest {

    @Test
    void everyRegisteredNameIsTheCommandsOwnName() {
        CommandLine all = Subcommands.oneShot().tree(new RootCommand(), Optional.empty());
        Subcommands.oneShot().addAllTo(all);
        all.getSubcommands().forEach((name, sub) -> assertThat(sub.getCommandName()).isEqualTo(name));
        assertThat(all.getSubcommands().keySet()).containsExactlyElementsOf(Subcommands.oneShot().names());
    }

    @Test
    void aOneShotRunBuildsOnlyTheCommandItNames() {
        CommandLine root = Subcommands.oneShot().tree(new RootCommand(), Optional.empty());
        Subcommands.oneShot().addNeededBy(new String[] {"kernel", "--max", "9"}, root);
        assertThat(root.getSubcommands().keySet()).containsExactly("kernel");
    }

    @Test
    void anUnknownFirstWordGetsEveryCommandSoSuggestionsWork() {
        Cli cli = Cli.run("kernal");
        assertThat(cli.status()).isEqualTo(2);
        assertThat(cli.err()).contains("did you mean 'kernel'");
    }
}

package org.nimexplorer.cli;

import java.util.List;
import java.util.stream.Collectors;
import org.nimexplorer.engine.Kernel;
import org.nimexplorer.engine.Rules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "kernel", description = {"The kernel (the P-positions) of a one-heap game.",
        "Example: kernel --subtract 1-3 --max 21   (the 21 game)"})
public final class KernelCommand extends OneShotCommand {

    @Mixin
    GameOptions game;

    @Option(names = "--max", paramLabel = "N", defaultValue = "21", description = "Largest heap to classify (default ${DEFAULT-VALUE}).")
    long max;

    @Option(names = "--json", description = "Print JSON instead of text.")
    boolean json;

    @Override
    public Integer call() {
        Rules rules = game.rules();
        List<Long> kernel = orBadInput(Kernel.of(rules, max));
        if (json) {
            Json.kernel(out(), rules, max, kernel);
            return 0;
        }
        out().println(Wrap.paragraph("Kernel of the one-heap game with " + rules.describe() + ", heaps 0 to " + max
                + ":", 0));
        out().println(kernel.isEmpty() ? "  (none: the player to move wins from every heap in this range)"
                : Wrap.paragraph(painter().good(kernel.stream().map(String::valueOf)
                .collect(Collectors.joining(" "))), 2));
        out().println(Wrap.paragraph("From a heap in the kernel every move leaves the kernel; from any other heap"
                + " some move enters it. So whoever always moves into the kernel wins.", 0));
        out().flush();
        return 0;
    }
}

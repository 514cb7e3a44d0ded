package org.nimexplorer.command;

import org.nimexplorer.explain.KernelProof;
import org.nimexplorer.render.KernelProofText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "kernel-proof", description = {"Check the two properties that make a set the kernel of a one-heap"
        + " game, with a witness move for every heap outside it.", "Example: kernel-proof --subtract 1-3 --max 21"})
public final class KernelProofCommand extends OneShotCommand {

    @Option(names = "--subtract", paramLabel = "SET", required = true, description = "The takes allowed, like 1-3.")
    String subtract;

    @Option(names = "--max", paramLabel = "N", defaultValue = "21", description = "Largest heap (default ${DEFAULT-VALUE}).")
    long max;

    @Mixin
    JsonOption json;

    @Override
    public Integer call() {
        KernelProof proof = orBadInput(KernelProof.of(GameOptions.subtractionSet(subtract), max));
        return show(json.on(), proof, painter -> KernelProofText.render(proof, painter));
    }
}

package org.nimexplorer.command;

import org.nimexplorer.engine.Numbers;
import org.nimexplorer.explain.Derivation;
import org.nimexplorer.render.XorText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

@Command(name = "xor", description = {"XOR two numbers bit by bit, with each column's parity.", "Example: xor 13 6"})
public final class XorCommand extends OneShotCommand {

    @Parameters(index = "0", paramLabel = "A", description = "A whole number.")
    String a;

    @Parameters(index = "1", paramLabel = "B", description = "A whole number.")
    String b;

    @Mixin
    JsonOption json;

    @Override
    public Integer call() {
        long x = orBadInput(Numbers.parseNonNegative(a, "number"));
        long y = orBadInput(Numbers.parseNonNegative(b, "number"));
        Derivation.Xor xor = new Derivation.Xor(x, y);
        return show(json.on(), xor, painter -> XorText.xor(xor, painter));
    }
}

package org.nimexplorer.command;

import org.nimexplorer.explain.XorTable;
import org.nimexplorer.render.XorText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

@Command(name = "xor-table", description = {"The XOR table of all numbers of BITS bits (1 gives the truth table).",
        "Example: xor-table 2"})
public final class XorTableCommand extends OneShotCommand {

    @Parameters(paramLabel = "BITS", arity = "0..1", defaultValue = "1", description = "1 to 4 (default ${DEFAULT-VALUE}).")
    int bits;

    @Mixin
    JsonOption json;

    @Override
    public Integer call() {
        if (bits < 1 || bits > 4) {
            throw new BadInputException("BITS must be from 1 to 4 (a 16 by 16 table is the widest that fits), not " + bits);
        }
        XorTable table = XorTable.of(bits);
        return show(json.on(), table, painter -> XorText.table(table, painter));
    }
}

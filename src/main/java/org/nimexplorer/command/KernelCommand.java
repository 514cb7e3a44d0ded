package org.nimexplorer.command;

import java.io.PrintWriter;
import java.util.BitSet;
import org.nimexplorer.engine.Budget;
import org.nimexplorer.engine.GameFamily;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.Kernel;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.render.Json;
import org.nimexplorer.render.Painter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "kernel", description = {"The kernel (the P-positions) of a one-heap game.",
        "Example: kernel --subtract 1-3 --max 21   (the 21 game)    kernel --game kayles --max 100"})
public final class KernelCommand extends OneShotCommand {

    private static final String INDENT = "  ";

    @Mixin
    GameOptions.HeapByHeap game;

    @Option(names = "--max", paramLabel = "N", defaultValue = "21", description = "Largest heap to classify (default ${DEFAULT-VALUE}).")
    long max;

    @Mixin
    JsonOption json;

    @Override
    public Integer call() {
        return game.heapFamily().accept(new GameFamily.HeapVisitor<>() {
            @Override
            public Integer classic(Rules rules) {
                BitSet kernel = orBadInput(Kernel.bits(rules, max));
                if (json.on()) {
                    Json.kernel(out(), rules, max, kernel);
                    return 0;
                }
                print(rules.describe(), kernel);
                explainKernel();
                return 0;
            }

            @Override
            public Integer sums(HeapGame heapGame, Play play) {
                BitSet kernel = orBadInput(searching(Budget.Limits.BOX, budget -> Kernel.bits(heapGame, play, max,
                        budget)));
                if (json.on()) {
                    Json.kernel(out(), heapGame, play, max, kernel);
                    return 0;
                }
                print((play == Play.MISERE ? "misère play, " : "") + heapGame.describe(), kernel);
                if (heapGame.splits() && play == Play.MISERE) {
                    out().println(painter().paragraph("These are the single heaps the player to move loses under misère"
                            + " play, found by searching every line of play. A move here may split a heap in two, and"
                            + " then the position is a sum of heaps; under misère play a sum is not decided by the XOR"
                            + " of the heaps' Grundy values, nor by this list, but only by searching it ('analyze"
                            + " --misere --game " + heapGame.notation() + " HEAPS').", 0));
                } else if (heapGame.splits()) {
                    out().println(painter().paragraph("These are the single heaps the player to move loses. A move here"
                            + " may split a heap in two, and then the position is a sum of heaps, decided by the XOR of"
                            + " their Grundy values ('grundy --game " + heapGame.notation() + "', 'analyze --game "
                            + heapGame.notation() + " HEAPS') rather than by this list.", 0));
                } else {
                    explainKernel();
                }
                out().flush();
                return 0;
            }
        });
    }

    private void print(String described, BitSet kernel) {
        PrintWriter out = out();
        out.println(painter().paragraph("Kernel of the one-heap game with " + described + ", heaps 0 to " + max + ":", 0));
        if (kernel.isEmpty()) {
            out.println("  (none: the player to move wins from every heap in this range)");
        } else {
            printWrapped(out, kernel, painter());
        }
    }

    private void explainKernel() {
        out().println(painter().paragraph("From a heap in the kernel every move leaves the kernel; from any other heap"
                + " some move enters it. So whoever always moves into the kernel wins.", 0));
        out().flush();
    }

    /** The heaps, indented and wrapped at 80 columns a line at a time: a kernel can hold millions. */
    private static void printWrapped(PrintWriter out, BitSet kernel, Painter painter) {
        StringBuilder line = new StringBuilder();
        for (int k = kernel.nextSetBit(0); k >= 0; k = kernel.nextSetBit(k + 1)) {
            String number = Integer.toString(k);
            if (line.length() > 0 && INDENT.length() + line.length() + 1 + number.length() > painter.width()) {
                out.println(INDENT + painter.good(line.toString()));
                line.setLength(0);
            }
            line.append(line.length() > 0 ? " " : "").append(number);
        }
        out.println(INDENT + painter.good(line.toString()));
    }
}

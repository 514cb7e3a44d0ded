package org.nimexplorer.command;

import java.util.List;
import java.util.OptionalInt;
import org.nimexplorer.engine.Bound;
import org.nimexplorer.engine.GameFamily;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.GameTree;
import org.nimexplorer.explain.SumTree;
import org.nimexplorer.render.TreeText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "tree", description = {"The game tree of a small position, every node marked P or N.",
        "Example: tree 3 3    tree --game kayles 2 3    tree nim:2 kayles:3"})
public final class TreeCommand extends OneShotCommand {

    @Parameters(paramLabel = "HEAP", arity = "1..*", description = "Heap sizes, like 3 3; GAME:SIZE gives a heap its own game, like kayles:3.")
    List<String> heaps;

    @Option(names = "--depth", paramLabel = "N", description = "Draw only N levels below the position (default: all).")
    Integer depth;

    @Mixin
    GameOptions.HeapByHeap game;

    @Mixin
    JsonOption json;

    @Override
    public Integer call() {
        OptionalInt levels = depth == null ? OptionalInt.empty() : OptionalInt.of(depth);
        return game.heapFamily(heaps).accept(new GameFamily.HeapVisitor<>() {
            @Override
            public Integer classic(Rules rules) {
                Position position = position(heaps);
                GameTree tree = orBadInput(GameTree.of(position, rules, levels),
                        bound -> depthProblem(bound, GameTree.tooLarge(position, levels)));
                return show(json.on(), tree, painter -> TreeText.render(tree, rules.describe(), painter));
            }

            @Override
            public Integer sums(HeapGame plain, Play play) {
                GameSum sum = GameOptions.sum(heaps, plain);
                SumTree tree = orBadInput(SumTree.of(sum, play, levels),
                        bound -> depthProblem(bound, SumTree.tooLarge(sum, levels)));
                return show(json.on(), tree, painter -> TreeText.render(tree, painter));
            }
        });
    }

    /** A depth below 0, or a tree whose first levels fit to the depth {@code bound.most()}. */
    private static String depthProblem(Bound bound, String tooLarge) {
        String option = BoundWords.option(bound.name());
        if (bound.given() < bound.least()) {
            return option + " must be " + bound.least() + " or more (the levels drawn below the position), not "
                    + bound.given() + "; leave it out to draw the whole tree";
        }
        return tooLarge + "; " + option + " " + bound.most() + " shows its first levels,"
                + " or choose a smaller position";
    }
}

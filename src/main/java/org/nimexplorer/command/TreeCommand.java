package org.nimexplorer.command;

import java.util.List;
import java.util.OptionalInt;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.GameTree;
import org.nimexplorer.render.TreeText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "tree", description = {"The game tree of a small position, every node marked P or N.",
        "Example: tree 3 3"})
public final class TreeCommand extends OneShotCommand {

    @Parameters(paramLabel = "HEAP", arity = "1..*", description = "Heap sizes, like 3 3.")
    List<String> heaps;

    @Option(names = "--depth", paramLabel = "N", description = "Draw only N levels below the position (default: all).")
    Integer depth;

    @Mixin
    GameOptions game;

    @Option(names = "--json", description = "Print JSON instead of text.")
    boolean json;

    @Override
    public Integer call() {
        Rules rules = game.rules();
        GameTree tree = orBadInput(GameTree.of(position(heaps), rules,
                depth == null ? OptionalInt.empty() : OptionalInt.of(depth)));
        return show(json, tree, painter -> TreeText.render(tree, rules.describe(), painter));
    }
}

package org.nimexplorer.command;

import java.util.List;
import java.util.Optional;
import org.nimexplorer.engine.Budget;
import org.nimexplorer.engine.GameFamily;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.engine.Text;
import org.nimexplorer.engine.WholeGame;
import org.nimexplorer.explain.Conjecture;
import org.nimexplorer.explain.GameClaim;
import org.nimexplorer.explain.SumConjecture;
import org.nimexplorer.explain.GameConjecture;
import org.nimexplorer.render.ConjectureText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;

@Command(name = "conjecture", description = {"Test your claim about which positions are P against every position in"
        + " the bounds, with the smallest counterexamples.", "Example: conjecture --heaps 3 --max 15 \"a xor b == c\"",
        "         conjecture --game kayles --heaps 2 \"g(a) xor g(b) == 0\"",
        "         conjecture --game staircase --heaps 4 --max 8 \"a xor c == 0\""})
public final class ConjectureCommand extends OneShotCommand {

    /**
     * A claim may start with a minus ("-a + b == 0"): in {@code tree}'s conjecture and prove claim
     * commands a word that is no option is part of the claim. Set once the command is in its tree, which hands down its own rule.
     */
    static void takeDashedWordsAsClaim(CommandLine tree) {
        for (CommandLine sub : tree.getSubcommands().values()) {
            Object command = sub.getCommandSpec().userObject();
            if (command instanceof ConjectureCommand || command instanceof ProveCommand.ClaimCommand) {
                sub.setUnmatchedOptionsArePositionalParams(true);
            }
            takeDashedWordsAsClaim(sub);
        }
    }

    @Parameters(paramLabel = "CLAIM", arity = "1..*", description = "A claim over the heaps a, b, c, ..., such as"
            + " \"a xor b == c\" (numbers, + - * / mod, xor & | ^ << >>, min max, g(x) the Grundy value of a heap of x,"
            + " == != < <= > >=, and or not).")
    List<String> claim;

    @Mixin
    BoxOptions box;

    @Mixin
    GameOptions.Any game;

    @Mixin
    SumOption sum;

    @Mixin
    JsonOption json;

    @Override
    public Integer call() {
        refuseOptionsInClaim(claim, "conjecture");
        String typed = String.join(" ", claim);
        Optional<List<HeapGame>> games = sum.games(game, spec);
        if (games.isPresent()) {
            if (game.misere) {
                throw new BadInputException("conjecture --sum is under normal play only: leave out --misere ('prove"
                        + " claim --sum' takes it)");
            }
            GameClaim prepared = orBadInput(GameClaim.overParts(typed, games.get(), game.play(), box.max()));
            GameConjecture result = orBadInput(stoppable(prepared.work() / 2.0, (stop, progress) ->
                    GameConjecture.check(prepared, stop, progress)));
            return show(json.on(), result, painter -> ConjectureText.render(result, painter));
        }
        return game.family().accept(new GameFamily.Visitor<>() {
            @Override
            public Integer classic(Rules rules) {
                Conjecture result = orBadInput(searching(Budget.Limits.BOX, budget -> Conjecture.check(typed, rules,
                        box.heaps(), box.max(), budget::stopAsked)));
                return show(json.on(), result, painter -> ConjectureText.render(result, painter));
            }

            @Override
            public Integer sums(HeapGame heapGame, Play play) {
                SumConjecture result = orBadInput(stoppable(SumConjecture.work(box.heaps(), box.max()),
                        (stop, progress) -> SumConjecture.check(typed, heapGame, play, box.heaps(), box.max(), stop,
                                progress)));
                return show(json.on(), result, painter -> ConjectureText.render(result, painter));
            }

            @Override
            public Integer whole(WholeGame whole) {
                GameConjecture result = orBadInput(stoppable(GameConjecture.work(box.heaps(), box.max()),
                        (stop, progress) -> GameConjecture.check(typed, whole, box.heaps(), box.max(), stop,
                                progress)));
                return show(json.on(), result, painter -> ConjectureText.render(result, painter));
            }
        });
    }

    /**
     * A word of a claim that looks like an option is one this command does not take: the claim takes
     * the words its options leave, so a mistyped option would otherwise be read as part of it.
     */
    static void refuseOptionsInClaim(List<String> claim, String command) {
        claim.stream().filter(word -> word.startsWith("--")).findFirst().ifPresent(word -> {
            throw new BadInputException("'" + Text.clip(word) + "' is not an option of " + command + " (see '" + command
                    + " --help' for its options); a claim starts with a heap, a number, '-', 'not' or '('");
        });
    }
}

package org.nimexplorer.command;

import java.util.List;
import org.nimexplorer.explain.Lemma1;
import org.nimexplorer.explain.Lemma2;
import org.nimexplorer.explain.Theorem;
import org.nimexplorer.render.BoutonText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

@Command(name = "prove", description = {"Watch a step of Bouton's proof happen on your own position: lemma1, lemma2"
        + " or theorem.", "Example: prove lemma2 3 4 5"},
        subcommands = {ProveCommand.Lemma1Command.class, ProveCommand.Lemma2Command.class, ProveCommand.TheoremCommand.class})
public final class ProveCommand extends OneShotCommand {

    @Override
    public Integer call() {
        throw new BadInputException("name the step to prove: 'prove lemma1 HEAPS', 'prove lemma2 HEAPS' or"
                + " 'prove theorem HEAPS'");
    }

    /** What the three steps share: the heaps and --json. */
    abstract static class Step extends OneShotCommand {
        @Parameters(paramLabel = "HEAP", arity = "1..*", description = "Heap sizes, like 3 4 5 (Nim, normal play).")
        List<String> heaps;

        @Mixin
        JsonOption json;
    }

    @Command(name = "lemma1", description = {"From nim-sum 0, every move makes the nim-sum non-zero: each move checked.",
            "Example: prove lemma1 1 2 3"})
    static final class Lemma1Command extends Step {
        @Override
        public Integer call() {
            Lemma1 lemma = Lemma1.of(position(heaps));
            return show(json.on(), lemma, painter -> BoutonText.lemma1(lemma, painter));
        }
    }

    @Command(name = "lemma2", description = {"From a non-zero nim-sum, a move to nim-sum 0: the leading bit, the heaps"
            + " that have it, and why each y_k < x_k.", "Example: prove lemma2 3 4 5"})
    static final class Lemma2Command extends Step {
        @Override
        public Integer call() {
            Lemma2 lemma = Lemma2.of(position(heaps));
            return show(json.on(), lemma, painter -> BoutonText.lemma2(lemma, painter));
        }
    }

    @Command(name = "theorem", description = {"Bouton's theorem on one screen: finite game, the two lemmas, who wins.",
            "Example: prove theorem 3 4 5"})
    static final class TheoremCommand extends Step {
        @Override
        public Integer call() {
            Theorem theorem = Theorem.of(position(heaps));
            return show(json.on(), theorem, painter -> BoutonText.theorem(theorem, painter));
        }
    }
}

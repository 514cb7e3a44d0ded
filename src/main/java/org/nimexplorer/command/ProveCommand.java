package org.nimexplorer.command;

import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.nimexplorer.engine.GameFamily;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.engine.WholeGame;
import org.nimexplorer.engine.Text;
import org.nimexplorer.explain.ClaimProof;
import org.nimexplorer.explain.GameClaim;
import org.nimexplorer.explain.GameClaimProof;
import org.nimexplorer.explain.Lemma1;
import org.nimexplorer.explain.Lemma2;
import org.nimexplorer.explain.Theorem;
import org.nimexplorer.render.BoutonText;
import org.nimexplorer.render.ClaimProofText;
import org.nimexplorer.render.GameClaimProofText;
import org.nimexplorer.render.Json;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "prove", description = {"Watch a step of Bouton's proof happen on your own position (lemma1, lemma2,"
        + " theorem), or prove your own set of positions is the P-positions (claim).", "Example: prove lemma2 3 4 5"},
        subcommands = {ProveCommand.Lemma1Command.class, ProveCommand.Lemma2Command.class, ProveCommand.TheoremCommand.class,
            ProveCommand.ClaimCommand.class})
public final class ProveCommand extends OneShotCommand {

    @Override
    public Integer call() {
        throw new BadInputException("name the step to prove: 'prove lemma1 HEAPS', 'prove lemma2 HEAPS',"
                + " 'prove theorem HEAPS' or 'prove claim \"CLAIM\" --heaps H --max M'");
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

    @Command(name = "claim", description = {"Prove your set of positions is the set of P-positions, as Bouton's proof"
            + " does: the end, lemma 1's shape and lemma 2's shape checked on every position in the bounds, with"
            + " no search; --rule checks your recipe for a move into the set (Nim and subtraction games).",
            "Example: prove claim \"a^b^c == 0\" --max 63 --rule \"first x with x^s < x to x^s\"",
            "         prove claim --game kayles --max 8 \"g(a) xor g(b) xor g(c) == 0\"",
            "         prove claim --sum nim,kayles,sub[1,3,4] --max 8 \"a^g(b)^g(c) == 0\"",
            "         prove claim --game staircase --heaps 4 --max 8 \"a xor c == 0\""})
    static final class ClaimCommand extends OneShotCommand {
        @Parameters(paramLabel = "CLAIM", arity = "1..*", description = "Your set: a claim over the heaps a, b, c, ...,"
                + " and their nim-sum s, such as \"a + b == c\" (the language of conjecture); g(a) is heap a's"
                + " Grundy value in its game.")
        List<String> claim;

        @Option(names = "--rule", paramLabel = "RULE", description = "A move rule for property 3, such as \"first x"
                + " with x > 0 to x - 1\", \"c to a xor b\" or \"heap 1 to 0\" (Nim and subtraction games).")
        String rule;

        @Mixin
        SumOption sum;

        @Mixin
        BoxOptions box;

        @Mixin
        GameOptions.Any game;

        @Mixin
        JsonOption json;

        @Override
        public Integer call() {
            ConjectureCommand.refuseOptionsInClaim(claim, "prove claim");
            String typed = String.join(" ", claim);
            Optional<List<HeapGame>> games = sum.games(game, spec);
            if (games.isPresent()) {
                refuseRule("--sum");
                return proveOver(GameClaim.overParts(typed, games.get(), game.play(), box.max()));
            }
            return game.family().accept(new GameFamily.Visitor<>() {
                @Override
                public Integer classic(Rules rules) {
                    return proveClassic(typed, rules);
                }

                @Override
                public Integer sums(HeapGame heapGame, Play play) {
                    refuseRule(heapGame.notation());
                    return proveOver(GameClaim.overParts(typed, Collections.nCopies(box.heaps(), heapGame), play,
                            box.max()));
                }

                @Override
                public Integer whole(WholeGame whole) {
                    refuseRule(whole.notation());
                    return proveOver(GameClaim.overWhole(typed, whole, box.heaps(), box.max()));
                }
            });
        }

        private void refuseRule(String game) {
            if (rule != null) {
                throw new BadInputException("--rule is checked for Nim and subtraction games; with " + game
                        + " leave it out (property 3 is still checked at every position outside K)");
            }
        }

        private int proveClassic(String typed, Rules rules) {
            long steps = orBadInput(ClaimProof.work(box.heaps(), box.max(), rules));
            long start = System.nanoTime();
            ClaimProof proof = orBadInput(stoppable(steps, (stop, progress) -> ClaimProof.check(typed,
                    Optional.ofNullable(rule), rules, box.heaps(), box.max(), stop, progress)));
            long millis = (System.nanoTime() - start) / 1_000_000;
            if (json.on()) {
                Json.claimProof(out(), proof, millis);
            } else {
                ClaimProofText.render(proof, painter()).forEach(out()::println);
                out().flush();
            }
            return proof.complete() ? 0 : 130;
        }

        private int proveOver(Result<GameClaim> prepared) {
            GameClaim ready = orBadInput(prepared);
            long start = System.nanoTime();
            GameClaimProof proof = orBadInput(stoppable(ready.work(), ready::check));
            long millis = (System.nanoTime() - start) / 1_000_000;
            if (json.on()) {
                Json.gameClaimProof(out(), proof, millis);
            } else {
                GameClaimProofText.render(proof, painter()).forEach(out()::println);
                out().flush();
            }
            return proof.complete() ? 0 : 130;
        }
    }
}

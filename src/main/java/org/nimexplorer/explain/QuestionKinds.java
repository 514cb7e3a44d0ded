package org.nimexplorer.explain;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.nimexplorer.engine.Result;

/**
 * Every kind of question a lesson can ask, by the word of its {@code checkpoint KIND} block: the keys
 * the block takes besides prompt, hint and idea, and the factory that reads them. A new kind is its
 * own file and one line here.
 */
public final class QuestionKinds {

    /** A checkpoint word, the keys its block may hold, and how the question is read from them. */
    public record Kind(String word, Set<String> keys, Function<Fields, Result<Question>> factory) {}

    private static final Set<String> ABOUT_A_GAME = Set.of("position", "misere", "subtract", "game");

    private static final List<Kind> ALL = List.of(
            new Kind("move", ABOUT_A_GAME, f -> f.aboutGame(Asked.MOVE)),
            new Kind("outcome", ABOUT_A_GAME, f -> f.aboutGame(Asked.OUTCOME)),
            new Kind("nim-sum", Set.of("position", "subtract", "game"), f -> f.aboutGame(Asked.NIM_SUM)),
            new Kind("binary", Set.of("number"), ToBinary::ask),
            new Kind("column-sums", Set.of("position", "game"), ColumnSums::ask),
            new Kind("xor", Set.of("numbers"), XorOf::ask),
            new Kind("kernel", Set.of("subtract", "max"), KernelUpTo::ask),
            new Kind("lemma2", Set.of("position"), Lemma2Step::ask),
            new Kind("grundy", Set.of("subtract", "game", "max"), GrundyValues::ask),
            new Kind("mex", Set.of("set"), Mex::ask),
            new Kind("claim", Set.of("heaps", "max", "misere", "subtract"), ProveSet::ask),
            new Kind("p-count", Set.of("heaps", "max", "misere", "subtract"), PCount::ask),
            new Kind("rule", Set.of("set", "heaps", "max"), MoveRecipe::ask),
            new Kind("choice", Set.of("option", "answer", "explain", "why"), Choice::ask));

    private QuestionKinds() {}

    /** The kinds' words, in the order a lesson author is told them. */
    public static List<String> words() {
        return ALL.stream().map(Kind::word).toList();
    }

    /** The kind of a checkpoint word, if it names one. */
    public static Optional<Kind> of(String word) {
        return ALL.stream().filter(k -> k.word().equals(word)).findFirst();
    }
}

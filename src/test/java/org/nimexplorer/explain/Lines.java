package org.nimexplorer.explain;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.nimexplorer.engine.Game;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.PositionParser;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.engine.WholeGame;

/**
 * A checkpoint block's lines as a test writes them ("set", "0 1 3"), read the way a lesson reads them,
 * so that the kinds' factories are tried through {@link QuestionKinds} without the lesson package.
 */
record Lines(Map<String, List<String>> v) implements Fields {

    /** Key, value, key, value...; a key given twice holds both values, in order. */
    static Lines of(String... keysAndValues) {
        Map<String, List<String>> v = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            v.computeIfAbsent(keysAndValues[i], k -> new java.util.ArrayList<>()).add(keysAndValues[i + 1]);
        }
        return new Lines(v);
    }

    /** The question the kind of {@code word} reads from these lines, or its problem. */
    Result<Question> ask(String word) {
        return QuestionKinds.of(word).orElseThrow().factory().apply(this);
    }

    public boolean has(String key) {
        return v.containsKey(key);
    }

    public List<String> all(String key) {
        return v.getOrDefault(key, List.of());
    }

    public Result<String> required(String key) {
        return v.containsKey(key) ? Result.ok(v.get(key).get(0)) : Result.problem("missing '" + key + ":' line");
    }

    public Result<Long> number(String key) {
        return required(key).flatMap(text -> org.nimexplorer.engine.Numbers.parseNonNegative(text, key));
    }

    public Result<Position> position() {
        return required("position").flatMap(text -> PositionParser.parse(List.of(text))
                .mapProblem(p -> "position: " + p));
    }

    public Result<Rules> rules() {
        String misere = v.containsKey("misere") ? v.get("misere").get(0).toLowerCase(Locale.ROOT) : "no";
        Play play = misere.equals("yes") ? Play.MISERE : Play.NORMAL;
        if (!v.containsKey("subtract")) {
            return Result.ok(new Rules(play, MoveSet.NIM));
        }
        return MoveSet.parse(v.get("subtract").get(0)).mapProblem(p -> "subtract: " + p).map(s -> new Rules(play, s));
    }

    public Result<HeapGame> heapGame(boolean required) {
        if (v.containsKey("game")) {
            return GameNotation.heapGame(v.get("game").get(0)).mapProblem(p -> "game: " + p);
        }
        if (v.containsKey("subtract")) {
            return MoveSet.parse(v.get("subtract").get(0)).mapProblem(p -> "subtract: " + p)
                    .map(set -> new HeapGame.Subtract((MoveSet.Subtraction) set));
        }
        return required ? Result.problem("missing 'game:' line") : Result.ok(new HeapGame.Nim());
    }

    public Optional<Result<WholeGame>> wholeGame() {
        if (!v.containsKey("game")) {
            return Optional.empty();
        }
        Result<Game> game = GameNotation.game(v.get("game").get(0));
        if (!game.isOk()) {
            return v.get("game").get(0).startsWith("moore") ? Optional.of(Result.problem("game: " + game.problemOrNull()))
                    : Optional.empty();
        }
        return game.orThrow() instanceof WholeGame w ? Optional.of(Result.ok(w)) : Optional.empty();
    }

    public Result<Question> aboutGame(Asked asked) {
        Optional<Result<WholeGame>> whole = wholeGame();
        if (whole.isPresent()) {
            return whole.get().flatMap(g -> position().map(p -> asked.about(g, p).orElseThrow()));
        }
        return position().flatMap(p -> rules().map(r -> asked.about(p, r)));
    }
}

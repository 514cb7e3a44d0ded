package org.nimexplorer.lesson;

import java.util.Arrays;
import java.util.HashSet;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.Game;
import org.nimexplorer.engine.GameFamily;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.MooreNim;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Numbers;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.PositionParser;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.engine.SumAnalysis;
import org.nimexplorer.engine.SumEngine;
import org.nimexplorer.engine.Text;
import org.nimexplorer.engine.WholeGame;
import org.nimexplorer.explain.Asked;
import org.nimexplorer.explain.Fields;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.explain.Question;
import org.nimexplorer.explain.QuestionKinds;

/**
 * Reads the body of a {@code checkpoint KIND} block: lines of {@code key: value}. Which keys a kind
 * takes is fixed; {@code prompt} and {@code idea} are optional (each kind has a default), {@code hint}
 * may repeat, and {@code before} lists ideas of the lesson the question is asked before, by their keys.
 */
final class CheckpointParser {

    private static final Set<String> COMMON_KEYS = Set.of("prompt", "hint", "idea", "before");

    private CheckpointParser() {}

    /** A checkpoint, or a problem whose message says what is wrong; {@code line} is where the block starts. */
    static Result<Checkpoint> parse(String kind, String body, int line) {
        Optional<QuestionKinds.Kind> known = QuestionKinds.of(kind);
        if (known.isEmpty()) {
            return Result.problem("unknown checkpoint kind '" + Text.clip(kind) + "': the kinds are "
                    + String.join(", ", QuestionKinds.words()));
        }
        Set<String> keys = known.get().keys();
        Map<String, List<String>> values = new LinkedHashMap<>();
        String[] lines = body.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String l = lines[i].strip();
            if (l.isEmpty() || l.startsWith("#")) {
                continue;
            }
            int colon = l.indexOf(':');
            if (colon <= 0) {
                return Result.problem("line " + (line + 1 + i) + " of the block: write 'key: value', not '"
                        + Text.clip(l) + "'");
            }
            String key = l.substring(0, colon).strip().toLowerCase(Locale.ROOT);
            if (!COMMON_KEYS.contains(key) && !keys.contains(key)) {
                return Result.problem("a " + kind + " checkpoint has no key '" + Text.clip(key) + "': it takes prompt,"
                        + " hint, idea, before, " + String.join(", ", keys.stream().sorted().toList()));
            }
            values.computeIfAbsent(key, k -> new ArrayList<>()).add(l.substring(colon + 1).strip());
        }
        Optional<Idea> idea = Optional.ofNullable(values.get("idea")).map(v -> v.get(0)).flatMap(Idea::fromKey);
        if (values.containsKey("idea") && idea.isEmpty()) {
            return Result.problem("idea: '" + Text.clip(values.get("idea").get(0)) + "' is not an idea; the ideas are "
                    + Idea.keys());
        }
        Set<Idea> before = new HashSet<>();
        for (String word : values.getOrDefault("before", List.of()).stream()
                .flatMap(v -> Arrays.stream(v.split("[,\\s\\[\\]]+"))).filter(w -> !w.isEmpty()).toList()) {
            Optional<Idea> named = Idea.fromKey(word);
            if (named.isEmpty()) {
                return Result.problem("before: '" + Text.clip(word) + "' is not an idea; the ideas are " + Idea.keys());
            }
            before.add(named.get());
        }
        return known.get().factory().apply(new Lines(values)).flatMap(q -> {
            String prompt = values.containsKey("prompt") ? values.get("prompt").get(0) : q.prompt();
            return Result.ok(new Checkpoint(q, prompt, values.getOrDefault("hint", List.of()), idea, before, line));
        });
    }

    /** A block's lines, as the kinds' factories read them. */
    private record Lines(Map<String, List<String>> v) implements Fields {
        public boolean has(String key) {
            return v.containsKey(key);
        }

        public List<String> all(String key) {
            return v.getOrDefault(key, List.of());
        }

        public Result<String> required(String key) {
            return CheckpointParser.required(v, key);
        }

        public Result<Long> number(String key) {
            return CheckpointParser.number(v, key);
        }

        public Result<Position> position() {
            return CheckpointParser.position(v);
        }

        public Result<Rules> rules() {
            return CheckpointParser.rules(v);
        }

        public Result<HeapGame> heapGame(boolean required) {
            return plainGame(v, required);
        }

        public Optional<Result<WholeGame>> wholeGame() {
            return CheckpointParser.wholeGame(v);
        }

        public Result<Question> aboutGame(Asked asked) {
            return CheckpointParser.aboutGame(asked, v);
        }
    }

    /**
     * A move, outcome or nim-sum question: about Moore's Nim or the staircase, about a sum of heap
     * games, or about a position of Nim or a subtraction game, by the game the lines name.
     */
    private static Result<Question> aboutGame(Asked asked, Map<String, List<String>> v) {
        Optional<Result<WholeGame>> whole = wholeGame(v);
        if (whole.isPresent()) {
            return whole.get().flatMap(game -> wholeQuestion(asked, game, v));
        }
        if (v.containsKey("game") || v.containsKey("position")
                && List.of(v.get("position").get(0).split("\\s+")).stream().anyMatch(GameNotation::namesGame)) {
            return sumQuestion(asked, v);
        }
        Result<Rules> rules = rules(v);
        return position(v).flatMap(p -> rules.flatMap(r -> decidable(p, r).map(ok -> asked.about(p, r))));
    }

    /**
     * A move, outcome or nim-sum question about heaps of games named as in {@code nim:3 kayles:5
     * sub[1,3,4]:7}, or sizes alone played in the game of {@code game:}. Heaps all of Nim or all of one
     * subtraction game are the plain questions about a position; other sums are asked under normal play
     * only, since misère sums have no rule by values.
     */
    private static Result<Question> sumQuestion(Asked asked, Map<String, List<String>> v) {
        if (v.containsKey("misere") && !v.get("misere").get(0).equalsIgnoreCase("no")) {
            return Result.problem("misere: a sum of games is asked under normal play only: its Grundy values say who"
                    + " wins there, and nothing as simple does under misère play");
        }
        return plainGame(v, false).flatMap(plain -> required(v, "position").flatMap(text -> GameNotation.sum(
                List.of(text), plain).mapProblem(p -> "position: " + p)).flatMap(sum -> GameFamily.of(sum, plain,
                Play.NORMAL).accept(new GameFamily.HeapVisitor<Result<Question>>() {
                    @Override
                    public Result<Question> classic(Rules r) {
                        Position p = sum.sizes();
                        return decidable(p, r).map(ok -> asked.about(p, r));
                    }

                    @Override
                    public Result<Question> sums(HeapGame game, Play play) {
                        Result<SumAnalysis> analysis = SumEngine.analyze(sum, play);
                        if (!analysis.isOk()) {
                            return Result.problem("position: " + analysis.problemOrNull());
                        }
                        return Result.ok(asked.about(sum));
                    }
                })));
    }

    /**
     * The game of {@code game:} when it is played on the whole position (moore[k] or staircase), or
     * the problem with a name that means one of them; empty for any other game.
     */
    private static Optional<Result<WholeGame>> wholeGame(Map<String, List<String>> v) {
        if (!v.containsKey("game")) {
            return Optional.empty();
        }
        String text = v.get("game").get(0);
        Result<Game> game = GameNotation.game(text);
        if (game.isOk()) {
            return game.orThrow() instanceof WholeGame w ? Optional.of(Result.ok(w)) : Optional.empty();
        }
        String t = text.strip().toLowerCase(Locale.ROOT);
        return t.startsWith("moore") || t.startsWith("staircase")
                ? Optional.of(Result.problem("game: " + game.problemOrNull())) : Optional.empty();
    }

    /**
     * A move or outcome question about a position of Moore's Nim or the staircase, under normal play;
     * neither is a sum of heaps, so neither has a nim-sum to ask for.
     */
    private static Result<Question> wholeQuestion(Asked asked, WholeGame game, Map<String, List<String>> v) {
        String name = game.notation();
        if (!asked.asksWholeGames()) {
            return Result.problem("game: " + name + " is not played heap by heap, so it has no nim-sum to ask for: ask"
                    + " 'outcome' or 'move'" + (game instanceof MooreNim ? ", or 'column-sums' for its columns" : ""));
        }
        if (v.containsKey("subtract")) {
            return Result.problem("give the game once: 'game: " + name + "', without 'subtract:'");
        }
        if (v.containsKey("misere") && !v.get("misere").get(0).equalsIgnoreCase("no")) {
            return Result.problem("misere: " + name + " is asked under normal play only");
        }
        return position(v).flatMap(p -> {
            if (p.size() == 0) {
                return Result.problem("position: give at least one " + (game instanceof MooreNim ? "heap" : "step"));
            }
            Optional<String> why = game.whyUnplayable(p);
            if (why.isPresent()) {
                return Result.problem("position: " + why.get());
            }
            return Result.ok(asked.about(game, p).orElseThrow());
        });
    }

    /**
     * The game of {@code game:}, or of {@code subtract:}, or Nim; never both keys. {@code required}
     * asks for one of them (a grundy checkpoint names its game).
     */
    private static Result<HeapGame> plainGame(Map<String, List<String>> v, boolean required) {
        if (v.containsKey("game") && v.containsKey("subtract")) {
            return Result.problem("give the game once: 'game: sub[1,3,4]' or 'subtract: 1,3,4', not both");
        }
        if (v.containsKey("game")) {
            return GameNotation.heapGame(v.get("game").get(0)).mapProblem(p -> "game: " + p);
        }
        if (v.containsKey("subtract")) {
            return MoveSet.parse(v.get("subtract").get(0)).mapProblem(p -> "subtract: " + p)
                    .map(set -> new HeapGame.Subtract((MoveSet.Subtraction) set));
        }
        return required ? Result.problem("missing 'game:' line (or 'subtract:'): name the game, like 'game: kayles'")
                : Result.ok(new HeapGame.Nim());
    }

    private static Result<Position> position(Map<String, List<String>> v) {
        return required(v, "position").flatMap(text -> PositionParser.parse(List.of(text))
                .mapProblem(p -> "position: " + p));
    }

    private static Result<Rules> rules(Map<String, List<String>> v) {
        String misere = v.containsKey("misere") ? v.get("misere").get(0).toLowerCase(Locale.ROOT) : "no";
        if (!misere.equals("yes") && !misere.equals("no")) {
            return Result.problem("misere: write yes or no, not '" + Text.clip(misere) + "'");
        }
        Play play = misere.equals("yes") ? Play.MISERE : Play.NORMAL;
        if (!v.containsKey("subtract")) {
            return Result.ok(new Rules(play, MoveSet.NIM));
        }
        return MoveSet.parse(v.get("subtract").get(0)).mapProblem(p -> "subtract: " + p).map(set -> new Rules(play, set));
    }

    private static Result<Boolean> decidable(Position p, Rules r) {
        return Engine.whyUndecidable(p, r).<Result<Boolean>>map(Result::problem).orElse(Result.ok(true));
    }

    private static Result<Long> number(Map<String, List<String>> v, String key) {
        return required(v, key).flatMap(text -> Numbers.parseNonNegative(text, key));
    }

    private static Result<String> required(Map<String, List<String>> v, String key) {
        return v.containsKey(key) ? Result.ok(v.get(key).get(0)) : Result.problem("missing '" + key + ":' line");
    }
}

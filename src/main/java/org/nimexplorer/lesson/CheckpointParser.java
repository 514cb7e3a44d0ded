package org.nimexplorer.lesson;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.Game;
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
import org.nimexplorer.explain.Choice;
import org.nimexplorer.explain.ClaimProof;
import org.nimexplorer.explain.ColumnResidues;
import org.nimexplorer.explain.ColumnSums;
import org.nimexplorer.explain.FindMove;
import org.nimexplorer.explain.FindSumMove;
import org.nimexplorer.explain.FindWholeMove;
import org.nimexplorer.explain.GrundyValues;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.explain.KernelUpTo;
import org.nimexplorer.explain.Lemma2Step;
import org.nimexplorer.explain.Mex;
import org.nimexplorer.explain.MoveRecipe;
import org.nimexplorer.explain.NimSum;
import org.nimexplorer.explain.PorN;
import org.nimexplorer.explain.ProveSet;
import org.nimexplorer.explain.Question;
import org.nimexplorer.explain.SumOutcome;
import org.nimexplorer.explain.SumValue;
import org.nimexplorer.explain.ToBinary;
import org.nimexplorer.explain.WholeOutcome;
import org.nimexplorer.explain.XorOf;

/**
 * Reads the body of a {@code checkpoint KIND} block: lines of {@code key: value}. Which keys a kind
 * takes is fixed; {@code prompt} and {@code idea} are optional (each kind has a default) and
 * {@code hint} may repeat.
 */
final class CheckpointParser {

    static final List<String> KINDS = List.of("move", "outcome", "nim-sum", "binary", "column-sums", "xor", "kernel",
            "lemma2", "grundy", "mex", "claim", "rule", "choice");

    private static final Map<String, Set<String>> KEYS = Map.ofEntries(
            Map.entry("move", Set.of("position", "misere", "subtract", "game")),
            Map.entry("outcome", Set.of("position", "misere", "subtract", "game")),
            Map.entry("nim-sum", Set.of("position", "subtract", "game")),
            Map.entry("binary", Set.of("number")),
            Map.entry("column-sums", Set.of("position", "game")),
            Map.entry("xor", Set.of("numbers")),
            Map.entry("kernel", Set.of("subtract", "max")),
            Map.entry("lemma2", Set.of("position")),
            Map.entry("grundy", Set.of("subtract", "game", "max")),
            Map.entry("mex", Set.of("set")),
            Map.entry("claim", Set.of("heaps", "max", "misere", "subtract")),
            Map.entry("rule", Set.of("set", "heaps", "max")),
            Map.entry("choice", Set.of("option", "answer", "explain", "why")));

    private static final Set<String> COMMON_KEYS = Set.of("prompt", "hint", "idea");

    private static final long MAX_KERNEL = 1000;

    /** A mex question lists at most this many numbers, each at most {@link #MAX_MEX_NUMBER}. */
    private static final int MAX_MEX_SET = 30;
    private static final long MAX_MEX_NUMBER = 1000;

    private CheckpointParser() {}

    /** A checkpoint, or a problem whose message says what is wrong; {@code line} is where the block starts. */
    static Result<Checkpoint> parse(String kind, String body, int line) {
        if (!KINDS.contains(kind)) {
            return Result.problem("unknown checkpoint kind '" + Text.clip(kind) + "': the kinds are "
                    + String.join(", ", KINDS));
        }
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
            if (!COMMON_KEYS.contains(key) && !KEYS.get(kind).contains(key)) {
                return Result.problem("a " + kind + " checkpoint has no key '" + Text.clip(key) + "': it takes prompt,"
                        + " hint, idea, " + String.join(", ", KEYS.get(kind).stream().sorted().toList()));
            }
            values.computeIfAbsent(key, k -> new ArrayList<>()).add(l.substring(colon + 1).strip());
        }
        Optional<Idea> idea = Optional.ofNullable(values.get("idea")).map(v -> v.get(0)).flatMap(Idea::fromKey);
        if (values.containsKey("idea") && idea.isEmpty()) {
            return Result.problem("idea: '" + Text.clip(values.get("idea").get(0)) + "' is not an idea; the ideas are "
                    + Idea.keys());
        }
        return question(kind, values).flatMap(q -> {
            String prompt = values.containsKey("prompt") ? values.get("prompt").get(0) : q.prompt();
            return Result.ok(new Checkpoint(q, prompt, values.getOrDefault("hint", List.of()), idea, line));
        });
    }

    private static Result<Question> question(String kind, Map<String, List<String>> v) {
        switch (kind) {
            case "move", "outcome", "nim-sum" -> {
                Optional<Result<WholeGame>> whole = wholeGame(v);
                if (whole.isPresent()) {
                    return whole.get().flatMap(game -> wholeQuestion(kind, game, v));
                }
                if (v.containsKey("game") || v.containsKey("position")
                        && List.of(v.get("position").get(0).split("\\s+")).stream().anyMatch(GameNotation::namesGame)) {
                    return sumQuestion(kind, v);
                }
                Result<Rules> rules = rules(v);
                return position(v).flatMap(p -> rules.flatMap(r -> decidable(p, r).map(ok -> switch (kind) {
                    case "move" -> new FindMove(p, r);
                    case "outcome" -> new PorN(p, r);
                    default -> new NimSum(p, r);
                })));
            }
            case "binary" -> {
                return number(v, "number").map(ToBinary::new);
            }
            case "column-sums" -> {
                if (!v.containsKey("game")) {
                    return position(v).map(ColumnSums::new);
                }
                Optional<Result<WholeGame>> whole = wholeGame(v);
                if (whole.isPresent() && !whole.get().isOk()) {
                    return Result.problem(whole.get().problemOrNull());
                }
                if (!(whole.map(Result::orThrow).orElse(null) instanceof MooreNim moore)) {
                    return Result.problem("game: a column-sums checkpoint takes 'game: moore[k]' (the counts are then"
                            + " asked modulo k + 1), or no game for Nim's column sums");
                }
                return position(v).flatMap(p -> p.size() == 0 ? Result.problem("position: give at least one heap")
                        : Result.ok(new ColumnResidues(moore, p)));
            }
            case "lemma2" -> {
                return position(v).map(Lemma2Step::new);
            }
            case "grundy" -> {
                Result<HeapGame> game = v.containsKey("game") || !v.containsKey("subtract") ? plainGame(v, true)
                        : required(v, "subtract").flatMap(set -> MoveSet.parse(set).mapProblem(p -> "subtract: " + p))
                        .map(set -> new HeapGame.Subtract((MoveSet.Subtraction) set));
                return game.flatMap(g -> number(v, "max").flatMap(max -> max > GrundyValues.MAX
                        ? Result.problem("max: at most " + GrundyValues.MAX + ", not " + max)
                        : Result.ok(new GrundyValues(g, (int) (long) max))));
            }
            case "mex" -> {
                return required(v, "set").flatMap(CheckpointParser::mexSet).map(Mex::new);
            }
            case "xor" -> {
                return required(v, "numbers").flatMap(text -> PositionParser.parse(List.of(text)).flatMap(p -> p.size() == 2
                        ? Result.ok((Question) new XorOf(p.heap(0), p.heap(1)))
                        : Result.problem("numbers: give exactly two, like 'numbers: 13 6'")));
            }
            case "kernel" -> {
                return required(v, "subtract").flatMap(set -> MoveSet.parse(set)
                        .mapProblem(p -> "subtract: " + p)).flatMap(set -> number(v, "max").flatMap(max -> max > MAX_KERNEL
                        ? Result.problem("max: at most " + MAX_KERNEL + ", not " + max)
                        : Result.ok(new KernelUpTo(new Rules(Play.NORMAL, set), max))));
            }
            case "claim" -> {
                return box(v).flatMap(box -> rules(v).flatMap(r -> provedSet(r, box[0], box[1])));
            }
            case "rule" -> {
                return box(v).flatMap(box -> required(v, "set").flatMap(set -> recipe(set, box[0], box[1])));
            }
            default -> {
                return choice(v);
            }
        }
    }

    /**
     * A move, outcome or nim-sum question about heaps of games named as in {@code nim:3 kayles:5
     * sub[1,3,4]:7}, or sizes alone played in the game of {@code game:}. Heaps all of Nim or all of one
     * subtraction game are the plain questions about a position; other sums are asked under normal play
     * only, since misère sums have no rule by values.
     */
    private static Result<Question> sumQuestion(String kind, Map<String, List<String>> v) {
        if (v.containsKey("misere") && !v.get("misere").get(0).equalsIgnoreCase("no")) {
            return Result.problem("misere: a sum of games is asked under normal play only: its Grundy values say who"
                    + " wins there, and nothing as simple does under misère play");
        }
        return plainGame(v, false).flatMap(plain -> required(v, "position").flatMap(text -> GameNotation.sum(
                List.of(text), plain).mapProblem(p -> "position: " + p))).flatMap(sum -> {
                    List<HeapGame> games = sum.games();
                    if (games.size() == 1 && (games.get(0) instanceof HeapGame.Nim
                            || games.get(0) instanceof HeapGame.Subtract)) {
                        Position p = sum.sizes();
                        Rules r = games.get(0) instanceof HeapGame.Subtract s ? new Rules(Play.NORMAL, s.set())
                                : Rules.NIM;
                        return decidable(p, r).map(ok -> switch (kind) {
                            case "move" -> new FindMove(p, r);
                            case "outcome" -> new PorN(p, r);
                            default -> new NimSum(p, r);
                        });
                    }
                    Result<SumAnalysis> analysis = SumEngine.analyze(sum, Play.NORMAL);
                    if (!analysis.isOk()) {
                        return Result.problem("position: " + analysis.problemOrNull());
                    }
                    return Result.ok(switch (kind) {
                        case "move" -> new FindSumMove(sum);
                        case "outcome" -> new SumOutcome(sum);
                        default -> new SumValue(sum);
                    });
                });
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
    private static Result<Question> wholeQuestion(String kind, WholeGame game, Map<String, List<String>> v) {
        String name = game.notation();
        if (kind.equals("nim-sum")) {
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
            return Result.ok(kind.equals("move") ? new FindWholeMove(game, p)
                    : new WholeOutcome(game, p));
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

    /** The numbers of a mex question, written "0 1 3", "0, 1, 3" or "{0, 1, 3}"; "{}" is the empty set. */
    private static Result<List<Long>> mexSet(String text) {
        String inner = text.strip();
        if (inner.startsWith("{") && inner.endsWith("}")) {
            inner = inner.substring(1, inner.length() - 1);
        }
        List<Long> numbers = new ArrayList<>();
        for (String word : inner.replace(",", " ").strip().split("\\s+")) {
            if (word.isEmpty()) {
                continue;
            }
            Result<Long> n = Numbers.parseNonNegative(word, "number");
            if (!n.isOk()) {
                return Result.problem("set: " + n.problemOrNull());
            }
            if (n.orThrow() > MAX_MEX_NUMBER) {
                return Result.problem("set: numbers up to " + MAX_MEX_NUMBER + ", not " + n.orThrow());
            }
            numbers.add(n.orThrow());
        }
        if (numbers.size() > MAX_MEX_SET) {
            return Result.problem("set: at most " + MAX_MEX_SET + " numbers, not " + numbers.size());
        }
        if (numbers.isEmpty() && !text.strip().equals("{}")) {
            return Result.problem("set: list whole numbers, like 'set: 0 1 3' (write {} for the empty set)");
        }
        return Result.ok(numbers);
    }

    /** heaps and max: a small box, so that an answer is checked at once. */
    private static Result<int[]> box(Map<String, List<String>> v) {
        return number(v, "heaps").flatMap(heaps -> number(v, "max").flatMap(max -> {
            if (heaps < 1 || heaps > ClaimProof.MAX_HEAPS) {
                return Result.problem("heaps: from 1 to " + ClaimProof.MAX_HEAPS + ", not " + heaps);
            }
            if (Math.pow(max + 1.0, heaps) > ProveSet.MAX_POSITIONS) {
                return Result.problem("heaps and max: at most " + ProveSet.MAX_POSITIONS + " positions in a"
                        + " lesson, not " + heaps + " heaps of 0 to " + max);
            }
            return Result.ok(new int[] {(int) (long) heaps, (int) (long) max});
        }));
    }

    /** A claim question, for a game whose P-positions the engine can write as a claim (and proves). */
    private static Result<Question> provedSet(Rules rules, int heaps, int max) {
        if (ProveSet.knownClaim(rules, heaps).isEmpty()) {
            return Result.problem("a claim checkpoint is for Nim (normal or misère) or 'take 1 to k' under normal"
                    + " play: the engine writes the answer for those");
        }
        ProveSet question = new ProveSet(rules, heaps, max);
        if (!question.derivation(Set.of()).holds()) {
            throw new IllegalStateException("the engine's claim does not prove: " + question.answer());
        }
        return Result.ok(question);
    }

    /** A rule question: the set must be proved on its box, and the leading-bit recipe must move into it. */
    private static Result<Question> recipe(String set, int heaps, int max) {
        MoveRecipe question = new MoveRecipe(set, heaps, max);
        Result<ClaimProof> proof = question.check(MoveRecipe.LEADING_BIT);
        if (!proof.isOk()) {
            return Result.problem("set: " + proof.problemOrNull());
        }
        if (!proof.orThrow().holds()) {
            return Result.problem("set: '" + Text.clip(set) + "' is not the set of P-positions of Nim on this box, so"
                    + " no rule can win from outside it");
        }
        if (!proof.orThrow().rule().orElseThrow().holds()) {
            return Result.problem("set: lemma 2's recipe does not move into '" + Text.clip(set) + "'");
        }
        return Result.ok(question);
    }

    private static Result<Question> choice(Map<String, List<String>> v) {
        List<String> options = v.getOrDefault("option", List.of());
        if (options.size() < 2 || options.size() > 8) {
            return Result.problem("a choice needs 2 to 8 'option:' lines, not " + options.size());
        }
        return required(v, "answer").flatMap(a -> {
            String letter = a.toLowerCase(Locale.ROOT);
            if (letter.length() != 1 || letter.charAt(0) < 'a' || letter.charAt(0) >= 'a' + options.size()) {
                return Result.problem("answer: give the letter of an option, a to " + (char) ('a' + options.size() - 1));
            }
            int correct = letter.charAt(0) - 'a';
            return whys(v.getOrDefault("why", List.of()), options.size(), correct).flatMap(whys -> required(v, "explain")
                    .map(explain -> new Choice(options, correct, explain, whys)));
        });
    }

    /** "why: c: ..." lines: why a wrong option fails, one line per option at most, none for the right one. */
    private static Result<List<String>> whys(List<String> lines, int options, int correct) {
        List<String> whys = new ArrayList<>(java.util.Collections.nCopies(options, ""));
        for (String line : lines) {
            int colon = line.indexOf(':');
            String letter = colon < 0 ? "" : line.substring(0, colon).strip().toLowerCase(Locale.ROOT);
            if (letter.length() != 1 || letter.charAt(0) < 'a' || letter.charAt(0) >= 'a' + options
                    || line.substring(colon + 1).isBlank()) {
                return Result.problem("why: write the letter of a wrong option and why it fails, like 'why: b: the"
                        + " opponent can copy', not '" + Text.clip(line) + "'");
            }
            int index = letter.charAt(0) - 'a';
            if (index == correct) {
                return Result.problem("why: option " + letter + " is the answer; a why is for a wrong option");
            }
            if (!whys.get(index).isEmpty()) {
                return Result.problem("why: option " + letter + " has two why lines; give one");
            }
            whys.set(index, line.substring(colon + 1).strip());
        }
        return Result.ok(whys);
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

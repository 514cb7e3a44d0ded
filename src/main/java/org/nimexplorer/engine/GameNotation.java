package org.nimexplorer.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the names of games and the heaps of a sum: {@code kayles}, {@code 0.137}, {@code sub[1,3,4]},
 * {@code lasker}; and a sum such as {@code nim:3 kayles:5 sub[1,3,4]:7}, a heap being its game, a
 * colon and its size. Square brackets are the notation because a shell leaves them alone, where
 * braces with commas would be expanded into several words; braces and parentheses are read too.
 */
public final class GameNotation {

    public static final String GAMES = "nim, kayles, dawsons-kayles, dawsons-chess, lasker, an octal code like 0.77,"
            + " a subtraction game like sub[1,3,4], moore[2] or staircase";

    private static final Pattern MOORE = Pattern.compile("moore(?:s-nim)?\\s*[\\[{(]?\\s*(\\S*?)\\s*[\\]})]?");

    /** The most heaps a move of Moore's Nim may lower, as --game reads it. */
    public static final int MOORE_MOST = 64;

    private static final Map<String, String> OCTAL_NAMES = Map.of(
            "kayles", "0.77", "dawsons-kayles", "0.07", "dawson", "0.07", "dawsons-chess", "0.137");

    private static final Pattern SUBTRACTION = Pattern.compile("(?:sub|subtract)\\s*[\\[{(](.*)[\\]})]");

    private static final Pattern COMPONENT = Pattern.compile("(.+):(.*)");

    /** What separates the heaps of a sum: a comma, or the spaces and line ends that regular expressions call \s. */
    private static final String SEPARATORS = ", \t\n\u000B\f\r";

    private GameNotation() {}

    /** Any game by name: a heap game, or one played on the whole position (moore[k], staircase). */
    public static Result<Game> game(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT).replace('_', '-').replace("'", "");
        if (t.equals("staircase") || t.equals("staircase-nim") || t.equals("stairs")) {
            return Result.ok(new StaircaseNim());
        }
        Matcher m = MOORE.matcher(t);
        if (m.matches()) {
            String k = m.group(1);
            if (!k.matches("[0-9]{1,3}") || Integer.parseInt(k) < 1 || Integer.parseInt(k) > MOORE_MOST) {
                return Result.problem("Moore's Nim needs k, the most heaps a move may lower, from 1 to " + MOORE_MOST
                        + ": write it like moore[2]");
            }
            return Result.ok(new MooreNim(Integer.parseInt(k)));
        }
        return heapGame(text).map(g -> (Game) g);
    }

    /** A game by name, or a problem listing the names accepted. */
    public static Result<HeapGame> heapGame(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT).replace('_', '-').replace("'", "");
        if (t.equals("nim")) {
            return Result.ok(new HeapGame.Nim());
        }
        if (t.equals("lasker") || t.equals("laskers-nim") || t.equals("lasker-nim")) {
            return Result.ok(new HeapGame.Lasker());
        }
        String octal = OCTAL_NAMES.getOrDefault(t, t);
        if (octal.matches("0?\\..*")) {
            return OctalCode.parse(octal).map(HeapGame.Octal::new);
        }
        Matcher m = SUBTRACTION.matcher(t);
        if (m.matches()) {
            return MoveSet.parse(m.group(1)).map(s -> (HeapGame) new HeapGame.Subtract((MoveSet.Subtraction) s))
                    .mapProblem(p -> "in '" + Text.clip(text.strip()) + "': " + p);
        }
        if (t.startsWith("moore") || t.startsWith("staircase")) {
            return Result.problem("'" + Text.clip(text.strip()) + "' is played on the whole position, not heap by heap,"
                    + " so it cannot be a heap of a sum: give it with --game");
        }
        if (t.startsWith("sub")) {
            return Result.problem("write a subtraction game with its takes in square brackets, like sub[1,3,4] or"
                    + " sub[1-3], not '" + Text.clip(text.strip()) + "'");
        }
        return Result.problem("'" + Text.clip(text.strip()) + "' is not a game" + nearest(t).map(n -> " (did you mean "
                + n + "?)").orElse("") + ": name " + GAMES);
    }

    /** The game name a typo is closest to, when it is within two letters of one. */
    private static Optional<String> nearest(String typed) {
        String best = null;
        int bestDistance = 3;
        for (String name : List.of("nim", "kayles", "dawsons-kayles", "dawsons-chess", "lasker", "staircase", "moore")) {
            int d = distance(typed, name);
            if (d < bestDistance) {
                best = name;
                bestDistance = d;
            }
        }
        return Optional.ofNullable(best);
    }

    /** Levenshtein distance: letters inserted, deleted or changed. */
    private static int distance(String a, String b) {
        int[] row = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            row[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            int diagonal = row[0];
            row[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int above = row[j];
                int change = diagonal + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                row[j] = Math.min(Math.min(row[j] + 1, row[j - 1] + 1), change);
                diagonal = above;
            }
        }
        return row[b.length()];
    }

    /** True when a word names a heap with its game ("kayles:5") rather than giving a size alone. */
    public static boolean namesGame(String word) {
        return word.indexOf(':') >= 0;
    }

    /**
     * The heaps of a sum: each word is {@code game:size}, or a size alone, which is a heap of
     * {@code plain} (the game given with --game, or Nim). A word may hold several, separated by spaces
     * or commas as heap sizes are ({@code 3,4,5}); a comma inside brackets belongs to its game
     * ({@code sub[1,3,4]:7}).
     */
    public static Result<GameSum> sum(List<String> words, HeapGame plain) {
        List<Component> parts = new ArrayList<>();
        for (String word : words) {
            for (String piece : pieces(word)) {
                Result<Component> c = component(piece, plain);
                if (!c.isOk()) {
                    return Result.problem(c.problemOrNull());
                }
                parts.add(c.orThrow());
            }
        }
        if (parts.isEmpty()) {
            return Result.problem("no heaps given: name at least one, like nim:3 kayles:5 sub[1,3,4]:7");
        }
        return Result.ok(new GameSum(parts));
    }

    /**
     * A game for each heap, in order: "nim,kayles,sub[1,3,4]", split as the heaps of a sum are, each
     * a game played heap by heap.
     */
    public static Result<List<HeapGame>> heapGames(String words) {
        List<HeapGame> games = new ArrayList<>();
        for (String piece : pieces(words)) {
            Result<HeapGame> game = heapGame(piece);
            if (!game.isOk()) {
                return Result.problem(game.problemOrNull());
            }
            games.add(game.orThrow());
        }
        if (games.isEmpty()) {
            return Result.problem("no games given: name one for each heap, like nim,kayles,sub[1,3,4]");
        }
        return Result.ok(games);
    }

    /** The heaps written in {@code word}: split at spaces, and at commas outside brackets. */
    private static List<String> pieces(String word) {
        List<String> pieces = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i <= word.length(); i++) {
            char c = i < word.length() ? word.charAt(i) : ' ';
            if ("[{(".indexOf(c) >= 0) {
                depth++;
            } else if ("]})".indexOf(c) >= 0) {
                depth = Math.max(0, depth - 1);
            } else if (i == word.length() || depth == 0 && SEPARATORS.indexOf(c) >= 0) {
                if (i > start) {
                    pieces.add(word.substring(start, i));
                }
                start = i + 1;
            }
        }
        return pieces;
    }

    private static Result<Component> component(String word, HeapGame plain) {
        Matcher m = COMPONENT.matcher(word);
        if (!m.matches()) {
            return Numbers.parseNonNegative(word, "heap size").map(size -> new Component(plain, size));
        }
        Result<HeapGame> game = heapGame(m.group(1));
        if (!game.isOk()) {
            return Result.problem(game.problemOrNull() + " (in '" + Text.clip(word) + "')");
        }
        if (m.group(2).isBlank()) {
            return Result.problem("'" + Text.clip(word) + "' has no heap size after the colon: write it like "
                    + game.orThrow().notation() + ":5");
        }
        return Numbers.parseNonNegative(m.group(2), "heap size").map(size -> new Component(game.orThrow(), size));
    }
}

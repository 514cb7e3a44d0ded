package org.nimexplorer.engine;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a move of the staircase game as a learner writes it: {@code S3-2} (2 coins down from
 * step 3), {@code S3=1} (leave 1 coin on step 3), {@code move 2 from step 3}, or in full
 * {@code move 2 coins from step 3 to step 2} and {@code move 1 coin from step 1 to the ground};
 * case-insensitive. Then checks it against the position. Every failure is one line saying what is
 * wrong and what would be accepted.
 */
public final class StairMoveParser {

    public static final String NOTATIONS = "write a move as 'S3-2' or 'move 2 from step 3' (2 coins from step 3 down"
            + " to step 2), or 'S3=1' (leave 1 coin on step 3)";

    private static final String STEP = "(?:s|step\\s*)([0-9]+)";
    private static final Pattern MOVE = Pattern.compile("move\\s+(\\S+)\\s+(?:coins?\\s+)?from\\s+" + STEP
            + "(?:\\s+(?:down\\s+)?(?:to|onto)\\s+(?:(?:the\\s+)?(ground)|" + STEP + "))?");
    private static final Pattern TAKE_AWAY = Pattern.compile(STEP + "\\s*-\\s*(\\S+)");
    private static final Pattern LEAVE = Pattern.compile(STEP + "\\s*=\\s*(\\S+)");

    private StairMoveParser() {}

    public static Result<StairMove> parse(String input, Position position) {
        if (input == null || input.isBlank()) {
            return Result.problem("no move given: " + NOTATIONS);
        }
        String line = input.strip().toLowerCase(Locale.ROOT);
        Matcher m;
        if ((m = MOVE.matcher(line)).matches()) {
            return moveInWords(m.group(1), m.group(2), m.group(3) != null ? "0" : m.group(4), position);
        }
        if ((m = TAKE_AWAY.matcher(line)).matches()) {
            String coinsWord = m.group(2);
            return step(m.group(1), position).flatMap(step -> coins(coinsWord)
                    .flatMap(coins -> legal(step, coins, position)));
        }
        if ((m = LEAVE.matcher(line)).matches()) {
            String sizeWord = m.group(2);
            return step(m.group(1), position).flatMap(step -> leaving(step, sizeWord, position));
        }
        if (line.startsWith("take")) {
            return Result.problem("on the staircase coins are moved down a step, not taken away: " + NOTATIONS);
        }
        return Result.problem("cannot read '" + Text.clip(input.strip()) + "' as a move: " + NOTATIONS);
    }

    private static Result<Integer> step(String digits, Position position) {
        long number = digits.length() > 9 ? Long.MAX_VALUE : Long.parseLong(digits);
        if (number == 0) {
            return Result.problem("steps are numbered from 1 (the lowest), so there is no step 0");
        }
        if (number > position.size()) {
            return Result.problem("there is no step " + Text.clip(digits) + ": " + Staircase.steps(position));
        }
        return Result.ok((int) number);
    }

    /** "move 2 coins from step 3 to step 2": the step the coins land on ({@code to}, 0 for the ground) may be left out. */
    private static Result<StairMove> moveInWords(String coinsWord, String fromWord, String to, Position position) {
        return step(fromWord, position).flatMap(step -> {
            if (to != null && !to.replaceFirst("^0+(?=.)", "").equals(Integer.toString(step - 1))) {
                return Result.problem("coins go down one step at a time: from step " + step + " they go to "
                        + (step == 1 ? "the ground" : "step " + (step - 1)));
            }
            return coins(coinsWord).flatMap(coins -> legal(step, coins, position));
        });
    }

    private static Result<Long> coins(String word) {
        if (word.matches("-[0-9]+")) {
            return Result.problem("cannot move a negative number of coins (" + Text.clip(word) + "): move at least"
                    + " 1, as in 'S3-1'");
        }
        return Numbers.parseNonNegative(word, "number of coins").flatMap(n -> n == 0
                ? Result.problem("a move must move at least one coin, as in 'S3-1'") : Result.ok(n));
    }

    private static Result<StairMove> leaving(int step, String sizeWord, Position position) {
        return Numbers.parseNonNegative(sizeWord, "number of coins to leave").flatMap(size -> {
            long now = position.heap(step - 1);
            if (size >= now) {
                return Result.problem("S" + step + "=" + size + " moves no coins: step " + step + " has "
                        + Staircase.coins(now) + (now == 0 ? "" : ", so write S" + step + "=0 to S" + step + "="
                        + (now - 1)));
            }
            return legal(step, now - size, position);
        });
    }

    private static Result<StairMove> legal(int step, long coins, Position position) {
        StairMove move = new StairMove(step, coins);
        return Staircase.whyIllegal(position, move).<Result<StairMove>>map(Result::problem)
                .orElseGet(() -> Result.ok(move));
    }
}

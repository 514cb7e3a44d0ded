package org.nimexplorer.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapLabels;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.engine.Text;
import org.nimexplorer.lesson.Lesson;

/**
 * The step log of a walkthrough as a student reads it: Markdown that is also plain text, a heading,
 * a paragraph on how to read it, then a numbered line per position shown in class, with the question
 * asked on it and the answer given, when there were any, on the lines under it.
 */
public final class StepLogText {

    /** Positions with more heaps than this are counted rather than listed, and get no replay line. */
    public static final int MAX_LISTED = 100;
    /** The file is read away from the terminal: 80 columns. */
    private static final int WIDTH = 80;
    private static final String UNDER = "   ";

    private StepLogText() {}

    /** The heading and the paragraph that says how to read the lines. */
    public static List<String> header(Lesson lesson) {
        List<String> out = new ArrayList<>();
        out.add("# Positions shown in class: " + Text.oneLine(lesson.title()));
        out.add("");
        out.addAll(Wrap.lines("Lesson " + lesson.id() + ", as a walkthrough. Each numbered line is a position"
                + " shown in class, or a question asked on none, in the order shown, each question once with the"
                + " answer it was given: the step of the lesson, how the position came about, its"
                + " heaps (labelled A, B, C, ...) and the rules. To try one again, type the command at its end"
                + " in nim-explorer. A P-position is one where the player to move loses, an N-position one where"
                + " the player to move wins; a position is marked P or N only where the lesson had said which it"
                + " is.", 0, 0, WIDTH));
        out.add("");
        return out;
    }

    /**
     * "3. Step 2/5, Two heaps. After A-2: A 1, B 4, C 5; normal play. Replay: `set 1 4 5`".
     *
     * @param step    the step of the lesson, from 1
     * @param how     how the position came about: "Question", "Set", "After A-2", "Undo"...
     * @param outcome P or N, only when the lesson has said which it is
     */
    public static String position(int number, Lesson lesson, int step, String how, Position position, Rules rules,
            Optional<Outcome> outcome) {
        StringBuilder line = new StringBuilder();
        line.append(number).append(". Step ").append(step).append('/').append(lesson.steps().size()).append(", ")
                .append(Text.oneLine(lesson.steps().get(step - 1).title())).append(". ").append(how).append(": ")
                .append(heaps(position)).append("; ").append(rules(rules)).append('.');
        outcome.ifPresent(o -> line.append(' ').append(o).append("-position (as shown in class)."));
        replay(position, rules).ifPresent(command -> line.append(" Replay: `").append(command).append('`'));
        return line.toString();
    }

    /**
     * "4. Step 6/7, Sums of different games. Question: A nim:3, B kayles:4, C sub[1,3,4]:7; normal play.
     * Replay: `analyze nim:3 kayles:4 sub[1,3,4]:7`", for a position whose heaps follow different games.
     */
    public static String sum(int number, Lesson lesson, int step, String how, GameSum sum, Optional<Outcome> outcome) {
        StringBuilder line = new StringBuilder();
        line.append(number).append(". Step ").append(step).append('/').append(lesson.steps().size()).append(", ")
                .append(Text.oneLine(lesson.steps().get(step - 1).title())).append(". ").append(how).append(": ");
        if (sum.size() > MAX_LISTED) {
            line.append(String.format("%,d heaps", sum.size()));
        } else {
            List<String> heaps = new ArrayList<>();
            for (int i = 0; i < sum.size(); i++) {
                heaps.add(HeapLabels.of(i) + " " + sum.part(i).notation());
            }
            line.append(String.join(", ", heaps));
        }
        line.append("; normal play.");
        outcome.ifPresent(o -> line.append(' ').append(o).append("-position (as shown in class)."));
        if (sum.size() <= MAX_LISTED) {
            line.append(" Replay: `analyze ").append(sum.notation()).append('`');
        }
        return line.toString();
    }

    /** The question asked on the position above, as the lesson put it. */
    /** "5. Step 2/5, The kernel. Question: Which heaps from 0 to 12 are in the kernel?": a question on no position. */
    public static String question(int number, Lesson lesson, int step, String prompt) {
        return number + ". Step " + step + "/" + lesson.steps().size() + ", " + Text.oneLine(lesson.steps().get(step - 1)
                .title()) + ". Question: " + Text.oneLine(prompt);
    }

    public static String asked(String prompt) {
        return UNDER + "Asked: " + Text.oneLine(prompt);
    }

    /**
     * The answer given in class, right or worked out by the lesson ({@code how} says which), to the question
     * on the line above, or to that of line {@code question} when other positions were shown in between.
     */
    public static String answered(String how, Optional<Integer> question, String text) {
        return UNDER + how + question.map(n -> " (the question of line " + n + ")").orElse("") + ": "
                + Text.oneLine(text);
    }

    /** "A 3, B 4, C 5", or "1,000 heaps" for a position too long to list. */
    static String heaps(Position position) {
        if (position.size() > MAX_LISTED) {
            return String.format("%,d heaps", position.size());
        }
        List<String> heaps = new ArrayList<>();
        for (int i = 0; i < position.size(); i++) {
            heaps.add(HeapLabels.of(i) + " " + position.heap(i));
        }
        return String.join(", ", heaps);
    }

    /** "normal play", "misère play, take 1-3". */
    static String rules(Rules rules) {
        return (rules.isMisere() ? "misère play" : "normal play")
                + (rules.moves() instanceof MoveSet.Subtraction s ? ", take " + s.notation() : "");
    }

    /** The session line that sets this position again: "set 3 4 5 --misere --subtract 1-3". */
    static Optional<String> replay(Position position, Rules rules) {
        if (position.size() > MAX_LISTED) {
            return Optional.empty();
        }
        return Optional.of("set " + position + (rules.isMisere() ? " --misere" : "")
                + (rules.moves() instanceof MoveSet.Subtraction s ? " --subtract " + s.notation() : ""));
    }
}

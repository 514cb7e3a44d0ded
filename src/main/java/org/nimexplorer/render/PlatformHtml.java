package org.nimexplorer.render;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.nimexplorer.engine.HeapLabels;
import org.nimexplorer.engine.Position;
import org.nimexplorer.explain.AboutPosition;
import org.nimexplorer.explain.AboutSum;
import org.nimexplorer.explain.Question;
import org.nimexplorer.explain.Solution;
import org.nimexplorer.quiz.PlatformQuestion;
import org.nimexplorer.quiz.Prompts;

/**
 * The HTML a course platform shows for an exported question, the same in every format: the prompt
 * with its heaps drawn in a monospace block, feedback as a paragraph, and the worked answer laid out
 * as the session prints it.
 */
final class PlatformHtml {

    /** Objects are drawn in groups of this many, to be counted at a glance. */
    private static final int GROUP = 5;

    private PlatformHtml() {}

    static String question(PlatformQuestion q) {
        String prompt = paragraph(q.question().prompt());
        Question about = q.question();
        return about instanceof AboutPosition || about instanceof AboutSum
                ? prompt + "\n" + pre(heaps(Prompts.position(about))) : prompt;
    }

    static String paragraph(String text) {
        return "<p>" + Html.text(text) + "</p>";
    }

    /** The answer, the idea, and the derivation in the session's own layout (columns need a monospace font). */
    static String solution(Solution s) {
        // The plain painter is at the full 80 columns, whatever the window the export is written from.
        List<String> lines = new ArrayList<>(DerivationText.derivation(s.derivation(), Painter.PLAIN));
        lines.replaceAll(String::stripTrailing);
        while (!lines.isEmpty() && lines.get(lines.size() - 1).isEmpty()) {
            lines.remove(lines.size() - 1);
        }
        String answer = s.answer().matches(".*[.!?]$") ? s.answer() : s.answer() + ".";
        return paragraph("The answer: " + answer) + "\n" + paragraph("(The idea: " + s.idea().description() + ".)")
                + (lines.isEmpty() ? "" : "\n" + pre(lines));
    }

    /**
     * Each row made safe on its own, so that the line breaks a {@code <pre>} block is for are kept
     * (a wrapped line of a derivation holds breaks of its own).
     */
    private static String pre(List<String> lines) {
        return "<pre>" + String.join("\n", lines).lines().map(Html::text).collect(Collectors.joining("\n")) + "</pre>";
    }

    /** "A   3  |||", one row a heap, sizes aligned. */
    private static List<String> heaps(Position p) {
        int labelWidth = HeapLabels.of(p.size() - 1).length();
        int sizeWidth = Long.toString(p.largest()).length();
        List<String> rows = new ArrayList<>();
        for (int i = 0; i < p.size(); i++) {
            long heap = p.heap(i);
            rows.add((String.format("%-" + labelWidth + "s  %" + sizeWidth + "d  ", HeapLabels.of(i), heap)
                    + tally(heap)).stripTrailing());
        }
        return rows;
    }

    /** "||||| |||" for 8. */
    private static String tally(long objects) {
        StringBuilder out = new StringBuilder();
        for (long drawn = 0; drawn < objects; drawn++) {
            out.append(drawn > 0 && drawn % GROUP == 0 ? " |" : "|");
        }
        return out.toString();
    }
}

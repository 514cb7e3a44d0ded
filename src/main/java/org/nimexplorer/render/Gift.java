package org.nimexplorer.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.nimexplorer.quiz.PlatformQuestion;
import org.nimexplorer.quiz.QuizExport;
import org.nimexplorer.quiz.QuizGame;

/**
 * A quiz in GIFT, Moodle's plain-text format: the category line, then each question as a title,
 * its HTML text and its answers in braces, a blank line between questions. Every text is one line
 * with its marks escaped, as Moodle's own GIFT export writes it, so no text can end a question early.
 */
public final class Gift {

    /** The characters GIFT reads as marks, escaped with a backslash wherever they are text. */
    private static final String MARKS = "~=#{}:";

    private Gift() {}

    public static String render(QuizExport quiz) {
        StringBuilder g = new StringBuilder();
        g.append("// Nim Explorer: ").append(quiz.questions().size())
                .append(quiz.questions().size() == 1 ? " question, seed " : " questions, seed ").append(quiz.seed())
                .append(", level ").append(quiz.level().name().toLowerCase(Locale.ROOT)).append(" (")
                .append(quiz.level().describe(quiz.game() instanceof QuizGame.Sums s ? s.game().heapWord() : "heap"))
                .append(")\n");
        String filedUnder = "";
        for (PlatformQuestion q : quiz.questions()) {
            // A category line files the questions after it, up to the next one: one goes wherever the kind changes.
            if (!q.question().kind().equals(filedUnder)) {
                filedUnder = q.question().kind();
                g.append("\n$CATEGORY: ").append(quiz.categoryPath(filedUnder)).append("\n");
            }
            g.append("\n");
            question(q, g);
        }
        return g.toString();
    }

    private static void question(PlatformQuestion q, StringBuilder g) {
        g.append("::").append(escape(q.title())).append("::[html]").append(escape(PlatformHtml.question(q))).append("{")
                .append(q.type() == PlatformQuestion.Type.NUMERICAL ? "#" : "").append("\n");
        List<PlatformQuestion.Answer> answers = new ArrayList<>(q.answers());
        // Any other answer, last, after every answer with words of its own: a short answer of '*' is Moodle's any
        // answer at all; a number takes none, and its importer reads a '~' with feedback alone as that answer.
        if (q.type() == PlatformQuestion.Type.SHORTANSWER) {
            q.otherwise().ifPresent(text -> answers.add(new PlatformQuestion.Answer("*", false, text)));
        }
        for (PlatformQuestion.Answer a : answers) {
            g.append("\t").append(answer(q.type(), a)).append("#").append(escape(PlatformHtml.paragraph(a.feedback())))
                    .append("\n");
        }
        if (q.type() == PlatformQuestion.Type.NUMERICAL) {
            q.otherwise().ifPresent(text -> g.append("\t~#").append(escape(PlatformHtml.paragraph(text))).append("\n"));
        }
        g.append("\t####").append(escape(PlatformHtml.solution(q.solution()))).append("\n}\n");
    }

    /** "=P", "~N", "=A-2", "=%0%none", "=7:0": the mark that grades the answer, then the answer. */
    private static String answer(PlatformQuestion.Type type, PlatformQuestion.Answer a) {
        return switch (type) {
            case MULTICHOICE -> (a.right() ? "=" : "~") + escape(Html.text(a.text()));
            case SHORTANSWER -> (a.right() ? "=" : "=%0%") + escape(a.text());
            case NUMERICAL -> (a.right() ? "=" : "=%0%") + a.text() + ":0";
        };
    }

    /** Text as GIFT reads it back: its marks and backslashes escaped, its line breaks written {@code \n}. */
    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            if (c == '\n') {
                out.append("\\n");
            } else {
                out.append(c == '\\' || MARKS.indexOf(c) >= 0 ? "\\" : "").append(c);
            }
        }
        return out.toString();
    }
}

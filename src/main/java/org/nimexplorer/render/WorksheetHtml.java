package org.nimexplorer.render;

import java.util.List;
import java.util.Locale;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.explain.Question;
import org.nimexplorer.quiz.Explanations;
import org.nimexplorer.quiz.Level;
import org.nimexplorer.quiz.Prompts;
import org.nimexplorer.quiz.QuizFiles;
import org.nimexplorer.quiz.QuizGame;

/**
 * A worksheet to print and hand out: a title, lines for the student's name and the date, each question
 * with its heaps drawn and room to work (an empty binary grid where a nim-sum is asked), and the answer
 * key on a page of its own, for the teacher, with the seed that makes the questions again. The student's
 * pages do not carry the seed: it regenerates the key. One self-contained page, no script, no network, and
 * well-formed XML, so that {@link WorksheetPdf} lays out the very same page on paper.
 */
public final class WorksheetHtml {

    /** A heap is drawn object by object up to this size; a larger one is given by its number alone. */
    static final int MOST_DRAWN = 30;
    /** Objects are drawn in groups of this many, so a heap is counted at a glance. */
    private static final int GROUP = 5;
    private static final String OBJECT = "●";

    private WorksheetHtml() {}

    public static String render(String title, long seed, Level level, List<Question> questions) {
        StringBuilder h = new StringBuilder();
        h.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n<title>")
                .append(Html.escape(title)).append("</title>\n<style>\n").append(STYLE).append("</style>\n</head>\n<body>\n")
                .append("<section class=\"sheet\">\n<h1>").append(Html.escape(title)).append("</h1>\n")
                .append("<p class=\"who\"><span>Name: <span class=\"line\"></span></span>")
                .append("<span>Date: <span class=\"line short\"></span></span></p>\n")
                .append("<p class=\"conventions\">").append(code(capitalised(QuizFiles.conventions(level, questions))))
                .append("</p>\n<ol class=\"questions\">\n");
        for (Question q : questions) {
            question(q, h);
        }
        h.append("</ol>\n</section>\n<section class=\"key\">\n<h2>Answer key: ").append(Html.escape(title))
                .append("</h2>\n<p>For the teacher. Seed ").append(seed).append(", level ")
                .append(level.name().toLowerCase(Locale.ROOT)).append(": the same seed with the same options (level,")
                .append(" count, kinds, game) makes the same questions.</p>\n<ol>\n");
        for (Question q : questions) {
            h.append("<li><strong>").append(Html.escape(q.answer())).append("</strong>: ")
                    .append(Html.escape(Explanations.brief(q))).append("</li>\n");
        }
        return h.append("</ol>\n</section>\n</body>\n</html>\n").toString();
    }

    private static void question(Question q, StringBuilder h) {
        h.append("<li class=\"question ").append(Html.escape(q.kind())).append("\">\n<p class=\"prompt\">")
                .append(Html.escape(q.prompt())).append("</p>\n");
        boolean classic = Prompts.game(q) instanceof QuizGame.Classic;
        boolean grundy = classic && Prompts.rules(q).moves() instanceof MoveSet.Subtraction;
        if (grundy && q.kind().equals("nim-sum")) {
            h.append("<p class=\"note\">In this game the nim-sum is the XOR of the heaps' Grundy values, not of the")
                    .append(" heaps themselves: find each heap's Grundy value first.</p>\n");
        }
        Position p = Prompts.position(q);
        if (classic) {
            heaps(p, h);
        }
        if (q.kind().equals("nim-sum")) {
            grid(p, grundy || !classic, h);
        }
        h.append("<div class=\"working\"><span>Working</span></div>\n<p class=\"answer\">Answer: <span class=\"line\">")
                .append("</span></p>\n</li>\n");
    }

    /** Each heap as a row of objects in groups of five, named and counted. */
    private static void heaps(Position p, StringBuilder h) {
        h.append("<table class=\"heaps\">\n");
        for (int i = 0; i < p.size(); i++) {
            long size = p.heap(i);
            h.append("<tr><th>").append((char) ('A' + i)).append("</th><td class=\"objects\">");
            if (size <= MOST_DRAWN) {
                for (long drawn = 0; drawn < size; drawn += GROUP) {
                    h.append("<span class=\"group\">").append(OBJECT.repeat((int) Math.min(GROUP, size - drawn)))
                            .append("</span>");
                }
            } else {
                h.append("<span class=\"many\">(too many to draw)</span>");
            }
            h.append("</td><td class=\"count\">").append(size).append("</td></tr>\n");
        }
        h.append("</table>\n");
    }

    /**
     * An empty grid for working the nim-sum column by column: a row per heap (its Grundy value, "g(A)", in a
     * game other than Nim) and one for the result, a column per binary digit of the largest heap, headed by its
     * value (8 4 2 1); no Grundy value is larger than its heap.
     */
    private static void grid(Position p, boolean grundy, StringBuilder h) {
        long largest = 1;
        for (int i = 0; i < p.size(); i++) {
            largest = Math.max(largest, p.heap(i));
        }
        int bits = Math.max(3, 64 - Long.numberOfLeadingZeros(largest));
        h.append("<table class=\"binary\">\n<thead><tr><th></th>");
        for (int b = bits - 1; b >= 0; b--) {
            h.append("<th>").append(1L << b).append("</th>");
        }
        h.append("</tr></thead>\n<tbody>\n");
        for (int i = 0; i < p.size(); i++) {
            String heap = String.valueOf((char) ('A' + i));
            h.append("<tr><th>").append(grundy ? "g(" + heap + ")" : heap).append("</th>").append("<td></td>".repeat(bits))
                    .append("</tr>\n");
        }
        h.append("<tr class=\"sum\"><th>XOR</th>").append("<td></td>".repeat(bits)).append("</tr>\n</tbody>\n</table>\n");
    }

    private static String capitalised(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    /** The text made safe, with `code` shown as code. */
    private static String code(String text) {
        return Html.escape(text).replaceAll("`([^`]*)`", "<code>$1</code>");
    }

    private static final String STYLE = """
            body { font-family: Georgia, "Times New Roman", serif, "Liberation Sans"; max-width: 46rem; margin: 2rem auto;
                   padding: 0 1rem; color: #111; line-height: 1.4; }
            h1 { font-size: 1.5rem; margin: 0 0 .8rem; }
            h1, h2 { word-wrap: break-word; overflow-wrap: anywhere; }
            .who { margin: 0 0 1rem; }
            .who > span { display: inline-block; margin-right: 2rem; }
            .line { display: inline-block; border-bottom: 1px solid #111; width: 16rem; height: 1.1em; }
            .line.short { width: 9rem; }
            .conventions, .note { font-size: .92rem; color: #333; }
            .note { font-style: italic; }
            ol.questions { padding-left: 1.6rem; }
            li.question { margin: 0 0 1.4rem; page-break-inside: avoid; }
            .prompt { font-weight: bold; margin: 0 0 .4rem; }
            table.heaps { border-collapse: collapse; margin: .3rem 0; }
            table.heaps th { text-align: right; padding: 0 .6rem 0 0; font-family: ui-monospace, Menlo, monospace; }
            table.heaps td.objects { font-family: "Liberation Sans", "DejaVu Sans", Arial, sans-serif; font-size: 1.1rem;
                                 letter-spacing: .08em; min-width: 16em; }
            .group { margin-right: .6em; white-space: nowrap; }
            table.heaps td.count { color: #555; padding-left: .6rem; }
            table.binary { border-collapse: collapse; margin: .4rem 0; font-family: ui-monospace, Menlo, monospace; }
            table.binary th, table.binary td { border: 1px solid #555; width: 2rem; height: 1.7rem; text-align: center; }
            table.binary thead th { border: none; color: #555; font-weight: normal; font-size: .85rem; }
            table.binary tbody th { border: none; text-align: right; padding-right: .5rem; }
            table.binary tr.sum td { border-top: 3px double #111; }
            .working { border: 1px dashed #999; height: 5rem; margin: .4rem 0; position: relative; }
            .working span { position: absolute; top: .2rem; left: .4rem; font-size: .75rem; color: #999; }
            .answer { margin: .3rem 0 0; }
            .key { page-break-before: always; margin-top: 3rem; border-top: 2px solid #111; }
            .key h2 { font-size: 1.2rem; }
            code { font-family: ui-monospace, Menlo, Consolas, monospace; }
            @page { margin: 16mm 15mm; }
            @media print {
              body { margin: 0; max-width: none; font-size: 11pt; }
              .key { margin-top: 0; border-top: none; }
            }
            """;
}

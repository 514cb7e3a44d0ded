package org.nimexplorer.render;

import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Locale;
import java.util.List;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.explain.Misconception;
import org.nimexplorer.quiz.ClassReport;
import org.nimexplorer.quiz.ClassReport.Cell;
import org.nimexplorer.quiz.ClassReport.QuestionStat;
import org.nimexplorer.quiz.ClassReport.Student;
import org.nimexplorer.quiz.ClassReport.Tally;

/**
 * The class report as one self-contained HTML page: the terminal's tables, every question, and bar
 * charts drawn as inline SVG, so the page opens anywhere with no network and no script.
 */
public final class ClassReportHtml {

    private static final int BAR_WIDTH = 360;
    private static final int ROW = 26;
    private static final int LABEL = 190;

    private ClassReportHtml() {}

    /** One labelled bar: {@code value} of {@code max}, with the text shown after it. */
    private record Bar(String label, double value, double max, String shown, boolean flagged) {}

    /** The page, with the times the hand-ins give (UTC instants) shown in {@code zone}, the reader's. */
    public static String render(ClassReport report, ZoneId zone) {
        StringBuilder h = new StringBuilder();
        String title = "Class report: " + report.assignment().describe();
        h.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>").append(Html.escape(title))
                .append("</title>\n<style>\n").append(STYLE).append("</style>\n</head>\n<body>\n<h1>").append(Html.escape(title))
                .append("</h1>\n<p class=\"lead\">").append(report.students().size())
                .append(report.students().size() == 1 ? " hand-in" : " hand-ins").append(", each graded again")
                .append(" by the engine from the assignment's seed.</p>\n");
        report.roster().ifPresent(r -> roster(r, h));
        students(report, zone, h);
        grid(report, h);
        questions(report, h);
        tallies(report, h);
        if (!report.skipped().isEmpty()) {
            h.append("<h2>Left out</h2>\n<ul class=\"skipped\">\n");
            report.skipped().forEach(s -> h.append("<li><code>").append(Html.escape(s.file())).append("</code>: ")
                    .append(Html.escape(s.reason())).append("</li>\n"));
            h.append("</ul>\n");
        }
        return h.append("</body>\n</html>\n").toString();
    }

    private static void roster(ClassReport.Roster r, StringBuilder h) {
        h.append("<h2>Roster</h2>\n<p id=\"roster\">").append(r.missing().isEmpty() ? "Everyone on the roster ("
                + r.size() + ") has handed in." : "<strong>Not handed in: " + r.missing().size() + " of " + r.size()
                + "</strong> on the roster: " + Html.escape(ClassReportText.names(r.missing())) + ".").append("</p>\n");
        if (!r.unlisted().isEmpty()) {
            h.append("<p id=\"unlisted\">Handed in under a name the roster does not have: ")
                    .append(Html.escape(ClassReportText.names(r.unlisted()))).append(".</p>\n");
        }
    }

    private static void students(ClassReport report, ZoneId zone, StringBuilder h) {
        h.append("<h2>Students</h2>\n");
        int count = report.assignment().count();
        List<Bar> bars = new ArrayList<>();
        for (Student s : report.students()) {
            bars.add(new Bar(s.name(), s.firstTry(), count, s.firstTry() + "/" + count + " (" + s.solved() + " in the end)",
                    s.flagged()));
        }
        chart("scores", "Questions right at the first try, each student (in brackets: right in the end)", bars, h);
        boolean lessons = !report.assignment().lessons().isEmpty();
        boolean retakes = report.students().stream().anyMatch(s -> s.attempt() > 1);
        boolean stops = report.students().stream().anyMatch(s -> s.stoppedAt().isPresent());
        h.append("<table id=\"students\">\n<thead><tr><th>Student</th><th>First try</th><th>In the end</th>")
                .append("<th>Time</th><th>Hints</th>").append(lessons ? "<th>Lessons</th>" : "")
                .append(stops ? "<th>Stopped at</th>" : "").append("<th>Flags</th>")
                .append(retakes ? "<th>Taken again</th>" : "").append("</tr></thead>\n<tbody>\n");
        for (Student s : report.students()) {
            h.append(s.flagged() ? "<tr class=\"flagged\">" : "<tr>").append("<td>").append(Html.escape(s.name()))
                    .append("<br><code class=\"file\">").append(Html.escape(s.file())).append("</code></td><td class=\"num\">")
                    .append(Html.escape(ClassReportText.firstTry(s))).append("</td><td class=\"num\">")
                    .append(s.solved()).append("/").append(count).append("</td><td class=\"num\">")
                    .append(ClassReportText.time(s.seconds())).append("</td><td class=\"num\">").append(s.hints())
                    .append("</td>").append(lessons ? "<td class=\"num\">" + s.lessonsFinished() + "/"
                            + s.lessonsNamed() + "</td>" : "")
                    .append(stops ? "<td>" + s.stoppedAt().map(q -> "Q" + q).orElse("") + "</td>" : "")
                    .append("<td>").append(flags(s)).append("</td>").append(retakes ? "<td>" + (s.attempt() > 1
                            ? "attempt " + s.attempt() + "; before: " + Html.escape(ClassReportText.earlier(s, zone))
                            : "") + "</td>" : "")
                    .append("</tr>\n");
        }
        h.append("</tbody>\n</table>\n");
    }

    /** Every student's every question, each cell a sign with its meaning as a tooltip and in the legend. */
    private static void grid(ClassReport report, StringBuilder h) {
        int count = report.assignment().count();
        if (report.students().isEmpty() || count == 0) {
            return;
        }
        h.append("<h2>Question by question</h2>\n<table id=\"grid\">\n<thead><tr><th>Student</th>");
        for (int q = 1; q <= count; q++) {
            h.append("<th class=\"cell\">Q").append(q).append("</th>");
        }
        h.append("</tr></thead>\n<tbody>\n");
        for (Student s : report.students()) {
            h.append("<tr><td>").append(Html.escape(s.name())).append("</td>");
            for (int q = 1; q <= count; q++) {
                h.append(cell(q <= s.marks().size() ? s.marks().get(q - 1).cell() : Cell.NOT_REACHED));
            }
            h.append("</tr>\n");
        }
        h.append("</tbody>\n</table>\n<p class=\"legend\">");
        for (Cell c : Cell.values()) {
            h.append("<span class=\"legend-item\">").append(cell(c).replace("<td", "<span").replace("</td>", "</span>"))
                    .append(' ').append(Html.escape(c.meaning())).append("</span> ");
        }
        h.append("</p>\n");
    }

    private static String cell(Cell c) {
        String sign = switch (c) {
            case FIRST_TRY -> "+";
            case LATER -> "o";
            case WRONG -> "x";
            case SKIPPED -> "-";
            case STOPPED -> "&gt;";
            case NOT_REACHED -> "·";
        };
        return "<td class=\"cell " + c.key() + "\" title=\""
                + Html.escape(c.meaning()) + "\">" + sign + "</td>";
    }

    /** Every flag, one to a line. */
    private static String flags(Student s) {
        return String.join("<br>", ClassReportText.grouped(s.flags()).stream().map(Html::escape).toList());
    }

    private static void questions(ClassReport report, StringBuilder h) {
        h.append("<h2>Questions</h2>\n");
        List<Bar> bars = new ArrayList<>();
        for (QuestionStat q : report.questions()) {
            bars.add(new Bar("Q" + q.number(), q.firstTry(), Math.max(1, q.answered()), q.firstTry() + " of "
                    + q.answered(), false));
        }
        chart("questions", "Right at the first try, of those who answered", bars, h);
        boolean discriminating = report.students().size() >= ClassReport.DISCRIMINATING;
        h.append("<table id=\"questions\">\n<thead><tr><th>#</th><th>Question</th><th>Right answer</th>")
                .append("<th>First try, of those who answered</th><th>Facility</th>").append(discriminating ? "<th>Discrimination</th>" : "")
                .append("<th>Not at the first try</th><th>Most given wrong answer</th><th>Misconception behind it</th>")
                .append("</tr></thead>\n<tbody>\n");
        for (QuestionStat q : report.questions()) {
            h.append("<tr><td class=\"num\">").append(q.number()).append("</td><td>").append(Html.escape(q.question().prompt()))
                    .append("</td><td><code>").append(Html.escape(q.question().answer())).append("</code></td>")
                    .append("<td class=\"num\">").append(q.firstTry()).append(" of ").append(q.answered())
                    .append("</td><td class=\"num\">").append(percent(q.facility())).append("</td>")
                    .append(discriminating ? "<td class=\"num\">" + (q.discrimination().isPresent()
                            ? String.format(Locale.ROOT, "%.2f", q.discrimination().getAsDouble()) : "–") + "</td>" : "")
                    .append("<td>").append(Html.escape(ClassReportText.names(q.missed()))).append("</td><td>")
                    .append(q.commonWrong().map(w -> "<code>" + Html.escape(w) + "</code> ("
                            + q.commonWrongStudents() + ")").orElse("")).append("</td><td>")
                    .append(q.behind().map(m -> Html.escape(ClassReportText.inClass(m))).orElse("")).append("</td></tr>\n");
        }
        h.append("</tbody>\n</table>\n<p class=\"note\">Facility: the share of all the students right at the first")
                .append(" try (a question not reached counts as wrong), as Moodle computes it.")
                .append(discriminating ? " Discrimination: how far the question's score goes with the score on the"
                        + " rest of the quiz (from −1 to 1; below 0.2, the question does not tell stronger students from"
                        + " weaker ones; – where everyone scored alike)." : " Discrimination is given from "
                        + ClassReport.DISCRIMINATING + " students on.")
                .append("</p>\n");
    }

    private static void tallies(ClassReport report, StringBuilder h) {
        int students = Math.max(1, report.students().size());
        h.append("<h2>Misconceptions</h2>\n");
        if (report.misconceptions().isEmpty()) {
            h.append("<p>No wrong answer showed a misconception the engine recognises.</p>\n");
        } else {
            List<Bar> bars = new ArrayList<>();
            for (Tally<Misconception> t : report.misconceptions()) {
                bars.add(new Bar(t.key().key(), t.students(), students, t.students() + " of " + students, false));
            }
            chart("misconceptions", "Students who showed each misconception", bars, h);
            h.append("<table id=\"misconceptions\">\n<thead><tr><th>Misconception</th><th>What it looks like</th>")
                    .append("<th>Students</th><th>Who</th><th>Wrong answers</th></tr></thead>\n<tbody>\n");
            for (Tally<Misconception> t : report.misconceptions()) {
                h.append("<tr><td><code>").append(t.key().key()).append("</code></td><td>")
                        .append(Html.escape(ClassReportText.inClass(t.key()))).append("</td><td class=\"num\">")
                        .append(t.students()).append("</td><td>").append(Html.escape(ClassReportText.names(t.names())))
                        .append("</td><td class=\"num\">").append(t.wrong()).append("</td></tr>\n");
            }
            h.append("</tbody>\n</table>\n");
        }
        h.append("<h2>Ideas the class misses most</h2>\n");
        if (report.ideasMissed().isEmpty()) {
            h.append("<p>No wrong answers.</p>\n");
            return;
        }
        h.append("<table id=\"ideas\">\n<thead><tr><th>Idea</th><th>Students</th><th>Wrong answers</th></tr></thead>\n")
                .append("<tbody>\n");
        for (Tally<Idea> t : report.ideasMissed()) {
            h.append("<tr><td>").append(Html.escape(t.key().description())).append("</td><td class=\"num\">")
                    .append(t.students()).append("</td><td class=\"num\">").append(t.wrong()).append("</td></tr>\n");
        }
        h.append("</tbody>\n</table>\n");
    }

    /** A horizontal bar chart as inline SVG, with a title and a text label on every bar for screen readers. */
    private static void chart(String id, String caption, List<Bar> bars, StringBuilder h) {
        int height = ROW * bars.size() + 10;
        // Room after the bar for its text, at about 7 pixels a character at 13px.
        int width = LABEL + BAR_WIDTH + Math.max(90, 16 + 7 * bars.stream().mapToInt(b -> b.shown().length()).max()
                .orElse(0));
        h.append("<figure>\n<figcaption>").append(Html.escape(caption)).append("</figcaption>\n<svg class=\"chart\" id=\"")
                .append(id).append("-chart\" role=\"img\" aria-label=\"").append(Html.escape(caption))
                .append("\" xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(width).append("\" height=\"")
                .append(height).append("\" viewBox=\"0 0 ").append(width).append(' ').append(height).append("\">\n");
        for (int i = 0; i < bars.size(); i++) {
            Bar b = bars.get(i);
            int y = 5 + i * ROW;
            long length = Math.round(BAR_WIDTH * (b.max() == 0 ? 0 : b.value() / b.max()));
            h.append("<g><title>").append(Html.escape(b.label() + ": " + b.shown())).append("</title>")
                    .append("<text x=\"").append(LABEL - 8).append("\" y=\"").append(y + 16)
                    .append("\" text-anchor=\"end\">").append(Html.escape(clip(b.label()))).append("</text>")
                    .append("<rect class=\"track\" x=\"").append(LABEL).append("\" y=\"").append(y).append("\" width=\"")
                    .append(BAR_WIDTH).append("\" height=\"20\"/>")
                    .append("<rect class=\"bar").append(b.flagged() ? " flagged" : "").append("\" x=\"").append(LABEL)
                    .append("\" y=\"").append(y).append("\" width=\"").append(length).append("\" height=\"20\"/>")
                    .append("<text x=\"").append(LABEL + BAR_WIDTH + 8).append("\" y=\"").append(y + 16).append("\">")
                    .append(Html.escape(b.shown())).append("</text></g>\n");
        }
        h.append("</svg>\n</figure>\n");
    }

    /** "67%". */
    private static String percent(double share) {
        return Math.round(100 * share) + "%";
    }

    private static String clip(String label) {
        return label.length() <= 26 ? label : label.substring(0, 25) + "…";
    }

    private static final String STYLE = """
            body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; margin: 2rem auto; max-width: 62rem;
                   padding: 0 1rem; color: #1d2430; line-height: 1.45; }
            h1 { font-size: 1.6rem; margin-bottom: .2rem; }
            h2 { font-size: 1.2rem; margin-top: 2.2rem; border-bottom: 1px solid #d5dae1; padding-bottom: .2rem; }
            .lead { color: #5a6472; margin-top: 0; }
            table { border-collapse: collapse; width: 100%; margin: .8rem 0; font-size: .95rem; }
            th, td { text-align: left; padding: .35rem .6rem; border-bottom: 1px solid #e4e8ee; vertical-align: top; }
            th { background: #f3f5f8; font-weight: 600; }
            td.num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
            tr.flagged td { background: #fdecec; }
            code { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: .9em;
                   white-space: nowrap; }
            figure { margin: 1rem 0; }
            figcaption { font-weight: 600; margin-bottom: .4rem; }
            svg.chart text { font-size: 13px; fill: #1d2430; }
            svg.chart rect.track { fill: #eef1f5; }
            svg.chart rect.bar { fill: #3a7bd5; }
            svg.chart rect.bar.flagged { fill: #d64545; }
            ul.skipped li { margin: .2rem 0; }
            code.file { font-size: .78em; color: #5a6472; white-space: normal; word-break: break-all; }
            #grid th.cell, #grid td.cell { text-align: center; padding: .25rem .3rem; min-width: 1.6rem;
                   font-family: ui-monospace, Menlo, Consolas, monospace; font-weight: 700; }
            .cell.first-try { background: #d8f0dc; color: #1b5e20; }
            .cell.later { background: #eef7d9; color: #33691e; }
            .cell.wrong { background: #fbdada; color: #a31515; }
            .cell.skipped { background: #eceff3; color: #3b4350; }
            .cell.stopped { background: #ffe7c2; color: #8a4b00; }
            .cell.not-reached { color: #8a94a3; }
            .legend { font-size: .9rem; }
            .legend-item { margin-right: 1rem; white-space: nowrap; }
            .legend-item span.cell { display: inline-block; min-width: 1.3rem; text-align: center; font-weight: 700; }
            .note { color: #5a6472; font-size: .9rem; }
            /* A projector: bigger text across a wide window. */
            @media (min-width: 1200px) { body { max-width: 76rem; font-size: 1.1rem; } }
            /* Paper: black on white, no page break inside a row, a chart or a heading's first lines. */
            @media print {
              body { margin: 0; max-width: none; font-size: 10.5pt; color: #000; }
              h2 { break-after: avoid; }
              tr, figure { break-inside: avoid; }
              .cell, tr.flagged td { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
            }
            """;
}

package org.nimexplorer.server;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.nimexplorer.lesson.Lesson;
import org.nimexplorer.lesson.LessonEvent;
import org.nimexplorer.lesson.LessonFlow;
import org.nimexplorer.render.LessonText;
import org.nimexplorer.render.Painter;

/**
 * The live lesson as the dashboard projects it: where the class is, the buttons that move it, the
 * step's text (and once revealed, its worked answer), and the answers' spread as a bar chart in
 * inline SVG, both votes side by side, with the same numbers in a table for a screen reader.
 */
final class WebLiveView {

    private static final int LABEL = 230;
    private static final int BAR = 300;
    private static final int ROW = 34;

    private final LiveClass live;
    /** The step's text, kept for the route it was made for: made again only when the class moves. */
    private String textFor = "";
    private String text = "";

    WebLiveView(LiveClass live) {
        this.live = live;
    }

    /** The live part of the dashboard, with the teacher's status line {@code status}. */
    synchronized String html(Optional<String> status) {
        Optional<LiveClass.Now> now = live.now();
        if (now.isEmpty()) {
            return idle();
        }
        LiveClass.Now at = now.get();
        StringBuilder html = new StringBuilder("<p class=\"where\" aria-live=\"polite\">")
                .append(WebText.escape(at.lesson().title())).append(" (").append(WebText.escape(at.lesson().id()))
                .append("), step ").append(at.step()).append(" of ").append(at.lesson().steps().size())
                .append(status.map(s -> s.replaceFirst("^live [^ ]+ [0-9]+/[0-9]+", "")).map(WebText::escape)
                        .orElse("")).append("</p>\n");
        html.append("<div class=\"moves\" role=\"group\" aria-label=\"Move the class\">")
                .append(button("back", "Back")).append(button("reveal", "Reveal the answer"))
                .append(button("again", "Second vote")).append(button("next", "Next step"))
                .append(button("stop", "End the live lesson")).append("</div>\n");
        live.tally().ifPresent(tally -> html.append(spread(tally)));
        html.append("<div class=\"step\"><pre tabindex=\"0\" aria-label=\"The step the class is on\">")
                .append(WebText.escape(stepText(at))).append("</pre></div>\n");
        return html.toString();
    }

    private String idle() {
        StringBuilder html = new StringBuilder("<p>No live lesson. Take the class through one: choose it and start,"
                + " or type <code>live ID</code> on the console.</p>\n<div class=\"moves\"><label for=\"lesson\">"
                + "Lesson</label> <select id=\"lesson\">");
        for (Lesson lesson : live.library().lessons()) {
            html.append("<option value=\"").append(WebText.escape(lesson.id())).append("\">")
                    .append(WebText.escape(lesson.title())).append("</option>");
        }
        return html.append("</select> ").append(button("live", "Start live")).append("</div>\n").toString();
    }

    private static String button(String move, String label) {
        return "<button type=\"button\" data-do=\"" + move + "\">" + label + "</button>";
    }

    /**
     * What the class sees of the step now: the walkthrough replayed to where the teacher is; after a
     * reveal, the question and then its worked answer.
     */
    private String stepText(LiveClass.Now at) {
        String key = at.id() + " " + at.route();
        if (!key.equals(textFor)) {
            LessonFlow flow = LiveClass.flow(at.lesson(), live.library(), Painter.PLAIN);
            List<List<LessonEvent>> moves = new ArrayList<>();
            moves.add(flow.open(false));
            for (String move : at.route()) {
                moves.add(LiveClass.apply(flow, move));
            }
            int from = moves.size() - 1;
            if (at.route().size() > 0 && at.route().get(at.route().size() - 1).equals("reveal") && from > 0) {
                from--;
            }
            List<String> lines = new ArrayList<>();
            for (List<LessonEvent> events : moves.subList(from, moves.size())) {
                lines.addAll(LessonText.lines(events, Painter.PLAIN));
            }
            text = String.join("\n", lines).strip();
            textFor = key;
        }
        return text;
    }

    /** The answers as bars, one row an answer and one bar a vote, then the same as a table. */
    static String spread(LiveTally tally) {
        if (tally.answers().isEmpty()) {
            return "<p class=\"spread-empty\">No answers yet (" + tally.following() + (tally.following() == 1
                    ? " student" : " students") + " following).</p>\n";
        }
        Map<String, LiveTally.Group> every = new LinkedHashMap<>();
        for (int r = tally.round(); r >= 1; r--) {
            for (LiveTally.Group g : tally.groups(r)) {
                every.putIfAbsent(g.key(), g);
            }
        }
        int most = 1;
        for (int r = 1; r <= tally.round(); r++) {
            for (LiveTally.Group g : tally.groups(r)) {
                most = Math.max(most, g.count());
            }
        }
        int rounds = tally.round();
        int rowHeight = rounds > 1 ? ROW + 14 : ROW;
        int height = 26 + every.size() * rowHeight + 6;
        StringBuilder svg = new StringBuilder("<figure class=\"spread\"><svg role=\"img\" aria-labelledby=\"spread-title\""
                + " viewBox=\"0 0 " + (LABEL + BAR + 60) + " " + height + "\" width=\"100%\">"
                + "<title id=\"spread-title\">The answers: " + tally.right(rounds) + " of " + tally.answered(rounds)
                + " right" + (rounds > 1 ? " in the second vote" : "") + "</title>");
        if (rounds > 1) {
            svg.append("<rect x=\"").append(LABEL).append("\" y=\"4\" width=\"12\" height=\"12\" class=\"vote1\"/>")
                    .append("<text x=\"").append(LABEL + 16).append("\" y=\"15\">first vote</text>")
                    .append("<rect x=\"").append(LABEL + 110).append("\" y=\"4\" width=\"12\" height=\"12\"")
                    .append(" class=\"vote2\"/><text x=\"").append(LABEL + 126).append("\" y=\"15\">second vote</text>");
        }
        int y = 26;
        StringBuilder table = new StringBuilder("<table class=\"numbers\"><caption>The answers in numbers</caption>"
                + "<thead><tr><th scope=\"col\">Answer</th>");
        for (int r = 1; r <= rounds; r++) {
            table.append("<th scope=\"col\">").append(r == 1 ? "First vote" : "Second vote").append("</th>");
        }
        table.append("</tr></thead><tbody>");
        for (LiveTally.Group g : every.values()) {
            String label = label(g);
            svg.append("<text x=\"0\" y=\"").append(y + rowHeight / 2).append("\" class=\"")
                    .append(g.correct() ? "right" : "wrong").append("\">").append(WebText.escape(clip(label)))
                    .append("</text>");
            table.append("<tr><th scope=\"row\">").append(WebText.escape(label)).append("</th>");
            int barY = y + 4;
            int barHeight = rounds > 1 ? (rowHeight - 10) / rounds : ROW - 10;
            for (int r = 1; r <= rounds; r++) {
                int count = count(tally, r, g.key());
                int length = count == 0 ? 0 : Math.max(2, Math.round((float) count * BAR / most));
                svg.append("<rect x=\"").append(LABEL).append("\" y=\"").append(barY).append("\" width=\"")
                        .append(length).append("\" height=\"").append(barHeight).append("\" class=\"")
                        .append(g.correct() ? "right" : "wrong").append(" vote").append(r).append("\"/>")
                        .append("<text x=\"").append(LABEL + length + 6).append("\" y=\"")
                        .append(barY + barHeight - 3).append("\">").append(count).append("</text>");
                table.append("<td>").append(count).append("</td>");
                barY += barHeight + 2;
            }
            table.append("</tr>");
            y += rowHeight;
        }
        svg.append("</svg></figure>\n");
        return svg.append(table).append("</tbody></table>\n").toString();
    }

    private static int count(LiveTally tally, int round, String key) {
        return tally.groups(round).stream().filter(g -> g.key().equals(key)).mapToInt(LiveTally.Group::count).sum();
    }

    /** "6 right", "17 wrong (added)". */
    private static String label(LiveTally.Group g) {
        return g.answer() + " \u2014 " + (g.correct() ? "right" : "wrong" + g.mistake().flatMap(LiveTally::brief)
                .map(m -> " (" + m + ")").orElse(""));
    }

    /** A label that fits the chart's left column; the table below has it whole. */
    private static String clip(String label) {
        return label.length() <= 30 ? label : label.substring(0, 29) + "\u2026";
    }
}

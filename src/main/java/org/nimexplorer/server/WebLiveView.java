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

    /**
     * The live part of the dashboard. Until the teacher reveals the answer it says nothing of which answers are
     * right: the dashboard is projected, and a class about to vote again must not be told.
     */
    synchronized String html() {
        Optional<LiveClass.Now> now = live.now();
        if (now.isEmpty()) {
            return idle();
        }
        LiveClass.Now at = now.get();
        Optional<LiveTally> tally = live.tally();
        StringBuilder html = new StringBuilder("<p class=\"where\" aria-live=\"polite\">")
                .append(WebText.escape(at.lesson().title())).append(" (").append(WebText.escape(at.lesson().id()))
                .append("), step ").append(at.step()).append(" of ").append(at.lesson().steps().size())
                .append(WebText.escape(answers(at, tally).map(a -> " \u00b7 " + a).orElse(""))).append("</p>\n");
        boolean open = at.open();
        html.append("<div class=\"moves\" role=\"group\" aria-label=\"Move the class\">")
                .append(button("back", "Back", at.step() > 1)).append(button("reveal", "Reveal the answer", open))
                .append(button("again", "Second vote", open && at.round() == 1))
                .append(button("next", "Next step", at.step() < at.lesson().steps().size()))
                .append(button("stop", "End the live lesson", true)).append("</div>\n");
        tally.ifPresent(answers -> html.append(spread(answers, at.revealed())));
        html.append("<div class=\"step\"><pre tabindex=\"0\" aria-label=\"The step the class is on\">")
                .append(WebText.escape(stepText(at))).append("</pre></div>\n");
        return html.toString();
    }

    /**
     * The answers' count as the class may see it: how many answered, and once revealed how many were right
     * and the commonest wrong answer. Empty when no question is on the screen.
     */
    static Optional<String> answers(LiveClass.Now at, Optional<LiveTally> tally) {
        if (at.question().isEmpty() || tally.isEmpty()) {
            return Optional.empty();
        }
        LiveTally t = tally.get();
        if (at.revealed()) {
            return Optional.of(t.status(" \u00b7 ") + " \u00b7 answer shown");
        }
        int round = t.round();
        return Optional.of((round > 1 ? "second vote: " : "") + "answers " + t.answered(round) + "/"
                + Math.max(t.following(), t.answered(round)));
    }

    /** The one-line state of the live lesson for the dashboard's header, as {@link #answers} words it. */
    synchronized Optional<String> state() {
        return live.now().map(at -> "live " + at.lesson().id() + " " + at.step() + "/" + at.lesson().steps().size()
                + answers(at, live.tally()).map(a -> " \u00b7 " + a).orElse(""));
    }

    private String idle() {
        StringBuilder html = new StringBuilder("<p>No live lesson. Take the class through one: choose it and start,"
                + " or type <code>live ID</code> on the console.</p>\n<div class=\"moves\"><label for=\"lesson\">"
                + "Lesson</label> <select id=\"lesson\">");
        for (Lesson lesson : live.library().lessons()) {
            html.append("<option value=\"").append(WebText.escape(lesson.id())).append("\">")
                    .append(WebText.escape(lesson.title())).append("</option>");
        }
        return html.append("</select> ").append(button("live", "Start live", true)).append("</div>\n").toString();
    }

    /** A button that moves the class; greyed out where the console would only say it cannot. */
    private static String button(String move, String label, boolean possible) {
        return "<button type=\"button\" data-do=\"" + move + "\"" + (possible ? "" : " disabled") + ">" + label
                + "</button>";
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
            int from = 0;
            for (int i = 0; i < moves.size(); i++) {
                if (moves.get(i).stream().anyMatch(LessonEvent.ShowStep.class::isInstance)) {
                    from = i;
                }
            }
            List<String> lines = new ArrayList<>();
            for (List<LessonEvent> events : moves.subList(from, moves.size())) {
                for (LessonEvent e : events.stream().filter(WebLiveView::projected).toList()) {
                    // A worked answer's page without the console's "(Type 'next' to go on.)" under it.
                    lines.addAll(e instanceof LessonEvent.Page page ? page.lines() : LessonText.lines(List.of(e),
                            Painter.PLAIN));
                }
            }
            text = String.join("\n", lines).strip();
            textFor = key;
        }
        return text;
    }

    /** Whether the class sees {@code e} on the projector: the step, its questions and answers, not the console's words. */
    private static boolean projected(LessonEvent e) {
        return !(e instanceof LessonEvent.Opened || e instanceof LessonEvent.StepDone || e instanceof LessonEvent.FirstStep
                || e instanceof LessonEvent.LastStep || e instanceof LessonEvent.Refused
                || e instanceof LessonEvent.Unfinished);
    }

    /**
     * The answers as bars, one row an answer and one bar a vote, then the same as a table. Right and wrong,
     * and the mistake read in a wrong answer, only once {@code shown}: before, every bar is alike.
     */
    static String spread(LiveTally tally, boolean shown) {
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
                + "<title id=\"spread-title\">The answers: " + (shown ? tally.right(rounds) + " of "
                        + tally.answered(rounds) + " right" : tally.answered(rounds) + " so far")
                + (rounds > 1 ? " in the second vote" : "") + "</title>");
        if (rounds > 1) {
            svg.append("<rect x=\"").append(LABEL).append("\" y=\"4\" width=\"12\" height=\"12\" class=\"legend vote1\"/>")
                    .append("<text x=\"").append(LABEL + 16).append("\" y=\"15\">first vote</text>")
                    .append("<rect x=\"").append(LABEL + 110).append("\" y=\"4\" width=\"12\" height=\"12\"")
                    .append(" class=\"legend vote2\"/><text x=\"").append(LABEL + 126).append("\" y=\"15\">second vote</text>");
        }
        int y = 26;
        StringBuilder table = new StringBuilder("<table class=\"numbers\"><caption>The answers in numbers</caption>"
                + "<thead><tr><th scope=\"col\">Answer</th>");
        for (int r = 1; r <= rounds; r++) {
            table.append("<th scope=\"col\">").append(r == 1 ? "First vote" : "Second vote").append("</th>");
        }
        table.append("</tr></thead><tbody>");
        for (LiveTally.Group g : every.values()) {
            String label = shown ? label(g) : g.answer();
            String kind = shown ? g.correct() ? "right" : "wrong" : "answer";
            svg.append("<text x=\"0\" y=\"").append(y + rowHeight / 2).append("\" class=\"")
                    .append(kind).append("\">").append(WebText.escape(clip(label)))
                    .append("</text>");
            table.append("<tr><th scope=\"row\">").append(WebText.escape(label)).append("</th>");
            int barY = y + 4;
            int barHeight = rounds > 1 ? (rowHeight - 10) / rounds : ROW - 10;
            for (int r = 1; r <= rounds; r++) {
                int count = count(tally, r, g.key());
                int length = count == 0 ? 0 : Math.max(2, Math.round((float) count * BAR / most));
                svg.append("<rect x=\"").append(LABEL).append("\" y=\"").append(barY).append("\" width=\"")
                        .append(length).append("\" height=\"").append(barHeight).append("\" class=\"")
                        .append(kind).append(" vote").append(r).append("\"/>")
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
        return label.length() <= 24 ? label : label.substring(0, 23) + "\u2026";
    }
}

package org.nimexplorer.server;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.nimexplorer.engine.Text;
import org.nimexplorer.lesson.Lesson;
import org.nimexplorer.lesson.LessonEvent;
import org.nimexplorer.render.LessonText;
import org.nimexplorer.render.Painter;

/**
 * The teacher's console words for a live walkthrough: start a lesson live, move it on, open a second
 * vote, draw the spread of answers, reveal, stop. What the teacher's walkthrough shows comes back as
 * lines, the teacher's status line after them.
 */
final class LiveConsole {

    private final LiveClass live;
    private final Painter painter;
    private final String separator;

    LiveConsole(LiveClass live, Painter painter, String separator) {
        this.live = live;
        this.painter = painter;
        this.separator = separator;
    }

    /** The lessons there are, one a line: what 'live ID' takes. */
    List<String> lessons() {
        List<Lesson> all = live.library().lessons();
        int width = all.stream().mapToInt(l -> l.id().length()).max().orElse(0);
        List<String> lines = new ArrayList<>();
        for (Lesson lesson : all) {
            lines.add("  " + String.format("%-" + width + "s", lesson.id()) + "  " + lesson.title());
        }
        lines.add("'live ID' takes the class through one.");
        return lines;
    }

    /** 'live ID': lesson ID, live. */
    List<String> start(String id) {
        if (id.isEmpty()) {
            return List.of("live takes a lesson's id, as in: live twenty-one ('lessons' lists them)");
        }
        Optional<Lesson> lesson = live.library().find(id.toLowerCase(Locale.ROOT));
        if (lesson.isEmpty()) {
            return List.of("There is no lesson '" + Text.clip(id) + "': 'lessons' lists them.");
        }
        List<String> lines = new ArrayList<>(lines(live.start(lesson.get(), painter)));
        lines.add("");
        lines.add("Live: every connected student now sees this step, and students who log in later join it."
                + " 'next', 'back', 'goto N' move the class; 'help' lists the rest.");
        statusLine().ifPresent(lines::add);
        return lines;
    }

    /**
     * The session's own words for it, for a teacher who has them in their fingers:
     * {@code lesson start ID --walkthrough --live} and {@code lesson stop}.
     */
    List<String> lessonLine(String[] words) {
        List<String> rest = List.of(words).subList(1, words.length).stream().map(w -> w.toLowerCase(Locale.ROOT))
                .toList();
        if (rest.equals(List.of("stop"))) {
            return stop();
        }
        List<String> ids = rest.stream().filter(w -> !w.startsWith("--")).toList();
        if (ids.size() == 2 && ids.get(0).equals("start") && rest.contains("--live")) {
            return start(ids.get(1));
        }
        return List.of("On the console a lesson is taken live: 'live ID' (or 'lesson start ID --walkthrough --live'),"
                + " and 'live stop'.");
    }

    /** 'next', 'back', 'goto N', 'reveal': the class moves with the teacher. */
    List<String> move(String word, String rest) {
        String move = word;
        if (word.equals("goto")) {
            if (!rest.matches("[0-9]{1,3}")) {
                return List.of("goto takes a step's number, as in: goto 3");
            }
            move = "goto " + Integer.parseInt(rest);
        } else if (!rest.isEmpty()) {
            return List.of("'" + word + "' takes nothing after it.");
        }
        Optional<LiveClass.Now> before = live.now();
        Optional<LiveTally> answers = live.tally();
        Optional<List<LessonEvent>> events = live.move(move);
        if (events.isEmpty()) {
            return List.of(ledElsewhere().orElse("No live lesson: 'live ID' starts one ('lessons' lists them)."));
        }
        for (LessonEvent e : events.get()) {
            if (e instanceof LessonEvent.Refused refused) {
                return List.of(capital(refused.why()) + ".");
            }
        }
        List<String> lines = new ArrayList<>(lines(events.get()));
        if (!move.equals("reveal") && !live.now().map(LiveClass.Now::question).equals(before.map(
                LiveClass.Now::question))) {
            unrevealed(before, answers).ifPresent(lines::add);
        }
        statusLine().ifPresent(lines::add);
        return lines;
    }

    /**
     * A line for the teacher who moves on from a question the class answered without showing its
     * worked answer: the students were promised one.
     */
    private static Optional<String> unrevealed(Optional<LiveClass.Now> was, Optional<LiveTally> answers) {
        boolean open = was.filter(LiveClass.Now::open).isPresent();
        int given = answers.map(t -> t.answered(t.round())).orElse(0);
        return open && given > 0 ? Optional.of("(That question's worked answer was not shown: " + given
                + (given == 1 ? " student was" : " students were") + " told their answers are kept; 'back' and"
                + " 'reveal' show it.)") : Optional.empty();
    }

    /** The teacher's walkthrough's events as the console shows them: the next lesson is taken live too. */
    private List<String> lines(List<LessonEvent> events) {
        List<String> lines = new ArrayList<>();
        for (LessonEvent e : events) {
            if (e instanceof LessonEvent.WalkthroughDone done) {
                lines.add("");
                lines.add("End of the lesson. " + done.next().map(l -> "Next: 'live " + l.id() + "' (" + l.title()
                        + "), or 'live stop'.").orElse("It is the last lesson: 'live stop' ends it."));
            } else {
                lines.addAll(LessonText.lines(List.of(e), painter));
            }
        }
        return lines;
    }

    /** 'again': a second vote. */
    List<String> again() {
        if (live.now().isEmpty()) {
            return List.of("No live lesson: 'live ID' starts one.");
        }
        if (!live.again()) {
            return List.of(ledElsewhere().orElse(live.now().get().open() ? "The second vote is open already: 'spread' shows both, 'reveal'"
                    + " the answer." : "No question is open for answers: 'again' opens a second vote on one."));
        }
        List<String> lines = new ArrayList<>();
        lines.add("Second vote open: every student may answer once more; 'spread' shows both votes side by side.");
        statusLine().ifPresent(lines::add);
        return lines;
    }

    /** 'spread': the answers to the question, as bars. */
    List<String> spread() {
        Optional<LiveClass.Now> now = live.now();
        if (now.isEmpty()) {
            return List.of("No live lesson: 'live ID' starts one.");
        }
        Optional<LiveTally> tally = live.tally();
        if (tally.isEmpty()) {
            return List.of("No question on the screen: the spread is of a question's answers.");
        }
        return tally.get().spread(separator.contains("\u00b7") ? '\u2588' : '#');
    }

    /** 'live stop'. */
    List<String> stop() {
        Optional<LiveClass.Now> before = live.now();
        Optional<LiveTally> answers = live.tally();
        if (!live.stop()) {
            return List.of(ledElsewhere().orElse("No live lesson is under way."));
        }
        List<String> lines = new ArrayList<>();
        unrevealed(before, answers).ifPresent(lines::add);
        lines.add("The live lesson has ended: students' sessions are their own again.");
        return lines;
    }

    /** When the live lesson under way is led from another server of the class: that server's teacher moves it. */
    private Optional<String> ledElsewhere() {
        return live.now().isPresent() && !live.drives() ? Optional.of("The live lesson is led from another server of"
                + " the class: its teacher moves it ('live ID' here starts one of this server's own).") : Optional.empty();
    }

    /** The teacher's status line as a line among a reply's, set apart from the lesson's text by its brackets. */
    Optional<String> statusLine() {
        return status().map(text -> "[" + text + "]");
    }

    /** The teacher's status, for the bottom row, when a live lesson is under way: "live xor 1/4 · answers 3/25 · ...". */
    Optional<String> status() {
        Optional<LiveClass.Now> now = live.now();
        if (now.isEmpty()) {
            return Optional.empty();
        }
        LiveClass.Now at = now.get();
        StringBuilder line = new StringBuilder("live ").append(at.lesson().id()).append(' ').append(at.step())
                .append('/').append(at.lesson().steps().size());
        Optional<LiveTally> tally = live.tally();
        if (at.question().isPresent() && tally.isPresent()) {
            // The answers' count says how many follow: the line keeps room for the commonest wrong answer.
            // The answer shown comes last: a narrow status row loses it, not the commonest wrong answer.
            line.append(separator).append(tally.get().status(separator)).append(at.revealed() ? separator
                    + "answer shown" : "");
        } else {
            int following = live.following();
            line.append(separator).append(following).append(following == 1 ? " student" : " students")
                    .append(" following");
        }
        return Optional.of(line.toString());
    }

    private static String capital(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}

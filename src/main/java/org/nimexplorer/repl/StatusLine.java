package org.nimexplorer.repl;

import java.nio.charset.Charset;
import java.util.List;
import org.jline.terminal.Terminal;
import org.jline.utils.AttributedString;
import org.jline.utils.AttributedStyle;
import org.jline.utils.Status;
import org.nimexplorer.command.session.SessionStatus;

/**
 * The bottom row of a session's terminal, kept by JLine's {@link Status} below everything that
 * scrolls: "bouton 4/8 · try 2 of 3" in a lesson, "quiz 3/10 · 2 right · last: not quite" in a
 * quiz, nothing when idle. It is the terminal's own, so each session has its own.
 */
public final class StatusLine {

    private final Status status;
    private final AttributedStyle style;
    /** Between the parts of the line: a middle dot where the terminal can show one, else a bar. */
    private final String separator;

    /** @param reversed the line is drawn in reverse video, to stand apart from the text above it */
    StatusLine(Terminal terminal, boolean reversed) {
        this.status = Status.getStatus(terminal);
        this.style = reversed ? AttributedStyle.INVERSE : AttributedStyle.DEFAULT;
        this.separator = separatorFor(terminal.encoding());
    }

    /** A terminal in the C locale cannot show '·', which would come out as '?'. */
    static String separatorFor(Charset encoding) {
        return encoding.newEncoder().canEncode('\u00b7') ? " \u00b7 " : " | ";
    }

    /** The rows the status line takes for {@code now}: none when idle. */
    List<AttributedString> lines(SessionStatus now) {
        String text = text(now, separator);
        return text.isEmpty() ? List.of() : List.of(new AttributedString(" " + text, style));
    }

    void show(List<AttributedString> lines) {
        status.update(lines);
    }

    /** The rows the status line takes now, at the bottom of the window. */
    int rows() {
        return status.size();
    }

    /** Gives the whole window back, for the pager, or when the session ends. */
    void hide() {
        status.update(List.of());
    }

    /** What the line says for {@code now}, its parts apart by {@code separator}: empty when there is nothing to keep. */
    public static String text(SessionStatus now, String separator) {
        return now.accept(new SessionStatus.Visitor<>() {
            @Override
            public String idle() {
                return "";
            }

            @Override
            public String lesson(SessionStatus.InLesson lesson) {
                if (lesson.finished()) {
                    return lesson.lesson() + separator + "finished";
                }
                String place = lesson.lesson() + " " + lesson.step() + "/" + lesson.steps()
                        + (lesson.question().isPresent() ? separator + "question " + lesson.question().getAsInt() + " of "
                                + lesson.questions() : "");
                return lesson.tryNumber().isPresent()
                        ? place + separator + "try " + lesson.tryNumber().getAsInt() + " of " + lesson.tries() : place;
            }

            @Override
            public String quiz(SessionStatus.InQuiz quiz) {
                return "quiz " + quiz.question() + "/" + quiz.questions() + separator + quiz.right() + " right"
                        + quiz.lastRight().map(right -> separator + "last: " + (right ? "right" : "not quite")).orElse("");
            }
        });
    }
}

package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.nimexplorer.command.session.SessionStatus;

/** What the status line says, and that it says it in characters the terminal can show. */
class StatusLineTest {

    @Test
    void aLessonShowsItsStepAndTheTryWhileAQuestionWaits() {
        String dot = StatusLine.separatorFor(StandardCharsets.UTF_8);
        assertThat(StatusLine.text(new SessionStatus.InLesson("bouton", 4, 6, OptionalInt.of(2), 3), dot))
                .isEqualTo("bouton 4/6 \u00b7 try 2 of 3");
        assertThat(StatusLine.text(new SessionStatus.InLesson("bouton", 4, 6, OptionalInt.empty(), 3), dot))
                .isEqualTo("bouton 4/6");
        assertThat(StatusLine.text(SessionStatus.IDLE, dot)).isEmpty();
    }

    @Test
    void aQuizShowsItsScoreAndTheLastVerdict() {
        assertThat(StatusLine.text(new SessionStatus.InQuiz(3, 10, 2, Optional.of(false)), " \u00b7 "))
                .isEqualTo("quiz 3/10 \u00b7 2 right \u00b7 last: not quite");
        assertThat(StatusLine.text(new SessionStatus.InQuiz(1, 10, 0, Optional.empty()), " \u00b7 "))
                .isEqualTo("quiz 1/10 \u00b7 0 right");
    }

    @Test
    void aTerminalThatCannotShowTheMiddleDotGetsABar() {
        assertThat(StatusLine.separatorFor(StandardCharsets.US_ASCII)).isEqualTo(" | ");
        assertThat(StatusLine.separatorFor(StandardCharsets.ISO_8859_1)).isEqualTo(" \u00b7 ");
        assertThat(StatusLine.text(new SessionStatus.InQuiz(2, 3, 1, Optional.of(true)), " | "))
                .isEqualTo("quiz 2/3 | 1 right | last: right");
        assertThat(StatusLine.text(new SessionStatus.InLesson("lemma-1", 3, 4, OptionalInt.of(1), 3,
                OptionalInt.of(2), 2, false), " | ")).isEqualTo("lemma-1 3/4 | question 2 of 2 | try 1 of 3");
        assertThat(StatusLine.text(new SessionStatus.InLesson("lemma-1", 4, 4, OptionalInt.empty(), 3,
                OptionalInt.empty(), 0, true), " | ")).isEqualTo("lemma-1 | finished");
    }
}

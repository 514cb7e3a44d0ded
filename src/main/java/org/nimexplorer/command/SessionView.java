package org.nimexplorer.command;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.nimexplorer.engine.GameFamily;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.Idea;

/**
 * What a command run inside a session sees of it: the position it works on when given no heaps, and how much
 * the learner of the lesson under way knows. On the command line there is no session, and {@link #NONE} sees
 * nothing.
 */
public interface SessionView {

    /** No session: every command is given its position and explains it in full. */
    SessionView NONE = new SessionView() {
        @Override
        public Optional<Current> current() {
            return Optional.empty();
        }

        @Override
        public Optional<Set<Idea>> lessonTerms() {
            return Optional.empty();
        }
    };

    /**
     * The position a command given no heaps works on: the waiting question's, otherwise the board's; while a quiz's
     * question waits, or a lesson's outside a walkthrough, a {@link BadInputException}, since the question asks the
     * learner and not the program.
     */
    Optional<Current> current();

    /**
     * A position of another game on the board (a sum of heap games, Moore's Nim, the staircase), for a command given
     * no heaps and no game of its own; refused as {@link #current()} is while a question waits.
     */
    default Optional<Elsewhere> elsewhere() {
        return Optional.empty();
    }

    /**
     * What the learner of the lesson under way knows, when that is less than the nim-sum: what a move or a
     * position is then explained with. Empty outside a lesson, and once the nim-sum has been taught.
     */
    Optional<Set<Idea>> lessonTerms();

    /** Where the session's long work takes its turn: at once at home, in the class's line on the class server. */
    default WorkShare share() {
        return WorkShare.ALONE;
    }

    /**
     * A position and its rules; {@code question} holds the words of the question waiting on it, which a command
     * that drew the position prints again below it, so that the class still sees what it is asked.
     */
    record Current(Position position, Rules rules, Optional<String> question) {}

    /** Heaps as words a command reads (kayles:5, or 3 for a staircase's step), and the game they are played in. */
    record Elsewhere(List<String> heaps, GameFamily family) {
        public Elsewhere {
            heaps = List.copyOf(heaps);
        }
    }
}

package org.nimexplorer.repl;

import java.util.List;
import java.util.Optional;
import org.nimexplorer.render.Painter;

/**
 * Something that runs beside a session and may speak to it between its lines, from another thread:
 * on the class server, the teacher's live walkthrough, which moves every student's screen and takes
 * the answer a student types to its question. The session asks it about each line before running
 * the line itself.
 */
public interface Beside {

    /** Nothing beside the session: a learner at home. */
    Beside NOTHING = new Beside() {
        @Override
        public boolean attach(Screen screen) {
            return false;
        }

        @Override
        public Optional<List<String>> take(String line, boolean namesCommand) {
            return Optional.empty();
        }

        @Override
        public Optional<String> prompt() {
            return Optional.empty();
        }

        @Override
        public void detach() {
            // Nothing was attached.
        }
    };

    /**
     * The session is up: from now on {@code screen} reaches it, from any thread. True when this leads
     * the session from the start (a live walkthrough under way), which then does not resume a lesson of
     * its own.
     */
    boolean attach(Screen screen);

    /**
     * The line the learner typed, on the session's own thread ({@code namesCommand} when its first word
     * is one of the session's commands): the reply to show if this takes the line (an answer to the live
     * question), or empty for the session to run it as it would anyway.
     */
    Optional<List<String>> take(String line, boolean namesCommand);

    /** The prompt to show in place of the session's own, while this has something to ask. */
    Optional<String> prompt();

    /** The session has ended: nothing is told to it any more. */
    void detach();

    /** How something beside a session reaches its screen. */
    interface Screen {

        /** The session's own painter: its colours, its window's width. */
        Painter painter();

        /**
         * Shows {@code lines} above the prompt at once if the learner is at it, or when the command under
         * way has finished; never in the middle of a command's reply, and never waits for the session.
         */
        void tell(List<String> lines);
    }
}

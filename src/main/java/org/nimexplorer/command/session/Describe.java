package org.nimexplorer.command.session;

import org.nimexplorer.render.ReportText;

/** One sentence on where the session stands, after undo or redo. */
final class Describe {

    private Describe() {}

    static String state(Session.State state) {
        if (state.position() == null) {
            return "No position is set.";
        }
        return "The position is " + ReportText.describe(state.position()) + (state.game() != null
                ? ", in a game: your move." : "; rules: " + state.rules().describe() + ".");
    }
}

package org.nimexplorer.command.session;

import org.nimexplorer.render.ReportText;

/** One sentence on where the session stands, after undo or redo. */
final class Describe {

    private Describe() {}

    static String state(Board board) {
        return board.accept(new Board.Visitor<>() {
            @Override
            public String empty() {
                return "No position is set.";
            }

            @Override
            public String at(Board.At at) {
                return "The position is " + ReportText.describe(at.at()) + "; rules: " + at.rules().describe() + ".";
            }

            @Override
            public String elsewhere(Board.Elsewhere elsewhere) {
                return "The position is " + elsewhere.on().describe() + "; rules: " + elsewhere.on().describeRules() + ".";
            }

            @Override
            public String playing(Board.Playing playing) {
                return "The position is " + playing.current().table().describe() + ", in a game: your move.";
            }
        });
    }
}

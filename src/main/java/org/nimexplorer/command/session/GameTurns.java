package org.nimexplorer.command.session;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.nimexplorer.engine.HeapLabels;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Position;
import org.nimexplorer.render.ColumnsText;
import org.nimexplorer.render.Painter;

/** The turns of a game against the engine: the learner's move, the engine's answer, the summary at the end. */
final class GameTurns {

    /** The widest a move may be in the summary's column before it is cut. */
    private static final int MOVE_WIDTH = 10;
    /** What a row has for its move and the position it leaves, beside its number, its mover, who wins and a mark. */
    private static final int LINE = 39;

    private GameTurns() {}

    /** The learner's (legal) move, then the engine's reply unless the game is over; one undoable step. */
    static void learnerMoves(Session session, Game before, Table.Step step, Painter painter) {
        PrintWriter out = session.out();
        Game game = before;
        if (game.coach()) {
            step.explained().forEach(out::println);
        } else {
            out.println(painter.paragraph("You: " + told(step), 0));
        }
        game = game.with(new Game.Turn(true, game.table(), step));
        if (!game.over()) {
            game = engineMoves(game, out, painter);
        }
        finishOrContinue(session, new Board.Playing(before), game, painter);
    }

    /** The engine's move in the game's current position. */
    static Game engineMoves(Game game, PrintWriter out, Painter painter) {
        Table.Step step = game.table().engineStep();
        out.println(painter.paragraph("Engine: " + told(step)
                + (step.before() == Outcome.P && game.coach()
                        ? " (The engine has no winning move, so it takes as little as it can to make the game last.)"
                        : ""), 0));
        return game.with(new Game.Turn(false, game.table(), step));
    }

    /** "take 2 from A, leaving 1 4 5."; a move whose words say what it leaves gives the position apart. */
    private static String told(Table.Step step) {
        return step.words() + " (" + step.shortForm() + ")" + (step.words().contains("leaving")
                ? "; the position is now " : ", leaving ") + step.after().describe() + ".";
    }

    /** Records the new game state; when the game is over, prints the result and the summary. */
    static void finishOrContinue(Session session, Board state, Game game, Painter painter) {
        PrintWriter out = session.out();
        session.change(game.over() ? Board.of(game.table()) : new Board.Playing(game));
        logTurns(session, state, game);
        if (game.over()) {
            summary(game, painter).forEach(out::println);
        } else {
            out.println("Your move (" + game.table().describe() + "):");
            game.table().board(painter).forEach(out::println);
        }
    }

    /**
     * The positions of the game that the turns since {@code before} reached (and its start, when it
     * has just begun), for the step log of a walkthrough.
     */
    private static void logTurns(Session session, Board before, Game game) {
        int seen = 0;
        if (before.game().isEmpty()) {
            session.shown(game.start(), "Start of a game");
        } else {
            seen = before.game().get().turns().size();
        }
        List<Game.Turn> turns = game.turns();
        for (Game.Turn t : turns.subList(Math.min(seen, turns.size()), turns.size())) {
            session.shown(t.after(), "In the game, after " + (t.byLearner() ? "your " : "the engine's ")
                    + t.step().shortForm());
        }
    }

    /** The heaps drawn as rows of objects; plain sentences in accessible mode. */
    static List<String> board(Position position, Painter painter) {
        List<String> lines = new ArrayList<>();
        int shown = Math.min(position.size(), ColumnsText.MAX_ROWS);
        for (int i = 0; i < shown; i++) {
            long heap = position.heap(i);
            String label = HeapLabels.of(i);
            if (painter.accessible()) {
                lines.add("Heap " + label + ": " + heap + (heap == 1 ? " object." : " objects."));
            } else {
                String sticks = heap <= 30 ? "| ".repeat((int) heap).strip() : "| ".repeat(30).strip() + " ...";
                lines.add(String.format("  %-3s %4s  %s", label, heap <= 9999 ? Long.toString(heap) : "many", sticks)
                        .stripTrailing());
            }
        }
        if (shown < position.size()) {
            lines.add(String.format("  ... and %,d more heaps", position.size() - shown));
        }
        return lines;
    }

    /**
     * Who won, then the table of the game. The coach's words on a learner's last move already say the
     * game is over and who won, so then the verdict is not said again.
     */
    static List<String> summary(Game game, Painter painter) {
        List<String> out = new ArrayList<>();
        if (!(game.learnerMovedLast() && game.coach())) {
            out.add("");
            String last = game.table().lastMove(game.learnerMovedLast());
            out.add(game.learnerWon() ? painter.good(last + ", so you win.") : painter.bad(last + ", so the engine wins."));
        }
        out.addAll(table(game, Optional.empty(), painter));
        return out;
    }

    /**
     * Each move of the game, who was winning after it, and where the learner let a win go; {@code resigned}, the
     * outcome of the position the learner resigned in, when they did.
     */
    static List<String> table(Game game, Optional<Outcome> resigned, Painter painter) {
        List<String> out = new ArrayList<>();
        out.add("");
        List<Game.Turn> turns = game.turns();
        // The move column is as wide as the longest move (a split, "B-1=1+3"), and at least as "move".
        int moveWidth = Math.min(MOVE_WIDTH, Math.max(6, turns.stream().mapToInt(t -> t.step().shortForm().length())
                .max().orElse(0)));
        // Then the position left, in what the line has left of 80 columns (16 at least, the room Nim has always had).
        int leavesWidth = Math.max(16, Math.min(LINE - moveWidth, turns.stream().mapToInt(t -> t.after().brief().length())
                .max().orElse(0)));
        if (turns.isEmpty()) {
            out.add("Game summary (" + game.start().describeRules() + "): no move was made.");
        } else {
            out.add("Game summary (" + game.start().describeRules() + "):");
            out.add("   #  who     " + ColumnsText.padRight("move", moveWidth) + "  "
                    + ColumnsText.padRight("leaves", leavesWidth) + "  then winning");
        }
        for (int i = 0; i < turns.size(); i++) {
            Game.Turn t = turns.get(i);
            boolean learnerWinning = t.byLearner() == t.moverWinningAfter();
            String row = String.format("  %2d  %-6s  %-" + moveWidth + "s  %-" + leavesWidth + "s  %s", i + 1,
                    t.byLearner() ? "you" : "engine", ColumnsText.clipTo(t.step().shortForm(), moveWidth),
                    ColumnsText.clipTo(t.after().brief(), leavesWidth), learnerWinning ? "you" : "engine");
            out.add(t.byLearner() && t.gaveAwayWin() ? painter.bad(row + "  <- lost the win") : row);
        }
        int slip = game.firstLearnerSlip();
        out.add("");
        if (slip >= 0) {
            Game.Turn t = turns.get(slip);
            out.add(painter.paragraph("You lost the thread at move " + (slip + 1) + " (" + t.step().shortForm()
                    + "): before it you had a win. To see the winning move, try:", 0));
            out.add("  " + t.before().analyzeCommand());
        } else if (resigned.filter(o -> o == Outcome.N).isPresent()) {
            // The win was still there: the last position the learner faced is one the player to move wins.
            out.add(painter.paragraph("You resigned with a win in hand: " + game.table().describe() + " is an"
                    + " N-position, and you were the one to move. To see the winning move, try:", 0));
            out.add("  " + game.table().analyzeCommand());
        } else if (turns.stream().anyMatch(t -> t.byLearner() && t.step().before() == Outcome.N)) {
            out.add(painter.paragraph("You kept the win with every move: each one left the engine a P-position.", 0));
        } else {
            out.add(painter.paragraph("You never had a win: every position you faced was a P-position, and the"
                    + " engine never let one go. Start from an N-position next time (try 'analyze' first).", 0));
        }
        return out;
    }
}

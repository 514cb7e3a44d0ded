package org.nimexplorer.command.session;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.nimexplorer.command.BaseCommand;
import org.nimexplorer.engine.GameFamily;
import org.nimexplorer.engine.HeapLabels;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.StaircaseNim;
import org.nimexplorer.engine.WholeGame;
import org.nimexplorer.engine.WholeMove;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.explain.WholeGameCheck;
import org.nimexplorer.render.BigPosition;
import org.nimexplorer.render.ColumnsText;
import org.nimexplorer.render.Painter;
import org.nimexplorer.render.ReportText;
import org.nimexplorer.render.WholeGameText;

/** Moore's Nim or the staircase: a game on the whole position, decided by its own theorem; normal play. */
record WholeTable(WholeGame game, Position position) implements Table {

    /** Steps drawn further right than the one below; higher ones stay in line with the last. */
    private static final int STEPS_DRAWN = 10;

    private boolean staircase() {
        return game instanceof StaircaseNim;
    }

    @Override
    public String describe() {
        return ReportText.describe(position);
    }

    @Override
    public String describeRules() {
        return game.notation() + ", normal play (the last move wins)";
    }

    @Override
    public String prompt() {
        return SessionState.shortHeaps(position) + ", " + game.notation();
    }

    @Override
    public boolean misere() {
        return false;
    }

    @Override
    public boolean over() {
        return game.legalMoveCount(position) == 0;
    }

    @Override
    public Outcome outcome() {
        return game.isP(position) ? Outcome.P : Outcome.N;
    }

    @Override
    public Step judge(String text, Optional<Set<Idea>> lessonTerms, boolean reveal, Painter painter) {
        WholeMove move = BaseCommand.orBadInput(game.parseMove(text, position));
        WholeGameCheck check = WholeGameCheck.of(game, position, move);
        return new Step(move.describe(), move.shortForm(), new WholeTable(game, check.after()), check.outcomeBefore(),
                check.outcomeAfter(), WholeGameText.check(check, painter));
    }

    @Override
    public Step engineStep() {
        WholeMove move = game.engineMove(position).orElseThrow();
        WholeTable after = new WholeTable(game, move.applyTo(position));
        return new Step(move.describe(), move.shortForm(), after, outcome(), after.outcome(), List.of());
    }

    /** A heap's label: its letter in Moore's Nim, its step on the staircase. */
    private String label(int i) {
        return staircase() ? "S" + (i + 1) : HeapLabels.of(i);
    }

    @Override
    public List<String> board(Painter painter) {
        if (!staircase()) {
            return GameTurns.board(position, painter);
        }
        List<String> lines = new ArrayList<>();
        int shown = Math.min(position.size(), ColumnsText.MAX_ROWS);
        // The top step first, so that the coins go down the stairs as they go down the screen.
        for (int i = shown - 1; i >= 0; i--) {
            long coins = position.heap(i);
            if (painter.accessible()) {
                lines.add("Step " + (i + 1) + ": " + coins + (coins == 1 ? " coin." : " coins."));
            } else {
                // Each step two columns further right, up to a point; its coins in what the line has left.
                int indent = 2 * Math.min(i, STEPS_DRAWN);
                int room = Math.max(1, (painter.width() - 16 - indent) / 2);
                String drawn = coins <= room ? "o ".repeat((int) coins).strip() : "o ".repeat(room).strip() + " ...";
                lines.add(String.format("  %-3s %4s  %s%s", label(i), coins <= 9999 ? Long.toString(coins) : "many",
                        " ".repeat(indent), drawn).stripTrailing());
            }
        }
        if (shown < position.size()) {
            lines.add(String.format("  ... and %,d more steps", position.size() - shown));
        }
        if (!painter.accessible()) {
            lines.add("      (ground)");
        }
        return lines;
    }

    @Override
    public List<String> big(Painter painter, int width) {
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < position.size(); i++) {
            labels.add(staircase() ? "step " + (i + 1) : HeapLabels.of(i));
        }
        return BigPosition.lines("Position " + position + " (" + game.notation() + ")", labels, position, painter, width);
    }

    @Override
    public List<String> analysis(Painter painter) {
        List<String> lines = new ArrayList<>();
        lines.add("");
        lines.addAll(WholeGameText.analyze(game, position, painter));
        return lines;
    }

    @Override
    public String analyzeCommand() {
        return "analyze " + position + " --game " + game.notation();
    }

    @Override
    public String notations() {
        return game.notations();
    }

    @Override
    public List<String> words() {
        return Table.words(position);
    }

    @Override
    public GameFamily family() {
        return new GameFamily.Whole(game);
    }
}

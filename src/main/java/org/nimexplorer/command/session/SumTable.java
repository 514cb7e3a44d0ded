package org.nimexplorer.command.session;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.nimexplorer.command.BaseCommand;
import org.nimexplorer.engine.GameFamily;
import org.nimexplorer.engine.Component;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.HeapLabels;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.SumAnalysis;
import org.nimexplorer.engine.SumEngine;
import org.nimexplorer.engine.SumMove;
import org.nimexplorer.engine.SumMoveParser;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.explain.SumCheck;
import org.nimexplorer.render.BigPosition;
import org.nimexplorer.render.ColumnsText;
import org.nimexplorer.render.Painter;
import org.nimexplorer.render.SumText;

/**
 * A sum of heap games (Kayles rows, octal games, Lasker's Nim, subtraction games and Nim heaps side by side),
 * decided by the XOR of the heaps' Grundy values, or by search under misère play. The analysis is made once,
 * when the table is laid, so that every question asked of it afterwards is answered at once.
 */
record SumTable(SumAnalysis analysis) implements Table {

    /** The most pins or objects the board draws in a row before it gives the size alone. */
    private static final int DRAWN = 25;
    /** The longest notation the game's summary shows whole. */
    private static final int BRIEF = 30;

    /** The sum under this play, or why the engine cannot decide it. */
    static Result<SumTable> of(GameSum sum, Play play) {
        return SumEngine.analyze(sum, play).map(SumTable::new);
    }

    private GameSum sum() {
        return analysis.sum();
    }

    @Override
    public String describe() {
        // "3 4" when every heap is of one game, which the board names; "nim:3 kayles:5" otherwise.
        return sum().toString();
    }

    @Override
    public String describeRules() {
        // A sum of several games names them in its position (kayles:5 nim:3); one game is named here.
        List<HeapGame> games = sum().games();
        return (games.size() == 1 ? games.get(0).notation() + ", " : "")
                + (misere() ? "misère play (the last move loses)" : "normal play (the last move wins)");
    }

    @Override
    public String prompt() {
        GameSum sum = sum();
        boolean oneGame = sum.games().size() == 1;
        return SessionState.shortWords(i -> oneGame ? Long.toString(sum.part(i).size()) : sum.part(i).notation(),
                sum.size()) + (misere() ? ", misère" : "");
    }

    @Override
    public boolean misere() {
        return analysis.play() == Play.MISERE;
    }

    @Override
    public boolean over() {
        return SumEngine.prolongingMove(sum()).isEmpty();
    }

    @Override
    public Outcome outcome() {
        return analysis.outcome();
    }

    @Override
    public Step judge(String text, Optional<Set<Idea>> lessonTerms, boolean reveal, Painter painter) {
        SumMove move = BaseCommand.orBadInput(SumMoveParser.parse(text, sum()));
        SumCheck check = BaseCommand.orBadInput(SumCheck.of(analysis, move));
        return new Step(move.describe(sum()), move.shortForm(), new SumTable(check.after()), analysis.outcome(),
                check.after().outcome(), SumText.check(check, painter));
    }

    @Override
    public Step engineStep() {
        SumMove move = analysis.winningMoves().isEmpty() ? SumEngine.prolongingMove(sum()).orElseThrow()
                : analysis.winningMoves().get(0);
        SumTable after = BaseCommand.orBadInput(of(move.applyTo(sum()), analysis.play()));
        return new Step(move.describe(sum()), move.shortForm(), after, analysis.outcome(), after.outcome(), List.of());
    }

    @Override
    public List<String> board(Painter painter) {
        List<String> lines = new ArrayList<>();
        int shown = Math.min(sum().size(), ColumnsText.MAX_ROWS);
        int named = 1;
        for (int i = 0; i < shown; i++) {
            named = Math.max(named, Math.min(12, sum().part(i).game().notation().length()));
        }
        for (int i = 0; i < shown; i++) {
            Component c = sum().part(i);
            String label = HeapLabels.of(i);
            if (painter.accessible()) {
                lines.add(capitalised(c.game().heapWord()) + " " + label + " (" + c.game().notation() + "): " + c.size()
                        + " " + things(c) + ".");
            } else {
                String glyph = pins(c) ? "o " : "| ";
                String drawn = c.size() <= DRAWN ? glyph.repeat((int) c.size()).strip()
                        : glyph.repeat(DRAWN).strip() + " ...";
                lines.add(String.format("  %-3s %-" + named + "s %4s  %s", label,
                        ColumnsText.clipTo(c.game().notation(), named),
                        c.size() <= 9999 ? Long.toString(c.size()) : "many", drawn).stripTrailing());
            }
        }
        if (shown < sum().size()) {
            lines.add(String.format("  ... and %,d more heaps", sum().size() - shown));
        }
        return lines;
    }

    /** Kayles and its kin are rows of pins knocked down side by side; every other heap game is a heap of objects. */
    private static boolean pins(Component c) {
        return c.game().heapWord().equals("row");
    }

    private static String things(Component c) {
        return pins(c) ? (c.size() == 1 ? "pin" : "pins") : (c.size() == 1 ? "object" : "objects");
    }

    private static String capitalised(String word) {
        return Character.toUpperCase(word.charAt(0)) + word.substring(1);
    }

    @Override
    public List<String> big(Painter painter, int width) {
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < sum().size(); i++) {
            labels.add(HeapLabels.of(i) + " " + sum().part(i).game().notation());
        }
        return BigPosition.lines("Position " + sum().notation() + (misere() ? " (misère)" : ""), labels, sum().sizes(),
                painter, width);
    }

    /** The sizes alone when the notation is too long for the summary's column: the board names each heap's game. */
    @Override
    public String brief() {
        return describe().length() <= BRIEF ? describe() : sum().sizes().toString();
    }

    @Override
    public List<String> analysis(Painter painter) {
        List<String> lines = new ArrayList<>();
        lines.add("");
        lines.addAll(SumText.analyze(analysis, painter));
        return lines;
    }

    @Override
    public String analyzeCommand() {
        return "analyze " + sum().notation() + (misere() ? " --misere" : "");
    }

    @Override
    public String notations() {
        return SumMoveParser.notations(sum());
    }

    @Override
    public List<String> words() {
        List<String> words = new ArrayList<>();
        for (int i = 0; i < sum().size(); i++) {
            words.add(sum().part(i).notation());
        }
        return words;
    }

    @Override
    public GameFamily family() {
        // Every word names its heap's game (kayles:5): the game of plain heaps is never asked.
        return new GameFamily.Sums(new HeapGame.Nim(), analysis.play());
    }
}

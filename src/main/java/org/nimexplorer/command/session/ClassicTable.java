package org.nimexplorer.command.session;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.nimexplorer.command.BaseCommand;
import org.nimexplorer.engine.GameFamily;
import org.nimexplorer.engine.Analysis;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.MoveParser;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.engine.Text;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.explain.MoveCheck;
import org.nimexplorer.explain.PositionReport;
import org.nimexplorer.render.BigPosition;
import org.nimexplorer.render.Painter;
import org.nimexplorer.render.ReportText;

/** Nim or a subtraction game, normal or misère: explained with the lemmas and the binary columns of the heaps. */
record ClassicTable(Position position, Rules rules) implements Table {

    @Override
    public String describe() {
        return ReportText.describe(position);
    }

    @Override
    public String describeRules() {
        return rules.describe();
    }

    @Override
    public String prompt() {
        return SessionState.shortHeaps(position) + (rules.isMisere() ? ", misère" : "")
                + (rules.moves() instanceof MoveSet.Subtraction s ? ", take " + Text.clip(s.notation()) : "");
    }

    @Override
    public boolean misere() {
        return rules.isMisere();
    }

    @Override
    public boolean over() {
        return rules.isOver(position);
    }

    @Override
    public Outcome outcome() {
        return MoveLine.analysis(position, rules).outcome();
    }

    @Override
    public Step judge(String text, Optional<Set<Idea>> lessonTerms, boolean reveal, Painter painter) {
        Move move = BaseCommand.orBadInput(MoveParser.parse(text, position, rules));
        MoveCheck check = BaseCommand.orBadInput(MoveCheck.of(position, rules, move));
        Position after = check.after().analysis().position();
        return new Step(move.describe(), move.shortForm(), new ClassicTable(after, rules), check.before().outcome(),
                check.after().analysis().outcome(), ReportText.check(check, lessonTerms, reveal, painter));
    }

    @Override
    public Step engineStep() {
        Analysis analysis = MoveLine.analysis(position, rules);
        Move move = MoveLine.engineMove(position, rules).orElseThrow();
        Position after = move.applyTo(position);
        return new Step(move.describe(), move.shortForm(), new ClassicTable(after, rules), analysis.outcome(),
                MoveLine.analysis(after, rules).outcome(), List.of());
    }

    @Override
    public List<String> board(Painter painter) {
        return GameTurns.board(position, painter);
    }

    @Override
    public List<String> big(Painter painter, int width) {
        return BigPosition.lines(position, rules, painter, width);
    }

    @Override
    public List<String> analysis(Painter painter) {
        List<String> lines = new ArrayList<>();
        lines.add("");
        lines.addAll(ReportText.analyze(BaseCommand.orBadInput(PositionReport.of(position, rules)), painter));
        return lines;
    }

    @Override
    public String analyzeCommand() {
        return "analyze " + position + (rules.isMisere() ? " --misere" : "")
                + (rules.moves() instanceof MoveSet.Subtraction set ? " --subtract " + set.notation() : "");
    }

    @Override
    public String notations() {
        return "write a move as 'A-2' or 'take 2 from A'";
    }

    @Override
    public String howToMove() {
        return "Type moves like A-2";
    }

    @Override
    public String lastMove(boolean byLearner) {
        return byLearner ? "You took the last object" : "The engine took the last object";
    }

    @Override
    public List<String> words() {
        return Table.words(position);
    }

    @Override
    public Optional<Board.At> classic() {
        return Optional.of(new Board.At(position, rules));
    }

    @Override
    public GameFamily family() {
        return new GameFamily.Classic(rules);
    }
}

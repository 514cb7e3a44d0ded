package org.nimexplorer.engine;

import java.util.List;
import java.util.Optional;

/** The staircase game as a {@link WholeGame}: the rules and the theorem live in {@link Staircase}. */
public record StaircaseNim() implements WholeGame {

    @Override
    public String notation() {
        return "staircase";
    }

    @Override
    public String describe() {
        return "Staircase Nim: coins lie on steps 1, 2, 3, ...; a move takes some coins from one step down to the"
                + " step below (from step 1 to the ground)";
    }

    @Override
    public boolean isP(Position position) {
        return Staircase.isP(position);
    }

    @Override
    public List<StairMove> legalMoves(Position position) {
        return Staircase.legalMoves(position);
    }

    @Override
    public long legalMoveCount(Position position) {
        return position.total();
    }

    @Override
    public Result<List<StairMove>> winningMoves(Position position) {
        return Result.ok(Staircase.winningMoves(position));
    }

    @Override
    public Optional<StairMove> winningMove(Position position) {
        return Staircase.winningMoves(position).stream().findFirst();
    }

    @Override
    public Result<StairMove> parseMove(String line, Position position) {
        return StairMoveParser.parse(line, position);
    }

    @Override
    public String notations() {
        return StairMoveParser.NOTATIONS;
    }

    @Override
    public Optional<String> whyUnplayable(Position position) {
        return Staircase.whyTooLarge(position);
    }

    /**
     * From a P-position, a move from an even step is answered by moving the same coins one step
     * further down, which the lesson teaches; other moves get the engine's usual move.
     */
    @Override
    public Optional<StairMove> replyTo(Position before, WholeMove theirs) {
        if (theirs instanceof StairMove s && Staircase.isP(before)) {
            Optional<StairMove> undo = Staircase.replyTo(before, s);
            if (undo.isPresent()) {
                return undo;
            }
        }
        return engineMove(theirs.applyTo(before));
    }

    /** The winning move, or else one coin from the highest step that has any, so the game lasts. */
    @Override
    public Optional<StairMove> engineMove(Position position) {
        Optional<StairMove> winning = winningMove(position);
        if (winning.isPresent()) {
            return winning;
        }
        for (int i = position.size() - 1; i >= 0; i--) {
            if (position.heap(i) > 0) {
                return Optional.of(new StairMove(i + 1, 1));
            }
        }
        return Optional.empty();
    }
}

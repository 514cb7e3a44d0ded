package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.GameTree;

/**
 * A game tree told in plain words, for a learner who has met neither trees nor P and N: the positions a move
 * leaves and what the player to move does there, each taken from the engine's tree.
 */
class TreeInWordsTest {

    private static final Rules TAKE_1_TO_3 = new Rules(Play.NORMAL, MoveSet.parse("1-3").orThrow());

    private static String words(Position p, Rules rules) {
        return String.join("\n", TreeText.inWords(GameTree.of(p, rules, OptionalInt.of(2)).orThrow(), Painter.PLAIN));
    }

    @Test
    void aLosingPositionNamesEveryMoveAndTheReplyThatWins() {
        assertThat(words(Position.of(4), TAKE_1_TO_3)).isEqualTo("From 4 the player to move loses: every move leaves"
                + " 3, 2 or 1, and from each of\nthese the other player wins: from 3 by moving to 0, from 2 by moving"
                + " to 0, from\n1 by moving to 0.");
    }

    @Test
    void aWinningPositionNamesItsMoveAndWhatFollowsIt() {
        assertThat(words(Position.of(5), TAKE_1_TO_3)).isEqualTo("From 5 the player to move wins by moving to 4: from"
                + " 4 every move (to 3, 2 or 1)\nleaves a position from which the player to move can win again.");
        assertThat(words(Position.of(3), TAKE_1_TO_3)).isEqualTo("From 3 the player to move wins by moving to 0: then"
                + " no move is left, and the\nopponent has lost.");
        assertThat(words(Position.of(2, 1), Rules.NIM)).startsWith("From 2 1 the player to move wins by moving to 1 1:");
    }

    @Test
    void theEndIsSaidAsSuchUnderEitherRule() {
        assertThat(words(Position.of(0), TAKE_1_TO_3)).isEqualTo("At 0 no move is left: the player to move has lost.");
        assertThat(words(Position.of(0), new Rules(Play.MISERE, MoveSet.parse("1-3").orThrow())))
                .isEqualTo("At 0 no move is left: the player who took the last object has lost.");
        assertThat(words(Position.of(1), new Rules(Play.MISERE, MoveSet.parse("1-3").orThrow())))
                .isEqualTo("From 1 the player to move loses: every move leaves 0, and from there the other\nplayer wins:"
                        + " at 0 no move is left, and whoever took the last object has lost.");
    }

    @Test
    void positionsBelowTheLevelsDrawnAreNotTakenForTheEnd() {
        String five = String.join("\n", TreeText.inWords(GameTree.of(Position.of(5), TAKE_1_TO_3, OptionalInt.of(1))
                .orThrow(), Painter.PLAIN));
        assertThat(five).isEqualTo("From 5 the player to move wins by moving to 4: from 4 every move leaves a\nposition"
                + " from which the player to move can win.");
        String four = String.join("\n", TreeText.inWords(GameTree.of(Position.of(4), TAKE_1_TO_3, OptionalInt.of(1))
                .orThrow(), Painter.PLAIN));
        assertThat(four).isEqualTo("From 4 the player to move loses: every move leaves 3, 2 or 1, and from each of\nthese"
                + " the other player wins.");
    }
}

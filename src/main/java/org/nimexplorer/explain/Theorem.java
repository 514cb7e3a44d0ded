package org.nimexplorer.explain;

import java.math.BigInteger;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Position;

/**
 * Bouton's theorem on one position: the game ends after at most as many moves as there are
 * objects; lemma 1 keeps the player facing nim-sum 0 there after every move, lemma 2 lets the player
 * facing a non-zero nim-sum hand back 0. So the player to move wins exactly when the nim-sum is not 0.
 */
public record Theorem(Position position, BigInteger objects, long nimSum, Outcome outcome, Lemma1 lemma1, Lemma2 lemma2) {

    public static Theorem of(Position position) {
        Lemma1 one = Lemma1.of(position);
        return new Theorem(position, one.moves(), one.nimSum(), one.nimSum() == 0 ? Outcome.P : Outcome.N, one,
                Lemma2.of(position));
    }
}

package org.nimexplorer.explain;

/**
 * Any derivation an answer can be explained with: a renderer switches over these kinds, and the
 * compiler says when a new kind is not yet drawn.
 */
public sealed interface Derivation permits PositionReport, MoveCheck, Columns, Lemma2, KernelProof,
        Derivation.Followers, Derivation.Binary, Derivation.Xor, Derivation.Note {

    /** The game tree below a position, a few levels deep, under these rules. */
    record Followers(GameTree tree, org.nimexplorer.engine.Rules rules) implements Derivation {}

    /** A number written as a sum of powers of two, and so in binary. */
    record Binary(long number) implements Derivation {}

    /** Two numbers XORed bit by bit. */
    record Xor(long a, long b) implements Derivation {}

    /** An explanation written by a lesson's author (the one kind of answer the engine cannot compute). */
    record Note(String text) implements Derivation {}
}

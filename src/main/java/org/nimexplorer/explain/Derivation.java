package org.nimexplorer.explain;

/**
 * Any derivation an answer can be explained with. A renderer draws them through {@link Visitor}:
 * Java 17 has no switch over a sealed type, and a visitor is what makes the compiler say when a new
 * kind is not yet drawn.
 */
public sealed interface Derivation permits PositionReport, MoveCheck, Columns, Lemma2, KernelProof, ClaimProof,
        Derivation.Followers, Derivation.Binary, Derivation.Xor, Derivation.Note, Derivation.Mirror,
        Derivation.Multiples, Derivation.GrundyTable {

    /** Calls the method of {@code visitor} for this kind. */
    <R> R accept(Visitor<R> visitor);

    /** One method per kind of derivation. */
    interface Visitor<R> {
        R report(PositionReport report);

        R check(MoveCheck check);

        R columns(Columns columns);

        R lemma2(Lemma2 lemma);

        R kernel(KernelProof proof);

        R claim(ClaimProof proof);

        R followers(Followers followers);

        R binary(Binary binary);

        R xor(Xor xor);

        R mirror(Mirror mirror);

        R multiples(Multiples multiples);

        R grundyTable(GrundyTable table);

        R note(Note note);
    }

    /** The game tree below a position, a few levels deep, under these rules. */
    record Followers(GameTree tree, org.nimexplorer.engine.Rules rules) implements Derivation {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.followers(this);
        }
    }

    /** A number written as a sum of powers of two, and so in binary. */
    record Binary(long number) implements Derivation {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.binary(this);
        }
    }

    /** Two numbers XORed bit by bit. */
    record Xor(long a, long b) implements Derivation {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.xor(this);
        }

        public long result() {
            return a ^ b;
        }
    }

    /** Two heaps of Nim explained by copying: equal heaps lose for the player to move. */
    record Mirror(org.nimexplorer.engine.Position position) implements Derivation {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.mirror(this);
        }
    }

    /** One heap, takes 1 to k: the P-positions are the multiples of k + 1. */
    record Multiples(long heap, int k) implements Derivation {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.multiples(this);
        }
    }

    /**
     * The Grundy values of a one-heap subtraction game worked out by the mex rule, one row a size.
     *
     * @param rows for each size n from 0, the sizes a move reaches and g(n)
     */
    record GrundyTable(String game, java.util.List<Row> rows) implements Derivation {
        /** g(n) = mex of the values of the sizes {@code followers}. */
        public record Row(long heap, java.util.List<Long> followers, java.util.List<Long> followerValues, long value) {}

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.grundyTable(this);
        }
    }

    /** An explanation written by a lesson's author (the one kind of answer the engine cannot compute). */
    record Note(String text) implements Derivation {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.note(this);
        }
    }
}

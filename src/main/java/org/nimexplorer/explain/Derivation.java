package org.nimexplorer.explain;

/**
 * Any derivation an answer can be explained with. A renderer draws them through {@link Visitor}:
 * Java 17 has no switch over a sealed type, and a visitor is what makes the compiler say when a new
 * kind is not yet drawn.
 */
public sealed interface Derivation permits PositionReport, MoveCheck, Columns, Lemma2, KernelProof, ClaimProof,
        Derivation.Followers, Derivation.Binary, Derivation.Xor, Derivation.Note, Derivation.Mirror,
        Derivation.Multiples, Derivation.GrundyTable, Derivation.Mex, SumReport, WholeReport {

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

        R mex(Mex mex);

        R sum(SumReport report);

        R whole(WholeReport report);

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
     * The Grundy values of a one-heap game worked out by the mex rule, one row a size.
     *
     * @param game how the game is named to the learner: "take 1, 3 or 4 from one heap", "Kayles (0.77)"
     * @param rows for each size n from 0, what a move leaves and g(n)
     * @param heapWord what one heap of the game is called: "heap", "row"
     */
    record GrundyTable(String game, java.util.List<Row> rows, String heapWord) implements Derivation {

        /** A table of a game played on heaps. */
        public GrundyTable(String game, java.util.List<Row> rows) {
            this(game, rows, "heap");
        }

        /**
         * g(n) = mex of the values of what the moves from n leave: the heap {@code followers.get(i)}, and
         * beside it the heap {@code splitWith.get(i)} when that move splits (0 when it leaves one heap),
         * worth {@code followerValues.get(i)} together.
         */
        public record Row(long heap, java.util.List<Long> followers, java.util.List<Long> followerValues, long value,
                java.util.List<Long> splitWith) {

            public Row {
                followers = java.util.List.copyOf(followers);
                followerValues = java.util.List.copyOf(followerValues);
                splitWith = java.util.List.copyOf(splitWith);
            }

            /** A row of a game whose moves never split a heap. */
            public Row(long heap, java.util.List<Long> followers, java.util.List<Long> followerValues, long value) {
                this(heap, followers, followerValues, value, java.util.Collections.nCopies(followers.size(), 0L));
            }
        }

        /** Whether some move in the table leaves two heaps. */
        public boolean splits() {
            return rows.stream().anyMatch(r -> r.splitWith().stream().anyMatch(s -> s > 0));
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.grundyTable(this);
        }
    }

    /** The mex of a set of whole numbers: counting up from 0, the first number missing from it. */
    record Mex(java.util.List<Long> set, long mex) implements Derivation {
        public Mex {
            set = java.util.List.copyOf(set);
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.mex(this);
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

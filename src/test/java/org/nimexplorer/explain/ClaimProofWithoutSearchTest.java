package org.nimexplorer.explain;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;
import org.junit.jupiter.api.Test;

/**
 * The checker run in a class loader where the program's searches and formulas do not exist: had it
 * classified a single position by search (the exhaustive solver, the census, the engine's analysis,
 * a table of outcomes), the class would fail to load and the check with it. A proof check needs only
 * the claim, the rules and the moves.
 */
class ClaimProofWithoutSearchTest {

    @Test
    void theCheckerProvesAndRefutesClaimsWithTheSearchingClassesMissing() throws Exception {
        try (WithoutSearch loader = new WithoutSearch(ClaimProof.class, org.antlr.v4.runtime.Lexer.class)) {
            Class<?> rulesType = loader.loadClass("org.nimexplorer.engine.Rules");
            Object nim = rulesType.getField("NIM").get(null);
            Class<?> proofType = loader.loadClass("org.nimexplorer.explain.ClaimProof");
            assertThat(proofType.getClassLoader()).as("the checker is this loader's own copy").isSameAs(loader);
            Method check = proofType.getMethod("check", String.class, Optional.class, rulesType, int.class, long.class,
                    BooleanSupplier.class, LongConsumer.class);
            Object right = check.invoke(null, "a xor b xor c == 0", Optional.of("first x with x xor s < x to x xor s"),
                    nim, 3, 15L, (BooleanSupplier) () -> false, (LongConsumer) done -> { });
            Object wrong = check.invoke(null, "a + b == c", Optional.empty(), nim, 3, 15L,
                    (BooleanSupplier) () -> false, (LongConsumer) done -> { });
            Object proved = right.getClass().getMethod("orThrow").invoke(right);
            Object refuted = wrong.getClass().getMethod("orThrow").invoke(wrong);
            assertThat(proofType.getMethod("holds").invoke(proved)).isEqualTo(true);
            assertThat(proofType.getMethod("holds").invoke(refuted)).isEqualTo(false);
            assertThat(String.valueOf(proofType.getMethod("absorbing").invoke(refuted))).contains("NoWayIn[position=1 1 0");
            assertThat(loader.refused).as("nothing even asked for a searching class").isEmpty();
        }
    }

    @Test
    void theLoaderReallyRefusesTheSolver() throws Exception {
        try (WithoutSearch loader = new WithoutSearch(ClaimProof.class)) {
            Class<?> conjecture = null;
            try {
                conjecture = loader.loadClass("org.nimexplorer.explain.Conjecture");
            } catch (ClassNotFoundException expected) {
                assertThat(loader.refused).containsExactly("org.nimexplorer.explain.Conjecture");
            }
            assertThat(conjecture).isNull();
        }
    }
}

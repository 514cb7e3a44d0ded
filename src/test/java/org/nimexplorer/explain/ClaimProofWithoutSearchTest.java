package org.nimexplorer.explain;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
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

    private static final Set<String> MISSING = Set.of("org.nimexplorer.engine.ExhaustiveSolver",
            "org.nimexplorer.engine.Engine", "org.nimexplorer.engine.Census", "org.nimexplorer.engine.BoxSearch",
            "org.nimexplorer.engine.Kernel", "org.nimexplorer.engine.GrundySequence", "org.nimexplorer.engine.Formula",
            "org.nimexplorer.engine.Analysis", "org.nimexplorer.explain.Conjecture",
            "org.nimexplorer.explain.OutcomeTable", "org.nimexplorer.explain.GameTree");

    /** Loads the program's classes itself, and refuses the searching ones. */
    private static final class WithoutSearch extends URLClassLoader {
        final List<String> refused = new ArrayList<>();

        WithoutSearch(URL[] urls) {
            super(urls, ClassLoader.getPlatformClassLoader());
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            String outer = name.contains("$") ? name.substring(0, name.indexOf('$')) : name;
            if (MISSING.contains(outer)) {
                refused.add(name);
                throw new ClassNotFoundException(name + " is missing in this test");
            }
            return super.loadClass(name, resolve);
        }
    }

    private static URL where(Class<?> type) {
        return type.getProtectionDomain().getCodeSource().getLocation();
    }

    @Test
    void theCheckerProvesAndRefutesClaimsWithTheSearchingClassesMissing() throws Exception {
        try (WithoutSearch loader = new WithoutSearch(new URL[] {where(ClaimProof.class),
                where(org.antlr.v4.runtime.Lexer.class)})) {
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
        try (WithoutSearch loader = new WithoutSearch(new URL[] {where(ClaimProof.class)})) {
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

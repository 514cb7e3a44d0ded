package org.nimexplorer.explain;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;
import org.junit.jupiter.api.Test;

/**
 * A claim over Kayles proved, and a wrong one refuted, in a class loader where every search of the
 * program and every table of Grundy values is missing: the proof of a claim over another game uses
 * the claim and the game's moves, and works out each part's value from those moves itself.
 */
class GameClaimWithoutSearchTest {

    @Test
    void aClaimOverKaylesIsProvedWithTheSearchesMissing() throws Exception {
        try (WithoutSearch loader = new WithoutSearch(GameClaim.class, org.antlr.v4.runtime.Lexer.class)) {
            Class<?> notation = loader.loadClass("org.nimexplorer.engine.GameNotation");
            Object games = notation.getMethod("heapGames", String.class).invoke(null, "kayles,kayles,kayles");
            Object threeKayles = games.getClass().getMethod("orThrow").invoke(games);
            Class<?> play = loader.loadClass("org.nimexplorer.engine.Play");
            Object normal = play.getField("NORMAL").get(null);
            Class<?> claimType = loader.loadClass("org.nimexplorer.explain.GameClaim");
            assertThat(claimType.getClassLoader()).isSameAs(loader);
            Method over = claimType.getMethod("overParts", String.class, List.class, play, long.class);
            assertThat(holds(claimType, over.invoke(null, "g(a) xor g(b) xor g(c) == 0", threeKayles, normal, 6L)))
                    .isEqualTo(true);
            assertThat(holds(claimType, over.invoke(null, "a xor b xor c == 0", threeKayles, normal, 6L)))
                    .isEqualTo(false);
            assertThat(loader.refused).as("nothing even asked for a searching class").isEmpty();
        }
    }

    private static Object holds(Class<?> claimType, Object prepared) throws Exception {
        Object claim = prepared.getClass().getMethod("orThrow").invoke(prepared);
        Object checked = claimType.getMethod("check", BooleanSupplier.class, LongConsumer.class).invoke(claim,
                (BooleanSupplier) () -> false, (LongConsumer) done -> { });
        Object proof = checked.getClass().getMethod("orThrow").invoke(checked);
        return proof.getClass().getMethod("holds").invoke(proof);
    }
}

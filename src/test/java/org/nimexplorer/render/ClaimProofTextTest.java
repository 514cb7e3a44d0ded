package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.ClaimProof;

class ClaimProofTextTest {

    private static List<String> lines(ClaimProof proof, Painter painter) {
        return String.join("\n", ClaimProofText.render(proof, painter)).lines().toList();
    }

    @Test
    void aCheckStoppedBeforeAnyPropertySaysSoAndClaimsNothing() {
        ClaimProof proof = ClaimProof.check("s == 0", Optional.empty(), Rules.NIM, 3, 63, () -> true, done -> { })
                .orThrow();
        List<String> text = lines(proof, Painter.PLAIN);
        assertThat(String.join(" ", text)).contains("before any property was checked").doesNotContain("holds");
    }

    @Test
    void aStoppedSweepSaysHoldsSoFarAndNothingFollows() {
        int[] asked = {0};
        ClaimProof proof = ClaimProof.check("s == 0", Optional.empty(), Rules.NIM, 3, 63, () -> ++asked[0] > 5,
                done -> { }).orThrow();
        String text = String.join(" ", lines(proof, Painter.PLAIN));
        assertThat(text).contains("Interrupted", "holds so far", "nothing follows yet").doesNotContain("exactly the set");
    }

    @Test
    void theEndsOfASubtractionGameAreCountedAndPlacedAsTheRulesSay() {
        Rules rules = new Rules(Play.MISERE, MoveSet.parse("2,5").orThrow());
        ClaimProof proof = ClaimProof.check("a mod 7 >= 2 and a mod 7 < 4", rules, 1, 30).orThrow();
        String text = String.join(" ", lines(proof, Painter.PLAIN)).replaceAll("\\s+", " ");
        assertThat(text).contains("The 2 end positions (every heap below 2, the smallest take) are outside K, as they"
                + " must be: under misère play the player to move there has won");
        assertThat(text).contains("fails at 6: no move enters your set (A-2 leaves 4, A-5 leaves 1, and neither has");
    }

    @Test
    void inASubtractionGameTheTextSaysWhatSIsWhenTheClaimUsesIt() {
        Rules takeOneToThree = new Rules(Play.NORMAL, MoveSet.parse("1-3").orThrow());
        String withS = String.join(" ", lines(ClaimProof.check("s == 0", takeOneToThree, 3, 7).orThrow(), Painter.PLAIN));
        assertThat(withS.replaceAll("\\s+", " ")).contains("Here s is a xor b xor c, the XOR of the heaps themselves;"
                + " in this game that is not the nim-sum of Grundy values that 'analyze' shows.");
        String without = String.join(" ", lines(ClaimProof.check("a % 4 == b % 4", takeOneToThree, 3, 7).orThrow(),
                Painter.PLAIN));
        assertThat(without).doesNotContain("Here s is");
        assertThat(String.join(" ", lines(ClaimProof.check("s == 0", Rules.NIM, 3, 7).orThrow(), Painter.PLAIN)))
                .doesNotContain("Here s is");
    }

    @Test
    void accessibleTextHasNoIndentationAndEveryLineFitsEightyColumns() {
        ClaimProof proof = ClaimProof.check("a + b == c", Rules.NIM, 3, 7).orThrow();
        assertThat(lines(proof, Painter.ACCESSIBLE)).allSatisfy(l -> {
            assertThat(l).doesNotStartWith(" ");
            assertThat(l.length()).isLessThanOrEqualTo(80);
        });
    }
}

package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.constraints.UniqueElements;
import org.junit.jupiter.api.Test;

/**
 * The notation of games and sums: every game and every sum reads back from what it writes, and no
 * text at all makes the reader throw; what it cannot read it names in one line.
 */
class GameNotationTest {

    private static final HeapGame NIM = HeapGames.NIM;

    private static HeapGame game(String text) {
        return GameNotation.heapGame(text).orThrow();
    }

    private static String gameProblem(String text) {
        Result<HeapGame> r = GameNotation.heapGame(text);
        assertThat(r).as("'%s' is not a game", text).isInstanceOf(Result.Problem.class);
        return oneLine(r.problemOrNull());
    }

    private static String sumProblem(String... words) {
        Result<GameSum> r = GameNotation.sum(List.of(words), NIM);
        assertThat(r).as("%s is not a sum", List.of(words)).isInstanceOf(Result.Problem.class);
        return oneLine(r.problemOrNull());
    }

    private static String oneLine(String message) {
        assertThat(message).isNotBlank().hasSizeLessThan(300).doesNotContainPattern("\\R");
        return message;
    }

    @Test
    void everyGameReadsBackFromItsNotation() {
        List<HeapGame> games = new ArrayList<>(HeapGames.ALL);
        games.add(HeapGames.subtract("1-1000"));
        games.add(HeapGames.subtract("1,2,3,5"));
        games.add(HeapGames.octal("0.3033"));
        games.add(HeapGames.octal("0.777777777777777777777777777777"));
        for (HeapGame g : games) {
            assertThat(GameNotation.heapGame(g.notation())).as(g.notation()).isEqualTo(Result.ok(g));
        }
    }

    @Test
    void theGamesAreKnownByTheirNamesAndCodes() {
        assertThat(game("Kayles")).isEqualTo(game("0.77")).isEqualTo(game(".77")).isEqualTo(game("0.7700"))
                .isEqualTo(HeapGames.KAYLES);
        assertThat(game("dawson")).isEqualTo(game("Dawson's_Kayles")).isEqualTo(game("0.07"))
                .isEqualTo(HeapGames.DAWSONS_KAYLES);
        assertThat(game("dawsons-chess")).isEqualTo(game("0.137")).isEqualTo(HeapGames.DAWSONS_CHESS);
        assertThat(game("Lasker")).isEqualTo(game("laskers-nim")).isEqualTo(HeapGames.LASKER);
        assertThat(game(" NIM ")).isEqualTo(NIM);
        assertThat(game("sub[1,3,4]")).isEqualTo(game("sub{1,3,4}")).isEqualTo(game("subtract(1, 3-4)"))
                .isEqualTo(HeapGames.subtract("1,3,4"));
        assertThat(HeapGames.KAYLES.notation()).isEqualTo("kayles");
        assertThat(HeapGames.octal("0.16").notation()).isEqualTo("0.16");
        assertThat(HeapGames.subtract("3,2,1").notation()).isEqualTo("sub[1-3]");
    }

    @Test
    void aSumOfDifferentGamesReadsBackFromItsNotation() {
        GameSum sum = GameNotation.sum(List.of("nim:3 kayles:5", "sub[1,3,4]:7", "4"), HeapGames.LASKER).orThrow();
        assertThat(sum).isEqualTo(new GameSum(List.of(new Component(NIM, 3), new Component(HeapGames.KAYLES, 5),
                new Component(HeapGames.subtract("1,3,4"), 7), new Component(HeapGames.LASKER, 4))));
        assertThat(sum.notation()).isEqualTo("nim:3 kayles:5 sub[1,3,4]:7 lasker:4");
        assertThat(GameNotation.sum(List.of(sum.notation()), NIM)).isEqualTo(Result.ok(sum));
        assertThat(GameSum.of(HeapGames.KAYLES, 3, 5, 7)).hasToString("3 5 7");
    }

    @Provide
    Arbitrary<HeapGame> anyGame() {
        Arbitrary<HeapGame> subtraction = Arbitraries.integers().between(1, MoveSet.MAX_TAKE).set().ofMinSize(1).ofMaxSize(6)
                .map(s -> new HeapGame.Subtract(new MoveSet.Subtraction(s.stream().mapToInt(Integer::intValue).toArray())));
        Arbitrary<HeapGame> octal = Combinators.combine(Arbitraries.strings().withChars("01234567").ofMaxLength(29),
                Arbitraries.strings().withChars("1234567").ofLength(1)).as((a, b) -> new HeapGame.Octal(new OctalCode(a + b)));
        return Arbitraries.oneOf(subtraction, octal, Arbitraries.of(HeapGames.ALL));
    }

    @Property(tries = 100)
    void everyGameAndSumReadsBack(@ForAll("anyGame") HeapGame g, @ForAll @Size(min = 1, max = 4) List<@IntRange(max = 1_000_000) Integer> sizes) {
        assertThat(GameNotation.heapGame(g.notation())).isEqualTo(Result.ok(g));
        List<Component> parts = new ArrayList<>();
        for (int i = 0; i < sizes.size(); i++) {
            parts.add(new Component(i % 2 == 0 ? g : HeapGames.ALL.get(sizes.get(i) % HeapGames.ALL.size()), sizes.get(i)));
        }
        GameSum sum = new GameSum(parts);
        assertThat(GameNotation.sum(List.of(sum.notation()), NIM)).isEqualTo(Result.ok(sum));
        assertThat(GameNotation.sum(sum.parts().stream().map(Component::notation).toList(), NIM)).isEqualTo(Result.ok(sum));
    }

    @Property(tries = 100)
    void aSubtractionSetReadsBackInsideSub(@ForAll @Size(min = 1, max = 8) @UniqueElements List<@IntRange(min = 1, max = 1000) Integer> takes) {
        HeapGame g = new HeapGame.Subtract(new MoveSet.Subtraction(takes.stream().mapToInt(Integer::intValue).toArray()));
        assertThat(g.notation()).startsWith("sub[").endsWith("]");
        assertThat(GameNotation.heapGame(g.notation())).isEqualTo(Result.ok(g));
    }

    /** Text made mostly of the notation's own characters, with line breaks and controls among them. */
    @Provide
    Arbitrary<String> notationLike() {
        Arbitrary<String> words = Arbitraries.of("nim", "kayles", "dawson", "dawsons-chess", "lasker", "sub", "subtract",
                "0.", ".", "0.77", "0.137", "0.8", ":", "::", "[", "]", "{", "}", "(", ")", ",", "-", "1", "3", "12",
                "99999999999999999999", "-0", "+4", " ", "\t", "\n", "\r\n", "\u2028", "\u0085", "\u0000", "\u001b[31m",
                "é", "\uD83C\uDFB2", "'", "_");
        return words.list().ofMaxSize(12).map(l -> String.join("", l));
    }

    @Property(tries = 400)
    void noNotationLikeTextThrowsAndEveryProblemIsOneLine(@ForAll("notationLike") String text) {
        readsOrSaysWhyInOneLine(text);
    }

    @Property(tries = 200)
    void noTextAtAllThrowsAndEveryProblemIsOneLine(@ForAll String text) {
        readsOrSaysWhyInOneLine(text);
    }

    private static void readsOrSaysWhyInOneLine(String text) {
        Result<HeapGame> g = GameNotation.heapGame(text);
        assertThat(g).isInstanceOfAny(Result.Ok.class, Result.Problem.class);
        if (!g.isOk()) {
            oneLine(g.problemOrNull());
        }
        for (List<String> words : List.of(List.of(text), List.of("nim:1", text), List.of(text, text + ":" + text))) {
            Result<GameSum> s = GameNotation.sum(words, NIM);
            assertThat(s).isInstanceOfAny(Result.Ok.class, Result.Problem.class);
            if (!s.isOk()) {
                oneLine(s.problemOrNull());
            }
        }
    }

    @Test
    void aLineOrParagraphSeparatorInTheInputIsShownAsAQuestionMark() {
        assertThat(gameProblem("nim\u2028nim")).startsWith("'nim?nim' is not a game");
        assertThat(sumProblem("kayles:5\u2029x")).contains("'kayles:5?x' is not a heap size");
    }

    @Test
    void anUnknownGameIsNamedWithTheGamesThatAreKnown() {
        assertThat(gameProblem("chess")).startsWith("'chess' is not a game").contains("kayles").contains("sub[1,3,4]");
        assertThat(sumProblem("nim:3", "chess:4")).contains("'chess' is not a game").contains("(in 'chess:4')");
    }

    @Test
    void aSubtractionGameWithoutBracketsIsShownHowToWriteThem() {
        for (String text : List.of("sub", "sub1,3,4", "subtract", "sub[1,3,4")) {
            assertThat(gameProblem(text)).as(text).contains("square brackets").contains("sub[1,3,4]");
        }
        assertThat(gameProblem("sub[]")).contains("empty subtraction set");
        assertThat(gameProblem("sub[0,2]")).contains("'0' is not a take from 1 to 1000");
        assertThat(gameProblem("sub[1-1001]")).contains("is not a take from 1 to 1000");
        assertThat(sumProblem("sub:4")).contains("square brackets");
    }

    @Test
    void aHeapWithNoSizeAfterTheColonIsShownOneWithASize() {
        assertThat(sumProblem("kayles:")).isEqualTo("'kayles:' has no heap size after the colon: write it like kayles:5");
        assertThat(sumProblem("nim:3", "sub[1-3]:  ")).contains("no heap size");
    }

    @Test
    void anOctalCodeMustHaveDigitsFromZeroToSeven() {
        assertThat(gameProblem("0.8")).contains("has a digit 8 or 9");
        assertThat(gameProblem("0.709")).contains("has a digit 8 or 9");
        assertThat(gameProblem("0.")).contains("allows no move at all");
        assertThat(gameProblem("0.000")).contains("allows no move at all");
        assertThat(gameProblem("0.7x")).contains("is not an octal code");
        assertThat(gameProblem("0." + "7".repeat(31))).contains("has 31 digits after the point");
        assertThat(sumProblem("0.8:3")).contains("digit 8 or 9").contains("(in '0.8:3')");
    }

    @Test
    void aNegativeOrTooLargeSizeIsRefusedWithTheRange() {
        assertThat(sumProblem("kayles:-3")).contains("is negative").contains(Numbers.RANGE);
        assertThat(sumProblem("-3")).contains("is negative");
        assertThat(sumProblem("nim:-0")).contains("has a minus sign");
        assertThat(sumProblem("nim:99999999999999999999")).contains("is too large");
        assertThat(sumProblem("kayles:five")).contains("write it in digits");
        assertThat(GameNotation.sum(List.of("kayles:+5", "nim:" + Long.MAX_VALUE), NIM).orThrow().parts())
                .containsExactly(new Component(HeapGames.KAYLES, 5), new Component(NIM, Long.MAX_VALUE));
    }

    @Test
    void noHeapsAtAllIsAProblem() {
        assertThat(sumProblem()).startsWith("no heaps given");
        assertThat(sumProblem("  ", "\t")).startsWith("no heaps given");
    }
}

package org.nimexplorer.command;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.nimexplorer.engine.TestBudget;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.SumMove;
import org.nimexplorer.engine.SumSearch;

/**
 * The commands of other games as a user sees them: what analyze, check, grundy, equivalent, verify
 * and kernel print for Kayles, mixed sums, Lasker's Nim, Moore's Nim and the staircase, checked
 * against a search rather than typed numbers; and every malformed request refused in one line.
 */
class OtherGamesCommandsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void aMixedSumNamesEachGameAndTellsTheKaylesMoveByItsPins() {
        Cli run = Cli.run("analyze", "nim:3", "kayles:5", "sub[1,3,4]:7", "--no-color");
        assertThat(run.status()).isZero();
        assertThat(run.out()).contains("Position  nim:3 kayles:5 sub[1,3,4]:7", "Games     nim = Nim",
                "kayles = Kayles (octal game 0.77)", "nim-sum 7",
                "knock down pins 1-2 (or 4-5) of B, leaving a row of 3",
                "knock down pins 2-3 (or 3-4) of B, leaving rows of 1 and 2");
        assertThat(run.out().lines()).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(80));
    }

    @ParameterizedTest
    @MethodSource("smallSums")
    void analyzeListsExactlyTheMovesASearchFindsWinning(String[] words) throws Exception {
        List<String> args = new ArrayList<>(List.of("analyze", "--json"));
        args.addAll(List.of(words));
        JsonNode json = JSON.readTree(Cli.run(args.toArray(String[]::new)).out());
        GameSum sum = GameNotation.sum(List.of(words), new HeapGame.Nim()).orThrow();
        SumSearch search = new SumSearch(Play.NORMAL, TestBudget.positions(10_000_000));
        assertThat(json.get("outcome").asText()).isEqualTo(search.outcome(sum).name());
        List<String> searched = search.winningMoves(sum).stream()
                .map(m -> (m.part() + 1) + ":" + m.option().take() + ":" + leaves(m, sum)).toList();
        List<String> listed = new ArrayList<>();
        json.get("winningMoves").forEach(m -> listed.add(m.get("heap").asInt() + ":" + m.get("take").asLong() + ":"
                + m.get("leaves").toString().replace(" ", "")));
        assertThat(listed).containsExactlyInAnyOrderElementsOf(searched);
    }

    static Stream<Arguments> smallSums() {
        return Stream.of(new String[] {"kayles:5", "kayles:7", "kayles:9"}, new String[] {"nim:3", "kayles:5",
            "sub[1,3,4]:7"}, new String[] {"lasker:6", "lasker:3", "nim:2"}, new String[] {"0.137:8", "0.07:6"},
            new String[] {"kayles:4", "kayles:4"}).map(a -> Arguments.of((Object) a));
    }

    private static String leaves(SumMove m, GameSum sum) {
        return JSON.valueToTree(m.applyTo(sum).sizes().heaps()).toString();
    }

    @Test
    void aMoveThatSplitsARowIsJudgedAndTheReplyIsShown() {
        Cli run = Cli.run("check", "--game", "kayles", "5", "7", "9", "--move", "knock down pin 4 of B", "--no-color");
        assertThat(run.status()).isZero();
        assertThat(run.out()).contains("knock down pin 4 of B, leaving rows of 3 and 3 (B-1=3+3)", "A winning move.");
        Cli mistake = Cli.run("check", "nim:3", "kayles:5", "sub[1,3,4]:7", "--move", "B-1=2+2", "--no-color");
        assertThat(mistake.out()).contains("A mistake.", "Winning moves were B-2", "Your opponent's winning reply:");
    }

    @Test
    void reduceReadsAsAMoveInNimAndInSums() {
        assertThat(Cli.run("check", "3", "4", "5", "--move", "reduce A to 1", "--no-color").out())
                .startsWith("take 2 from A (A-2)");
        assertThat(Cli.run("check", "nim:5", "kayles:4", "--move", "reduce A to 3", "--no-color").out())
                .contains("take 2 from A (A-2)");
    }

    @Test
    void grundyShowsKaylesPeriodAndItsProofAndAnswersAHugeHeap() {
        Cli run = Cli.run("grundy", "--game", "kayles", "--no-color");
        assertThat(run.out()).contains("Period 12 from heap 71, proved", "from 71 to 156", "<- from 71 on");
        assertThat(run.out().lines()).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(80));
        Cli huge = Cli.run("grundy", "--game", "kayles", "1000000000000", "--no-color");
        assertThat(huge.out()).contains("g(1,000,000,000,000) = 1, the value of heap 76");
        Cli open = Cli.run("grundy", "--game", "0.16", "--no-color");
        assertThat(open.out()).contains("No period found among the first 16,384 values", "open question");
    }

    @Test
    void equivalentDecidesBySearchingTheSum() {
        assertThat(Cli.run("equivalent", "kayles:5", "nim:4", "--no-color").out()).startsWith("Equivalent.");
        assertThat(Cli.run("equivalent", "kayles:5", "nim:3", "--no-color").out()).startsWith("Not equivalent.");
        assertThat(Cli.run("equivalent", "kayles", "nim", "--no-color").out()).contains("They part at heap 4");
        assertThat(Cli.run("equivalent", "0.3033", "sub[1,3,4]", "--no-color").out())
                .startsWith("Equivalent on every heap from 0 to 30.");
    }

    @Test
    void verifyFindsAgreementForEveryGameItKnows() {
        for (String game : List.of("kayles", "lasker", "0.137", "moore[2]", "staircase", "sub[1,3,4]")) {
            Cli run = Cli.run("verify", "--game", game, "--heaps", "2", "--max", "8", "--no-color");
            assertThat(run.status()).as(game).isZero();
            assertThat(run.out()).as(game).containsIgnoringCase("agree");
        }
    }

    @Test
    void mooreAndStaircaseAnalyzeByTheirTheorems() {
        Cli moore = Cli.run("analyze", "--game", "moore[2]", "3", "4", "5", "6", "--no-color");
        assertThat(moore.out()).contains("mod 3  0 2 2", "A-2 D-1", "take 2 from A and 1 from D");
        Cli stairs = Cli.run("analyze", "--game", "staircase", "3", "0", "4", "2", "--no-color");
        assertThat(stairs.out()).contains("3 (step 1) xor 4 (step 3) = 7", "S3-1");
        Cli p = Cli.run("analyze", "--game", "staircase", "3", "9", "3", "--no-color");
        assertThat(p.out()).contains("P-position:");
    }

    @Test
    void onTheStaircaseAnEvenStepMoveIsAnsweredByMovingTheSameCoinsOnDown() {
        Cli run = Cli.run("check", "--game", "staircase", "3", "0", "3", "2", "--move", "S4-1", "--no-color");
        assertThat(run.out().replaceAll("\\s+", " ")).contains("move 1 coin from step 3 to step 2 (S3-1), leaving"
                + " 3 1 3 1: the same coins one step further down, so the odd steps are as they were.");
    }

    @Test
    void columnsCountsMooresOnesModuloKPlusOneAndShowsASumsValues() {
        assertThat(Cli.run("columns", "--game", "moore[2]", "3", "4", "5", "6", "--no-color").out())
                .contains("ones   3 2 2", "mod 3  0 2 2", "N-position");
        assertThat(Cli.run("columns", "--game", "moore[3]", "1", "1", "1", "1", "--no-color").out())
                .contains("mod 4  0", "P-position");
        assertThat(Cli.run("columns", "nim:3", "kayles:5", "--no-color").out()).contains("B 5 g=4 1 0 0");
    }

    @Test
    void kernelOfKaylesIsJustTheEmptyRowUnderNormalPlay() {
        assertThat(Cli.run("kernel", "--game", "kayles", "--max", "40", "--json").out())
                .contains("\"kernel\":[0]");
        List<Integer> misere = new ArrayList<>();
        SumSearch search = new SumSearch(Play.MISERE, TestBudget.positions(10_000_000));
        HeapGame kayles = GameNotation.heapGame("kayles").orThrow();
        for (int n = 0; n <= 20; n++) {
            if (search.outcome(GameSum.of(kayles, n)) == Outcome.P) {
                misere.add(n);
            }
        }
        assertThat(Cli.run("kernel", "--game", "kayles", "--max", "20", "--misere", "--json").out())
                .contains("\"kernel\":" + misere.toString().replace(" ", ""));
    }

    @ParameterizedTest
    @MethodSource("badRequests")
    void everyMalformedRequestGetsOneLineAndStatusTwo(String[] args) {
        Cli run = Cli.run(args);
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err().strip().lines()).hasSize(1);
        assertThat(run.err()).startsWith("nim-explorer: ").doesNotContain("Exception");
    }

    static Stream<Arguments> badRequests() {
        return Stream.of(
                new String[] {"analyze", "--game", "chess", "3"},
                new String[] {"analyze", "--game", "moore[0]", "3"},
                new String[] {"analyze", "--game", "moore", "3"},
                new String[] {"analyze", "kayles:", "3"},
                new String[] {"analyze", "kayles:-3"},
                new String[] {"analyze", "sub{1,3:4"},
                new String[] {"analyze", "sub:4"},
                new String[] {"analyze", "0.8:4"},
                new String[] {"analyze", "moore[2]:4"},
                new String[] {"analyze", "--game", "kayles", "--subtract", "1-3", "4"},
                new String[] {"analyze", "--game", "staircase", "--misere", "4"},
                new String[] {"analyze", "--game", "0.16", "20000"},
                new String[] {"check", "--game", "kayles", "5", "--move", "A-3"},
                new String[] {"check", "--game", "kayles", "5", "--move", "B-1=1+3"},
                new String[] {"check", "--game", "kayles", "5", "--move", "knock down pin 9 of A"},
                new String[] {"check", "--game", "moore[2]", "1", "2", "3", "--move", "A-1 B-1 C-1"},
                new String[] {"check", "--game", "staircase", "1", "2", "--move", "3-2"},
                new String[] {"grundy", "--game", "kayles", "--max", "1000000"},
                new String[] {"grundy", "--game", "moore[2]"},
                new String[] {"grundy", "--game", "kayles", "seven"},
                new String[] {"equivalent", "kayles:5", "nim"},
                new String[] {"equivalent", "kayles", "nim", "--max", "5000"},
                new String[] {"verify", "--game", "kayles", "--heaps", "9"},
                new String[] {"verify", "--game", "moore[2]", "--heaps", "9", "--max", "63"},
                new String[] {"kernel", "--game", "staircase"},
                new String[] {"columns", "--game", "staircase", "1", "2"},
                new String[] {"xor-table", "--game", "kayles"}).map(a -> Arguments.of((Object) a));
    }
}

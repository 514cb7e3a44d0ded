package org.nimexplorer.command;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.nimexplorer.engine.TestBudget;
import org.nimexplorer.engine.Component;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.SumMove;
import org.nimexplorer.engine.SumSearch;

/**
 * table, tree and conjecture with --game and sums of games (the Sprague-Grundy workbench): every P and
 * N they print is checked against a fresh {@link SumSearch} of the same positions, never against
 * numbers typed here; the classic outputs stay as their golden files have them (ProofCommandsTest,
 * JsonContractTest).
 */
class WorkbenchCommandsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode json(String... args) throws Exception {
        Cli cli = Cli.run(args);
        assertThat(cli.status()).as(cli.err()).isZero();
        assertThat(cli.err()).isEmpty();
        return JSON.readTree(cli.out());
    }

    private static HeapGame game(String name) {
        return GameNotation.heapGame(name).orThrow();
    }

    private static Outcome searched(Play play, GameSum sum) {
        return new SumSearch(play, TestBudget.positions(10_000_000)).outcome(sum);
    }

    private static Play play(JsonNode rules) {
        return rules.get("play").asText().equals("misere") ? Play.MISERE : Play.NORMAL;
    }

    // table

    @ParameterizedTest
    @CsvSource({"kayles, 10, ''", "kayles, 8, --misere", "lasker, 8, ''", "lasker, 6, --misere",
        "dawsons-kayles, 9, ''", "0.16, 7, --misere"})
    void aTwoHeapTableOfAGameIsTheSearchCellByCell(String name, int max, String misere) throws Exception {
        List<String> args = new ArrayList<>(List.of("table", "--game", name, "--max", String.valueOf(max), "--json"));
        if (!misere.isEmpty()) {
            args.add(misere);
        }
        JsonNode table = json(args.toArray(String[]::new));
        HeapGame g = game(name);
        Play play = misere.isEmpty() ? Play.NORMAL : Play.MISERE;
        assertThat(table.get("rules").get("game").asText()).isEqualTo(g.notation());
        assertThat(play(table.get("rules"))).isEqualTo(play);
        assertThat(table.get("rules").get("subtract").isNull()).isTrue();
        assertThat(table.get("heaps").asInt()).isEqualTo(2);
        assertThat(table.has("fix")).isFalse();
        assertThat(table.get("rows")).hasSize(max);
        List<String> ps = new ArrayList<>();
        for (JsonNode row : table.get("rows")) {
            long y = row.get("y").asLong();
            assertThat(row.get("cells")).hasSize(max);
            for (JsonNode cell : row.get("cells")) {
                long z = cell.get("z").asLong();
                Outcome expected = searched(play, GameSum.of(g, y, z));
                assertThat(cell.get("outcome").asText()).as("%s %d-%d", name, y, z).isEqualTo(expected.name());
                if (expected == Outcome.P) {
                    ps.add(y + "-" + z);
                }
            }
        }
        args.remove("--json");
        Cli text = Cli.run(args.toArray(String[]::new));
        assertThat(text.status()).isZero();
        String flat = text.out().replaceAll("\\s+", " ");
        assertThat(flat).contains("P-positions: " + (ps.isEmpty() ? "none in this range" : String.join(", ", ps)));
        assertThat(flat).contains(g.describe()).contains("without Grundy values");
        assertThat(text.out().lines()).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(80));
    }

    @Test
    void aKaylesGridDrawsAPWhereTheSearchFindsOne() {
        Cli cli = Cli.run("table", "--game", "kayles", "--max", "6");
        HeapGame kayles = game("kayles");
        List<String> lines = cli.out().lines().toList();
        int head = lines.indexOf(" y\\z 1 2 3 4 5 6");
        assertThat(head).as(cli.out()).isPositive();
        for (int y = 1; y <= 6; y++) {
            String[] marks = lines.get(head + y).strip().split(" +");
            assertThat(marks[0]).isEqualTo(String.valueOf(y));
            for (int z = 1; z <= 6; z++) {
                assertThat(marks[z]).isEqualTo(searched(Play.NORMAL, GameSum.of(kayles, y, z)) == Outcome.P ? "P" : ".");
            }
        }
    }

    @Test
    void aFixedFirstHeapOfTheGameOrOfItsOwnGameIsSearchedWithTheGrid() throws Exception {
        HeapGame kayles = game("kayles");
        JsonNode same = json("table", "--game", "kayles", "--fix", "2", "--max", "7", "--json");
        assertThat(same.get("fix").asLong()).isEqualTo(2);
        assertThat(same.has("heaps")).isFalse();
        assertThat(same.has("games")).isFalse();
        assertThat(same.get("rules").get("game").asText()).isEqualTo("kayles");
        assertCells(same, y -> z -> GameSum.of(kayles, 2, y, z));

        JsonNode mixed = json("table", "--game", "kayles", "--fix", "nim:3", "--max", "7", "--json");
        assertThat(mixed.get("rules").get("game").asText()).isEqualTo("mixed");
        assertThat(mixed.get("games").toString()).isEqualTo("[\"nim\",\"kayles\",\"kayles\"]");
        assertThat(mixed.get("fix").asLong()).isEqualTo(3);
        assertCells(mixed, y -> z -> new GameSum(List.of(new Component(new HeapGame.Nim(), 3),
                new Component(kayles, y), new Component(kayles, z))));

        // A Kayles row beside a Nim grid: the grid's game is Nim (no --game), the fixed heap is not.
        JsonNode nimGrid = json("table", "--fix", "kayles:4", "--max", "5", "--misere", "--json");
        assertThat(nimGrid.get("games").toString()).isEqualTo("[\"kayles\",\"nim\",\"nim\"]");
        assertCells(nimGrid, y -> z -> new GameSum(List.of(new Component(kayles, 4), new Component(new HeapGame.Nim(), y),
                new Component(new HeapGame.Nim(), z))));

        Cli text = Cli.run("table", "--game", "kayles", "--fix", "nim:3", "--max", "7");
        assertThat(text.out()).startsWith("Three heaps 3-y-z, y and z from 1 to 7");
        assertThat(text.out().replaceAll("\\s+", " ")).contains("The first is a heap of Nim: take any number from the"
                + " heap; y and z are rows of Kayles");
        assertThat(text.out().lines()).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(80));
    }

    private static void assertCells(JsonNode table, java.util.function.LongFunction<java.util.function.LongFunction<GameSum>> cell) {
        Play play = play(table.get("rules"));
        for (JsonNode row : table.get("rows")) {
            for (JsonNode c : row.get("cells")) {
                GameSum sum = cell.apply(row.get("y").asLong()).apply(c.get("z").asLong());
                assertThat(c.get("outcome").asText()).as(sum.notation()).isEqualTo(searched(play, sum).name());
            }
        }
    }

    @Test
    void aFixedHeapOfNimOrOfTheSubtractionGameKeepsTheClassicTable() {
        assertThat(Cli.run("table", "--fix", "nim:1", "--max", "8").out())
                .isEqualTo(Cli.run("table", "--fix", "1", "--max", "8").out());
        assertThat(Cli.run("table", "--game", "sub[1-3]", "--fix", "2", "--max", "6", "--json").out())
                .isEqualTo(Cli.run("table", "--subtract", "1-3", "--fix", "2", "--max", "6", "--json").out());
    }

    // tree

    @ParameterizedTest
    @ValueSource(strings = {"tree --game kayles 2 3", "tree --game kayles 4 --misere", "tree nim:2 kayles:3",
        "tree --game lasker 3 2 --misere", "tree lasker:3 kayles:3", "tree --game dawsons-kayles 6 2",
        "tree nim:3 kayles:4 lasker:2 --depth 2"})
    void everyNodeOfASumsTreeIsTheSearchsAndItsFollowersAreTheMovesOnce(String command) throws Exception {
        JsonNode root = json((command + " --json").split(" "));
        Play play = play(root.get("rules"));
        assertThat(root.has("move")).isFalse();
        int[] nodes = {0};
        walk(root, play, nodes);
        Cli text = Cli.run(command.split(" "));
        assertThat(text.status()).isZero();
        assertThat(text.out()).contains("Game tree, " + nodes[0] + " nodes");
        assertThat(text.out().lines()).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(80));
    }

    private static GameSum sumOf(JsonNode node) {
        List<Component> parts = new ArrayList<>();
        for (int i = 0; i < node.get("heaps").size(); i++) {
            parts.add(new Component(game(node.get("games").get(i).asText()), node.get("heaps").get(i).asLong()));
        }
        return new GameSum(parts);
    }

    private static void walk(JsonNode node, Play play, int[] nodes) {
        nodes[0]++;
        GameSum sum = sumOf(node);
        Outcome outcome = searched(play, sum);
        assertThat(node.get("outcome").asText()).as(sum.notation()).isEqualTo(outcome.name());
        JsonNode children = node.get("children");
        if (node.has("seeAbove") || node.has("cut")) {
            assertThat(children).isEmpty();
            return;
        }
        // Followers: each distinct position once (up to order and empty heaps), reached by a legal move.
        Set<GameSum> expected = sum.moves().stream().map(m -> m.applyTo(sum).canonical()).collect(Collectors.toSet());
        Set<GameSum> drawn = new HashSet<>();
        for (JsonNode child : children) {
            GameSum after = sumOf(child);
            JsonNode move = child.get("move");
            int part = move.get("heap").asInt() - 1;
            SumMove matching = sum.moves().stream().filter(m -> m.part() == part && m.option().take() == move.get("take")
                    .asLong() && m.applyTo(sum).equals(after)).findFirst().orElse(null);
            assertThat(matching).as("%s after %s", after.notation(), sum.notation()).isNotNull();
            assertThat(move.get("leaves").toString()).isEqualTo(child.get("heaps").toString());
            assertThat(drawn.add(after.canonical())).as("drawn twice: " + after.notation()).isTrue();
        }
        assertThat(drawn).isEqualTo(expected);
        if (children.isEmpty()) {
            assertThat(sum.moves()).isEmpty();
            assertThat(outcome).isEqualTo(play == Play.NORMAL ? Outcome.P : Outcome.N);
        } else if (outcome == Outcome.P) {
            children.forEach(c -> assertThat(c.get("outcome").asText()).isEqualTo("N"));
        } else {
            assertThat(children).anySatisfy(c -> assertThat(c.get("outcome").asText()).isEqualTo("P"));
        }
        children.forEach(c -> walk(c, play, nodes));
    }

    @Test
    void aKaylesTreeLabelsEachNodeWithTheMoveThatSplitsOrShortensARow() {
        Cli cli = Cli.run("tree", "--game", "kayles", "3");
        HeapGame kayles = game("kayles");
        Outcome three = searched(Play.NORMAL, GameSum.of(kayles, 3));
        Outcome oneOne = searched(Play.NORMAL, GameSum.of(kayles, 1, 1));
        assertThat(cli.out()).startsWith("Position  kayles:3\nRules     normal play (the last move wins)\n");
        assertThat(cli.out()).contains("\n3  " + three.name() + "  -> A-1=1+1 leaves P\n");
        assertThat(cli.out()).contains("\n  A-1=1+1  1 1  " + oneOne.name() + "  every move leads to N\n");
        assertThat(cli.out()).contains("\n  A-2  1  N  (as above)\n");
        assertThat(cli.out().replaceAll("\\s+", " ")).contains("adds one, and the heaps after it move one letter on");
    }

    @Test
    void theClassicTreeIsKeptForNimAndSubtractionGames() {
        assertThat(Cli.run("tree", "--game", "nim", "3", "3").out()).isEqualTo(Cli.run("tree", "3", "3").out());
        assertThat(Cli.run("tree", "--game", "sub[1,2]", "4", "2", "--json").out())
                .isEqualTo(Cli.run("tree", "--subtract", "1,2", "4", "2", "--json").out());
    }

    // conjecture

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "kayles | 2 | 12 | '' | g(a) xor g(b) == 0",
        "kayles | 3 | 7 | '' | g(a) xor g(b) xor g(c) == 0",
        "kayles | 3 | 7 | '' | a xor b xor c == 0",
        "kayles | 2 | 9 | --misere | g(a) xor g(b) == 0",
        "lasker | 2 | 10 | '' | g(a) == g(b)",
        "lasker | 2 | 8 | --misere | a == b and a > 1 or a + b == 1",
        "dawsons-kayles | 2 | 10 | '' | a == b"})
    void aClaimAboutSumsOfAGameIsJudgedByTheSearch(String name, int heaps, int max, String misere, String claim)
            throws Exception {
        List<String> args = new ArrayList<>(List.of("conjecture", "--game", name, "--heaps", String.valueOf(heaps),
                "--max", String.valueOf(max), claim, "--json"));
        if (!misere.isEmpty()) {
            args.add(misere);
        }
        JsonNode result = json(args.toArray(String[]::new));
        HeapGame g = game(name);
        Play play = misere.isEmpty() ? Play.NORMAL : Play.MISERE;
        assertThat(result.get("claim").asText()).isEqualTo(claim);
        assertThat(result.get("rules").get("game").asText()).isEqualTo(g.notation());
        assertThat(play(result.get("rules"))).isEqualTo(play);

        // Brute force here: every ordered position, the search's outcome against the claim in Java.
        long positions = 0;
        long ps = 0;
        long[] pButN = null;
        long[] nButP = null;
        long[] h = new long[heaps];
        do {
            boolean isP = searched(play, GameSum.of(g, h)) == Outcome.P;
            boolean said = javaClaim(claim, g, h);
            positions++;
            ps += isP ? 1 : 0;
            if (said && !isP && (pButN == null || smaller(h, pButN))) {
                pButN = h.clone();
            }
            if (!said && isP && (nButP == null || smaller(h, nButP))) {
                nButP = h.clone();
            }
        } while (next(h, max));
        assertThat(result.get("positions").asLong()).isEqualTo(positions);
        assertThat(result.get("pPositions").asLong()).isEqualTo(ps);
        assertThat(result.get("holds").asBoolean()).isEqualTo(pButN == null && nButP == null);
        if (pButN == null) {
            assertThat(result.get("claimedPButN").isNull()).isTrue();
        } else {
            JsonNode ex = result.get("claimedPButN");
            assertThat(ex.get("heaps").toString()).isEqualTo(array(pButN));
            // Its winning move leaves a P-position, as the search sees it.
            GameSum from = GameSum.of(g, pButN);
            JsonNode move = ex.get("winningMove");
            if (move.isNull()) {
                // Only at the end of a misère game: no move is left, and the player to move has won.
                assertThat(from.moves()).isEmpty();
                assertThat(play).isEqualTo(Play.MISERE);
            } else {
                GameSum after = GameSum.of(g, LongStream.range(0, move.get("leaves").size())
                        .map(i -> move.get("leaves").get((int) i).asLong()).toArray());
                assertThat(from.moves().stream().map(m -> m.applyTo(from))).contains(after);
                assertThat(searched(play, after)).isEqualTo(Outcome.P);
            }
        }
        if (nButP == null) {
            assertThat(result.get("claimedNButP").isNull()).isTrue();
        } else {
            assertThat(result.get("claimedNButP").get("heaps").toString()).isEqualTo(array(nButP));
        }
        args.remove("--json");
        Cli text = Cli.run(args.toArray(String[]::new));
        assertThat(text.status()).isZero();
        assertThat(text.out()).contains(String.format("Checked on all %,d positions", positions));
        assertThat(text.out()).contains(pButN == null && nButP == null ? "The claim holds" : "The claim fails.");
        assertThat(text.out().replaceAll("\\s+", " ")).contains("g(x) is the Grundy value of a " + g.heapWord()
                + " of x in " + g.notation());
        assertThat(text.out().lines()).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(80));
    }

    /** The claims of the test above, written in Java. */
    private static boolean javaClaim(String claim, HeapGame g, long[] h) {
        return switch (claim) {
            case "g(a) xor g(b) == 0" -> (g.grundy(h[0]) ^ g.grundy(h[1])) == 0;
            case "g(a) xor g(b) xor g(c) == 0" -> (g.grundy(h[0]) ^ g.grundy(h[1]) ^ g.grundy(h[2])) == 0;
            case "a xor b xor c == 0" -> (h[0] ^ h[1] ^ h[2]) == 0;
            case "g(a) == g(b)" -> g.grundy(h[0]) == g.grundy(h[1]);
            case "a == b and a > 1 or a + b == 1" -> h[0] == h[1] && h[0] > 1 || h[0] + h[1] == 1;
            case "a == b" -> h[0] == h[1];
            default -> throw new IllegalArgumentException(claim);
        };
    }

    private static boolean next(long[] h, long max) {
        for (int i = h.length - 1; i >= 0; i--) {
            if (h[i] < max) {
                h[i]++;
                return true;
            }
            h[i] = 0;
        }
        return false;
    }

    private static boolean smaller(long[] a, long[] b) {
        long ta = LongStream.of(a).sum();
        long tb = LongStream.of(b).sum();
        return ta != tb ? ta < tb : java.util.Arrays.compare(a, b) < 0;
    }

    private static String array(long[] h) {
        return LongStream.of(h).mapToObj(Long::toString).collect(Collectors.joining(",", "[", "]"));
    }

    @Test
    void aFailingKaylesClaimShowsTheWinningMoveInsideTheGame() {
        HeapGame kayles = game("kayles");
        Cli cli = Cli.run("conjecture", "--game", "kayles", "--heaps", "3", "--max", "8", "a xor b xor c == 0");
        String flat = cli.out().replaceAll("\\s+", " ");
        // 1 4 5 has nim-sum 0 but is N in Kayles: g(1) xor g(4) xor g(5) = 1 xor 1 xor 4.
        assertThat(searched(Play.NORMAL, GameSum.of(kayles, 1, 4, 5))).isEqualTo(Outcome.N);
        assertThat(flat).contains("Smallest position it calls P that is N: 1 4 5, where the player to move wins with");
        assertThat(flat).containsPattern("wins with [A-C]-[12](=\\d\\+\\d)? \\(knock down pins? [0-9-]+ of [A-C],");
    }

    @Test
    void gMeansTheGrundyValueOfTheClassicGameToo() throws Exception {
        assertThat(json("conjecture", "--heaps", "2", "--max", "9", "--subtract", "1,3,4", "g(a) xor g(b) == 0",
                "--json").get("holds").asBoolean()).isTrue();
        assertThat(json("conjecture", "--heaps", "2", "--max", "9", "--subtract", "1,3,4", "a == b", "--json")
                .get("holds").asBoolean()).isFalse();
        assertThat(json("conjecture", "--heaps", "3", "--max", "7", "g(a) == a and g(b) == b and g(c) == c",
                "--json").get("pPositions").asLong()).isEqualTo(64);
        assertThat(json("prove", "claim", "g(a) xor g(b) == 0", "--heaps", "2", "--max", "12", "--subtract", "1,3,4",
                "--json").get("holds").asBoolean()).isTrue();
    }

    // bad input and limits

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "table --game foo | --game: 'foo' is not a game: name nim, kayles",
        "table --game kayles --max 25 | --max must be from 1 to 24 (a wider grid does not fit 80 columns), not 25",
        "table --game kayles --fix 1001 | --fix must be from 0 to 1000, not 1001",
        "table --game kayles --fix -1 | --fix must be from 0 to 1000, not -1",
        "table --fix kayles:1001 | --fix must be from 0 to 1000, not 1001",
        "table --fix abc | --fix takes a whole number, or a heap with its own game like nim:3, not 'abc'",
        "table --fix 99999999999999999999 | '99999999999999999999' is too large for --fix",
        "table --fix kayles:x | --fix: 'x' is not a heap size",
        "table --fix foo:3 | --fix: 'foo' is not a game",
        "table --fix nim: | --fix: 'nim:' has no heap size after the colon",
        "table --game kayles --heaps 3 | table draws two heaps (--heaps 2), or three with the first fixed",
        "table --game kayles --subtract 1-3 | --game and --subtract both name the game",
        "tree --game kayles 900 | the tree of kayles:900 has more than 400 nodes; choose a smaller position",
        "tree --game lasker 12 | the tree of lasker:12 has more than 400 nodes; --depth 2 shows its first levels",
        "tree nim:3 kayles:3 --depth -1 | --depth must be 0 or more",
        "tree nim:2000000000000 kayles:1 --depth 0 | which takes heaps up to 1,000,000,000,000",
        "tree sub[1]:100000000 --depth 1 | that search is limited to 200,000 positions",
        "tree kayles:x | 'x' is not a heap size",
        "tree --game kayles 3 --subtract 1 | --game and --subtract both name the game",
        "conjecture --game kayles f(a)==0 | 'f(a)' uses f as a function, but the only functions are g(x)",
        "conjecture --game kayles g(a)+ | cannot read the claim at column 6",
        "conjecture --game kayles --heaps 9 a==0 | --heaps must be from 1 to 8, not 9",
        "conjecture --game kayles --max 1001 a==0 | --max must be from 0 to 1000, not 1001",
        "conjecture --game kayles --heaps 8 --max 8 a==0 | 8 heaps up to 8 are 4.30e+07 positions",
        "conjecture --game 0.16 --heaps 1 --max 3 g(a*100000)==0 | it makes g(100000), which is not known",
        "conjecture --game kayles --heaps 1 --max 3 g(a-1)==0 | it makes g(-1), the Grundy value of a heap below zero",
        "prove claim s==0 --heaps 2 --max 3 --rule first_x_with_g(x)>0_to_0 | only a claim can use g(x), not a rule"})
    void badRequestsAreOneLineSayingWhatIsAccepted(String command, String message) {
        Cli cli = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> Cli.run(words(command)));
        assertThat(cli.status()).as(cli.out()).isEqualTo(2);
        assertThat(cli.err().strip().lines()).hasSize(1);
        assertThat(cli.err()).startsWith("nim-explorer: ").contains(message);
        assertThat(cli.out()).isEmpty();
    }

    /** Words split at spaces; an underscore stands for a space inside one word. */
    private static String[] words(String command) {
        return java.util.Arrays.stream(command.split(" ")).map(w -> w.replace('_', ' ')).toArray(String[]::new);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "table --game kayles --fix 1000 | the grid of kayles is decided by searching every line of play, and up to"
            + " 1000-8-8 that search would visit about 10^23 positions; the limit is 300,000: choose a smaller grid or"
            + " a smaller first heap",
        "table --game lasker --max 24 --misere | the grid of misère lasker is decided by searching every line of play",
        "conjecture --game kayles --heaps 1 --max 1000 a==0 | kayles is decided by searching every line of play, and"
            + " for 1 heap up to 1000 that search would visit about 10^23 positions",
        "conjecture --game kayles --heaps 2 --max 40 --misere a==b | misère kayles is decided by searching"})
    void searchesPastTheirLimitAreRefusedAtOnceAndSaySo(String command, String message) {
        Cli cli = assertTimeoutPreemptively(Duration.ofSeconds(3), () -> Cli.run(command.split(" ")));
        assertThat(cli.status()).isEqualTo(2);
        assertThat(cli.err().strip().lines()).hasSize(1);
        assertThat(cli.err()).contains(message);
    }
}

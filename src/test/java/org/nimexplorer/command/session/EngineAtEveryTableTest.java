package org.nimexplorer.command.session;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.nimexplorer.engine.Component;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.SumMove;
import org.nimexplorer.engine.WholeGame;
import org.nimexplorer.engine.WholeMove;

/**
 * The engine as the learner meets it in a game, in every game it plays: at every small table it says who wins as a
 * plain search of the moves finds (a search that knows nothing of Grundy values or of any game's theorem), its move
 * is one of the legal moves, and from a winning table its move leaves a losing one for the learner. So it wins every
 * game it plays from an N-position, whatever the learner does.
 */
class EngineAtEveryTableTest {

    private static final List<String> HEAP_GAMES = List.of("nim", "kayles", "dawsons-kayles", "lasker", "0.137",
            "sub[1,3,4]", "0.07");

    /** Every sum of two heaps of these games (sizes up to 6), and of three (sizes up to 3), under both plays. */
    static Stream<Arguments> sums() {
        List<Arguments> out = new ArrayList<>();
        for (Play play : Play.values()) {
            for (String g : HEAP_GAMES) {
                for (String h : HEAP_GAMES) {
                    out.add(Arguments.of(play, List.of(g, h), 6));
                }
                out.add(Arguments.of(play, List.of(g, "kayles", "nim"), 3));
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} {1} up to {2}")
    @MethodSource("sums")
    void inEverySumTheEngineWinsFromEveryWinningTableAndOnlyMovesLegally(Play play, List<String> names, int most) {
        List<HeapGame> games = names.stream().map(n -> (HeapGame) GameNotation.game(n).orThrow()).toList();
        Map<String, Outcome> searched = new HashMap<>();
        int checked = 0;
        for (long[] sizes : sizesUpTo(games.size(), most)) {
            List<Component> parts = new ArrayList<>();
            for (int i = 0; i < sizes.length; i++) {
                parts.add(new Component(games.get(i), sizes[i]));
            }
            GameSum sum = new GameSum(parts);
            Table table = SumTable.of(sum, play).orThrow();
            Outcome truth = search(sum, play, searched);
            assertThat(table.outcome()).as("%s %s", sum.notation(), play).isEqualTo(truth);
            assertThat(table.over()).isEqualTo(sum.moves().isEmpty());
            if (table.over()) {
                continue;
            }
            Table.Step step = table.engineStep();
            Set<String> followers = new HashSet<>();
            for (SumMove m : sum.moves()) {
                followers.add(m.applyTo(sum).canonical().notation());
            }
            GameSum after = ((SumTable) step.after()).analysis().sum();
            assertThat(followers).as("the engine's %s from %s", step.shortForm(), sum.notation())
                    .contains(after.canonical().notation());
            assertThat(step.before()).isEqualTo(truth);
            if (truth == Outcome.N) {
                assertThat(search(after, play, searched)).as("after the engine's %s from %s", step.shortForm(),
                        sum.notation()).isEqualTo(Outcome.P);
                assertThat(step.left()).isEqualTo(Outcome.P);
            }
            checked++;
        }
        assertThat(checked).isGreaterThan(5);
    }

    static Stream<Arguments> wholeGames() {
        return Stream.of(Arguments.of("moore[2]", 3, 4), Arguments.of("moore[3]", 4, 3), Arguments.of("staircase", 3, 4),
                Arguments.of("staircase", 4, 3));
    }

    @ParameterizedTest(name = "{0}, {1} heaps up to {2}")
    @MethodSource("wholeGames")
    void inMooreAndTheStaircaseTheEngineWinsFromEveryWinningTable(String name, int heaps, int most) {
        WholeGame game = (WholeGame) GameNotation.game(name).orThrow();
        Map<Position, Outcome> searched = new HashMap<>();
        for (long[] sizes : sizesUpTo(heaps, most)) {
            Position position = Position.of(sizes);
            WholeTable table = new WholeTable(game, position);
            Outcome truth = search(game, position, searched);
            assertThat(table.outcome()).as("%s %s", name, position).isEqualTo(truth);
            assertThat(table.over()).isEqualTo(game.legalMoves(position).isEmpty());
            if (table.over()) {
                continue;
            }
            Table.Step step = table.engineStep();
            Position after = ((WholeTable) step.after()).position();
            assertThat(game.followers(position)).as("the engine's %s from %s", step.shortForm(), position)
                    .contains(after);
            if (truth == Outcome.N) {
                assertThat(search(game, after, searched)).isEqualTo(Outcome.P);
            }
        }
    }

    /** Who wins, by trying every move: normal play, the player with no move loses; misère, wins. */
    private static Outcome search(GameSum sum, Play play, Map<String, Outcome> memo) {
        String key = sum.canonical().notation();
        Outcome known = memo.get(key);
        if (known != null) {
            return known;
        }
        List<SumMove> moves = sum.moves();
        Outcome outcome = moves.isEmpty() ? (play == Play.NORMAL ? Outcome.P : Outcome.N) : Outcome.P;
        for (SumMove m : moves) {
            if (search(m.applyTo(sum), play, memo) == Outcome.P) {
                outcome = Outcome.N;
                break;
            }
        }
        memo.put(key, outcome);
        return outcome;
    }

    private static Outcome search(WholeGame game, Position position, Map<Position, Outcome> memo) {
        Outcome known = memo.get(position);
        if (known != null) {
            return known;
        }
        Outcome outcome = Outcome.P;
        for (WholeMove m : game.legalMoves(position)) {
            if (search(game, m.applyTo(position), memo) == Outcome.P) {
                outcome = Outcome.N;
                break;
            }
        }
        memo.put(position, outcome);
        return outcome;
    }

    private static List<long[]> sizesUpTo(int heaps, int most) {
        List<long[]> out = new ArrayList<>();
        int total = 1;
        for (int i = 0; i < heaps; i++) {
            total *= most + 1;
        }
        for (int code = 0; code < total; code++) {
            long[] sizes = new long[heaps];
            int rest = code;
            for (int i = 0; i < heaps; i++) {
                sizes[i] = rest % (most + 1);
                rest /= most + 1;
            }
            out.add(sizes);
        }
        return out;
    }
}

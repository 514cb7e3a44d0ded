package org.nimexplorer.explain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.GameNotation;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.MooreNim;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.engine.StaircaseNim;

/**
 * The one map from a word to the kinds it asks: each family's kind answers to the word it was asked
 * by, and the registry's words are the kinds' own.
 */
class QuestionRegistryTest {

    private static final Position P = Position.of(3, 4, 5);
    private static final GameSum KAYLES = GameNotation.sum(List.of("kayles:3 kayles:5"),
            GameNotation.heapGame("nim").orThrow()).orThrow();

    @Test
    void everyWordAsksTheKindOfEachFamilyThatAnswersToIt() {
        assertThat(Asked.words()).containsExactly("move", "outcome", "nim-sum");
        for (Asked asked : Asked.values()) {
            assertThat(Asked.of(asked.word())).contains(asked);
            assertThat(asked.about(P, Rules.NIM).kind()).isEqualTo(asked.word());
            assertThat(asked.about(P, Rules.NIM)).isInstanceOf(AboutPosition.class);
            assertThat(asked.about(KAYLES).kind()).isEqualTo(asked.word());
            assertThat(asked.about(KAYLES)).isInstanceOf(AboutSum.class);
            for (var game : List.of(new MooreNim(2), new StaircaseNim())) {
                assertThat(asked.asksWholeGames()).isEqualTo(asked.about(game, P).isPresent());
                asked.about(game, P).ifPresent(q -> assertThat(q.kind()).isEqualTo(asked.word()));
                asked.about(game, P).ifPresent(q -> assertThat(q).isInstanceOf(AboutWholeGame.class));
            }
        }
        assertThat(Asked.NIM_SUM.asksWholeGames()).isFalse();
        assertThat(Asked.of("kernel")).isEmpty();
    }

    @Test
    void theTitlesAreWhatAQuestionBankCallsEachWord() {
        assertThat(Asked.values()).extracting(Asked::title).containsExactly("Winning move", "P or N", "Nim-sum");
    }

    @Test
    void theCheckpointWordsStartWithTheThreeAskedOfAGameAndEachIsFoundByItsWord() {
        assertThat(QuestionKinds.words().subList(0, 3)).isEqualTo(Asked.words());
        assertThat(QuestionKinds.words()).doesNotHaveDuplicates().contains("binary", "claim", "choice");
        for (String word : QuestionKinds.words()) {
            assertThat(QuestionKinds.of(word).orElseThrow().word()).isEqualTo(word);
        }
        assertThat(QuestionKinds.of("dance")).isEmpty();
    }
}

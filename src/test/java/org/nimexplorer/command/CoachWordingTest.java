package org.nimexplorer.command;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The coach's sentences are read in lessons before the lemmas are taught, so they speak in plain words. */
class CoachWordingTest {

    /** The output as one line of text, so that sentences can be read across line breaks. */
    private static String read(String... args) {
        Cli cli = Cli.run(args);
        assertThat(cli.err()).isEmpty();
        return cli.out().replaceAll("\\s+", " ");
    }

    @Test
    void aMoveFromAPPositionSaysNoMoveWinsAndWhatPlayersUsuallyDo() {
        String text = read("check", "1", "2", "3", "--move", "A-1", "--no-color");
        assertThat(text).contains("No move wins here: 1 2 3 was already a P-position, so whatever you take, your"
                + " opponent can answer and win. The usual practice is to take a little and hope your opponent slips.")
                .doesNotContain("as good as any").doesNotContainIgnoringCase("lemma");
    }

    @Test
    void aPPositionIsExplainedWithoutNamingTheLemmas() {
        for (String[] args : new String[][] {{"analyze", "1", "2", "3", "--no-color"},
            {"analyze", "8", "--subtract", "1-3", "--no-color"}}) {
            String text = read(args);
            assertThat(text).contains("P-position:").contains("turns some column odd")
                    .contains("the opponent can always answer with a move that makes every column even again")
                    .doesNotContainIgnoringCase("lemma");
        }
    }
}

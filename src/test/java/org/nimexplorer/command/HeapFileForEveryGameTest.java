package org.nimexplorer.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code @FILE} wherever heaps are taken: for every heap game, and for sums written GAME:SIZE. */
class HeapFileForEveryGameTest {

    /** The same command with its heaps typed and with them read from {@code file}: the same output. */
    private static void sameFromFile(Path file, String contents, List<String> typed, String... command)
            throws Exception {
        Files.writeString(file, contents);
        List<String> withFile = new java.util.ArrayList<>(List.of(command));
        withFile.add("@" + file);
        List<String> withWords = new java.util.ArrayList<>(List.of(command));
        withWords.addAll(typed);
        Cli fromFile = Cli.run(withFile.toArray(String[]::new));
        Cli fromWords = Cli.run(withWords.toArray(String[]::new));
        assertThat(fromFile.err()).as(withFile.toString()).isEmpty();
        assertThat(fromFile.status()).isZero();
        assertThat(fromFile.out()).as(withFile.toString()).isEqualTo(fromWords.out()).isNotBlank();
    }

    @Test
    void heapSizesFromAFileServeKaylesLaskerAndOctalGamesInEveryCommand(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("h.txt");
        for (String game : List.of("kayles", "lasker", "0.137")) {
            sameFromFile(file, "3 5\n7\n", List.of("3", "5", "7"), "analyze", "--game", game);
            sameFromFile(file, "3,5,\n7", List.of("3", "5", "7"), "analyze", "--game", game, "--json");
            sameFromFile(file, "3 5 7", List.of("3", "5", "7"), "check", "--game", game, "--move", "A-2");
            sameFromFile(file, "2, 2", List.of("2", "2"), "tree", "--game", game);
            sameFromFile(file, "3 5 7", List.of("3", "5", "7"), "columns", "--game", game);
            sameFromFile(file, "1000000 12", List.of("1000000", "12"), "grundy", "--game", game);
        }
    }

    @Test
    void aFileOfHeapsWithTheirGamesIsASumWithSpacesCommasOrNewLinesBetween(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("sum.txt");
        List<String> typed = List.of("nim:3", "kayles:5", "sub[1,3,4]:7");
        sameFromFile(file, "nim:3 kayles:5 sub[1,3,4]:7\n", typed, "analyze");
        sameFromFile(file, "nim:3,kayles:5,sub[1,3,4]:7", typed, "analyze", "--json");
        sameFromFile(file, "nim:3\nkayles:5\nsub[1,3,4]:7\n", typed, "check", "--move", "B-1");
        sameFromFile(file, "nim:1, kayles:2", List.of("nim:1", "kayles:2"), "tree");
        sameFromFile(file, "4\nnim:3", List.of("4", "nim:3"), "analyze", "--game", "kayles");
    }

    @Test
    void aSumInAFileWhereOnlyHeapSizesAreTakenSaysSoInsteadOfCallingItNoHeapSize(@TempDir Path dir)
            throws Exception {
        Path file = dir.resolve("sum.txt");
        Files.writeString(file, "nim:3 kayles:5");
        Cli cli = Cli.run("prove", "lemma1", "@" + file);
        assertThat(cli.status()).isEqualTo(2);
        assertThat(cli.err().strip()).isEqualTo("nim-explorer: 'nim:3' gives a heap its own game, which is not taken"
                + " here: write heap sizes only, like 3 4 5");
    }
}

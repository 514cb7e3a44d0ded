package org.nimexplorer.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A file's name in a message: whole while it fits, otherwise its folders give way and its name stays. */
class TextPathTest {

    @Test
    void aPathThatFitsIsShownWholeWithControlCharactersAsQuestionMarks() {
        assertThat(Text.path("hand-ins/ada.json")).isEqualTo("hand-ins/ada.json");
        assertThat(Text.path("a\nb\tc\u200bd.json")).isEqualTo("a?b?c?d.json");
        String exactly = "d/" + "x".repeat(Text.PATH - 2);
        assertThat(Text.path(exactly)).isEqualTo(exactly);
    }

    @Test
    void aLongPathKeepsItsStartAndItsFileNameAndIsExactlyTheLimitLong() {
        String folders = "/home/teacher/" + "very-long-folder-name/".repeat(10);
        String shown = Text.path(folders + "week3-ada-lovelace.json");
        assertThat(shown).hasSize(Text.PATH).startsWith("/home/teacher/very-long").endsWith(
                ".../week3-ada-lovelace.json");
        assertThat(Text.path("C:\\" + "folder\\".repeat(30) + "ben.json")).hasSize(Text.PATH).endsWith("...\\ben.json");
        String oneOver = "d/" + "x".repeat(Text.PATH - 1);
        assertThat(Text.path(oneOver)).hasSize(Text.PATH).contains("...");
    }

    @Test
    void aFileNameTooLongToKeepShowsItsStartAndItsEnd() {
        String name = "n".repeat(100) + "-middle-" + "m".repeat(100) + ".json";
        String shown = Text.path("dir/" + name);
        int head = (Text.PATH - 3) / 2;
        assertThat(shown).hasSize(Text.PATH).startsWith("dir/nnn").endsWith("mmm.json");
        assertThat(shown.substring(head, head + 3)).isEqualTo("...");
        String longestKept = "k".repeat(Text.PATH - 17) + ".json";
        assertThat(Text.path("f/".repeat(20) + longestKept)).hasSize(Text.PATH).endsWith(".../" + longestKept);
        String shortestCut = "k".repeat(Text.PATH - 16) + ".json";
        assertThat(Text.path("f/".repeat(20) + shortestCut)).hasSize(Text.PATH).startsWith("f/f/")
                .doesNotEndWith("/" + shortestCut).endsWith("kkk.json");
    }

    @Test
    void aPathOfOneLongNameWithNoFolderIsCutInItsMiddle() {
        String shown = Text.path("z".repeat(Text.PATH + 40));
        assertThat(shown).hasSize(Text.PATH).contains("...");
        assertThat(shown.replace("...", "")).matches("z+");
    }
}

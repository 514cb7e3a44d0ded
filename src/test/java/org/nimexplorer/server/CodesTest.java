package org.nimexplorer.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class CodesTest {

    @Test
    void aCodeIsSixLettersNoOneMisreadsInTwoGroups() {
        Set<String> made = new HashSet<>();
        for (int i = 0; i < 200; i++) {
            String code = Codes.make();
            assertThat(code).matches("[a-hjkmnp-z2-9]{3}-[a-hjkmnp-z2-9]{3}");
            made.add(code);
        }
        assertThat(made).hasSizeGreaterThan(195);
    }

    @Test
    void aKeptCodeMatchesItselfAloneAndNeverShowsTheCode() {
        String kept = Codes.hash("tulip-42");
        assertThat(kept).startsWith("pbkdf2-sha256$40000$").doesNotContain("tulip");
        assertThat(Codes.matches("tulip-42", kept)).isTrue();
        assertThat(Codes.matches("tulip-43", kept)).isFalse();
        assertThat(Codes.matches("", kept)).isFalse();
        assertThat(Codes.hash("tulip-42")).as("a salt of its own").isNotEqualTo(kept);
    }

    @Test
    void anythingButAHashOfOursMatchesNothing() {
        assertThat(Codes.matches("tulip-42", "tulip-42")).isFalse();
        assertThat(Codes.matches("x", "pbkdf2-sha256$many$AAAA$AAAA")).isFalse();
        assertThat(Codes.matches("x", "pbkdf2-sha256$1000$!!!$AAAA")).isFalse();
        assertThat(Codes.matches("x", "md5$1$AA$AA")).isFalse();
    }
}

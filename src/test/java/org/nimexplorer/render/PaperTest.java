package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** The paper a worksheet is laid out on follows the locale's country, in the order POSIX gives its variables. */
class PaperTest {

    private static Paper of(Map<String, String> env) {
        return Paper.forLocale(env::get);
    }

    @Test
    void letterCountriesPrintOnLetterAndTheRestOnA4() {
        assertThat(of(Map.of("LANG", "en_US.UTF-8"))).isEqualTo(Paper.LETTER);
        assertThat(of(Map.of("LANG", "fr_CA"))).isEqualTo(Paper.LETTER);
        assertThat(of(Map.of("LANG", "es_mx.utf8"))).isEqualTo(Paper.LETTER);
        assertThat(of(Map.of("LANG", "en_GB.UTF-8"))).isEqualTo(Paper.A4);
        assertThat(of(Map.of("LANG", "de_DE@euro"))).isEqualTo(Paper.A4);
    }

    @Test
    void lcAllSpeaksFirstThenLcPaperThenLang() {
        assertThat(of(Map.of("LC_ALL", "de_DE.UTF-8", "LC_PAPER", "en_US.UTF-8", "LANG", "en_US"))).isEqualTo(Paper.A4);
        assertThat(of(Map.of("LC_PAPER", "en_US.UTF-8", "LANG", "de_DE"))).isEqualTo(Paper.LETTER);
        assertThat(of(Map.of("LC_ALL", " ", "LC_PAPER", "", "LANG", "en_PH"))).isEqualTo(Paper.LETTER);
    }

    @Test
    void noCountryMeansA4() {
        assertThat(of(Map.of())).isEqualTo(Paper.A4);
        assertThat(of(Map.of("LANG", "C.UTF-8"))).isEqualTo(Paper.A4);
        assertThat(of(Map.of("LANG", "POSIX"))).isEqualTo(Paper.A4);
        assertThat(of(Map.of("LANG", "en_"))).isEqualTo(Paper.A4);
        assertThat(of(Map.of("LANG", "en_U"))).isEqualTo(Paper.A4);
    }

    @Test
    void theSizesAreTheStandardOnesInMillimetres() {
        assertThat(Paper.A4.width()).isEqualTo(210f);
        assertThat(Paper.A4.height()).isEqualTo(297f);
        assertThat(Paper.LETTER.width()).isEqualTo(215.9f);
        assertThat(Paper.LETTER.height()).isEqualTo(279.4f);
    }
}

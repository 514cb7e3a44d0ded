package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** How long a student took, as the class report writes it: minutes and seconds, hours when past one. */
class ClassReportTimeTest {

    @Test
    void underAnHourIsMinutesAndSeconds() {
        assertThat(ClassReportText.time(0)).isEqualTo("0:00");
        assertThat(ClassReportText.time(59)).isEqualTo("0:59");
        assertThat(ClassReportText.time(60)).isEqualTo("1:00");
        assertThat(ClassReportText.time(307)).isEqualTo("5:07");
        assertThat(ClassReportText.time(3599)).isEqualTo("59:59");
    }

    @Test
    void fromAnHourOnTheHoursComeFirst() {
        assertThat(ClassReportText.time(3600)).isEqualTo("1:00:00");
        assertThat(ClassReportText.time(3723)).isEqualTo("1:02:03");
        assertThat(ClassReportText.time(36_000 + 59 * 60 + 1)).isEqualTo("10:59:01");
    }
}

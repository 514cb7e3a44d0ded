package org.nimexplorer.server;

import static org.assertj.core.api.Assertions.assertThat;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The class's data in a real PostgreSQL (an embedded one from Maven Central): the same schema and the same answers as SQLite. */
class PostgresClassDataTest {

    static EmbeddedPostgres postgres;
    static ClassData data;

    @BeforeAll
    static void start() throws Exception {
        postgres = EmbeddedPostgres.start();
        data = ClassData.open(postgres.getJdbcUrl("postgres", "postgres"), Optional.of("postgres"), Optional.empty());
    }

    @AfterAll
    static void stop() throws Exception {
        postgres.close();
    }

    @Test
    void aRosterStudentIsEnrolledOnceAndTheirCodeCheckedAgainstItsHash() throws Exception {
        StudentName ada = new StudentName("Ada");
        data.enrol(ada, "tulip-42", 1L);
        data.enrol(new StudentName("ADA"), "tulip-42", 2L);
        ClassData.Student kept = data.student(new StudentName("ada")).orElseThrow();
        assertThat(kept.name().name()).isEqualTo("ADA");
        assertThat(kept.onRoster()).isTrue();
        assertThat(Codes.matches("tulip-42", kept.codeHash().orElseThrow())).isTrue();
        data.enrol(ada, "fern-777", 3L);
        assertThat(Codes.matches("fern-777", data.student(ada).orElseThrow().codeHash().orElseThrow())).isTrue();
    }

    @Test
    void aNameIsClaimedOnceAndLoginsAreNoted() throws Exception {
        StudentName zoe = new StudentName("Zoe");
        assertThat(data.claim(zoe, Codes.hash("4711"), 1L)).isTrue();
        assertThat(data.claim(new StudentName("zoe"), Codes.hash("9999"), 2L)).isFalse();
        assertThat(Codes.matches("4711", data.student(zoe).orElseThrow().pinHash().orElseThrow())).isTrue();
        data.login(zoe, "10.0.0.7", true, 5L);
        try (var c = data.connect(); var rows = c.createStatement().executeQuery(
                "SELECT address, accepted FROM login WHERE student_key = 'zoe'")) {
            assertThat(rows.next()).isTrue();
            assertThat(rows.getString(1)).isEqualTo("10.0.0.7");
            assertThat(rows.getBoolean(2)).isTrue();
        }
    }

    @Test
    void aSecondOpeningFindsTheSchemaUpToDate() throws Exception {
        ClassData again = ClassData.open(postgres.getJdbcUrl("postgres", "postgres"), Optional.of("postgres"),
                Optional.empty());
        assertThat(again.student(new StudentName("nobody"))).isEmpty();
    }
}

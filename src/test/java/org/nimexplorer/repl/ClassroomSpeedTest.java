package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.nimexplorer.repl.Classroom.Run;

/**
 * How fast the class report of {@link ClassroomTest}'s classroom comes, against the wall clock (which is why PIT
 * leaves this class out: its instrumentation slows the report). What the report says is {@link ClassroomTest}'s.
 */
class ClassroomSpeedTest {

    @TempDir
    static Path dir;

    private static Classroom classroom;

    @BeforeAll
    static void theInstructorAssignsAndThreeStudentsHandIn() throws Exception {
        classroom = Classroom.handedIn(dir);
    }

    @Test
    void corruptForeignAndHugeFilesAreLeftOutInUnderThreeSeconds() throws Exception {
        String[] files = classroom.filesToLeaveOut().paths();
        long start = System.nanoTime();
        Run r = classroom.report(files);
        double seconds = (System.nanoTime() - start) / 1e9;
        assertThat(r.out()).contains("3 hand-ins").contains("Left out");
        assertThat(seconds).isLessThan(3);
    }

    @Test
    void thirtyHandInsAreReportedInUnderASecond() throws Exception {
        String[] args = classroom.reportOnThirtyCopiesOfBen();
        Classroom.cli(args);
        long start = System.nanoTime();
        Run r = Classroom.cli(args);
        double seconds = (System.nanoTime() - start) / 1e9;
        assertThat(r.out()).contains("30 hand-ins");
        assertThat(seconds).isLessThan(1);
    }
}

package org.nimexplorer.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CodesFileTest {

    @TempDir
    Path dir;

    @Test
    void theCodesAreWrittenForTheTeacherAloneAndReadBackByStudent() throws Exception {
        Path file = CodesFile.beside(dir.resolve("class.txt"));
        assertThat(file.getFileName().toString()).isEqualTo("class.txt.codes");
        LinkedHashMap<StudentName, String> codes = new LinkedHashMap<>();
        codes.put(new StudentName("Ada"), "tulip-42");
        codes.put(new StudentName("Céline"), "k7m-p3x");
        CodesFile.write(file, codes);
        assertThat(Files.readString(file)).isEqualTo("Ada\ttulip-42\nCéline\tk7m-p3x\n");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("rw-------");
        assertThat(CodesFile.read(file)).isEqualTo(Map.of("ada", "tulip-42", "céline", "k7m-p3x"));
        try (var left = Files.list(dir)) {
            assertThat(left).as("no temporary file left").hasSize(1);
        }
    }

    @Test
    void aReplacedFileKeepsTheTeachersModeEvenWhenTheOldOneWasOpenToAll() throws Exception {
        Path file = dir.resolve("class.txt.codes");
        Files.writeString(file, "Ada\told-code\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
        LinkedHashMap<StudentName, String> codes = new LinkedHashMap<>();
        codes.put(new StudentName("Ada"), "new-code");
        CodesFile.write(file, codes);
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("rw-------");
    }

    @Test
    void noFileIsNoCodesAndLinesThatAreNoCodeAreSkipped() throws Exception {
        assertThat(CodesFile.read(dir.resolve("none.codes"))).isEmpty();
        Path file = dir.resolve("x.codes");
        Files.writeString(file, "garbage\nAda\t\n\u001b[2J\tx\nBob\tfern-777\n");
        assertThat(CodesFile.read(file)).isEqualTo(Map.of("bob", "fern-777"));
    }

    @Test
    void whatIsNotARegularFileIsNeitherReadNorReplaced() throws Exception {
        Path folder = Files.createDirectory(dir.resolve("class.txt.codes"));
        assertThatThrownBy(() -> CodesFile.read(folder)).hasMessageContaining("is not a regular file");
        assertThatThrownBy(() -> CodesFile.write(folder, new LinkedHashMap<>())).hasMessageContaining("is not a regular"
                + " file");
        Path link = Files.createSymbolicLink(dir.resolve("link.codes"), Path.of("/dev/null"));
        assertThatThrownBy(() -> CodesFile.read(link)).hasMessageContaining("is not a regular file");
    }
}

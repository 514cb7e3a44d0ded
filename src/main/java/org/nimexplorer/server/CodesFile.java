package org.nimexplorer.server;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.nimexplorer.store.InputFile;
import org.nimexplorer.store.OutputFile;

/**
 * {@code ROSTER.codes}: each student's code, one {@code name<TAB>code} line each, readable by the
 * teacher alone (mode 600). Read again at the next start, so a student's code stays the same from
 * one lesson to the next; written whole through a temporary file, never through a link or over
 * anything but a regular file.
 */
public final class CodesFile {

    private static final InputFile.Limit MOST = new InputFile.Limit(1L << 20, "a class's codes");

    private CodesFile() {}

    /** Where the codes of {@code roster} are kept: beside it, its name with {@code .codes} added. */
    public static Path beside(Path roster) {
        return roster.resolveSibling(roster.getFileName() + ".codes");
    }

    /** The codes the file holds by student key; none when there is no file yet. */
    public static Map<String, String> read(Path file) throws Roster.Problem {
        if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            return Map.of();
        }
        if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
            throw new Roster.Problem(file + " is not a regular file; the codes are kept in one, so move it away");
        }
        String text;
        try {
            text = InputFile.readText(file, MOST);
        } catch (InputFile.Unreadable e) {
            throw new Roster.Problem(file + " " + e.problem());
        }
        Map<String, String> codes = new HashMap<>();
        for (String line : text.split("\n")) {
            int tab = line.indexOf('\t');
            Optional<StudentName> name = tab < 0 ? Optional.empty() : StudentName.parse(line.substring(0, tab));
            if (name.isPresent() && !line.substring(tab + 1).isBlank()) {
                codes.put(name.get().key(), line.substring(tab + 1).strip());
            }
        }
        return codes;
    }

    /** Writes {@code codes} (name to code, in the roster's order) to {@code file}, mode 600. */
    public static void write(Path file, LinkedHashMap<StudentName, String> codes) throws IOException {
        StringBuilder text = new StringBuilder();
        codes.forEach((name, code) -> text.append(name).append('\t').append(code).append('\n'));
        writePrivately(file, text.toString());
    }

    /**
     * Replaces {@code file} whole with {@code text}, readable by the teacher alone from its first byte:
     * a temporary file made with mode 600 beside it, renamed over it. Never through a link, never over
     * anything but a regular file.
     */
    static void writePrivately(Path file, String text) throws IOException {
        if (Files.exists(file, LinkOption.NOFOLLOW_LINKS) && !Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
            throw new IOException(file + " is not a regular file");
        }
        Path folder = file.toAbsolutePath().getParent();
        boolean posix = FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
        FileAttribute<?>[] onlyTheTeacher = posix
                ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------"))}
                : new FileAttribute<?>[0];
        Path temp = Files.createTempFile(folder, file.getFileName().toString(), ".tmp", onlyTheTeacher);
        try {
            Files.writeString(temp, text, StandardCharsets.UTF_8);
            OutputFile.renameOver(temp, file);
        } finally {
            Files.deleteIfExists(temp);
        }
    }
}

package org.nimexplorer.store;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * The one rule for a file the user names for the program to read (a hand-in, an assignment, a heap
 * file, a script, a lesson): it must be a regular file, or a link that leads to one, and it is read
 * with a bound. Its kind is looked at before it is opened, because opening a named pipe waits for a
 * writer for ever and a device such as /dev/zero never ends; and at most one byte past the bound is
 * read, because a file's stated size can be wrong (files under /proc say 0). What is wrong is said
 * without quoting the file, which may be anything a link points at.
 */
public final class InputFile {

    private InputFile() {}

    /**
     * A file that is not an input this program takes.
     *
     * @param problem what is wrong, in words that follow the file's name: "is a folder", "does not exist"
     */
    public static final class Unreadable extends IOException {

        private static final long serialVersionUID = 1L;

        private final String problem;

        Unreadable(String problem) {
            super(problem);
            this.problem = problem;
        }

        public String problem() {
            return problem;
        }
    }

    /**
     * The most a file may hold, and what it is far larger than in a reader's words ("any hand-in or
     * assignment", "a script"), for the message that refuses a larger one.
     */
    public record Limit(long bytes, String largerThan) {}

    /** The file's bytes, at most {@code limit} of them. */
    public static byte[] read(Path file, Limit limit) throws Unreadable {
        BasicFileAttributes attributes = attributes(file);
        if (attributes.size() > limit.bytes()) {
            throw tooLarge(String.format("is %,d bytes", attributes.size()), limit);
        }
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file.toRealPath(), LinkOption.NOFOLLOW_LINKS)) {
            bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, limit.bytes() + 1));
        } catch (IOException e) {
            throw new Unreadable("cannot be read (" + FileTrouble.why(e) + ")");
        }
        if (bytes.length > limit.bytes()) {
            throw tooLarge(String.format("holds more than %,d bytes", limit.bytes()), limit);
        }
        return bytes;
    }

    /** The file as UTF-8 text, at most {@code limit} bytes of it. */
    public static String readText(Path file, Limit limit) throws Unreadable {
        byte[] bytes = read(file, limit);
        try {
            return StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new Unreadable("is not text: it holds bytes that are not UTF-8");
        }
    }

    private static Unreadable tooLarge(String size, Limit limit) {
        return new Unreadable(size + ", far larger than " + limit.largerThan() + String.format(" (at most %,d)",
                limit.bytes()));
    }

    /** The attributes of what the name leads to, once it is known to be a regular file. */
    private static BasicFileAttributes attributes(Path file) throws Unreadable {
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(file, BasicFileAttributes.class);
        } catch (NoSuchFileException e) {
            throw new Unreadable(Files.isSymbolicLink(file) ? "is a link to nothing" : "does not exist");
        } catch (IOException | RuntimeException e) {
            throw new Unreadable("cannot be read (" + FileTrouble.why(e) + ")");
        }
        if (attributes.isDirectory()) {
            throw new Unreadable("is a folder");
        }
        if (!attributes.isRegularFile()) {
            throw new Unreadable(FileKind.of(file).notAFile());
        }
        return attributes;
    }
}

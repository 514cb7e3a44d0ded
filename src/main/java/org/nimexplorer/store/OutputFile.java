package org.nimexplorer.store;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.nimexplorer.engine.Text;

/**
 * The one rule for a file the user names for the program to write (a report, an export, an
 * assignment, a hand-in, a transcript, a step log). A regular file is replaced only when the user
 * says so, and then whole or not at all: a temporary file beside it, then a rename, so a full disk or
 * a kill never leaves half a file. What is not a regular file is never renamed over: a device such
 * as /dev/null or a terminal is written through; a named pipe is written only when a program is
 * already reading it, so the session never waits for one; a folder, a disk or a socket is refused.
 * The program's own files (progress, history) are never an output.
 */
public final class OutputFile {

    /** What to do with a regular file that is already there. */
    public enum Existing {
        /** Keep it, and fail with {@link java.nio.file.FileAlreadyExistsException}. */
        KEEP(StandardOpenOption.CREATE_NEW),
        APPEND(StandardOpenOption.CREATE, StandardOpenOption.APPEND),
        REPLACE(StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING);

        private final OpenOption[] options;

        Existing(OpenOption... options) {
            this.options = options;
        }
    }

    /** The longest file name most file systems take. */
    private static final int MAX_NAME_BYTES = 255;

    /** How long a named pipe's reader is waited for: a program already reading is there at once. */
    private static final long READER_WAIT_MILLIS = 200;

    private OutputFile() {}

    /**
     * The line that refuses {@code name} as an output, found before any work is done so that nothing is
     * lost for it ("cannot write 'x': it is a folder; name a file in it"), or empty when it can be
     * written. A regular file already there is refused unless {@code replace}.
     */
    public static Optional<String> check(String name, Path path, boolean replace, AppHome home) {
        Optional<String> why = refusal(path, home);
        if (why.isPresent()) {
            return Optional.of("cannot write '" + Text.path(name) + "': " + why.get());
        }
        if (!replace && replaces(path)) {
            return Optional.of("'" + Text.path(name) + "' already exists; add --force to replace it, or choose another"
                    + " name");
        }
        return Optional.empty();
    }

    /**
     * Why nothing can be written at {@code path}, whatever the user allows: empty when something can.
     * A regular file already there is not refused here ({@link #replaces} says whether one is).
     */
    public static Optional<String> refusal(Path path, AppHome home) {
        if (path.getFileName() == null) {
            return Optional.of("it names no file");
        }
        if (path.getFileName().toString().getBytes(StandardCharsets.UTF_8).length > MAX_NAME_BYTES) {
            return Optional.of("the name is longer than " + MAX_NAME_BYTES + " bytes");
        }
        Optional<String> owned = home.owned(path);
        if (owned.isPresent()) {
            return Optional.of("it is " + owned.get() + "; choose another name");
        }
        FileKind kind = FileKind.of(path);
        return switch (kind) {
            case DEVICE, PIPE -> Optional.empty();
            case NONE, DANGLING_LINK, FILE -> folderRefusal(path, kind);
            default -> Optional.of(notAnOutput(kind));
        };
    }

    /** Whether writing to {@code path} would replace a file already there (or a link to nothing), which needs the user's word. */
    public static boolean replaces(Path path) {
        FileKind kind = FileKind.of(path);
        return kind == FileKind.FILE || kind == FileKind.DANGLING_LINK;
    }

    /** Writes {@code text} as the whole of {@code path}, by the rule above. */
    public static void write(Path path, String text) throws IOException {
        write(path, text.getBytes(StandardCharsets.UTF_8));
    }

    /** Writes {@code bytes} as the whole of {@code path}, by the rule above. */
    public static void write(Path path, byte[] bytes) throws IOException {
        FileKind kind = FileKind.of(path);
        switch (kind) {
            case DEVICE, PIPE -> {
                try (OutputStream out = through(path, kind)) {
                    out.write(bytes);
                }
            }
            case FILE -> replaceWhole(path.toRealPath(), bytes);
            case NONE, DANGLING_LINK -> replaceWhole(path.toAbsolutePath(), bytes);
            default -> throw refused(path, kind);
        }
    }

    /** A file to write line by line (a transcript, a step log), opened by the rule above. */
    public static Writer open(Path path, Existing existing) throws IOException {
        FileKind kind = FileKind.of(path);
        OutputStream out = switch (kind) {
            case DEVICE, PIPE -> through(path, kind);
            case NONE, DANGLING_LINK, FILE -> Files.newOutputStream(path, existing.options.clone());
            default -> throw refused(path, kind);
        };
        return new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
    }

    private static OutputStream through(Path path, FileKind kind) throws IOException {
        return kind == FileKind.PIPE ? Channels.newOutputStream(openPipe(path))
                : Files.newOutputStream(path, StandardOpenOption.WRITE);
    }

    /** A temporary file beside {@code file}, renamed over it once whole. */
    private static void replaceWhole(Path file, byte[] bytes) throws IOException {
        // Not Files.createTempFile: its file is readable by its owner alone, and an assignment or an
        // export is made to be shared, so the file gets the permissions any new file gets here.
        Path temp = file.resolveSibling(".nim-explorer-"
                + Long.toUnsignedString(ThreadLocalRandom.current().nextLong(), 36) + ".tmp");
        try {
            Files.write(temp, bytes, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
            renameOver(temp, file);
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /** Puts a whole {@code temp} in place of {@code file}: atomically where the file system can. */
    public static void renameOver(Path temp, Path file) throws IOException {
        try {
            Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /**
     * A named pipe opened for writing only if a program is reading it. Opening waits until a reader
     * comes, and Java has no way to ask it not to: the opening is left to a thread of its own, and when
     * no reader came in time, this program becomes the reader for a moment to set that thread free.
     */
    private static FileChannel openPipe(Path pipe) throws IOException {
        FutureTask<FileChannel> opening = new FutureTask<>(() -> FileChannel.open(pipe, StandardOpenOption.WRITE));
        Thread opener = new Thread(opening, "nim-explorer: opening a named pipe");
        opener.setDaemon(true);
        opener.start();
        try {
            return opening.get(READER_WAIT_MILLIS, TimeUnit.MILLISECONDS);
        } catch (TimeoutException | InterruptedException e) {
            if (e instanceof InterruptedException) {
                Thread.currentThread().interrupt();
            }
            release(pipe, opening);
            throw new FileSystemException(pipe.toString(), null, "it is a named pipe (FIFO) that no program is reading;"
                    + " start the reader first, or name a file");
        } catch (ExecutionException e) {
            throw e.getCause() instanceof IOException io ? io : new IOException(e.getCause());
        }
    }

    /** Opened to read and write, a pipe never waits (on Linux), and the writer waiting on it goes free. */
    private static void release(Path pipe, FutureTask<FileChannel> opening) {
        try (FileChannel reader = FileChannel.open(pipe, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            opening.get(READER_WAIT_MILLIS, TimeUnit.MILLISECONDS).close();
        } catch (IOException | ExecutionException | TimeoutException | RuntimeException e) {
            // The opener stays blocked until some reader comes; it holds nothing but a daemon thread.
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Why the folder {@code path} is in cannot take a new file, if it cannot. */
    private static Optional<String> folderRefusal(Path path, FileKind kind) {
        Path target;
        try {
            target = kind == FileKind.FILE ? path.toRealPath() : path.toAbsolutePath();
        } catch (IOException e) {
            return Optional.of(FileTrouble.why(e));
        }
        Path folder = target.getParent();
        if (folder == null) {
            return Optional.of("it names no file");
        }
        String shown = Text.path(String.valueOf(kind == FileKind.FILE || path.getParent() == null ? folder
                : path.getParent()));
        if (!Files.isDirectory(folder)) {
            return Optional.of((Files.exists(folder) ? "'" + shown + "' is a file, not a folder"
                    : "there is no folder '" + shown + "'") + "; create it first, or choose another name");
        }
        try {
            Files.delete(Files.createTempFile(folder, ".nim-explorer-", ".tmp"));
            return Optional.empty();
        } catch (IOException | RuntimeException e) {
            return Optional.of("the folder '" + shown + "' is read-only here; choose another name");
        }
    }

    private static String notAnOutput(FileKind kind) {
        return kind == FileKind.FOLDER ? "it is a folder; name a file in it" : "it " + kind.notAFile() + "; name a file";
    }

    private static FileSystemException refused(Path path, FileKind kind) {
        return new FileSystemException(path.toString(), null, notAnOutput(kind));
    }
}

package org.nimexplorer.store;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The progress file: read once, saved after every change by writing a temporary file beside it and
 * renaming it over the old one, so a crash leaves either the old file or the new one, never half of
 * one. A file that is not valid progress is moved aside (never overwritten) and reported; a file the
 * learner has made unreadable or read-only is left as it is, and nothing is saved over it.
 */
public final class ProgressStore {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private static final Set<PosixFilePermission> READ = Set.of(PosixFilePermission.OWNER_READ,
            PosixFilePermission.GROUP_READ, PosixFilePermission.OTHERS_READ);
    private static final Set<PosixFilePermission> WRITE = Set.of(PosixFilePermission.OWNER_WRITE,
            PosixFilePermission.GROUP_WRITE, PosixFilePermission.OTHERS_WRITE);

    private static final String NOT_AN_OBJECT = "does not hold progress (it is not a JSON object)";

    private final Path file;
    private final Progress progress;
    private final List<String> warnings = new ArrayList<>();
    private boolean saveFailureTold;
    private boolean saving = true;

    private ProgressStore(Path file, Progress progress) {
        this.file = file;
        this.progress = progress;
    }

    public static ProgressStore open(Path file) {
        removeTemporariesLeftByAKill(file);
        if (!Files.exists(file)) {
            return new ProgressStore(file, new Progress());
        }
        if (!Files.isRegularFile(file)) {
            // A FIFO would block the read for ever, and a device or folder is no place to save to.
            return leftAlone(file, "is not a regular file");
        }
        if (forbids(file, READ) || !Files.isReadable(file)) {
            return leftAlone(file, "cannot be read (its permissions do not allow it)");
        }
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException | RuntimeException e) {
            return leftAlone(file, "cannot be read (" + reason(e) + ")");
        }
        boolean empty = new String(bytes, StandardCharsets.UTF_8).isBlank();
        String problem;
        try {
            Progress read = empty ? null : JSON.readValue(bytes, Progress.class);
            if (read != null) {
                return new ProgressStore(file, read);
            }
            problem = empty ? "is empty" : NOT_AN_OBJECT;
        } catch (IOException | RuntimeException e) {
            problem = whatIsWrong(e);
        }
        ProgressStore fresh = new ProgressStore(file, new Progress());
        fresh.moveAside(problem);
        return fresh;
    }

    /** A file that is there but must not be touched: its progress is not read, and none is saved over it. */
    private static ProgressStore leftAlone(Path file, String problem) {
        ProgressStore untouched = new ProgressStore(file, new Progress());
        untouched.warnings.add("the progress file " + file + " " + problem + "; it is left alone and progress will not"
                + " be saved this time");
        untouched.saving = false;
        return untouched;
    }

    /**
     * Whether the file's mode grants nobody {@code access}. The superuser passes every access check,
     * but a mode like 000 or 444 says what the learner wants done with the file all the same.
     */
    private static boolean forbids(Path file, Set<PosixFilePermission> access) {
        try {
            return Files.getPosixFilePermissions(file).stream().noneMatch(access::contains);
        } catch (IOException | UnsupportedOperationException e) {
            return false;
        }
    }

    /**
     * Deletes the temporary files ({@code progress.json<digits>.tmp}) of saves that a kill cut short.
     * Only those older than this process: a newer one may be another session's save under way.
     */
    private static void removeTemporariesLeftByAKill(Path file) {
        Optional<Instant> started = ProcessHandle.current().info().startInstant();
        Path folder = file.toAbsolutePath().getParent();
        if (started.isEmpty() || !Files.isDirectory(folder)) {
            return;
        }
        Pattern temporary = Pattern.compile(Pattern.quote(file.getFileName().toString()) + "[0-9]+\\.tmp");
        try (DirectoryStream<Path> leftovers = Files.newDirectoryStream(folder,
                p -> temporary.matcher(p.getFileName().toString()).matches())) {
            for (Path leftover : leftovers) {
                if (Files.isRegularFile(leftover, LinkOption.NOFOLLOW_LINKS)
                        && Files.getLastModifiedTime(leftover).toInstant().isBefore(started.get())) {
                    Files.deleteIfExists(leftover);
                }
            }
        } catch (IOException | RuntimeException e) {
            // A leftover that cannot be removed only takes space; the session need not hear of it.
        }
    }

    /** What is wrong with the file's content, in the learner's words rather than the parser's. */
    private static String whatIsWrong(Exception e) {
        // Broken syntax inside a map or list reaches us wrapped in a mapping problem for that field.
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            if (cause instanceof StreamReadException read) {
                JsonLocation at = read.getLocation();
                return "is not valid JSON" + (at != null && at.getLineNr() > 0 ? " (line " + at.getLineNr() + ")" : "");
            }
        }
        if (e instanceof JsonMappingException mapping) {
            StringBuilder field = new StringBuilder();
            for (JsonMappingException.Reference step : mapping.getPath()) {
                if (step.getFieldName() != null) {
                    field.append(field.length() > 0 ? "." : "").append(step.getFieldName());
                } else if (step.getIndex() >= 0) {
                    field.append('[').append(step.getIndex()).append(']');
                }
            }
            return field.length() == 0 ? NOT_AN_OBJECT
                    : "has a field of the wrong kind: '" + field + "'";
        }
        if (e instanceof JacksonException) {
            return "could not be read as progress";
        }
        return "could not be read (" + reason(e) + ")";
    }

    private void moveAside(String problem) {
        String stamp = file.getFileName() + ".corrupt-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern(
                "yyyyMMdd-HHmmss"));
        Path aside = file.resolveSibling(stamp);
        for (int n = 2; Files.exists(aside, LinkOption.NOFOLLOW_LINKS); n++) {
            // Two bad files in one second (a learner trying again) must not meet in one name.
            aside = file.resolveSibling(stamp + "-" + n);
        }
        try {
            Files.move(file, aside);
            warnings.add("the progress file " + file + " " + problem + "; it was moved to " + aside
                    + " and progress starts afresh");
        } catch (IOException | RuntimeException e) {
            warnings.add("the progress file " + file + " " + problem + " and could not be moved aside (" + reason(e)
                    + "); progress will not be saved this time");
            saving = false;
        }
    }

    public Progress progress() {
        return progress;
    }

    public Path file() {
        return file;
    }

    /** Problems met while opening or saving, for the session to show once. */
    public List<String> takeWarnings() {
        List<String> taken = List.copyOf(warnings);
        warnings.clear();
        return taken;
    }

    /**
     * Writes the whole document atomically; a failure becomes a warning, never a lost session.
     * Returns whether the file now holds the progress.
     */
    public boolean save() {
        if (!saving) {
            return false;
        }
        // The rename would replace a read-only file without asking: its mode is the learner's "keep it as it is".
        if (Files.isRegularFile(file) && (forbids(file, WRITE) || !Files.isWritable(file))) {
            warnings.add("the progress file " + file + " is read-only; it is left alone and progress will not be saved"
                    + " this time");
            saving = false;
            return false;
        }
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            Path temp = Files.createTempFile(file.toAbsolutePath().getParent(), file.getFileName().toString(), ".tmp");
            try {
                JSON.writeValue(temp.toFile(), progress);
                keepModeOf(file, temp);
                try {
                    Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                } catch (AtomicMoveNotSupportedException e) {
                    Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
                }
            } finally {
                Files.deleteIfExists(temp);
            }
            return true;
        } catch (IOException | RuntimeException e) {
            if (!saveFailureTold) {
                // Every answer saves: one warning is news, the same one after every answer is noise.
                warnings.add("progress could not be saved to " + file + " (" + reason(e) + ")");
                saveFailureTold = true;
            }
            return false;
        }
    }

    /** The new file gets the old one's permissions: a learner's 644 must not become a temporary file's 600. */
    private static void keepModeOf(Path file, Path replacement) throws IOException {
        if (Files.isRegularFile(file) && replacement.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            Files.setPosixFilePermissions(replacement, Files.getPosixFilePermissions(file));
        }
    }

    /** Why a file operation failed, without the exception's class or the path the warning already names. */
    private static String reason(Exception e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NoSuchFileException) {
            return "no such file or folder";
        }
        if (e instanceof FileSystemException fs && fs.getReason() != null) {
            return fs.getReason();
        }
        String message = String.valueOf(e.getMessage());
        int newline = message.indexOf('\n');
        return newline < 0 ? message : message.substring(0, newline);
    }
}

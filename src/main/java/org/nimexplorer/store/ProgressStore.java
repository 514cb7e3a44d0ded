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
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.time.Duration;
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
 * one. Sessions may share the file (two terminals, or many sessions of the class server in one
 * process): each save takes the file's lock, merges this session's changes since it last read or
 * saved the file with what the file holds now (see {@link ProgressMerge}), and writes the result, so
 * no session's save undoes another's. A file that is not valid progress is moved aside (never
 * overwritten) and reported; a file the learner has made unreadable or read-only is left as it is,
 * and nothing is saved over it.
 */
public final class ProgressStore {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private static final Set<PosixFilePermission> READ = Set.of(PosixFilePermission.OWNER_READ,
            PosixFilePermission.GROUP_READ, PosixFilePermission.OTHERS_READ);
    private static final Set<PosixFilePermission> WRITE = Set.of(PosixFilePermission.OWNER_WRITE,
            PosixFilePermission.GROUP_WRITE, PosixFilePermission.OTHERS_WRITE);

    private static final String NOT_AN_OBJECT = "does not hold progress (it is not a JSON object)";

    /** How long a save waits for another session's save: longer, and that session is taken to be stuck. */
    private static final Duration LOCK_WAIT = Duration.ofSeconds(2);

    private final Path file;
    private final Duration lockWait;
    /** What the session has now: its flows change it in place, and a save merges the file's news into it. */
    private final Progress progress;
    /** The file's progress as this session last read or saved it: {@link #progress} differs by this session's changes. */
    private Progress base;
    private final List<String> warnings = new ArrayList<>();
    private boolean saveFailureTold;
    private boolean lockTold;
    private boolean unsaved;
    private boolean saving = true;

    private ProgressStore(Path file, Progress progress, Duration lockWait) {
        this.file = file;
        this.progress = progress;
        this.base = ProgressMerge.copy(progress);
        this.lockWait = lockWait;
    }

    public static ProgressStore open(Path file) {
        return open(file, LOCK_WAIT);
    }

    /** The store, whose saves wait at most {@code lockWait} for another session's save to end. */
    static ProgressStore open(Path file, Duration lockWait) {
        removeTemporariesLeftByAKill(file);
        OnDisk found = look(file);
        if (found instanceof OnDisk.Untouchable untouchable) {
            return leftAlone(file, untouchable.problem(), lockWait);
        }
        ProgressStore store = new ProgressStore(file, found instanceof OnDisk.Found read ? read.progress() : new Progress(),
                lockWait);
        if (found instanceof OnDisk.Damaged damaged) {
            store.moveAside(damaged.problem(), "progress starts afresh");
        }
        return store;
    }

    /** What the progress file holds as it stands. */
    private sealed interface OnDisk {
        /** No file: nothing saved yet, or the learner deleted it. */
        record Absent() implements OnDisk {}

        record Found(Progress progress) implements OnDisk {}

        /** A file that is not progress: to be moved aside, never overwritten. */
        record Damaged(String problem) implements OnDisk {}

        /** A file that must not be touched: neither read nor saved over. */
        record Untouchable(String problem) implements OnDisk {}
    }

    /** Far more than years of lessons and quizzes write; a larger file is not one this program wrote. */
    private static final InputFile.Limit MOST = new InputFile.Limit(16L << 20, "any progress file");

    private static OnDisk look(Path file) {
        if (!Files.exists(file)) {
            return new OnDisk.Absent();
        }
        if (!Files.isRegularFile(file)) {
            // A FIFO would block the read for ever, and a device or folder is no place to save to.
            return new OnDisk.Untouchable("is not a regular file");
        }
        if (forbids(file, READ) || !Files.isReadable(file)) {
            return new OnDisk.Untouchable("cannot be read (its permissions do not allow it)");
        }
        byte[] bytes;
        try {
            long size = Files.size(file);
            if (size > MOST.bytes()) {
                // Too large is not the learner's own file left alone, but a file to move aside unread.
                return new OnDisk.Damaged(String.format("is %,d bytes, far larger than %s", size, MOST.largerThan()));
            }
            bytes = InputFile.read(file, MOST);
        } catch (NoSuchFileException e) {
            return new OnDisk.Absent();
        } catch (InputFile.Unreadable e) {
            return Files.exists(file) ? new OnDisk.Untouchable(e.problem()) : new OnDisk.Absent();
        } catch (IOException | RuntimeException e) {
            return new OnDisk.Untouchable("cannot be read (" + reason(e) + ")");
        }
        if (new String(bytes, StandardCharsets.UTF_8).isBlank()) {
            return new OnDisk.Damaged("is empty");
        }
        try {
            Progress read = JSON.readValue(bytes, Progress.class);
            return read == null ? new OnDisk.Damaged(NOT_AN_OBJECT) : new OnDisk.Found(read);
        } catch (IOException | RuntimeException e) {
            return new OnDisk.Damaged(whatIsWrong(e));
        }
    }

    /** A file that is there but must not be touched: its progress is not read, and none is saved over it. */
    private static ProgressStore leftAlone(Path file, String problem, Duration lockWait) {
        ProgressStore untouched = new ProgressStore(file, new Progress(), lockWait);
        untouched.leaveAlone(problem);
        return untouched;
    }

    private void leaveAlone(String problem) {
        warnings.add("the progress file " + file + " " + problem + "; it is left alone and progress will not be saved"
                + " this time");
        saving = false;
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

    /** Moves a file that is not progress out of the way, saying so and what happens next ({@code then}). */
    private void moveAside(String problem, String then) {
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
                    + " and " + then);
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
     * Whether a save was put off because another session held the file: what this session did is kept
     * here for the next save.
     */
    public boolean unsaved() {
        return unsaved;
    }

    /**
     * Takes in what other sessions saved since this one last read or saved the file, so that what it
     * shows is what the file holds; this session's own changes stay and are saved as usual.
     */
    public void refresh() {
        if (saving && look(file) instanceof OnDisk.Found found) {
            takeIn(found.progress());
        }
    }

    /**
     * Under the file's lock, merges this session's changes with what the file holds now (another
     * session may have saved since) and writes the result atomically; a failure becomes a warning,
     * never a lost session. Returns whether the file now holds the progress.
     */
    public boolean save() {
        // Once a save was put off the other session may be stuck: no command should wait for it again.
        return save(unsaved ? Duration.ZERO : lockWait);
    }

    /** The session's last save: it waits for the lock even when earlier saves were put off. */
    public boolean saveLast() {
        return save(lockWait);
    }

    private boolean save(Duration wait) {
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
            Optional<ProgressLock> lock = ProgressLock.take(file, wait);
            if (lock.isEmpty()) {
                putOff();
                return false;
            }
            try (ProgressLock held = lock.get()) {
                return mergeAndWrite();
            }
        } catch (IOException | RuntimeException e) {
            if (!saveFailureTold) {
                // Every answer saves: one warning is news, the same one after every answer is noise.
                warnings.add("progress could not be saved to " + file + " (" + reason(e) + ")");
                saveFailureTold = true;
            }
            return false;
        }
    }

    /** Another session kept the file locked (a stuck process, say): said once, and saved with the next change. */
    private void putOff() {
        unsaved = true;
        if (!lockTold) {
            // One line at 80 columns (with "warning: "): it comes in the middle of a lesson.
            warnings.add("progress kept, not saved yet: another session is holding the file");
            lockTold = true;
        }
    }

    private boolean mergeAndWrite() throws IOException {
        OnDisk now = look(file);
        if (now instanceof OnDisk.Untouchable untouchable) {
            leaveAlone(untouchable.problem());
            return false;
        }
        if (now instanceof OnDisk.Damaged damaged) {
            moveAside(damaged.problem(), "this session's progress is saved in its place");
            if (!saving) {
                return false;
            }
        }
        if (now instanceof OnDisk.Found found) {
            takeIn(found.progress());
        }
        write();
        base = ProgressMerge.copy(progress);
        unsaved = false;
        lockTold = false;
        return true;
    }

    /** Merges {@code onDisk} into this session's progress, which then differs from it by this session's changes alone. */
    private void takeIn(Progress onDisk) {
        ProgressMerge.adopt(progress, ProgressMerge.merge(base, progress, onDisk));
        base = onDisk;
    }

    private void write() throws IOException {
        Path target = destination();
        Path temp = Files.createTempFile(target.toAbsolutePath().getParent(), target.getFileName().toString(), ".tmp");
        try {
            JSON.writeValue(temp.toFile(), progress);
            keepModeOf(target, temp);
            OutputFile.renameOver(temp, target);
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /**
     * Where the progress is written: a link to a regular file is followed, so that progress a learner
     * keeps in a synced folder, linked from here, stays there instead of being replaced by a copy.
     */
    private Path destination() {
        try {
            return Files.isSymbolicLink(file) && Files.isRegularFile(file) ? file.toRealPath() : file;
        } catch (IOException | RuntimeException e) {
            return file;
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

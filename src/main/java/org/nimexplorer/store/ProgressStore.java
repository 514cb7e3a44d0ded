package org.nimexplorer.store;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;

/**
 * The progress file: read once, saved after every change by writing a temporary file beside it and
 * renaming it over the old one, so a crash leaves either the old file or the new one, never half of
 * one. A file that cannot be read is moved aside (never overwritten) and reported.
 */
public final class ProgressStore {

    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private final Path file;
    private final Progress progress;
    private final List<String> warnings = new ArrayList<>();
    private boolean saving = true;

    private ProgressStore(Path file, Progress progress) {
        this.file = file;
        this.progress = progress;
    }

    public static ProgressStore open(Path file) {
        if (!Files.exists(file)) {
            return new ProgressStore(file, new Progress());
        }
        if (!Files.isRegularFile(file)) {
            // A FIFO would block the read for ever, and a device or folder is no place to save to.
            ProgressStore untouched = new ProgressStore(file, new Progress());
            untouched.warnings.add("the progress file " + file + " is not a regular file; it is left alone and"
                    + " progress will not be saved this time");
            untouched.saving = false;
            return untouched;
        }
        try {
            Progress read = JSON.readValue(file.toFile(), Progress.class);
            if (read == null) {
                throw new IOException("the file is empty");
            }
            return new ProgressStore(file, read);
        } catch (IOException | RuntimeException e) {
            ProgressStore fresh = new ProgressStore(file, new Progress());
            fresh.moveAside(e);
            return fresh;
        }
    }

    private void moveAside(Exception why) {
        Path aside = file.resolveSibling(file.getFileName() + ".corrupt-"
                + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
        try {
            Files.move(file, aside);
            warnings.add("the progress file " + file + " could not be read (" + firstLine(why) + "); it was moved to "
                    + aside + " and progress starts afresh");
        } catch (IOException e) {
            warnings.add("the progress file " + file + " could not be read (" + firstLine(why) + ") nor moved aside ("
                    + firstLine(e) + "); progress will not be saved this time");
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
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            Path temp = Files.createTempFile(file.toAbsolutePath().getParent(), file.getFileName().toString(), ".tmp");
            try {
                JSON.writeValue(temp.toFile(), progress);
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
            warnings.add("progress could not be saved to " + file + " (" + firstLine(e) + ")");
            return false;
        }
    }

    private static String firstLine(Exception e) {
        String message = String.valueOf(e.getMessage());
        int newline = message.indexOf('\n');
        return newline < 0 ? message : message.substring(0, newline);
    }
}

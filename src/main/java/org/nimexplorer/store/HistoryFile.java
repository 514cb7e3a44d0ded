package org.nimexplorer.store;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Optional;

/**
 * The REPL's history file, checked before the line reader loads it: the reader gives up on a file
 * that is not UTF-8 text (and on a folder), and would refuse every later start. Such a file is moved
 * aside, like an unreadable progress file, so that the session starts with a fresh history and the
 * old lines are still there to rescue.
 */
public final class HistoryFile {

    private HistoryFile() {}

    /**
     * The line reader keeps the last 10,000 lines and trims a longer file line by line, which takes
     * seconds for twice that and minutes for ten times: a file past these bounds was not written by it.
     */
    static final long MOST_LINES = 12_000;
    static final long MOST_BYTES = 2L << 20;

    /** Moves an unreadable history aside; returns the warning to show, if it did. */
    public static Optional<String> moveAsideIfUnreadable(Path file) {
        Optional<String> problem = problem(file);
        if (problem.isEmpty()) {
            return Optional.empty();
        }
        Path aside = file.resolveSibling(file.getFileName() + ".unreadable-"
                + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
        try {
            Files.move(file, aside);
            return Optional.of("the history file " + file + " " + problem.get() + "; it was moved to " + aside
                    + " and a new history starts");
        } catch (IOException | RuntimeException e) {
            return Optional.of("the history file " + file + " " + problem.get() + " and could not be moved aside");
        }
    }

    private static Optional<String> problem(Path file) {
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        if (!Files.isRegularFile(file)) {
            return Optional.of("is not a regular file");
        }
        try {
            byte[] bytes = InputFile.read(file, new InputFile.Limit(MOST_BYTES, "any history this program keeps"));
            String text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
            return text.lines().count() > MOST_LINES
                    ? Optional.of(String.format("has more than %,d lines, more than a history this program keeps", MOST_LINES))
                    : Optional.empty();
        } catch (InputFile.Unreadable e) {
            return Optional.of(e.problem());
        } catch (CharacterCodingException e) {
            return Optional.of("is not UTF-8 text");
        } catch (IOException | RuntimeException e) {
            return Optional.of("cannot be read");
        }
    }
}

package org.nimexplorer.store;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/**
 * Why a file could not be read or written, in a reader's words. Java's own message for a file-system
 * failure is often just the file's path ("/tmp/trial/shared/week3.json"), which a message that already
 * names the file would only repeat: this says what went wrong instead.
 */
public final class FileTrouble {

    private FileTrouble() {}

    /** Why an operation on a file failed, whether the file system said so or the program did. */
    public static String why(Exception e) {
        if (e instanceof IOException io) {
            return why(io);
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : oneLine(e.getMessage());
    }

    /** "permission denied", "no such file or folder", "No space left on device"... never a bare path. */
    public static String why(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NoSuchFileException) {
            return "no such file or folder";
        }
        if (e instanceof NotDirectoryException) {
            return "a part of the path is a file, not a folder";
        }
        if (e instanceof FileAlreadyExistsException) {
            return "a file is already there";
        }
        if (e instanceof DirectoryNotEmptyException) {
            return "a folder that is not empty is in the way";
        }
        if (e instanceof FileSystemLoopException) {
            return "the links in the path go round in a circle";
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return oneLine(f.getReason());
        }
        if (e instanceof FileSystemException) {
            return "the file system refused";
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : oneLine(e.getMessage());
    }

    private static String oneLine(String text) {
        String line = text.replaceAll("\\p{Cntrl}", "?").strip();
        return line.length() <= 120 ? line : line.substring(0, 120) + "...";
    }
}

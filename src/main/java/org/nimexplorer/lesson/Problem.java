package org.nimexplorer.lesson;

/** Something wrong in a lesson file: where, and what. */
public record Problem(String file, int line, String message) {

    @Override
    public String toString() {
        // Line 0 stands for the file as a whole (it is missing, or not a folder): no line to point at.
        return file + (line > 0 ? ":" + line : "") + ": " + message;
    }
}

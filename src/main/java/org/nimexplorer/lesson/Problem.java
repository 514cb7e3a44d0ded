package org.nimexplorer.lesson;

/** Something wrong in a lesson file: where, and what. */
public record Problem(String file, int line, String message) {

    @Override
    public String toString() {
        return file + ":" + line + ": " + message;
    }
}

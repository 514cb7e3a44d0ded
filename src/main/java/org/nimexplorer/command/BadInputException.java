package org.nimexplorer.command;

/** Learner input that cannot be used: reported as one line and exit status 2, never a stack trace. */
public final class BadInputException extends RuntimeException {

    public BadInputException(String message) {
        super(message, null, false, false);
    }
}

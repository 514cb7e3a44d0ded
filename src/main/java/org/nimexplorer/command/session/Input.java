package org.nimexplorer.command.session;

import java.util.Optional;

/** Where the session reads its next line: a JLine reader with a prompt, or a plain stream. */
public interface Input {

    /** The next line, or empty at the end of input. */
    Optional<String> readLine(String prompt);

    /** True when a person types the lines (prompts are shown and a step may wait for Enter). */
    boolean interactive();

    /** True when the screen pages a tall reply itself, so that nothing need wait for 'more'. */
    default boolean pages() {
        return false;
    }
}

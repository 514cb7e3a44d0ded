package org.nimexplorer.engine;

/** Which convention decides the winner. */
public enum Play {
    /** The player who makes the last move wins. */
    NORMAL("normal"),
    /** The player who makes the last move loses. */
    MISERE("misere");

    private final String json;

    Play(String json) {
        this.json = json;
    }

    /** The name used in JSON output. */
    public String json() {
        return json;
    }
}

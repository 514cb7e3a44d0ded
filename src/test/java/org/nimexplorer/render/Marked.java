package org.nimexplorer.render;

/**
 * A painter for tests that shows where colour would go: odd text in [brackets], good text in <angles>,
 * bad text in !bangs!, strong text in #hashes#, at a chosen width, accessible or not.
 */
record Marked(int width, boolean accessible) implements Painter {

    static final Marked AT_80 = new Marked(80, false);
    static final Marked AT_40 = new Marked(40, false);

    @Override
    public String odd(String text) {
        return "[" + text + "]";
    }

    @Override
    public String good(String text) {
        return "<" + text + ">";
    }

    @Override
    public String bad(String text) {
        return "!" + text + "!";
    }

    @Override
    public String strong(String text) {
        return "#" + text + "#";
    }

    @Override
    public String objects(String text) {
        return "{" + text + "}";
    }

    @Override
    public boolean colour() {
        return true;
    }
}

package org.nimexplorer.repl;

import java.util.Deque;
import java.util.concurrent.ConcurrentLinkedDeque;
import org.jline.reader.Buffer;
import org.jline.reader.LineReader;
import org.jline.reader.Widget;

/**
 * Lines read from the terminal, where a paste of several lines runs as if each were typed and
 * entered. Terminals wrap a paste in bracketed-paste marks, and JLine would put all of it in one
 * buffer, shown with continuation prompts and run as one command; a learner who pastes three lines
 * from a handout expects three commands, as a terminal without those marks would run them. So the
 * first pasted line is entered at once, each further whole line is shown after its prompt as if
 * typed and run in turn (a line that fails does not stop the rest, as with typed lines), and a last
 * line with no newline waits on the next prompt to be finished.
 */
final class PastedLines {

    private final LineReader reader;
    /** Lines still to run from a paste; Ctrl-C, on another thread, drops them. */
    private final Deque<String> waiting = new ConcurrentLinkedDeque<>();
    private volatile String unfinished;

    PastedLines(LineReader reader) {
        this.reader = reader;
        Widget paste = reader.getWidgets().get(LineReader.BEGIN_PASTE);
        reader.getWidgets().put(LineReader.BEGIN_PASTE, () -> paste.apply() && enterFirstLine());
    }

    /**
     * The next line: one waiting from a paste, shown after {@code prompt} as if typed, or one read
     * from the terminal (which throws on Ctrl-C and Ctrl-D, as {@link LineReader#readLine} does).
     */
    String readLine(String prompt) {
        String pasted = waiting.poll();
        if (pasted != null) {
            reader.getTerminal().writer().println(prompt + pasted);
            reader.getTerminal().flush();
            reader.getHistory().add(pasted);
            return pasted;
        }
        String start = unfinished;
        unfinished = null;
        return reader.readLine(prompt, null, start);
    }

    /** What the learner has begun to type elsewhere (in the pager): the next line read starts with it. */
    void typeAhead(String typed) {
        if (!typed.isEmpty()) {
            unfinished = unfinished == null ? typed : unfinished + typed;
        }
    }

    /** Ctrl-C: the lines of a paste not yet run are dropped with the one it cancels. */
    void drop() {
        waiting.clear();
        unfinished = null;
    }

    /**
     * After the paste went into the buffer: when it brought new lines, the buffer keeps its first
     * line and is entered, the whole lines after it wait their turn, and a last unfinished one
     * waits for the prompt after them.
     */
    private boolean enterFirstLine() {
        Buffer buffer = reader.getBuffer();
        String[] lines = buffer.toString().split("\n", -1);
        if (lines.length == 1) {
            return true;
        }
        buffer.clear();
        buffer.write(lines[0]);
        for (int i = 1; i < lines.length - 1; i++) {
            waiting.add(lines[i]);
        }
        String last = lines[lines.length - 1];
        unfinished = last.isEmpty() ? null : last;
        reader.callWidget(LineReader.ACCEPT_LINE);
        return true;
    }
}

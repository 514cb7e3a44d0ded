package org.nimexplorer.repl;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jline.reader.LineReader;
import org.jline.reader.impl.LineReaderImpl;
import org.nimexplorer.command.session.Session;
import org.nimexplorer.render.Painter;

/**
 * A terminal session's screen as something beside it ({@link Beside}) reaches it. What it is told
 * while the learner sits at the prompt goes above the prompt at once; what it is told while a command
 * runs (or the pager shows a reply) waits until the command has finished, so that it never cuts into
 * a reply. Telling never waits for the session: the teacher's step reaches a class of sixty without
 * one slow screen holding up the rest.
 */
final class Told implements Beside.Screen {

    private final LineReader reader;
    private final PrintWriter out;
    private final Session session;
    private final Beside beside;
    /** Guarded by this: what was told while the session was busy. */
    private final List<String> waiting = new ArrayList<>();
    /** Guarded by this: whether the session is at its prompt, where what is told is shown at once. */
    private boolean atPrompt;

    Told(LineReader reader, PrintWriter out, Session session, Beside beside) {
        this.reader = reader;
        this.out = out;
        this.session = session;
        this.beside = beside;
    }

    @Override
    public Painter painter() {
        return session.screen();
    }

    @Override
    public void tell(List<String> lines) {
        synchronized (this) {
            if (!atPrompt) {
                waiting.addAll(lines);
                return;
            }
        }
        // The prompt is up, or about to be: give the reader the moment it takes to start, so that the prompt
        // redrawn below the lines is the one they change ("?" once a question opens), not the one it was given.
        for (int wait = 0; wait < 200 && !reader.isReading(); wait++) {
            try {
                Thread.sleep(1);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        synchronized (this) {
            if (!atPrompt) {
                waiting.addAll(lines);
                return;
            }
            try {
                if (reader.isReading() && reader instanceof LineReaderImpl impl) {
                    // The question the lines open shows in the prompt the learner types after.
                    impl.setPrompt(prompt());
                }
                reader.printAbove(String.join("\n", lines));
            } catch (IllegalStateException gone) {
                // The terminal closed (a class server's connection dropped): nobody is left to tell.
            }
        }
    }

    /**
     * Before the prompt: the rest of the command's reply ({@code shown}: the pager's part), then what
     * was told while it ran; from then on what is told goes above the prompt. What is told is never
     * paged, wherever the learner was when it came, so it always looks the same: its end, the question,
     * stays above the prompt, and the learner scrolls back for the rest.
     */
    void upToPrompt(Runnable shown) {
        shown.run();
        synchronized (this) {
            if (!waiting.isEmpty()) {
                reader.getTerminal().writer().println(String.join("\n", waiting));
                reader.getTerminal().flush();
                waiting.clear();
            }
            atPrompt = true;
        }
    }

    /** A line was entered (or reading ended): what is told now waits for the command to finish. */
    synchronized void leftPrompt() {
        atPrompt = false;
    }

    /** The prompt: the live question's while one waits for this learner's answer, else the session's own. */
    String prompt() {
        return beside.prompt().orElseGet(session::prompt);
    }

    /** Runs {@code line}: the reply of whatever is beside the session, if it takes the line, else the command. */
    void run(String line, Shell shell) {
        Optional<List<String>> reply = beside.take(line, shell.namesCommand(line));
        if (reply.isPresent()) {
            reply.get().forEach(out::println);
        } else {
            shell.execute(line);
        }
    }

}

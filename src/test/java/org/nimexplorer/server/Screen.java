package org.nimexplorer.server;

import static org.assertj.core.api.Assertions.fail;

import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.function.Predicate;
import org.jline.builtins.ScreenTerminal;

/**
 * What a student's SSH client receives, fed through JLine's own VT100 emulator: a test reads the
 * screen as the student sees it, and waits for what it expects to appear there.
 */
final class Screen extends OutputStream {

    static final Duration WAIT = Duration.ofSeconds(20);

    private final ScreenTerminal terminal;
    private final StringBuilder everything = new StringBuilder();
    private final CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder();
    private ByteBuffer pending = ByteBuffer.allocate(0);

    Screen(int columns, int rows) {
        terminal = new ScreenTerminal(columns, rows);
    }

    @Override
    public synchronized void write(int b) {
        write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public synchronized void write(byte[] bytes, int offset, int length) {
        // A character's bytes may come in two writes (a terminal writing byte by byte): decode across them.
        ByteBuffer in = ByteBuffer.allocate(pending.remaining() + length);
        in.put(pending).put(bytes, offset, length).flip();
        CharBuffer out = CharBuffer.allocate(in.remaining());
        decoder.decode(in, out, false);
        pending = in.slice();
        String text = out.flip().toString();
        terminal.write(text);
        everything.append(text);
        notifyAll();
    }

    /** The window made {@code columns} wide and {@code rows} high, as the student's terminal window is resized. */
    synchronized void resize(int columns, int rows) {
        terminal.setSize(columns, rows);
    }

    /** The screen as it stands, one line a row. */
    synchronized String text() {
        return terminal.toString();
    }

    /** Every character received, escapes and all, for what scrolled away. */
    synchronized String received() {
        return everything.toString();
    }

    /** The screen once {@code expected} holds for it; fails with the screen when it does not in time. */
    synchronized String await(Predicate<String> expected) throws InterruptedException {
        long end = System.nanoTime() + WAIT.toNanos();
        while (!expected.test(terminal.toString())) {
            long left = (end - System.nanoTime()) / 1_000_000;
            if (left <= 0) {
                fail("the screen never showed what was expected:\n" + terminal);
            }
            wait(left);
        }
        return terminal.toString();
    }

    /** The screen once it shows {@code text}. */
    String awaitText(String text) throws InterruptedException {
        return await(screen -> screen.contains(text));
    }
}

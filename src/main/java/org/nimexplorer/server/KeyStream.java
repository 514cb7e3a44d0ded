package org.nimexplorer.server;

import java.io.IOException;
import java.io.InputStream;

/**
 * The keys a browser sends, as the stream a terminal reads: filled by the socket's thread, read by the
 * terminal's, and at its end once the page is gone. Unlike a pipe it does not care which thread wrote
 * last (the socket's threads come and go from a pool), and it holds at most {@link #CAPACITY} bytes: a
 * page that pastes more than a session could read is cut short, not kept in memory.
 */
final class KeyStream extends InputStream {

    static final int CAPACITY = 64 * 1024;

    private final byte[] held = new byte[CAPACITY];
    private int start;
    private int count;
    private boolean closed;

    /** Adds {@code keys}; those that do not fit are dropped. False when the stream is closed. */
    synchronized boolean add(byte[] keys) {
        if (closed) {
            return false;
        }
        int fits = Math.min(keys.length, CAPACITY - count);
        // Cut short between characters, never inside one: a continuation byte is not where a character starts.
        while (fits > 0 && fits < keys.length && (keys[fits] & 0xC0) == 0x80) {
            fits--;
        }
        for (int i = 0; i < fits; i++) {
            held[(start + count + i) % CAPACITY] = keys[i];
        }
        count += fits;
        notifyAll();
        return true;
    }

    @Override
    public synchronized int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public synchronized int read(byte[] into, int offset, int length) throws IOException {
        if (length == 0) {
            return 0;
        }
        while (count == 0 && !closed) {
            try {
                wait();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new java.io.InterruptedIOException("the terminal stopped reading");
            }
        }
        if (count == 0) {
            return -1;
        }
        int n = Math.min(length, count);
        for (int i = 0; i < n; i++) {
            into[offset + i] = held[(start + i) % CAPACITY];
        }
        start = (start + n) % CAPACITY;
        count -= n;
        return n;
    }

    @Override
    public synchronized int available() {
        return count;
    }

    @Override
    public synchronized void close() {
        closed = true;
        notifyAll();
    }
}

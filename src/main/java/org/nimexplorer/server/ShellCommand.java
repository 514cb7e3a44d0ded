package org.nimexplorer.server;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import org.apache.sshd.server.ExitCallback;
import org.apache.sshd.server.command.Command;

/**
 * What every shell of the class server is handed by SSH before it starts: the channel's streams and
 * the callback that ends it. Each shell writes to its terminal alone, so the error stream is unused.
 */
abstract class ShellCommand implements Command {

    protected InputStream in;
    protected OutputStream out;
    protected ExitCallback exit;

    @Override
    public void setInputStream(InputStream in) {
        this.in = in;
    }

    @Override
    public void setOutputStream(OutputStream out) {
        this.out = out;
    }

    @Override
    public void setErrorStream(OutputStream err) {
        // Everything goes to the terminal, on the output stream.
    }

    @Override
    public void setExitCallback(ExitCallback callback) {
        this.exit = callback;
    }

    /** Ends the channel before any session starts, telling the client why in a line. */
    protected void refuse(String message) throws IOException {
        out.write((message + "\r\n").getBytes(StandardCharsets.UTF_8));
        out.flush();
        exit.onExit(1, message);
    }
}

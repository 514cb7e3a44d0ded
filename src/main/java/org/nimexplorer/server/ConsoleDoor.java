package org.nimexplorer.server;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Optional;
import org.nimexplorer.store.InputFile;

/**
 * How {@code nim-explorer class console} reaches the server running on a data folder: the file
 * {@code DATA/console}, with the address and port to connect to and a code made afresh at each start,
 * readable by the teacher alone (mode 600, in a folder that is theirs alone). Whoever can read it is
 * the teacher; a code from an earlier start opens nothing.
 */
record ConsoleDoor(String host, int port, String code) {

    /** The login name of the teacher's console: no student can have it, as a name starts with a letter or digit. */
    static final String LOGIN = "+teacher";

    private static final String FILE = "console";
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final InputFile.Limit SMALL = new InputFile.Limit(4096, "a console file");

    /** A new door for a server listening on {@code bind} (empty: every address) and {@code port}. */
    static ConsoleDoor fresh(String bind, int port) {
        byte[] code = new byte[16];
        RANDOM.nextBytes(code);
        return new ConsoleDoor(reachFrom(bind), port, HexFormat.of().formatHex(code));
    }

    /** The address a console on this machine connects to, for a server bound to {@code bind}. */
    static String reachFrom(String bind) {
        return switch (bind) {
            case "", "0.0.0.0" -> "127.0.0.1";
            case "::" -> "::1";
            default -> bind;
        };
    }

    /** Keeps the door in {@code folder}, for the teacher alone. */
    void keep(Path folder) throws IOException {
        CodesFile.writePrivately(folder.resolve(FILE), "# How 'nim-explorer class console' reaches the class server"
                + " running on this folder.\nhost " + host + "\nport " + port + "\ncode " + code + "\n");
    }

    /** Takes the door away as the server stops, unless another server has put its own there since. */
    void remove(Path folder) {
        try {
            if (read(folder).filter(this::equals).isPresent()) {
                Files.deleteIfExists(folder.resolve(FILE));
            }
        } catch (IOException | Unreadable e) {
            // A door left behind opens nothing: its code dies with this server.
        }
    }

    /** What {@code folder} says about the server running on it; empty when none has left a door there. */
    static Optional<ConsoleDoor> read(Path folder) throws Unreadable {
        Path file = folder.resolve(FILE);
        if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            return Optional.empty();
        }
        String text;
        try {
            text = InputFile.readText(file, SMALL);
        } catch (InputFile.Unreadable e) {
            throw new Unreadable(file + " " + e.problem());
        }
        String host = null;
        String code = null;
        int port = -1;
        for (String line : text.split("\n")) {
            String[] words = line.strip().split(" ", 2);
            if (words.length == 2) {
                switch (words[0]) {
                    case "host" -> host = words[1].strip();
                    case "code" -> code = words[1].strip();
                    case "port" -> port = words[1].strip().matches("[0-9]{1,5}") ? Integer.parseInt(words[1].strip()) : -1;
                    default -> { }
                }
            }
        }
        if (host == null || code == null || port < 1 || port > 65_535) {
            throw new Unreadable(file + " is not what a class server writes (host, port and code); start the server"
                    + " again to write it afresh");
        }
        return Optional.of(new ConsoleDoor(host, port, code));
    }

    /** A console file there is but cannot be used, with the reason. */
    static final class Unreadable extends Exception {
        Unreadable(String message) {
            super(message, null, false, false);
        }
    }
}

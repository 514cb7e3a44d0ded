package org.nimexplorer.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * What a name leads to, following links: the rules for inputs and outputs differ by kind, and Java's
 * own attributes lump named pipes, devices and sockets together as "other". The kind of those comes
 * from the file's mode, where the platform gives it.
 */
enum FileKind {
    NONE("nothing"),
    /** A link that leads nowhere: writing replaces the link itself. */
    DANGLING_LINK("a link to nothing"),
    FILE("a file"),
    FOLDER("a folder"),
    PIPE("a named pipe (FIFO)"),
    DEVICE("a device"),
    DISK("a disk (a block device)"),
    SOCKET("a socket"),
    OTHER("not a regular file");

    private static final int TYPE_BITS = 0170000;
    private static final int FIFO_BITS = 0010000;
    private static final int CHARACTER_BITS = 0020000;
    private static final int BLOCK_BITS = 0060000;
    private static final int SOCKET_BITS = 0140000;

    private final String words;

    FileKind(String words) {
        this.words = words;
    }

    /** "is a named pipe (FIFO), not a file": why it is no input and no file to replace. */
    String notAFile() {
        return this == OTHER ? "is " + words : "is " + words + ", not a file";
    }

    static FileKind of(Path path) {
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(path, BasicFileAttributes.class);
        } catch (IOException | RuntimeException e) {
            return Files.isSymbolicLink(path) ? DANGLING_LINK : NONE;
        }
        if (attributes.isRegularFile()) {
            return FILE;
        }
        if (attributes.isDirectory()) {
            return FOLDER;
        }
        return special(path);
    }

    /** A file that is neither a regular file nor a folder, told apart by the type bits of its mode. */
    private static FileKind special(Path path) {
        int type;
        try {
            type = (Integer) Files.getAttribute(path, "unix:mode") & TYPE_BITS;
        } catch (IOException | RuntimeException e) {
            return OTHER;
        }
        return switch (type) {
            case FIFO_BITS -> PIPE;
            case CHARACTER_BITS -> DEVICE;
            case BLOCK_BITS -> DISK;
            case SOCKET_BITS -> SOCKET;
            default -> OTHER;
        };
    }
}

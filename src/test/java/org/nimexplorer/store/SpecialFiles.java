package org.nimexplorer.store;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;

/**
 * Named pipes and device nodes of a test's own, made in its temporary folder so that no test ever
 * points the program at the system's /dev/null: a device made with mknod behaves as the real one
 * (1,3 is the null device, 1,7 the full one) and can be lost without harm. A test that cannot make
 * one (no mkfifo, or not allowed to make devices) is skipped.
 */
public final class SpecialFiles {

    private static final int TYPE_BITS = 0170000;
    private static final int FIFO_BITS = 0010000;
    private static final int CHARACTER_BITS = 0020000;

    private SpecialFiles() {}

    public static Path fifo(Path folder, String name) {
        Path fifo = folder.resolve(name);
        assumeTrue(run("mkfifo", fifo.toString()), "mkfifo is needed to make a named pipe");
        return fifo;
    }

    /** A null device (writes vanish, reads end at once) of the test's own. */
    public static Path nullDevice(Path folder, String name) {
        return device(folder, name, 3);
    }

    /** A full device (every write fails: no space left on device) of the test's own. */
    public static Path fullDevice(Path folder, String name) {
        return device(folder, name, 7);
    }

    /** A zero device (reads never end) of the test's own. */
    public static Path zeroDevice(Path folder, String name) {
        return device(folder, name, 5);
    }

    private static Path device(Path folder, String name, int minor) {
        Path device = folder.resolve(name);
        assumeTrue(run("mknod", device.toString(), "c", "1", Integer.toString(minor)),
                "making a device node needs mknod and the right to make devices (root)");
        return device;
    }

    public static boolean isCharacterDevice(Path path) {
        return type(path) == CHARACTER_BITS;
    }

    public static boolean isFifo(Path path) {
        return type(path) == FIFO_BITS;
    }

    /** The file's inode: the same one before and after a write means it was written through, not replaced. */
    public static Object inode(Path path) throws IOException {
        return Files.getAttribute(path, "unix:ino", LinkOption.NOFOLLOW_LINKS);
    }

    private static int type(Path path) {
        try {
            return (Integer) Files.getAttribute(path, "unix:mode", LinkOption.NOFOLLOW_LINKS) & TYPE_BITS;
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    private static boolean run(String... command) {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}

package org.nimexplorer.server;

import java.util.Map;
import java.util.Set;
import org.apache.sshd.common.channel.PtyMode;
import org.jline.terminal.Attributes;

/**
 * The client's terminal as its {@code pty-req} describes it, made into JLine's terms: its special
 * keys (so a student's backspace erases and Ctrl-C interrupts as at home) over JLine's own sane
 * defaults, and a terminal type JLine knows without asking the server's {@code infocmp}.
 */
final class PtyModes {

    /** The types JLine carries its own description of. */
    private static final Set<String> BUNDLED = Set.of("ansi", "dumb", "dumb-color", "rxvt", "rxvt-basic", "rxvt-unicode",
            "rxvt-unicode-256color", "screen", "screen-256color", "xterm", "xterm-256color", "windows",
            "windows-256color", "windows-conemu", "windows-vtp");

    private PtyModes() {}

    /** The type to describe the client's terminal by: its own when JLine knows it, the nearest one it knows otherwise. */
    static String type(String sent) {
        if (sent == null || sent.isBlank()) {
            return "xterm";
        }
        if (BUNDLED.contains(sent)) {
            return sent;
        }
        if (sent.startsWith("dumb")) {
            return "dumb";
        }
        return sent.contains("256") || sent.contains("direct") || sent.contains("truecolor") ? "xterm-256color" : "xterm";
    }

    /** A size the client sent, or {@code otherwise} when it sent none or nonsense. */
    static int size(String sent, int otherwise) {
        try {
            int value = Integer.parseInt(sent == null ? "" : sent.strip());
            return value > 0 && value <= 10_000 ? value : otherwise;
        } catch (NumberFormatException e) {
            return otherwise;
        }
    }

    /** {@code attributes} with the client's special keys and flags put over them. */
    static void apply(Map<PtyMode, Integer> modes, Attributes attributes) {
        modes.forEach((mode, value) -> {
            switch (mode) {
                case VINTR -> attributes.setControlChar(Attributes.ControlChar.VINTR, value);
                case VQUIT -> attributes.setControlChar(Attributes.ControlChar.VQUIT, value);
                case VERASE -> attributes.setControlChar(Attributes.ControlChar.VERASE, value);
                case VKILL -> attributes.setControlChar(Attributes.ControlChar.VKILL, value);
                case VEOF -> attributes.setControlChar(Attributes.ControlChar.VEOF, value);
                case VSUSP -> attributes.setControlChar(Attributes.ControlChar.VSUSP, value);
                case VWERASE -> attributes.setControlChar(Attributes.ControlChar.VWERASE, value);
                case VLNEXT -> attributes.setControlChar(Attributes.ControlChar.VLNEXT, value);
                case VREPRINT -> attributes.setControlChar(Attributes.ControlChar.VREPRINT, value);
                case ISIG -> attributes.setLocalFlag(Attributes.LocalFlag.ISIG, value != 0);
                case ICANON -> attributes.setLocalFlag(Attributes.LocalFlag.ICANON, value != 0);
                case ECHO -> attributes.setLocalFlag(Attributes.LocalFlag.ECHO, value != 0);
                case ICRNL -> attributes.setInputFlag(Attributes.InputFlag.ICRNL, value != 0);
                case INLCR -> attributes.setInputFlag(Attributes.InputFlag.INLCR, value != 0);
                case IGNCR -> attributes.setInputFlag(Attributes.InputFlag.IGNCR, value != 0);
                case IUTF8 -> attributes.setInputFlag(Attributes.InputFlag.IUTF8, value != 0);
                case OPOST -> attributes.setOutputFlag(Attributes.OutputFlag.OPOST, value != 0);
                case ONLCR -> attributes.setOutputFlag(Attributes.OutputFlag.ONLCR, value != 0);
                default -> {
                    // Speeds, parity and the like mean nothing to a terminal that is a stream of bytes.
                }
            }
        });
    }
}

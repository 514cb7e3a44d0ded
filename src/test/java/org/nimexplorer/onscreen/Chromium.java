package org.nimexplorer.onscreen;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;

/**
 * Debian's headless Chromium and poppler's PDF tools, for the tests that look at a page as a browser draws it and as
 * it prints (see {@link ExternalTools} for where they come from).
 */
final class Chromium {

    private static final List<String> QUIET = List.of("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
            "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
            "--hide-scrollbars");

    private final Path binary;
    private final Path work;

    private Chromium(Path binary, Path work) {
        this.binary = binary;
        this.work = work;
    }

    /** Chromium working in {@code work}; the test is skipped (failed under CI) when it or poppler is missing. */
    static Chromium in(Path work) {
        Path binary = ExternalTools.require("chromium", "chromium");
        ExternalTools.require("pdftotext", "poppler-utils");
        ExternalTools.require("pdfinfo", "poppler-utils");
        return new Chromium(binary, work);
    }

    /** The page as a window of {@code width} x {@code height} shows it (its top), as an image. */
    BufferedImage screenshot(Path page, int width, int height) {
        Path png = work.resolve(name(page) + "-" + width + "x" + height + ".png");
        run(List.of("--window-size=" + width + "," + height, "--screenshot=" + png, page.toUri().toString()));
        try {
            return ImageIO.read(png.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The page after layout in a window {@code width} wide, as the DOM Chromium ends with: a script added to a copy
     * of the page writes what it measured into attributes of {@code <html>} ({@code data-scroll-width}, the page's
     * laid-out width, and {@code data-widest}, the widest element's id or tag with its right edge).
     */
    String laidOut(Path page, int width, int height) {
        String html = read(page);
        String probe = """
                <script>
                addEventListener('load', () => {
                  const root = document.documentElement;
                  let widest = '', right = 0;
                  for (const e of document.body.querySelectorAll('*')) {
                    const r = e.getBoundingClientRect().right;
                    if (r > right) { right = r; widest = (e.id || e.tagName.toLowerCase()); }
                  }
                  root.setAttribute('data-scroll-width', String(root.scrollWidth));
                  root.setAttribute('data-widest', widest + ' ' + Math.ceil(right));
                });
                </script>
                """;
        Path copy = work.resolve(name(page) + "-probe.html");
        write(copy, html.replace("</body>", probe + "</body>"));
        return run(List.of("--window-size=" + width + "," + height, "--virtual-time-budget=2000", "--dump-dom",
                copy.toUri().toString()));
    }

    /** The page printed to PDF, as a browser's "Save as PDF" prints it, with no header or footer of its own. */
    Path print(Path page) {
        Path pdf = work.resolve(name(page) + ".pdf");
        run(List.of("--no-pdf-header-footer", "--print-to-pdf=" + pdf, page.toUri().toString()));
        assertThat(pdf).isNotEmptyFile();
        return pdf;
    }

    /** The number of pages of a PDF. */
    int pages(Path pdf) {
        String info = tool(List.of("pdfinfo", pdf.toString()));
        return info.lines().filter(l -> l.startsWith("Pages:")).map(l -> Integer.parseInt(l.substring(6).strip()))
                .findFirst().orElseThrow(() -> new AssertionError("pdfinfo gave no page count: " + info));
    }

    /** The text of one page of a PDF, as pdftotext lays it out. */
    String text(Path pdf, int page) {
        return tool(List.of("pdftotext", "-layout", "-f", String.valueOf(page), "-l", String.valueOf(page),
                pdf.toString(), "-"));
    }

    private String run(List<String> args) {
        List<String> command = new ArrayList<>();
        command.add(binary.toString());
        command.addAll(QUIET);
        command.add("--user-data-dir=" + work.resolve("chromium-profile"));
        command.addAll(args);
        return tool(command);
    }

    private String tool(List<String> command) {
        try {
            Path out = Files.createTempFile(work, "out", ".txt");
            Process p = new ProcessBuilder(command).redirectOutput(out.toFile())
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            if (!p.waitFor(90, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new AssertionError("no answer in 90 s from " + command);
            }
            assertThat(p.exitValue()).as("exit status of %s", command).isZero();
            return Files.readString(out, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }

    private static String name(Path page) {
        return page.getFileName().toString().replaceAll("\\W+", "-");
    }

    private static String read(Path page) {
        try {
            return Files.readString(page, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void write(Path file, String text) {
        try {
            Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

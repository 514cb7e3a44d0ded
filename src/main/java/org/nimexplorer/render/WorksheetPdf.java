package org.nimexplorer.render;

import com.openhtmltopdf.outputdevice.helper.BaseRendererBuilder.PageSizeUnits;
import com.openhtmltopdf.pdfboxout.PdfRendererBuilder;
import com.openhtmltopdf.util.Diagnostic;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.function.Consumer;
import com.openhtmltopdf.util.XRLog;
import org.apache.pdfbox.pdmodel.font.FontMappers;
import org.nimexplorer.explain.Question;
import org.nimexplorer.quiz.Level;

/**
 * The worksheet on paper, as a PDF: the page of {@link WorksheetHtml} laid out by openhtmltopdf (HTML and
 * CSS to pages, through PDFBox), so a teacher prints it with no browser. It is set in Liberation Sans, which
 * PDFBox carries and the PDF embeds: the PDF's own standard fonts have no round dot for the heaps, and no
 * Greek, Cyrillic or most of Latin Extended for a teacher's title.
 *
 * <p>Two settings hold for the whole process, since both libraries keep them globally: PDFBox maps every font
 * it is asked to draw to that one font ({@link BundledFontMapper}), and openhtmltopdf's logging is off.
 */
public final class WorksheetPdf {

    static {
        // Set once, before the first page. The logging would print to the terminal what only a developer reads
        // (the diagnostics below carry it). Without its font, PDFBox keeps its own mapper: slower, no worse a page.
        XRLog.setLoggingEnabled(false);
        try {
            FontMappers.set(new BundledFontMapper());
        } catch (UncheckedIOException e) {
            // The font is inside PDFBox's own jar; a build that dropped it still writes the sheet.
        }
    }

    private WorksheetPdf() {}

    /** The sheet as the bytes of a PDF on {@code paper}; what the layout noticed (a style it skipped) goes to {@code notes}. */
    public static byte[] render(String title, long seed, Level level, List<Question> questions, Paper paper,
            Consumer<Diagnostic> notes) {
        ByteArrayOutputStream pdf = new ByteArrayOutputStream();
        PdfRendererBuilder builder = new PdfRendererBuilder();
        builder.useFastMode();
        builder.withDiagnosticConsumer(notes);
        builder.useFont(BundledFontMapper::open, "Liberation Sans");
        builder.useDefaultPageSize(paper.width(), paper.height(), PageSizeUnits.MM);
        builder.withProducer("Nim Explorer");
        builder.withHtmlContent(WorksheetHtml.render(title, seed, level, questions), null);
        builder.toStream(pdf);
        try {
            builder.run();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return pdf.toByteArray();
    }
}

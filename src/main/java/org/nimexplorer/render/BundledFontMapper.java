package org.nimexplorer.render;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import org.apache.fontbox.FontBoxFont;
import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.io.RandomAccessReadBuffer;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.CIDFontMapping;
import org.apache.pdfbox.pdmodel.font.FontMapper;
import org.apache.pdfbox.pdmodel.font.FontMapping;
import org.apache.pdfbox.pdmodel.font.PDCIDSystemInfo;
import org.apache.pdfbox.pdmodel.font.PDFontDescriptor;

/**
 * PDFBox's font mapper, answered from the font PDFBox carries. PDFBox asks for a font to draw each of the
 * PDF's standard fonts with, and its own mapper finds one by reading every font on the machine (seconds)
 * and keeping what it found in ~/.pdfbox.cache, a file nobody asked for. A PDF written here only names
 * the standard fonts, which any reader has, so one font answers every question.
 */
final class BundledFontMapper implements FontMapper {

    /** The one font PDFBox carries: the heaps' dots are drawn in it too. */
    static final String FONT = "/org/apache/pdfbox/resources/ttf/LiberationSans-Regular.ttf";

    private final TrueTypeFont font;

    BundledFontMapper() {
        try (InputStream in = open()) {
            if (in == null) {
                throw new java.io.FileNotFoundException(FONT);
            }
            font = new TTFParser().parse(new RandomAccessReadBuffer(in));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static InputStream open() {
        return PDDocument.class.getResourceAsStream(FONT);
    }

    @Override
    public FontMapping<TrueTypeFont> getTrueTypeFont(String baseFont, PDFontDescriptor descriptor) {
        return new FontMapping<>(font, false);
    }

    @Override
    public FontMapping<FontBoxFont> getFontBoxFont(String baseFont, PDFontDescriptor descriptor) {
        return new FontMapping<>(font, false);
    }

    @Override
    public CIDFontMapping getCIDFont(String baseFont, PDFontDescriptor descriptor, PDCIDSystemInfo cidSystemInfo) {
        return new CIDFontMapping(null, font, false);
    }
}

package org.nimexplorer.render;

import java.io.StringWriter;
import java.util.Locale;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;
import org.nimexplorer.explain.PorN;
import org.nimexplorer.quiz.PlatformQuestion;
import org.nimexplorer.quiz.QuizExport;

/**
 * A quiz in the format Moodle's "Moodle XML" import reads: a category for each kind of question, under
 * one named after the quiz, each followed by its questions, with their text, general feedback and
 * answers as HTML.
 */
public final class MoodleXml {

    /** Between two options a second try is no test at all: it costs the whole mark. */
    private static final String TWO_OPTION_PENALTY = "1";

    private MoodleXml() {}

    public static String render(QuizExport quiz) {
        StringWriter text = new StringWriter();
        try {
            Indented xml = new Indented(XMLOutputFactory.newFactory().createXMLStreamWriter(text));
            xml.out.writeStartDocument("UTF-8", "1.0");
            xml.open("quiz");
            String penalty = String.format(Locale.ROOT, "%.7f", quiz.penalty());
            String filedUnder = "";
            for (int i = 0; i < quiz.questions().size(); i++) {
                PlatformQuestion q = quiz.questions().get(i);
                // A category element files the questions after it, up to the next one: one goes wherever the kind changes.
                if (!q.question().kind().equals(filedUnder)) {
                    filedUnder = q.question().kind();
                    xml.open("question", "type", "category");
                    xml.open("category");
                    xml.leaf("text", quiz.categoryPath(filedUnder));
                    xml.close();
                    xml.close();
                }
                question(q, idNumber(quiz, i + 1), penalty, xml);
            }
            xml.close();
            xml.out.writeEndDocument();
        } catch (XMLStreamException e) {
            throw new IllegalStateException("XML written to a string cannot fail to be written", e);
        }
        return text + "\n";
    }

    /**
     * "s42-medium-q3": unique among the questions of the quiz's category (which names the game), and the
     * same when the quiz is exported again, so an import can be matched to the last one.
     */
    static String idNumber(QuizExport quiz, int number) {
        return "s" + quiz.seed() + "-" + quiz.level().name().toLowerCase(Locale.ROOT) + "-q" + number;
    }

    private static void question(PlatformQuestion q, String idNumber, String penalty, Indented xml)
            throws XMLStreamException {
        xml.open("question", "type", q.type().name().toLowerCase(Locale.ROOT));
        xml.open("name");
        xml.leaf("text", q.title());
        xml.close();
        xml.html("questiontext", PlatformHtml.question(q));
        xml.html("generalfeedback", PlatformHtml.solution(q.solution()));
        xml.leaf("defaultgrade", "1");
        xml.leaf("penalty", q.type() == PlatformQuestion.Type.MULTICHOICE && q.answers().size() == 2
                ? TWO_OPTION_PENALTY : penalty);
        xml.leaf("hidden", "0");
        xml.leaf("idnumber", idNumber);
        switch (q.type()) {
            case MULTICHOICE -> {
                xml.leaf("single", "true");
                // The feedback names options by letter, so they keep their order and their letters.
                xml.leaf("shuffleanswers", "false");
                xml.leaf("answernumbering", q.question() instanceof PorN ? "none" : "abc");
            }
            case SHORTANSWER -> xml.leaf("usecase", "0");
            case NUMERICAL -> {
                // A number's one setting, its tolerance, goes with each of its answers.
            }
        }
        for (PlatformQuestion.Answer a : q.answers()) {
            answer(q.type(), a, xml);
        }
        // Moodle reads '*' as any answer at all; it comes last, after every answer that has words of its own.
        if (q.otherwise().isPresent()) {
            answer(q.type(), new PlatformQuestion.Answer("*", false, q.otherwise().get()), xml);
        }
        xml.open("tags");
        xml.open("tag");
        xml.leaf("text", q.tag());
        xml.close();
        xml.close();
        xml.close();
    }

    private static void answer(PlatformQuestion.Type type, PlatformQuestion.Answer a, Indented xml)
            throws XMLStreamException {
        boolean html = type == PlatformQuestion.Type.MULTICHOICE;
        if (html) {
            xml.open("answer", "fraction", a.right() ? "100" : "0", "format", "html");
        } else {
            xml.open("answer", "fraction", a.right() ? "100" : "0");
        }
        // A short answer is compared as typed, so it is plain text; an option is shown, so it is HTML.
        xml.leaf("text", html ? Html.text(a.text()) : a.text());
        xml.html("feedback", PlatformHtml.paragraph(a.feedback()));
        if (type == PlatformQuestion.Type.NUMERICAL) {
            xml.leaf("tolerance", "0");
        }
        xml.close();
    }

    /** A stream writer that lays elements out one a line, indented by depth, as Moodle's own export does. */
    private static final class Indented {
        private final XMLStreamWriter out;
        private int depth;

        Indented(XMLStreamWriter out) {
            this.out = out;
        }

        void open(String name, String... attributes) throws XMLStreamException {
            newLine();
            out.writeStartElement(name);
            for (int i = 0; i < attributes.length; i += 2) {
                out.writeAttribute(attributes[i], attributes[i + 1]);
            }
            depth++;
        }

        void close() throws XMLStreamException {
            depth--;
            newLine();
            out.writeEndElement();
        }

        void leaf(String name, String text) throws XMLStreamException {
            newLine();
            out.writeStartElement(name);
            out.writeCharacters(text);
            out.writeEndElement();
        }

        /**
         * HTML in a CDATA section, as Moodle writes it. The HTML is escaped text between tags, so a
         * {@code >} in it only closes a tag and it never holds the {@code ]]>} that would end the section.
         */
        void html(String name, String html) throws XMLStreamException {
            open(name, "format", "html");
            newLine();
            out.writeStartElement("text");
            out.writeCData(html);
            out.writeEndElement();
            close();
        }

        private void newLine() throws XMLStreamException {
            out.writeCharacters("\n" + "  ".repeat(depth));
        }
    }
}

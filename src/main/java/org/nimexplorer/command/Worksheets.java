package org.nimexplorer.command;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.nimexplorer.explain.Question;
import org.nimexplorer.quiz.Level;
import org.nimexplorer.quiz.QuizFiles;
import org.nimexplorer.render.Paper;
import org.nimexplorer.render.WorksheetHtml;
import org.nimexplorer.render.WorksheetPdf;
import org.nimexplorer.store.OutputFile;

/**
 * A worksheet written in the form its file's name asks for: a PDF to print (".pdf"), a page to print from
 * a browser (".html", ".htm"), or Markdown to edit (any other name), each with the questions and then their
 * answer key.
 */
public final class Worksheets {

    /** The forms a worksheet is written in. */
    public enum Form {
        PDF, PAGE, MARKDOWN;

        /** The form {@code file}'s name asks for. */
        public static Form of(Path file) {
            String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
            return name.endsWith(".pdf") ? PDF : name.endsWith(".html") || name.endsWith(".htm") ? PAGE : MARKDOWN;
        }

        /** Whether the sheet keeps the key on a page of its own, for the students' pages to be printed alone. */
        public boolean printed() {
            return this != MARKDOWN;
        }

        /** How a sheet in this form is printed: "print", or "open it in a browser and print". */
        public String print() {
            return this == PAGE ? "open it in a browser and print" : "print";
        }
    }

    private Worksheets() {}

    /**
     * The sheet under {@code title}; {@code keyTitle} heads the Markdown form, which is one list of questions
     * and then the key, where a printed sheet keeps the key on a page of its own after the students'. A PDF is
     * laid out on the paper the environment's locale asks for.
     */
    public static void write(Path file, String title, String keyTitle, long seed, Level level, List<Question> questions)
            throws IOException {
        switch (Form.of(file)) {
            case PDF -> OutputFile.write(file, WorksheetPdf.render(title, seed, level, questions,
                    Paper.forLocale(System::getenv), note -> { }));
            case PAGE -> OutputFile.write(file, WorksheetHtml.render(title, seed, level, questions));
            case MARKDOWN -> OutputFile.write(file, QuizFiles.worksheet(keyTitle, seed, level, questions));
        }
    }
}

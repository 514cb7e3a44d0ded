package org.nimexplorer.command;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.nimexplorer.explain.Question;
import org.nimexplorer.quiz.Level;
import org.nimexplorer.quiz.QuizFiles;
import org.nimexplorer.render.WorksheetHtml;
import org.nimexplorer.store.OutputFile;

/**
 * A worksheet written in the form its file's name asks for: a page to print (".html", ".htm"), or Markdown
 * to edit (any other name), both with the questions and then their answer key.
 */
public final class Worksheets {

    private Worksheets() {}

    /** Whether {@code file} is written as a page to print. */
    public static boolean printable(Path file) {
        String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        return name.endsWith(".html") || name.endsWith(".htm");
    }

    /**
     * The sheet under {@code title}; {@code keyTitle} heads the Markdown form, which is one list of questions
     * and then the key, where the page keeps the key on a page of its own after the students'.
     */
    public static void write(Path file, String title, String keyTitle, long seed, Level level, List<Question> questions)
            throws IOException {
        OutputFile.write(file, printable(file) ? WorksheetHtml.render(title, seed, level, questions)
                : QuizFiles.worksheet(keyTitle, seed, level, questions));
    }
}

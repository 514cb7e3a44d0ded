package org.nimexplorer.render;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import org.nimexplorer.quiz.QuizExport;

/** The formats a quiz is exported in, each by the name Moodle's import page gives it. */
public enum ExportFormat {
    MOODLE("Moodle XML format", MoodleXml::render),
    GIFT("GIFT format", Gift::render);

    private final String platformName;
    private final Function<QuizExport, String> writer;

    ExportFormat(String platformName, Function<QuizExport, String> writer) {
        this.platformName = platformName;
        this.writer = writer;
    }

    /** "moodle", as the command line names it. */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The format's name on the platform's import page: "Moodle XML format". */
    public String platformName() {
        return platformName;
    }

    public String render(QuizExport quiz) {
        return writer.apply(quiz);
    }

    public static Optional<ExportFormat> named(String word) {
        return Arrays.stream(values()).filter(f -> f.word().equalsIgnoreCase(word.strip())).findFirst();
    }

    public static List<String> words() {
        return Arrays.stream(values()).map(ExportFormat::word).toList();
    }
}

package org.nimexplorer.quiz;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.io.IOException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.nimexplorer.engine.HeapGame;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Text;
import org.nimexplorer.explain.Question;
import org.nimexplorer.explain.SumWords;
import org.nimexplorer.store.AppHome;
import org.nimexplorer.store.OutputFile;

/** Quiz reports (CSV or JSON, by the file's extension) and Markdown worksheets with an answer key. */
public final class QuizFiles {

    static final List<String> COLUMNS = List.of("number", "kind", "question", "position", "rules", "answer",
            "correctAnswer", "result", "seconds", "idea", "misconception");

    private QuizFiles() {}

    /**
     * Checks the report's file name before the quiz starts, so nobody answers ten questions for
     * nothing; a file already there is replaced only when {@code replace} says so, and never one of
     * the program's own in {@code home}.
     */
    public static Result<Path> reportPath(String name, boolean replace, AppHome home) {
        String lower = name.toLowerCase(Locale.ROOT);
        if (!lower.endsWith(".csv") && !lower.endsWith(".json")) {
            return Result.problem("--report: the file name must end in .csv or .json, not '" + Text.clip(name) + "'");
        }
        return outputPath("--report", name, replace, home);
    }

    /** Checks the worksheet's file name as {@link #reportPath} checks the report's. */
    public static Result<Path> worksheetPath(String name, boolean replace, AppHome home) {
        return outputPath("--worksheet", name, replace, home);
    }

    /** Checks the file an assignment's answer key is written to, as {@link #reportPath} checks the report's. */
    public static Result<Path> keyPath(String name, boolean replace, AppHome home) {
        return outputPath("--key", name, replace, home);
    }

    /** Checks the file an export is written to as {@link #reportPath} checks the report's. */
    public static Result<Path> exportPath(String name, boolean replace, AppHome home) {
        return outputPath("--export", name, replace, home);
    }

    /** Checks a hand-in's file name as {@link #reportPath} checks the report's; it must end in .json. */
    public static Result<Path> handInPath(String name, boolean replace, AppHome home) {
        if (!name.toLowerCase(Locale.ROOT).endsWith(".json")) {
            return Result.problem("--hand-in: the file name must end in .json, not '" + Text.path(name) + "'");
        }
        return outputPath("--hand-in", name, replace, home);
    }

    /** The file {@code option} names, checked by the rule every output follows. */
    public static Result<Path> outputPath(String option, String name, boolean replace, AppHome home) {
        if (name.isBlank()) {
            return Result.problem(option + " needs a file name, not an empty word");
        }
        Path path;
        try {
            path = Path.of(name);
        } catch (InvalidPathException e) {
            return Result.problem(option + ": '" + Text.path(name) + "' is not a file name");
        }
        return OutputFile.check(name, path, replace, home).<Result<Path>>map(p -> Result.problem(option + ": " + p))
                .orElseGet(() -> Result.ok(path));
    }

    public static void writeReport(Path file, long seed, Level level, List<QuizResult> results) throws IOException {
        List<Map<String, Object>> rows = new ArrayList<>();
        for (QuizResult r : results) {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("number", r.number());
            row.put("kind", r.question().kind());
            row.put("question", r.prompt());
            row.put("position", Prompts.position(r.question()).toString());
            row.put("rules", Prompts.game(r.question()).note().replace(" (", "").replace(")", ""));
            row.put("answer", r.answer());
            row.put("correctAnswer", r.correctAnswer());
            row.put("result", r.skipped() ? "skipped" : r.correct() ? "right" : "wrong");
            row.put("seconds", Math.round(r.seconds() * 10) / 10.0);
            row.put("idea", r.idea().key());
            row.put("misconception", r.diagnosis().map(d -> d.misconception().key()).orElse(""));
            rows.add(row);
        }
        if (file.toString().toLowerCase(Locale.ROOT).endsWith(".json")) {
            Map<String, Object> doc = new LinkedHashMap<>();
            doc.put("seed", seed);
            doc.put("level", level.name().toLowerCase(Locale.ROOT));
            doc.put("questions", results.size());
            doc.put("right", results.stream().filter(QuizResult::correct).count());
            doc.put("results", rows);
            OutputFile.write(file, new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
                    .writeValueAsString(doc));
        } else {
            CsvSchema.Builder schema = CsvSchema.builder().setUseHeader(true);
            COLUMNS.forEach(schema::addColumn);
            OutputFile.write(file, new CsvMapper().writer(schema.build()).writeValueAsString(rows));
        }
    }

    /** The questions for a class on paper, then the answer key with a line of explanation each. */
    public static String worksheet(long seed, Level level, List<Question> questions) {
        return worksheet(title(questions), seed, level, questions);
    }

    /** "Nim quiz", "Quiz on Kayles": a sheet's title when no assignment gives one. */
    public static String title(List<Question> questions) {
        QuizGame game = questions.isEmpty() ? QuizGame.NIM : Prompts.game(questions.get(0));
        return game.name().map(n -> "Quiz on " + n).orElse("Nim quiz");
    }

    /** The worksheet under {@code title}: an assignment's key carries the assignment's title. */
    public static String worksheet(String title, long seed, Level level, List<Question> questions) {
        StringBuilder md = new StringBuilder();
        md.append("# ").append(title.replace("\n", " ")).append("\n\n");
        md.append("Seed ").append(seed).append(", ").append(conventions(level, questions)).append("\n\n## Questions\n\n");
        for (int i = 0; i < questions.size(); i++) {
            md.append(i + 1).append(". ").append(questions.get(i).prompt()).append("\n");
        }
        md.append("\n## Answer key\n\n");
        for (int i = 0; i < questions.size(); i++) {
            Question q = questions.get(i);
            md.append(i + 1).append(". **").append(q.answer()).append("**: ").append(Explanations.brief(q)).append("\n");
        }
        return md.toString();
    }

    /**
     * "level easy (3 heaps of 1 to 7). Heaps are named A, B, C, ... from the left; write a move as `A-2`
     * (take 2 from A)." What a sheet of these questions says before them, code in backticks.
     */
    public static String conventions(Level level, List<Question> questions) {
        Optional<HeapGame> sums = questions.isEmpty() ? Optional.empty()
                : Prompts.sum(questions.get(0)).map(sum -> sum.games().get(0));
        String word = sums.map(HeapGame::heapWord).orElse("heap");
        // " (misère, take 1-3)" as the questions write it, said once here: ", rules: misère, take 1-3".
        String rules = questions.isEmpty() || sums.isPresent() ? "" : Prompts.game(questions.get(0)).note()
                .replaceFirst("^ \\((.*)\\)$", ", rules: $1");
        return "level " + level.name().toLowerCase(Locale.ROOT) + " (" + level.describe(word) + ")"
                + sums.map(g -> ", " + SumWords.game(g)).orElse("") + rules
                + ". " + Character.toUpperCase(word.charAt(0))
                + word.substring(1) + "s are named A, B, C, ... from the left; write a move as `A-2` (take 2 from A)"
                + sums.filter(HeapGame::splits).map(g -> ", or for a move that splits a " + word + ", the two " + word
                        + "s it leaves: `A-1=2+3` (take 1 from A, leaving 2 and 3)").orElse("") + ".";
    }

}

package org.nimexplorer.render;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.nimexplorer.engine.Text;
import org.nimexplorer.explain.Question;
import org.nimexplorer.quiz.ClassReport;
import org.nimexplorer.quiz.ClassReport.Graded;
import org.nimexplorer.quiz.ClassReport.Mark;
import org.nimexplorer.quiz.ClassReport.Student;
import org.nimexplorer.quiz.Prompts;

/**
 * The class report for a spreadsheet: one row per student per question, every answer as the student gave it
 * beside a right one; and a gradebook, one row per student.
 * A text cell a spreadsheet would take for a formula (it starts with '=', '+', '-', '@', a tab or a carriage
 * return, as a student's name or answer may) is written with a leading "'", as OWASP advises, so it shows as
 * text and runs nothing; the number columns stay numbers. Spreadsheets skip leading spaces and read the
 * full-width signs ("＝") as the plain ones, so the cell is judged by its first character past those, with
 * its full-width form folded; control characters are shown as '?'.
 */
public final class ClassReportCsv {

    public static final List<String> COLUMNS = List.of("student", "file", "question", "kind", "position", "rightAnswer",
            "answers", "tries", "result", "firstTry", "solved", "skipped", "hints", "seconds", "misconceptions", "flagged",
            "attempt");

    /** The gradebook's columns before one column per question ("Q1", "Q2", ...). */
    public static final List<String> GRADEBOOK = List.of("student", "file", "firstTry", "solved", "questions",
            "stoppedAt", "seconds", "hints", "lessonsFinished", "lessonsNamed", "attempt", "flagged", "flags");

    private static final String FORMULA_STARTS = "=+-@\t\r";

    private ClassReportCsv() {}

    /** A text cell as a spreadsheet will show it: with a leading "'" when it would otherwise start a formula. */
    static String text(String cell) {
        return startsFormula(cell) ? "'" + Text.visible(cell) : Text.visible(cell);
    }

    private static boolean startsFormula(String cell) {
        for (int i = 0; i < cell.length(); ) {
            int cp = cell.codePointAt(i);
            String folded = Normalizer.normalize(new String(Character.toChars(cp)), Normalizer.Form.NFKC);
            if (!folded.isEmpty() && FORMULA_STARTS.indexOf(folded.charAt(0)) >= 0) {
                return true;
            }
            if (!Character.isWhitespace(cp) && !Character.isSpaceChar(cp) && !Character.isISOControl(cp)
                    && Character.getType(cp) != Character.FORMAT) {
                return false;
            }
            i += Character.charCount(cp);
        }
        return false;
    }

    public static String render(ClassReport report) {
        List<Map<String, Object>> rows = new ArrayList<>();
        for (Student s : report.students()) {
            for (Mark m : s.marks()) {
                Question q = report.questions().get(m.number() - 1).question();
                Map<String, Object> row = new LinkedHashMap<>();
                row.put("student", text(s.name()));
                row.put("file", text(s.file()));
                row.put("question", m.number());
                row.put("kind", text(q.kind()));
                row.put("position", text(Prompts.position(q).toString()));
                row.put("rightAnswer", text(q.answer()));
                row.put("answers", text(String.join(" | ", m.tries().stream().map(Graded::answer).toList())));
                row.put("tries", m.tries().size());
                row.put("result", m.cell().key());
                row.put("firstTry", m.firstTry());
                row.put("solved", m.solved());
                row.put("skipped", m.skipped());
                row.put("hints", m.hints());
                row.put("seconds", m.seconds().isPresent() ? (Object) m.seconds().getAsDouble() : "");
                row.put("misconceptions", text(String.join(" ", m.tries().stream()
                        .flatMap(t -> t.misconception().stream()).map(mc -> mc.key()).distinct().toList())));
                row.put("flagged", s.flagged());
                row.put("attempt", s.attempt());
                rows.add(row);
            }
        }
        return write(COLUMNS, rows);
    }

    /**
     * The class report for a gradebook: one row per student, the figures and then each question's result
     * ("first-try", "later", "wrong", "skipped", "stopped", "not-reached"), so a spreadsheet sorts and sums it.
     */
    public static String gradebook(ClassReport report) {
        List<String> columns = new ArrayList<>(GRADEBOOK);
        for (int q = 1; q <= report.assignment().count(); q++) {
            columns.add("Q" + q);
        }
        List<Map<String, Object>> rows = new ArrayList<>();
        for (Student s : report.students()) {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("student", text(s.name()));
            row.put("file", text(s.file()));
            row.put("firstTry", s.firstTry());
            row.put("solved", s.solved());
            row.put("questions", s.marks().size());
            row.put("stoppedAt", s.stoppedAt().map(q -> (Object) q).orElse(""));
            row.put("seconds", s.seconds().isPresent() ? (Object) s.seconds().getAsLong() : "");
            row.put("hints", s.hints());
            row.put("lessonsFinished", s.lessonsFinished());
            row.put("lessonsNamed", s.lessonsNamed());
            row.put("attempt", s.attempt());
            row.put("flagged", s.flagged());
            row.put("flags", text(String.join("; ", ClassReportText.grouped(s.flags()))));
            for (Mark m : s.marks()) {
                row.put("Q" + m.number(), m.cell().key());
            }
            rows.add(row);
        }
        // Who is on the roster and handed nothing in gets a row too, so a gradebook import misses nobody.
        for (String name : report.roster().map(ClassReport.Roster::missing).orElse(List.of())) {
            Map<String, Object> row = new LinkedHashMap<>();
            columns.forEach(c -> row.put(c, ""));
            row.put("student", text(name));
            row.put("flags", "not handed in");
            for (int q = 1; q <= report.assignment().count(); q++) {
                row.put("Q" + q, "not-handed-in");
            }
            rows.add(row);
        }
        return write(columns, rows);
    }

    private static String write(List<String> columns, List<Map<String, Object>> rows) {
        CsvSchema.Builder schema = CsvSchema.builder().setUseHeader(true);
        columns.forEach(schema::addColumn);
        try {
            return new CsvMapper().writer(schema.build()).writeValueAsString(rows);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("rows of strings, numbers and booleans always write", e);
        }
    }
}

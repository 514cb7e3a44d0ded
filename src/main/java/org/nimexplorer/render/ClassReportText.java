package org.nimexplorer.render;

import java.util.ArrayList;
import java.util.List;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalLong;
import org.nimexplorer.engine.Text;
import org.nimexplorer.explain.Misconception;
import org.nimexplorer.quiz.ClassReport;
import org.nimexplorer.quiz.ClassReport.Flag;
import org.nimexplorer.quiz.ClassReport.QuestionStat;
import org.nimexplorer.quiz.ClassReport.Student;
import org.nimexplorer.quiz.ClassReport.Tally;

/** The class report in the terminal: one screen an instructor reads at a glance, 80 columns at most. */
public final class ClassReportText {

    /** How many questions the "hardest" list shows. */
    public static final int HARDEST = 3;
    private static final int NAME = 22;
    /** How many flags a flagged student shows before the rest are counted. */
    private static final int FLAGS = 4;

    private ClassReportText() {}

    public static List<String> render(ClassReport report, Painter painter) {
        List<String> out = new ArrayList<>();
        int n = report.students().size();
        out.add(painter.strong("Class report: " + report.assignment().describe() + ", " + n
                + (n == 1 ? " hand-in" : " hand-ins")));
        if (n > 0) {
            out.add("");
            students(report, painter, out);
            hardest(report, out, painter);
            ideas(report, out, painter);
            misconceptions(report, out, painter);
        }
        if (!report.skipped().isEmpty()) {
            out.add("");
            out.add(painter.strong("Left out"));
            report.skipped().forEach(s -> out.add(painter.paragraph(Text.path(s.file()) + ": " + s.reason(), 2)));
        }
        return out;
    }

    private static void students(ClassReport report, Painter painter, List<String> out) {
        boolean lessons = !report.assignment().lessons().isEmpty();
        out.add(Width.padRight("Student", NAME) + "  Score  First try  Time   Hints" + (lessons ? "  Lessons" : ""));
        for (Student s : report.students()) {
            String name = Width.padRight(Width.clip(Text.oneLine(s.name()), NAME - 2) + (s.flagged() ? " !" : ""), NAME);
            String row = (name + "  " + pad(s.solved() + "/" + s.marks().size(), 5) + "  "
                    + pad(firstTry(s), 9) + "  " + pad(time(s.seconds()), 5) + "  " + pad(
                            Integer.toString(s.hints()), 5) + (lessons ? "  " + pad(s.lessonsFinished() + "/"
                                    + s.lessonsNamed(), 7) : "")).stripTrailing();
            out.add(s.flagged() ? painter.bad(row) : row);
        }
        retakes(report, out, painter);
        List<Student> flagged = report.students().stream().filter(Student::flagged).toList();
        for (Student s : flagged) {
            out.add("");
            out.add(painter.paragraph(painter.bad("! " + Text.oneLine(s.name())) + " (" + Text.path(s.file()) + "),"
                    + " graded from its answers:", 0));
            List<String> flags = grouped(s.flags());
            int shown = flags.size() <= FLAGS + 1 ? flags.size() : FLAGS;
            for (String flag : flags.subList(0, shown)) {
                out.addAll(Wrap.lines("- " + flag, 2, 4, painter.width()));
            }
            if (shown < flags.size()) {
                out.addAll(Wrap.lines("- and " + (flags.size() - shown) + " more (--html lists every flag)", 2, 4,
                        painter.width()));
            }
        }
    }

    /** Who took the quiz more than once, with the scores their hand-ins replaced. */
    private static void retakes(ClassReport report, List<String> out, Painter painter) {
        List<Student> again = report.students().stream().filter(s -> s.attempt() > 1).toList();
        if (again.isEmpty()) {
            return;
        }
        out.add("");
        out.add("Taken more than once (the table shows the last attempt)");
        for (Student s : again) {
            out.addAll(Wrap.lines(Text.oneLine(s.name()) + ": attempt " + s.attempt() + "; before: " + earlier(s), 2, 4,
                    painter.width()));
        }
    }

    /** "3/6 (4 of 6 questions reached, ended 2026-11-25T10:41:07Z); 5/6 (...)". */
    public static String earlier(Student s) {
        return String.join("; ", s.earlier().stream().map(e -> e.claimed().describe() + " (" + e.answered() + " of "
                + e.claimed().questions() + " questions reached, ended " + Text.oneLine(e.finished()) + ")").toList());
    }

    /**
     * The flags as lines to read, the same words about several questions said once for them all:
     * "Q1-Q4, Q7: the file marks as right what the engine grades wrong: first try, solved".
     */
    public static List<String> grouped(List<Flag> flags) {
        record Group(String text, List<Integer> questions) {}
        List<Group> groups = new ArrayList<>();
        Map<String, Group> byText = new LinkedHashMap<>();
        for (Flag f : flags) {
            if (f.question() == 0) {
                groups.add(new Group(f.text(), List.of()));
                continue;
            }
            byText.computeIfAbsent(f.text(), text -> {
                Group g = new Group(text, new ArrayList<>());
                groups.add(g);
                return g;
            }).questions().add(f.question());
        }
        return groups.stream().map(g -> g.questions().isEmpty() ? g.text() : questions(g.questions()) + ": " + g.text())
                .toList();
    }

    /** "Q1-Q4, Q7": question numbers in order, a run of three or more as a range. */
    private static String questions(List<Integer> numbers) {
        List<Integer> sorted = numbers.stream().distinct().sorted().toList();
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < sorted.size(); ) {
            int j = i;
            while (j + 1 < sorted.size() && sorted.get(j + 1) == sorted.get(j) + 1) {
                j++;
            }
            if (j - i >= 2) {
                parts.add("Q" + sorted.get(i) + "-Q" + sorted.get(j));
            } else {
                for (int k = i; k <= j; k++) {
                    parts.add("Q" + sorted.get(k));
                }
            }
            i = j + 1;
        }
        return String.join(", ", parts);
    }

    private static void hardest(ClassReport report, List<String> out, Painter painter) {
        List<QuestionStat> hardest = report.hardest(HARDEST);
        if (hardest.isEmpty()) {
            return;
        }
        out.add("");
        out.add("Hardest questions (right at the first try, of those who answered)");
        for (QuestionStat q : hardest) {
            out.addAll(painter.labelled("  Q" + q.number(), 6, q.firstTry() + " of " + q.answered() + ": "
                    + q.question().prompt()));
            q.commonWrong().ifPresent(wrong -> out.addAll(painter.labelled("", 6, "Most given wrong answer: '"
                    + Text.clip(wrong) + "' (" + students(q.commonWrongStudents()) + ")"
                    + q.behind().map(m -> ": " + inClass(m) + ".").orElse("."))));
        }
    }

    private static void ideas(ClassReport report, List<String> out, Painter painter) {
        if (report.ideasMissed().isEmpty()) {
            return;
        }
        out.add("");
        out.add("Ideas the class misses most");
        for (Tally<org.nimexplorer.explain.Idea> t : report.ideasMissed().stream().limit(HARDEST).toList()) {
            out.addAll(painter.labelled("  " + t.key().key(), 14, t.wrong() + (t.wrong() == 1 ? " wrong answer" : " wrong"
                    + " answers") + " from " + students(t.students()) + ": " + t.key().description()));
        }
    }

    private static void misconceptions(ClassReport report, List<String> out, Painter painter) {
        if (report.misconceptions().isEmpty()) {
            return;
        }
        out.add("");
        out.add("Misconceptions seen");
        int column = report.misconceptions().stream().mapToInt(t -> students(t.students()).length()).max().orElse(0) + 4;
        for (Tally<Misconception> t : report.misconceptions()) {
            out.addAll(painter.labelled("  " + students(t.students()), column, inClass(t.key()) + " (" + t.key().key()
                    + ")"));
        }
    }

    /** A misconception as the class shows it: "students often add numbers where ...". */
    public static String inClass(Misconception m) {
        return m.habit().replace("you ", "students ");
    }

    /** "1 (17%)": questions right at the first try, and their share of the assignment's questions. */
    public static String firstTry(Student s) {
        int questions = s.marks().size();
        return s.firstTry() + (questions == 0 ? "" : " (" + Math.round(100.0 * s.firstTry() / questions) + "%)");
    }

    /** "5:07", minutes and seconds; "1:02:03" past an hour; "?" when the file gives a time no quiz takes. */
    public static String time(OptionalLong seconds) {
        return seconds.isPresent() ? time(seconds.getAsLong()) : "?";
    }

    /** "5:07", minutes and seconds; "1:02:03" past an hour. */
    public static String time(long seconds) {
        long h = seconds / 3600;
        long m = seconds / 60 % 60;
        long s = seconds % 60;
        return h > 0 ? String.format(Locale.ROOT, "%d:%02d:%02d", h, m, s) : String.format(Locale.ROOT, "%d:%02d", m, s);
    }

    private static String students(int n) {
        return n + (n == 1 ? " student" : " students");
    }

    private static String pad(String text, int width) {
        return Width.padRight(text, width);
    }
}

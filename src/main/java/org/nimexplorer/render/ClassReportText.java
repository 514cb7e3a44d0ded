package org.nimexplorer.render;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalLong;
import org.nimexplorer.engine.Text;
import org.nimexplorer.explain.Misconception;
import org.nimexplorer.quiz.ClassReport;
import org.nimexplorer.quiz.ClassReport.Cell;
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
    /** A grid cell: the sign and a space. */
    private static final int CELL = 3;
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm z", Locale.ROOT);

    private ClassReportText() {}

    /** The report, with the times the hand-ins give (UTC instants) shown in {@code zone}, the reader's. */
    public static List<String> render(ClassReport report, Painter painter, ZoneId zone) {
        List<String> out = new ArrayList<>();
        int n = report.students().size();
        out.add(painter.strong("Class report: " + report.assignment().describe() + ", " + n
                + (n == 1 ? " hand-in" : " hand-ins")));
        report.roster().ifPresent(r -> roster(r, out, painter));
        if (n > 0) {
            out.add("");
            students(report, painter, zone, out);
            grid(report, out, painter);
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

    /** Who on the class list has handed nothing in, and who handed in under a name the list does not have. */
    private static void roster(ClassReport.Roster r, List<String> out, Painter painter) {
        out.add(painter.paragraph(r.missing().isEmpty() ? "Everyone on the roster (" + r.size() + ") has handed in."
                : painter.bad("Not handed in: " + r.missing().size() + " of " + r.size()) + " on the roster: "
                        + names(r.missing()) + ".", 0));
        if (!r.unlisted().isEmpty()) {
            out.add(painter.paragraph("Handed in under a name the roster does not have: " + names(r.unlisted()) + ".", 0));
        }
    }

    private static void students(ClassReport report, Painter painter, ZoneId zone, List<String> out) {
        boolean lessons = !report.assignment().lessons().isEmpty();
        out.add(Width.padRight("Student", NAME) + "  First try  In the end  Time   Hints" + (lessons ? "  Lessons" : ""));
        for (Student s : report.students()) {
            String name = Width.padRight(Width.clip(Text.oneLine(s.name()), NAME - 2) + (s.flagged() ? " !" : ""), NAME);
            String row = (name + "  " + pad(firstTry(s), 9) + "  " + pad(s.solved() + "/" + s.marks().size(), 10) + "  "
                    + pad(time(s.seconds()), 5) + "  " + pad(Integer.toString(s.hints()), 5) + (lessons ? "  "
                            + pad(s.lessonsFinished() + "/" + s.lessonsNamed(), 7) : "")).stripTrailing();
            out.add(s.flagged() ? painter.bad(row) : row);
        }
        stopped(report, out, painter);
        retakes(report, zone, out, painter);
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

    /** Who stopped the quiz before its end, and where: a stop is not a skip. */
    private static void stopped(ClassReport report, List<String> out, Painter painter) {
        List<String> stops = report.students().stream().filter(s -> s.stoppedAt().isPresent())
                .map(s -> Text.oneLine(s.name()) + " at Q" + s.stoppedAt().get()).toList();
        if (!stops.isEmpty()) {
            out.add("");
            out.addAll(Wrap.lines("Stopped the quiz before its end: " + String.join(", ", stops), 0, 2, painter.width()));
        }
    }

    /**
     * Every student's every question at a glance, in blocks of questions as wide as the window allows:
     * "+" right at the first try, "o" right later, "x" wrong, "-" skipped, ">" stopped here, "." not reached.
     */
    private static void grid(ClassReport report, List<String> out, Painter painter) {
        int questions = report.assignment().count();
        if (questions == 0) {
            return;
        }
        out.add("");
        out.add("Question by question");
        int perBlock = Math.max(1, (Math.max(painter.width(), NAME + 4) - NAME - 2) / CELL);
        for (int from = 1; from <= questions; from += perBlock) {
            int to = Math.min(questions, from + perBlock - 1);
            StringBuilder header = new StringBuilder(Width.padRight("", NAME + 2));
            for (int q = from; q <= to; q++) {
                header.append(pad(Integer.toString(q), CELL));
            }
            out.add(header.toString().stripTrailing());
            for (Student s : report.students()) {
                StringBuilder row = new StringBuilder(Width.padRight(Width.clip(Text.oneLine(s.name()), NAME - 2), NAME + 2));
                for (int q = from; q <= to; q++) {
                    Cell c = q <= s.marks().size() ? s.marks().get(q - 1).cell() : Cell.NOT_REACHED;
                    row.append(cell(c, painter)).append(" ".repeat(CELL - 1));
                }
                out.add(row.toString().stripTrailing());
            }
            if (to < questions) {
                out.add("");
            }
        }
        out.addAll(Wrap.lines(String.join(", ", java.util.Arrays.stream(Cell.values())
                .map(c -> cell(c, painter) + " " + SHORT.get(c)).toList()), 0, 0, painter.width()));
    }

    /** The legend's words for the signs, short enough for one line at 80 columns. */
    private static final Map<Cell, String> SHORT = Map.of(Cell.FIRST_TRY, "first try", Cell.LATER, "right later",
            Cell.WRONG, "wrong", Cell.SKIPPED, "skipped", Cell.STOPPED, "stopped", Cell.NOT_REACHED, "not reached");

    /** The grid's sign for a cell, coloured where colour helps: right good, wrong bad. */
    private static String cell(Cell c, Painter painter) {
        return switch (c) {
            case FIRST_TRY -> painter.good("+");
            case LATER -> painter.good("o");
            case WRONG -> painter.bad("x");
            case SKIPPED -> "-";
            case STOPPED -> painter.bad(">");
            case NOT_REACHED -> ".";
        };
    }

    /** "Ada, Ben and Cy". */
    static String names(List<String> names) {
        List<String> shown = names.stream().map(Text::oneLine).toList();
        return shown.size() <= 1 ? String.join("", shown)
                : String.join(", ", shown.subList(0, shown.size() - 1)) + " and " + shown.get(shown.size() - 1);
    }

    /** Who took the quiz more than once, with the scores their hand-ins replaced. */
    private static void retakes(ClassReport report, ZoneId zone, List<String> out, Painter painter) {
        List<Student> again = report.students().stream().filter(s -> s.attempt() > 1).toList();
        if (again.isEmpty()) {
            return;
        }
        out.add("");
        out.add("Taken more than once (the table shows the last attempt)");
        for (Student s : again) {
            out.addAll(Wrap.lines(Text.oneLine(s.name()) + ": attempt " + s.attempt() + "; before: " + earlier(s, zone), 2,
                    4, painter.width()));
        }
    }

    /** "1/6 at the first try, 3/6 in the end (4 of 6 questions reached, ended 2026-11-25 11:41 CET); 5/6 ...". */
    public static String earlier(Student s, ZoneId zone) {
        return String.join("; ", s.earlier().stream().map(e -> e.claimed().describeBoth() + " (" + e.answered() + " of "
                + e.claimed().questions() + " questions reached, ended " + when(e.finished(), zone) + ")").toList());
    }

    /** An instant as the reader's clock shows it, "2026-11-25 11:41 CET"; the file's own words if it is no instant. */
    public static String when(String instant, ZoneId zone) {
        try {
            return WHEN.format(Instant.parse(instant).atZone(zone));
        } catch (DateTimeException e) {
            return Text.oneLine(instant);
        }
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
        for (QuestionStat q : hardest.subList(0, Math.min(HARDEST, hardest.size()))) {
            out.addAll(painter.labelled("  Q" + q.number(), 6, q.firstTry() + " of " + q.answered() + ": "
                    + q.question().prompt()));
            out.addAll(painter.labelled("", 6, "Not at the first try: " + names(q.missed()) + "."));
            q.commonWrong().ifPresent(wrong -> out.addAll(painter.labelled("", 6, "Most given wrong answer: '"
                    + Text.clip(wrong) + "' (" + students(q.commonWrongStudents()) + ")"
                    + q.behind().map(m -> ": " + inClass(m) + ".").orElse("."))));
        }
        if (hardest.size() > HARDEST) {
            out.addAll(painter.labelled("", 6, "Just as hard: " + questions(hardest.subList(HARDEST, hardest.size())
                    .stream().map(QuestionStat::number).toList()) + " (--html shows each)."));
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
                    + "): " + names(t.names()) + "."));
        }
    }

    /** A misconception as the class shows it: "students often add numbers where ...". */
    public static String inClass(Misconception m) {
        return m.habit().replace("you ", "students ");
    }

    /** "1/6": questions right at the first try, of the assignment's questions. */
    public static String firstTry(Student s) {
        return s.firstTry() + "/" + s.marks().size();
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

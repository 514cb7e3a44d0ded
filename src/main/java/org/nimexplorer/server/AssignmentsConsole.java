package org.nimexplorer.server;

import java.sql.SQLException;
import java.text.Normalizer;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.nimexplorer.command.AssignmentOptions;
import org.nimexplorer.command.BadInputException;
import org.nimexplorer.command.session.Classroom;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Text;
import org.nimexplorer.lesson.LessonLibrary;
import org.nimexplorer.quiz.Assignment;
import org.nimexplorer.quiz.ClassFiles;
import org.nimexplorer.quiz.ClassReport;
import org.nimexplorer.quiz.HandIn;
import org.nimexplorer.render.ClassReportText;
import org.nimexplorer.render.Painter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/**
 * The teacher's console words for assignments on the class server: {@code assign} publishes one (the
 * options of {@code nim-explorer assign}, without a file), {@code assignments} lists them with how
 * many have handed in, and {@code report NAME} is the class report, read from the database.
 */
final class AssignmentsConsole {

    /** A word, or words in quotes: how the console's line is split. */
    private static final Pattern WORD = Pattern.compile("\"([^\"]*)\"|'([^']*)'|(\\S+)");

    private final ClassData data;
    private final LessonLibrary library;
    private final LiveClass live;

    AssignmentsConsole(ClassData data, LessonLibrary library, LiveClass live) {
        this.data = data;
        this.library = library;
        this.live = live;
    }

    /** The options of 'assign' on the console, parsed as the command line parses them. */
    @Command(name = "assign")
    static final class Publish {
        @Mixin
        AssignmentOptions options;
    }

    /** 'assign --title "Week 3" --count 10 ...': the assignment, published, and told to the students connected. */
    List<String> publish(String rest) {
        Publish parsed = new Publish();
        try {
            new CommandLine(parsed).setCaseInsensitiveEnumValuesAllowed(true).setExpandAtFiles(false)
                    .parseArgs(words(rest).toArray(String[]::new));
        } catch (CommandLine.ParameterException e) {
            return List.of("assign: " + Text.oneLine(String.valueOf(e.getMessage())) + "; as in: assign --title"
                    + " \"Week 3\" --count 10 --level medium");
        }
        Assignment assignment;
        try {
            assignment = parsed.options.assignment(library);
        } catch (BadInputException e) {
            return List.of(Text.oneLine(e.getMessage()));
        }
        String name;
        try {
            name = data.publish(assignment.id(), nameFor(assignment.title()), ClassFiles.assignmentText(assignment),
                    System.currentTimeMillis());
        } catch (SQLException e) {
            return List.of("The assignment could not be kept in the database (" + Text.clip(String.valueOf(
                    e.getMessage())) + "); nothing was published.");
        }
        live.announce(ServerClassroom.set(new Classroom.Published(name, assignment)));
        return List.of("Published " + assignment.describe() + " as '" + name + "': students take it with 'quiz"
                + " --assignment " + name + "', and are told so now and at login. 'report " + name + "' reads the"
                + " hand-ins.");
    }

    /** "Week 3!" as students type it: "week-3"; "Ça va?" as "ca-va". */
    static String nameFor(String title) {
        // Letters without their accents, and nothing but a-z and digits: a name any keyboard types.
        String plain = Normalizer.normalize(title, Normalizer.Form.NFD).replaceAll("\\p{M}", "");
        String name = plain.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-+|-+$", "");
        name = name.length() > 40 ? name.substring(0, 40).replaceAll("-+$", "") : name;
        return name.isEmpty() ? "assignment" : name;
    }

    static List<String> words(String line) {
        List<String> words = new ArrayList<>();
        Matcher m = WORD.matcher(line);
        while (m.find()) {
            words.add(m.group(1) != null ? m.group(1) : m.group(2) != null ? m.group(2) : m.group(3));
        }
        return words;
    }

    /** 'assignments': each published, and how many students have handed it in. */
    List<String> list() {
        List<String> lines = new ArrayList<>();
        try {
            List<Summary> all = summaries();
            if (all.isEmpty()) {
                return List.of("No assignment published yet: 'assign --title \"Week 3\" --count 10' publishes one.");
            }
            int width = all.stream().mapToInt(row -> row.name().length()).max().orElse(0);
            for (Summary row : all) {
                lines.add("  " + String.format("%-" + width + "s", row.name()) + "  " + row.described() + ": "
                        + row.done() + " of " + row.students() + " handed in" + (row.begun() > 0 ? ", " + row.begun()
                                + " begun" : ""));
            }
        } catch (SQLException e) {
            return List.of("The database could not be read just now (" + Text.clip(String.valueOf(e.getMessage()))
                    + ").");
        }
        return lines;
    }

    /**
     * An assignment published: its name, what it asks ("(unreadable)" when the database's copy cannot be
     * read), how many of the class's {@code students} handed it in whole, and how many began it only.
     */
    record Summary(String name, String described, int done, int begun, int students) {}

    /** Each assignment published, oldest first. */
    List<Summary> summaries() throws SQLException {
        List<Summary> all = new ArrayList<>();
        int students = data.students().size();
        for (ClassData.PublishedRow row : data.published()) {
            Result<Assignment> read = ClassFiles.assignmentFrom(row.body());
            List<HandIn> handIns = handIns(row.id());
            int done = (int) handIns.stream().filter(h -> read.isOk() && h.items().size() >= read.orThrow().count())
                    .count();
            all.add(new Summary(row.name(), read.isOk() ? read.orThrow().describe() : "(unreadable)", done,
                    handIns.size() - done, students));
        }
        return all;
    }

    /** 'report NAME': the class report of the assignment published as NAME, as 'class report' gives it from files. */
    List<String> report(String name, Painter painter) {
        if (name.isEmpty()) {
            return List.of("report takes an assignment's name, as in: report week-3 ('assignments' lists them)");
        }
        try {
            Optional<ClassData.PublishedRow> row = publishedAs(name);
            if (row.isEmpty()) {
                return List.of("There is no assignment '" + Text.clip(name) + "': 'assignments' lists them.");
            }
            Optional<ClassReport> report = classReport(row.get());
            if (report.isEmpty()) {
                return List.of("The assignment '" + row.get().name() + "' could not be read from the database.");
            }
            return ClassReportText.render(report.get(), painter, ZoneId.systemDefault());
        } catch (SQLException e) {
            return List.of("The database could not be read just now (" + Text.clip(String.valueOf(e.getMessage()))
                    + ").");
        }
    }

    /** The assignment published as {@code name}, whatever its case. */
    Optional<ClassData.PublishedRow> publishedAs(String name) throws SQLException {
        return data.published().stream().filter(r -> r.name().equalsIgnoreCase(name)).findFirst();
    }

    /** The class report of the assignment {@code row}: its hand-ins graded again, the roster's missing named; empty when unreadable. */
    Optional<ClassReport> classReport(ClassData.PublishedRow row) throws SQLException {
        Result<Assignment> assignment = ClassFiles.assignmentFrom(row.body());
        if (!assignment.isOk()) {
            return Optional.empty();
        }
        List<StudentName> students = data.students();
        List<ClassReport.Named> named = new ArrayList<>();
        for (Map.Entry<String, String> kept : data.handIns(row.id(), Optional.empty()).entrySet()) {
            Result<HandIn> read = ClassFiles.handInFrom(kept.getValue());
            if (read.isOk()) {
                // Kept under the student's key; named as the roster writes them, so the report has one of each.
                String name = students.stream().filter(s -> s.key().equals(kept.getKey())).map(StudentName::name)
                        .findFirst().orElse(kept.getKey());
                named.add(new ClassReport.Named(name, read.orThrow()));
            }
        }
        List<String> roster = students.stream().map(StudentName::name).toList();
        return Optional.of(ClassReport.of(assignment.orThrow(), named, List.of(), roster.isEmpty() ? Optional.empty()
                : Optional.of(roster)));
    }

    private List<HandIn> handIns(String id) throws SQLException {
        List<HandIn> all = new ArrayList<>();
        for (String body : data.handIns(id, Optional.empty()).values()) {
            Result<HandIn> read = ClassFiles.handInFrom(body);
            if (read.isOk()) {
                all.add(read.orThrow());
            }
        }
        return all;
    }
}

package org.nimexplorer.lesson;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.store.InputFile;

/**
 * Every lesson available: the course packed with the program and, optionally, an instructor's
 * folder (whose lessons replace built-in ones of the same id). Problems in one file never stop the
 * others from loading; problems between files (unknown or circular requires, duplicate ids) are
 * reported too.
 */
public final class LessonLibrary {

    private final Map<String, Lesson> lessons;
    private final Glossary glossary;
    private final List<Problem> problems;

    private LessonLibrary(Map<String, Lesson> lessons, Glossary glossary, List<Problem> problems) {
        this.lessons = lessons;
        this.glossary = glossary;
        this.problems = List.copyOf(problems);
    }

    /** The words of the course, each with the step that teaches it. */
    public Glossary glossary() {
        return glossary;
    }

    public List<Lesson> lessons() {
        return List.copyOf(lessons.values());
    }

    public Optional<Lesson> find(String id) {
        return Optional.ofNullable(lessons.get(id));
    }

    public List<Problem> problems() {
        return problems;
    }

    /** The lesson after {@code done} in the course's order. */
    public Optional<Lesson> after(Lesson done) {
        List<Lesson> all = lessons();
        int i = all.indexOf(done);
        return i >= 0 && i + 1 < all.size() ? Optional.of(all.get(i + 1)) : Optional.empty();
    }

    /**
     * The ideas feedback may use in a lesson: those it teaches and those of every lesson it requires,
     * directly or not. A lesson that declares no ideas anywhere on its path (an instructor's own
     * lesson written without {@code teaches:}) may use them all.
     */
    public Set<Idea> known(Lesson lesson) {
        Set<Idea> ideas = EnumSet.noneOf(Idea.class);
        Deque<Lesson> todo = new ArrayDeque<>(List.of(lesson));
        Set<String> seen = new HashSet<>();
        while (!todo.isEmpty()) {
            Lesson l = todo.pop();
            if (seen.add(l.id())) {
                ideas.addAll(l.teaches());
                l.requires().stream().map(lessons::get).filter(Objects::nonNull).forEach(todo::push);
            }
        }
        return ideas.isEmpty() ? Idea.all() : ideas;
    }

    /** The built-in course plus {@code folder} (if given); without the built-in course when {@code only}. */
    public static LessonLibrary load(Optional<Path> folder, boolean only) {
        List<Problem> problems = new ArrayList<>();
        Map<String, Lesson> byId = new LinkedHashMap<>();
        Glossary glossary = only ? Glossary.none() : collect(builtIn(problems), byId, problems, false);
        if (folder.isPresent()) {
            glossary = glossary.with(collect(fromFolder(folder.get(), problems), byId, problems, true));
        }
        crossCheck(byId, glossary, problems);
        return new LessonLibrary(byId, glossary, problems);
    }

    /** The lessons of one folder alone, for {@code lesson validate DIR}. */
    public static LessonLibrary folder(Path dir) {
        List<Problem> problems = new ArrayList<>();
        Map<String, Lesson> byId = new LinkedHashMap<>();
        Glossary glossary = collect(fromFolder(dir, problems), byId, problems, false);
        crossCheck(byId, glossary, problems);
        return new LessonLibrary(byId, glossary, problems);
    }

    /** Reads the lessons of {@code files} into {@code byId}; returns the glossary among them (or none). */
    private static Glossary collect(Map<String, String> files, Map<String, Lesson> byId, List<Problem> problems,
            boolean replaces) {
        Set<String> seenHere = new HashSet<>();
        Glossary glossary = Glossary.none();
        for (Map.Entry<String, String> file : files.entrySet()) {
            if (Path.of(file.getKey()).getFileName().toString().equals(Glossary.FILE)) {
                Glossary.Parsed parsed = Glossary.parse(file.getKey(), file.getValue());
                problems.addAll(parsed.problems());
                glossary = parsed.glossary();
                continue;
            }
            LessonParser.Parsed parsed = LessonParser.parse(file.getKey(), file.getValue());
            problems.addAll(parsed.problems());
            parsed.lesson().ifPresent(lesson -> {
                if (!seenHere.add(lesson.id())) {
                    problems.add(new Problem(file.getKey(), 1, "the id '" + lesson.id() + "' is already used by "
                            + byId.get(lesson.id()).source()));
                    return;
                }
                if (replaces) {
                    byId.remove(lesson.id());
                }
                byId.put(lesson.id(), lesson);
            });
        }
        return glossary;
    }

    private static void crossCheck(Map<String, Lesson> byId, Glossary glossary, List<Problem> problems) {
        glossary.entries().forEach(entry -> checkTaught(entry, byId, problems));
        for (Lesson lesson : byId.values()) {
            for (String required : lesson.requires()) {
                if (!byId.containsKey(required)) {
                    problems.add(new Problem(lesson.source(), 1, "requires '" + org.nimexplorer.engine.Text.clip(required)
                            + "', but no lesson has that id"));
                }
            }
        }
        Map<String, Integer> state = new HashMap<>();
        for (Lesson lesson : byId.values()) {
            cycleFrom(lesson.id(), byId, state, new ArrayList<>(), problems);
        }
    }

    /** A glossary entry must point at a step that exists and uses the term, since that step teaches it. */
    private static void checkTaught(Glossary.Entry entry, Map<String, Lesson> byId, List<Problem> problems) {
        Lesson lesson = byId.get(entry.lesson());
        String where = "'" + entry.term() + "' is taught in " + entry.lesson() + ", step " + entry.step();
        if (lesson == null) {
            problems.add(new Problem(entry.source(), entry.line(), where + ", but no lesson has that id"));
        } else if (entry.step() > lesson.steps().size()) {
            problems.add(new Problem(entry.source(), entry.line(), where + ", but that lesson has steps 1 to "
                    + lesson.steps().size()));
        } else if (entry.firstUseIn(prose(lesson.steps().get(entry.step() - 1))).isEmpty()) {
            problems.add(new Problem(entry.source(), entry.line(), where + ", but the text of that step never"
                    + " uses it"));
        }
    }

    /** The prose of a step as plain text. */
    private static String prose(Lesson.Step step) {
        StringBuilder text = new StringBuilder();
        for (Lesson.Part part : step.parts()) {
            if (part instanceof Lesson.Prose p) {
                p.blocks().forEach(block -> text.append(Glossary.plain(block)).append('\n'));
            }
        }
        return text.toString();
    }

    /** Depth-first search over requires; 1 = on the current path, 2 = finished. */
    private static void cycleFrom(String id, Map<String, Lesson> byId, Map<String, Integer> state, List<String> path,
            List<Problem> problems) {
        Lesson lesson = byId.get(id);
        if (lesson == null || state.getOrDefault(id, 0) == 2) {
            return;
        }
        if (state.getOrDefault(id, 0) == 1) {
            List<String> cycle = new ArrayList<>(path.subList(path.indexOf(id), path.size()));
            cycle.add(id);
            problems.add(new Problem(lesson.source(), 1, "its requires go round in a circle: " + String.join(" -> ", cycle)));
            return;
        }
        state.put(id, 1);
        path.add(id);
        for (String next : lesson.requires()) {
            cycleFrom(next, byId, state, path, problems);
        }
        path.remove(path.size() - 1);
        state.put(id, 2);
    }

    /** The longest shipped lesson is a few dozen kilobytes. */
    private static final InputFile.Limit LESSON_LIMIT = new InputFile.Limit(1 << 20, "any lesson");

    private static Map<String, String> fromFolder(Path dir, List<Problem> problems) {
        Map<String, String> files = new TreeMap<>();
        if (!Files.isDirectory(dir)) {
            problems.add(new Problem(dir.toString(), 0, Files.exists(dir)
                    ? "not a folder: lessons are read from a folder of .md files"
                    : "no such folder: lessons are read from a folder of .md files"));
            return files;
        }
        try (Stream<Path> list = Files.list(dir)) {
            for (Path file : list.filter(f -> f.getFileName().toString().endsWith(".md")).sorted().toList()) {
                try {
                    files.put(file.toString(), InputFile.readText(file, LESSON_LIMIT));
                } catch (InputFile.Unreadable e) {
                    problems.add(new Problem(file.toString(), 0, e.problem()));
                }
            }
            if (files.isEmpty() && problems.isEmpty()) {
                problems.add(new Problem(dir.toString(), 0, "no lesson in it: lessons are files whose names end in .md"));
            }
        } catch (IOException e) {
            problems.add(new Problem(dir.toString(), 0, "cannot be listed: " + e.getMessage()));
        }
        return files;
    }

    /** The lessons packed in the jar (or, when running from a build folder, beside the classes). */
    private static Map<String, String> builtIn(List<Problem> problems) {
        Map<String, String> files = new TreeMap<>();
        try {
            Path location = Path.of(LessonLibrary.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (Files.isDirectory(location)) {
                Path dir = location.resolve("lessons");
                if (Files.isDirectory(dir)) {
                    fromFolder(dir, problems).forEach((name, text) ->
                            files.put("lessons/" + Path.of(name).getFileName(), text));
                }
                return files;
            }
            try (ZipFile jar = new ZipFile(location.toFile())) {
                for (ZipEntry entry : jar.stream().toList()) {
                    String name = entry.getName();
                    if (name.startsWith("lessons/") && name.endsWith(".md")) {
                        try (InputStream in = jar.getInputStream(entry)) {
                            files.put(name, new String(in.readAllBytes(), StandardCharsets.UTF_8));
                        }
                    }
                }
            }
        } catch (IOException | URISyntaxException | RuntimeException e) {
            problems.add(new Problem("lessons/", 0, "the built-in course cannot be read: " + e.getMessage()));
        }
        return files;
    }
}

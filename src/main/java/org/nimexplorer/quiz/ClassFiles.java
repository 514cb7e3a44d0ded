package org.nimexplorer.quiz;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.Optional;
import org.nimexplorer.engine.Result;
import org.nimexplorer.engine.Text;
import org.nimexplorer.store.InputFile;
import org.nimexplorer.store.OutputFile;

/**
 * The files of a class: assignments and hand-ins, as JSON. Reading never trusts a file: anything
 * that is not what this program writes is refused with the reason, in words an instructor can act on.
 */
public final class ClassFiles {

    static final String ASSIGNMENT = "nim-explorer-assignment";
    static final String HAND_IN = "nim-explorer-hand-in";
    /** A hand-in of a hundred questions answered three times each is well under this. */
    public static final long MAX_BYTES = 1 << 20;
    private static final InputFile.Limit LIMIT = new InputFile.Limit(MAX_BYTES, "any hand-in or assignment");
    private static final InputFile.Limit ROSTER_LIMIT = new InputFile.Limit(MAX_BYTES, "any class list");

    /** No file this program writes nests deeper than a handful of levels. */
    private static final int MAX_DEPTH = 32;

    /** A field given twice is refused, not read as its last value: a reader of the file could take either. */
    private static final ObjectMapper JSON = JsonMapper.builder(JsonFactory.builder()
                    .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH).build()).build())
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).enable(SerializationFeature.INDENT_OUTPUT).build();

    private ClassFiles() {}

    public static void writeAssignment(Path file, Assignment a) throws IOException {
        OutputFile.write(file, assignmentText(a));
    }

    /** The assignment as its file holds it: what the class server keeps in its database too. */
    public static String assignmentText(Assignment a) {
        return text(assignmentNode(a).put("id", a.id()));
    }

    public static void writeHandIn(Path file, HandIn h) throws IOException {
        OutputFile.write(file, handInText(h));
    }

    /** The hand-in as its file holds it, sealed: what the class server keeps in its database too. */
    public static String handInText(HandIn h) {
        ObjectNode doc = JSON.createObjectNode().put("format", HAND_IN).put("version", 1).put("program", h.program())
                .put("student", h.student()).put("finished", h.finished()).put("seconds", h.seconds());
        doc.set("assignment", assignmentNode(h.assignment()).put("id", h.assignment().id()));
        doc.set("score", score(h.claimed()));
        ArrayNode items = doc.putArray("answers");
        for (HandIn.Item item : h.items()) {
            ObjectNode n = items.addObject().put("number", item.number()).put("kind", item.kind())
                    .put("question", item.question()).put("skipped", item.skipped()).put("firstTry", item.firstTry())
                    .put("solved", item.solved()).put("hints", item.hints()).put("seconds", item.seconds());
            ArrayNode tries = n.putArray("tries");
            for (HandIn.Attempt t : item.tries()) {
                ObjectNode tn = tries.addObject().put("answer", t.answer()).put("right", t.right());
                t.misconception().ifPresent(m -> tn.put("misconception", m));
            }
        }
        ArrayNode lessons = doc.putArray("lessons");
        for (HandIn.LessonStatus l : h.lessons()) {
            lessons.addObject().put("id", l.id()).put("finished", l.finished()).put("stepsDone", l.stepsDone())
                    .put("steps", l.steps());
        }
        ArrayNode earlier = doc.putArray("earlier");
        for (HandIn.Earlier e : h.earlier()) {
            ObjectNode n = earlier.addObject().put("finished", e.finished()).put("answered", e.answered());
            n.set("score", score(e.claimed()));
        }
        doc.put("stoppedAt", h.stoppedAt());
        doc.put("seal", seal(doc));
        return text(doc);
    }

    /** Hashed before the document, so that the seal is no plain hash of the file anyone would think to recompute. */
    private static final String SEAL_KEY = "nim-explorer hand-in seal, version 1\n";

    /** The seal of a hand-in's document (without its seal): SHA-256 of its JSON as this program writes it. */
    private static String seal(ObjectNode doc) {
        ObjectNode unsealed = doc.deepCopy();
        unsealed.remove("seal");
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest((SEAL_KEY
                    + JSON.writeValueAsString(unsealed)).getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException | JsonProcessingException e) {
            throw new IllegalStateException("SHA-256 and JSON of a tree always work", e);
        }
    }

    private static HandIn.Seal sealOf(JsonNode doc) {
        if (!doc.hasNonNull("seal") || !doc.isObject()) {
            return HandIn.Seal.MISSING;
        }
        return seal((ObjectNode) doc).equals(doc.path("seal").asText()) ? HandIn.Seal.INTACT : HandIn.Seal.BROKEN;
    }

    private static ObjectNode score(HandIn.Score s) {
        return JSON.createObjectNode().put("firstTry", s.firstTry()).put("solved", s.solved())
                .put("questions", s.questions());
    }

    private static HandIn.Score score(JsonNode n) {
        return new HandIn.Score(n.path("firstTry").asInt(), n.path("solved").asInt(), n.path("questions").asInt());
    }

    private static ObjectNode assignmentNode(Assignment a) {
        ObjectNode n = JSON.createObjectNode().put("format", ASSIGNMENT).put("version", 1).put("title", a.title())
                .put("seed", a.seed()).put("level", a.level().name().toLowerCase(Locale.ROOT)).put("count", a.count())
                .put("misere", a.misere());
        a.subtract().ifPresentOrElse(s -> n.put("subtract", s), () -> n.putNull("subtract"));
        a.game().ifPresent(g -> n.put("game", g));
        a.kinds().forEach(n.putArray("kinds")::add);
        a.lessons().forEach(n.putArray("lessons")::add);
        return n.put("practice", a.practice()).put("draw", a.draw());
    }

    private static String text(JsonNode doc) {
        try {
            return JSON.writeValueAsString(doc) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree built here is always JSON", e);
        }
    }

    public static Result<Assignment> readAssignment(Path file) {
        return tree(file).flatMap(ClassFiles::assignmentDocument);
    }

    private static Result<Assignment> assignmentDocument(JsonNode doc) {
        if (!ASSIGNMENT.equals(doc.path("format").asText())) {
            return Result.problem(HAND_IN.equals(doc.path("format").asText())
                    ? "is a student's hand-in, not an assignment" : "is not a Nim Explorer assignment");
        }
        return assignment(doc);
    }

    /**
     * A class list: one student's name to a line, as a spreadsheet's column pastes; blank lines and lines
     * starting with '#' are left out. Empty when it names no one.
     */
    public static Result<List<String>> readRoster(Path file) {
        String text;
        try {
            text = InputFile.readText(file, ROSTER_LIMIT);
        } catch (InputFile.Unreadable e) {
            return Result.problem(e.problem());
        }
        String start = text.strip();
        if (start.startsWith("{") || start.startsWith("[")) {
            return Result.problem("is a JSON file (a hand-in or an assignment?), not a class list: give a text file with"
                    + " one student's name to a line");
        }
        List<String> names = text.lines().map(String::strip).filter(line -> !line.isEmpty() && !line.startsWith("#"))
                .toList();
        return names.isEmpty() ? Result.problem("names no student: put one name to a line") : Result.ok(names);
    }

    public static Result<HandIn> readHandIn(Path file) {
        return tree(file).flatMap(ClassFiles::handInDocument);
    }

    /** A hand-in from the text {@link #handInText} made (kept in the class server's database). */
    public static Result<HandIn> handInFrom(String text) {
        return tree(text.getBytes(StandardCharsets.UTF_8)).flatMap(ClassFiles::handInDocument);
    }

    /** An assignment from the text {@link #assignmentText} made. */
    public static Result<Assignment> assignmentFrom(String text) {
        return tree(text.getBytes(StandardCharsets.UTF_8)).flatMap(ClassFiles::assignmentDocument);
    }

    private static Result<HandIn> handInDocument(JsonNode doc) {
        String format = doc.path("format").asText();
        if (!HAND_IN.equals(format)) {
            return Result.problem(ASSIGNMENT.equals(format) ? "is the assignment itself, not a student's hand-in"
                    : "is not a Nim Explorer hand-in (it has no \"format\": \"" + HAND_IN + "\")");
        }
        return handIn(doc);
    }

    /**
     * The hand-ins named, read in order. A file named twice (the same file by another path, or a copy
     * byte for byte of one read already) is left out as the same hand-in as the first, so no student
     * counts twice; so is a name that is not a file name, and every file that is not a hand-in, with why.
     */
    public static HandIns readHandIns(List<String> names) {
        List<ClassReport.Named> read = new ArrayList<>();
        List<ClassReport.Skipped> skipped = new ArrayList<>();
        Map<Path, String> byPath = new HashMap<>();
        Map<String, String> byContent = new HashMap<>();
        for (String name : names) {
            Path file;
            try {
                file = Path.of(name);
            } catch (InvalidPathException e) {
                skipped.add(new ClassReport.Skipped(name, "is not a file name"));
                continue;
            }
            String earlier = byPath.putIfAbsent(identity(file), name);
            if (earlier != null) {
                skipped.add(new ClassReport.Skipped(name, "the same hand-in as " + Text.path(earlier)
                        + (earlier.equals(name) ? " (named twice)" : "")));
                continue;
            }
            Result<byte[]> bytes = bytes(file);
            Result<HandIn> handIn = bytes.flatMap(ClassFiles::tree).flatMap(ClassFiles::handInDocument);
            if (!handIn.isOk()) {
                skipped.add(new ClassReport.Skipped(name, handIn.problemOrNull()));
                continue;
            }
            String copied = byContent.putIfAbsent(digest(bytes.orThrow()), name);
            if (copied != null) {
                skipped.add(new ClassReport.Skipped(name, "the same hand-in as " + Text.path(copied)
                        + " (a copy of it, byte for byte)"));
                continue;
            }
            read.add(new ClassReport.Named(name, handIn.orThrow()));
        }
        return new HandIns(read, skipped);
    }

    /** The hand-ins read, and the files left out with why. */
    public record HandIns(List<ClassReport.Named> read, List<ClassReport.Skipped> skipped) {

        public HandIns {
            read = List.copyOf(read);
            skipped = List.copyOf(skipped);
        }
    }

    /** The file itself, whatever path names it: its real path, or the path made whole when it cannot be found. */
    private static Path identity(Path file) {
        try {
            return file.toRealPath();
        } catch (IOException | SecurityException e) {
            return file.toAbsolutePath().normalize();
        }
    }

    private static String digest(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }

    private static Result<JsonNode> tree(Path file) {
        return bytes(file).flatMap(ClassFiles::tree);
    }

    private static Result<byte[]> bytes(Path file) {
        try {
            return Result.ok(InputFile.read(file, LIMIT));
        } catch (InputFile.Unreadable e) {
            return Result.problem(e.problem());
        }
    }

    /** What is wrong with a file that is not the JSON object this program writes, never quoting it: it may be anything. */
    private static Result<JsonNode> tree(byte[] bytes) {
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return Result.problem("is not text: it holds bytes that are not UTF-8");
        }
        if (text.startsWith("\uFEFF")) {
            text = text.substring(1);
        }
        if (text.isBlank()) {
            return Result.problem("is empty");
        }
        int start = text.length() - text.stripLeading().length();
        if (text.charAt(start) != '{' && text.charAt(start) != '[') {
            return Result.problem("is not JSON: " + at(text, start) + " it does not start with '{' as a Nim Explorer"
                    + " file does");
        }
        JsonParser parser = null;
        try {
            parser = JSON.createParser(text);
            JsonNode doc = JSON.readTree(parser);
            if (doc == null || !doc.isObject()) {
                return Result.problem("is not a JSON object");
            }
            return Result.ok(doc);
        } catch (JsonProcessingException e) {
            JsonLocation where = e.getLocation() != null || parser == null ? e.getLocation() : parser.currentLocation();
            String at = "at line " + (where == null ? 0 : where.getLineNr()) + ", column "
                    + (where == null ? 0 : where.getColumnNr());
            if (e instanceof StreamConstraintsException) {
                return Result.problem("is nested deeper than " + MAX_DEPTH + " levels (" + at + "), far deeper than any"
                        + " Nim Explorer file");
            }
            if (String.valueOf(e.getOriginalMessage()).startsWith("Duplicate field")) {
                return Result.problem("gives one field twice in the same object (" + at + "): was it edited by hand?");
            }
            return Result.problem(endsEarly(e, text) ? "is not valid JSON: it ends early, " + at + ": is it cut short?"
                    : "is not valid JSON: " + at + " comes something JSON does not allow there (was it edited by"
                    + " hand?)");
        } catch (IOException e) {
            return Result.problem("cannot be read as JSON");
        }
    }

    /** "at line 3, column 7": where the character at {@code index} is, counted as an editor counts. */
    private static String at(String text, int index) {
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < index; i++) {
            if (text.charAt(i) == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        return "at line " + line + ", column " + (index - lineStart + 1);
    }

    /** Whether the JSON broke off: the parser met the end of the text, or stumbled on its last word. */
    private static boolean endsEarly(JsonProcessingException e, String text) {
        if (e instanceof JsonEOFException) {
            return true;
        }
        long at = e.getLocation() == null ? -1 : e.getLocation().getCharOffset();
        return at >= 0 && text.substring((int) Math.min(at, text.length())).strip().isEmpty();
    }

    private static Result<Assignment> assignment(JsonNode n) {
        Optional<String> missing = missing(n, "title", "seed", "level", "count", "kinds");
        if (missing.isPresent()) {
            return Result.problem("has no " + missing.get());
        }
        Level level;
        try {
            level = Level.valueOf(n.path("level").asText().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            return Result.problem("has a level that is none of easy, medium and hard");
        }
        if (!n.path("seed").isIntegralNumber() || !n.path("count").isInt()) {
            return Result.problem("has a seed or count that is not a whole number");
        }
        JsonNode subtract = n.path("subtract");
        JsonNode game = n.path("game");
        if (!game.isMissingNode() && !game.isNull() && !game.isTextual()) {
            return Result.problem("has a game that is not a name, like \"kayles\"");
        }
        Assignment a = new Assignment(n.path("title").asText(), n.path("seed").asLong(), level, n.path("count").asInt(),
                n.path("misere").asBoolean(false),
                subtract.isTextual() ? Optional.of(subtract.asText()) : Optional.empty(),
                game.isTextual() ? Optional.of(game.asText()) : Optional.empty(), strings(n.path("kinds")),
                strings(n.path("lessons")), n.path("practice").asBoolean(false), n.path("draw").asInt(1));
        Optional<String> problem = a.problem();
        if (problem.isPresent()) {
            return Result.problem("is not an assignment this program can give: " + problem.get());
        }
        if (n.has("id") && !a.id().equals(n.path("id").asText())) {
            return Result.problem("has been changed by hand since it was made (its id " + Text.clip(n.path("id").asText())
                    + " no longer matches its settings); make it again with 'assign'");
        }
        return Result.ok(a);
    }

    private static Result<HandIn> handIn(JsonNode n) {
        Optional<String> missing = missing(n, "student", "assignment", "answers", "score");
        if (missing.isPresent()) {
            return Result.problem("has no " + missing.get() + ": it is not a whole hand-in");
        }
        Result<Assignment> assignment = assignment(n.path("assignment")).mapProblem(p -> "names an assignment that " + p);
        if (!assignment.isOk()) {
            return Result.problem(assignment.problemOrNull());
        }
        List<HandIn.Item> items = new ArrayList<>();
        for (JsonNode a : n.path("answers")) {
            if (!a.path("number").isInt() || !a.path("tries").isArray()) {
                return Result.problem("has an answer without its question number or its tries");
            }
            List<HandIn.Attempt> tries = new ArrayList<>();
            for (JsonNode t : a.path("tries")) {
                tries.add(new HandIn.Attempt(t.path("answer").asText(), t.path("right").asBoolean(),
                        t.hasNonNull("misconception") ? Optional.of(t.path("misconception").asText()) : Optional.empty()));
            }
            items.add(new HandIn.Item(a.path("number").asInt(), a.path("kind").asText(), a.path("question").asText(),
                    a.path("skipped").asBoolean(), tries, a.path("hints").asInt(), a.path("seconds").asDouble(),
                    a.path("firstTry").asBoolean(), a.path("solved").asBoolean()));
        }
        List<HandIn.LessonStatus> lessons = new ArrayList<>();
        for (JsonNode l : n.path("lessons")) {
            lessons.add(new HandIn.LessonStatus(l.path("id").asText(), l.path("finished").asBoolean(),
                    l.path("stepsDone").asInt(), l.path("steps").asInt()));
        }
        List<HandIn.Earlier> earlier = new ArrayList<>();
        for (JsonNode e : n.path("earlier")) {
            earlier.add(new HandIn.Earlier(e.path("finished").asText(), score(e.path("score")), e.path("answered").asInt()));
        }
        return Result.ok(new HandIn(n.path("student").asText(), n.path("program").asText(), assignment.orThrow(),
                n.path("finished").asText(), n.path("seconds").asLong(), items, lessons, score(n.path("score")),
                earlier, stoppedAt(n, assignment.orThrow(), items), sealOf(n)));
    }

    /**
     * Where the quiz was stopped. A hand-in written before this was recorded says it by reaching fewer
     * questions than the assignment has: it stopped at the one after the last it reached.
     */
    private static int stoppedAt(JsonNode n, Assignment assignment, List<HandIn.Item> items) {
        if (n.has("stoppedAt")) {
            return n.path("stoppedAt").asInt();
        }
        int last = items.stream().mapToInt(HandIn.Item::number).max().orElse(0);
        return last < assignment.count() ? last + 1 : 0;
    }

    /** The first of {@code fields} that {@code n} lacks, in quotes. */
    private static Optional<String> missing(JsonNode n, String... fields) {
        for (String field : fields) {
            if (!n.hasNonNull(field)) {
                return Optional.of("\"" + field + "\"");
            }
        }
        return Optional.empty();
    }

    private static List<String> strings(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(e -> out.add(e.asText()));
        return out;
    }
}

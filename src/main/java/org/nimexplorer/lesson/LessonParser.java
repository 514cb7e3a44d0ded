package org.nimexplorer.lesson;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.commonmark.ext.front.matter.YamlFrontMatterBlock;
import org.commonmark.ext.front.matter.YamlFrontMatterExtension;
import org.commonmark.ext.front.matter.YamlFrontMatterVisitor;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.Heading;
import org.commonmark.node.Node;
import org.commonmark.node.Text;
import org.commonmark.parser.IncludeSourceSpans;
import org.commonmark.parser.Parser;
import org.nimexplorer.engine.Result;
import org.nimexplorer.explain.Idea;

/**
 * Reads one lesson file with commonmark-java: YAML front matter, then one step per {@code ##}
 * section, with {@code checkpoint KIND} fenced blocks as checkpoints. Every problem found is kept,
 * with its line, so an author sees them all at once.
 */
public final class LessonParser {

    private static final Parser MARKDOWN = Parser.builder()
            .extensions(List.of(YamlFrontMatterExtension.create()))
            .includeSourceSpans(IncludeSourceSpans.BLOCKS)
            .build();

    private LessonParser() {}

    /** The lesson (when its front matter is usable) and every problem found in the file. */
    public record Parsed(Optional<Lesson> lesson, List<Problem> problems) {
        public Parsed {
            problems = List.copyOf(problems);
        }
    }

    public static Parsed parse(String source, String text) {
        List<Problem> problems = new ArrayList<>();
        Node document = MARKDOWN.parse(text);
        YamlFrontMatterVisitor front = new YamlFrontMatterVisitor();
        document.accept(front);
        Map<String, List<String>> data = front.getData();
        if (!(document.getFirstChild() instanceof YamlFrontMatterBlock)) {
            problems.add(new Problem(source, 1, "no front matter: start the file with a '---' block giving id, title,"
                    + " summary and requires"));
            return new Parsed(Optional.empty(), problems);
        }
        String id = field(data, "id", source, problems);
        String title = field(data, "title", source, problems);
        String summary = field(data, "summary", source, problems);
        if (!id.isEmpty() && !id.matches("[a-z0-9][a-z0-9-]*")) {
            problems.add(new Problem(source, 1, "id '" + org.nimexplorer.engine.Text.clip(id) + "': use lowercase"
                    + " letters, digits and dashes, like 21-game"));
        }
        List<String> requires = listOf(data.getOrDefault("requires", List.of()));
        Set<Idea> teaches = teaches(data.getOrDefault("teaches", List.of()), source, problems);
        int estimate = estimate(data, source, problems);
        List<Lesson.Step> steps = steps(document, source, problems);
        if (steps.isEmpty()) {
            problems.add(new Problem(source, 1, "no steps: give each step a '## heading'"));
        }
        checkBefore(steps, teaches, source, problems);
        if (id.isEmpty() || title.isEmpty()) {
            return new Parsed(Optional.empty(), problems);
        }
        return new Parsed(Optional.of(new Lesson(id, title, summary, requires, teaches, estimate, steps, source)), problems);
    }

    /** A checkpoint comes before ideas its own lesson teaches: one taught elsewhere is known, or not, all lesson long. */
    private static void checkBefore(List<Lesson.Step> steps, Set<Idea> teaches, String source, List<Problem> problems) {
        for (Lesson.Step step : steps) {
            for (Checkpoint c : step.checkpoints()) {
                c.before().stream().filter(idea -> !teaches.contains(idea)).sorted().forEach(idea -> problems.add(
                        new Problem(source, c.line(), "before: '" + idea.key() + "' is not an idea this lesson teaches"
                                + (teaches.isEmpty() ? " (it teaches none)" : " (teaches: " + String.join(", ",
                                        teaches.stream().sorted().map(Idea::key).toList()) + ")"))));
            }
        }
    }

    private static String field(Map<String, List<String>> data, String key, String source, List<Problem> problems) {
        List<String> values = data.get(key);
        if (values == null || values.isEmpty() || values.get(0).isBlank()) {
            problems.add(new Problem(source, 1, "the front matter has no '" + key + ":'"));
            return "";
        }
        return values.get(0).strip();
    }

    private static Set<Idea> teaches(List<String> values, String source, List<Problem> problems) {
        Set<Idea> ideas = EnumSet.noneOf(Idea.class);
        for (String key : listOf(values)) {
            Idea.fromKey(key).ifPresentOrElse(ideas::add, () -> problems.add(new Problem(source, 1, "teaches: '"
                    + org.nimexplorer.engine.Text.clip(key) + "' is not an idea; the ideas are " + Idea.keys())));
        }
        return ideas;
    }

    /** "key: [a, b]", "key: a" or a YAML list of "- a" lines. */
    private static List<String> listOf(List<String> values) {
        List<String> ids = new ArrayList<>();
        for (String value : values) {
            for (String part : value.replace("[", "").replace("]", "").split(",")) {
                if (!part.isBlank()) {
                    ids.add(part.strip());
                }
            }
        }
        return ids;
    }

    private static int estimate(Map<String, List<String>> data, String source, List<Problem> problems) {
        List<String> values = data.get("estimate");
        if (values == null || values.isEmpty()) {
            return 0;
        }
        try {
            return Integer.parseInt(values.get(0).strip());
        } catch (NumberFormatException e) {
            problems.add(new Problem(source, 1, "estimate: give whole minutes, like 10"));
            return 0;
        }
    }

    private static List<Lesson.Step> steps(Node document, String source, List<Problem> problems) {
        List<Lesson.Step> steps = new ArrayList<>();
        String title = null;
        List<Lesson.Part> parts = new ArrayList<>();
        List<Node> prose = new ArrayList<>();
        for (Node node = document.getFirstChild(); node != null; node = node.getNext()) {
            if (node instanceof YamlFrontMatterBlock || node instanceof Heading h && h.getLevel() == 1) {
                continue;
            }
            if (node instanceof Heading h && h.getLevel() == 2) {
                flushProse(prose, parts);
                if (title != null || !parts.isEmpty()) {
                    steps.add(new Lesson.Step(title == null ? "Introduction" : title, parts));
                }
                title = headingText(h);
                parts = new ArrayList<>();
                continue;
            }
            if (node instanceof FencedCodeBlock code && code.getInfo() != null
                    && code.getInfo().strip().startsWith("checkpoint")) {
                flushProse(prose, parts);
                int line = line(node);
                if (code.getClosingFenceLength() == null) {
                    problems.add(new Problem(source, line, "this checkpoint block is never closed: end it with ```"));
                    continue;
                }
                String[] info = code.getInfo().strip().split("\\s+");
                if (info.length < 2) {
                    problems.add(new Problem(source, line, "name the checkpoint's kind, like ```checkpoint move"));
                    continue;
                }
                Result<Checkpoint> checkpoint = CheckpointParser.parse(info[1], code.getLiteral(), line);
                if (checkpoint.isOk()) {
                    parts.add(new Lesson.Ask(checkpoint.orThrow()));
                } else {
                    problems.add(new Problem(source, line, checkpoint.problemOrNull()));
                }
                continue;
            }
            if (node instanceof FencedCodeBlock code && code.getClosingFenceLength() == null) {
                problems.add(new Problem(source, line(node), "this code block is never closed: end it with ```"));
            }
            prose.add(node);
        }
        flushProse(prose, parts);
        if (title != null || !parts.isEmpty()) {
            steps.add(new Lesson.Step(title == null ? "Introduction" : title, parts));
        }
        return steps;
    }

    private static void flushProse(List<Node> prose, List<Lesson.Part> parts) {
        if (!prose.isEmpty()) {
            parts.add(new Lesson.Prose(prose));
            prose.clear();
        }
    }

    private static String headingText(Heading heading) {
        StringBuilder text = new StringBuilder();
        for (Node n = heading.getFirstChild(); n != null; n = n.getNext()) {
            if (n instanceof Text t) {
                text.append(t.getLiteral());
            } else if (n instanceof org.commonmark.node.Code c) {
                text.append(c.getLiteral());
            }
        }
        return text.toString().strip();
    }

    private static int line(Node node) {
        return node.getSourceSpans().isEmpty() ? 1 : node.getSourceSpans().get(0).getLineIndex() + 1;
    }
}

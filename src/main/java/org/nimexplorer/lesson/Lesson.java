package org.nimexplorer.lesson;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.commonmark.node.Node;
import org.nimexplorer.explain.Idea;

/**
 * One lesson: its front matter and its steps, each step a {@code ##} section of the file.
 *
 * @param teaches the ideas this lesson introduces; feedback in it may use these and those of the lessons it requires
 * @param source where it was read from, for messages
 */
public record Lesson(String id, String title, String summary, List<String> requires, Set<Idea> teaches, int estimate,
        List<Step> steps, String source) {

    public Lesson {
        requires = List.copyOf(requires);
        teaches = teaches.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(teaches));
        steps = List.copyOf(steps);
    }

    /** A section of the lesson: prose and checkpoints in the order they appear. */
    public record Step(String title, List<Part> parts) {
        public Step {
            parts = List.copyOf(parts);
        }

        public List<Checkpoint> checkpoints() {
            return parts.stream().filter(p -> p instanceof Ask).map(p -> ((Ask) p).checkpoint()).toList();
        }
    }

    /** Prose or a checkpoint. */
    public sealed interface Part permits Prose, Ask {}

    /** Markdown blocks to show as they are. */
    public record Prose(List<Node> blocks) implements Part {
        public Prose {
            blocks = List.copyOf(blocks);
        }
    }

    /** A checkpoint to answer before the rest of the step. */
    public record Ask(Checkpoint checkpoint) implements Part {}

    public int checkpointCount() {
        return steps.stream().mapToInt(s -> s.checkpoints().size()).sum();
    }
}

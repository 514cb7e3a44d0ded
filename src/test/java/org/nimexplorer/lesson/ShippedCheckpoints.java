package org.nimexplorer.lesson;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.nimexplorer.explain.Question;

/** The course's checkpoints as shipped, and one-block lessons written to a folder for the validator's tests. */
final class ShippedCheckpoints {

    private static final Path COURSE = Path.of("lessons");

    private static final String FRONT = "---\nid: %s\ntitle: T\nsummary: S\nrequires: []\n---\n## S\n\n";

    private ShippedCheckpoints() {}

    static List<Checkpoint> all() {
        return LessonLibrary.folder(COURSE).lessons().stream().flatMap(l -> l.steps().stream())
                .flatMap(s -> s.checkpoints().stream()).toList();
    }

    static <T extends Question> Stream<T> of(Class<T> kind) {
        return all().stream().map(Checkpoint::question).filter(kind::isInstance).map(kind::cast);
    }

    /** Each block as a lesson file of its own, f0.md, f1.md, ...; the problems the validator finds in them. */
    static List<String> problems(Path dir, String... blocks) throws Exception {
        for (int i = 0; i < blocks.length; i++) {
            Files.writeString(dir.resolve("f" + i + ".md"), FRONT.formatted("l" + i) + blocks[i]);
        }
        return LessonLibrary.folder(dir).problems().stream().map(Problem::toString).toList();
    }
}

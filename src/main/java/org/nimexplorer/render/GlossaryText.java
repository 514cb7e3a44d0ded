package org.nimexplorer.render;

import java.util.ArrayList;
import java.util.List;
import org.nimexplorer.lesson.Glossary;
import org.nimexplorer.lesson.LessonLibrary;

/** The glossary as text: each word, where it is taught (lesson, step and the step's title), and what it means. */
public final class GlossaryText {

    private GlossaryText() {}

    /** Every entry, in the glossary's order. */
    public static List<String> all(LessonLibrary library, Painter painter) {
        List<String> out = new ArrayList<>();
        out.add(painter.paragraph("The words of the course, each with where it is taught ('lesson glossary WORD'"
                + " shows one):", 0));
        library.glossary().entries().forEach(e -> out.addAll(entry(e, library, painter)));
        return out;
    }

    /** One entry: the term and where it is taught on one line, its meaning indented below. */
    public static List<String> entry(Glossary.Entry e, LessonLibrary library, Painter painter) {
        String step = library.find(e.lesson()).filter(l -> e.step() <= l.steps().size())
                .map(l -> " (" + l.steps().get(e.step() - 1).title() + ")").orElse("");
        List<String> out = new ArrayList<>();
        out.add(painter.paragraph(painter.strong(e.term()) + ": taught in " + e.lesson() + ", step " + e.step() + step,
                2));
        out.add(painter.paragraph(e.meaning(), 6));
        return out;
    }
}

package org.nimexplorer.repl;

import java.util.Comparator;
import java.util.Map;
import org.nimexplorer.cli.Wrap;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.lesson.Lesson;
import org.nimexplorer.store.Progress;
import picocli.CommandLine.Command;

@Command(name = "progress", description = {"Your lessons, and your right and wrong answers for each idea.",
        "Example: progress"})
final class ProgressCommand extends SessionCommand {

    ProgressCommand(Session session) {
        super(session);
    }

    @Override
    public Integer call() {
        Progress progress = session.course().store().progress();
        long done = session.course().library().lessons().stream().map(Lesson::id)
                .filter(id -> progress.lessons.containsKey(id) && progress.lessons.get(id).finished).count();
        out().println("Lessons done: " + done + " of " + session.course().library().lessons().size()
                + " ('lesson list' for each).");
        if (progress.ideas.isEmpty()) {
            out().println("No answers yet: try 'quiz' or a lesson.");
            return 0;
        }
        out().println("Answers by idea (right / wrong):");
        String weakest = progress.ideas.entrySet().stream().filter(e -> e.getValue().wrong > 0)
                .max(Comparator.comparingInt((Map.Entry<String, Progress.Tally> e) -> e.getValue().wrong)
                        .thenComparingInt(e -> -e.getValue().right))
                .map(Map.Entry::getKey).orElse(null);
        for (Idea idea : Idea.values()) {
            Progress.Tally t = progress.ideas.get(idea.key());
            if (t != null) {
                Wrap.lines(String.format("%3d / %-3d %s", t.right, t.wrong, idea.description()), 2, 12, Wrap.WIDTH)
                        .forEach(out()::println);
            }
        }
        if (weakest != null) {
            Idea idea = java.util.Arrays.stream(Idea.values()).filter(i -> i.key().equals(weakest)).findFirst().orElseThrow();
            out().println(Wrap.paragraph("The idea you miss most: " + idea.description() + ".", 0));
        }
        if (!progress.review.isEmpty()) {
            out().println(progress.review.size() + " missed position" + (progress.review.size() == 1 ? "" : "s")
                    + " waiting for 'quiz --review'.");
        }
        return 0;
    }
}

package org.nimexplorer.command.session;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.explain.Misconception;
import org.nimexplorer.lesson.Lesson;
import org.nimexplorer.quiz.Practice;
import org.nimexplorer.quiz.PracticeAgenda;
import org.nimexplorer.render.ColumnsText;
import org.nimexplorer.render.Wrap;
import org.nimexplorer.store.Progress;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "progress", description = {"Your lessons, and your right and wrong answers for each idea.",
        "Example: progress"})
final class ProgressCommand extends SessionCommand {

    /** Each count is right-aligned under its header word; the idea wraps under its own column. */
    private static final String HEADER = "  right  wrong  idea";
    private static final int COUNT = "  right".length();
    private static final int IDEA = HEADER.indexOf("idea");

    @Option(names = "--today", paramLabel = "DATE", hidden = true, description = "Show what practice has due as if"
            + " today were DATE (2026-12-01), as 'practice --today' does.")
    String today;

    ProgressCommand(Session session) {
        super(session);
    }

    @Override
    public Integer call() {
        Progress progress = session.course().latestProgress();
        long done = session.course().library().lessons().stream().map(Lesson::id)
                .filter(progress::finished).count();
        out().println("Lessons done: " + done + " of " + session.course().library().lessons().size()
                + " ('lesson list' for each).");
        if (progress.ideas.isEmpty()) {
            out().println("No answers yet: try 'quiz' or a lesson.");
            return 0;
        }
        answersByIdea(progress);
        mostMissed(progress).ifPresent(idea ->
                out().println(painter().paragraph("The idea you miss most: " + idea.description() + ".", 0)));
        progress.misconceptions.entrySet().stream().filter(e -> e.getValue() >= 2)
                .sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
                .forEach(e -> Misconception.fromKey(e.getKey()).ifPresent(m -> out().println(painter().paragraph(
                        "Watch out: " + m.habit() + " (" + e.getValue() + " times).", 0))));
        if (!progress.review.isEmpty()) {
            out().println(progress.review.size() + " missed position" + (progress.review.size() == 1 ? "" : "s")
                    + " waiting for 'quiz --review'.");
        }
        practice(progress);
        return 0;
    }

    /** Where the practice cards stand: what is due, what waits till when, what is mastered. */
    private void practice(Progress progress) {
        if (progress.practice.isEmpty()) {
            out().println(painter().paragraph("Practice: 'practice' asks questions chosen from your record.", 0));
            return;
        }
        PracticeAgenda agenda = Practice.of(progress, List.of(), PracticeCommand.day(today), 0).orThrow().agenda(progress);
        out().println(painter().paragraph("Practice, each kind of question in each game ('practice' asks what is"
                + " due):", 0));
        line("due now", agenda.due().stream().map(PracticeAgenda.Entry::words).toList());
        line("waiting", agenda.waiting().stream().map(PracticeAgenda.Entry::wordsWithDay).toList());
        line("mastered", agenda.mastered().stream().map(PracticeAgenda.Entry::wordsWithDay).toList());
    }

    private void line(String label, List<String> entries) {
        if (!entries.isEmpty()) {
            Wrap.lines(label + ": " + String.join(", ", entries), 2, 4, painter().width()).forEach(out()::println);
        }
    }

    private void answersByIdea(Progress progress) {
        out().println("Answers by idea:");
        out().println(HEADER);
        for (Idea idea : Idea.values()) {
            Progress.Tally t = progress.ideas.get(idea.key());
            if (t != null) {
                String lead = String.format("%" + COUNT + "d%" + COUNT + "d  ", t.right, t.wrong);
                for (String line : Wrap.lines(idea.description(), 0, 0, painter().width() - IDEA)) {
                    out().println(ColumnsText.padRight(lead, IDEA) + line);
                    lead = "";
                }
            }
        }
    }

    /** The idea with the most wrong answers (fewer right ones break a tie), if any answer was wrong. */
    private static Optional<Idea> mostMissed(Progress progress) {
        return progress.ideas.entrySet().stream().filter(e -> e.getValue().wrong > 0)
                .max(Comparator.comparingInt((Map.Entry<String, Progress.Tally> e) -> e.getValue().wrong)
                        .thenComparingInt(e -> -e.getValue().right))
                .flatMap(e -> Idea.fromKey(e.getKey()));
    }
}

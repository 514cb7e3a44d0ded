package org.nimexplorer.command.session;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Set;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import org.nimexplorer.command.BadInputException;
import org.nimexplorer.engine.GameSum;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.engine.Text;
import org.nimexplorer.explain.AboutPosition;
import org.nimexplorer.explain.AboutSum;
import org.nimexplorer.explain.ColumnSums;
import org.nimexplorer.explain.FindMove;
import org.nimexplorer.explain.Lemma2Step;
import org.nimexplorer.explain.PorN;
import org.nimexplorer.explain.Question;
import org.nimexplorer.explain.SumValue;
import org.nimexplorer.lesson.Checkpoint;
import org.nimexplorer.lesson.Lesson;
import org.nimexplorer.lesson.LessonFlow;
import org.nimexplorer.render.StepLogText;
import org.nimexplorer.render.Painter;
import org.nimexplorer.store.FileTrouble;
import org.nimexplorer.store.OutputFile;

/**
 * The step log of a walkthrough ({@code lesson start ID --walkthrough --step-log FILE}): every position
 * the class is shown, a numbered line each, written and flushed as it is shown so that nothing is lost
 * if the session ends abruptly. A position is marked P or N only once the lesson has said which it is:
 * a P-or-N or winning-move question on it answered right, or its worked answer shown.
 */
final class StepLog {

    /** What {@code lesson start} asked for: the file as typed, and what to do if it is already there. */
    record Request(String name, OutputFile.Existing existing) {}

    /** A position under some rules, for remembering what the lesson said of it. */
    private record Shown(Position position, Rules rules) {}

    private final Path path;
    private final PrintWriter err;
    /** How a warning on {@code err} is drawn: the session's screen. */
    private final Painter painter;
    private final Map<Shown, Outcome> said = new HashMap<>();
    private final Map<GameSum, Outcome> saidOfSums = new HashMap<>();
    /** The line each question was asked on. */
    private final Map<Checkpoint, Integer> askedOn = new HashMap<>();
    /** The questions whose answer is in the log. */
    private final Set<Checkpoint> answered = new HashSet<>();
    private Writer file;
    /** Numbered lines written: positions, and questions on none. */
    private int numbered;
    private int positions;

    private StepLog(Path path, Writer file, PrintWriter err, Painter painter) {
        this.path = path;
        this.file = file;
        this.err = err;
        this.painter = painter;
    }

    /**
     * Opens the log for {@code lesson} and writes its heading; a file already there is kept, and the
     * lesson not started, unless the request says to add to it or replace it.
     */
    static StepLog open(Request request, Lesson lesson, PrintWriter err, Painter painter) {
        String name = request.name();
        try {
            Path path = Path.of(name);
            boolean adding = request.existing() == OutputFile.Existing.APPEND && Files.isRegularFile(path)
                    && Files.size(path) > 0;
            StepLog log = new StepLog(path, OutputFile.open(path, request.existing()), err, painter);
            if (adding) {
                log.write("");
            }
            StepLogText.header(lesson).forEach(log::write);
            return log;
        } catch (FileAlreadyExistsException e) {
            throw new BadInputException("'" + Text.oneLine(name) + "' already exists: add --append to add this"
                    + " walkthrough's positions to it, or --force to replace it");
        } catch (IOException | InvalidPathException e) {
            throw new BadInputException("cannot write the step log '" + Text.path(name) + "' ("
                    + FileTrouble.why(e) + "): give a file name in a folder you can write to");
        }
    }

    Path path() {
        return path;
    }

    /** Positions written so far. */
    int positions() {
        return positions;
    }

    /** Numbered lines written so far: the positions, and the questions asked on none. */
    int numbered() {
        return numbered;
    }

    /**
     * A question shown in the step {@code flow} is at: its position (if it has one) and its prompt, or the
     * question alone on a line of its own; once, however often the class comes back to it.
     */
    void asked(LessonFlow flow, Checkpoint checkpoint) {
        if (file == null || askedOn.containsKey(checkpoint)) {
            return;
        }
        if (checkpoint.question() instanceof AboutSum about) {
            sum(flow, about.sum(), "Question");
            askedOn.put(checkpoint, numbered);
            write(StepLogText.asked(checkpoint.prompt()));
            return;
        }
        Optional<Shown> on = shown(checkpoint);
        if (on.isPresent()) {
            position(flow, on.get().position(), on.get().rules(), "Question");
            askedOn.put(checkpoint, numbered);
            write(StepLogText.asked(checkpoint.prompt()));
            return;
        }
        numbered++;
        askedOn.put(checkpoint, numbered);
        write(StepLogText.question(numbered, flow.lesson(), flow.step() + 1, checkpoint.prompt()));
    }

    /**
     * A question was answered right, or its worked answer shown ({@code how} says which): {@code text}
     * says what the class was told, and from now on its position is marked P or N where the answer says which.
     */
    void answered(Checkpoint checkpoint, String how, String text) {
        if (!answered.add(checkpoint)) {
            return;
        }
        int line = askedOn.getOrDefault(checkpoint, numbered);
        write(StepLogText.answered(how, line == numbered ? Optional.empty() : Optional.of(line), text));
        if (checkpoint.question() instanceof AboutSum about) {
            if (!(about instanceof SumValue)) {
                saidOfSums.put(about.sum(), about.analysis().outcome());
            }
            return;
        }
        shown(checkpoint).ifPresent(s -> {
            Question q = checkpoint.question();
            if (q instanceof PorN || q instanceof FindMove) {
                said.put(s, ((AboutPosition) q).analysis().outcome());
            }
        });
    }

    /**
     * A wrong answer tried in class on the question {@code checkpoint}, before it was answered: {@code text} is what
     * the class was told of it (which never gives the answer away).
     */
    void tried(Checkpoint checkpoint, String text) {
        if (answered.contains(checkpoint)) {
            return;
        }
        int line = askedOn.getOrDefault(checkpoint, numbered);
        write(StepLogText.answered("Tried in class", line == numbered ? Optional.empty() : Optional.of(line), text));
    }

    /** A position the class is shown in the step {@code flow} is at, which came about as {@code how} says. */
    void position(LessonFlow flow, Position position, Rules rules, String how) {
        if (file == null) {
            return;
        }
        positions++;
        numbered++;
        Lesson lesson = flow.lesson();
        write(StepLogText.position(numbered, lesson, flow.step() + 1, how, position, rules,
                Optional.ofNullable(said.get(new Shown(position, rules)))));
    }

    /** A sum of games the class is shown, as a question asked on it. */
    private void sum(LessonFlow flow, GameSum sum, String how) {
        if (file == null) {
            return;
        }
        positions++;
        numbered++;
        write(StepLogText.sum(numbered, flow.lesson(), flow.step() + 1, how, sum,
                Optional.ofNullable(saidOfSums.get(sum))));
    }

    /** Closes the file; returns whether it was still being written (a write that failed has closed it). */
    boolean close() {
        if (file == null) {
            return false;
        }
        try {
            file.close();
        } catch (IOException e) {
            failed(e);
            return false;
        }
        file = null;
        return true;
    }

    /** The position a question is about, and its rules, when it is about one. */
    private static Optional<Shown> shown(Checkpoint checkpoint) {
        Question q = checkpoint.question();
        if (q instanceof AboutPosition about) {
            return Optional.of(new Shown(about.position(), about.rules()));
        }
        if (q instanceof ColumnSums sums) {
            return Optional.of(new Shown(sums.position(), Rules.NIM));
        }
        if (q instanceof Lemma2Step lemma) {
            return Optional.of(new Shown(lemma.position(), Rules.NIM));
        }
        return Optional.empty();
    }

    private void write(String line) {
        if (file == null) {
            return;
        }
        try {
            file.write(line);
            file.write('\n');
            file.flush();
        } catch (IOException e) {
            failed(e);
        }
    }

    private void failed(IOException e) {
        try {
            file.close();
        } catch (IOException ignored) {
            // The file is given up on either way.
        }
        file = null;
        err.println(painter.paragraph("warning: the step log " + Text.oneLine(path.toString()) + " could not be written ("
                + Text.clip(String.valueOf(e.getMessage())) + "); it holds the first " + positions + " positions"
                + " at most", 0));
    }
}

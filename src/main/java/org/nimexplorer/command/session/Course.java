package org.nimexplorer.command.session;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.nimexplorer.lesson.LessonLibrary;
import org.nimexplorer.render.Painter;
import org.nimexplorer.store.AppHome;
import org.nimexplorer.store.Progress;
import org.nimexplorer.store.ProgressStore;

/**
 * The lessons and the learner's progress, opened on first use so that a session that never touches
 * them starts without reading either.
 */
public final class Course {

    private final AppHome home;
    private final Optional<Path> folder;
    private final boolean only;
    private LessonLibrary library;
    private ProgressStore store;
    private Optional<Classroom> copies = Optional.empty();
    private boolean copyFailureTold;
    private boolean saved;

    public Course(AppHome home, Optional<Path> folder, boolean only) {
        this.home = home;
        this.folder = folder;
        this.only = only;
    }

    /** Where the program keeps its own files, which no output of the session may replace. */
    public AppHome home() {
        return home;
    }

    public LessonLibrary library() {
        if (library == null) {
            library = LessonLibrary.load(folder, only);
        }
        return library;
    }

    /** Saves progress, showing on {@code err} (painted by {@code screen}) any problem met opening or saving the file. */
    void save(PrintWriter err, Painter screen) {
        saved = store().save();
        copyKept(err, screen);
        warnings(err, screen);
    }

    /** On a class server: each save is also kept in the class's database, where every server of the class finds it. */
    void copyTo(Classroom room) {
        copies = Optional.of(room);
    }

    /** The progress file as it was saved, copied into the class's database. */
    private void copyKept(PrintWriter err, Painter screen) {
        if (!saved || copies.isEmpty()) {
            return;
        }
        try {
            copies.get().keepProgress(Files.readString(store().file(), StandardCharsets.UTF_8));
        } catch (IOException | RuntimeException e) {
            if (!copyFailureTold) {
                // Every answer saves: one warning is news, the same one after every answer is noise.
                err.println(screen.paragraph("warning: your progress is saved on this server but could not be kept in"
                        + " the class's database just now", 0));
                copyFailureTold = true;
            }
        }
    }

    /**
     * Saves what a save put off because another session held the progress file, when the session ends:
     * the learner leaving should not take it with them, and should hear it when it cannot be saved.
     */
    public void savePutOff(PrintWriter err, Painter screen) {
        if (store != null && store.unsaved()) {
            saved = store.saveLast();
            copyKept(err, screen);
            warnings(err, screen);
            if (store.unsaved()) {
                err.println(screen.paragraph("warning: not saved: another session still holds " + store.file()
                        + "; what you did since the last save is lost", 0));
            }
        }
    }

    /**
     * The learner's progress with what other sessions (another terminal on the same home) saved since
     * this one last read or saved it, for the commands that show it or pick up where it left off.
     */
    public Progress latestProgress() {
        store().refresh();
        return store().progress();
    }

    /** The progress file, when this session wrote to it and the last write succeeded. */
    public Optional<Path> savedTo() {
        return saved ? Optional.of(store().file()) : Optional.empty();
    }

    /**
     * "You were in lemma-2, step 3/6: 'lesson resume' goes on." when the learner left a lesson
     * unfinished. Without a progress file there is nothing to say, and nothing is read.
     */
    public Optional<String> unfinishedLesson() {
        if (!Files.exists(home.progress())) {
            return Optional.empty();
        }
        Progress progress = store().progress();
        Progress.LessonProgress where = progress.current == null ? null : progress.lessons.get(progress.current);
        if (where == null || where.finished) {
            return Optional.empty();
        }
        return library().find(progress.current).map(lesson -> {
            int steps = lesson.steps().size();
            return "You were in " + lesson.id() + ", step " + (Math.min(where.step, steps - 1) + 1) + "/" + steps
                    + ": 'lesson resume' goes on.";
        });
    }

    /** Shows on {@code err}, painted by {@code screen}, once, each problem met opening or saving the progress file. */
    void warnings(PrintWriter err, Painter screen) {
        store().takeWarnings().forEach(w -> err.println(screen.paragraph("warning: " + w, 0)));
    }

    public ProgressStore store() {
        if (store == null) {
            store = ProgressStore.open(home.progress());
        }
        return store;
    }
}

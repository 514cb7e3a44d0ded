package org.nimexplorer.repl;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import org.nimexplorer.cli.Wrap;
import org.nimexplorer.lesson.LessonLibrary;
import org.nimexplorer.store.AppHome;
import org.nimexplorer.store.ProgressStore;

/**
 * The lessons and the learner's progress, opened on first use so that a session that never touches
 * them starts without reading either.
 */
final class Course {

    private final AppHome home;
    private final Optional<Path> folder;
    private final boolean only;
    private LessonLibrary library;
    private ProgressStore store;

    Course(AppHome home, Optional<Path> folder, boolean only) {
        this.home = home;
        this.folder = folder;
        this.only = only;
    }

    LessonLibrary library() {
        if (library == null) {
            library = LessonLibrary.load(folder, only);
        }
        return library;
    }

    /** Saves progress, showing any problem met opening or saving the file as a warning line. */
    void save(PrintWriter out) {
        store().save();
        warnings(out);
    }

    /** Shows, once, each problem met opening or saving the progress file. */
    void warnings(PrintWriter out) {
        store().takeWarnings().forEach(w -> out.println(Wrap.paragraph("warning: " + w, 0)));
    }

    ProgressStore store() {
        if (store == null) {
            store = ProgressStore.open(home.progress());
        }
        return store;
    }
}

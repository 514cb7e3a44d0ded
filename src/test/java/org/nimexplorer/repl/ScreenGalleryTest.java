package org.nimexplorer.repl;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.IntSupplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.nimexplorer.command.session.Course;
import org.nimexplorer.command.session.Session;
import org.nimexplorer.render.Display;
import org.nimexplorer.render.FittedWriter;
import org.nimexplorer.render.Wrap;
import org.nimexplorer.store.AppHome;

/**
 * Every screen the program draws, kept: each case is a few session lines, run on four screens (plain
 * text at 80 columns, a colour terminal, a screen reader, a 40-column window), and what they print,
 * with every file they wrote, must match the screen kept in {@code src/test/resources/screens}
 * character for character, colour codes included. A change to what a learner sees shows here as a
 * diff to read; when it is meant, {@code mvn test -Dtest=ScreenGalleryTest -Dscreens.update=true}
 * writes the screens again.
 */
class ScreenGalleryTest {

    private static final Path KEPT = Path.of("src", "test", "resources", "screens");
    private static final boolean UPDATE = Boolean.getBoolean("screens.update");

    /**
     * Where the cases write, named the same length on every machine and in every checkout: the program
     * prints the absolute paths of the files it writes and wraps them itself, so where a line breaks must
     * not depend on where the project lies. One folder per process, as PIT runs two at once.
     */
    private static final Path ROOT = Path.of(String.format("/tmp/nim-explorer-screens-%010d", ProcessHandle.current().pid()));

    /**
     * A case: its name (the kept file's) and its lines, {@code $DIR} standing for a folder of its own and
     * {@code $CLASS} for a class's hand-ins ({@link Classroom}), made first when {@code classroom} is set.
     */
    record Case(String name, boolean classroom, List<String> lines) {
        Case(String name, String... lines) {
            this(name, false, List.of(lines));
        }

        @Override
        public String toString() {
            return name;
        }
    }

    private enum Screen {
        PLAIN(new Display(false, true, false, () -> 0, () -> 80)),
        COLOUR(new Display(true, false, false, () -> 0, () -> 80)),
        ACCESSIBLE(new Display(false, true, true, () -> 0, () -> 80)),
        NARROW(new Display(false, true, false, () -> 0, () -> 40));

        final Display display;

        Screen(Display display) {
            this.display = display;
        }
    }

    static Stream<Case> cases() {
        return Stream.concat(commands(), walkthroughs());
    }

    /** Every lesson shown to a class: each step opened and each question's worked answer revealed. */
    private static Stream<Case> walkthroughs() {
        return Stream.of("the-game", "twenty-one", "p-and-n", "xor", "column-sums", "lemma-1", "lemma-2", "bouton",
                "misere", "subtraction", "patterns", "every-game", "kayles", "disguise", "moore").map(id -> {
                    List<String> lines = new ArrayList<>(List.of("lesson start " + id + " --walkthrough"));
                    for (int i = 0; i < 14; i++) {
                        lines.addAll(List.of("reveal", "next"));
                    }
                    return new Case("walk-" + id, false, lines);
                });
    }

    private static Stream<Case> commands() {
        return Stream.of(
                new Case("xor", "xor 3 5", "xor 12 10", "xor 0 0"),
                new Case("xor-table", "xor-table 1", "xor-table 2"),
                new Case("columns", "columns 3 4 5", "columns 1 2 3", "columns 7 9 12 --misere", "columns 5 5"),
                new Case("columns-games", "columns nim:3 kayles:5 sub[1,3,4]:7", "columns --game staircase 3 0 4 2"),
                new Case("analyze-nim", "analyze 3 4 5", "analyze 1 2 3", "analyze 1 1 1 --misere",
                        "analyze 2 2 1 --misere", "analyze 0 0"),
                new Case("analyze-subtraction", "analyze 7 9 12 --subtract 1-4", "analyze 8 --subtract 1,3,4"),
                new Case("analyze-sums", "analyze nim:3 kayles:5 sub[1,3,4]:7", "analyze lasker:5 nim:3",
                        "analyze kayles:4 kayles:4", "analyze dawsons-kayles:9 0.77:6"),
                new Case("analyze-whole", "analyze --game moore[2] 3 4 5 6", "analyze --game staircase 3 0 4 2",
                        "analyze --game moore[2] 1 1 2"),
                new Case("check-nim", "check 3 4 5 --move A-1", "check 3 4 5 --move A-2", "check 1 2 3 --move C-3",
                        "check 3 4 5 --move 'take 9 from A'", "check 2 2 --move A=1 --misere"),
                new Case("check-games", "check nim:3 kayles:5 --move B-1", "check lasker:5 nim:3 --move A=2+3", "check lasker:5 nim:3 --move B-3",
                        "check --game staircase 3 0 4 2 --move S3-2", "check --game moore[2] 3 4 5 6 --move A-1",
                        "check 7 9 12 --subtract 1-4 --move A-3"),
                new Case("kernel", "kernel --subtract 1-3 --max 21", "kernel --max 10", "kernel --subtract 1,3,4 --max 20",
                        "kernel --subtract 2-3 --misere --max 15"),
                new Case("kernel-proof", "kernel-proof --subtract 1-3 --max 21",
                        "kernel-proof --subtract 1,3,4 --max 20", "kernel-proof --subtract 2-3 --max 10 --json"),
                new Case("verify", "verify --heaps 3 --max 7", "verify --heaps 2 --max 9 --misere",
                        "verify --heaps 2 --max 9 --subtract 1-3", "verify --game kayles --heaps 2 --max 8",
                        "verify --game moore[2] --heaps 3 --max 4", "verify --game staircase --heaps 3 --max 3",
                        "verify --game lasker --heaps 2 --max 6 --misere", "verify --game 0.07 --heaps 2 --max 6 --json",
                        "verify --game moore[2] --heaps 2 --max 3 --json"),
                new Case("tree", "tree 2 2", "tree 3 3", "tree 2 1 --misere"),
                new Case("table", "table --max 7", "table --max 5 --accessible", "table --max 9 --misere"),
                new Case("conjecture", "conjecture \"a xor b xor c == 0\" --heaps 3 --max 7",
                        "conjecture \"a + b == c\" --heaps 3 --max 7", "conjecture \"a == b\" --heaps 2 --max 9"),
                new Case("prove", "prove lemma1 3 5 6", "prove lemma2 3 4 5", "prove theorem 3 5 8",
                        "prove lemma2 1 2 3"),
                new Case("prove-claim", "prove claim \"a xor b xor c == 0\" --heaps 3 --max 7",
                        "prove claim \"a + b == c\" --heaps 3 --max 7",
                        "prove claim \"a xor b xor c == 0\" --heaps 3 --max 7 --rule \"first x with x > 0 to x xor s\"",
                        "prove claim \"a == b\" --heaps 2 --max 7 --rule \"first x with x > 0 to 0\""),
                new Case("grundy", "grundy --game kayles --max 20", "grundy --game lasker --max 12",
                        "grundy --game sub[1,3,4] 5 6 7", "grundy --game 0.77 --max 16"),
                new Case("equivalent", "equivalent kayles:5 nim:4", "equivalent kayles:5 nim:3",
                        "equivalent kayles dawsons-kayles --max 20", "equivalent lasker:3 nim:4"),
                new Case("json", "analyze 3 4 5 --json", "check 3 4 5 --move A-2 --json",
                        "kernel --subtract 1-3 --max 12 --json", "columns 3 4 5 --json", "verify --heaps 2 --max 5 --json",
                        "analyze nim:3 kayles:5 --json", "grundy --game kayles --max 12 --json",
                        "equivalent kayles:5 nim:4 --json", "prove lemma2 3 4 5 --json",
                        "prove claim \"a xor b == 0\" --heaps 2 --max 5 --json", "analyze --game moore[2] 3 4 5 --json"),
                new Case("json-games", "check nim:3 kayles:5 --move B-1 --json", "check nim:3 kayles:5 --move B-9 --json",
                        "check 3 4 5 --move A-9 --json", "check 1 2 3 --move C-3 --json",
                        "analyze sub[1,3,4]:7 nim:2 --misere --json", "analyze --game staircase 3 0 4 2 --json",
                        "check --game staircase 3 0 4 2 --move S3-2 --json", "check --game moore[2] 3 4 5 6 --move A-1 --json",
                        "check --game moore[2] 3 4 5 6 --move A-9 --json", "verify --game kayles --heaps 2 --max 5 --json",
                        "conjecture \"a == b\" --heaps 2 --max 5 --json", "conjecture \"a + b == c\" --heaps 3 --max 3 --json",
                        "conjecture \"g(a) == g(b)\" --game kayles --heaps 2 --max 4 --json",
                        "conjecture \"a == b\" --game kayles --heaps 2 --max 4 --json", "xor 3 5 --json",
                        "prove theorem 3 5 8 --json", "prove theorem 3 5 6 --json", "table --max 3 --json",
                        "table --game kayles --max 4 --json", "tree kayles:2 nim:1 --json",
                        "equivalent kayles dawsons-kayles --max 20 --json", "equivalent lasker:3 nim:4 --json",
                        "prove claim \"a + b == c\" --heaps 3 --max 3 --json",
                        "prove claim \"a == b\" --heaps 2 --max 4 --rule \"first x with x > 0 to 0\" --json",
                        "grundy --game sub[1,3,4] --max 10 --json", "kernel --game kayles --max 10 --json"),
                new Case("position", "set 3 4 5", "show", "A-2", "undo", "redo", "B-1", "analyze 3 x", "set 7 9 12 --subtract 1-4",
                        "show", "C-4", "set 5 --subtract 1,3,4", "show", "A-1"),
                new Case("big", "set 3 4 5", "show --big", "set 12 25 3", "show --big"),
                new Case("play", "play 1 2 3 --coach off", "A-1", "B-1", "play 3 4 5", "A-2", "resign"),
                new Case("play-coach", "play 3 4 5 --engine-first", "A-1", "C-3"),
                new Case("lesson-list", "lesson list", "lesson glossary", "lesson glossary nim-sum", "lesson glossary kernel"),
                new Case("lesson-xor", "lesson start xor", "hint", "1100", "hint", "0110", "reveal", "next",
                        "more", "back", "goto 2"),
                new Case("lesson-column-sums", "lesson start column-sums", "next", "0 1 2", "hint", "reveal", "next", "5", "hint", "2",
                        "next", "next"),
                new Case("lesson-twenty-one", "lesson start twenty-one", "N", "hint", "P", "next", "hint", "reveal", "next"),
                new Case("lesson-bouton", "lesson start bouton", "next", "a", "hint", "b", "next", "N", "P", "A-1", "hint",
                        "reveal", "next"),
                new Case("lesson-kayles", "lesson start kayles", "next", "b", "hint", "a", "next", "3", "hint", "reveal", "next"),
                new Case("walkthrough", "lesson start bouton --walkthrough --step-log $DIR/steps.md", "next", "next", "reveal",
                        "next", "set 3 4 5", "A-1", "analyze", "next", "reveal", "back", "next", "lesson stop"),
                new Case("quiz", "quiz --seed 7 --count 3", "A-1", "5", "skip"),
                new Case("quiz-practice", "quiz --practice --seed 3 --count 2 --level easy --kinds move", "A-1", "A-1", "none",
                        "A-1", "B-1", "skip"),
                new Case("quiz-games", "quiz --game kayles --seed 4 --count 3", "N", "A-1", "none"),
                new Case("quiz-files", "quiz --seed 42 --count 3 --worksheet $DIR/sheet.md",
                        "quiz --export moodle $DIR/week.xml --seed 42 --count 3",
                        "quiz --export gift $DIR/week.gift --seed 42 --count 3 --level hard",
                        "quiz --seed 5 --count 2 --kinds move --report $DIR/report.json", "A-1", "none",
                        "quiz --seed 6 --count 2 --kinds nim-sum --report $DIR/report.csv", "3", "7"),
                new Case("progress", "lesson start xor", "0110", "lesson stop", "progress", "quiz --seed 1 --count 1", "A-1",
                        "progress"),
                new Case("class", true, List.of(
                        "class report $CLASS/ada.json $CLASS/ben.json $CLASS/cy.json --csv $DIR/class.csv --html $DIR/class.html",
                        "class report $CLASS/ben.json",
                        "assign --title \"Week 4\" --seed 3 --count 4 -o $DIR/week4.assignment.json")),
                new Case("record", "record $DIR/t.txt", "analyze 1 2 3", "bogus", "record stop", "source $DIR/t.txt"),
                new Case("errors", "bogus", "analyze", "analyze 3 x", "check 3 4 5", "xor 3", "set", "A-9", "lesson start nope",
                        "prove", "table 3 4 5 6", "grundy --game nope", "help analyze"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void everyScreenIsTheKeptOne(Case c) throws Exception {
        Path dir = ROOT.resolve(c.name());
        deleteAll(dir);
        StringBuilder shown = new StringBuilder();
        for (Screen screen : Screen.values()) {
            shown.append("===== ").append(screen.name().toLowerCase()).append(" =====\n");
            shown.append(run(c, screen.display, dir.resolve(screen.name().toLowerCase())));
        }
        Path kept = KEPT.resolve(c.name() + ".txt");
        if (UPDATE) {
            Files.createDirectories(KEPT);
            Files.writeString(kept, shown, StandardCharsets.UTF_8);
        }
        assertThat(kept).as("a kept screen for %s", c.name()).exists();
        assertThat(shown.toString()).isEqualTo(Files.readString(kept, StandardCharsets.UTF_8));
    }

    /** Every case has its kept screen, and every kept screen its case: a renamed case leaves no stale file. */
    @Test
    void noKeptScreenIsLeftWithoutItsCase() throws IOException {
        try (Stream<Path> files = Files.list(KEPT)) {
            assertThat(files.map(p -> p.getFileName().toString()))
                    .containsExactlyInAnyOrderElementsOf(cases().map(c -> c.name() + ".txt").toList());
        }
    }

    /** What a session on {@code display} shows for the case's lines, then every file they wrote. */
    private static String run(Case c, Display display, Path dir) throws Exception {
        Path work = Files.createDirectories(dir.resolve("work"));
        Path hands = Files.createDirectories(dir.resolve("class"));
        if (c.classroom()) {
            Classroom.handedIn(hands);
        }
        StringWriter screen = new StringWriter();
        IntSupplier columns = display.columns();
        PrintWriter out = new PrintWriter(new Steady(new FittedWriter(screen, () -> Wrap.fit(columns.getAsInt()))), true);
        Session session = new Session(out, out, null, new Recorder(),
                new Course(new AppHome(dir.resolve("home")), Optional.empty(), false));
        Shell shell = new Shell(session, display, false);
        for (String line : c.lines()) {
            out.println("> " + line);
            shell.execute(line.replace("$DIR", work.toString()).replace("$CLASS", hands.toString()));
        }
        out.flush();
        StringBuilder shown = new StringBuilder(screen.toString());
        for (Path file : written(work)) {
            shown.append("----- ").append(file.getFileName()).append(" -----\n")
                    .append(Files.readString(file, StandardCharsets.UTF_8));
        }
        return steady(shown.toString());
    }

    /**
     * The screen made steady before it is wrapped: a time of 36 ms or of 157 ms must not move where a
     * line breaks. What a command prints is held until it is flushed, so that a time the command
     * wrapped itself is seen whole.
     */
    private static final class Steady extends Writer {
        private final Writer screen;
        private final StringBuilder held = new StringBuilder();

        Steady(Writer screen) {
            this.screen = screen;
        }

        @Override
        public void write(char[] chars, int offset, int length) {
            held.append(chars, offset, length);
        }

        @Override
        public void flush() throws IOException {
            screen.write(steady(held.toString()));
            held.setLength(0);
            screen.flush();
        }

        @Override
        public void close() throws IOException {
            flush();
            screen.close();
        }
    }

    private static void deleteAll(Path dir) throws IOException {
        if (Files.exists(dir)) {
            try (Stream<Path> all = Files.walk(dir)) {
                for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
    }

    private static List<Path> written(Path work) throws IOException {
        try (Stream<Path> files = Files.list(work)) {
            return files.sorted().toList();
        }
    }

    /** The screen without what changes from run to run or from machine to machine: the clock, the project's folder. */
    private static String steady(String text) {
        return text.replace(ROOT + "/", "")
                .replaceAll("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(\\.\\d+)?Z?", "<when>")
                // A time wrapped by the command itself breaks after "in" or before "ms", as its digits fall.
                .replaceAll("in\\s+\\d+(\\.\\d+)?\\s+ms\\b", "in <n> ms")
                .replaceAll("in \\d+ s\\b", "in <n> s")
                .replaceAll("\\d+(\\.\\d+)? ms\\b", "<n> ms")
                .replaceAll("\"millis\":\\d+", "\"millis\":<n>")
                .replaceAll("\"seconds\" ?: ?\\d+(\\.\\d+)?", "\"seconds\" : <n>")
                .replaceAll("(,(true|false),\\d+,|,(right|wrong|skipped),)\\d+\\.\\d+,", "$1<n>,")
                .replaceAll("\\b\\d+:\\d\\d\\b", "<m:ss>");
    }
}

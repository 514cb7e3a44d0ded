package org.nimexplorer.quiz;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.Set;
import org.nimexplorer.engine.Text;
import org.nimexplorer.explain.Grading;
import org.nimexplorer.explain.Idea;
import org.nimexplorer.explain.Misconception;
import org.nimexplorer.explain.Question;
import org.nimexplorer.explain.Verdict;

/**
 * A class's hand-ins for one assignment, graded again by the engine from the assignment's seed:
 * each student's figures, the questions the class found hardest with the wrong answer most given and
 * the misconception behind it, and the ideas the class misses most. A hand-in whose stated verdicts
 * or score differ from its grading is flagged, and graded as its answers deserve.
 */
public record ClassReport(Assignment assignment, List<Student> students, List<QuestionStat> questions,
        List<Tally<Idea>> ideasMissed, List<Tally<Misconception>> misconceptions, List<Skipped> skipped,
        Optional<Roster> roster) {

    /** Item analysis needs this many students before the discrimination index means anything (Moodle's rule too). */
    public static final int DISCRIMINATING = 10;

    /** How a student's question ended, as the grid shows it. */
    public enum Cell {
        FIRST_TRY("right at the first try"), LATER("right after a wrong try"), WRONG("wrong"), SKIPPED("skipped"),
        STOPPED("the quiz was stopped here"), NOT_REACHED("not reached");

        private final String meaning;

        Cell(String meaning) {
            this.meaning = meaning;
        }

        /** "right at the first try", for a legend and a spreadsheet. */
        public String meaning() {
            return meaning;
        }

        /** "first-try", "not-reached": the cell as one word, for a spreadsheet and a style sheet. */
        public String key() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    /**
     * The class list against the hand-ins: who is on it and handed nothing in, and who handed in under a
     * name it does not have (a typo, or someone from another class).
     */
    public record Roster(int size, List<String> missing, List<String> unlisted) {

        public Roster {
            missing = List.copyOf(missing);
            unlisted = List.copyOf(unlisted);
        }
    }

    /** An answer graded again: right or not, and the misconception the engine recognises in it. */
    public record Graded(String answer, boolean right, Optional<Misconception> misconception) {}

    /**
     * One question of one student's quiz, graded again; no tries when skipped or not reached.
     *
     * @param seconds the time the file gives the question; empty when it gives one no quiz takes (negative,
     *                or more than a day)
     */
    public record Mark(int number, List<Graded> tries, boolean skipped, boolean stopped, int hints,
            OptionalDouble seconds) {

        public Mark {
            tries = List.copyOf(tries);
        }

        /** How the question ended: a right answer counts over a stop, a stop over a skip. */
        public Cell cell() {
            if (solved()) {
                return firstTry() ? Cell.FIRST_TRY : Cell.LATER;
            }
            if (stopped) {
                return Cell.STOPPED;
            }
            if (skipped) {
                return Cell.SKIPPED;
            }
            return answered() ? Cell.WRONG : Cell.NOT_REACHED;
        }

        public boolean answered() {
            return !tries.isEmpty();
        }

        public boolean firstTry() {
            return answered() && tries.get(0).right();
        }

        public boolean solved() {
            return answered() && tries.get(tries.size() - 1).right();
        }
    }

    /**
     * One student's work.
     *
     * @param seconds         the whole quiz; empty when the file gives a time no quiz takes (negative, or
     *                        more than a day)
     * @param lessonsFinished the assignment's lessons the file says are finished; no other lesson counts
     * @param flags           what in the file does not match its grading, each saying what differs
     */
    public record Student(String name, String file, List<Mark> marks, OptionalLong seconds, int lessonsFinished,
            int lessonsNamed, List<Flag> flags, List<HandIn.Earlier> earlier) {

        public Student {
            marks = List.copyOf(marks);
            flags = List.copyOf(flags);
            earlier = List.copyOf(earlier);
        }

        Student withFlag(Flag flag) {
            List<Flag> more = new ArrayList<>(flags);
            more.add(flag);
            return new Student(name, file, marks, seconds, lessonsFinished, lessonsNamed, more, earlier);
        }

        /** 1 for a first hand-in, more when the quiz was taken again over earlier ones. */
        public int attempt() {
            return earlier.size() + 1;
        }

        /** The question the student stopped the quiz at, if the quiz was stopped before its end. */
        public Optional<Integer> stoppedAt() {
            return marks.stream().filter(Mark::stopped).map(Mark::number).findFirst();
        }

        public int solved() {
            return (int) marks.stream().filter(Mark::solved).count();
        }

        public int firstTry() {
            return (int) marks.stream().filter(Mark::firstTry).count();
        }

        public int answered() {
            return (int) marks.stream().filter(Mark::answered).count();
        }

        public int hints() {
            return marks.stream().mapToInt(Mark::hints).sum();
        }

        public boolean flagged() {
            return !flags.isEmpty();
        }
    }

    /**
     * How the class did on one question: how many answered it and how many got it right at the first
     * try, who did not, and the wrong answer given most (by how many students) with the misconception
     * behind it; and its item analysis as a course platform computes it.
     *
     * @param students       the students of the report, whether they reached the question or not
     * @param missed         the names of those who answered it and were not right at the first try
     * @param discrimination how well the question tells the stronger students from the weaker: the
     *                       correlation of its score with the score on the rest of the quiz (first tries),
     *                       given from {@value #DISCRIMINATING} students on
     */
    public record QuestionStat(int number, Question question, int students, int answered, int firstTry,
            List<String> missed, Optional<String> commonWrong, int commonWrongStudents, Optional<Misconception> behind,
            OptionalDouble discrimination) {

        public QuestionStat {
            missed = List.copyOf(missed);
        }

        /** The share of those who answered who were right at the first try; 1 when nobody answered. */
        public double firstTryRate() {
            return answered == 0 ? 1 : (double) firstTry / answered;
        }

        /** Moodle's facility index: the share of all the students right at the first try, a question not reached scoring 0. */
        public double facility() {
            return students == 0 ? 0 : (double) firstTry / students;
        }
    }

    /**
     * Something in a hand-in that its grading contradicts, or that no quiz writes, said concretely.
     *
     * @param question the question it is about, from 1; 0 when it is about the file as a whole
     */
    public record Flag(int question, String text) {

        /** "Q2: the file marks as right ..." or, for the whole file, the text alone. */
        public String describe() {
            return question > 0 ? "Q" + question + ": " + text : text;
        }
    }

    /** How many wrong answers an idea or a misconception accounts for, and from which students. */
    public record Tally<K>(K key, int wrong, List<String> names) {

        public Tally {
            names = List.copyOf(names);
        }

        public int students() {
            return names.size();
        }
    }

    /** A file left out of the report, and why. */
    public record Skipped(String file, String reason) {}

    /** A hand-in as read from its file. */
    public record Named(String file, HandIn handIn) {}

    /**
     * The report for {@code assignment} over the hand-ins read; {@code unreadable} are the files that
     * could not be read, with why. A hand-in for another assignment is skipped, naming both.
     */
    public static ClassReport of(Assignment assignment, List<Named> handIns, List<Skipped> unreadable,
            Optional<List<String>> roster) {
        List<Question> questions = assignment.questions();
        List<Skipped> skipped = new ArrayList<>(unreadable);
        List<Student> students = new ArrayList<>();
        for (Named n : handIns) {
            Assignment theirs = n.handIn().assignment();
            if (!theirs.id().equals(assignment.id())) {
                skipped.add(new Skipped(n.file(), "a hand-in for " + theirs.describe() + ", not for "
                        + assignment.describe()));
                continue;
            }
            students.add(grade(n, assignment, questions));
        }
        students = flagCopies(flagSameNames(students));
        students.sort(Comparator.comparing(Student::name, NameOrder.INSTANCE).thenComparing(Student::file));
        return new ClassReport(assignment, students, questionStats(questions, students), ideasMissed(questions, students),
                misconceptions(students), skipped, roster.map(names -> roster(names, handIns.stream()
                        .filter(n -> n.handIn().assignment().id().equals(assignment.id())).toList())));
    }

    /** The class list checked against the names in the hand-ins for the assignment. */
    private static Roster roster(List<String> names, List<Named> handIns) {
        Set<String> handedIn = new LinkedHashSet<>();
        handIns.forEach(n -> handedIn.add(StudentName.key(n.handIn().student())));
        Set<String> listed = new LinkedHashSet<>();
        List<String> missing = new ArrayList<>();
        for (String name : names) {
            if (listed.add(StudentName.key(name)) && !handedIn.contains(StudentName.key(name))) {
                missing.add(StudentName.shown(name));
            }
        }
        List<String> unlisted = handIns.stream().map(n -> n.handIn().student())
                .filter(name -> !listed.contains(StudentName.key(name))).map(StudentName::shown).distinct()
                .sorted(NameOrder.INSTANCE).toList();
        return new Roster(listed.size(), missing.stream().sorted(NameOrder.INSTANCE).toList(), unlisted);
    }

    /** A day: a quiz, or one question of it, said to take longer (or less than nothing) was edited. */
    static final long MOST_SECONDS = 24 * 60 * 60;

    private static Student grade(Named n, Assignment assignment, List<Question> questions) {
        HandIn h = n.handIn();
        List<Flag> flags = new ArrayList<>();
        Map<Integer, Mark> marks = new LinkedHashMap<>();
        for (HandIn.Item item : h.items()) {
            int number = item.number();
            if (number < 1 || number > questions.size()) {
                flags.add(new Flag(0, "has an answer to a question " + number + "; the assignment's questions are"
                        + " Q1 to Q" + questions.size()));
                continue;
            }
            if (marks.containsKey(number)) {
                flags.add(new Flag(number, "answered twice in the file; the first is graded"));
                continue;
            }
            Question q = questions.get(number - 1);
            if (!q.prompt().equals(item.question())) {
                flags.add(new Flag(number, "the file asks '" + Text.clip(item.question()) + "', not the assignment's"
                        + " question '" + q.prompt() + "'; left ungraded"));
                continue;
            }
            List<Graded> tries = new ArrayList<>();
            List<String> calledRight = new ArrayList<>();
            List<String> calledWrong = new ArrayList<>();
            for (HandIn.Attempt attempt : item.tries()) {
                Verdict v = Grading.grade(q, attempt.answer());
                boolean right = v.counted() && v.correct();
                tries.add(new Graded(attempt.answer(), right, v.diagnosis().map(d -> d.misconception())));
                if (right != attempt.right()) {
                    (attempt.right() ? calledRight : calledWrong).add("try " + tries.size() + " '"
                            + Text.clip(attempt.answer()) + "'");
                }
            }
            OptionalDouble seconds = OptionalDouble.empty();
            if (item.seconds() >= 0 && item.seconds() <= MOST_SECONDS) {
                seconds = OptionalDouble.of(item.seconds());
            } else {
                flags.add(new Flag(number, "the file gives it " + seconds(item.seconds()) + "; shown as ?"));
            }
            if (item.hints() < 0) {
                flags.add(new Flag(number, "the file gives it " + item.hints() + " hints; counted as 0"));
            }
            boolean stopped = number == h.stoppedAt();
            Mark mark = new Mark(number, tries, item.skipped() && !stopped, stopped, Math.max(0, item.hints()), seconds);
            if (mark.firstTry() != item.firstTry()) {
                (item.firstTry() ? calledRight : calledWrong).add("first try");
            }
            if (mark.solved() != item.solved()) {
                (item.solved() ? calledRight : calledWrong).add("solved");
            }
            if (!calledRight.isEmpty()) {
                flags.add(new Flag(number, "the file marks as right what the engine grades wrong: "
                        + String.join(", ", calledRight)));
            }
            if (!calledWrong.isEmpty()) {
                flags.add(new Flag(number, "the file marks as wrong what the engine grades right: "
                        + String.join(", ", calledWrong)));
            }
            marks.put(number, mark);
        }
        List<Mark> all = new ArrayList<>();
        for (int i = 1; i <= questions.size(); i++) {
            all.add(marks.getOrDefault(i, new Mark(i, List.of(), false, i == h.stoppedAt(), 0, OptionalDouble.of(0))));
        }
        int solved = (int) all.stream().filter(Mark::solved).count();
        int firstTry = (int) all.stream().filter(Mark::firstTry).count();
        HandIn.Score claimed = h.claimed();
        if (claimed.solved() != solved || claimed.firstTry() != firstTry || claimed.questions() != questions.size()) {
            flags.add(0, new Flag(0, "states a score of " + claimed.describe() + " (" + claimed.firstTry()
                    + " at the first try); its answers grade " + solved + "/" + questions.size() + " (" + firstTry
                    + " at the first try)"));
        }
        switch (h.seal()) {
            case BROKEN -> flags.add(0, new Flag(0, "was changed after the quiz wrote it: what it holds (answers,"
                    + " times, lessons or score) no longer matches its seal"));
            case MISSING -> flags.add(0, new Flag(0, "has no seal: the quiz did not write it as it is, or its seal was"
                    + " taken out, so its times and lessons cannot be trusted"));
            case INTACT -> {
                // Written by the quiz, and not changed since.
            }
        }
        OptionalLong time = OptionalLong.empty();
        if (h.seconds() >= 0 && h.seconds() <= MOST_SECONDS) {
            time = OptionalLong.of(h.seconds());
        } else {
            flags.add(new Flag(0, "states the quiz took " + seconds(h.seconds()) + "; its time is shown as ?"));
        }
        Set<String> named = new LinkedHashSet<>(assignment.lessons());
        Set<String> finished = new LinkedHashSet<>();
        Set<String> foreign = new LinkedHashSet<>();
        for (HandIn.LessonStatus lesson : h.lessons()) {
            if (!named.contains(lesson.id())) {
                foreign.add(Text.clip(lesson.id()));
            } else if (lesson.finished()) {
                finished.add(lesson.id());
            }
        }
        if (!foreign.isEmpty()) {
            flags.add(new Flag(0, "lists " + (foreign.size() == 1 ? "a lesson" : "lessons") + " the assignment does"
                    + " not name (" + String.join(", ", foreign) + "); not counted"));
        }
        // A quiz stopped before any answer, to finish a lesson first, is no attempt; files from before this rule keep it.
        List<HandIn.Earlier> attempts = h.earlier().stream().filter(e -> e.answered() > 0).toList();
        return new Student(StudentName.shown(h.student()), n.file(), all, time, finished.size(),
                named.size(), flags, attempts);
    }

    /** "-5 seconds", "10000000000000000 seconds, more than a day". */
    private static String seconds(double seconds) {
        String amount = Double.isNaN(seconds) ? "no number of" : seconds == Math.rint(seconds)
                && Math.abs(seconds) < 1e18 ? Long.toString((long) seconds) : Double.toString(seconds);
        return amount + " seconds" + (seconds > MOST_SECONDS ? ", more than a day" : "");
    }

    /** Every hand-in under a name that reads like another hand-in's is flagged, naming the files. */
    private static List<Student> flagSameNames(List<Student> students) {
        Map<String, List<Student>> byName = new LinkedHashMap<>();
        students.forEach(s -> byName.computeIfAbsent(StudentName.key(s.name()), k -> new ArrayList<>()).add(s));
        List<Student> out = new ArrayList<>();
        for (Student s : students) {
            List<Student> same = byName.get(StudentName.key(s.name()));
            if (same.size() == 1) {
                out.add(s);
                continue;
            }
            out.add(s.withFlag(new Flag(0, (same.size() == 2 ? "two" : Integer.toString(same.size()))
                    + " hand-ins under the name " + Text.oneLine(s.name()) + ": " + String.join(", ", same.stream()
                            .map(o -> Text.path(o.file())).toList()))));
        }
        return out;
    }

    /**
     * A hand-in with the same answers, tries and timings, question by question, as one under another
     * name is a copy of it (or it of this one): both are flagged, naming each other. Timings are kept
     * to a tenth of a second, so two students who worked alone do not share them over two questions.
     */
    private static List<Student> flagCopies(List<Student> students) {
        Map<String, List<Student>> byWork = new LinkedHashMap<>();
        for (Student s : students) {
            if (s.answered() >= 2) {
                byWork.computeIfAbsent(work(s), k -> new ArrayList<>()).add(s);
            }
        }
        List<Student> out = new ArrayList<>();
        for (Student s : students) {
            List<Student> same = byWork.getOrDefault(work(s), List.of()).stream()
                    .filter(o -> o != s && !StudentName.key(o.name()).equals(StudentName.key(s.name()))).toList();
            out.add(s.answered() < 2 || same.isEmpty() ? s : s.withFlag(new Flag(0, "the same answers and timings,"
                    + " question by question, as the hand-in of " + String.join(", ", same.stream()
                            .map(o -> Text.oneLine(o.name()) + " (" + Text.path(o.file()) + ")").toList())
                    + ": one is a copy")));
        }
        return out;
    }

    /** Every answer and every question's time, as one text two identical hand-ins share. */
    private static String work(Student s) {
        StringBuilder b = new StringBuilder();
        for (Mark m : s.marks()) {
            b.append(m.number()).append(':').append(m.cell()).append(':').append(m.seconds()).append(':');
            m.tries().forEach(t -> b.append(normal(t.answer())).append('\u0000'));
            b.append('\n');
        }
        return b.toString();
    }

    private static List<QuestionStat> questionStats(List<Question> questions, List<Student> students) {
        List<QuestionStat> stats = new ArrayList<>();
        for (int i = 0; i < questions.size(); i++) {
            int answered = 0;
            int firstTry = 0;
            List<String> missed = new ArrayList<>();
            Map<String, Integer> wrongBy = new LinkedHashMap<>();
            Map<String, Optional<Misconception>> why = new LinkedHashMap<>();
            Map<String, String> asTyped = new LinkedHashMap<>();
            for (Student s : students) {
                Mark m = s.marks().get(i);
                if (!m.answered()) {
                    continue;
                }
                answered++;
                firstTry += m.firstTry() ? 1 : 0;
                if (!m.firstTry()) {
                    missed.add(s.name());
                }
                m.tries().stream().filter(t -> !t.right()).map(t -> normal(t.answer())).distinct()
                        .forEach(a -> wrongBy.merge(a, 1, Integer::sum));
                for (Graded t : m.tries()) {
                    if (!t.right()) {
                        why.merge(normal(t.answer()), t.misconception(), (a, b) -> a.or(() -> b));
                        asTyped.putIfAbsent(normal(t.answer()), t.answer().strip());
                    }
                }
            }
            Optional<Map.Entry<String, Integer>> common = wrongBy.entrySet().stream()
                    .max(Map.Entry.<String, Integer>comparingByValue());
            stats.add(new QuestionStat(i + 1, questions.get(i), students.size(), answered, firstTry, missed,
                    common.map(e -> asTyped.get(e.getKey())), common.map(Map.Entry::getValue).orElse(0),
                    common.flatMap(e -> why.get(e.getKey())), discrimination(i, students)));
        }
        return stats;
    }

    /**
     * The correlation (Pearson's) of question {@code i}'s first-try score with each student's first-try
     * score on the other questions: near 1 when those who get it right do well elsewhere. Empty below
     * {@value #DISCRIMINATING} students, and when either score is the same for everyone (no spread to correlate).
     */
    private static OptionalDouble discrimination(int i, List<Student> students) {
        int n = students.size();
        if (n < DISCRIMINATING) {
            return OptionalDouble.empty();
        }
        double[] item = new double[n];
        double[] rest = new double[n];
        for (int k = 0; k < n; k++) {
            Student s = students.get(k);
            item[k] = s.marks().get(i).firstTry() ? 1 : 0;
            rest[k] = s.firstTry() - item[k];
        }
        return correlation(item, rest);
    }

    static OptionalDouble correlation(double[] x, double[] y) {
        double mx = java.util.Arrays.stream(x).average().orElse(0);
        double my = java.util.Arrays.stream(y).average().orElse(0);
        double sxy = 0;
        double sxx = 0;
        double syy = 0;
        for (int k = 0; k < x.length; k++) {
            sxy += (x[k] - mx) * (y[k] - my);
            sxx += (x[k] - mx) * (x[k] - mx);
            syy += (y[k] - my) * (y[k] - my);
        }
        return sxx == 0 || syy == 0 ? OptionalDouble.empty() : OptionalDouble.of(sxy / Math.sqrt(sxx * syy));
    }

    /** Answers that differ only in case and spaces are the same answer. */
    private static String normal(String answer) {
        return answer.strip().replaceAll("\\s+", " ").toLowerCase(java.util.Locale.ROOT);
    }

    private static List<Tally<Idea>> ideasMissed(List<Question> questions, List<Student> students) {
        Map<Idea, Counted> counts = new EnumMap<>(Idea.class);
        for (Student s : students) {
            Map<Idea, Integer> mine = new EnumMap<>(Idea.class);
            for (Mark m : s.marks()) {
                Idea idea = questions.get(m.number() - 1).idea(Idea.all());
                int wrong = (int) m.tries().stream().filter(t -> !t.right()).count();
                if (wrong > 0) {
                    mine.merge(idea, wrong, Integer::sum);
                }
            }
            mine.forEach((idea, wrong) -> counts.computeIfAbsent(idea, k -> new Counted()).add(s.name(), wrong));
        }
        return sorted(counts);
    }

    private static List<Tally<Misconception>> misconceptions(List<Student> students) {
        Map<Misconception, Counted> counts = new EnumMap<>(Misconception.class);
        for (Student s : students) {
            Map<Misconception, Integer> mine = new EnumMap<>(Misconception.class);
            s.marks().stream().flatMap(m -> m.tries().stream()).filter(t -> !t.right())
                    .forEach(t -> t.misconception().ifPresent(mc -> mine.merge(mc, 1, Integer::sum)));
            mine.forEach((mc, wrong) -> counts.computeIfAbsent(mc, k -> new Counted()).add(s.name(), wrong));
        }
        return sorted(counts);
    }

    /** The wrong answers and the students behind one idea or misconception, as they are counted. */
    private static final class Counted {
        private int wrong;
        private final List<String> names = new ArrayList<>();

        void add(String name, int wrongAnswers) {
            wrong += wrongAnswers;
            names.add(name);
        }
    }

    /** Most students first, then most wrong answers. */
    private static <K extends Enum<K>> List<Tally<K>> sorted(Map<K, Counted> counts) {
        List<Tally<K>> out = new ArrayList<>();
        counts.forEach((k, c) -> out.add(new Tally<>(k, c.wrong, c.names.stream().sorted(NameOrder.INSTANCE).toList())));
        out.sort(Comparator.comparingInt((Tally<K> t) -> -t.students()).thenComparingInt(t -> -t.wrong()));
        return out;
    }

    /**
     * The questions the class found hardest: lowest share right at the first try, among those answered;
     * {@code most} of them, and every question as hard as the last of those, so that no tie is dropped.
     */
    public List<QuestionStat> hardest(int most) {
        List<QuestionStat> sorted = questions.stream().filter(q -> q.answered() > 0 && q.firstTry() < q.answered())
                .sorted(Comparator.comparingDouble(QuestionStat::firstTryRate).thenComparingInt(QuestionStat::number))
                .toList();
        if (sorted.size() <= most || most < 1) {
            return sorted.subList(0, Math.min(sorted.size(), Math.max(0, most)));
        }
        double last = sorted.get(most - 1).firstTryRate();
        return sorted.stream().takeWhile(q -> q.firstTryRate() <= last).toList();
    }
}

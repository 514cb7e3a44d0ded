package org.nimexplorer.quiz;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.nimexplorer.engine.Result;
import org.nimexplorer.explain.Question;
import org.nimexplorer.store.Progress;

/**
 * Practice that adapts, by Leitner's boxes over the progress file. Each kind of question in each game
 * is a card ("move kayles"). A card due and answered right at the first try moves up a box and waits
 * longer before it is due again (a day in box 1, then 2, 4, 7 and 14 days); answered right before it
 * is due, it stays where it is. A wrong answer sends it back to box 1, due at once, so it comes back
 * in the same session. The next question is from the card due that this session has asked least, then
 * the weakest: the lowest box, the most wrong answers and misconceptions shown, the one seen longest
 * ago; never the same card twice in a row while another is due. Every fourth question is a mastered
 * card (box 4 or 5) this session has not asked, seen longest ago, so that it stays mastered. Positions
 * get harder as a card climbs: easy in boxes 1 and 2, medium in 3, hard in 4 and 5; a session asks no
 * position twice, and a card whose answers added heaps gets no nim-sum that adding gets right.
 */
public final class Practice implements QuizFlow.Chooser {

    /** Days a card waits in each box after a right answer, box 1 first. */
    static final int[] WAIT = {1, 2, 4, 7, 14};
    /** The top box. */
    public static final int TOP = WAIT.length;
    /** From this box on, a card is mastered. */
    public static final int MASTERED = 4;
    /** Every this many questions, one is a mastered card. */
    static final int MIX = 4;

    /** The misconception that adds heaps where their nim-sum is asked. */
    static final String ADDED = "added-not-xored";
    /** The most positions drawn for one question, looking for one this session has not asked. */
    private static final int DRAWS = 40;

    private final List<String> topics;
    private final LocalDate today;
    private final Random random;
    private int asked;
    private String last;
    /** How often this session asked each card. */
    private final Map<String, Integer> askedHere = new java.util.HashMap<>();
    /** The positions this session asked about, each as its game and its heaps in order of size. */
    private final Set<String> positionsHere = new java.util.HashSet<>();

    private Practice(List<String> topics, LocalDate today, long seed) {
        this.topics = topics;
        this.today = today;
        this.random = new Random(seed);
    }

    /**
     * Practice on {@code today} over every kind in Nim, the games named in {@code games} ("kayles",
     * "sub[1,3,4]", "misère nim") and every game the learner has cards for already; a problem naming a
     * game that cannot be practised.
     */
    public static Result<Practice> of(Progress progress, List<String> games, LocalDate today, long seed) {
        Set<String> all = new LinkedHashSet<>();
        all.add("nim");
        for (String game : games) {
            Result<QuizGame> read = game(game);
            if (!read.isOk()) {
                return Result.problem("practice has no questions on '" + game.strip() + "' yet: it takes nim, 'misere"
                        + " nim', sub[1,3,4] and games played heap by heap (kayles, dawsons-kayles, lasker, an octal code)");
            }
            all.add(name(game));
        }
        progress.practice.keySet().stream().map(Practice::gameOf).filter(g -> game(g).isOk()).forEach(all::add);
        List<String> topics = new ArrayList<>();
        for (String game : all) {
            for (String kind : QuizGenerator.KINDS) {
                topics.add(kind + " " + game);
            }
        }
        return Result.ok(new Practice(topics, today, seed));
    }

    /** "misère nim", "kayles", "sub[1,3,4]": the game word as a card keeps it, lower case. */
    private static String name(String game) {
        String t = game.strip().toLowerCase(java.util.Locale.ROOT);
        return t.startsWith("misere ") ? "misère " + t.substring(7) : t;
    }

    private static String gameOf(String topic) {
        return topic.substring(topic.indexOf(' ') + 1);
    }

    private static String kindOf(String topic) {
        return topic.substring(0, topic.indexOf(' '));
    }

    /** The quiz game a card's game word names. */
    static Result<QuizGame> game(String word) {
        String t = name(word);
        boolean misere = t.startsWith("misère ");
        String rest = misere ? t.substring("misère ".length()) : t;
        if (rest.equals("nim")) {
            return QuizGame.read(Optional.empty(), misere, Optional.empty());
        }
        if (rest.matches("sub\\[.*\\]")) {
            return QuizGame.read(Optional.empty(), misere, Optional.of(rest.substring(4, rest.length() - 1)));
        }
        return QuizGame.read(Optional.of(rest), misere, Optional.empty());
    }

    /** The card a question belongs to: its kind, then its game as {@link #name} writes it. */
    static String topic(Question q) {
        Progress.ReviewItem item = Review.item(q);
        String game = item.game != null ? item.game : item.subtract != null ? "sub[" + item.subtract + "]" : "nim";
        return item.kind + " " + (item.misere ? "misère " : "") + game;
    }

    @Override
    public QuizEvent opening(int questions, Progress progress) {
        PracticeAgenda agenda = agenda(progress);
        return new QuizEvent.PracticeOpened(questions, agenda.due().stream().map(PracticeAgenda.Entry::words).toList(),
                agenda.mastered().stream().map(PracticeAgenda.Entry::words).toList());
    }

    /** Where this practice's cards stand today. */
    public PracticeAgenda agenda(Progress progress) {
        Map<String, Progress.Card> cards = cards(progress);
        return PracticeAgenda.of(cards, today, weakestFirst(cards));
    }

    private Map<String, Progress.Card> cards(Progress progress) {
        Map<String, Progress.Card> cards = new java.util.TreeMap<>();
        for (String t : topics) {
            cards.put(t, progress.practice.getOrDefault(t, new Progress.Card()));
        }
        return cards;
    }

    @Override
    public Question next(Progress progress) {
        Map<String, Progress.Card> cards = cards(progress);
        String topic = choose(cards);
        asked++;
        last = topic;
        askedHere.merge(topic, 1, Integer::sum);
        Progress.Card card = cards.get(topic);
        Level level = card.box >= MASTERED ? Level.HARD : card.box == 3 ? Level.MEDIUM : Level.EASY;
        QuizGame game = game(gameOf(topic)).orThrow();
        Question q = null;
        for (int draw = 0; draw < DRAWS && (q == null || !fresh(q, card)); draw++) {
            q = QuizGenerator.question(random, level, game, kindOf(topic), random.nextInt(4) == 0);
        }
        positionsHere.add(position(q));
        return q;
    }

    /**
     * A position this session has not asked about, in any order of its heaps; and, for a card whose
     * answers added heaps, a nim-sum that adding gets wrong and tells apart from the XOR of the sizes:
     * where adding gets it right, a right answer would prove nothing, and where no column carries, a
     * sum could not be told from an XOR.
     */
    private boolean fresh(Question q, Progress.Card card) {
        if (positionsHere.contains(position(q))) {
            return false;
        }
        if (!q.kind().equals("nim-sum") || !card.misconceptions.containsKey(ADDED)) {
            return true;
        }
        long[] heaps = Prompts.position(q).heaps();
        long sum = java.util.Arrays.stream(heaps).sum();
        long xor = java.util.Arrays.stream(heaps).reduce(0, (a, b) -> a ^ b);
        return sum != xor && !String.valueOf(sum).equals(q.answer());
    }

    /** "kayles 1 3 5": the game and the heaps in order of size, the same whatever their order in the question. */
    private static String position(Question q) {
        Progress.ReviewItem item = Review.item(q);
        return topic(q).substring(item.kind.length()) + " " + item.heaps.stream().sorted().toList();
    }

    /**
     * The card asked next: every {@link #MIX} questions a mastered one this session has not asked;
     * otherwise, of the cards due, the one this session asked least, then the weakest; with none due,
     * the one due soonest.
     */
    String choose(Map<String, Progress.Card> cards) {
        List<String> mastered = cards.keySet().stream().filter(t -> cards.get(t).box >= MASTERED)
                .filter(t -> !askedHere.containsKey(t))
                .sorted(Comparator.comparing((String t) -> String.valueOf(cards.get(t).seen))).toList();
        if ((asked + 1) % MIX == 0 && !mastered.isEmpty()) {
            return mastered.get(0);
        }
        Comparator<String> leastAskedHere = Comparator.comparingInt(t -> askedHere.getOrDefault(t, 0));
        List<String> due = cards.keySet().stream().filter(t -> isDue(cards.get(t), today))
                .sorted(leastAskedHere.thenComparing(weakestFirst(cards))).toList();
        if (due.isEmpty()) {
            return cards.keySet().stream().filter(t -> !t.equals(last) || cards.size() == 1)
                    .min(leastAskedHere.thenComparing((String t) -> cards.get(t).due).thenComparing(weakestFirst(cards)))
                    .orElseThrow();
        }
        return due.stream().filter(t -> !t.equals(last)).findFirst().orElse(due.get(0));
    }

    static boolean isDue(Progress.Card card, LocalDate today) {
        return card.due == null || !LocalDate.parse(card.due).isAfter(today);
    }

    /** Lowest box first; then most wrong answers and misconceptions less right ones; then seen longest ago. */
    private static Comparator<String> weakestFirst(Map<String, Progress.Card> cards) {
        return Comparator.comparingInt((String t) -> cards.get(t).box)
                .thenComparing(Comparator.comparingInt((String t) -> weakness(cards.get(t))).reversed())
                .thenComparing(t -> String.valueOf(cards.get(t).seen));
    }

    static int weakness(Progress.Card card) {
        return card.wrong + card.misconceptions.values().stream().mapToInt(Integer::intValue).sum() - card.right;
    }

    /**
     * A right answer moves a card up only when it was due: a card asked early (mastered and mixed in,
     * or ahead of its day) keeps its box and day, so one session never moves a card up twice.
     */
    @Override
    public void answered(Question question, boolean right, List<String> misconceptions, Progress progress) {
        Progress.Card card = progress.practice.computeIfAbsent(topic(question), t -> new Progress.Card());
        boolean due = isDue(card, today);
        card.seen = today.toString();
        misconceptions.forEach(m -> card.misconceptions.merge(m, 1, Integer::sum));
        if (right) {
            card.right++;
            if (due) {
                card.box = Math.min(TOP, card.box + 1);
                card.due = today.plusDays(WAIT[card.box - 1]).toString();
            }
        } else {
            card.wrong++;
            card.box = 1;
            card.due = today.toString();
        }
    }
}

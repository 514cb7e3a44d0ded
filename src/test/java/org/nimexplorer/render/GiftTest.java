package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.FindMove;
import org.nimexplorer.explain.Choice;
import org.nimexplorer.explain.Question;
import org.nimexplorer.explain.ToBinary;
import org.nimexplorer.quiz.Level;
import org.nimexplorer.quiz.PlatformQuestion;
import org.nimexplorer.quiz.QuizExport;
import org.nimexplorer.quiz.QuizGenerator;

/**
 * The GIFT export read back by a small parser that follows Moodle's importer: questions apart at
 * blank lines, a backslash escaping the next character, and the marks that are not escaped giving
 * the structure. Every text read back, unescaped, is the text that was written.
 */
class GiftTest {

    /** One answer as GIFT marks it: '=' or '~', a weight such as "0" from "%0%" (empty when none), text, feedback. */
    record ReadAnswer(char mark, String weight, String text, String feedback) {}

    record ReadQuestion(String title, String text, boolean numerical, List<ReadAnswer> answers, String general) {}

    /** The questions read back, and the category each is filed under (the last $CATEGORY line before it). */
    record ReadFile(List<String> filedUnder, List<ReadQuestion> questions) {}

    static ReadFile read(String gift) {
        String category = null;
        List<String> filedUnder = new ArrayList<>();
        List<ReadQuestion> questions = new ArrayList<>();
        for (String chunk : gift.split("\n[ \t]*\n")) {
            String body = String.join("\n", chunk.lines().filter(l -> !l.strip().startsWith("//")).toList()).strip();
            if (body.startsWith("$CATEGORY:")) {
                category = body.substring("$CATEGORY:".length()).strip();
            } else if (!body.isEmpty()) {
                questions.add(question(body));
                filedUnder.add(category);
            }
        }
        return new ReadFile(filedUnder, questions);
    }

    private static ReadQuestion question(String body) {
        assertThat(body).startsWith("::").endsWith("}");
        int titleEnd = find(body, "::", 2);
        String rest = body.substring(titleEnd + 2);
        int open = find(rest, "{", 0);
        String block = rest.substring(open + 1, rest.length() - 1);
        assertThat(find(block, "{", 0)).as("an unescaped brace inside the answers").isEqualTo(-1);
        assertThat(find(block, "}", 0)).as("an unescaped brace inside the answers").isEqualTo(-1);
        boolean numerical = block.startsWith("#") && !block.startsWith("####");
        if (numerical) {
            block = block.substring(1);
        }
        int general = lastFind(block, "####");
        List<ReadAnswer> answers = new ArrayList<>();
        for (String raw : splitAtMarks(general < 0 ? block : block.substring(0, general))) {
            answers.add(answer(raw.strip()));
        }
        return new ReadQuestion(unescape(body.substring(2, titleEnd)), unescape(rest.substring(0, open)), numerical,
                answers, general < 0 ? "" : unescape(block.substring(general + 4).strip()));
    }

    private static ReadAnswer answer(String raw) {
        char mark = raw.charAt(0);
        String rest = raw.substring(1);
        String weight = "";
        if (rest.matches("(?s)^%-?[0-9]+%.*")) {
            weight = rest.substring(1, rest.indexOf('%', 1));
            rest = rest.substring(weight.length() + 2);
        }
        int hash = find(rest, "#", 0);
        return new ReadAnswer(mark, weight, unescape(hash < 0 ? rest : rest.substring(0, hash)).strip(),
                hash < 0 ? "" : unescape(rest.substring(hash + 1)).strip());
    }

    /** The answers of a block, each starting at a '=' or '~' that is not escaped. */
    private static List<String> splitAtMarks(String block) {
        List<String> out = new ArrayList<>();
        int start = -1;
        for (int i = 0; i < block.length(); i++) {
            char c = block.charAt(i);
            if (c == '\\') {
                i++;
            } else if (c == '=' || c == '~') {
                if (start >= 0) {
                    out.add(block.substring(start, i));
                }
                start = i;
            }
        }
        if (start >= 0) {
            out.add(block.substring(start));
        }
        return out;
    }

    /** Where {@code mark} first stands unescaped in {@code s} from {@code from}, or -1. */
    private static int find(String s, String mark, int from) {
        for (int i = from; i < s.length(); i++) {
            if (s.charAt(i) == '\\') {
                i++;
            } else if (s.startsWith(mark, i)) {
                return i;
            }
        }
        return -1;
    }

    private static int lastFind(String s, String mark) {
        int last = -1;
        for (int at = find(s, mark, 0); at >= 0; at = find(s, mark, at + 1)) {
            last = at;
        }
        return last;
    }

    static String unescape(String s) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length()) {
                char next = s.charAt(++i);
                out.append(next == 'n' ? '\n' : next);
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    private static QuizExport quiz(long seed, int count, Level level, Rules rules) {
        return QuizExport.of(seed, level, rules, QuizGenerator.generate(seed, count, level, rules, QuizGenerator.KINDS));
    }

    @Test
    void everyQuestionReadsBackWithItsTitleTextAnswersAndFeedback() {
        Rules take1to3 = new Rules(Play.MISERE, MoveSet.parse("1-3").orThrow());
        for (QuizExport quiz : List.of(quiz(7, 20, Level.MEDIUM, Rules.NIM), quiz(2, 12, Level.EASY, take1to3))) {
            ReadFile file = read(Gift.render(quiz));
            assertThat(file.filedUnder()).isEqualTo(quiz.questions().stream().map(q -> quiz.categoryPath(q.question()
                    .kind())).toList());
            assertThat(file.questions()).hasSize(quiz.questions().size());
            for (int i = 0; i < quiz.questions().size(); i++) {
                PlatformQuestion q = quiz.questions().get(i);
                ReadQuestion r = file.questions().get(i);
                assertThat(r.title()).isEqualTo(q.title());
                assertThat(r.text()).isEqualTo("[html]" + PlatformHtml.question(q));
                assertThat(r.general()).isEqualTo(PlatformHtml.solution(q.solution()));
                assertThat(r.numerical()).isEqualTo(q.type() == PlatformQuestion.Type.NUMERICAL);
                List<PlatformQuestion.Answer> answers = new ArrayList<>(q.answers());
                if (q.type() == PlatformQuestion.Type.SHORTANSWER) {
                    // Any other answer, Moodle's '*', last: the form an answer takes and the first hint.
                    answers.add(new PlatformQuestion.Answer("*", false, q.otherwise().orElseThrow()));
                    assertThat(q.otherwise().orElseThrow()).startsWith(q.question() instanceof FindMove
                            ? "Not a winning move, or not written in a form this quiz reads. Answer with a move, written "
                            : "Not one of the answers this question takes. ");
                }
                List<ReadAnswer> expected = new ArrayList<>(answers.stream().map(a -> expected(q.type(), a)).toList());
                if (q.type() == PlatformQuestion.Type.NUMERICAL) {
                    // Any other number: a '~' with feedback and no answer, which Moodle's importer reads as '*'.
                    assertThat(q.otherwise().orElseThrow()).startsWith("Not quite: that number is not the answer. Hint: ");
                    expected.add(new ReadAnswer('~', "", "", PlatformHtml.paragraph(q.otherwise().orElseThrow())));
                }
                assertThat(r.answers()).isEqualTo(expected);
            }
        }
    }

    /** How GIFT marks each kind of answer: a choice '=' or '~', a short answer or number '=' with weight 0 when wrong. */
    private static ReadAnswer expected(PlatformQuestion.Type type, PlatformQuestion.Answer a) {
        String feedback = PlatformHtml.paragraph(a.feedback());
        return switch (type) {
            case MULTICHOICE -> new ReadAnswer(a.right() ? '=' : '~', "", Html.text(a.text()), feedback);
            case SHORTANSWER -> new ReadAnswer('=', a.right() ? "" : "0", a.text(), feedback);
            case NUMERICAL -> new ReadAnswer('=', a.right() ? "" : "0", a.text() + ":0", feedback);
        };
    }

    @Test
    void theMarksInAnyTextAreEscapedAndReadBackAsWritten() {
        String marks = "a~b=c#d{e}f:g\\h\ni";
        assertThat(Gift.escape(marks)).isEqualTo("a\\~b\\=c\\#d\\{e\\}f\\:g\\\\h\\ni");
        assertThat(unescape(Gift.escape(marks))).isEqualTo(marks);
        Question choice = new Choice(List.of("{x} = ~y: #z", "plain"), 0, "Marks: {all} = ~ # \\ here.");
        QuizExport quiz = QuizExport.of(1, Level.EASY, Rules.NIM, List.of(choice, new ToBinary(5)));
        String gift = Gift.render(quiz);
        ReadQuestion r = read(gift).questions().get(0);
        assertThat(r.answers()).extracting(ReadAnswer::text).containsExactly("{x} = ~y: #z", "plain");
        assertThat(r.general()).contains("Marks: {all} = ~ # \\ here.");
        assertThat(gift).contains("\\{x\\} \\= \\~y\\: \\#z");
    }

    @Test
    void theFirstLineCountsTheQuestionsOneInTheSingular() {
        assertThat(Gift.render(quiz(7, 1, Level.EASY, Rules.NIM))).startsWith("// Nim Explorer: 1 question, seed 7,"
                + " level easy (");
        assertThat(Gift.render(quiz(7, 2, Level.EASY, Rules.NIM))).startsWith("// Nim Explorer: 2 questions, seed 7,"
                + " level easy (");
    }

    @Test
    void aBlankLineBetweenQuestionsAndNoneInsideOne() {
        QuizExport quiz = quiz(7, 8, Level.HARD, Rules.NIM);
        String gift = Gift.render(quiz);
        List<PlatformQuestion> qs = quiz.questions();
        long runs = java.util.stream.IntStream.range(0, qs.size()).filter(i -> i == 0
                || !qs.get(i).question().kind().equals(qs.get(i - 1).question().kind())).count();
        assertThat(gift.split("\n\n")).hasSize(qs.size() + 1 + (int) runs);
        assertThat(gift.lines().filter(l -> l.startsWith("$CATEGORY: "))).hasSize((int) runs);
        assertThat(gift.lines().filter(l -> l.startsWith("::"))).hasSize(quiz.questions().size());
        assertThat(gift).contains("::Q1 ").contains("\\:").contains("\\=");
        assertThat(Gift.render(quiz(7, 8, Level.HARD, Rules.NIM))).isEqualTo(gift);
        assertThat(Gift.render(quiz(8, 8, Level.HARD, Rules.NIM))).isNotEqualTo(gift);
    }

    @Test
    void aPreformattedBlockKeepsItsLineBreaks() {
        QuizExport quiz = QuizExport.of(1, Level.EASY, Rules.NIM, List.of(new ToBinary(5)));
        ReadQuestion r = read(Gift.render(quiz)).questions().get(0);
        String pre = r.general().substring(r.general().indexOf("<pre>") + 5, r.general().indexOf("</pre>"));
        assertThat(pre.lines()).as("one line of the worked answer a row, as the terminal shows it").hasSizeGreaterThan(1)
                .noneMatch(line -> line.contains("?"));
        assertThat(pre).isEqualTo(String.join("\n", DerivationText.derivation(quiz.questions().get(0).solution().derivation(),
                Painter.PLAIN)).lines().map(String::stripTrailing).collect(Collectors.joining("\n")).stripTrailing());
    }

    @Test
    void anAssignmentsTitleNamesTheCategoryWithoutTheMarksThatWouldSplitIt() {
        QuizExport quiz = QuizExport.of(1, Level.EASY, Rules.NIM, List.of(new ToBinary(5))).titled("Week 3: a/b {x}");
        assertThat(quiz.category()).isEqualTo("Week 3 a b x, Nim quiz, seed 1, level easy");
        assertThat(read(Gift.render(quiz)).filedUnder()).containsExactly("$course$/top/Week 3 a b x, Nim quiz, seed 1, level"
                + " easy/binary");
    }
}

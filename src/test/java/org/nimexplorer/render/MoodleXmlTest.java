package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.nimexplorer.engine.Engine;
import org.nimexplorer.engine.ExhaustiveSolver;
import org.nimexplorer.engine.Move;
import org.nimexplorer.engine.MoveParser;
import org.nimexplorer.engine.MoveSet;
import org.nimexplorer.engine.Outcome;
import org.nimexplorer.engine.Play;
import org.nimexplorer.engine.Position;
import org.nimexplorer.engine.Rules;
import org.nimexplorer.explain.AboutPosition;
import org.nimexplorer.explain.Choice;
import org.nimexplorer.explain.FindMove;
import org.nimexplorer.explain.Grading;
import org.nimexplorer.explain.NimSum;
import org.nimexplorer.explain.PorN;
import org.nimexplorer.explain.Question;
import org.nimexplorer.explain.ToBinary;
import org.nimexplorer.explain.XorOf;
import org.nimexplorer.quiz.Level;
import org.nimexplorer.quiz.QuizExport;
import org.nimexplorer.quiz.QuizGenerator;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.InputSource;

/**
 * The Moodle XML export read back with the JDK's DOM parser, as Moodle's importer reads it, and every
 * answer it grades checked against the engine and, for moves, against a brute-force search.
 */
class MoodleXmlTest {

    private static final Rules MISERE = new Rules(Play.MISERE, MoveSet.NIM);
    private static final Rules TAKE_1_TO_3 = new Rules(Play.NORMAL, MoveSet.parse("1-3").orThrow());

    private static List<Question> quiz(long seed, int count, Level level, Rules rules) {
        return QuizGenerator.generate(seed, count, level, rules, QuizGenerator.KINDS);
    }

    private static String xml(long seed, int count, Level level, Rules rules) {
        return MoodleXml.render(QuizExport.of(seed, level, rules, quiz(seed, count, level, rules)));
    }

    static Element parse(String xml) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(new InputSource(new StringReader(xml)))
                .getDocumentElement();
    }

    static List<Element> children(Element parent, String name) {
        List<Element> out = new ArrayList<>();
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && e.getTagName().equals(name)) {
                out.add(e);
            }
        }
        return out;
    }

    /** A question's answers with words of their own: all but the catch-all '*' that ends a number's or a short answer's. */
    static List<Element> listed(Element question) {
        List<Element> answers = children(question, "answer");
        return answers.isEmpty() || !text(answers.get(answers.size() - 1)).equals("*") ? answers
                : answers.subList(0, answers.size() - 1);
    }

    /** The questions asked, without the category elements that file them. */
    static List<Element> asked(Element quiz) {
        return children(quiz, "question").stream().filter(e -> !e.getAttribute("type").equals("category")).toList();
    }

    /** The category each question asked is filed under: the last category element before it. */
    static List<String> filedUnder(Element quiz) {
        List<String> out = new ArrayList<>();
        String category = null;
        for (Element e : children(quiz, "question")) {
            if (e.getAttribute("type").equals("category")) {
                category = text(child(e, "category"));
            } else {
                out.add(category);
            }
        }
        return out;
    }

    static Element child(Element parent, String name) {
        List<Element> found = children(parent, name);
        assertThat(found).as("<%s> in <%s>", name, parent.getTagName()).hasSize(1);
        return found.get(0);
    }

    /** The text of an element's {@code <text>}, as Moodle reads {@code <name>}, {@code <answer>} and the rest. */
    static String text(Element parent) {
        return child(parent, "text").getTextContent();
    }

    @Test
    void aCategoryNamedAfterTheQuizThenOneQuestionOfTheRightTypePerQuestion() throws Exception {
        List<Question> questions = quiz(7, 12, Level.MEDIUM, Rules.NIM);
        Element doc = parse(xml(7, 12, Level.MEDIUM, Rules.NIM));
        assertThat(doc.getTagName()).isEqualTo("quiz");
        List<Element> all = asked(doc);
        assertThat(all).hasSize(12);
        assertThat(children(doc, "question").get(0).getAttribute("type")).isEqualTo("category");
        assertThat(filedUnder(doc)).isEqualTo(questions.stream().map(q -> "$course$/top/Nim quiz, seed 7, level medium/"
                + q.kind()).toList());
        // A category element only where the kind changes: as many as the runs of one kind.
        long runs = java.util.stream.IntStream.range(0, questions.size())
                .filter(i -> i == 0 || !questions.get(i).kind().equals(questions.get(i - 1).kind())).count();
        assertThat(children(doc, "question")).hasSize(12 + (int) runs);
        for (int i = 0; i < questions.size(); i++) {
            Question q = questions.get(i);
            Element e = all.get(i);
            String expected = switch (q.kind()) {
                case "outcome" -> "multichoice";
                case "nim-sum" -> "numerical";
                default -> "shortanswer";
            };
            assertThat(e.getAttribute("type")).as("question %d (%s)", i + 1, q.kind()).isEqualTo(expected);
            assertThat(text(child(e, "name"))).startsWith(String.format("Q%02d ", i + 1))
                    .endsWith(((AboutPosition) q).position().toString());
            Element questionText = child(e, "questiontext");
            assertThat(questionText.getAttribute("format")).isEqualTo("html");
            assertThat(text(questionText)).startsWith("<p>" + Html.text(q.prompt()) + "</p>").contains("<pre>A ");
            assertThat(text(child(e, "generalfeedback"))).contains("The answer: ").contains("(The idea: ");
            assertThat(child(e, "defaultgrade").getTextContent()).isEqualTo("1");
            assertThat(children(e, "answer")).isNotEmpty().allSatisfy(a ->
                    assertThat(text(child(a, "feedback"))).startsWith("<p>").endsWith("</p>"));
        }
    }

    @Test
    void everyChoiceHasExactlyOneRightAnswerTheOutcomeTheEngineFinds() throws Exception {
        int checked = 0;
        for (Rules rules : List.of(Rules.NIM, MISERE, TAKE_1_TO_3)) {
            List<Question> questions = quiz(11, 30, Level.EASY, rules);
            List<Element> all = asked(parse(xml(11, 30, Level.EASY, rules)));
            ExhaustiveSolver solver = new ExhaustiveSolver(rules);
            for (int i = 0; i < questions.size(); i++) {
                if (!(questions.get(i) instanceof PorN q)) {
                    continue;
                }
                Element e = all.get(i);
                assertThat(child(e, "single").getTextContent()).isEqualTo("true");
                assertThat(child(e, "answernumbering").getTextContent()).isEqualTo("none");
                List<Element> answers = children(e, "answer");
                assertThat(answers).extracting(MoodleXmlTest::text).containsExactly("P", "N");
                List<String> right = answers.stream().filter(a -> a.getAttribute("fraction").equals("100"))
                        .map(MoodleXmlTest::text).toList();
                assertThat(right).containsExactly(solver.outcome(q.position()).name());
                assertThat(answers).allSatisfy(a -> assertThat(a.getAttribute("fraction")).isIn("100", "0"));
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(10);
    }

    @Test
    void everyNumberIsTheNimSumTheEngineComputesWithNoTolerance() throws Exception {
        int checked = 0;
        int telltales = 0;
        for (Rules rules : List.of(Rules.NIM, TAKE_1_TO_3)) {
            List<Question> questions = quiz(5, 30, Level.HARD, rules);
            List<Element> all = asked(parse(xml(5, 30, Level.HARD, rules)));
            for (int i = 0; i < questions.size(); i++) {
                if (questions.get(i) instanceof NimSum q) {
                    List<Element> answers = listed(all.get(i));
                    List<Element> right = answers.stream().filter(a -> a.getAttribute("fraction").equals("100")).toList();
                    assertThat(right).hasSize(1);
                    assertThat(Long.parseLong(text(right.get(0)))).isEqualTo(Engine.nimSum(q.position(), rules.moves()));
                    assertThat(answers).allSatisfy(a -> assertThat(child(a, "tolerance").getTextContent()).isEqualTo("0"));
                    assertThat(answers.subList(1, answers.size())).allSatisfy(a -> {
                        assertThat(a.getAttribute("fraction")).isEqualTo("0");
                        String misconception = Grading.grade(q, text(a)).diagnosis().orElseThrow().sentence();
                        assertThat(text(child(a, "feedback"))).startsWith("<p>Not quite: ")
                                .contains(Html.text(misconception));
                    });
                    telltales += answers.size() - 1;
                    checked++;
                }
            }
        }
        assertThat(checked).isGreaterThan(10);
        assertThat(telltales).isGreaterThan(10);
    }

    @Test
    void theShortAnswersAreExactlyTheWinningMovesInEverySpellingOrNoneWhenThereIsNone() throws Exception {
        int withMoves = 0;
        int withNone = 0;
        for (Rules rules : List.of(Rules.NIM, MISERE, TAKE_1_TO_3)) {
            List<Question> questions = quiz(3, 40, Level.MEDIUM, rules);
            List<Element> all = asked(parse(xml(3, 40, Level.MEDIUM, rules)));
            ExhaustiveSolver solver = new ExhaustiveSolver(rules);
            for (int i = 0; i < questions.size(); i++) {
                if (!(questions.get(i) instanceof FindMove q)) {
                    continue;
                }
                Element e = all.get(i);
                assertThat(child(e, "usecase").getTextContent()).isEqualTo("0");
                List<String> right = new ArrayList<>();
                List<String> wrong = new ArrayList<>();
                for (Element a : listed(e)) {
                    (a.getAttribute("fraction").equals("100") ? right : wrong).add(text(a));
                }
                Set<Move> winning = bruteForceWinningMoves(q.position(), rules, solver);
                List<Move> legal = rules.legalMoves(q.position());
                // Every losing move is listed, where there are few, with the reply that refutes it.
                List<String> losing = legal.size() > 48 ? List.of() : legal.stream().filter(m -> !winning.contains(m))
                        .map(Move::shortForm).toList();
                for (Element a : listed(e)) {
                    if (losing.contains(text(a))) {
                        assertRefuted(MoveParser.parse(text(a), q.position(), rules).orThrow(), q.position(), rules,
                                text(child(a, "feedback")), solver);
                    }
                }
                if (winning.isEmpty()) {
                    assertThat(right).containsExactlyElementsOf(FindMove.NONE_WORDS);
                    assertThat(wrong).containsExactlyElementsOf(losing);
                    withNone++;
                } else {
                    Set<Move> read = new HashSet<>();
                    right.forEach(t -> read.add(MoveParser.parse(t, q.position(), rules).orThrow()));
                    assertThat(read).isEqualTo(winning);
                    assertThat(right).hasSize(winning.size() * MoveParser.spellings(winning.iterator().next(),
                            q.position()).size()).doesNotHaveDuplicates();
                    List<String> expected = new ArrayList<>(FindMove.NONE_WORDS);
                    expected.addAll(losing);
                    assertThat(wrong).containsExactlyElementsOf(expected);
                    withMoves++;
                }
            }
        }
        assertThat(withMoves).isGreaterThan(10);
        assertThat(withNone).isGreaterThan(3);
    }

    /**
     * A losing move's feedback names the opponent's reply, and the search agrees that it wins: it leaves the mover a
     * position where every move loses.
     */
    private static void assertRefuted(Move move, Position p, Rules rules, String feedback, ExhaustiveSolver solver) {
        Position after = move.applyTo(p);
        java.util.regex.Matcher reply = java.util.regex.Pattern.compile("Your opponent answers ([A-Z]-\\d+)")
                .matcher(feedback);
        if (rules.isOver(after)) {
            return;
        }
        assertThat(reply.find()).as(feedback).isTrue();
        Move answer = MoveParser.parse(reply.group(1), after, rules).orThrow();
        assertThat(solver.outcome(answer.applyTo(after))).as(feedback).isEqualTo(Outcome.P);
    }

    /** The moves after which the opponent loses, found by searching the game tree: no nim-sums involved. */
    private static Set<Move> bruteForceWinningMoves(Position p, Rules rules, ExhaustiveSolver solver) {
        Set<Move> out = new HashSet<>();
        for (Move m : rules.legalMoves(p)) {
            if (solver.outcome(m.applyTo(p)) == Outcome.P) {
                out.add(m);
            }
        }
        return out;
    }

    @Test
    void aNimSumFoundByAddingTheHeapsGetsTheMisconceptionNamed() throws Exception {
        Question q = new NimSum(Position.of(3, 4, 5), Rules.NIM);
        Element e = asked(parse(MoodleXml.render(QuizExport.of(1, Level.EASY, Rules.NIM, List.of(q)))))
                .get(0);
        List<Element> answers = listed(e);
        assertThat(answers).extracting(MoodleXmlTest::text).containsExactly("2", "12", "0", "1", "3", "4", "5", "6", "7");
        assertThat(answers).extracting(a -> a.getAttribute("fraction")).containsExactly("100", "0", "0", "0", "0", "0",
                "0", "0", "0");
        assertThat(text(child(answers.get(1), "feedback"))).startsWith("<p>Not quite: the nim-sum of 3 4 5 is not 12.")
                .contains("You added the heaps: 3 + 4 + 5 = 12.");
        // Every other number below 8 (the heaps have three binary digits) with the column it gets wrong.
        assertThat(text(child(answers.get(5), "feedback"))).startsWith("<p>Not quite: the nim-sum of 3 4 5 is not 4.");
    }

    @Test
    void everyQuestionHasItsIdNumberItsIdeaAsATagAPenaltyForItsOptionsAndACatchAllLast() throws Exception {
        List<Question> questions = quiz(7, 12, Level.MEDIUM, Rules.NIM);
        List<Element> all = asked(parse(xml(7, 12, Level.MEDIUM, Rules.NIM)));
        for (int i = 0; i < questions.size(); i++) {
            Question q = questions.get(i);
            Element e = all.get(i);
            assertThat(child(e, "idnumber").getTextContent()).isEqualTo("s7-medium-q" + (i + 1));
            assertThat(text(child(child(e, "tags"), "tag"))).isEqualTo(q.idea(org.nimexplorer.explain.Idea.all()).key());
            List<Element> answers = children(e, "answer");
            Element last = answers.get(answers.size() - 1);
            if (q instanceof PorN) {
                assertThat(child(e, "penalty").getTextContent()).as("two options: a second try is no test").isEqualTo("1");
                assertThat(answers).extracting(MoodleXmlTest::text).containsExactly("P", "N");
            } else {
                assertThat(child(e, "penalty").getTextContent()).isEqualTo("0.3333333");
                assertThat(text(last)).isEqualTo("*");
                assertThat(last.getAttribute("fraction")).isEqualTo("0");
                assertThat(text(child(last, "feedback"))).startsWith(q instanceof org.nimexplorer.explain.FindMove
                        ? "<p>Not a winning move, or not written in a form this quiz reads. Answer with a move, written "
                        : "<p>Not quite: that number is not the answer.")
                        .contains("Hint: ");
                assertThat(answers.subList(0, answers.size() - 1)).noneMatch(a -> text(a).equals("*"));
            }
        }
        assertThat(questions).anyMatch(q -> q instanceof PorN).anyMatch(q -> !(q instanceof PorN));
    }

    @Test
    void theSameSeedWritesTheSameFileAndAnotherSeedAnother() {
        assertThat(xml(42, 10, Level.MEDIUM, Rules.NIM)).isEqualTo(xml(42, 10, Level.MEDIUM, Rules.NIM))
                .isNotEqualTo(xml(43, 10, Level.MEDIUM, Rules.NIM));
    }

    @Test
    void questionsOfOtherKindsBecomeTheTypeThatFitsThem() throws Exception {
        List<Question> questions = List.of(new Choice(List.of("It copies", "It <adds>"), 0,
                "Copying keeps the heaps equal."), new XorOf(13, 6), new ToBinary(10));
        List<Element> all = asked(parse(MoodleXml.render(QuizExport.of(1, Level.EASY, Rules.NIM, questions))));
        Element choice = all.get(0);
        assertThat(choice.getAttribute("type")).isEqualTo("multichoice");
        assertThat(child(choice, "answernumbering").getTextContent()).isEqualTo("abc");
        assertThat(children(choice, "answer")).extracting(MoodleXmlTest::text)
                .containsExactly("It copies", "It &lt;adds&gt;");
        assertThat(children(choice, "answer")).extracting(a -> a.getAttribute("fraction")).containsExactly("100", "0");
        assertThat(text(child(children(choice, "answer").get(1), "feedback"))).contains("option b)");
        Element xor = all.get(1);
        assertThat(xor.getAttribute("type")).isEqualTo("numerical");
        assertThat(children(xor, "answer")).extracting(MoodleXmlTest::text).containsExactly(Long.toString(13 ^ 6), "19",
                "*");
        assertThat(text(child(children(xor, "answer").get(1), "feedback"))).contains("You added: 13 + 6 = 19.");
        Element binary = all.get(2);
        assertThat(binary.getAttribute("type")).isEqualTo("shortanswer");
        assertThat(children(binary, "answer")).extracting(MoodleXmlTest::text).containsExactly("1010", "*");
        assertThat(text(child(binary, "questiontext"))).doesNotContain("<pre>");
    }

    /** One element a line, indented by depth, options as HTML and short answers as plain text. */
    @Test
    void theFileIsLaidOutAsMoodleWritesIt() {
        List<Question> questions = List.of(new Choice(List.of("It copies", "It adds"), 0, "Copying."), new ToBinary(2));
        assertThat(MoodleXml.render(QuizExport.of(1, Level.EASY, Rules.NIM, questions))).isEqualTo("""
                <?xml version="1.0" encoding="UTF-8"?>
                <quiz>
                  <question type="category">
                    <category>
                      <text>$course$/top/Nim quiz, seed 1, level easy/choice</text>
                    </category>
                  </question>
                  <question type="multichoice">
                    <name>
                      <text>Q1 choice</text>
                    </name>
                    <questiontext format="html">
                      <text><![CDATA[<p>Choose one option.</p>]]></text>
                    </questiontext>
                    <generalfeedback format="html">
                      <text><![CDATA[<p>The answer: a) It copies.</p>
                <p>(The idea: %s.)</p>
                <pre>Copying.</pre>]]></text>
                    </generalfeedback>
                    <defaultgrade>1</defaultgrade>
                    <penalty>1</penalty>
                    <hidden>0</hidden>
                    <idnumber>s1-easy-q1</idnumber>
                    <single>true</single>
                    <shuffleanswers>false</shuffleanswers>
                    <answernumbering>abc</answernumbering>
                    <answer fraction="100" format="html">
                      <text>It copies</text>
                      <feedback format="html">
                        <text><![CDATA[<p>Right: a) It copies.</p>]]></text>
                      </feedback>
                    </answer>
                    <answer fraction="0" format="html">
                      <text>It adds</text>
                      <feedback format="html">
                        <text><![CDATA[<p>Not quite: option b) is not it.</p>]]></text>
                      </feedback>
                    </answer>
                    <tags>
                      <tag>
                        <text>moore</text>
                      </tag>
                    </tags>
                  </question>
                  <question type="category">
                    <category>
                      <text>$course$/top/Nim quiz, seed 1, level easy/binary</text>
                    </category>
                  </question>
                  <question type="shortanswer">
                    <name>
                      <text>Q2 binary</text>
                    </name>
                    <questiontext format="html">
                      <text><![CDATA[<p>Write 2 in binary.</p>]]></text>
                    </questiontext>
                    <generalfeedback format="html">
                      <text><![CDATA[<p>The answer: 10.</p>
                <p>(The idea: writing numbers in binary.)</p>
                <pre>%s</pre>]]></text>
                    </generalfeedback>
                    <defaultgrade>1</defaultgrade>
                    <penalty>0.3333333</penalty>
                    <hidden>0</hidden>
                    <idnumber>s1-easy-q2</idnumber>
                    <usecase>0</usecase>
                    <answer fraction="100">
                      <text>10</text>
                      <feedback format="html">
                        <text><![CDATA[<p>Right: 2 is 10 in binary.</p>]]></text>
                      </feedback>
                    </answer>
                    <answer fraction="0">
                      <text>*</text>
                      <feedback format="html">
                        <text><![CDATA[%s]]></text>
                      </feedback>
                    </answer>
                    <tags>
                      <tag>
                        <text>binary</text>
                      </tag>
                    </tags>
                  </question>
                </quiz>
                """.formatted(Html.text(org.nimexplorer.explain.Idea.MOORE.description()),
                String.join("\n", DerivationText.derivation(new ToBinary(2).derivation(java.util.Set.of()),
                        Painter.PLAIN)), PlatformHtml.paragraph("Not one of the answers this question takes. "
                        + "A" + new ToBinary(2).form().substring(1) + ". Hint: " + new ToBinary(2).hints(org.nimexplorer.explain.Idea.all())
                        .get(0))));
    }
}

package org.nimexplorer.lesson;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Code;
import org.commonmark.node.Heading;
import org.commonmark.node.ListItem;
import org.commonmark.node.Node;
import org.commonmark.node.SoftLineBreak;
import org.commonmark.node.StrongEmphasis;
import org.commonmark.node.Text;
import org.commonmark.parser.IncludeSourceSpans;
import org.commonmark.parser.Parser;

/**
 * The words of the course, read from {@code glossary.md} beside the lessons: each with the lesson
 * and step that teach it and a short meaning. A lesson may use a word only from that step on, so the
 * file is also what a test holds every screen of the course to.
 *
 * @param entries in the file's order
 */
public record Glossary(List<Entry> entries) {

    /** The name of the glossary's file in a folder of lessons: it is not a lesson. */
    public static final String FILE = "glossary.md";

    private static final Parser MARKDOWN = Parser.builder().includeSourceSpans(IncludeSourceSpans.BLOCKS).build();

    /** What follows the term in an entry: "(lesson-id, step N): meaning". */
    private static final Pattern WHERE = Pattern.compile("\\s*\\(([a-z0-9][a-z0-9-]*), step ([1-9][0-9]*)\\):\\s*(.+)",
            Pattern.DOTALL);

    public Glossary {
        entries = List.copyOf(entries);
    }

    /**
     * One term: a word (written in bold in the file, matched as a whole word, in any case, or its
     * plural) or a symbol (written as code, matched wherever it stands).
     *
     * @param step the step that teaches it, from 1
     * @param line where the entry is in its file, for messages
     */
    public record Entry(String term, boolean symbol, String lesson, int step, String meaning, String source, int line) {

        /** Where {@code text} first uses this term, with a few words around it; empty when it does not. */
        public Optional<String> firstUseIn(String text) {
            int at;
            int end;
            if (symbol) {
                at = text.indexOf(term);
                end = at + term.length();
            } else {
                Matcher m = wordPattern().matcher(text);
                at = m.find() ? m.start() : -1;
                end = at < 0 ? -1 : m.end();
            }
            return at < 0 ? Optional.empty()
                    : Optional.of(text.substring(Math.max(0, at - 40), Math.min(text.length(), end + 40)));
        }

        // Neither letters nor a dash may touch the word: "xor" is not used by "xor-table", nor "bit" by "bits-and-pieces".
        private Pattern wordPattern() {
            return Pattern.compile("(?<![\\p{L}\\p{N}_-])" + Pattern.quote(term) + "(?:s|es)?(?![\\p{L}\\p{N}_-])",
                    Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
        }
    }

    /** The glossary read from one file, and every problem found in it. */
    public record Parsed(Glossary glossary, List<Problem> problems) {
        public Parsed {
            problems = List.copyOf(problems);
        }
    }

    /** The empty glossary: a folder of lessons need not have one. */
    public static Glossary none() {
        return new Glossary(List.of());
    }

    /**
     * Reads a glossary: list items under a {@code ## Words} or {@code ## Symbols} heading, each
     * "**word** (lesson-id, step N): meaning" or "`symbol` (lesson-id, step N): meaning".
     */
    public static Parsed parse(String source, String text) {
        List<Entry> entries = new ArrayList<>();
        List<Problem> problems = new ArrayList<>();
        boolean symbols = false;
        for (Node block = MARKDOWN.parse(text).getFirstChild(); block != null; block = block.getNext()) {
            if (block instanceof Heading h && h.getLevel() == 2) {
                symbols = plain(h).strip().equalsIgnoreCase("symbols");
            } else if (block instanceof org.commonmark.node.ListBlock list) {
                for (Node item = list.getFirstChild(); item != null; item = item.getNext()) {
                    Optional<Entry> entry = entry((ListItem) item, symbols, source);
                    if (entry.isPresent()) {
                        entries.add(entry.get());
                    } else {
                        problems.add(new Problem(source, line(item), "an entry is '**word** (lesson-id, step N):"
                                + " what it means' (under '## Symbols', '`symbol` (lesson-id, step N): ...')"));
                    }
                }
            }
        }
        return new Parsed(new Glossary(entries), problems);
    }

    private static Optional<Entry> entry(ListItem item, boolean symbol, String source) {
        Node paragraph = item.getFirstChild();
        Node first = paragraph == null ? null : paragraph.getFirstChild();
        String term = symbol && first instanceof Code c ? c.getLiteral()
                : !symbol && first instanceof StrongEmphasis s ? plain(s) : "";
        StringBuilder rest = new StringBuilder();
        for (Node n = first == null ? null : first.getNext(); n != null; n = n.getNext()) {
            rest.append(plain(n));
        }
        Matcher m = WHERE.matcher(rest.toString());
        if (term.isBlank() || !m.matches()) {
            return Optional.empty();
        }
        return Optional.of(new Entry(term.strip(), symbol, m.group(1), Integer.parseInt(m.group(2)),
                m.group(3).strip(), source, line(item)));
    }

    /** The text of a piece of Markdown, code as written and line breaks as spaces. */
    static String plain(Node node) {
        StringBuilder text = new StringBuilder();
        node.accept(new AbstractVisitor() {
            @Override
            public void visit(Text t) {
                text.append(t.getLiteral());
            }

            @Override
            public void visit(Code c) {
                text.append(c.getLiteral());
            }

            @Override
            public void visit(SoftLineBreak b) {
                text.append(' ');
            }
        });
        return text.toString();
    }

    private static int line(Node node) {
        return node.getSourceSpans().isEmpty() ? 1 : node.getSourceSpans().get(0).getLineIndex() + 1;
    }

    /** The entry for {@code word}: the same term in any case, or else the only one that starts with it. */
    public Optional<Entry> find(String word) {
        String wanted = word.strip().toLowerCase(Locale.ROOT);
        Optional<Entry> exact = entries.stream().filter(e -> e.term().toLowerCase(Locale.ROOT).equals(wanted)).findFirst();
        if (exact.isPresent()) {
            return exact;
        }
        List<Entry> starting = entries.stream().filter(e -> e.term().toLowerCase(Locale.ROOT).startsWith(wanted)).toList();
        return starting.size() == 1 ? Optional.of(starting.get(0)) : Optional.empty();
    }

    /** These entries, with those of {@code other} added and replacing any of the same term. */
    public Glossary with(Glossary other) {
        Map<String, Entry> byTerm = new LinkedHashMap<>();
        for (Entry e : entries) {
            byTerm.put(e.term().toLowerCase(Locale.ROOT), e);
        }
        for (Entry e : other.entries) {
            byTerm.put(e.term().toLowerCase(Locale.ROOT), e);
        }
        return new Glossary(new ArrayList<>(byTerm.values()));
    }
}

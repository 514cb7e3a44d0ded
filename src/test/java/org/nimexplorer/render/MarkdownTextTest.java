package org.nimexplorer.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.commonmark.node.Node;
import org.commonmark.parser.Parser;
import org.junit.jupiter.api.Test;

/** Lesson prose at 40 columns: every kind of block and inline the lessons may use, strong text shown in #hashes#. */
class MarkdownTextTest {

    private static List<String> render(String markdown) {
        List<Node> blocks = new ArrayList<>();
        for (Node n = Parser.builder().build().parse(markdown).getFirstChild(); n != null; n = n.getNext()) {
            blocks.add(n);
        }
        return MarkdownText.render(blocks, Marked.AT_40);
    }

    @Test
    void everyBlockKindIsLaidOutWithinFortyColumns() {
        String markdown = "# Title *here*\n\nSome `code` and **bold** and a [link](http://x.y/z).\nNext line  \nhard.\n\n"
                + "3. third item that is long enough to wrap at forty columns of text here\n4. fourth\n\n"
                + "   indented para in item\n\n"
                + "- bullet\n  - nested bullet\n\n"
                + "> quoted text that is long enough to wrap at forty columns of text\n>\n> - list in quote\n\n"
                + "```\ncode line 1\n  code line 2\n```\n\n    indented code\n\n***\n\nend";
        assertThat(render(markdown)).containsExactly(
                "#Title #here##",
                "",
                "Some 'code' and #bold# and a link",
                "(http://x.y/z). Next line hard.",
                "",
                "3. third item that is long enough to",
                "   wrap at forty columns of text here",
                "4. fourth",
                "   indented para in item",
                "",
                "- bullet",
                "  - nested bullet",
                "",
                "  | quoted text that is long enough to",
                "  | wrap at forty columns of text",
                "  | - list in quote",
                "",
                "    code line 1",
                "      code line 2",
                "",
                "    indented code",
                "",
                "--------------------",
                "",
                "end");
    }

    @Test
    void anOrderedListWithoutAStartCountsFromOne() {
        assertThat(render("1. one\n1. two")).containsExactly("1. one", "2. two");
    }

    @Test
    void nothingRendersAsNothing() {
        assertThat(render("")).isEmpty();
    }
}

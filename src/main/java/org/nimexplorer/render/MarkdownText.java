package org.nimexplorer.render;

import java.util.ArrayList;
import java.util.List;
import org.commonmark.node.BlockQuote;
import org.commonmark.node.BulletList;
import org.commonmark.node.Code;
import org.commonmark.node.Emphasis;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.HardLineBreak;
import org.commonmark.node.Heading;
import org.commonmark.node.IndentedCodeBlock;
import org.commonmark.node.Link;
import org.commonmark.node.ListItem;
import org.commonmark.node.Node;
import org.commonmark.node.OrderedList;
import org.commonmark.node.Paragraph;
import org.commonmark.node.SoftLineBreak;
import org.commonmark.node.StrongEmphasis;
import org.commonmark.node.Text;
import org.commonmark.node.ThematicBreak;

/**
 * Lesson prose for an 80-column terminal: paragraphs wrapped, headings in bold, lists indented with
 * their markers, code kept as written, emphasis in bold (colour terminals) or as written.
 */
public final class MarkdownText {

    private MarkdownText() {}

    public static List<String> render(List<Node> blocks, Painter painter) {
        List<String> out = new ArrayList<>();
        for (Node block : blocks) {
            if (!out.isEmpty()) {
                out.add("");
            }
            block(block, "", painter, out);
        }
        return out;
    }

    private static void block(Node node, String indent, Painter painter, List<String> out) {
        if (node instanceof Paragraph) {
            out.addAll(Wrap.lines(inline(node, painter), indent.length(), indent.length(), painter.width()));
        } else if (node instanceof Heading h) {
            out.add(indent + painter.strong(inline(h, painter)));
        } else if (node instanceof BulletList || node instanceof OrderedList) {
            int number = node instanceof OrderedList o && o.getMarkerStartNumber() != null ? o.getMarkerStartNumber() : 1;
            for (Node item = node.getFirstChild(); item != null; item = item.getNext()) {
                String marker = node instanceof OrderedList ? (number++) + ". " : "- ";
                listItem((ListItem) item, indent, marker, painter, out);
            }
        } else if (node instanceof FencedCodeBlock code) {
            code.getLiteral().lines().forEach(l -> out.add(indent + "    " + l));
        } else if (node instanceof IndentedCodeBlock code) {
            code.getLiteral().lines().forEach(l -> out.add(indent + "    " + l));
        } else if (node instanceof BlockQuote) {
            // Laid out four columns in, so that the bar in front of each line keeps it within the width.
            String inside = indent + "    ";
            List<String> inner = new ArrayList<>();
            for (Node child = node.getFirstChild(); child != null; child = child.getNext()) {
                block(child, inside, painter, inner);
            }
            inner.forEach(l -> out.add(indent + "  | " + (l.startsWith(inside) ? l.substring(inside.length()) : l.strip())));
        } else if (node instanceof ThematicBreak) {
            out.add(indent + "-".repeat(20));
        } else {
            out.addAll(Wrap.lines(inline(node, painter), indent.length(), indent.length(), painter.width()));
        }
    }

    private static void listItem(ListItem item, String indent, String marker, Painter painter, List<String> out) {
        boolean first = true;
        for (Node child = item.getFirstChild(); child != null; child = child.getNext()) {
            if (first && child instanceof Paragraph) {
                List<String> lines = Wrap.lines(inline(child, painter), 0, 0, painter.width() - indent.length() - marker.length());
                out.add(indent + marker + lines.get(0));
                lines.subList(1, lines.size()).forEach(l -> out.add(indent + " ".repeat(marker.length()) + l));
            } else {
                block(child, indent + " ".repeat(marker.length()), painter, out);
            }
            first = false;
        }
    }

    private static String inline(Node parent, Painter painter) {
        StringBuilder text = new StringBuilder();
        for (Node n = parent.getFirstChild(); n != null; n = n.getNext()) {
            if (n instanceof Text t) {
                text.append(t.getLiteral());
            } else if (n instanceof Code c) {
                text.append('\'').append(c.getLiteral()).append('\'');
            } else if (n instanceof Emphasis || n instanceof StrongEmphasis) {
                text.append(painter.strong(inline(n, painter)));
            } else if (n instanceof SoftLineBreak) {
                text.append(' ');
            } else if (n instanceof HardLineBreak) {
                text.append(' ');
            } else if (n instanceof Link link) {
                text.append(inline(link, painter)).append(" (").append(link.getDestination()).append(')');
            } else {
                text.append(inline(n, painter));
            }
        }
        return text.toString();
    }
}

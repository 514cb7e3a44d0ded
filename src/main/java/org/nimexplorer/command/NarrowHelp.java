package org.nimexplorer.command;

import static picocli.CommandLine.Model.UsageMessageSpec.SECTION_KEY_COMMAND_LIST;
import static picocli.CommandLine.Model.UsageMessageSpec.SECTION_KEY_DESCRIPTION;
import static picocli.CommandLine.Model.UsageMessageSpec.SECTION_KEY_OPTION_LIST;
import static picocli.CommandLine.Model.UsageMessageSpec.SECTION_KEY_PARAMETER_LIST;
import static picocli.CommandLine.Model.UsageMessageSpec.SECTION_KEY_SYNOPSIS;
import static picocli.CommandLine.Model.UsageMessageSpec.SECTION_KEY_SYNOPSIS_HEADING;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.nimexplorer.render.Wrap;
import picocli.CommandLine.Help;
import picocli.CommandLine.IHelpSectionRenderer;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine;

/**
 * A command's help for a window narrower than picocli lays out (55 columns): each option on a line
 * of its own with its description under it, every line wrapped between words to the window.
 */
final class NarrowHelp {

    private static final int INDENT = 4;

    /** The window's width, which every line fits. */
    private final int width;

    private NarrowHelp(int width) {
        this.width = width;
    }

    /** Has every command of {@code tree} lay out its help this way, for a window {@code width} columns wide. */
    static void applyTo(CommandLine tree, int width) {
        new NarrowHelp(width).applyTo(tree);
    }

    private void applyTo(CommandLine tree) {
        Map<String, IHelpSectionRenderer> sections = tree.getHelpSectionMap();
        sections.put(SECTION_KEY_SYNOPSIS_HEADING, help -> "");
        sections.put(SECTION_KEY_SYNOPSIS, help -> join(Wrap.lines(synopsis(help.commandSpec()), 0, INDENT, width)));
        sections.put(SECTION_KEY_DESCRIPTION, help -> paragraphs(help.commandSpec().usageMessage().description(), 0));
        sections.put(SECTION_KEY_PARAMETER_LIST, help -> list(help, help.commandSpec().positionalParameters()));
        sections.put(SECTION_KEY_OPTION_LIST, help -> list(help, sorted(help.commandSpec().options())));
        sections.put(SECTION_KEY_COMMAND_LIST, this::commands);
        tree.setHelpSectionMap(sections);
    }

    /**
     * The options in the order the wide help lists them, by name: the order picocli finds them in depends on the order
     * reflection returns a class's methods, which can differ from one run of the JVM to the next.
     */
    private static List<OptionSpec> sorted(List<OptionSpec> options) {
        return options.stream().sorted(Comparator.comparing((OptionSpec o) -> o.shortestName().replaceFirst("^-+", ""),
                String.CASE_INSENSITIVE_ORDER)).toList();
    }

    private static String synopsis(CommandSpec spec) {
        StringBuilder line = new StringBuilder("Usage: " + spec.qualifiedName());
        if (!spec.options().isEmpty()) {
            line.append(" [OPTIONS]");
        }
        for (PositionalParamSpec p : spec.positionalParameters()) {
            String label = p.paramLabel() + (p.arity().max() > 1 ? "..." : "");
            line.append(' ').append(p.arity().min() == 0 ? "[" + label + "]" : label);
        }
        if (!spec.subcommands().isEmpty()) {
            line.append(" COMMAND");
        }
        return line.toString();
    }

    private String list(Help help, List<? extends ArgSpec> args) {
        StringBuilder text = new StringBuilder();
        for (ArgSpec arg : args) {
            if (arg.hidden()) {
                continue;
            }
            text.append("  ").append(name(arg)).append('\n').append(paragraphs(arg.renderedDescription(), INDENT));
        }
        return text.toString();
    }

    private String commands(Help help) {
        StringBuilder text = new StringBuilder();
        for (Map.Entry<String, CommandLine> sub : help.commandSpec().subcommands().entrySet()) {
            if (sub.getValue().getCommandSpec().usageMessage().hidden()
                    || !sub.getKey().equals(sub.getValue().getCommandName())) {
                continue;
            }
            String[] description = sub.getValue().getCommandSpec().usageMessage().description();
            text.append("  ").append(sub.getKey()).append('\n')
                    .append(paragraphs(description.length == 0 ? new String[0] : new String[] {description[0]}, INDENT));
        }
        return text.toString();
    }

    private static String name(ArgSpec arg) {
        if (arg instanceof OptionSpec option) {
            return String.join(", ", option.names()) + (option.arity().max() > 0 ? "=" + option.paramLabel() : "");
        }
        PositionalParamSpec p = (PositionalParamSpec) arg;
        return p.paramLabel() + (p.arity().max() > 1 ? "..." : "");
    }

    private String paragraphs(String[] lines, int indent) {
        List<String> out = new ArrayList<>();
        for (String line : lines) {
            out.addAll(Wrap.lines(line, indent, indent, width));
        }
        return join(out);
    }

    private static String join(List<String> lines) {
        return lines.isEmpty() ? "" : String.join("\n", lines) + "\n";
    }
}

package org.nimexplorer.command.session;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.nimexplorer.command.BadInputException;
import org.nimexplorer.command.BaseCommand;
import org.nimexplorer.command.FullHelp;
import org.nimexplorer.command.HelpTopic;
import org.nimexplorer.engine.Text;
import org.nimexplorer.render.ColumnsText;
import org.nimexplorer.render.Wrap;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;

@Command(name = "help", description = {"List the commands, or show one command's options and an example.",
        "Example: help play"})
public final class HelpCommand extends BaseCommand {

    /** One heading of the list and its commands, each with a phrase short enough for half a line. */
    private record Group(String heading, Map<String, String> phrases) {}

    /** Two commands share a line so that the whole list fits one 80x24 screen; one a line when narrower. */
    private static final int CELL = Wrap.MAX_WIDTH / 2;
    private static final int NAME = 13;
    private static final int PHRASE = CELL - 2 - NAME;

    private static final List<Group> GROUPS = List.of(
            new Group("Lessons", phrases(
                    "lesson", "the course: start, resume",
                    "next", "go on in the lesson",
                    "back", "go back one step",
                    "goto", "go to step N",
                    "hint", "a hint for the question",
                    "answer", "answer the question",
                    "reveal", "the worked answer",
                    "more", "rest of the explanation")),
            new Group("Positions and moves (type a move: 'A-2', 'take 2 from A', 'A=1')", phrases(
                    "set", "make a position current",
                    "show", "draw the current position",
                    "undo", "take back the last change",
                    "redo", "redo what undo took back",
                    "analyze", "who wins, and how",
                    "check", "judge a move")),
            new Group("The proof", phrases(
                    "columns", "heaps in binary columns",
                    "xor", "XOR two numbers",
                    "xor-table", "the XOR table",
                    "prove", "lemma 1, lemma 2, theorem",
                    "kernel", "P-positions of one heap",
                    "kernel-proof", "check a kernel",
                    "verify", "brute force vs. formula",
                    "tree", "the game tree",
                    "table", "a grid of P and N",
                    "conjecture", "test your claim about P",
                    "grundy", "a game's Grundy values",
                    "equivalent", "can two heaps swap?")),
            new Group("Games, quizzes, the session and the classroom", phrases(
                    "play", "a game; 'resign' ends it",
                    "quiz", "a quiz ('quiz stop' ends)",
                    "practice", "quiz on what you miss",
                    "progress", "your lessons and answers",
                    "source", "run the lines of a file",
                    "record", "write a transcript",
                    "assign", "work for a class",
                    "class", "report on the hand-ins")));

    /**
     * Named in the list's last line, or in another command's phrase, rather than on a line of their own,
     * so that the list fits one 80x24 screen.
     */
    private static final Set<String> IN_THE_LAST_LINE = Set.of("help", "quit", "resign");

    @Parameters(paramLabel = "COMMAND", arity = "0..*", description = "The command to explain, and a part of it if"
            + " you like: 'help lesson start'.")
    List<String> command = new ArrayList<>();

    /** The first sentence of a command's description: what Tab completion shows. */
    public static String firstSentence(CommandLine command) {
        String[] description = command.getCommandSpec().usageMessage().description();
        return description.length == 0 ? "" : description[0].split("(?<=\\.) ")[0];
    }

    @Override
    public Integer call() {
        Map<String, CommandLine> all = spec.parent().commandLine().getSubcommands();
        if (!command.isEmpty()) {
            CommandLine one = all.get(command.get(0).toLowerCase(Locale.ROOT));
            if (one == null) {
                throw new BadInputException("there is no command '" + Text.clip(command.get(0)) + "'; 'help' lists them"
                        + " all");
            }
            List<String> parts = command.subList(1, command.size());
            if (one.getCommandSpec().userObject() instanceof FullHelp full) {
                return full.showFullHelp(parts);
            }
            HelpTopic.part(one, parts).usage(out());
            return 0;
        }
        Map<String, String> other = new LinkedHashMap<>();
        for (Map.Entry<String, CommandLine> e : all.entrySet()) {
            boolean alias = !e.getKey().equals(e.getValue().getCommandName());
            if (!alias && !e.getValue().getCommandSpec().usageMessage().hidden() && !IN_THE_LAST_LINE.contains(e.getKey())
                    && GROUPS.stream().noneMatch(g -> g.phrases().containsKey(e.getKey()))) {
                other.put(e.getKey(), firstSentence(e.getValue()));
            }
        }
        for (Group group : GROUPS) {
            show(group.heading(), group.phrases(), all);
        }
        show("Other", other, all);
        out().println("'help COMMAND' shows its options and an example; 'quit' or Ctrl-D leaves.");
        return 0;
    }

    /** The group's commands that exist in this session, two to a line; nothing for an empty group. */
    private void show(String heading, Map<String, String> phrases, Map<String, CommandLine> all) {
        List<String> cells = new ArrayList<>();
        phrases.forEach((name, phrase) -> {
            if (all.containsKey(name) && !all.get(name).getCommandSpec().usageMessage().hidden()) {
                cells.add("  " + ColumnsText.padRight(name, NAME) + ColumnsText.clipTo(phrase, PHRASE));
            }
        });
        if (cells.isEmpty()) {
            return;
        }
        out().println(painter().paragraph(heading, 0));
        if (painter().width() < 2 * CELL) {
            cells.forEach(out()::println);
            return;
        }
        for (int i = 0; i < cells.size(); i += 2) {
            out().println(i + 1 < cells.size() ? ColumnsText.padRight(cells.get(i), CELL) + cells.get(i + 1) : cells.get(i));
        }
    }

    private static Map<String, String> phrases(String... nameThenPhrase) {
        Map<String, String> phrases = new LinkedHashMap<>();
        for (int i = 0; i < nameThenPhrase.length; i += 2) {
            phrases.put(nameThenPhrase[i], nameThenPhrase[i + 1]);
        }
        return phrases;
    }
}

package org.nimexplorer.repl;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;
import org.jline.builtins.Completers;
import org.jline.reader.Candidate;
import org.jline.reader.Completer;
import org.jline.reader.LineReader;
import org.jline.reader.ParsedLine;
import org.nimexplorer.engine.HeapLabels;
import org.nimexplorer.command.session.HelpCommand;
import org.nimexplorer.command.session.Session;
import org.nimexplorer.engine.Position;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine;

/**
 * Tab completion from the command model: command names first, then the options of the command
 * being typed, file names where a file is expected, and heap labels where a move names a heap.
 */
final class Completion implements Completer {

    private final Supplier<CommandSpec> models;
    private final Session session;
    private final Completer files = new Completers.FileNameCompleter();

    /**
     * {@code models} gives the session's command tree once every command is in it; completion only
     * reads it, between lines, so it never rebinds what a line is running.
     */
    Completion(Supplier<CommandSpec> models, Session session) {
        this.models = models;
        this.session = session;
    }

    @Override
    public void complete(LineReader reader, ParsedLine line, List<Candidate> candidates) {
        CommandSpec model = models.get();
        List<String> words = line.words();
        int index = line.wordIndex();
        if (index == 0) {
            model.subcommands().forEach((name, sub) -> {
                if (!sub.getCommandSpec().usageMessage().hidden()) {
                    candidates.add(new Candidate(name, name, "commands", HelpCommand.firstSentence(sub), null, null, true));
                }
            });
            candidates.add(new Candidate("take", "take", "moves", "take N from HEAP", null, null, true));
            heapLabels(candidates, "-");
            return;
        }
        String command = words.get(0).toLowerCase(Locale.ROOT);
        String previous = words.get(index - 1);
        String current = line.word();
        if (command.equals("take")) {
            if (index == 2) {
                candidates.add(new Candidate("from"));
            } else if (index == 3) {
                heapLabels(candidates, "");
            }
            return;
        }
        CommandLine sub = model.subcommands().get(command);
        if (sub == null) {
            return;
        }
        if (command.equals("lesson") && index == 2 && (words.get(1).equals("start") || words.get(1).equals("restart"))) {
            session.course().library().lessons().forEach(l -> candidates.add(new Candidate(l.id(), l.id(), "lessons",
                    l.title(), null, null, true)));
        } else if (index == 1 && !sub.getSubcommands().isEmpty()) {
            sub.getSubcommands().keySet().forEach(name -> candidates.add(new Candidate(name)));
        } else if (command.equals("help")) {
            model.subcommands().keySet().forEach(name -> candidates.add(new Candidate(name)));
        } else if (previous.equals("--coach")) {
            candidates.add(new Candidate("on"));
            candidates.add(new Candidate("off"));
        } else if (command.equals("source") || command.equals("record")) {
            if (command.equals("record")) {
                candidates.add(new Candidate("stop"));
            }
            files.complete(reader, line, candidates);
        } else if (current.startsWith("-") || current.isEmpty()) {
            for (OptionSpec option : sub.getCommandSpec().options()) {
                if (!option.hidden()) {
                    candidates.add(new Candidate(option.longestName(), option.longestName(), null,
                            option.description().length > 0 ? option.description()[0] : null, null, null, true));
                }
            }
        }
    }

    private void heapLabels(List<Candidate> candidates, String suffix) {
        Optional<Position> current = session.position();
        if (current.isEmpty()) {
            return;
        }
        Position position = current.get();
        for (int i = 0; i < Math.min(position.size(), 26); i++) {
            String label = HeapLabels.of(i);
            candidates.add(new Candidate(label + suffix, label + suffix, "heaps", "heap of " + position.heap(i),
                    null, null, suffix.isEmpty()));
        }
    }
}

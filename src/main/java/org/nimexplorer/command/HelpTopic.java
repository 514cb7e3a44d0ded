package org.nimexplorer.command;

import java.util.List;
import java.util.Locale;
import org.nimexplorer.engine.Text;
import picocli.CommandLine;

/**
 * What {@code help COMMAND PART...} names: a command, or a part of it such as {@code start} in
 * {@code help lesson start}, so that the help of a part is asked for the way the part is typed.
 */
public final class HelpTopic {

    private HelpTopic() {}

    /** The part of {@code command} that {@code parts} name in turn, or a refusal naming the parts there are. */
    public static CommandLine part(CommandLine command, List<String> parts) {
        CommandLine topic = command;
        String path = command.getCommandName();
        for (String word : parts) {
            CommandLine next = topic.getSubcommands().get(word.toLowerCase(Locale.ROOT));
            if (next == null) {
                throw new BadInputException(topic.getSubcommands().isEmpty()
                        ? "'" + path + "' has no parts: 'help " + path + "' shows everything it takes"
                        : "'" + Text.clip(word) + "' is not a part of '" + path + "': its parts are "
                                + Text.and(List.copyOf(topic.getSubcommands().keySet())));
            }
            topic = next;
            path += " " + next.getCommandName();
        }
        return topic;
    }
}

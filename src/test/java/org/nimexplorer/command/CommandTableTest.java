package org.nimexplorer.command;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.nimexplorer.command.session.Course;
import org.nimexplorer.command.session.Session;
import org.nimexplorer.command.session.SessionCommands;
import org.nimexplorer.engine.Position;
import org.nimexplorer.render.Display;
import org.nimexplorer.store.AppHome;
import picocli.CommandLine;

/**
 * Every command of every tree (the one-shot commands, the command line, a session) is built by its
 * table, with what it needs; a command that the table does not know stops the tree from being built.
 */
class CommandTableTest {


    @Test
    void everyOneShotCommandAndItsPartsAreBuiltByTheTable() {
        assertEveryCommandBuiltBy(Subcommands.oneShot(), new RootCommand());
    }

    @Test
    void everyCommandOfTheCommandLineIsBuiltByTheTable() {
        assertEveryCommandBuiltBy(SessionCommands.onCommandLine(Cli.NO_SESSION), new RootCommand(Cli.NO_SESSION));
    }

    @Test
    void everyCommandOfASessionIsBuiltByTheTableForThatSession() {
        Subcommands commands = SessionCommands.all(session(), line -> 0, new Display(false, true, false));
        List<CommandLine> all = assertEveryCommandBuiltBy(commands, new RootCommand());
        assertThat(all).extracting(CommandLine::getCommandName).contains("lesson", "start", "stop", "answer", "source");
    }

    @Test
    void eachSessionsCommandsActOnThatSessionOnly() {
        Session one = session();
        Session two = session();
        Display display = new Display(false, true, false);
        Subcommands commands = SessionCommands.all(one, line -> 0, display);
        SessionCommands.all(two, line -> 0, display);
        CommandLine tree = commands.tree(new RootCommand(), Optional.of(display));
        commands.addNeededBy(new String[] {"set"}, tree);
        Launcher.configure(tree, new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()), 80);
        assertThat(tree.execute("set", "3", "4", "5")).isZero();
        assertThat(one.position()).contains(Position.of(3, 4, 5));
        assertThat(two.position()).isEmpty();
    }

    @Test
    void aCommandMissingFromTheTableIsRefusedWhenTheTreeIsBuilt() {
        Subcommands withoutParts = new Subcommands().with("prove", ProveCommand.class)
                .builtBy(type -> Optional.ofNullable(type == ProveCommand.class ? new ProveCommand() : null));
        CommandLine root = withoutParts.tree(new RootCommand(), Optional.empty());
        assertThatThrownBy(() -> withoutParts.addAllTo(root)).isInstanceOf(CommandLine.InitializationException.class)
                .rootCause().hasMessageContaining(ProveCommand.class.getName() + "$Lemma1Command")
                .hasMessageContaining("not in the table of commands");
    }

    @Test
    void noCommandIsWiredByReflection() {
        // The pager shows Less a proxy of the terminal that changes one of its sixty methods (the end of
        // the input reads as 'q'); it wires no command.
        noClasses().that().resideInAnyPackage("org.nimexplorer.command..", "org.nimexplorer.repl..")
                .and().doNotHaveFullyQualifiedName("org.nimexplorer.repl.Pager$ReplyOnly").should()
                .dependOnClassesThat().resideInAPackage("java.lang.reflect..")
                .check(new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                        .importPackages("org.nimexplorer.command", "org.nimexplorer.repl"));
    }

    /**
     * Builds every command of {@code commands} under {@code root} and checks that each command of the
     * tree, however deep, is one the table built; returns them all.
     */
    private static List<CommandLine> assertEveryCommandBuiltBy(Subcommands commands, Object root) {
        CommandLine tree = commands.tree(root, Optional.empty());
        commands.addAllTo(tree);
        List<CommandLine> all = new ArrayList<>();
        collect(tree, all);
        Map<Object, Boolean> seen = new IdentityHashMap<>();
        for (CommandLine command : all.subList(1, all.size())) {
            Object made = command.getCommandSpec().userObject();
            assertThat(commands.build(made.getClass())).as(command.getCommandSpec().qualifiedName())
                    .get().isInstanceOf(made.getClass()).isNotSameAs(made);
            assertThat(seen.put(made, true)).as("each command is made once").isNull();
        }
        assertThat(all).hasSizeGreaterThan(commands.names().size());
        return all;
    }

    private static void collect(CommandLine command, List<CommandLine> into) {
        into.add(command);
        command.getSubcommands().forEach((name, sub) -> {
            if (name.equals(sub.getCommandName())) {
                collect(sub, into);
            }
        });
    }

    private static Session session() {
        return new Session(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()), null, null,
                new Course(new AppHome(java.nio.file.Path.of("target", "test-home", "table")), Optional.empty(), false));
    }
}

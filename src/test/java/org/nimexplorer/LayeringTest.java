package org.nimexplorer;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The layers, read from the compiled classes (so a fully qualified name counts as much as an import):
 * engine ← explain ← lesson, quiz ← render ← command ← repl ← server ← Main, with store beside engine:
 * the class server runs the REPL's session for each student, and only Main knows the server.
 */
class LayeringTest {

    private static final List<String> PACKAGES = List.of("engine", "store", "explain", "lesson", "quiz", "render",
            "command", "command/session", "repl", "server");

    private static final JavaClasses PROGRAM = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages("org.nimexplorer");

    @Test
    void noLayerReachesALayerAboveIt() {
        layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("Engine").definedBy("org.nimexplorer.engine..")
                .layer("Store").definedBy("org.nimexplorer.store..")
                .layer("Explain").definedBy("org.nimexplorer.explain..")
                .layer("Lesson").definedBy("org.nimexplorer.lesson..")
                .layer("Quiz").definedBy("org.nimexplorer.quiz..")
                .layer("Render").definedBy("org.nimexplorer.render..")
                .layer("Command").definedBy("org.nimexplorer.command..")
                .layer("Repl").definedBy("org.nimexplorer.repl..")
                .layer("Server").definedBy("org.nimexplorer.server..")
                .layer("Main").definedBy("org.nimexplorer")
                .whereLayer("Main").mayNotBeAccessedByAnyLayer()
                .whereLayer("Server").mayOnlyBeAccessedByLayers("Main")
                .whereLayer("Repl").mayOnlyBeAccessedByLayers("Server", "Main")
                .whereLayer("Command").mayOnlyBeAccessedByLayers("Repl", "Server", "Main")
                .whereLayer("Render").mayOnlyBeAccessedByLayers("Command", "Repl", "Server", "Main")
                .whereLayer("Lesson").mayOnlyBeAccessedByLayers("Render", "Command", "Repl", "Server", "Main")
                .whereLayer("Quiz").mayOnlyBeAccessedByLayers("Render", "Command", "Repl", "Server", "Main")
                .whereLayer("Explain").mayOnlyBeAccessedByLayers("Lesson", "Quiz", "Render", "Command", "Repl", "Server",
                        "Main")
                .whereLayer("Store").mayOnlyBeAccessedByLayers("Lesson", "Quiz", "Render", "Command", "Repl", "Server",
                        "Main")
                .check(PROGRAM);
    }

    @Test
    void theEngineDependsOnJavaOnly() {
        classes().that().resideInAPackage("org.nimexplorer.engine..").should().onlyDependOnClassesThat()
                .resideInAnyPackage("java..", "org.nimexplorer.engine..").check(PROGRAM);
    }

    /** The one-shot commands stand alone: the session's commands build on them, never the other way. */
    @Test
    void theOneShotCommandsKnowNothingOfTheSession() {
        noClasses().that().resideInAPackage("org.nimexplorer.command").should().dependOnClassesThat()
                .resideInAPackage("org.nimexplorer.command.session..").check(PROGRAM);
    }

    /** The line reader is the REPL's: the session's commands work on the streams and input they are given. */
    @Test
    void theSessionKnowsNothingOfJLine() {
        noClasses().that().resideInAPackage("org.nimexplorer.command.session..").should().dependOnClassesThat()
                .resideInAPackage("org.jline..").check(PROGRAM);
    }

    /** Derivations are written as JSON by render, through mix-ins: explain names no JSON field itself. */
    @Test
    void theDerivationsKnowNothingOfJson() {
        noClasses().that().resideInAPackage("org.nimexplorer.explain..").should().dependOnClassesThat()
                .resideInAPackage("com.fasterxml..").check(PROGRAM);
    }

    /**
     * {@code prove claim} is a proof check, not a comparison: the checker, the claim and the rule it reads
     * reach none of the code that classifies positions by search or by formula (see also
     * {@code ClaimProofWithoutSearchTest}, which runs it with those classes missing).
     */
    @Test
    void theProofCheckerNeverClassifiesPositions() {
        noClasses().that().haveNameMatching("org\\.nimexplorer\\.explain\\.(ClaimProof|MoveRule|Claim)(\\$.*)?")
                .should().dependOnClassesThat().haveNameMatching("org\\.nimexplorer\\.(engine\\.(ExhaustiveSolver"
                        + "|Engine|Census|BoxSearch|Kernel|GrundySequence|Formula|Analysis|Outcome)|explain\\.(Conjecture"
                        + "|OutcomeTable|GameTree|KernelProof))(\\$.*)?")
                .check(PROGRAM);
    }

    @Test
    void everyPackageSaysWhatLivesThere() {
        for (String layer : PACKAGES) {
            assertThat(Path.of("src/main/java/org/nimexplorer", layer, "package-info.java")).exists();
        }
    }
}

package org.nimexplorer;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noFields;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaField;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.conditions.ArchConditions;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * Nothing on the screen path (render, command, repl) is shared between the sessions of one process:
 * no static field that can be assigned again, and no static holder of changing values. Width, colour
 * and accessibility belong to each session's own screen.
 */
class ScreenStateTest {

    private static final String[] SCREEN_PATH = {"org.nimexplorer.render..", "org.nimexplorer.command..",
        "org.nimexplorer.repl.."};

    private static final JavaClasses PROGRAM = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages("org.nimexplorer");

    /** A field the compiler adds (an enum switch's table, assertions' flag) is not ours to judge. */
    private static final DescribedPredicate<JavaField> WRITTEN_BY_US =
            DescribedPredicate.describe("written in the source", field -> !field.getModifiers().contains(
                    JavaModifier.SYNTHETIC));

    @Test
    void everyStaticFieldOnTheScreenPathIsFinal() {
        fields().that().areDeclaredInClassesThat().resideInAnyPackage(SCREEN_PATH).and().areStatic()
                .and(WRITTEN_BY_US).should().beFinal()
                .because("a static that can be assigned again is shared by every session of the process")
                .check(PROGRAM);
    }

    @Test
    void noStaticFieldOnTheScreenPathHoldsAValueThatChanges() {
        noFields().that().areDeclaredInClassesThat().resideInAnyPackage(SCREEN_PATH).and().areStatic()
                .and(WRITTEN_BY_US).should().haveRawType(ThreadLocal.class).orShould().haveRawType(InheritableThreadLocal.class)
                .orShould().haveRawType(AtomicInteger.class).orShould().haveRawType(AtomicLong.class)
                .orShould().haveRawType(AtomicBoolean.class).orShould().haveRawType(AtomicReference.class)
                .orShould().haveRawType(StringBuilder.class)
                .orShould(ArchConditions.have(DescribedPredicate.describe(
                        "an array type", (JavaField field) -> field.getRawType().isArray())))
                .because("a session's width, colour and flags are its own, never a holder shared by all")
                .check(PROGRAM);
    }
}

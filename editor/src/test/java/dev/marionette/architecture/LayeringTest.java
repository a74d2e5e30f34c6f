package dev.marionette.architecture;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;
import org.junit.jupiter.api.Test;

/**
 * The layers of the application module, read from the compiled classes (docs/architecture.md):
 * <ul>
 * <li>the headless core ({@code dev.marionette.render}, {@code export}, {@code thumbnail}, {@code cli}, {@code app}) imports neither
 *     Swing nor the editor, so a command on a server never loads the editor; the editor imports the core;</li>
 * <li>the headless core has no package cycle;</li>
 * <li>no package of the module is in a cycle (the Swing editor's included): a cycle fails and names the package
 *     edges and a class dependency that makes each.</li>
 * </ul>
 */
class LayeringTest {

    private static final String[] HEADLESS = {"dev.marionette.render..", "dev.marionette.export..",
        "dev.marionette.cli..", "dev.marionette.app..", "dev.marionette.thumbnail.."};

    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            // the io test-jar (the samples locator) is on the test classpath, as a jar once io is packaged
            .withImportOption(location -> !location.contains("-tests.jar"))
            .importPackages("dev.marionette");

    @Test
    void theHeadlessCoreImportsNeitherSwingNorTheEditor() {
        noClasses().that().resideInAnyPackage(HEADLESS)
                .should().dependOnClassesThat(resideInAnyPackage("javax.swing..", "dev.marionette.editor..")
                        .and(not(resideInAPackage("javax.swing.undo.."))))
                .because("rendering, export and the command line run on a server without a display; "
                        + "the editor depends on them, never the reverse")
                .check(CLASSES);
    }

    @Test
    void theHeadlessCoreHasNoPackageCycle() {
        slices().matching("dev.marionette.(**)").should().beFreeOfCycles()
                .check(CLASSES.that(resideInAnyPackage(HEADLESS)));
    }

    @Test
    void theEditorHasNoPackageCycle() {
        PackageCycles cycles = new PackageCycles(CLASSES, "dev.marionette.");
        List<String> problems = new ArrayList<>();
        for (SortedSet<String> component : cycles.components()) {
            problems.add("package cycle " + component + ", made by:\n  "
                    + String.join("\n  ", cycles.edgesWithin(component)));
        }
        assertThat(problems).as("package cycles").isEmpty();
    }
}

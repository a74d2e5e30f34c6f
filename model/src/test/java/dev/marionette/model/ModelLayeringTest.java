package dev.marionette.model;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The model's place at the bottom of the layers, read from its compiled classes: it knows no file format, no
 * view and no AWT or Swing UI (undo support from {@code javax.swing.undo} is the one exception, by design), and
 * its packages form no cycle. A broken rule names the offending classes.
 */
class ModelLayeringTest {

    private static final JavaClasses MODEL = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.marionette.model");

    @Test
    void theModelKnowsNoFileFormatAndNoView() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("dev.marionette.io..", "dev.marionette.editor..",
                        "dev.marionette.render..", "dev.marionette.export..", "dev.marionette.cli..")
                .because("the model is the bottom layer: io and the editor depend on it, never the reverse")
                .check(MODEL);
    }

    @Test
    void theModelUsesNoAwtAndNoSwingButUndo() {
        noClasses().should().dependOnClassesThat(resideInAnyPackage("java.awt..", "javax.swing..")
                        .and(not(resideInAPackage("javax.swing.undo.."))))
                .because("documents fire change events and hold undoable edits; drawing them is the views' job")
                .check(MODEL);
    }

    @Test
    void theModelHasNoPackageCycle() {
        slices().matching("dev.marionette.(**)").should().beFreeOfCycles().check(MODEL);
    }
}

package dev.marionette.io;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * io's place in the layers, read from its compiled classes: it reads and writes files for the model and knows
 * no view (no editor, no headless renderer or exporter, no Swing), and its packages form no cycle (the format
 * packages import the io base, the registry in {@code io.format} imports the formats, never the reverse). A
 * broken rule names the offending classes.
 */
class IoLayeringTest {

    private static final JavaClasses IO = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.marionette.io");

    @Test
    void ioKnowsNoViewAndNoSwing() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("dev.marionette.editor..",
                        "dev.marionette.render..", "dev.marionette.export..", "dev.marionette.cli..", "javax.swing..")
                .because("io sits below every view: the editor and the command line use it, never the reverse")
                .check(IO);
    }

    @Test
    void theFormatPluginInterfaceImportsNoFamily() {
        noClasses().that().resideInAPackage("dev.marionette.io.format").should().dependOnClassesThat()
                .resideInAnyPackage("dev.marionette.io.ragnarok..", "dev.marionette.io.act..", "dev.marionette.io.spr..",
                        "dev.marionette.io.agent..", "dev.marionette.io.acs..", "dev.marionette.io.acd..",
                        "dev.marionette.io.gk3..", "dev.marionette.io.acclaim..", "dev.marionette.io.amc..",
                        "dev.marionette.io.asf..", "dev.marionette.io.sims..")
                .because("families are found at run time (ServiceLoader): a new family edits no shared class")
                .check(IO);
    }

    @Test
    void ioHasNoPackageCycle() {
        slices().matching("dev.marionette.(**)").should().beFreeOfCycles().check(IO);
    }
}

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
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The layers of the application module, read from the compiled classes (docs/architecture.md):
 * <ul>
 * <li>the headless core ({@code dev.marionette.render}, {@code export}, {@code cli}, {@code app}) imports neither
 *     Swing nor the editor, so a command on a server never loads the editor; the editor imports the core;</li>
 * <li>the headless core has no package cycle;</li>
 * <li>the editor's package cycles are the known ones below and only shrink: a new cycle, or a known one that
 *     grows, fails and names the package edges and the classes that make them; a known cycle that shrank fails
 *     until the list here is brought down to what is left.</li>
 * </ul>
 */
class LayeringTest {

    private static final String[] HEADLESS = {"dev.marionette.render..", "dev.marionette.export..",
        "dev.marionette.cli..", "dev.marionette.app.."};

    /**
     * The editor's package cycles today (the Swing tabs and the shell), to be taken apart, never added to. Each
     * line is one strongly connected group of packages, without the {@code dev.marionette.} prefix.
     */
    private static final List<Set<String>> KNOWN_EDITOR_CYCLES = List.of(
            Set.of("editor", "editor.export", "editor.menu"),
            Set.of("editor.action", "editor.help"),
            Set.of("editor.agent", "editor.agent.acd", "editor.agent.canvas", "editor.agent.character",
                    "editor.agent.importer", "editor.agent.panel", "editor.agent.preview"),
            Set.of("editor.doc", "editor.edit", "editor.kind", "editor.util"));

    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
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
    void theEditorsPackageCyclesOnlyShrink() {
        PackageCycles cycles = new PackageCycles(CLASSES, "dev.marionette.");
        List<Set<String>> known = KNOWN_EDITOR_CYCLES.stream().map(LayeringTest::qualified).toList();
        List<String> problems = new ArrayList<>();
        for (SortedSet<String> component : cycles.components()) {
            boolean allowed = known.stream().anyMatch(k -> k.containsAll(component));
            boolean unchanged = known.contains(component);
            if (!allowed) {
                problems.add("new or larger package cycle " + component + ", made by:\n  "
                        + String.join("\n  ", cycles.edgesWithin(component)));
            } else if (!unchanged) {
                problems.add("a known cycle shrank to " + component + ": write that in KNOWN_EDITOR_CYCLES");
            }
        }
        for (Set<String> k : known) {
            if (!cycles.components().contains(new TreeSet<>(k))
                    && cycles.components().stream().noneMatch(k::containsAll)) {
                problems.add("the known cycle " + new TreeSet<>(k) + " is gone: remove it from KNOWN_EDITOR_CYCLES");
            }
        }
        assertThat(problems).as("package cycles").isEmpty();
    }

    private static Set<String> qualified(Set<String> packages) {
        Set<String> q = new TreeSet<>();
        packages.forEach(p -> q.add("dev.marionette." + p));
        return q;
    }
}

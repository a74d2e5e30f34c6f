package dev.marionette.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import dev.marionette.io.format.FamilyPackage;
import dev.marionette.io.format.FormatPlugin;
import dev.marionette.io.format.FormatRegistry;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The format families kept apart, read from the compiled classes. Which package is whose is never listed here: a
 * family's packages carry {@link FamilyPackage} in their {@code package-info}, and the families are the installed
 * format plug-ins ({@link FormatRegistry}), so a new family is checked as soon as it marks its packages.
 * <ul>
 * <li>no family's package depends on another family's (io, editor, export and render alike);</li>
 * <li>above io (editor, export, render), a package that is no family's reaches the families only through
 *     {@code io.format}: it names no class of a family's io package;</li>
 * <li>every installed family has its io packages marked, and every mark names an installed family;</li>
 * <li>the headless code (model, io, render, export, the command line) uses no {@code java.awt} beyond geometry,
 *     images and drawing into them: no window, event, toolkit or screen.</li>
 * </ul>
 */
class FamilySeamTest {

    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .withImportOption(location -> !location.contains("-tests.jar"))
            .importPackages("dev.marionette");

    private static final Map<String, Optional<String>> FAMILIES = new HashMap<>();

    /** The family a package is marked with, if any (its {@code package-info}, read once). */
    private static Optional<String> familyOf(String pkg) {
        return FAMILIES.computeIfAbsent(pkg, p -> {
            try {
                FamilyPackage mark = Class.forName(p + ".package-info").getAnnotation(FamilyPackage.class);
                return Optional.ofNullable(mark).map(FamilyPackage::value);
            } catch (ClassNotFoundException e) {
                return Optional.empty();
            }
        });
    }

    private static boolean isIo(String pkg) {
        return pkg.startsWith("dev.marionette.io.");
    }

    private static boolean isAboveIo(String pkg) {
        return pkg.startsWith("dev.marionette.editor") || pkg.startsWith("dev.marionette.export")
                || pkg.startsWith("dev.marionette.render");
    }

    private static String describe(Dependency d) {
        return d.getDescription();
    }

    @Test
    void everyInstalledFamilyMarksItsIoPackagesAndEveryMarkNamesAFamily() {
        Set<String> installed = FormatRegistry.installed().plugins().stream().map(FormatPlugin::family)
                .collect(Collectors.toSet());
        Map<String, Set<String>> marked = new HashMap<>();
        for (JavaClass c : CLASSES) {
            familyOf(c.getPackageName()).ifPresent(f -> marked.computeIfAbsent(f, k -> new TreeSet<>())
                    .add(c.getPackageName()));
        }
        assertThat(marked.keySet()).as("families named by @FamilyPackage marks").isSubsetOf(installed);
        for (String family : installed) {
            assertThat(marked.getOrDefault(family, Set.of())).as("io packages marked %s", family)
                    .anyMatch(FamilySeamTest::isIo);
        }
        // Each plug-in lives in a package of its own family.
        for (FormatPlugin plugin : FormatRegistry.installed().plugins()) {
            assertThat(familyOf(plugin.getClass().getPackageName())).as("the package of %s",
                    plugin.getClass().getName()).contains(plugin.family());
        }
    }

    @Test
    void noFamilyDependsOnAnother() {
        List<String> problems = new ArrayList<>();
        for (JavaClass c : CLASSES) {
            Optional<String> own = familyOf(c.getPackageName());
            if (own.isEmpty()) {
                continue;
            }
            for (Dependency d : c.getDirectDependenciesFromSelf()) {
                Optional<String> other = familyOf(d.getTargetClass().getPackageName());
                if (other.isPresent() && !other.equals(own)) {
                    problems.add(own.get() + " -> " + other.get() + ": " + describe(d));
                }
            }
        }
        assertThat(problems).as("dependencies between families").isEmpty();
    }

    @Test
    void aboveIoTheFamiliesAreReachedOnlyThroughIoFormat() {
        List<String> problems = new ArrayList<>();
        for (JavaClass c : CLASSES) {
            String pkg = c.getPackageName();
            if (!isAboveIo(pkg) || familyOf(pkg).isPresent()) {
                continue;
            }
            for (Dependency d : c.getDirectDependenciesFromSelf()) {
                String target = d.getTargetClass().getPackageName();
                if (isIo(target) && familyOf(target).isPresent()) {
                    problems.add(describe(d));
                }
            }
        }
        assertThat(problems).as("packages of no family naming a family's io classes (use io.format: the registry,"
                + " the detection's open, the text forms)").isEmpty();
    }

    /** What headless code may use of {@code java.awt} besides its geometry, image, colour and font packages. */
    private static final Set<String> DRAWING = Set.of("Graphics", "Graphics2D", "Color", "RenderingHints",
            "RenderingHints$Key", "Stroke", "BasicStroke", "Composite", "AlphaComposite", "Shape", "Rectangle", "Point",
            "Dimension", "Insets", "Polygon", "Image", "Font", "FontMetrics", "Paint", "Transparency", "GradientPaint",
            "LinearGradientPaint", "RadialGradientPaint", "MultipleGradientPaint", "TexturePaint");

    /** The one headless class that asks about the screen: the entry point, deciding whether the editor can start. */
    private static final String DISPLAY_CHECK = "dev.marionette.cli.Main";

    @Test
    void headlessCodeUsesNoJavaAwtBeyondGeometryAndImages() {
        List<String> problems = new ArrayList<>();
        for (JavaClass c : CLASSES) {
            String pkg = c.getPackageName();
            boolean headless = pkg.startsWith("dev.marionette.model") || isIo(pkg) || pkg.equals("dev.marionette.io")
                    || pkg.startsWith("dev.marionette.render") || pkg.startsWith("dev.marionette.export")
                    || pkg.startsWith("dev.marionette.cli") || pkg.startsWith("dev.marionette.app");
            if (!headless || c.getName().equals(DISPLAY_CHECK)) {
                continue;
            }
            for (Dependency d : c.getDirectDependenciesFromSelf()) {
                JavaClass t = d.getTargetClass().getBaseComponentType();
                String tp = t.getPackageName();
                if (tp.equals("java.awt") && !DRAWING.contains(t.getName().substring("java.awt.".length()))
                        || tp.startsWith("java.awt.") && !tp.startsWith("java.awt.geom")
                        && !tp.startsWith("java.awt.image") && !tp.startsWith("java.awt.color")
                        && !tp.startsWith("java.awt.font")) {
                    problems.add(describe(d));
                }
            }
        }
        assertThat(problems).as("headless code using java.awt beyond geometry and images").isEmpty();
    }
}

package dev.marionette.editor.testing.layout;

import static dev.marionette.editor.testing.GuiTestSupport.onEdt;
import static dev.marionette.editor.testing.GuiTestSupport.read;
import static dev.marionette.editor.testing.GuiTestSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import com.formdev.flatlaf.FlatLaf;
import dev.marionette.editor.kind.DocumentKind;
import dev.marionette.editor.testing.DialogOpeners;
import dev.marionette.editor.testing.EditorWindowTest;
import dev.marionette.editor.testing.NeedsDisplay;
import dev.marionette.editor.testing.interaction.TabSubject;
import dev.marionette.editor.testing.interaction.TabSubject.Source;
import java.awt.Component;
import java.awt.Container;
import java.awt.Font;
import java.awt.GraphicsEnvironment;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import javax.swing.JTabbedPane;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The layout audit (issue 28): every tab kind (the archive browser's too), every page of it and its dialogs, in the
 * main window at 1280x800, with the look and feel's default font and with a font that has no Hangul. Nothing may be
 * cut off
 * ({@link LayoutAudit}): every control inside its window, every label, button and table cell whole or whole in its
 * tooltip, every text field showing the start of its text.
 */
@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class LayoutAuditGuiTest extends EditorWindowTest {

    /**
     * The fonts a window is audited with. Under Cacio the look and feel finds no desktop font settings and picks a
     * 10-pixel font; on a display it picks the platform's, 12 to 15 pixels (SansSerif 14 under Xvfb at 100 dpi):
     * the audit sets that size, or it would pass layouts that are cut on every real screen.
     */
    enum Fonts {
        /** The look and feel's own font, at the size it has on a display (SansSerif 14 on Linux). */
        DEFAULT,
        /** A font without Hangul (DejaVu Serif where installed: a little wider than the default sans), 14 pixels. */
        NO_HANGUL
    }

    /** The size of the default font on a display (FlatLaf on Linux at 100 dpi). */
    static final int FONT_SIZE = 13;

    @TempDir
    Path dir;

    /** Commands the test's scripted dialogs answer instead of a window. */
    private static final Set<String> SCRIPTED = Set.of("file.open", "file.openArchive", "file.saveAs");


    /** The commands that opened a file chooser, by tab and text: checked with the first font only. */
    private static final Set<String> CHOOSERS = java.util.concurrent.ConcurrentHashMap.newKeySet();

    /** The shell's windows audited already (Help's: the same for every tab). */
    private final Set<String> audited = new java.util.HashSet<>();

    @AfterEach
    void defaultFontAgain() {
        FlatLaf.setGlobalExtraDefaults(null);
        System.clearProperty("flatlaf.uiScale");
    }

    @ParameterizedTest
    @EnumSource(Fonts.class)
    void nothingIsCutOffAt1280By800(Fonts fonts) throws Exception {
        String family = fonts == Fonts.NO_HANGUL ? noHangulFamily() : Font.SANS_SERIF;
        // the look and feel scales its sizes by the default font's size over 12 unless told the scale
        System.setProperty("flatlaf.uiScale", "1");
        FlatLaf.setGlobalExtraDefaults(Map.of("defaultFont", FONT_SIZE + " \"" + family + "\""));
        List<String> files = new ArrayList<>();
        for (TabSubject subject : TabSubject.values()) {
            files.add(firstFile(subject).toString());
        }
        // and the archive browser's tab
        files.add(archive().toString());
        List<DocumentKind> kinds = new ArrayList<>(List.of(TabSubject.allKinds()));
        kinds.add(new dev.marionette.editor.archive.ArchiveKind());
        openWindow(files, kinds.toArray(DocumentKind[]::new));
        waitUntil("every document is open", () -> frame.workbench().documents().sessions().size() == files.size());
        window.robot().settings().delayBetweenEvents(5);
        window.robot().settings().eventPostingDelay(5);
        window.robot().waitForIdle();
        assertThat(read(() -> frame.getSize())).as("the window on a 1280x800 screen (the build's Cacio screen)")
                .isEqualTo((Object) new java.awt.Dimension(1280, 800));
        if (fonts == Fonts.NO_HANGUL) {
            Font used = read(() -> javax.swing.UIManager.getFont("Label.font"));
            assertThat(used.canDisplayUpTo("몬스터")).as(used + " has no Hangul").isGreaterThanOrEqualTo(0);
        }
        Set<String> problems = new LinkedHashSet<>();
        int tabs = read(() -> frame.tabs().getTabCount());
        for (int t = 0; t < tabs; t++) {
            int tab = t;
            onEdt(() -> frame.tabs().setSelectedIndex(tab));
            window.robot().waitForIdle();
            String title = read(() -> frame.tabs().getTitleAt(tab));
            Container view = read(() -> (Container) frame.tabs().getSelectedComponent());
            selectABone(view);
            auditPages(view, title, problems);
            auditDialogs(view, title, problems);
            auditPixelEditor(view, title, problems);
        }
        assertThat(problems).as("cut off at 1280x800 with the " + fonts.name().toLowerCase(Locale.ROOT)
                .replace('_', ' ') + " font").isEmpty();
    }

    /** Audits the window with every page of every tabbed pane under {@code root} shown in turn. */
    private void auditPages(Container root, String where, Set<String> problems) {
        audit(where, problems);
        for (JTabbedPane pane : read(() -> tabbedPanes(root))) {
            int count = read(pane::getTabCount);
            int selected = read(pane::getSelectedIndex);
            for (int i = 0; i < count; i++) {
                int page = i;
                onEdt(() -> pane.setSelectedIndex(page));
                window.robot().waitForIdle();
                String title = where + " > " + read(() -> pane.getTitleAt(page));
                Component shown = read(() -> pane.getComponentAt(page));
                if (shown instanceof Container c) {
                    auditPages(c, title, problems);
                } else {
                    audit(title, problems);
                }
            }
            onEdt(() -> pane.setSelectedIndex(selected));
        }
    }

    /**
     * An archive the project writes, with Korean folder names (shown with a Hangul font where one is installed, and
     * the browser's note where none is), a sprite, a picture and a text.
     */
    private Path archive() throws Exception {
        dev.marionette.model.ro.doc.SpriteDocument demo = dev.marionette.editor.ro.RoFixtures.demo();
        Path file = Files.createDirectories(dir.resolve("ARCHIVE")).resolve("patch.gpf");
        try (java.nio.channels.FileChannel ch = java.nio.channels.FileChannel.open(file,
                java.nio.file.StandardOpenOption.CREATE_NEW, java.nio.file.StandardOpenOption.WRITE)) {
            dev.marionette.io.grf.GrfWriter w = new dev.marionette.io.grf.GrfWriter(ch);
            w.add(dev.marionette.io.grf.GrfNames.encode("data\\sprite\\몬스터\\demo.act").orElseThrow(),
                    dev.marionette.io.act.ActWriter.toBytes(demo.act()));
            w.add(dev.marionette.io.grf.GrfNames.encode("data\\sprite\\몬스터\\demo.spr").orElseThrow(),
                    dev.marionette.io.spr.SprWriter.toBytes(demo.sheet()));
            w.add(dev.marionette.io.grf.GrfNames.encode("data\\luafiles514\\names.lua").orElseThrow(),
                    "-- 포링 is a monster\nreturn 1\n".getBytes(dev.marionette.io.grf.GrfNames.CP949));
            w.finish();
        }
        return file;
    }

    /** The sprite tab's pixel editor (a double-click on an image of the strip) and its dialogs. */
    private void auditPixelEditor(Container view, String where, Set<String> problems) {
        javax.swing.JList<?> sprites = read(() -> find(view, javax.swing.JList.class, "spriteList"));
        if (sprites == null || read(() -> sprites.getModel().getSize()) == 0) {
            return;
        }
        java.util.Set<java.awt.Window> before = DialogOpeners.showing();
        java.awt.Rectangle cell = read(() -> sprites.getCellBounds(0, 0));
        window.robot().click(sprites, new java.awt.Point((int) cell.getCenterX(), (int) cell.getCenterY()),
                org.assertj.swing.core.MouseButton.LEFT_BUTTON, 2);
        window.robot().waitForIdle();
        java.awt.Window editor = read(() -> java.util.Arrays.stream(java.awt.Window.getWindows())
                .filter(w -> w.isShowing() && !before.contains(w)).findFirst().orElse(null));
        assertThat(editor).as("the pixel editor opens on a double-click").isNotNull();
        String title = where + " > pixel editor";
        auditWindow(editor, title, problems);
        if (editor instanceof javax.swing.JDialog dialog) {
            for (javax.swing.JMenuItem item : read(() -> DialogOpeners.menuItems(dialog))) {
                String command = read(item::getText);
                java.util.Optional<java.awt.Window> opened = DialogOpeners.open(window.robot(), item);
                if (opened.isPresent()) {
                    auditWindow(opened.get(), title + " > " + command.replace("\u2026", ""), problems);
                    DialogOpeners.dismiss(window.robot(), opened.get());
                }
            }
        }
        DialogOpeners.dismiss(window.robot(), editor);
    }

    /** A motion tab shows a bone's curves and values once one is chosen: the root's first child. */
    private void selectABone(Container view) {
        onEdt(() -> {
            javax.swing.JTree tree = find(view, javax.swing.JTree.class, "partTree");
            if (tree != null && tree.getRowCount() > 1) {
                tree.setSelectionRow(1);
            }
        });
        window.robot().waitForIdle();
    }

    /**
     * Opens every dialog and window of the tab (the menu bar's "…" and Help items, the tab's "…" buttons), audits
     * it, and closes it. A file chooser must open centred over the main window, at a size that shows a folder.
     */
    private void auditDialogs(Container view, String where, Set<String> problems) {
        List<javax.swing.AbstractButton> openers = new ArrayList<>();
        for (javax.swing.JMenuItem item : read(() -> DialogOpeners.menuItems(frame))) {
            String name = read(item::getName);
            // the test's scripted dialogs answer Open and Save As; the shell's own windows are audited once
            if (!SCRIPTED.contains(name) && (name == null || !name.startsWith("help.") || audited.add(name))) {
                openers.add(item);
            }
        }
        openers.addAll(read(() -> DialogOpeners.buttons(view)));
        for (javax.swing.AbstractButton opener : openers) {
            String command = read(opener::getText);
            String key = where + " > " + command;
            if (CHOOSERS.contains(key)) {
                continue; // a file chooser: its place and size do not depend on the font, checked once
            }
            java.util.Optional<java.awt.Window> opened = DialogOpeners.open(window.robot(), opener);
            if (read(() -> javax.swing.MenuSelectionManager.defaultManager().getSelectedPath().length) > 0) {
                onEdt(() -> javax.swing.MenuSelectionManager.defaultManager().clearSelectedPath());
                window.robot().waitForIdle();
                continue; // a menu, not a window
            }
            if (opened.isEmpty()) {
                continue;
            }
            java.awt.Window dialog = opened.get();
            String title = where + " > " + command.replace("\u2026", "").replace("...", "");
            if (DialogOpeners.fileChooser(dialog).isPresent()) {
                CHOOSERS.add(key);
                java.awt.Rectangle bounds = read(dialog::getBounds);
                java.awt.Rectangle main = read(frame::getBounds);
                if (bounds.width < 700 || bounds.height < 480 || Math.abs(bounds.getCenterX() - main.getCenterX()) > 20
                        || Math.abs(bounds.getCenterY() - main.getCenterY()) > 20) {
                    problems.add(title + ": the file chooser opens at " + bounds + ", not centred over the window"
                            + " at a size that shows a folder");
                }
            } else {
                auditWindow(dialog, title, problems);
            }
            DialogOpeners.dismiss(window.robot(), dialog);
        }
    }

    private void auditWindow(java.awt.Window w, String where, Set<String> problems) {
        for (String p : read(() -> LayoutAudit.check(w))) {
            if (problems.stream().noneMatch(known -> known.endsWith(": " + p))) {
                problems.add(where + ": " + p);
            }
        }
    }

    private static <T extends Component> T find(Container root, Class<T> type, String name) {
        for (Component c : root.getComponents()) {
            if (type.isInstance(c) && name.equals(c.getName())) {
                return type.cast(c);
            }
            if (c instanceof Container inner) {
                T found = find(inner, type, name);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /** Adds what is cut off now, each problem once (with the first page it was seen on). */
    private void audit(String where, Set<String> problems) {
        String shots = System.getProperty("marionette.audit.shots");
        if (shots != null) {
            onEdt(() -> {
                java.awt.image.BufferedImage image = new java.awt.image.BufferedImage(frame.getWidth(),
                        frame.getHeight(), java.awt.image.BufferedImage.TYPE_INT_RGB);
                java.awt.Graphics2D g = image.createGraphics();
                frame.getRootPane().paint(g);
                g.dispose();
                try {
                    javax.imageio.ImageIO.write(image, "png", Path.of(shots).resolve(where.replaceAll("[^A-Za-z0-9.]+",
                            "_") + ".png").toFile());
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            });
        }
        for (String p : read(() -> LayoutAudit.check(frame))) {
            if (problems.stream().noneMatch(known -> known.endsWith(": " + p))) {
                problems.add(where + ": " + p);
            }
        }
    }

    /** The outermost showing tabbed panes under {@code root} (nested ones are reached through their page). */
    private static List<JTabbedPane> tabbedPanes(Container root) {
        List<JTabbedPane> found = new ArrayList<>();
        for (Component c : root.getComponents()) {
            if (c instanceof JTabbedPane pane && pane.isShowing()) {
                found.add(pane);
            } else if (c instanceof Container inner && c.isShowing()) {
                found.addAll(tabbedPanes(inner));
            }
        }
        return found;
    }

    /** The sample of {@code subject} when the samples are there, else its fixture. */
    private Path firstFile(TabSubject subject) throws Exception {
        Path into = Files.createDirectories(dir.resolve(subject.name()));
        try {
            return subject.files(Source.SAMPLE, into).get(0);
        } catch (org.opentest4j.TestAbortedException absent) {
            return subject.files(Source.FIXTURES, Files.createDirectories(dir.resolve(subject.name() + "-fixture")))
                    .get(0);
        }
    }

    /** An installed family without Hangul, DejaVu Serif when there is one. */
    private static String noHangulFamily() {
        String[] families = GraphicsEnvironment.getLocalGraphicsEnvironment().getAvailableFontFamilyNames();
        for (String preferred : new String[] {"DejaVu Serif", "DejaVu Sans", "Liberation Serif", "Liberation Sans"}) {
            for (String f : families) {
                if (f.equals(preferred) && new Font(f, Font.PLAIN, 13).canDisplayUpTo("몬스터") >= 0) {
                    return f;
                }
            }
        }
        for (String f : families) {
            if (!f.equals(Font.DIALOG) && !f.equals(Font.SANS_SERIF) && !f.equals(Font.SERIF)
                    && new Font(f, Font.PLAIN, 13).canDisplayUpTo("몬스터") >= 0) {
                return f;
            }
        }
        return Font.SANS_SERIF;
    }
}

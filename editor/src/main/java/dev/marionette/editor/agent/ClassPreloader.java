package dev.marionette.editor.agent;

import dev.marionette.editor.agent.shared.AgentContext;
import java.util.List;

/**
 * Loads the classes the first character tab needs on a low-priority background thread when the editor
 * starts, so that opening the first character does not wait for the class loader (about half of a cold first
 * open of a large character). Only loads and initialises classes: it builds no component and touches no
 * document, so it is safe off the event thread; a class that is missing is skipped.
 */
final class ClassPreloader {

    /** Classes in the order a character tab first uses them. */
    static final List<String> CLASSES = List.of(
            "dev.marionette.io.acs.AcsReader", "dev.marionette.io.acs.AnimationCodec",
            "dev.marionette.io.acs.CharacterInfoCodec", "dev.marionette.model.acs.AgentCompositor",
            "dev.marionette.model.acs.edit.AgentDocument", "dev.marionette.model.acs.edit.AgentOperations",
            "net.miginfocom.swing.MigLayout", "net.miginfocom.layout.Grid", "net.miginfocom.layout.ConstraintParser",
            "javax.swing.JTable", "javax.swing.JSpinner", "javax.swing.JComboBox", "javax.swing.JSplitPane",
            "javax.swing.JTabbedPane", "javax.swing.JList", "javax.swing.JRadioButton", "javax.swing.JCheckBox",
            "javax.swing.JSeparator", "javax.swing.SpinnerNumberModel", "javax.swing.JFormattedTextField",
            "com.formdev.flatlaf.ui.FlatTableUI", "com.formdev.flatlaf.ui.FlatSpinnerUI",
            "com.formdev.flatlaf.ui.FlatComboBoxUI", "com.formdev.flatlaf.ui.FlatSplitPaneUI",
            "com.formdev.flatlaf.ui.FlatTabbedPaneUI", "com.formdev.flatlaf.ui.FlatListUI",
            "com.formdev.flatlaf.ui.FlatRadioButtonUI", "com.formdev.flatlaf.ui.FlatCheckBoxUI",
            "com.formdev.flatlaf.ui.FlatSeparatorUI", "com.formdev.flatlaf.ui.FlatFormattedTextFieldUI",
            "com.formdev.flatlaf.ui.FlatTableHeaderUI", "com.formdev.flatlaf.ui.FlatScrollPaneUI",
            "dev.marionette.editor.agent.AgentView", "dev.marionette.editor.agent.shared.AgentContext",
            "dev.marionette.editor.agent.PreviewBar", "dev.marionette.editor.canvas.ViewportCanvas",
            "dev.marionette.render.Viewport", "dev.marionette.render.ZoomRules",
            "dev.marionette.editor.canvas.ToolDispatcher", "dev.marionette.editor.canvas.Checkerboard",
            "dev.marionette.editor.agent.canvas.FrameCanvas", "dev.marionette.editor.agent.canvas.MoveImageTool",
            "dev.marionette.editor.agent.canvas.FrameRenderer",
            "dev.marionette.editor.agent.panel.AnimationListPanel",
            "dev.marionette.editor.agent.panel.AnimationTableModel", "dev.marionette.editor.agent.panel.FilmstripPanel",
            "dev.marionette.editor.agent.panel.FramePropertiesPanel", "dev.marionette.editor.agent.panel.BranchesPanel",
            "dev.marionette.editor.agent.panel.FrameImagesPanel", "dev.marionette.editor.agent.panel.MouthsPanel",
            "dev.marionette.editor.agent.preview.PreviewPlayer", "dev.marionette.render.agent.PreviewEngine",
            "dev.marionette.editor.playback.PlaybackClock", "dev.marionette.editor.playback.SoundPlayer");

    private static volatile boolean started;

    private ClassPreloader() {
    }

    /** Starts loading once per run of the editor; returns at once. */
    static void start() {
        if (started) {
            return;
        }
        started = true;
        Thread t = new Thread(ClassPreloader::loadAll, "agent-class-preload");
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        t.start();
    }

    static void loadAll() {
        ClassLoader loader = ClassPreloader.class.getClassLoader();
        for (String name : CLASSES) {
            try {
                Class.forName(name, true, loader);
            } catch (ClassNotFoundException | LinkageError e) {
                // A renamed class or another look and feel: it simply loads when first used.
            }
        }
    }
}

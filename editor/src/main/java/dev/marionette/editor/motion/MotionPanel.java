package dev.marionette.editor.motion;

import dev.marionette.editor.action.ActionButtons;
import dev.marionette.editor.action.ActionRegistry;
import dev.marionette.editor.action.EditorAction;
import dev.marionette.editor.action.KeyStrokes;
import dev.marionette.editor.action.TabKeys;
import dev.marionette.editor.help.ShortcutsDialog;
import dev.marionette.editor.kind.Shortcut;
import dev.marionette.editor.kit.TabContext;
import dev.marionette.editor.kit.TabEdits;
import dev.marionette.editor.playback.PlaybackClock;
import dev.marionette.editor.playback.TransportActions;
import dev.marionette.editor.util.IconSource;
import dev.marionette.render.motion.OrbitCamera;
import java.awt.BorderLayout;
import java.awt.Dimension;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.ResourceBundle;
import java.util.Set;
import javax.swing.AbstractButton;
import javax.swing.BorderFactory;
import javax.swing.JComponent;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTabbedPane;
import javax.swing.JToolBar;

/**
 * The motion view every skeletal format shares, over a {@link MotionContent}: a tool bar (zoom, Fit, the preset
 * views, floor, onion skin, trail; the tab adds its own commands), the part tree with the selected part's
 * properties on the left (the tab may add pages there: a skill list), the 3D {@link FigureCanvas} with the
 * {@link MotionTransport} under it in the middle, and the selected part's {@link ChannelPlot} and
 * {@link ChannelTable} below. Commands are bound to keys within the tab; a status line shows short messages.
 *
 * <p>A tab builds one, adds its commands ({@link #actions()} with texts from its own bundle, {@link #toolBar()})
 * and shows {@link #component()}. Event thread.
 */
public final class MotionPanel {

    /** The widest the side pages grow to fit a page a tab adds. */
    public static final int MAX_SIDE_WIDTH = 440;

    /** The bundle of the view's own commands. */
    public static final String BUNDLE = "dev.marionette.editor.motion.actions";
    /** The section of Help &gt; Keyboard Shortcuts of the keys every motion tab shares. */
    public static final String SECTION = "Motion, Sims and GK3 tabs";

    public static final String FIT = "motion.fit";
    public static final String FRONT = "motion.front";
    public static final String SIDE = "motion.side";
    public static final String TOP = "motion.top";
    public static final String ZOOM_IN = "motion.zoomIn";
    public static final String ZOOM_OUT = "motion.zoomOut";
    public static final String FLOOR = "motion.floor";
    public static final String ONION = "motion.onion";
    public static final String TRAIL = "motion.trail";
    /** The name of the status line under the view. */
    public static final String STATUS = "motionStatus";

    private final MotionScene scene;
    private final ActionRegistry actions;
    private final FigureCanvas canvas;
    private final MotionTransport transport;
    private final PartTree tree;
    private final PartPropertiesTable properties;
    private final ChannelPlot plot;
    private final ChannelTable values;
    private final JToolBar toolBar = new JToolBar();
    private final JTabbedPane side = new JTabbedPane();
    private final TabContext context;
    private final JPanel root = new JPanel(new BorderLayout());
    private JComponent bonesPage;
    private TabKeys keys;

    /**
     * @param content what to show
     * @param own     the tab's bundle with the texts of its own commands (may be empty)
     * @param clock   the playback clock ({@link PlaybackClock#swing()}; tests pass a fake)
     */
    public MotionPanel(MotionContent content, ResourceBundle own, PlaybackClock clock) {
        this(content, own, clock, TabContext.clearing(STATUS));
    }

    /** With the tab's context (its status line, listeners and clean-ups), when the tab needs it first. */
    public MotionPanel(MotionContent content, ResourceBundle own, PlaybackClock clock, TabContext context) {
        this.context = context;
        this.scene = new MotionScene(content);
        this.actions = new ActionRegistry(TransportActions.withDefaultTexts(chain(own,
                ResourceBundle.getBundle(BUNDLE)), MotionTransport.PREFIX), KeyStrokes.menuShortcutMask(),
                IconSource.NONE);
        canvas = new FigureCanvas(scene);
        transport = new MotionTransport(scene, actions, clock, context);
        tree = new PartTree(scene, context);
        properties = new PartPropertiesTable(scene);
        plot = new ChannelPlot(scene, transport.player()::setFrame);
        values = new ChannelTable(scene, context);
        registerViewActions();
        canvas.tools().setSpaceTap(transport.player()::toggle);
        transport.player().addChangeListener(actions::refreshAll);
        scene.addListener(a -> actions.refreshAll());
        layout();
        actions.refreshAll();
    }

    private void registerViewActions() {
        actions.register(FIT, canvas::zoomToFit);
        actions.register(FRONT, () -> canvas.setView(OrbitCamera.View.FRONT));
        actions.register(SIDE, () -> canvas.setView(OrbitCamera.View.SIDE));
        actions.register(TOP, () -> canvas.setView(OrbitCamera.View.TOP));
        actions.register(ZOOM_IN, () -> canvas.zoomStep(true));
        actions.register(ZOOM_OUT, () -> canvas.zoomStep(false));
        registerOverlay(FLOOR, MotionScene.Overlay.FLOOR);
        registerOverlay(ONION, MotionScene.Overlay.ONION);
        registerOverlay(TRAIL, MotionScene.Overlay.TRAIL);
    }

    private void layout() {
        root.setName("motionView");
        toolBar.setName("motionToolBar");
        toolBar.setFloatable(false);
        button(ZOOM_OUT).setText("\u2212");
        button(ZOOM_IN).setText("+");
        button(FIT);
        toolBar.addSeparator();
        button(FRONT);
        button(SIDE);
        button(TOP);
        toolBar.addSeparator();
        toggle(FLOOR);
        toggle(ONION);
        toggle(TRAIL);
        toolBar.addSeparator();

        JPanel centre = new JPanel(new BorderLayout());
        canvas.setPreferredSize(new Dimension(640, 440));
        centre.add(canvas, BorderLayout.CENTER);
        centre.add(transport, BorderLayout.SOUTH);
        JScrollPane valueScroll = new JScrollPane(values);
        valueScroll.setPreferredSize(new Dimension(230, 140));
        plot.setPreferredSize(new Dimension(500, 140));
        JSplitPane curves = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, plot, valueScroll);
        curves.setResizeWeight(1);
        curves.setBorder(null);
        JSplitPane middle = new JSplitPane(JSplitPane.VERTICAL_SPLIT, centre, curves);
        middle.setResizeWeight(0.8);
        middle.setBorder(null);

        JScrollPane treeScroll = new JScrollPane(tree);
        treeScroll.setBorder(BorderFactory.createEmptyBorder());
        JSplitPane bones = new JSplitPane(JSplitPane.VERTICAL_SPLIT, treeScroll, new JScrollPane(properties));
        bones.setResizeWeight(0.65);
        bones.setBorder(null);
        side.setName("motionSide");
        bonesPage = bones;
        side.addTab("Bones", bones);
        side.setMinimumSize(new Dimension(180, 100));
        side.setPreferredSize(new Dimension(250, 400));
        JSplitPane split = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, side, middle);
        split.setResizeWeight(0);
        split.setBorder(null);

        root.add(toolBar, BorderLayout.NORTH);
        root.add(split, BorderLayout.CENTER);
        root.add(context.statusLine(), BorderLayout.SOUTH);
        bindKeys();
    }

    private void registerOverlay(String id, MotionScene.Overlay overlay) {
        actions.register(id, () -> scene.setShown(overlay, !scene.shows(overlay)))
                .selectedWhen(() -> scene.shows(overlay));
    }

    private AbstractButton button(String id) {
        return ActionButtons.addButton(toolBar, actions.get(id), id);
    }

    private AbstractButton toggle(String id) {
        return ActionButtons.addToggle(toolBar, actions.get(id), id);
    }

    /**
     * Registers one of the tab's own commands in {@link #actions()} (its text and key from the tab's bundle), with a
     * button in the tool bar and its key bound in the tab.
     */
    public EditorAction addCommand(String id, Runnable handler) {
        EditorAction action = actions.register(id, handler);
        button(id);
        if (action.accelerator() != null) {
            keys.bind(action.accelerator(), action);
        }
        return action;
    }

    /**
     * Adds a page beside "Bones" on the left (a skill list...); {@code first} puts it before. The side widens to the
     * page's preferred width (up to {@value #MAX_SIDE_WIDTH} pixels) when the page needs more room than the tree.
     */
    public void addSidePage(String title, JComponent page, boolean first) {
        Dimension wanted = page.getPreferredSize();
        Dimension now = side.getPreferredSize();
        if (wanted.width > now.width) {
            side.setPreferredSize(new Dimension(Math.min(MAX_SIDE_WIDTH, wanted.width), now.height));
        }
        if (first) {
            side.insertTab(title, null, page, null, 0);
            side.setSelectedIndex(0);
        } else {
            side.addTab(title, page);
        }
    }

    /** Renames the "Bones" page (a GK3 puppet's parts are meshes). */
    public void setPartsTitle(String title) {
        side.setTitleAt(side.indexOfComponent(bonesPage), title);
    }

    private void bindKeys() {
        keys = TabKeys.install(root).bindAccelerators(actions);
        TransportActions.bindKeys(MotionTransport.PREFIX, actions::get, keys);
    }

    /** Shows a short message under the tab (a refused edit...). */
    public void message(String text) {
        context.message(text);
    }

    /** Runs edits of the tab's own commands; a refusal is shown on the status line. */
    public TabEdits edits() {
        return context;
    }

    public MotionScene scene() {
        return scene;
    }

    /** The view's commands; the tab registers its own here (texts from its bundle). */
    public ActionRegistry actions() {
        return actions;
    }

    public JToolBar toolBar() {
        return toolBar;
    }

    public FigureCanvas canvas() {
        return canvas;
    }

    public MotionTransport transport() {
        return transport;
    }

    public PartTree tree() {
        return tree;
    }

    public ChannelPlot plot() {
        return plot;
    }

    public ChannelTable values() {
        return values;
    }

    public PartPropertiesTable properties() {
        return properties;
    }

    public JComponent component() {
        return root;
    }

    /** Stops playback and listening (the tab closed). */
    public void dispose() {
        context.dispose();
        transport.dispose();
        scene.dispose();
    }

    /**
     * The motion view's keys for Help &gt; Keyboard Shortcuts, without a view: the transport's and the view's in
     * section {@link #SECTION}, then {@code ownIds}, the tab's own commands with keys from {@code own}, in
     * {@code ownSection}.
     */
    public static List<Shortcut> shortcuts(ResourceBundle own, String ownSection, List<String> ownIds) {
        ResourceBundle texts = TransportActions.withDefaultTexts(chain(own, ResourceBundle.getBundle(BUNDLE)),
                MotionTransport.PREFIX);
        ActionRegistry view = new ActionRegistry(texts, KeyStrokes.menuShortcutMask(), IconSource.NONE);
        for (String name : List.of(TransportActions.PLAY, TransportActions.FIRST, TransportActions.PREVIOUS,
                TransportActions.NEXT, TransportActions.LAST)) {
            view.register(TransportActions.id(MotionTransport.PREFIX, name), () -> { });
        }
        for (String id : List.of(FIT, FRONT, SIDE, TOP, ZOOM_IN, ZOOM_OUT, FLOOR, ONION, TRAIL)) {
            view.register(id, () -> { });
        }
        List<Shortcut> rows = new ArrayList<>(ShortcutsDialog.shortcuts(view, SECTION));
        rows.addAll(TabKeys.stepShortcuts(SECTION,
                view.text(TransportActions.id(MotionTransport.PREFIX, TransportActions.PREVIOUS)),
                view.text(TransportActions.id(MotionTransport.PREFIX, TransportActions.NEXT))));
        ActionRegistry tab = new ActionRegistry(texts, KeyStrokes.menuShortcutMask(), IconSource.NONE);
        ownIds.forEach(id -> tab.register(id, () -> { }));
        rows.addAll(ShortcutsDialog.shortcuts(tab, ownSection));
        return rows;
    }

    /** {@code first}'s keys, then {@code second}'s. */
    static ResourceBundle chain(ResourceBundle first, ResourceBundle second) {
        return new ResourceBundle() {
            @Override
            protected Object handleGetObject(String key) {
                if (first.containsKey(key)) {
                    return first.getObject(key);
                }
                return second.containsKey(key) ? second.getObject(key) : null;
            }

            @Override
            public Enumeration<String> getKeys() {
                Set<String> keys = new LinkedHashSet<>(first.keySet());
                keys.addAll(second.keySet());
                return Collections.enumeration(keys);
            }
        };
    }
}

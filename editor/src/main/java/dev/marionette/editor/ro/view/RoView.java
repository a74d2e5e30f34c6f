package dev.marionette.editor.ro.view;

import dev.marionette.io.textform.TextOutline;

import dev.marionette.editor.edit.EditTarget;
import dev.marionette.editor.io.FileChoosers;
import dev.marionette.editor.kind.DocumentView;
import dev.marionette.editor.kind.Shortcut;
import dev.marionette.editor.kit.TabContext;
import dev.marionette.editor.playback.SoundPlayer;
import dev.marionette.editor.ro.canvas.CanvasOptions;
import dev.marionette.editor.ro.canvas.CanvasScene;
import dev.marionette.editor.ro.canvas.SpriteCanvas;
import dev.marionette.editor.ro.events.EventPanel;
import dev.marionette.editor.ro.events.SoundFiles;
import dev.marionette.editor.ro.frame.FramePanel;
import dev.marionette.editor.ro.palette.PaletteHost;
import dev.marionette.editor.ro.pixel.PixelActions;
import dev.marionette.editor.ro.pixel.PixelEditorWindow;
import dev.marionette.editor.ro.play.Playback;
import dev.marionette.editor.ro.play.TimelinePanel;
import dev.marionette.editor.ro.refs.AutoReferences;
import dev.marionette.editor.ro.refs.ReferencePanel;
import dev.marionette.editor.ro.refs.ReferenceSprites;
import dev.marionette.editor.ro.shared.RoActions;
import dev.marionette.editor.ro.shared.RoSettings;
import dev.marionette.editor.ro.shared.SpriteClipboard;
import dev.marionette.editor.ro.shared.SpriteEditorState;
import dev.marionette.editor.ro.shared.SpriteTab;
import dev.marionette.editor.ro.sprites.SpriteStrip;
import dev.marionette.editor.ro.sprites.SpriteThumbnails;
import dev.marionette.editor.ro.table.LayerTable;
import dev.marionette.editor.ro.tools.AnimatorTools;
import dev.marionette.editor.ro.tools.SheetTools;
import dev.marionette.editor.ro.tools.ToolContext;
import dev.marionette.editor.ro.tree.ActionTree;
import dev.marionette.editor.ro.tree.ActionTreeMenu;
import dev.marionette.model.act.ActEvent;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.doc.DocumentListener;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.render.ro.ActSprite;
import dev.marionette.render.ro.SpriteKind;
import java.awt.BorderLayout;
import java.nio.file.Path;
import java.util.List;
import javax.swing.BorderFactory;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JMenu;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTabbedPane;
import javax.swing.SwingUtilities;

/**
 * The tab of one sprite document: the action tree on the left, the canvas in the middle with the timeline
 * under it, the layer table and the frame, event and reference panels on the right, the sprite strip at the
 * bottom. The panels share one {@link SpriteEditorState} and listen to the document themselves, each
 * refreshing only what a change touched.
 */
public final class RoView implements DocumentView {

    private final SpriteDocument document;
    private final RoSettings settings;
    private final SpriteEditorState state;
    private final ReferenceSprites references = new ReferenceSprites();
    private final CanvasOptions options = new CanvasOptions();
    private final SpriteCanvas canvas;
    private final ActionTree tree;
    private final TimelinePanel timeline;
    private final LayerTable layerTable;
    private final FramePanel framePanel;
    private final EventPanel eventPanel;
    private final ReferencePanel referencePanel;
    private final SpriteStrip spriteStrip;
    private final Playback playback;
    private final RoActions actions = new RoActions();
    private final RoEditTarget editTarget;
    private final SoundPlayer sounds;
    private final TabContext context = TabContext.clearing("roStatus");
    private final JPanel root = new JPanel(new BorderLayout());
    private final DocumentListener revalidate;
    private final AnimatorTools tools;
    private final SheetTools sheetTools;
    private final SpriteClipboard clipboard;
    private final List<JMenu> menus;
    private JSplitPane outerSplit;
    private JScrollPane treeScroll;
    private JSplitPane rightSplit;
    /** The tab's pixel editor while it is open: one per tab. */
    private PixelEditorWindow pixelEditor;

    /**
     * @param clipboard shared by every sprite view of the editor
     */
    public RoView(SpriteDocument document, RoSettings settings, SpriteClipboard clipboard) {
        this.document = document;
        this.settings = settings;
        this.clipboard = clipboard;
        this.state = new SpriteEditorState(document.act());
        // Registered first, so every panel hears about a change after the state points at valid things again.
        revalidate = e -> state.revalidate();
        document.addDocumentListener(revalidate);
        sounds = new SoundPlayer(SoundPlayer.Voices.OVERLAP, m -> SwingUtilities.invokeLater(() -> message(m)));
        playback = Playback.swing(state);
        playback.setMillisPerTick(settings.millisPerTick());
        ActSprite edited = new ActSprite(document.act(), document.sheet());
        canvas = new SpriteCanvas(document, state, new CanvasScene(edited, references), options);
        canvas.setMessages(context);
        canvas.setSpaceAction(playback::toggle);
        canvas.setEditStarted(playback::pause);
        editTarget = new RoEditTarget(document, state, clipboard, context);
        ActionTreeMenu treeMenu = new ActionTreeMenu(document, state, clipboard, context);
        tree = new ActionTree(document, state, treeMenu);
        SpriteTab tab = new SpriteTab(document, state, actions, context, root, settings);
        new ViewActions(tab, canvas, options, playback).register();
        timeline = new TimelinePanel(document, state, playback, actions, context);
        SpriteThumbnails thumbnails = new SpriteThumbnails(edited.renderer().images());
        layerTable = new LayerTable(document, state, thumbnails, context);
        framePanel = new FramePanel(document, state, context);
        eventPanel = new EventPanel(document, state, this::soundFiles, sounds::play, this::chooseDataFolder,
                context);
        referencePanel = new ReferencePanel(references, context::message, new ReferencePanel.ByKind() {
            @Override
            public boolean isOn() {
                return settings.referencesByKind();
            }

            @Override
            public void set(boolean on) {
                settings.setReferencesByKind(on);
                if (on) {
                    AutoReferences.attach(references, kind());
                } else {
                    AutoReferences.detach(references);
                }
            }
        });
        spriteStrip = new SpriteStrip(document, thumbnails, context);
        SpriteKind kind = kind();
        if (settings.referencesByKind()) {
            AutoReferences.attach(references, kind);
        } else {
            references.setEditedRole(kind.role());
        }
        ToolContext toolContext = new ToolContext(tab, tree, spriteStrip, clipboard, references, playback::pause,
                this::kind);
        tools = new AnimatorTools(toolContext);
        tools.register();
        spriteStrip.setPaletteHost(new PaletteHost(document, state, canvas, tools::importPalette, this::message));
        sheetTools = new SheetTools(toolContext);
        sheetTools.register();
        registerPanelToggles();
        List<JMenu> all = new java.util.ArrayList<>(tools.menus());
        all.add(sheetTools.menu());
        menus = List.copyOf(all);
        treeMenu.setTools((menu, action, frame) -> {
            tools.addToTreeMenu(menu, action, frame);
            sheetTools.addToTreeMenu(menu, action, frame);
        });
        spriteStrip.setContextMenu(menu -> {
            tools.addToStripMenu(menu);
            sheetTools.addToStripMenu(menu);
            List<ImageRef> selected = spriteStrip.selected();
            javax.swing.JMenuItem edit = new javax.swing.JMenuItem("Edit pixels…");
            edit.setEnabled(selected.size() == 1);
            edit.addActionListener(e -> editPixels(selected.get(0), -1));
            menu.addSeparator();
            menu.add(edit);
        });
        spriteStrip.setOpenAction(ref -> editPixels(ref, -1));
        canvas.setContextMenu(new CanvasMenu(tab, canvas, editTarget, this::editPixels, tools::addToCanvasMenu)::show);
        playback.addFrameListener(this::frameShown);
        layout();
        actions.bindKeys(root);
        actions.refresh();
    }

    /**
     * What the edited sprite is, from its folders, name and content: the folders of its file, or of the archive
     * entry it was opened from ({@code data\sprite\악세사리\...} is a headgear from a GRF as on disk).
     */
    public SpriteKind kind() {
        Path file = document.actFile() != null ? document.actFile() : document.sprFile();
        String path = file != null ? file.toString()
                : document.originPath() != null ? document.originPath() : document.displayName();
        return SpriteKind.detect(path, document.act());
    }

    private void registerPanelToggles() {
        actions.add(RoActions.SHOW_TREE, () -> {
            treeScroll.setVisible(!treeScroll.isVisible());
            outerSplit.resetToPreferredSizes();
            root.revalidate();
            actions.refresh();
        }).selectedWhen(() -> treeScroll == null || treeScroll.isVisible());
        actions.add(RoActions.SHOW_SIDE, () -> {
            rightSplit.setVisible(!rightSplit.isVisible());
            root.revalidate();
            actions.refresh();
        }).selectedWhen(() -> rightSplit == null || rightSplit.isVisible());
    }

    private void layout() {
        root.setName("roView");
        JPanel centre = new JPanel(new BorderLayout());
        centre.add(canvas, BorderLayout.CENTER);
        centre.add(timeline, BorderLayout.SOUTH);
        treeScroll = new JScrollPane(tree);
        treeScroll.setBorder(BorderFactory.createEmptyBorder());
        JTabbedPane panels = new JTabbedPane();
        panels.setName("roPanels");
        panels.addTab("Frame", framePanel);
        panels.addTab("Events", eventPanel);
        panels.addTab("References", referencePanel);
        JSplitPane right = new JSplitPane(JSplitPane.VERTICAL_SPLIT, new JScrollPane(layerTable), panels);
        right.setResizeWeight(0.5);
        right.setDividerLocation(230);
        right.setBorder(null);
        right.setName("roSidePanels");
        rightSplit = right;
        JSplitPane middle = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, centre, right);
        middle.setResizeWeight(1);
        middle.setBorder(null);
        middle.setOneTouchExpandable(true);
        JSplitPane split = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, treeScroll, middle);
        split.setResizeWeight(0);
        split.setBorder(null);
        split.setOneTouchExpandable(true);
        outerSplit = split;
        JPanel main = new JPanel(new BorderLayout());
        main.add(split, BorderLayout.CENTER);
        main.add(spriteStrip, BorderLayout.SOUTH);
        root.add(new ViewToolBar(actions, canvas.viewport()).build(), BorderLayout.NORTH);
        root.add(main, BorderLayout.CENTER);
        right.setMinimumSize(new java.awt.Dimension(260, 200));
        treeScroll.setMinimumSize(new java.awt.Dimension(120, 100));
        centre.setMinimumSize(new java.awt.Dimension(300, 200));
        new PanelWidths(split, middle, tree).install(root);
        root.add(context.statusLine(), BorderLayout.SOUTH);
    }

    /**
     * Opens the pixel editor on {@code ref} in the frame shown, around layer {@code layer} of the edited sprite's
     * frame (or, for -1, the first layer showing the image), or shows that image in the editor already open.
     */
    public void editPixels(ImageRef ref, int layer) {
        playback.pause();
        if (pixelEditor == null || !pixelEditor.isOpen()) {
            pixelEditor = new PixelEditorWindow(root, document, ref, canvas::parts, context);
        }
        pixelEditor.show(ref, layer);
    }

    /** The pixel editor, or null when none was opened or it was closed. */
    public PixelEditorWindow pixelEditor() {
        return pixelEditor != null && pixelEditor.isOpen() ? pixelEditor : null;
    }

    /** Shows a short message under the tab (a refused edit, a missing sound...). */
    public void message(String text) {
        context.message(text);
    }

    /** Where the tab's parts run edits and say things: the status line under the tab. */
    public TabContext context() {
        return context;
    }

    /** Plays the sound of a frame shown by playback, when sounds are on and the file is found. */
    private void frameShown(int frame) {
        if (!settings.playSounds()) {
            return;
        }
        ActFrame shown = state.currentFrame();
        List<ActEvent> events = document.act().events();
        if (shown == null || shown.eventId() < 0 || shown.eventId() >= events.size()) {
            return;
        }
        String name = events.get(shown.eventId()).name();
        if (SoundFiles.isSound(name)) {
            SoundFiles files = soundFiles();
            sounds.playFound(() -> files.find(name));
        }
    }

    /** Asks for the folder where sounds are also looked for (a client's data folder). */
    void chooseDataFolder() {
        javax.swing.JFileChooser chooser = FileChoosers.create(root);
        chooser.setDialogTitle("Sound folder (a data folder with the .wav files, or its wav folder)");
        chooser.setFileSelectionMode(javax.swing.JFileChooser.DIRECTORIES_ONLY);
        // the folder chosen last time is shown selected, in its parent
        settings.dataFolder().filter(java.nio.file.Files::isDirectory).ifPresent(f -> chooser.setSelectedFile(f.toFile()));
        if (chooser.showOpenDialog(root) == javax.swing.JFileChooser.APPROVE_OPTION) {
            settings.setDataFolder(chooser.getSelectedFile().toPath());
            message("Sounds are also looked for in " + chooser.getSelectedFile());
        }
    }

    /** Where this document's sounds are looked for. */
    public SoundFiles soundFiles() {
        Path act = document.actFile();
        Path folder = act == null ? null : act.toAbsolutePath().getParent();
        return new SoundFiles(folder, settings.dataFolder().orElse(null));
    }

    /** Starts playing the action shown (the demo at start-up). */
    public void startPlaying() {
        playback.play();
    }

    @Override
    public JComponent component() {
        return root;
    }

    @Override
    public EditTarget editTarget() {
        return editTarget;
    }

    @Override
    public List<JMenu> menus() {
        return menus;
    }

    @Override
    public List<Shortcut> shortcuts() {
        List<Shortcut> rows = new java.util.ArrayList<>(actions.shortcuts());
        rows.addAll(PixelActions.shortcuts());
        return rows;
    }

    /** Every key and gesture of a sprite tab and its pixel editor, without a tab (Help > Keyboard Shortcuts). */
    public static List<Shortcut> allShortcuts() {
        List<Shortcut> rows = new java.util.ArrayList<>(RoActions.allShortcuts());
        rows.addAll(PixelActions.shortcuts());
        return rows;
    }

    /** The animator's tools of this tab. */
    public AnimatorTools tools() {
        return tools;
    }

    /** Selects the action, frame, layer or anchor of a line of the ACT's text form. */
    @Override
    public boolean reveal(List<TextOutline.Step> path) {
        int action = -1;
        int frame = 0;
        for (TextOutline.Step step : path) {
            switch (step.kind()) {
                case "action" -> action = step.index();
                case "frame" -> frame = step.index();
                case "layer" -> {
                    state.setFrame(action, frame);
                    state.selectLayers(List.of(step.index()));
                    return true;
                }
                case "anchor" -> {
                    state.setFrame(action, frame);
                    state.selectAnchor(step.index());
                    return true;
                }
                default -> {
                    // a line of the file, not of an action
                }
            }
        }
        if (action < 0) {
            return false;
        }
        state.setFrame(action, frame);
        return true;
    }

    @Override
    public void dispose() {
        playback.dispose();
        tools.dispose();
        sheetTools.dispose();
        sounds.close();
        context.dispose();
        canvas.dispose();
        tree.dispose();
        timeline.dispose();
        editTarget.dispose();
        layerTable.dispose();
        framePanel.dispose();
        eventPanel.dispose();
        spriteStrip.dispose();
        if (pixelEditor != null) {
            pixelEditor.dispose();
        }
        document.removeDocumentListener(revalidate);
    }

    public SpriteDocument document() {
        return document;
    }

    public SpriteEditorState state() {
        return state;
    }

    public SpriteCanvas canvas() {
        return canvas;
    }

    public ActionTree tree() {
        return tree;
    }

    public Playback playback() {
        return playback;
    }

    public RoActions actions() {
        return actions;
    }

    /** The clipboard every sprite view of the editor shares. */
    public SpriteClipboard clipboard() {
        return clipboard;
    }

    public ReferenceSprites references() {
        return references;
    }

    public CanvasOptions options() {
        return options;
    }

    public RoSettings settings() {
        return settings;
    }

    public JLabel status() {
        return context.statusLine();
    }

    public EventPanel eventPanel() {
        return eventPanel;
    }

    public ReferencePanel referencePanel() {
        return referencePanel;
    }
}

package dev.marionette.editor.ro.tools;

import dev.marionette.editor.io.BackgroundWork;
import dev.marionette.editor.io.FileChoosers;
import dev.marionette.editor.ro.shared.RoActions;
import dev.marionette.io.act.ActReader;
import dev.marionette.model.doc.DocumentListener;
import dev.marionette.model.ro.FrameRef;
import dev.marionette.model.ro.ImageConversion;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.ImageUsage;
import dev.marionette.model.ro.SheetRules;
import dev.marionette.model.ro.SpriteClip;
import dev.marionette.model.ro.doc.PasteResult;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.model.ro.tools.AnchorTools;
import dev.marionette.model.ro.tools.Magnify;
import dev.marionette.model.spr.RgbaImage;
import java.io.File;
import java.nio.file.Path;
import java.util.List;
import javax.swing.JCheckBox;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JPopupMenu;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;
import javax.swing.filechooser.FileNameExtensionFilter;
import net.miginfocom.swing.MigLayout;

/**
 * The sheet housekeeping of one sprite tab (the Sheet menu, and the strip's, tree's and canvas's context menus
 * where they fit): where an image is used, removing unused images, converting an image between indexed and
 * RGBA, merging a frame's layers into one image, magnifying the sprite, default and imported anchors, turning
 * frames upside down, copying and pasting whole actions between open documents, and writing a garment for every
 * job. Each edit is one undo step of the document; files are read and written off the event thread.
 */
public final class SheetTools {

    private final ToolContext context;
    private final RoActions actions;
    private final DocumentListener refresh;
    private final Runnable clipboardChanged;
    private ImageUsageDialog usageDialog;

    public SheetTools(ToolContext context) {
        this.context = context;
        this.actions = context.commands();
        this.refresh = e -> actions.refresh();
        this.clipboardChanged = actions::refresh;
    }

    /** Registers the actions with the tab's others. */
    public void register() {
        SpriteDocument doc = context.document();
        actions.add(RoActions.FIND_USAGE, this::findUsage).enabledWhen(() -> selectedImages().size() == 1);
        actions.add(RoActions.REMOVE_UNUSED_IMAGES, this::removeUnusedImages)
                .enabledWhen(() -> imageCount() > 0);
        actions.add(RoActions.CONVERT_IMAGE, this::convertImage).enabledWhen(() -> selectedImages().size() == 1);
        actions.add(RoActions.MERGE_LAYERS, this::mergeLayers)
                .enabledWhen(() -> context.state().currentFrame() != null
                        && context.state().currentFrame().layers().size() > 1);
        actions.add(RoActions.MAGNIFY, this::magnify).enabledWhen(() -> imageCount() > 0);
        actions.add(RoActions.DEFAULT_ANCHORS, this::defaultAnchors)
                .enabledWhen(() -> !doc.act().animations().isEmpty());
        actions.add(RoActions.IMPORT_ANCHORS, this::importAnchors)
                .enabledWhen(() -> !doc.act().animations().isEmpty());
        actions.add(RoActions.MIRROR_VERTICALLY, this::mirrorVertically)
                .enabledWhen(() -> context.state().currentFrame() != null);
        actions.add(RoActions.COPY_ACTIONS, this::copyActions).enabledWhen(() -> !doc.act().animations().isEmpty());
        actions.add(RoActions.PASTE_ACTIONS, () -> pasteActions(false)).enabledWhen(this::clipHoldsActions);
        actions.add(RoActions.PASTE_ACTIONS_OVER, () -> pasteActions(true)).enabledWhen(this::clipHoldsActions);
        actions.add(RoActions.GARMENT_FOR_EVERY_JOB, () -> GarmentDialog.open(context));
        doc.addDocumentListener(refresh);
        context.clipboard().addListener(clipboardChanged);
        context.strip().imageList().addListSelectionListener(e -> actions.refresh());
    }

    /** Stops listening. */
    public void dispose() {
        context.document().removeDocumentListener(refresh);
        context.clipboard().removeListener(clipboardChanged);
        if (usageDialog != null) {
            usageDialog.dispose();
        }
    }

    /** The Sheet menu. */
    public JMenu menu() {
        JMenu menu = new JMenu("Sheet");
        menu.setName("menu.sheet");
        menu.setMnemonic('S');
        for (String id : List.of(RoActions.FIND_USAGE, RoActions.REMOVE_UNUSED_IMAGES, RoActions.CONVERT_IMAGE,
                RoActions.MERGE_LAYERS)) {
            menu.add(item(id));
        }
        menu.addSeparator();
        for (String id : List.of(RoActions.COPY_ACTIONS, RoActions.PASTE_ACTIONS, RoActions.PASTE_ACTIONS_OVER,
                RoActions.MIRROR_VERTICALLY)) {
            menu.add(item(id));
        }
        menu.addSeparator();
        for (String id : List.of(RoActions.DEFAULT_ANCHORS, RoActions.IMPORT_ANCHORS, RoActions.MAGNIFY,
                RoActions.GARMENT_FOR_EVERY_JOB)) {
            menu.add(item(id));
        }
        return menu;
    }

    private JMenuItem item(String id) {
        JMenuItem item = new JMenuItem(actions.get(id));
        item.setName(id);
        return item;
    }

    /** The commands in the action tree's menu of an action or frame node. */
    public void addToTreeMenu(JPopupMenu menu, int action, int frame) {
        menu.addSeparator();
        menu.add(item(RoActions.COPY_ACTIONS));
        menu.add(item(RoActions.PASTE_ACTIONS));
        menu.add(item(RoActions.PASTE_ACTIONS_OVER));
        menu.add(item(RoActions.MIRROR_VERTICALLY));
        if (frame >= 0) {
            menu.add(item(RoActions.MERGE_LAYERS));
        }
    }

    /** The commands in the sprite strip's context menu. */
    public void addToStripMenu(JPopupMenu menu) {
        menu.addSeparator();
        menu.add(item(RoActions.FIND_USAGE));
        menu.add(item(RoActions.CONVERT_IMAGE));
        menu.add(item(RoActions.REMOVE_UNUSED_IMAGES));
    }

    private int imageCount() {
        return context.document().sheet().indexedImages().size() + context.document().sheet().rgbaImages().size();
    }

    private List<ImageRef> selectedImages() {
        return context.strip().selected();
    }

    private boolean clipHoldsActions() {
        return context.clipboard().get().filter(c -> c.kind() == SpriteClip.Kind.ACTIONS).isPresent();
    }

    private void run(Runnable command) {
        context.edits().edit(command);
        actions.refresh();
    }

    /** Opens (or brings forward) the list of the layers showing the selected image. */
    void findUsage() {
        List<ImageRef> selected = selectedImages();
        if (selected.size() != 1) {
            context.message("Select one image to find where it is used.");
            return;
        }
        if (usageDialog == null || !usageDialog.isDisplayable()) {
            usageDialog = new ImageUsageDialog(context);
        }
        usageDialog.show(selected.get(0));
    }

    private void removeUnusedImages() {
        SpriteDocument doc = context.document();
        List<ImageRef> unused = ImageUsage.unusedImages(doc.act(), doc.sheet());
        if (unused.isEmpty()) {
            context.message("Every image is shown by a layer; nothing to remove.");
            return;
        }
        int answer = JOptionPane.showConfirmDialog(context.parent(), "<html><body style='width: 420px'>"
                + count(unused.size(), "image")
                + " no layer shows: " + names(unused) + ".<br>Delete " + (unused.size() == 1 ? "it" : "them")
                + "? Layers showing later images follow them (Undo brings them back).</html>",
                "Remove Unused Images", JOptionPane.OK_CANCEL_OPTION);
        if (answer == JOptionPane.OK_OPTION) {
            run(() -> {
                List<ImageRef> removed = doc.editor().housekeeping().removeUnusedImages();
                context.message("Removed " + count(removed.size(), "unused image") + ".");
            });
        }
    }

    private static String names(List<ImageRef> refs) {
        List<String> shown = refs.stream().limit(8).map(ImageRef::toString).toList();
        return String.join(", ", shown) + (refs.size() > shown.size() ? " and " + (refs.size() - shown.size())
                + " more" : "");
    }

    private void convertImage() {
        List<ImageRef> selected = selectedImages();
        if (selected.size() != 1) {
            context.message("Select one image to convert.");
            return;
        }
        ImageRef ref = selected.get(0);
        SpriteDocument doc = context.document();
        run(() -> {
            boolean exact = true;
            Object image = SheetRules.image(doc.sheet(), ref);
            if (image instanceof RgbaImage rgba && doc.sheet().hasPalette()) {
                exact = ImageConversion.toRgba(ImageConversion.toIndexed(rgba, doc.sheet().palette()),
                        doc.sheet().palette()).equals(rgba);
            }
            ImageRef now = doc.editor().sheet().convertImage(ref);
            context.strip().imageList().setSelectedValue(now, true);
            context.message("Converted " + ref + " to " + now + (ref.type() == 0 ? " (exact)." : exact
                    ? ": every colour is in the palette, so it is exact."
                    : ": colours the palette lacks became the nearest entry, translucent pixels opaque or"
                    + " transparent."));
        });
    }

    private void mergeLayers() {
        FrameRef frame = context.state().frameRef();
        run(() -> {
            ImageRef ref = context.document().editor().housekeeping().mergeLayers(frame);
            context.state().selectLayers(List.of(0));
            context.message("Merged the layers of frame " + frame.frame() + " into " + ref + ".");
        });
    }

    private void magnify() {
        JSpinner factor = new JSpinner(new SpinnerNumberModel(2, 2, Magnify.MAX_FACTOR, 1));
        factor.setName("magnifyFactor");
        JPanel panel = new JPanel(new MigLayout("wrap 2"));
        panel.add(new javax.swing.JLabel("Make every image, position and anchor"));
        panel.add(factor, "split 2");
        panel.add(new javax.swing.JLabel("times larger"));
        int answer = JOptionPane.showConfirmDialog(context.parent(), panel, "Magnify Sprite",
                JOptionPane.OK_CANCEL_OPTION, JOptionPane.PLAIN_MESSAGE);
        if (answer == JOptionPane.OK_OPTION) {
            int k = (Integer) factor.getValue();
            run(() -> {
                Magnify result = context.document().editor().housekeeping().magnify(k);
                context.message("Magnified " + k + " times: " + count(result.images().size(), "image")
                        + (result.approximate() == 0 ? "." : "; " + count(result.approximate(), "scaled layer")
                        + " placed to the nearest pixel."));
            });
        }
    }

    /** The anchor commands' choices: the actions they work on and whether frames with an anchor keep it. */
    private record AnchorChoice(List<Integer> actions, boolean onlyMissing) {
    }

    private AnchorChoice askAnchorScope(String title, String what) {
        JCheckBox selectedOnly = new JCheckBox("Only the selected actions (" + context.actions().size() + ")");
        selectedOnly.setName("anchorsSelectedOnly");
        JCheckBox onlyMissing = new JCheckBox("Keep the anchors frames already have");
        onlyMissing.setName("anchorsOnlyMissing");
        JPanel panel = new JPanel(new MigLayout("wrap 1"));
        panel.add(new javax.swing.JLabel("<html>" + what + "</html>"));
        panel.add(selectedOnly);
        panel.add(onlyMissing);
        int answer = JOptionPane.showConfirmDialog(context.parent(), panel, title, JOptionPane.OK_CANCEL_OPTION,
                JOptionPane.PLAIN_MESSAGE);
        if (answer != JOptionPane.OK_OPTION) {
            return null;
        }
        List<Integer> all = java.util.stream.IntStream.range(0, context.document().act().animations().size())
                .boxed().toList();
        return new AnchorChoice(selectedOnly.isSelected() ? context.actions() : all, onlyMissing.isSelected());
    }

    private void defaultAnchors() {
        AnchorChoice choice = askAnchorScope("Default Anchors", "One anchor per frame at (0, -56), the mannequin's"
                + " neck,<br>where bodies and heads put it, so heads, headgear and garments attach.");
        if (choice != null) {
            run(() -> {
                AnchorTools.Result result = context.document().editor().housekeeping().defaultAnchors(choice.actions(),
                        choice.onlyMissing());
                context.message("Set default anchors on " + count(result.frames(), "frame") + ".");
            });
        }
    }

    private void importAnchors() {
        FileChoosers.openOne(context.parent(), "Import anchors from an ACT",
                new FileNameExtensionFilter("Ragnarok animations (*.act)", "act")).ifPresent(this::importAnchors);
    }

    /** Reads {@code file} off the event thread, then asks which frames take its anchors. */
    public void importAnchors(File file) {
        Path path = file.toPath();
        BackgroundWork.run(() -> ActReader.read(path).value(), source -> {
            AnchorChoice choice = askAnchorScope("Import Anchors", "Each frame takes the anchors of the same"
                    + " frame of " + path.getFileName() + ".");
            if (choice != null) {
                run(() -> {
                    AnchorTools.Result result = context.document().editor().housekeeping().importAnchors(source,
                            choice.actions(), choice.onlyMissing());
                    context.message("Imported the anchors of " + count(result.frames(), "frame") + " from "
                            + path.getFileName() + (result.missing() == 0 ? "." : "; it has no frame for "
                            + count(result.missing(), "frame") + ", which kept theirs."));
                });
            }
        }, problem -> context.message("Could not read " + path.getFileName() + ": " + problem));
    }

    private void mirrorVertically() {
        List<FrameRef> frames = context.frames();
        run(() -> {
            int approximate = context.document().editor().housekeeping().mirrorVertically(frames);
            context.message("Mirrored " + count(frames.size(), "frame") + " vertically" + (approximate == 0 ? "."
                    : "; " + count(approximate, "scaled layer") + " placed to the nearest pixel."));
        });
    }

    /** Copies the selected actions (or the one shown) to the shared clipboard. */
    void copyActions() {
        List<Integer> chosen = context.actions();
        run(() -> {
            context.clipboard().set(context.document().editor().clipboard().copyActions(chosen));
            context.message("Copied " + count(chosen.size(), "action") + "; paste them here or in another sprite.");
        });
    }

    /** Pastes copied actions after the action shown, or over it and the ones after it. */
    void pasteActions(boolean over) {
        SpriteClip clip = context.clipboard().get().filter(c -> c.kind() == SpriteClip.Kind.ACTIONS).orElse(null);
        if (clip == null) {
            context.message("The clipboard holds no whole actions.");
            return;
        }
        int shown = context.state().action();
        int at = over ? shown : Math.min(shown + 1, context.document().act().animations().size());
        run(() -> {
            PasteResult result = context.document().editor().clipboard().pasteActions(clip, at, over);
            context.state().setFrame(at, 0);
            context.message((over ? "Pasted over " : "Pasted ") + count(clip.size(), "action")
                    + (result.addedImages().isEmpty() ? "" : ", adding " + count(result.addedImages().size(),
                    "image")) + (result.addedEvents().isEmpty() ? "" : " and " + count(result.addedEvents().size(),
                    "event")) + ".");
        });
    }

    static String count(int n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }
}

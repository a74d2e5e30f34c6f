package dev.marionette.editor.ro.tools;

import dev.marionette.editor.io.BackgroundWork;
import dev.marionette.editor.io.FileChoosers;
import dev.marionette.editor.ro.palette.PaletteWindow;
import dev.marionette.editor.ro.shared.RoActions;
import dev.marionette.io.palette.PaletteFiles;
import dev.marionette.model.ro.FrameRef;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.model.ro.tools.AttachmentSetup;
import dev.marionette.model.ro.tools.ImageTrim;
import dev.marionette.model.ro.tools.PaletteTools;
import dev.marionette.model.spr.Palette;
import dev.marionette.render.ro.SpriteKind;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import javax.swing.JFileChooser;
import javax.swing.JMenu;
import javax.swing.JOptionPane;
import javax.swing.JPopupMenu;
import javax.swing.filechooser.FileNameExtensionFilter;

/**
 * The animator's tools and palette work of one sprite tab: registers their actions (so the Animation and
 * Palette menus, the context menus and the keys all run the same thing), works out what they apply to from
 * the selection, and opens their dialogs. Each command is one undo step of the document.
 */
public final class AnimatorTools {

    private final ToolContext context;
    private final RoActions actions;
    private final dev.marionette.model.doc.DocumentListener refresh;

    public AnimatorTools(ToolContext context) {
        this.context = context;
        this.actions = context.commands();
        this.refresh = e -> actions.refresh();
    }

    /** Registers the actions with the tab's others. */
    public void register() {
        SpriteDocument doc = context.document();
        actions.add(RoActions.IN_BETWEENS, this::inBetweens).enabledWhen(() -> context.state().frameCount() > 1);
        actions.add(RoActions.INTERPOLATE_LAYERS, this::interpolateLayers)
                .enabledWhen(() -> context.state().frameCount() > 2);
        actions.add(RoActions.REVERSE, this::reverse).enabledWhen(() -> context.state().frameCount() > 1);
        actions.add(RoActions.COPY_ACTION, () -> open(new CopyActionDialog(context, context.action())))
                .enabledWhen(() -> doc.act().animations().size() > 1);
        actions.add(RoActions.ADD_SPRITE, this::addSprite).enabledWhen(() -> imageCount() > 0);
        actions.add(RoActions.SET_UP, this::setUp);
        actions.add(RoActions.EFFECTS, () -> open(new EffectsDialog(context, context.framesByAction())))
                .enabledWhen(() -> context.state().currentFrame() != null);
        actions.add(RoActions.PALETTE_EDITOR, () -> context.strip().showPalette(context::message))
                .enabledWhen(() -> doc.sheet().hasPalette());
        actions.add(RoActions.DYE_PREVIEW, () -> {
            context.strip().showPalette(context::message);
            PaletteWindow.openDyePreview(context.strip().paletteWindow());
        }).enabledWhen(() -> doc.sheet().hasPalette());
        actions.add(RoActions.ADJUST_COLOURS, this::adjustColours).enabledWhen(() -> doc.sheet().hasPalette());
        actions.add(RoActions.IMPORT_PALETTE, this::importPalette);
        actions.add(RoActions.REMOVE_UNUSED_COLOURS, this::removeUnusedColours)
                .enabledWhen(() -> doc.sheet().hasPalette());
        actions.add(RoActions.TRIM_IMAGES, this::trim).enabledWhen(() -> imageCount() > 0);
        doc.addDocumentListener(refresh);
    }

    /** Stops listening to the document. */
    public void dispose() {
        context.document().removeDocumentListener(refresh);
    }

    private int imageCount() {
        return context.document().sheet().indexedImages().size() + context.document().sheet().rgbaImages().size();
    }

    /** The Animation and Palette menus. */
    public List<JMenu> menus() {
        JMenu animation = new JMenu("Animation");
        animation.setName("menu.animation");
        animation.setMnemonic('A');
        for (String id : List.of(RoActions.IN_BETWEENS, RoActions.INTERPOLATE_LAYERS, RoActions.REVERSE,
                RoActions.COPY_ACTION, RoActions.ADD_SPRITE)) {
            animation.add(item(id));
        }
        animation.addSeparator();
        animation.add(item(RoActions.EFFECTS));
        animation.addSeparator();
        animation.add(item(RoActions.SET_UP));
        JMenu palette = new JMenu("Palette");
        palette.setName("menu.palette");
        palette.setMnemonic('P');
        for (String id : List.of(RoActions.PALETTE_EDITOR, RoActions.DYE_PREVIEW, RoActions.ADJUST_COLOURS,
                RoActions.IMPORT_PALETTE, RoActions.REMOVE_UNUSED_COLOURS,
                RoActions.TRIM_IMAGES)) {
            palette.add(item(id));
        }
        return List.of(animation, palette);
    }

    private javax.swing.JMenuItem item(String id) {
        javax.swing.JMenuItem item = new javax.swing.JMenuItem(actions.get(id));
        item.setName(id);
        return item;
    }

    /** The tools in the action tree's menu of an action or frame node. */
    public void addToTreeMenu(JPopupMenu menu, int action, int frame) {
        if (frame >= 0) {
            menu.add(actions.get(RoActions.IN_BETWEENS));
            menu.add(actions.get(RoActions.INTERPOLATE_LAYERS));
        }
        menu.add(actions.get(RoActions.REVERSE));
        menu.add(actions.get(RoActions.COPY_ACTION));
        menu.add(actions.get(RoActions.ADD_SPRITE));
        menu.add(actions.get(RoActions.EFFECTS));
    }

    /** The tools in the canvas's context menu. */
    public void addToCanvasMenu(JPopupMenu menu) {
        menu.add(actions.get(RoActions.INTERPOLATE_LAYERS));
        menu.add(actions.get(RoActions.EFFECTS));
    }

    /** The tools in the sprite strip's context menu. */
    public void addToStripMenu(JPopupMenu menu) {
        menu.add(actions.get(RoActions.ADD_SPRITE));
        menu.add(actions.get(RoActions.TRIM_IMAGES));
        menu.addSeparator();
        menu.add(actions.get(RoActions.ADJUST_COLOURS));
        menu.add(actions.get(RoActions.REMOVE_UNUSED_COLOURS));
    }

    private void open(ToolDialog dialog) {
        dialog.open();
        actions.refresh();
    }

    private void run(Runnable command) {
        context.edits().edit(command);
    }

    private void inBetweens() {
        List<FrameRef> selected = context.tree().selectedFrames();
        int action = context.action();
        int first = context.frame();
        if (selected.size() == 2 && selected.get(0).action() == selected.get(1).action()) {
            action = selected.get(0).action();
            int size = context.document().act().animations().get(action).frames().size();
            int a = selected.get(0).frame();
            int b = selected.get(1).frame();
            first = a == 0 && b == size - 1 ? b : a;
        }
        InBetweenDialog dialog = new InBetweenDialog(context, action, first);
        if (dialog.open() && !dialog.inserted().isEmpty()) {
            FrameRef at = dialog.inserted().get(0);
            context.state().setFrame(at.action(), at.frame());
            context.message("Inserted " + dialog.inserted().size() + " in-betweens.");
        }
        actions.refresh();
    }

    private void interpolateLayers() {
        List<FrameRef> selected = context.tree().selectedFrames();
        int action = context.action();
        int first = context.frame();
        int last = context.state().frameCount() - 1;
        int second = last;
        if (selected.size() >= 2 && selected.stream().allMatch(f -> f.action() == selected.get(0).action())) {
            action = selected.get(0).action();
            first = selected.get(0).frame();
            second = selected.get(selected.size() - 1).frame();
        } else if (first == last) {
            first = 0;
        }
        open(new LayerTweenDialog(context, action, first, second, context.state().selectedLayers()));
    }

    private void reverse() {
        run(() -> {
            List<FrameRef> frames = context.tree().selectedFrames();
            Map<Integer, TreeSet<Integer>> byAction = context.framesByAction();
            boolean partOfOneAction = byAction.size() == 1 && frames.size() > 1 && frames.size()
                    < context.document().act().animations().get(frames.get(0).action()).frames().size();
            if (partOfOneAction) {
                context.document().editor().animation().reverseFrames(frames);
                context.message("Reversed " + frames.size() + " frames.");
            } else {
                context.document().editor().animation().reverseActions(context.actions());
                context.message("Reversed " + context.actions().size() + " action(s).");
            }
        });
    }

    private void addSprite() {
        List<ImageRef> strip = context.strip().selected();
        open(new AddSpriteDialog(context, strip.isEmpty() ? null : strip.get(0), context.actions()));
    }

    private void setUp() {
        SpriteKind kind = context.kind();
        AttachmentSetup.Part part = switch (kind) {
            case HEAD -> AttachmentSetup.Part.HEAD;
            case GARMENT -> AttachmentSetup.Part.GARMENT;
            default -> AttachmentSetup.Part.HEADGEAR;
        };
        open(new SetUpDialog(context, part));
    }

    private void adjustColours() {
        run(() -> open(new AdjustColoursDialog(context, 1, Palette.SIZE - 1)));
    }

    private void importPalette() {
        JFileChooser chooser = FileChoosers.create(context.parent());
        chooser.setDialogTitle("Import a palette (SPR, PAL, ACT colour table)");
        chooser.setFileFilter(new FileNameExtensionFilter("Palettes and sprite sheets (*.spr, *.pal, *.act)", "spr",
                "pal", "act"));
        if (chooser.showOpenDialog(context.parent()) == JFileChooser.APPROVE_OPTION) {
            importPalette(chooser.getSelectedFile());
        }
    }

    /**
     * Reads a palette file off the event thread and makes it the sheet's palette (one undo step). A file with
     * fewer than 256 colours first asks what becomes of the entries it does not hold: kept as the sheet has
     * them (the default), made black, or nothing imported.
     */
    public void importPalette(File file) {
        Path path = file.toPath();
        BackgroundWork.run(() -> PaletteFiles.readFile(Files.readAllBytes(path), String.valueOf(path.getFileName())),
                read -> applyPalette(path, read),
                problem -> context.message("Could not import " + path.getFileName() + ": " + problem));
    }

    private void applyPalette(Path path, PaletteFiles.PaletteFile read) {
        Palette current = context.document().sheet().palette();
        Palette palette = read.palette();
        String rest = "";
        if (read.isShort() && current != null) {
            int answer = askShortPalette(path, read.colours());
            if (answer == SHORT_CANCEL) {
                context.message("Kept the palette as it was.");
                return;
            }
            if (answer == SHORT_KEEP) {
                palette = current.withFirstEntriesOf(read.palette(), read.colours());
                rest = "; entries " + read.colours() + "-255 kept";
            } else {
                rest = "; entries " + read.colours() + "-255 made black";
            }
        }
        Palette imported = palette;
        String kept = rest;
        run(() -> {
            context.document().editor().palette().importPalette(imported);
            context.message("Imported the palette of " + path.getFileName() + kept + ".");
        });
    }

    private static final int SHORT_KEEP = 0;
    private static final int SHORT_CANCEL = 2;

    /** Asks what becomes of the entries a short palette file does not hold. */
    private int askShortPalette(Path file, int colours) {
        Object[] options = {"Keep the sheet's", "Make them black", "Cancel"};
        int answer = JOptionPane.showOptionDialog(context.parent(), "<html>" + file.getFileName() + " holds only "
                + colours + (colours == 1 ? " colour (entry 0)" : " colours (entries 0-" + (colours - 1) + ")")
                + ".<br>What should entries " + colours + "-255 of this sprite's palette be?</html>",
                "Import Palette", JOptionPane.YES_NO_CANCEL_OPTION, JOptionPane.QUESTION_MESSAGE, null, options,
                options[SHORT_KEEP]);
        return answer < 0 ? SHORT_CANCEL : answer;
    }

    private void removeUnusedColours() {
        int answer = JOptionPane.showConfirmDialog(context.parent(), "<html>Move the colours the images use to the front"
                + " of the palette and free the others?<br>Every image keeps its look. Palette files made for this"
                + " sprite (dyes) will no longer match it.</html>", "Remove Unused Colours",
                JOptionPane.OK_CANCEL_OPTION);
        if (answer == JOptionPane.OK_OPTION) {
            run(() -> {
                PaletteTools.Compacted result = context.document().editor().palette().removeUnusedColours(true);
                context.message("Freed " + result.removed() + " palette entries.");
            });
        }
    }

    private void trim() {
        run(() -> {
            List<ImageRef> selected = context.strip().selected();
            ImageTrim.Plan plan = context.document().editor().palette().trimImages(selected);
            int moved = plan.layers().size();
            context.message("Trimmed " + count(plan.images().size(), "image") + "; "
                    + (moved == 0 ? "no layer had to move" : count(moved, "layer") + " moved to keep "
                    + (moved == 1 ? "its" : "their") + " pixels in place")
                    + (plan.approximate().isEmpty() ? "." : ", " + plan.approximate().size()
                    + " scaled or turned ones to the nearest pixel."));
        });
    }

    private static String count(int n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }
}

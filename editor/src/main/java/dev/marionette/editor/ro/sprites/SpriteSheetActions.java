package dev.marionette.editor.ro.sprites;

import dev.marionette.editor.io.BackgroundWork;
import dev.marionette.editor.io.FileChoosers;
import dev.marionette.editor.kit.TabEdits;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.ImageUsage;
import dev.marionette.model.ro.SheetRules;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.model.spr.SprVersion;
import java.awt.Component;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javax.swing.ButtonGroup;
import javax.swing.JCheckBox;
import javax.swing.JFileChooser;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JRadioButton;
import javax.swing.filechooser.FileNameExtensionFilter;
import net.miginfocom.swing.MigLayout;

/**
 * The sprite strip's commands. Pictures are read and converted on a worker ({@link SpriteImport}: a palette
 * picture drawn with the sheet's palette keeps its indices, others are matched by colour, and the message
 * says which); the sheet is changed on the event thread through the document's facade, one undo step per
 * command. Layers follow their images: deleting images that layers show first says how many layers in how
 * many frames and actions would be left empty, and offers to cancel.
 */
final class SpriteSheetActions {

    private final SpriteDocument document;
    private final Supplier<List<ImageRef>> selection;
    private final TabEdits messages;
    private final Component parent;

    SpriteSheetActions(SpriteDocument document, Supplier<List<ImageRef>> selection, TabEdits messages,
            Component parent) {
        this.document = document;
        this.selection = selection;
        this.messages = messages;
        this.parent = parent;
    }

    /** The choice of image kind for imported pictures. */
    record Kind(boolean indexed, boolean dither) {
    }

    private Kind askKind(String title) {
        boolean hasPalette = document.sheet().palette() != null;
        JRadioButton indexed = new JRadioButton("Indexed: a picture drawn with this palette keeps its indices, others"
                + " are matched to it", hasPalette);
        JRadioButton rgba = new JRadioButton("RGBA (true colour with alpha)", !hasPalette);
        indexed.setEnabled(hasPalette);
        rgba.setEnabled(SprVersion.hasRgbaImages(document.sprVersion()));
        if (!rgba.isEnabled()) {
            indexed.setSelected(true);
        }
        ButtonGroup group = new ButtonGroup();
        group.add(indexed);
        group.add(rgba);
        JCheckBox dither = new JCheckBox("Dither colours the palette lacks");
        JPanel panel = new JPanel(new MigLayout("wrap 1"));
        panel.add(indexed);
        panel.add(dither, "gapleft 20");
        panel.add(rgba);
        int answer = JOptionPane.showConfirmDialog(parent, panel, title, JOptionPane.OK_CANCEL_OPTION,
                JOptionPane.PLAIN_MESSAGE);
        return answer == JOptionPane.OK_OPTION ? new Kind(indexed.isSelected(), dither.isSelected()) : null;
    }

    private File[] choosePictures(boolean multiple) {
        JFileChooser chooser = FileChoosers.create(parent);
        chooser.setMultiSelectionEnabled(multiple);
        chooser.setFileFilter(new FileNameExtensionFilter("Pictures (*.png, *.gif, *.bmp)", "png", "gif", "bmp"));
        if (chooser.showOpenDialog(parent) != JFileChooser.APPROVE_OPTION) {
            return new File[0];
        }
        return multiple ? chooser.getSelectedFiles() : new File[] {chooser.getSelectedFile()};
    }

    void importPictures() {
        File[] files = choosePictures(true);
        if (files.length == 0) {
            return;
        }
        Kind kind = askKind("Import " + files.length + (files.length == 1 ? " picture" : " pictures"));
        if (kind != null) {
            importFiles(files, kind);
        }
    }

    /** Reads, converts and adds {@code files} as new images, one undo step. */
    void importFiles(File[] files, Kind kind) {
        convertThen(files, kind, conversions -> {
            List<Object> images = conversions.stream().map(SpriteImport.Conversion::image).toList();
            String name = images.size() == 1 ? "Import image" : "Import " + images.size() + " images";
            if (run(() -> document.compound(name, () -> images.forEach(i -> document.editor().sheet().addImage(i))))) {
                messages.message((images.size() == 1 ? "Imported " + files[0].getName() : "Imported " + images.size()
                        + " pictures") + describe(files, conversions));
            }
        });
    }

    void replaceSelected() {
        List<ImageRef> selected = selection.get();
        if (selected.size() != 1) {
            messages.message("Select one image to replace.");
            return;
        }
        File[] files = choosePictures(false);
        if (files.length == 0) {
            return;
        }
        ImageRef ref = selected.get(0);
        boolean indexed = ref.type() == 0;
        Kind kind = indexed ? askKind("Replace " + ref) : new Kind(false, false);
        if (kind != null) {
            replace(ref, files[0], new Kind(indexed, kind.dither()));
        }
    }

    /** Reads and converts {@code file} and puts it in the place of image {@code ref}, one undo step. */
    void replace(ImageRef ref, File file, Kind kind) {
        convertThen(new File[] {file}, kind, conversions -> {
            Object image = conversions.get(0).image();
            if (SheetRules.block(document.sheet(), ref.type()).size() > ref.index()
                    && SheetRules.image(document.sheet(), ref).equals(image)) {
                messages.message(file.getName() + " holds exactly " + ref + ": nothing changed.");
                return;
            }
            if (run(() -> document.editor().sheet().replaceImage(ref, image))) {
                messages.message("Replaced " + ref + " with " + file.getName() + describe(new File[] {file},
                        conversions));
            }
        });
    }

    /**
     * What became of the pictures: kept their indices (drawn with the sheet's palette), or matched by colour,
     * naming the first palette picture that could not keep its indices and why.
     */
    private static String describe(File[] files, List<SpriteImport.Conversion> conversions) {
        long kept = conversions.stream().filter(SpriteImport.Conversion::keptIndices).count();
        long matched = conversions.stream().filter(c -> c.image() instanceof dev.marionette.model.spr.IndexedImage
                && !c.keptIndices()).count();
        StringBuilder text = new StringBuilder();
        if (kept > 0) {
            text.append(conversions.size() == 1 ? ": its palette is the sheet's, so it keeps its indices"
                    : "; " + kept + " kept their indices (drawn with the sheet's palette)");
        }
        if (matched > 0) {
            text.append(conversions.size() == 1 ? ": its colours were matched to the sheet's palette"
                    : "; " + matched + " had their colours matched to the sheet's palette");
            for (int i = 0; i < conversions.size(); i++) {
                if (conversions.get(i).matchedReason().isPresent()) {
                    text.append(" (").append(conversions.size() == 1 ? "" : files[i].getName() + ": ")
                            .append("its palette is not the sheet's: ")
                            .append(conversions.get(i).matchedReason().get()).append(")");
                    break;
                }
            }
        }
        return text.append('.').toString();
    }

    void deleteSelected() {
        List<ImageRef> selected = selection.get();
        if (selected.isEmpty()) {
            return;
        }
        ImageUsage usage = ImageUsage.of(document.act(), selected);
        if (!usage.unused() && !confirmDelete(selected, usage)) {
            messages.message("Nothing deleted.");
            return;
        }
        run(() -> document.compound("Delete images", () -> {
            for (int type = 1; type >= 0; type--) {
                int t = type;
                List<Integer> indexes = selected.stream().filter(r -> r.type() == t).map(ImageRef::index).toList();
                if (!indexes.isEmpty()) {
                    document.editor().sheet().removeImages(t, indexes);
                }
            }
        }));
    }

    /** Asks whether to delete images that layers show, saying how many; true to go ahead. */
    private boolean confirmDelete(List<ImageRef> selected, ImageUsage usage) {
        String images = selected.size() == 1 ? selected.get(0).toString() : selected.size() + " images";
        String them = selected.size() == 1 ? "it" : "them";
        String subject = selected.size() == 1 ? Character.toUpperCase(images.charAt(0)) + images.substring(1) + " is"
                : "The " + images + " are";
        String message = "<html>" + subject + " shown by " + usage
                + ".<br>Deleting " + them + " leaves " + (usage.layers() == 1 ? "that layer" : "those layers")
                + " empty (Undo brings " + them + " back).</html>";
        Object[] options = {"Delete", "Cancel"};
        int answer = JOptionPane.showOptionDialog(parent, message, "Delete " + images, JOptionPane.OK_CANCEL_OPTION,
                JOptionPane.WARNING_MESSAGE, null, options, options[1]);
        return answer == 0;
    }

    /**
     * Moves the one selected image {@code step} places within its block (indexed or RGBA), one undo step;
     * layers follow. Returns its new place, or null when nothing moved.
     */
    ImageRef moveSelected(int step) {
        List<ImageRef> selected = selection.get();
        if (!canMove(selected, step)) {
            return null;
        }
        ImageRef ref = selected.get(0);
        return messages.result(() -> document.editor().sheet().moveImagesTo(ref.type(), List.of(ref.index()),
                ref.index() + step).get(0)).orElse(null);
    }

    /** True when exactly one image is selected and it can move {@code step} places within its block. */
    boolean canMove(List<ImageRef> selected, int step) {
        if (selected.size() != 1) {
            return false;
        }
        ImageRef ref = selected.get(0);
        var sheet = document.sheet();
        int size = ref.type() == 0 ? sheet.indexedImages().size() : sheet.rgbaImages().size();
        int target = ref.index() + step;
        return target >= 0 && target < size;
    }

    void exportSelected() {
        List<ImageRef> selected = selection.get();
        if (selected.size() != 1) {
            messages.message("Select one image to export.");
            return;
        }
        ImageRef ref = selected.get(0);
        JFileChooser chooser = FileChoosers.create(parent);
        chooser.setSelectedFile(new File(ref.toString().replace(' ', '_') + ".png"));
        if (chooser.showSaveDialog(parent) != JFileChooser.APPROVE_OPTION) {
            return;
        }
        export(ref, chooser.getSelectedFile().toPath());
    }

    /**
     * Writes image {@code ref} as a PNG file on a worker: an indexed image as a palette PNG with the sheet's
     * palette (index 0 transparent), an RGBA image as an RGBA PNG.
     */
    void export(ImageRef ref, Path target) {
        var sheet = document.sheet();
        if (sheet.imageWidth(ref.type(), ref.index()) == 0 || sheet.imageHeight(ref.type(), ref.index()) == 0) {
            messages.message(ref + " has no pixels (" + sheet.imageWidth(ref.type(), ref.index()) + "x"
                    + sheet.imageHeight(ref.type(), ref.index()) + "); there is nothing to export.");
            return;
        }
        var shown = sheet.copy();
        BackgroundWork.write(() -> SpriteImport.writePng(shown, ref, target),
                () -> messages.message("Exported " + ref + " to " + target.getFileName() + (ref.type() == 0
                        ? " (a palette PNG with the sheet's palette)" : " (an RGBA PNG)")),
                problem -> messages.message("Could not export to " + target.getFileName() + ": " + problem));
    }

    /** Reads and converts pictures on a worker, then hands the images to {@code then} on the event thread. */
    private void convertThen(File[] files, Kind kind, Consumer<List<SpriteImport.Conversion>> then) {
        var palette = document.sheet().palette();
        BackgroundWork.run(() -> {
            List<SpriteImport.Conversion> images = new ArrayList<>();
            for (File f : files) {
                images.add(SpriteImport.convert(SpriteImport.read(f.toPath()), kind.indexed(), kind.dither(),
                        palette));
            }
            return images;
        }, then, messages::message);
    }

    /** Runs an edit; a refusal becomes a message. True when it ran. */
    private boolean run(Runnable command) {
        return messages.edit(command);
    }
}

package dev.marionette.editor.ro.sprites;

import dev.marionette.editor.io.FileChoosers;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.model.spr.RgbaImage;
import dev.marionette.model.spr.SprVersion;
import java.awt.Component;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javax.imageio.ImageIO;
import javax.swing.ButtonGroup;
import javax.swing.JCheckBox;
import javax.swing.JFileChooser;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JRadioButton;
import javax.swing.SwingWorker;
import javax.swing.filechooser.FileNameExtensionFilter;
import net.miginfocom.swing.MigLayout;

/**
 * The sprite strip's commands. Pictures are read and converted on a worker; the sheet is changed on the
 * event thread through the document's facade, one undo step per command. Layers follow their images (a
 * deleted image leaves its layers empty).
 */
final class SpriteSheetActions {

    private final SpriteDocument document;
    private final Supplier<List<ImageRef>> selection;
    private final Consumer<String> messages;
    private final Component parent;

    SpriteSheetActions(SpriteDocument document, Supplier<List<ImageRef>> selection, Consumer<String> messages,
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
        JRadioButton indexed = new JRadioButton("Indexed, matched to the palette", hasPalette);
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
            convertThen(files, kind, this::addImages);
        }
    }

    /** Adds converted images, one undo step. */
    void addImages(List<Object> images) {
        String name = images.size() == 1 ? "Import image" : "Import " + images.size() + " images";
        run(() -> document.compound(name, () -> images.forEach(i -> document.editor().sheet().addImage(i))));
    }

    void replaceSelected() {
        List<ImageRef> selected = selection.get();
        if (selected.size() != 1) {
            messages.accept("Select one image to replace.");
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
            convertThen(files, new Kind(indexed, kind.dither()), images -> run(() ->
                    document.editor().sheet().replaceImage(ref, images.get(0))));
        }
    }

    void deleteSelected() {
        List<ImageRef> selected = selection.get();
        if (selected.isEmpty()) {
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
        try {
            return document.editor().sheet().moveImagesTo(ref.type(), List.of(ref.index()), ref.index() + step)
                    .get(0);
        } catch (EditRejectedException e) {
            messages.accept(e.getMessage());
            return null;
        }
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
            messages.accept("Select one image to export.");
            return;
        }
        ImageRef ref = selected.get(0);
        JFileChooser chooser = FileChoosers.create(parent);
        chooser.setSelectedFile(new File(ref.toString().replace(' ', '_') + ".png"));
        if (chooser.showSaveDialog(parent) != JFileChooser.APPROVE_OPTION) {
            return;
        }
        BufferedImage picture = SpriteImport.toPicture(new dev.marionette.editor.ro.render.SpriteImageCache(
                document.sheet()).image(ref.type(), ref.index(), dev.marionette.model.act.SpriteLayer.DEFAULT_TINT));
        Path target = chooser.getSelectedFile().toPath();
        new SwingWorker<Void, Void>() {
            @Override
            protected Void doInBackground() throws IOException {
                if (!ImageIO.write(picture, "png", target.toFile())) {
                    throw new IOException("no PNG writer available");
                }
                return null;
            }

            @Override
            protected void done() {
                try {
                    get();
                    messages.accept("Exported " + ref + " to " + target.getFileName());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (ExecutionException e) {
                    messages.accept("Could not export to " + target.getFileName() + ": " + e.getCause().getMessage());
                }
            }
        }.execute();
    }

    /** Reads and converts pictures on a worker, then hands the images to {@code then} on the event thread. */
    private void convertThen(File[] files, Kind kind, Consumer<List<Object>> then) {
        var palette = document.sheet().palette();
        new SwingWorker<List<Object>, Void>() {
            @Override
            protected List<Object> doInBackground() throws IOException {
                List<Object> images = new ArrayList<>();
                for (File f : files) {
                    RgbaImage picture = SpriteImport.read(f.toPath());
                    images.add(SpriteImport.convert(picture, kind.indexed(), kind.dither(), palette));
                }
                return images;
            }

            @Override
            protected void done() {
                try {
                    then.accept(get());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (ExecutionException e) {
                    messages.accept(e.getCause().getMessage());
                }
            }
        }.execute();
    }

    private void run(Runnable command) {
        try {
            command.run();
        } catch (EditRejectedException e) {
            messages.accept(e.getMessage());
        }
    }
}

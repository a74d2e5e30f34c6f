package dev.marionette.editor.ro.pixel;

import dev.marionette.io.image.ImportedPicture;
import dev.marionette.editor.ro.sprites.PaletteMatcher;
import dev.marionette.io.image.SheetPaletteRule;
import dev.marionette.model.ro.pixel.FloatingPixels;
import dev.marionette.model.ro.pixel.PixelBuffer;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import java.awt.Image;
import java.awt.Toolkit;
import java.awt.datatransfer.Clipboard;
import java.awt.datatransfer.ClipboardOwner;
import java.awt.datatransfer.DataFlavor;
import java.awt.datatransfer.Transferable;
import java.awt.datatransfer.UnsupportedFlavorException;
import java.awt.image.BufferedImage;
import java.awt.image.IndexColorModel;
import java.io.IOException;
import java.util.Optional;

/**
 * Copy and paste of pixels through the system clipboard, so other programs (Aseprite, GIMP) give and take
 * them. A copy of an indexed image's pixels is an 8-bit palette picture with the sheet's colours, index 0
 * transparent; of an RGBA image, an ARGB picture. A paste into an indexed image keeps the picture's indices
 * when it is drawn with the sheet's palette and otherwise maps its colours onto the palette: the same rule as
 * importing a picture ({@link SheetPaletteRule}, {@link PaletteMatcher}). A paste into an RGBA image takes the
 * picture's ARGB. Without a system clipboard (some headless set-ups) the editor's own copy is used.
 */
final class PixelClipboard {

    /** What a paste gives: the pixels in the target's kind and, when colours were matched, why. */
    record Pasted(PixelBuffer pixels, String mappedBecause) {
    }

    private static BufferedImage ownCopy;

    private PixelClipboard() {
    }

    /** Puts the pixels on the clipboard. */
    static void copy(FloatingPixels pixels, boolean indexed, Palette palette) {
        BufferedImage image = toPicture(pixels, indexed, palette);
        ownCopy = image;
        Clipboard clipboard = system();
        if (clipboard != null) {
            try {
                clipboard.setContents(new Picture(image), (ClipboardOwner) null);
            } catch (IllegalStateException e) {
                // the clipboard is busy: the editor's own copy still pastes
            }
        }
    }

    /** The picture on the clipboard as pixels of the target's kind, or empty when there is none. */
    static Optional<Pasted> paste(boolean indexed, Palette palette) {
        BufferedImage image = fromSystem().orElse(ownCopy);
        if (image == null) {
            return Optional.empty();
        }
        return Optional.of(convert(ImportedPicture.of("the clipboard", image), indexed, palette));
    }

    /** A picture mapped onto the target's kind with the import rule. */
    static Pasted convert(ImportedPicture picture, boolean indexed, Palette palette) {
        if (!indexed) {
            return new Pasted(PixelBuffer.of(picture.argb()), null);
        }
        if (palette == null) {
            return new Pasted(new PixelBuffer(picture.width(), picture.height(), true), "the sheet has no palette");
        }
        Optional<String> mismatch = SheetPaletteRule.mismatch(picture, palette);
        IndexedImage image = mismatch.isEmpty() ? SheetPaletteRule.keepIndices(picture)
                : new PaletteMatcher(palette).toIndexed(picture.argb(), false);
        return new Pasted(PixelBuffer.of(image), mismatch.orElse(null));
    }

    static BufferedImage toPicture(FloatingPixels pixels, boolean indexed, Palette palette) {
        int w = Math.max(1, pixels.width());
        int h = Math.max(1, pixels.height());
        PixelBuffer p = pixels.pixels();
        if (indexed) {
            byte[] r = new byte[256];
            byte[] g = new byte[256];
            byte[] b = new byte[256];
            for (int i = 0; palette != null && i < 256; i++) {
                r[i] = (byte) palette.red(i);
                g[i] = (byte) palette.green(i);
                b[i] = (byte) palette.blue(i);
            }
            BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_BYTE_INDEXED,
                    new IndexColorModel(8, 256, r, g, b, 0));
            for (int y = 0; y < pixels.height(); y++) {
                for (int x = 0; x < pixels.width(); x++) {
                    out.getRaster().setSample(x, y, 0, pixels.inShape(x, y) ? p.get(x, y) : 0);
                }
            }
            return out;
        }
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        for (int y = 0; y < pixels.height(); y++) {
            for (int x = 0; x < pixels.width(); x++) {
                out.setRGB(x, y, pixels.inShape(x, y) ? p.get(x, y) : 0);
            }
        }
        return out;
    }

    private static Optional<BufferedImage> fromSystem() {
        Clipboard clipboard = system();
        if (clipboard == null) {
            return Optional.empty();
        }
        try {
            Transferable t = clipboard.getContents(null);
            if (t instanceof Picture own) {
                return Optional.of(own.image);
            }
            if (t == null || !t.isDataFlavorSupported(DataFlavor.imageFlavor)) {
                return Optional.empty();
            }
            Image image = (Image) t.getTransferData(DataFlavor.imageFlavor);
            if (image instanceof BufferedImage b) {
                return Optional.of(b);
            }
            BufferedImage b = new BufferedImage(image.getWidth(null), image.getHeight(null), BufferedImage.TYPE_INT_ARGB);
            b.createGraphics().drawImage(image, 0, 0, null);
            return Optional.of(b);
        } catch (IllegalStateException | UnsupportedFlavorException | IOException e) {
            return Optional.empty();
        }
    }

    private static Clipboard system() {
        try {
            return Toolkit.getDefaultToolkit().getSystemClipboard();
        } catch (UnsupportedOperationException | SecurityException e) {
            return null;
        }
    }

    /** A picture on the clipboard, as an image. */
    private record Picture(BufferedImage image) implements Transferable {
        @Override
        public DataFlavor[] getTransferDataFlavors() {
            return new DataFlavor[] {DataFlavor.imageFlavor};
        }

        @Override
        public boolean isDataFlavorSupported(DataFlavor flavor) {
            return DataFlavor.imageFlavor.equals(flavor);
        }

        @Override
        public Object getTransferData(DataFlavor flavor) throws UnsupportedFlavorException {
            if (!isDataFlavorSupported(flavor)) {
                throw new UnsupportedFlavorException(flavor);
            }
            return image;
        }
    }
}

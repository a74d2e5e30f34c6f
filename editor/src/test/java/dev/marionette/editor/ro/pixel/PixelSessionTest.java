package dev.marionette.editor.ro.pixel;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.ro.RoFixtures;
import dev.marionette.io.image.ImportedPicture;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.model.ro.pixel.FloatingPixels;
import dev.marionette.model.ro.pixel.PixelBuffer;
import dev.marionette.model.ro.pixel.PixelSelection;
import dev.marionette.model.ro.pixel.PixelTransforms;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import java.awt.image.BufferedImage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The pixel editor's state against a document: steps, undo, lifted selections, the clipboard's rule. */
class PixelSessionTest {

    SpriteDocument doc;
    PixelSession session;
    IndexedImage original;

    @BeforeEach
    void setUp() {
        doc = RoFixtures.demo();
        session = new PixelSession(doc, ImageRef.indexed(0));
        original = doc.sheet().indexedImages().get(0);
    }

    @Test
    void aMoveOfTheSelectionIsOneStepAndAMoveBackLosesNothingUnderIt() {
        PixelBuffer b = session.buffer();
        int cx = b.width() / 2;
        int cy = b.height() / 2;
        PixelSelection box = PixelSelection.rectangle(b.width(), b.height(), cx - 2, cy - 2, cx + 1, cy + 1);
        session.select(box);
        session.lift();
        session.placeFloating(session.floating().movedBy(3, 4));
        session.commit("Move selection");
        assertThat(doc.history().position()).isEqualTo(1);
        session.placeFloating(session.floating().movedBy(-3, -4));
        session.commit("Move selection");
        assertThat(doc.sheet().indexedImages().get(0)).as("lifted pixels moved back: the image as it was")
                .isEqualTo(original);
        doc.undo();
        doc.undo();
        assertThat(doc.sheet().indexedImages().get(0)).isSameAs(original);
        assertThat(session.buffer().toImage()).as("the editor read the image again").isEqualTo(original);
        assertThat(session.floating()).isNull();
    }

    @Test
    void aTurnOfTheWholeImageSwapsItsSize() {
        int w = original.width();
        int h = original.height();
        session.transform("Rotate", f -> f.rotate(true), PixelTransforms::rotateClockwise);
        IndexedImage turned = doc.sheet().indexedImages().get(0);
        assertThat(turned.width()).isEqualTo(h);
        assertThat(turned.height()).isEqualTo(w);
        assertThat(doc.undoLabel()).isEqualTo("Undo Rotate image on indexed image 0");
    }

    @Test
    void replaceColourWithinTheImageIsOneStep() {
        int used = session.buffer().get(original.width() / 2, original.height() / 2);
        session.replaceColour(used, 0);
        assertThat(PixelBuffer.of(doc.sheet().indexedImages().get(0)).raw()).doesNotContain(used);
        assertThat(doc.history().position()).isEqualTo(1);
    }

    @Test
    void copiedIndexedPixelsPasteBackWithTheirIndicesEvenWhereColoursRepeat() {
        Palette palette = Palette.fromRgb(new int[256]).withColor(3, 0x102030).withColor(4, 0x102030);
        PixelBuffer pixels = new PixelBuffer(3, 1, true);
        pixels.set(0, 0, 3);
        pixels.set(1, 0, 4);
        BufferedImage picture = PixelClipboard.toPicture(FloatingPixels.of(pixels, 0, 0), true, palette);
        PixelClipboard.Pasted pasted = PixelClipboard.convert(ImportedPicture.of("clip", picture), true, palette);
        assertThat(pasted.mappedBecause()).isNull();
        assertThat(pasted.pixels()).isEqualTo(pixels);
    }

    @Test
    void aTrueColourPictureIsMatchedToThePaletteAndSaysWhy() {
        Palette palette = Palette.fromRgb(new int[256]).withColor(1, 0xFF0000).withColor(2, 0x0000FF);
        BufferedImage picture = new BufferedImage(2, 1, BufferedImage.TYPE_INT_ARGB);
        picture.setRGB(0, 0, 0xFFF01010);
        picture.setRGB(1, 0, 0x00000000);
        PixelClipboard.Pasted pasted = PixelClipboard.convert(ImportedPicture.of("clip", picture), true, palette);
        assertThat(pasted.mappedBecause()).isEqualTo("it is not a palette picture");
        assertThat(pasted.pixels().get(0, 0)).isEqualTo(1);
        assertThat(pasted.pixels().get(1, 0)).isZero();
    }
}

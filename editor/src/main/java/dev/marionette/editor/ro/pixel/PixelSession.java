package dev.marionette.editor.ro.pixel;

import dev.marionette.editor.kit.TabEdits;
import dev.marionette.model.doc.DocumentEvent;
import dev.marionette.model.doc.DocumentListener;
import dev.marionette.model.doc.Part;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.SheetRules;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.model.ro.pixel.FloatingPixels;
import dev.marionette.model.ro.pixel.PixelBuffer;
import dev.marionette.model.ro.pixel.PixelFill;
import dev.marionette.model.ro.pixel.PixelSelection;
import dev.marionette.model.ro.pixel.PixelShapes;
import dev.marionette.model.ro.pixel.PixelTransforms;
import dev.marionette.model.spr.Palette;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.UnaryOperator;

/**
 * The state of the pixel editor on one image of a sprite document: the working copy of its pixels, the tool,
 * the two colours (left and right button), brush size and options, the selection and the pixels lifted off
 * the image while a selection is moved or pasted. Each finished tool application is put into the document
 * with {@link #commit} as one undo step; when the image changes in the document otherwise (undo, redo, another
 * view), the working copy is read again. Event thread.
 *
 * <p>A moved or pasted selection stays lifted (floating) over the image it was taken from until another tool
 * paints, the selection ends or the image changes, so moving it again never loses what lies under it.
 */
public final class PixelSession {

    /** The drawing tools. */
    public enum Tool {
        PENCIL("Pencil"), ERASER("Eraser"), LINE("Line"), RECTANGLE("Rectangle"), ELLIPSE("Ellipse"),
        FILL("Fill"), PICKER("Picker"), SELECT("Select"), LASSO("Lasso");

        private final String text;

        Tool(String text) {
            this.text = text;
        }

        /** The tool's name as the user sees it (and as the undo step is named). */
        public String text() {
            return text;
        }
    }

    private final SpriteDocument document;
    private ImageRef ref;
    private PixelBuffer buffer;
    private Object source;
    private Tool tool = Tool.PENCIL;
    private int primary;
    private int secondary;
    private int brush = 1;
    private boolean filled;
    private boolean contiguous = true;
    private PixelSelection selection;
    private FloatingPixels floating;
    private PixelBuffer base;
    private boolean committing;
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    private final DocumentListener documentListener = this::documentChanged;
    private TabEdits messages = m -> { };
    private Runnable closed = () -> { };

    /** Edits image {@code ref} of {@code document}. */
    public PixelSession(SpriteDocument document, ImageRef ref) {
        this.document = document;
        open(ref);
        document.addDocumentListener(documentListener);
    }

    /** Switches to another image of the document (the colours stay when the kind stays). */
    public void open(ImageRef image) {
        boolean kindChanged = ref == null || ref.type() != image.type();
        this.ref = image;
        readImage();
        selection = null;
        if (kindChanged) {
            primary = buffer.indexed() ? 1 : 0xFF000000;
            secondary = PixelBuffer.TRANSPARENT;
        }
        changed();
    }

    /** Stops listening to the document. */
    public void dispose() {
        document.removeDocumentListener(documentListener);
    }

    public void setMessages(TabEdits messages) {
        this.messages = messages;
    }

    /** Runs when the image is gone (deleted, or the document no longer has it). */
    public void setClosed(Runnable closed) {
        this.closed = closed;
    }

    /** Hears every change of the pixels, colours, tool or selection. */
    public void addListener(Runnable listener) {
        listeners.add(listener);
    }

    void changed() {
        listeners.forEach(Runnable::run);
    }

    private void readImage() {
        source = SheetRules.image(document.sheet(), ref);
        buffer = PixelBuffer.of(source);
        floating = null;
        base = null;
    }

    private void documentChanged(DocumentEvent e) {
        if (committing || !(e.touches(Part.SPRITE) || e.touches(Part.PALETTE) || e.touches(Part.DOCUMENT))) {
            return;
        }
        List<?> block = ref.type() == 0 ? document.sheet().indexedImages() : document.sheet().rgbaImages();
        if (ref.index() >= block.size()) {
            closed.run();
            return;
        }
        if (block.get(ref.index()) != source) {
            readImage();
            if (selection != null && (selection.width() != buffer.width() || selection.height() != buffer.height())) {
                selection = null;
            }
        }
        changed();
    }

    /**
     * Puts the working copy into the document as one undo step, "{@code action} on indexed image 3". Nothing
     * happens when the pixels are those of the document's image.
     */
    public void commit(String action) {
        committing = true;
        try {
            if (messages.edit(() -> document.editor().sheet().editPixels(action + " on " + ref, ref,
                    buffer.toImage()))) {
                source = SheetRules.image(document.sheet(), ref);
            } else {
                readImage();
            }
        } finally {
            committing = false;
        }
        changed();
    }

    /** Throws the working copy's unfinished changes away (a cancelled gesture). */
    public void revert(PixelBuffer before) {
        buffer.copyFrom(before);
        changed();
    }

    // ---- what the tools read and change

    public SpriteDocument document() {
        return document;
    }

    public ImageRef ref() {
        return ref;
    }

    /** The working copy (live: tools draw into it). */
    public PixelBuffer buffer() {
        return buffer;
    }

    /** The sheet's palette, or null. */
    public Palette palette() {
        return document.sheet().palette();
    }

    public Tool tool() {
        return tool;
    }

    public void setTool(Tool tool) {
        this.tool = tool;
        changed();
    }

    /** The left button's value: a palette index, or ARGB. */
    public int primary() {
        return primary;
    }

    /** The right button's value. */
    public int secondary() {
        return secondary;
    }

    public void setPrimary(int value) {
        primary = value;
        changed();
    }

    public void setSecondary(int value) {
        secondary = value;
        changed();
    }

    /** X: the left and right colours change places. */
    public void swapColours() {
        int t = primary;
        primary = secondary;
        secondary = t;
        changed();
    }

    public int brush() {
        return brush;
    }

    /** [ and ]: the brush one pixel smaller or larger, within 1..{@value PixelShapes#MAX_BRUSH}. */
    public void growBrush(int by) {
        brush = Math.max(1, Math.min(PixelShapes.MAX_BRUSH, brush + by));
        changed();
    }

    public boolean filled() {
        return filled;
    }

    public void setFilled(boolean on) {
        filled = on;
        changed();
    }

    public boolean contiguous() {
        return contiguous;
    }

    public void setContiguous(boolean on) {
        contiguous = on;
        changed();
    }

    /** The selection, or null when none (tools then work on the whole image). */
    public PixelSelection selection() {
        return selection;
    }

    /** The lifted pixels while a selection is moved or pasted, or null. */
    public FloatingPixels floating() {
        return floating;
    }

    /** Sets the selection (null or empty: none), ending a floating selection where it is. */
    public void select(PixelSelection s) {
        drop();
        selection = s == null || s.isEmpty() ? null : s;
        changed();
    }

    /** The floating selection stays where it is, part of the image. */
    public void drop() {
        floating = null;
        base = null;
    }

    // ---- the moves of a selection

    /** Lifts the selection off the image, when it is not lifted yet; returns false without a selection. */
    public boolean lift() {
        if (floating != null) {
            return true;
        }
        if (selection == null) {
            return false;
        }
        base = buffer.copy();
        floating = FloatingPixels.lift(base, selection);
        return floating != null;
    }

    /** Shows the floating pixels moved by (dx, dy) from where they are (a drag under way). */
    public void showFloatingAt(int dx, int dy) {
        PixelBuffer shown = base.copy();
        floating.movedBy(dx, dy).stampOnto(shown);
        buffer.copyFrom(shown);
        changed();
    }

    /** The floating pixels replaced by {@code next}, shown over the image, the selection following them. */
    public void placeFloating(FloatingPixels next) {
        floating = next;
        PixelBuffer shown = base.copy();
        floating.stampOnto(shown);
        buffer.copyFrom(shown);
        selection = floating.selectionIn(buffer.width(), buffer.height());
        if (selection.isEmpty()) {
            selection = null;
        }
    }

    /** Pastes {@code pixels} (already in this image's kind) at the selection's corner, or the top left. */
    public void paste(PixelBuffer pixels) {
        int[] at = selection == null ? null : selection.bounds();
        drop();
        base = buffer.copy();
        placeFloating(FloatingPixels.of(pixels, at == null ? 0 : at[0], at == null ? 0 : at[1]));
        commit("Paste");
    }

    /** The selected pixels (or the whole image), copied. */
    public FloatingPixels copySelection() {
        if (floating != null) {
            return floating;
        }
        return FloatingPixels.copy(buffer, selection != null ? selection
                : PixelSelection.all(buffer.width(), buffer.height()));
    }

    /** The selected pixels become transparent. */
    public void deleteSelection() {
        if (selection == null) {
            return;
        }
        drop();
        PixelShapes.rectangle(0, 0, buffer.width() - 1, buffer.height() - 1, true,
                PixelShapes.painter(buffer, PixelBuffer.TRANSPARENT, selection));
        commit("Delete selection");
    }

    /** Flips or turns the selection (lifted) or, without one, the whole image. */
    public void transform(String name, UnaryOperator<FloatingPixels> ofSelection, UnaryOperator<PixelBuffer> ofImage) {
        if (lift()) {
            placeFloating(ofSelection.apply(floating));
            commit(name + " selection");
            return;
        }
        buffer = ofImage.apply(buffer);
        commit(name + " image");
    }

    /**
     * A new canvas size, the picture placed by the anchor (0, 1, 2 per axis); the layers showing the image move
     * so the picture stays where it was in every frame.
     */
    public void resizeCanvas(int width, int height, int anchorX, int anchorY) {
        drop();
        selection = null;
        PixelBuffer resized = PixelTransforms.resizeCanvas(buffer, width, height, anchorX, anchorY);
        int left = -PixelTransforms.anchorOffset(width - buffer.width(), anchorX);
        int top = -PixelTransforms.anchorOffset(height - buffer.height(), anchorY);
        buffer = resized;
        committing = true;
        try {
            if (messages.edit(() -> document.editor().sheet().resizeCanvas("Resize canvas of " + ref, ref,
                    buffer.toImage(), left, top))) {
                source = SheetRules.image(document.sheet(), ref);
            } else {
                readImage();
            }
        } finally {
            committing = false;
        }
        changed();
    }

    /** Every (selected) pixel of value {@code from} takes value {@code to}. */
    public int replaceColour(int from, int to) {
        drop();
        int changed = PixelFill.replace(buffer, from, to, selection);
        commit("Replace colour");
        return changed;
    }
}

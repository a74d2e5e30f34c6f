package dev.marionette.model.ro.doc;

import dev.marionette.model.act.ActDocument;
import dev.marionette.model.ro.edit.ReplaceActEdit;

/**
 * The commands a sprite document's views call, grouped by what they change. Views never build edits
 * themselves: each command checks the format's rules, performs one undo step with a name for the user
 * ("Move 3 layers", "Delete frame 2"), and throws {@link dev.marionette.model.doc.EditRejectedException}
 * with a message for the user, without changing anything, when the format does not allow it.
 */
public final class SpriteEditor {

    private final LayerOperations layers;
    private final FrameOperations frames;
    private final ActionOperations actions;
    private final EventOperations events;
    private final SheetOperations sheet;
    private final ClipboardOperations clipboard;
    private final AnimationOperations animation;
    private final PaletteOperations palette;
    private final HousekeepingOperations housekeeping;
    private final SpriteDocument doc;

    SpriteEditor(SpriteDocument doc) {
        this.doc = doc;
        this.layers = new LayerOperations(doc);
        this.frames = new FrameOperations(doc);
        this.actions = new ActionOperations(doc);
        this.events = new EventOperations(doc);
        this.sheet = new SheetOperations(doc);
        this.clipboard = new ClipboardOperations(doc);
        this.animation = new AnimationOperations(doc);
        this.palette = new PaletteOperations(doc);
        this.housekeeping = new HousekeepingOperations(doc);
    }

    /** Add, delete, reorder, move, scale, rotate, mirror, tint and re-point layers. */
    public LayerOperations layers() {
        return layers;
    }

    /** Add, delete and reorder frames; frame events; anchors. */
    public FrameOperations frames() {
        return frames;
    }

    /** Add, duplicate and delete actions; intervals; mirror-copy to the opposite direction. */
    public ActionOperations actions() {
        return actions;
    }

    /** The event list. */
    public EventOperations events() {
        return events;
    }

    /** Images and palette of the sprite sheet. */
    public SheetOperations sheet() {
        return sheet;
    }

    /**
     * Replaces the whole ACT (version, actions, events) with {@code converted} as one undo step named
     * {@code name}. Used when saving in another format version: the I/O layer converts the document (with
     * its effects spelled out to the user first) and the document becomes what the file holds.
     */
    public void replaceAct(String name, ActDocument converted) {
        if (!converted.equals(doc.act())) {
            doc.perform(new ReplaceActEdit(name, doc.model(), converted));
        }
    }

    /** The animator's tools: in-betweens, reverse, copy to actions, set-up from a body, effects. */
    public AnimationOperations animation() {
        return animation;
    }

    /** Palette shifts and imports, removing unused colours, trimming images. */
    public PaletteOperations palette() {
        return palette;
    }

    /** Sheet housekeeping: unused images, merging layers, magnifying, anchors, vertical mirror. */
    public HousekeepingOperations housekeeping() {
        return housekeeping;
    }

    /** Copy and paste of layers, frames and whole actions, also between documents. */
    public ClipboardOperations clipboard() {
        return clipboard;
    }
}

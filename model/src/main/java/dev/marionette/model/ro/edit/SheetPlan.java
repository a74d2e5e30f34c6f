package dev.marionette.model.ro.edit;

import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.doc.Change;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.RgbaImage;
import dev.marionette.model.spr.SpriteSheet;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * What an image edit does to the sheet, computed before the edit is built: the new image lists, where each
 * existing image goes, and the image changes to report.
 *
 * @param indexed the indexed images afterwards
 * @param rgba    the RGBA images afterwards
 * @param remap   maps an existing image to where it is afterwards, or to null when it is removed
 * @param changes the {@link dev.marionette.model.doc.Part#SPRITE} changes
 */
record SheetPlan(List<IndexedImage> indexed, List<RgbaImage> rgba, UnaryOperator<ImageRef> remap,
        List<Change> changes) {

    SheetPlan {
        indexed = List.copyOf(indexed);
        rgba = List.copyOf(rgba);
        changes = List.copyOf(changes);
    }

    /** A plan that changes only block {@code type}, to {@code block}; the other block stays as it is. */
    static SheetPlan ofBlock(SpriteSheet sheet, int type, List<?> block, UnaryOperator<ImageRef> remap,
            List<Change> changes) {
        if (type == SpriteLayer.TYPE_INDEXED) {
            return new SheetPlan(cast(block, IndexedImage.class), sheet.rgbaImages(), remap, changes);
        }
        return new SheetPlan(sheet.indexedImages(), cast(block, RgbaImage.class), remap, changes);
    }

    private static <T> List<T> cast(List<?> images, Class<T> type) {
        return images.stream().map(type::cast).toList();
    }
}

package dev.marionette.model.ro.edit;

import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import java.util.ArrayList;
import java.util.List;

/**
 * The before and after values of some layers, for edits that change layers in place (moving, scaling,
 * re-pointing them at other images). The layer objects stay the same; only their fields are written, so other
 * edits holding them stay valid.
 */
final class LayerSnapshots {

    private final List<SpriteLayer> targets = new ArrayList<>();
    private final List<SpriteLayer> before = new ArrayList<>();
    private final List<SpriteLayer> after = new ArrayList<>();
    private final List<Change> changes = new ArrayList<>();

    /** Records that {@code target}, at {@code path}, becomes {@code value} (a detached copy). */
    void add(SpriteLayer target, SpriteLayer value, int[] path, String property) {
        targets.add(target);
        before.add(target.copy());
        after.add(value);
        changes.add(Change.property(Part.LAYER, property, path));
    }

    void applyAfter() {
        for (int i = 0; i < targets.size(); i++) {
            assign(after.get(i), targets.get(i));
        }
    }

    void applyBefore() {
        for (int i = 0; i < targets.size(); i++) {
            assign(before.get(i), targets.get(i));
        }
    }

    /** True when every layer keeps its value. */
    boolean isNoOp() {
        return before.equals(after);
    }

    /** True when {@code other} changes the very same layer objects, in the same order. */
    boolean sameTargets(LayerSnapshots other) {
        if (other.targets.size() != targets.size()) {
            return false;
        }
        for (int i = 0; i < targets.size(); i++) {
            if (other.targets.get(i) != targets.get(i)) {
                return false;
            }
        }
        return true;
    }

    /** Takes {@code other}'s after values as this one's (merging a follow-up edit of the same layers). */
    void takeAfter(LayerSnapshots other) {
        for (int i = 0; i < after.size(); i++) {
            after.set(i, other.after.get(i));
        }
    }

    List<Change> changes() {
        return List.copyOf(changes);
    }

    int size() {
        return targets.size();
    }

    long memoryCost() {
        return targets.size() * (2 * Costs.LAYER + 32);
    }

    /** Copies every field of {@code from} into {@code to}. */
    static void assign(SpriteLayer from, SpriteLayer to) {
        to.setX(from.x());
        to.setY(from.y());
        to.setSpriteIndex(from.spriteIndex());
        to.setSpriteType(from.spriteType());
        to.setMirrorFlag(from.mirrorFlag());
        to.setTint(from.tint());
        to.setXScaleBits(from.xScaleBits());
        to.setYScaleBits(from.yScaleBits());
        to.setRotation(from.rotation());
        to.setWidth(from.width());
        to.setHeight(from.height());
    }
}

package dev.marionette.model.ro.tools;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.doc.EditRejectedException;
import java.util.List;

/**
 * One garment made for every job: the client draws a garment from a file per job and sex
 * ({@code data/sprite/로브/<garment>/<sex>/<job body's file name>}), showing the garment frame whose number is
 * the body's current frame, attached so the garment frame's first anchor meets the body frame's. Job bodies
 * differ in pose, neck height and frame counts, so a garment drawn on one body needs a file shaped like each
 * other body.
 *
 * <p>For a job body, every action gets the body's frame count and interval. Frame {@code f} of an action with
 * {@code n} frames shows the garment's frame {@code f·m/n} of the same action ({@code m} garment frames; the
 * head-turn thirds of idle and sit map onto thirds), its layers moved by the difference between the job body's
 * anchor and the garment frame's own, and its one anchor set to the job body's. So the garment sits at every
 * job's neck as it sat at the drawn body's, and the file attaches whether the client offsets by anchors or not.
 * A garment frame without an anchor uses the drawn-on body's anchor of that frame (it was placed on that body's
 * origin); without either, or when the job body's frame has none, the layers are kept as they are.
 */
public final class GarmentLayout {

    private GarmentLayout() {
    }

    /**
     * The garment {@code garment} (drawn on {@code drawnOn}, which may be null when every garment frame has an
     * anchor) laid out for the job body {@code jobBody}. The result has the garment's version, reserved bytes and
     * events.
     */
    public static ActDocument forBody(ActDocument garment, ActDocument drawnOn, ActDocument jobBody) {
        if (!ActVersion.hasAnchors(garment.version())) {
            throw new EditRejectedException("A garment attaches by anchors, which ACT " + ActVersion.format(
                    garment.version()) + " cannot store; save it as 0x203 or later first.");
        }
        ActDocument out = new ActDocument();
        out.setVersion(garment.version());
        out.setReserved(garment.reserved());
        out.events().addAll(garment.events());
        for (int a = 0; a < jobBody.animations().size(); a++) {
            ActAnimation body = jobBody.animations().get(a);
            ActAnimation action = new ActAnimation();
            action.setIntervalBits(body.intervalBits());
            List<ActFrame> source = a < garment.animations().size() ? garment.animations().get(a).frames()
                    : List.of();
            int n = body.frames().size();
            for (int f = 0; f < n; f++) {
                int g = (int) ((long) f * source.size() / n);
                ActFrame frame = source.isEmpty() ? new ActFrame() : source.get(g).copy();
                Anchor target = first(body.frames().get(f));
                Anchor own = first(frame);
                if (own == null && drawnOn != null) {
                    own = first(frameOf(drawnOn, a, g));
                }
                if (target != null) {
                    if (own != null) {
                        int dx = target.x() - own.x();
                        int dy = target.y() - own.y();
                        for (SpriteLayer layer : frame.layers()) {
                            layer.setX(layer.x() + dx);
                            layer.setY(layer.y() + dy);
                        }
                    }
                    Anchor anchor = own != null ? own.copy() : new Anchor();
                    anchor.setX(target.x());
                    anchor.setY(target.y());
                    frame.anchors().clear();
                    frame.anchors().add(anchor);
                }
                action.frames().add(frame);
            }
            out.animations().add(action);
        }
        return out;
    }

    private static ActFrame frameOf(ActDocument act, int action, int frame) {
        if (action >= act.animations().size()) {
            return null;
        }
        List<ActFrame> frames = act.animations().get(action).frames();
        return frame < frames.size() ? frames.get(frame) : null;
    }

    private static Anchor first(ActFrame frame) {
        return frame == null || frame.anchors().isEmpty() ? null : frame.anchors().get(0);
    }
}

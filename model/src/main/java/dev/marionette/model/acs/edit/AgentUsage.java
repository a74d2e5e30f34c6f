package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import java.util.ArrayList;
import java.util.List;

/**
 * Where images and sounds are used: frames place images, mouth overlays show images, frames play sounds. The
 * edits use it to refuse deleting what is still in use; views use it to show an image's or sound's users.
 */
public final class AgentUsage {

    /** How a frame uses an image or sound. */
    public enum Kind {
        /** An image placed in the frame; {@code position} is its place in the frame's image list. */
        FRAME_IMAGE,
        /** A mouth overlay's image; {@code position} is the overlay's place in the frame's mouth list. */
        MOUTH,
        /** The frame's sound; {@code position} is 0. */
        SOUND
    }

    /**
     * One use.
     *
     * @param animation index of the animation
     * @param frame     index of the frame in it
     * @param kind      how the frame uses it
     * @param position  where in the frame (see {@link Kind})
     */
    public record Use(int animation, int frame, Kind kind, int position) {

        /** "animation "Show", frame 2" for messages. */
        public String describe(AgentCharacter c) {
            return Labels.frameOf(c.animations().get(animation), frame) + (kind == Kind.MOUTH ? " (mouth)" : "");
        }
    }

    private AgentUsage() {
    }

    /** Every frame image and mouth overlay showing image {@code image}, in animation and frame order. */
    public static List<Use> imageUses(AgentCharacter c, int image) {
        List<Use> uses = new ArrayList<>();
        forEachFrame(c, (a, f, frame) -> {
            for (int i = 0; i < frame.images().size(); i++) {
                if (frame.images().get(i).imageIndex() == image) {
                    uses.add(new Use(a, f, Kind.FRAME_IMAGE, i));
                }
            }
            for (int m = 0; m < frame.mouths().size(); m++) {
                if (frame.mouths().get(m).imageIndex() == image) {
                    uses.add(new Use(a, f, Kind.MOUTH, m));
                }
            }
        });
        return uses;
    }

    /** Every frame playing sound {@code sound}. */
    public static List<Use> soundUses(AgentCharacter c, int sound) {
        List<Use> uses = new ArrayList<>();
        forEachFrame(c, (a, f, frame) -> {
            if (frame.soundIndex() == sound) {
                uses.add(new Use(a, f, Kind.SOUND, 0));
            }
        });
        return uses;
    }

    /** Indexes of the images no frame or mouth uses, ascending. */
    public static List<Integer> unusedImages(AgentCharacter c) {
        boolean[] used = new boolean[c.images().size()];
        forEachFrame(c, (a, f, frame) -> {
            frame.images().forEach(i -> mark(used, i.imageIndex()));
            frame.mouths().forEach(m -> mark(used, m.imageIndex()));
        });
        return unmarked(used);
    }

    /** Indexes of the sounds no frame plays, ascending. */
    public static List<Integer> unusedSounds(AgentCharacter c) {
        boolean[] used = new boolean[c.sounds().size()];
        forEachFrame(c, (a, f, frame) -> mark(used, frame.soundIndex()));
        return unmarked(used);
    }

    /**
     * "Image 3 is used by animation "Show", frame 2 and 4 other places; remove it from those frames first.", or
     * null when there are no uses.
     */
    static String inUse(AgentCharacter c, String what, List<Use> uses) {
        if (uses.isEmpty()) {
            return null;
        }
        String first = uses.get(0).describe(c);
        int more = uses.size() - 1;
        return what + " is used by " + first + (more == 0 ? "; remove it from that frame first."
                : more == 1 ? " and 1 other place; remove it from those frames first."
                : " and " + more + " other places; remove it from those frames first.");
    }

    private static void mark(boolean[] used, int index) {
        if (index >= 0 && index < used.length) {
            used[index] = true;
        }
    }

    private static List<Integer> unmarked(boolean[] used) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < used.length; i++) {
            if (!used[i]) {
                out.add(i);
            }
        }
        return out;
    }

    /** Visits every frame with its animation and frame index. */
    interface FrameVisitor {
        void visit(int animation, int frame, AgentFrame f);
    }

    static void forEachFrame(AgentCharacter c, FrameVisitor visitor) {
        List<AgentAnimation> animations = c.animations();
        for (int a = 0; a < animations.size(); a++) {
            List<AgentFrame> frames = animations.get(a).frames();
            for (int f = 0; f < frames.size(); f++) {
                visitor.visit(a, f, frames.get(f));
            }
        }
    }
}

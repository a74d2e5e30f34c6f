package dev.marionette.model.acs;

/**
 * One image of a frame: {@code u32 imageIndex; i16 x; i16 y} (acs.md 4.3). The first image of a frame is the
 * topmost; frames are drawn last to first. Offsets place the image's top-left corner in the frame.
 *
 * @param imageIndex index into {@link AgentCharacter#images()}
 */
public record AgentFrameImage(int imageIndex, int x, int y) {

    public AgentFrameImage {
        if (imageIndex < 0) {
            throw new IllegalArgumentException("negative image index " + imageIndex);
        }
        AgentBranch.checkI16(x, "x");
        AgentBranch.checkI16(y, "y");
    }
}

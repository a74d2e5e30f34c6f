package dev.marionette.io.acs;

import static dev.marionette.io.acs.AgentBinary.count;

import dev.marionette.io.FormatException;
import dev.marionette.io.LittleEndianReader;
import dev.marionette.io.LittleEndianWriter;
import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentBranch;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentFrameImage;
import dev.marionette.model.acs.AgentMouth;

/**
 * ACS animation blocks (acs.md 4.3):
 *
 * <pre>
 * STRING name (upper case)   u8 transition   STRING returnAnimation   u16 frameCount
 * frame: u16 nImages; { u32 imageIndex; i16 x; i16 y }
 *        i16 soundIndex   u16 duration   i16 exitFrame
 *        u8 nBranches; { u16 targetFrame; u16 probability }
 *        u8 nMouths; { u8 type; u8 replaceTopImage; u16 imageIndex; u8 unknown; u8 regionFlag;
 *                      i16 x; i16 y; u16 a; u16 b; [DATABLOCK region if regionFlag] }
 * </pre>
 *
 * References are checked while reading: image and sound indices must exist, branch targets and exit frames
 * must be frames of the animation (negative exit frames such as -1 and -2 are kept).
 */
final class AnimationCodec {

    private AnimationCodec() {
    }

    static AgentAnimation read(LittleEndianReader r, String directoryName, int imageCount, int soundCount,
            FieldTrace t) throws FormatException {
        String what = "animation \"" + directoryName + "\"";
        String blockName = AgentBinary.string(r, t, true, what + " name");
        AgentAnimation a = new AgentAnimation(directoryName);
        a.setBlockName(blockName);
        a.setTransition(r.u8(what + " transition"));
        a.setReturnAnimation(AgentBinary.string(r, t, true, what + " return animation"));
        int frames = count(r, t, 2, 0xFFFF, 10, what + " frame count");
        int[] exitAt = new int[frames];
        int[] branchAt = new int[frames];
        for (int f = 0; f < frames; f++) {
            String fw = what + " frame " + f;
            AgentFrame frame = new AgentFrame();
            int n = count(r, t, 2, 0xFFFF, 8, fw + " image count");
            for (int i = 0; i < n; i++) {
                int at = r.offset();
                t.field(at, 4, fw + " image index");
                long index = r.u32(fw + " image index");
                if (index >= imageCount) {
                    throw new FormatException(r.source(), at, fw + " image index", "less than " + imageCount,
                            Long.toString(index));
                }
                frame.images().add(new AgentFrameImage((int) index, r.i16(fw + " image x"), r.i16(fw + " image y")));
            }
            int at = r.offset();
            int sound = r.i16(fw + " sound index");
            if (sound < -1 || sound >= soundCount) {
                throw new FormatException(r.source(), at, fw + " sound index", "-1 (none) or less than " + soundCount,
                        Integer.toString(sound));
            }
            frame.setSoundIndex(sound);
            frame.setDuration(r.u16(fw + " duration"));
            exitAt[f] = r.offset();
            frame.setExitFrame(r.i16(fw + " exit frame"));
            branchAt[f] = r.offset();
            int branches = count(r, t, 1, 0xFF, 4, fw + " branch count");
            int percent = 0;
            for (int b = 0; b < branches; b++) {
                t.field(r.offset(), 2, fw + " branch target");
                int target = r.u16(fw + " branch target");
                int probability = probability(r, fw, percent);
                percent += probability;
                frame.branches().add(new AgentBranch(target, probability));
            }
            int mouths = count(r, t, 1, 0xFF, 14, fw + " mouth count");
            for (int m = 0; m < mouths; m++) {
                frame.mouths().add(readMouth(r, fw + " mouth " + m, imageCount, t));
            }
            a.frames().add(frame);
        }
        for (int f = 0; f < frames; f++) {
            AgentFrame frame = a.frames().get(f);
            if (frame.exitFrame() >= frames) {
                throw new FormatException(r.source(), exitAt[f], what + " frame " + f + " exit frame",
                        "a frame of the animation (less than " + frames + ")", Integer.toString(frame.exitFrame()));
            }
            for (AgentBranch b : frame.branches()) {
                if (b.targetFrame() >= frames) {
                    throw new FormatException(r.source(), branchAt[f], what + " frame " + f + " branch target",
                            "a frame of the animation (less than " + frames + ")",
                            Integer.toString(b.targetFrame()));
                }
            }
        }
        return a;
    }

    /**
     * Reads a branch probability: a percentage, and the branches of a frame add up to at most 100 (Agent picks one
     * branch by a roll of 100, and no file it writes holds more, so a larger value is damage, and could not be saved).
     *
     * @param before the percentages of the frame's branches read so far
     */
    static int probability(LittleEndianReader r, String fw, int before) throws FormatException {
        int at = r.offset();
        int probability = r.u16(fw + " branch probability");
        if (before + probability > 100) {
            throw new FormatException(r.source(), at, fw + " branch probability",
                    "a percentage leaving the frame's branches at most 100 in total (" + (100 - before) + " left)",
                    Integer.toString(probability));
        }
        return probability;
    }

    private static AgentMouth readMouth(LittleEndianReader r, String mw, int imageCount, FieldTrace t)
            throws FormatException {
        int type = r.u8(mw + " type");
        int replace = r.u8(mw + " replace-top-image flag");
        int at = r.offset();
        t.field(at, 2, mw + " image index");
        int image = r.u16(mw + " image index");
        if (image >= imageCount) {
            throw new FormatException(r.source(), at, mw + " image index", "less than " + imageCount,
                    Integer.toString(image));
        }
        int unknown = r.u8(mw + " unknown byte");
        boolean hasRegion = AgentBinary.flag(r, mw + " region flag");
        int x = r.i16(mw + " x");
        int y = r.i16(mw + " y");
        int ax = r.u16(mw + " a");
        int ay = r.u16(mw + " b");
        byte[] region = hasRegion ? AgentBinary.dataBlock(r, t, mw + " region") : null;
        return new AgentMouth(type, replace, image, unknown, region, x, y, ax, ay);
    }

    static void write(LittleEndianWriter w, AgentAnimation a) {
        AgentBinary.writeString(w, a.blockName(), true);
        w.u8(a.transition());
        AgentBinary.writeString(w, a.returnAnimation(), true);
        w.u16(a.frames().size());
        for (AgentFrame f : a.frames()) {
            w.u16(f.images().size());
            for (AgentFrameImage i : f.images()) {
                w.u32(i.imageIndex()).u16(i.x()).u16(i.y());
            }
            w.u16(f.soundIndex()).u16(f.duration()).u16(f.exitFrame());
            w.u8(f.branches().size());
            for (AgentBranch b : f.branches()) {
                w.u16(b.targetFrame()).u16(b.probability());
            }
            w.u8(f.mouths().size());
            for (AgentMouth m : f.mouths()) {
                w.u8(m.type()).u8(m.replaceTopImage()).u16(m.imageIndex()).u8(m.unknown());
                w.u8(m.hasRegion() ? 1 : 0).u16(m.x()).u16(m.y()).u16(m.anchorX()).u16(m.anchorY());
                if (m.hasRegion()) {
                    AgentBinary.writeDataBlock(w, m.regionData());
                }
            }
        }
    }
}

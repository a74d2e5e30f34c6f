package dev.marionette.io.acs;

import dev.marionette.io.FormatException;
import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentFrameImage;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.acs.AgentMouth;
import dev.marionette.model.acs.AgentSound;
import java.nio.ByteBuffer;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * ACF + ACA files to an ACS character:
 *
 * <ul>
 * <li>character information from the ACF; animations in ACF order with the ACF's name and return animation
 * and the ACA's transition type;</li>
 * <li>each frame's ACA image becomes one full-size ACS image at the frame's offset; when the frame has a base
 * image (for mouths that replace the topmost image), the frame gets two images: the pixels where the
 * composite differs from the base (transparent elsewhere), then the base, so the frame draws as before and a
 * replacing mouth is drawn on the base;</li>
 * <li>mouth pixels become ACS images; the last two mouth words (which ACA does not have) are set to the
 * centre of the union of the frame's mouth rectangles, the unknown byte to 0;</li>
 * <li>images with the same pixels and sounds with the same bytes are stored once, in first-use order; their
 * checksums are 0 (new data).</li>
 * </ul>
 *
 * An empty ACA image (size 0) becomes an empty ACS image. A frame without an image (-1) gets no images; a base
 * image it might carry is not kept (our own files never have one there: it would be blank).
 */
final class AcfAcaImport {

    private AcfAcaImport() {
    }

    private record ImageKey(boolean present, int width, int height, ByteBuffer pixels) {
    }

    static AgentCharacter toCharacter(AgentConversions.AcfAcaSet set) throws FormatException {
        AgentCharacter c = new AgentCharacter();
        set.acf().info().copyInfoTo(c);
        Map<ImageKey, Integer> images = new HashMap<>();
        Map<ByteBuffer, Integer> sounds = new HashMap<>();
        for (AcfFile.AnimationEntry e : set.acf().animations()) {
            AcaFile aca = set.animations().get(e.acaFileName());
            if (aca == null) {
                throw FormatException.of(e.acaFileName(), 0, "animation \"" + e.name() + "\"", "the ACA file is missing");
            }
            if (aca.checksum() != e.checksum()) {
                throw new FormatException(e.acaFileName(), 4, "checksum", String.format("0x%08X (from the ACF)",
                        e.checksum()), String.format("0x%08X", aca.checksum()));
            }
            AgentAnimation a = new AgentAnimation(e.name());
            a.setReturnAnimation(e.returnAnimation());
            a.setTransition(aca.transition());
            for (AcaFile.Frame af : aca.frames()) {
                a.frames().add(frame(c, aca, af, images, sounds));
            }
            c.animations().add(a);
        }
        return c;
    }

    private static AgentFrame frame(AgentCharacter c, AcaFile aca, AcaFile.Frame af, Map<ImageKey, Integer> images,
            Map<ByteBuffer, Integer> sounds) {
        AgentFrame f = new AgentFrame();
        if (af.imageIndex() >= 0) {
            byte[] px = aca.images().get(af.imageIndex()).pixels();
            AgentImage composite = px == null ? AgentImage.empty() : AgentImage.of(c.frameWidth(), c.frameHeight(), px);
            if (af.baseImage() != null) {
                byte[] base = af.baseImage();
                byte[] top = difference(c, px, base);
                f.images().add(new AgentFrameImage(add(c, images, AgentImage.of(c.frameWidth(), c.frameHeight(),
                        top)), af.x(), af.y()));
                f.images().add(new AgentFrameImage(add(c, images, AgentImage.of(c.frameWidth(), c.frameHeight(),
                        base)), af.x(), af.y()));
            } else {
                f.images().add(new AgentFrameImage(add(c, images, composite), af.x(), af.y()));
            }
        }
        if (af.soundIndex() >= 0) {
            byte[] data = aca.sounds().get(af.soundIndex());
            f.setSoundIndex(sounds.computeIfAbsent(ByteBuffer.wrap(data), k -> {
                c.sounds().add(AgentSound.of(data));
                return c.sounds().size() - 1;
            }));
        }
        f.setDuration(af.duration());
        f.setExitFrame(af.exitFrame());
        f.branches().addAll(af.branches());
        int[] anchor = anchor(af.mouths());
        for (AcaFile.Mouth m : af.mouths()) {
            AgentImage mi = m.pixels() == null ? AgentImage.empty() : AgentImage.of(m.width(), m.height(), m.pixels());
            f.mouths().add(new AgentMouth(m.type(), m.replaceTopImage(), add(c, images, mi), 0, m.region(), m.x(),
                    m.y(), anchor[0], anchor[1]));
        }
        return f;
    }

    /** The composite where it differs from the base, transparent elsewhere (a missing composite is blank). */
    private static byte[] difference(AgentCharacter c, byte[] composite, byte[] base) {
        byte t = (byte) c.transparentIndex();
        byte[] top = new byte[base.length];
        for (int i = 0; i < top.length; i++) {
            byte v = composite == null ? t : composite[i];
            top[i] = v != base[i] ? v : t;
        }
        return top;
    }

    /** The centre of the union of the mouths' rectangles, clamped to a u16 (0, 0 when there are none). */
    static int[] anchor(List<AcaFile.Mouth> mouths) {
        int l = Integer.MAX_VALUE;
        int t = Integer.MAX_VALUE;
        int r = Integer.MIN_VALUE;
        int b = Integer.MIN_VALUE;
        for (AcaFile.Mouth m : mouths) {
            if (m.pixels() != null) {
                l = Math.min(l, m.x());
                t = Math.min(t, m.y());
                r = Math.max(r, m.x() + m.width());
                b = Math.max(b, m.y() + m.height());
            }
        }
        if (l == Integer.MAX_VALUE) {
            return new int[2];
        }
        return new int[] {clamp((l + r) / 2), clamp((t + b) / 2)};
    }

    private static int clamp(int v) {
        return Math.max(0, Math.min(0xFFFF, v));
    }

    private static int add(AgentCharacter c, Map<ImageKey, Integer> images, AgentImage image) {
        byte[] px = image.pixels();
        return images.computeIfAbsent(new ImageKey(image.isPresent(), image.width(), image.height(),
                ByteBuffer.wrap(px)), k -> {
                    c.images().add(image);
                    return c.images().size() - 1;
                });
    }
}

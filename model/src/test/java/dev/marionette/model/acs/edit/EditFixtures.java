package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentBalloon;
import dev.marionette.model.acs.AgentBranch;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentFrameImage;
import dev.marionette.model.acs.AgentGuid;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.acs.AgentLocalizedInfo;
import dev.marionette.model.acs.AgentMouth;
import dev.marionette.model.acs.AgentRegion;
import dev.marionette.model.acs.AgentSound;
import dev.marionette.model.acs.AgentState;
import dev.marionette.model.acs.AgentStyle;
import dev.marionette.model.acs.StoredImage;
import java.io.ByteArrayOutputStream;
import java.util.List;

/**
 * A small character whose references are easy to follow in tests (the file-level fixtures live in the I/O
 * tests, which the model cannot use):
 *
 * <pre>
 * images  0 stored 8x6, 1 stored 6x4, 2 new 5x5, 3 new mouth 4x2, 4 new mouth 4x3, 5 new, unused
 * sounds  0, 1 (2 unused)
 * Show    RETURN to "IDLE"    f0 [img0@1,2] snd0 br(2,30)     f1 [img1, img2] exit 0, mouths Closed img3,
 *                                                               OpenWide1 img4 (anchor 9,9)
 *                             f2 [img0] snd1 br(0,50) br(1,20)
 * Idle    EXIT_BRANCHES       f0 [img2] exit 1 br(1,100)      f1 [img0] exit -1
 * Greet   RETURN to "Show"    f0 [img1] (block name "GREETING")
 * states  SHOWING [SHOW], IDLINGLEVEL1 [IDLE, GREET], HIDING [IDLE], CUSTOMSTATE [GREET]
 * </pre>
 */
final class EditFixtures {

    static final int TRANSPARENT = 0;

    private EditFixtures() {
    }

    static AgentDocument document() {
        return AgentDocument.untitled(character());
    }

    static AgentCharacter character() {
        AgentCharacter c = new AgentCharacter();
        c.setGuid(AgentGuid.parse("{11111111-2222-3333-4444-555555555555}"));
        c.setFrameSize(64, 48);
        c.setTransparentIndex(TRANSPARENT);
        c.setStyle(AgentStyle.VOICE_NONE | AgentStyle.BALLOON_ROUNDRECT | 0x4);
        c.setBalloon(new AgentBalloon(2, 30, 0, 0x00E1FFFF, 0, "Tahoma", -13, 400, 0, 0));
        int[] palette = new int[16];
        for (int i = 0; i < palette.length; i++) {
            palette[i] = i * 0x101010;
        }
        c.setPalette(palette);
        c.localizedInfo().add(new AgentLocalizedInfo(0x0409, "Tester", "A character for tests", ""));
        c.localizedInfo().add(new AgentLocalizedInfo(0x0407, "Pr\u00fcfer", "Eine Testfigur", "Hallo"));

        c.images().add(stored(8, 6, 1));
        c.images().add(stored(6, 4, 2));
        c.images().add(filled(5, 5, 3));
        c.images().add(filled(4, 2, 4));
        c.images().add(filled(4, 3, 5));
        c.images().add(filled(3, 3, 6));
        c.sounds().add(AgentSound.of(wave(10)));
        c.sounds().add(new AgentSound(wave(20), 0x1234));
        c.sounds().add(AgentSound.of(wave(30)));

        AgentAnimation show = new AgentAnimation("Show");
        show.setTransition(AgentAnimation.TRANSITION_RETURN);
        show.setReturnAnimation("IDLE");
        AgentFrame f0 = frame(List.of(new AgentFrameImage(0, 1, 2)), 0, -2);
        f0.branches().add(new AgentBranch(2, 30));
        AgentFrame f1 = frame(List.of(new AgentFrameImage(1, 0, 0), new AgentFrameImage(2, 3, 3)), -1, 0);
        f1.mouths().add(AgentMouth.of(0, false, 3, 2, 8, 9, 9));
        f1.mouths().add(AgentMouth.of(1, false, 4, 2, 8, 9, 9));
        AgentFrame f2 = frame(List.of(new AgentFrameImage(0, 0, 0)), 1, -2);
        f2.branches().add(new AgentBranch(0, 50));
        f2.branches().add(new AgentBranch(1, 20));
        show.frames().addAll(List.of(f0, f1, f2));
        c.animations().add(show);

        AgentAnimation idle = new AgentAnimation("Idle");
        idle.setTransition(AgentAnimation.TRANSITION_EXIT_BRANCHES);
        AgentFrame i0 = frame(List.of(new AgentFrameImage(2, 0, 0)), -1, 1);
        i0.branches().add(new AgentBranch(1, 100));
        idle.frames().add(i0);
        idle.frames().add(frame(List.of(new AgentFrameImage(0, 4, 4)), -1, -1));
        c.animations().add(idle);

        AgentAnimation greet = new AgentAnimation("Greet");
        greet.setBlockName("GREETING");
        greet.setTransition(AgentAnimation.TRANSITION_RETURN);
        greet.setReturnAnimation("Show");
        greet.frames().add(frame(List.of(new AgentFrameImage(1, 0, 0)), -1, -2));
        c.animations().add(greet);

        c.states().add(new AgentState("SHOWING", List.of("SHOW")));
        c.states().add(new AgentState("IDLINGLEVEL1", List.of("IDLE", "GREET")));
        c.states().add(new AgentState("HIDING", List.of("IDLE")));
        c.states().add(new AgentState("CUSTOMSTATE", List.of("GREET")));
        return c;
    }

    static AgentFrame frame(List<AgentFrameImage> images, int sound, int exit) {
        AgentFrame f = new AgentFrame();
        f.images().addAll(images);
        f.setSoundIndex(sound);
        f.setExitFrame(exit);
        return f;
    }

    /** A new image: a filled rectangle of {@code colour} with a transparent border column on the left. */
    static AgentImage filled(int w, int h, int colour) {
        byte[] rows = new byte[w * h];
        for (int y = 0; y < h; y++) {
            for (int x = 1; x < w; x++) {
                rows[y * w + x] = (byte) colour;
            }
        }
        return AgentImage.fromTopDown(w, h, rows);
    }

    /** An image as if read from a file: stored bytes that decode to {@link #filled} pixels. */
    static AgentImage stored(int w, int h, int colour) {
        byte[] pixels = filled(w, h, colour).pixels();
        StoredImage.Decoder decoder = new StoredImage.Decoder() {
            @Override
            public byte[] decodePixels(byte[] data, int start, byte[] reuse) {
                return pixels.clone();
            }

            @Override
            public AgentRegion decodeRegion(byte[] data, int start) {
                return AgentRegion.fromPixels(w, h, pixels, TRANSPARENT);
            }
        };
        byte[] block = {1, (byte) w, 0, (byte) h, 0, 0, (byte) colour};
        return AgentImage.stored(new StoredImage(block, "fixture image " + colour, 0, w, h, true, TRANSPARENT,
                decoder), 0xABC0 + colour);
    }

    /** A PCM RIFF/WAVE file with {@code samples} 8-bit mono samples. */
    static byte[] wave(int samples) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes("RIFF".getBytes());
        out.writeBytes(le(36 + samples, 4));
        out.writeBytes("WAVEfmt ".getBytes());
        out.writeBytes(le(16, 4));
        out.writeBytes(le(1, 2));
        out.writeBytes(le(1, 2));
        out.writeBytes(le(11025, 4));
        out.writeBytes(le(11025, 4));
        out.writeBytes(le(1, 2));
        out.writeBytes(le(8, 2));
        out.writeBytes("data".getBytes());
        out.writeBytes(le(samples, 4));
        for (int i = 0; i < samples; i++) {
            out.write(128 + i % 50);
        }
        return out.toByteArray();
    }

    private static byte[] le(int v, int n) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            b[i] = (byte) (v >>> (8 * i));
        }
        return b;
    }
}

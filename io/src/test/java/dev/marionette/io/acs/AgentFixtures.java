package dev.marionette.io.acs;

import dev.marionette.io.LittleEndianWriter;
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
import dev.marionette.model.acs.AgentTrayIcon;
import dev.marionette.model.acs.AgentVoice;
import java.util.List;

/** Small characters built in code, covering every structure of the format (also used by the edit tests). */
public final class AgentFixtures {

    static final int TRANSPARENT = 253;

    private AgentFixtures() {
    }

    /**
     * A 48x40 character: 256-colour palette, TTS voice with extra data, balloon, tray icon, two locales, two
     * states, three animations (all three transition types), frames with 0, 1 and 2 images, branches, exit
     * frames, mouths with and without replace-top-image (one with a region and a non-zero unknown byte), a
     * sound, an empty image, odd image widths (row padding), negative offsets.
     */
    public static AgentCharacter character() {
        AgentCharacter c = new AgentCharacter();
        c.setGuid(AgentGuid.parse("{12345678-9ABC-DEF0-1122-334455667788}"));
        c.setFrameSize(48, 40);
        c.setTransparentIndex(TRANSPARENT);
        c.setStyle(AgentStyle.VOICE_TTS | AgentStyle.BALLOON_ROUNDRECT | AgentStyle.BALLOON_SIZE_TO_TEXT
                | AgentStyle.STANDARD_ANIMATION_SET | 0x4);
        c.setVoice(new AgentVoice(AgentGuid.parse("{CA141FD0-AC7F-11D1-97A3-0060082730FF}"),
                AgentGuid.parse("{CA141FD0-AC7F-11D1-97A3-006008273000}"), 157, 64,
                new AgentVoice.Extra(0x0409, "", 2, 30, "Business")));
        c.setBalloon(new AgentBalloon(2, 28, 0, 0x00E1FFFF, 0, "MS Sans Serif", -13, 400, 0, 0));
        int[] palette = new int[256];
        for (int i = 0; i < 256; i++) {
            palette[i] = (i * 0x010307) & 0xFFFFFF;
        }
        palette[TRANSPARENT] = 0xFF00FF;
        c.setPalette(palette);
        c.setTrayIcon(new AgentTrayIcon(dib(1), dib(4)));
        c.localizedInfo().add(new AgentLocalizedInfo(0x0009, "Fixture", "A test character\r\nwith two lines",
                "Hello!^^Bye"));
        c.localizedInfo().add(new AgentLocalizedInfo(0x0411, "\u30c6\u30b9\u30c8", "", "\ud800 lone surrogate"));
        c.states().add(new AgentState("SHOWING", List.of("Show")));
        c.states().add(new AgentState("IDLINGLEVEL1", List.of("Idle", "Show")));

        c.images().add(blob(30, 24, 1));           // 0 body
        c.images().add(blob(13, 7, 2));            // 1 head, odd width
        c.images().add(blob(8, 4, 3));             // 2 mouth closed
        c.images().add(blob(9, 5, 4));             // 3 mouth open
        c.images().add(AgentImage.empty());        // 4 empty image
        c.images().add(blob(48, 40, 5));           // 5 full frame
        c.sounds().add(AgentSound.of(wave(40)));

        AgentAnimation show = new AgentAnimation("Show");
        show.setTransition(AgentAnimation.TRANSITION_RETURN);
        show.setReturnAnimation("IDLE");
        show.frames().add(frame(List.of(new AgentFrameImage(1, 10, 2), new AgentFrameImage(0, 5, 8)), 0, 12, -2));
        AgentFrame talking = frame(List.of(new AgentFrameImage(1, 10, 2), new AgentFrameImage(0, 5, 8)), -1, 20, 0);
        talking.mouths().add(AgentMouth.of(0, false, 2, 14, 6, 18, 8));
        talking.mouths().add(AgentMouth.of(1, true, 3, 13, 5, 18, 8));
        talking.mouths().add(new AgentMouth(5, 1, 3, 7, RegionCodec.encode(AgentRegion.fromPixels(9, 5,
                c.images().get(3).pixels(), TRANSPARENT)), 13, 6, 18, 8));
        show.frames().add(talking);
        show.frames().add(frame(List.of(), -1, 5, -1));
        c.animations().add(show);

        AgentAnimation idle = new AgentAnimation("Idle");
        idle.setTransition(AgentAnimation.TRANSITION_EXIT_BRANCHES);
        AgentFrame f0 = frame(List.of(new AgentFrameImage(5, 0, 0)), -1, 10, 2);
        f0.branches().add(new AgentBranch(1, 40));
        f0.branches().add(new AgentBranch(2, 60));
        idle.frames().add(f0);
        idle.frames().add(frame(List.of(new AgentFrameImage(0, -4, -3), new AgentFrameImage(4, 0, 0)), 0, 7, 2));
        idle.frames().add(frame(List.of(new AgentFrameImage(0, 20, 20)), -1, 0, -2));
        c.animations().add(idle);

        AgentAnimation odd = new AgentAnimation("Wave Hand");
        odd.setBlockName("WAVEHAND");
        odd.frames().add(frame(List.of(new AgentFrameImage(1, 40, 36)), -1, 65535, -2));
        c.animations().add(odd);
        return c;
    }

    static AgentFrame frame(List<AgentFrameImage> images, int sound, int duration, int exit) {
        AgentFrame f = new AgentFrame();
        f.images().addAll(images);
        f.setSoundIndex(sound);
        f.setDuration(duration);
        f.setExitFrame(exit);
        return f;
    }

    /** An image with a filled ellipse of colour {@code seed}, a hole and a few stripes; transparent outside. */
    public static AgentImage blob(int w, int h, int seed) {
        byte[] rows = new byte[w * h];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                double dx = (x + 0.5) / w - 0.5;
                double dy = (y + 0.5) / h - 0.5;
                boolean inside = dx * dx + dy * dy < 0.24;
                boolean hole = Math.abs(dx) < 0.08 && Math.abs(dy) < 0.08 && w > 8;
                rows[y * w + x] = (byte) (inside && !hole ? (seed * 17 + (x / 3 + y) % 5) : TRANSPARENT);
            }
        }
        return AgentImage.fromTopDown(w, h, rows);
    }

    /** A PCM RIFF/WAVE file of {@code samples} 8-bit mono samples at 11025 Hz. */
    public static byte[] wave(int samples) {
        LittleEndianWriter w = new LittleEndianWriter();
        w.bytes("RIFF".getBytes(java.nio.charset.StandardCharsets.US_ASCII)).u32(36 + samples + (samples & 1));
        w.bytes("WAVEfmt ".getBytes(java.nio.charset.StandardCharsets.US_ASCII)).u32(16);
        w.u16(1).u16(1).u32(11025).u32(11025).u16(1).u16(8);
        w.bytes("data".getBytes(java.nio.charset.StandardCharsets.US_ASCII)).u32(samples);
        for (int i = 0; i < samples; i++) {
            w.u8(128 + (int) (100 * Math.sin(i / 3.0)));
        }
        if ((samples & 1) != 0) {
            w.u8(0);
        }
        return w.toByteArray();
    }

    /** A 16x16 BITMAPINFOHEADER + colour table + bits, as tray icons store them (1-bit mask or 4-bit colour). */
    static byte[] dib(int bits) {
        int colors = 1 << bits;
        int stride = (16 * bits + 31) / 32 * 4;
        LittleEndianWriter w = new LittleEndianWriter();
        w.u32(40).u32(16).u32(16).u16(1).u16(bits).u32(0).u32(stride * 16).u32(0).u32(0).u32(0).u32(0);
        for (int i = 0; i < colors; i++) {
            w.u32(bits == 1 ? (i == 0 ? 0 : 0xFFFFFF) : i * 0x101010);
        }
        for (int y = 0; y < 16; y++) {
            for (int b = 0; b < stride; b++) {
                boolean edge = y < 3 || y > 12;
                w.u8(bits == 1 ? (edge ? 0xFF : 0x81) : (y * 16 + b) & 0xFF);
            }
        }
        return w.toByteArray();
    }
}

package dev.marionette.export.agent;

import dev.marionette.io.LittleEndianWriter;
import dev.marionette.io.acs.AcsReader;
import dev.marionette.io.acs.AcsWriter;
import dev.marionette.io.acs.BlockEncoder;
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
import dev.marionette.model.acs.AgentSound;
import dev.marionette.model.acs.AgentState;
import dev.marionette.model.acs.AgentStyle;
import dev.marionette.model.acs.AgentVoice;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;

/**
 * A character built for the web player's tests, written with the project's ACS writer and read back, so that
 * every behaviour the player owes Agent is there whatever samples a machine has: all three transition types (a
 * return animation, exit branches, none), exit branches that end (-1) and frames without one (-2), weighted
 * branches that leave room for the next frame, loops, the three idling levels, mouths that replace the top image
 * and mouths drawn over it, a balloon with its own font, colours and two lines of twenty characters, and sounds
 * in MS ADPCM, IMA ADPCM and 8-bit PCM, one of them on a frame held for almost a second.
 */
final class WebFixtures {

    static final int SIZE = 40;
    static final int TRANSPARENT = 0;

    private WebFixtures() {
    }

    /** The fixture as an ACS file written by {@link AcsWriter} into {@code dir}. */
    static Path acs(Path dir) throws IOException {
        Path file = dir.resolve("Fixture.acs");
        Files.createDirectories(dir);
        AcsWriter.compressing(BlockEncoder.microsoft()).write(character(), file);
        return file;
    }

    /** The fixture as a web export's source: written as ACS, read back. */
    static AgentSource source(Path dir) throws IOException {
        Path file = acs(dir);
        return new AgentSource("Fixture", AcsReader.read(file));
    }

    static AgentCharacter character() {
        AgentCharacter c = new AgentCharacter();
        c.setGuid(AgentGuid.parse("{0D15EA5E-0000-4000-8000-00000000C0DE}"));
        c.setFrameSize(SIZE, SIZE);
        c.setTransparentIndex(TRANSPARENT);
        c.setStyle(AgentStyle.VOICE_TTS | AgentStyle.BALLOON_ROUNDRECT | AgentStyle.STANDARD_ANIMATION_SET);
        c.setVoice(new AgentVoice(AgentGuid.parse("{CA141FD0-AC7F-11D1-97A3-0060082730FF}"),
                AgentGuid.parse("{CA141FD0-AC7F-11D1-97A3-006008273000}"), 200, 100,
                new AgentVoice.Extra(0x0409, "", 2, 30, "Business")));
        // COLORREFs 0x00BBGGRR: text #800000, background #c0ffc0, border #000080.
        c.setBalloon(new AgentBalloon(2, 20, 0x000080, 0xC0FFC0, 0x800000, "Courier New", -15, 700, 0, 1));
        int[] palette = new int[256];
        for (int i = 0; i < 256; i++) {
            palette[i] = (i * 0x0305_07 + 0x10_20_30) & 0xFF_FFFF;
        }
        palette[TRANSPARENT] = 0xFF00FF;
        c.setPalette(palette);
        c.localizedInfo().add(new AgentLocalizedInfo(0x0409, "Fixture", "A character made for the player's tests",
                ""));

        c.images().add(box(30, 34, 1, 2));      // 0 body
        c.images().add(box(16, 12, 3, 4));      // 1 head
        c.images().add(box(16, 12, 5, 6));      // 2 head turned
        for (int m = 0; m < 7; m++) {
            c.images().add(box(8, 2 + m % 4, 20 + m, 30 + m)); // 3..9 mouths Closed..OpenNarrow
        }
        c.images().add(box(20, 20, 7, 8));      // 10 arm
        c.images().add(AgentImage.empty());     // 11 empty
        c.sounds().add(AgentSound.of(msAdpcm(11025, 3, 1)));   // 0
        c.sounds().add(AgentSound.of(imaAdpcm(22050, 2, 2)));  // 1
        c.sounds().add(AgentSound.of(pcm8(8000, 1200)));      // 2

        add(c, "Show", AgentAnimation.TRANSITION_NONE, "",
                frame(10, 0, -2, pose(1)), frame(10, -1, -2, pose(2)), frame(10, -1, -2, pose(1)));
        add(c, "Hide", AgentAnimation.TRANSITION_NONE, "", frame(10, 2, -2, pose(2)), frame(10, -1, -2));
        AgentFrame rest = frame(10, -1, -1, pose(1));
        mouths(rest);
        add(c, "RestPose", AgentAnimation.TRANSITION_NONE, "", rest);

        // Wave: 0 1 2 3, from 3 a branch to the empty end frame 5; exits 3 -> 1 -> 0 -> 5.
        AgentFrame speaking = frame(20, -1, 1, pose(2), new AgentFrameImage(10, 18, 4));
        speaking.branches().add(new AgentBranch(5, 100));
        mouths(speaking);
        add(c, "Wave", AgentAnimation.TRANSITION_EXIT_BRANCHES, "",
                frame(10, -1, 5, pose(1)), frame(10, -1, 0, pose(2)), frame(90, 1, 1, pose(1),
                        new AgentFrameImage(10, 16, 0)), speaking, frame(10, -1, 3, pose(1)), frame(0, -1, -2));

        // Point: a return animation; its last frame speaks.
        AgentFrame pointing = frame(10, -1, -2, pose(2), new AgentFrameImage(10, 20, 10));
        mouths(pointing);
        add(c, "Point", AgentAnimation.TRANSITION_RETURN, "POINTRETURN", frame(10, -1, -2, pose(1)), pointing);
        add(c, "PointReturn", AgentAnimation.TRANSITION_NONE, "", frame(10, -1, -2, pose(2)),
                frame(10, -1, -2, pose(1)));

        // Branchy: weighted branches that leave room for the next frame; it loops back and ends past frame 3.
        AgentFrame b0 = frame(10, -1, -2, pose(1));
        b0.branches().add(new AgentBranch(2, 20));
        b0.branches().add(new AgentBranch(3, 30));
        AgentFrame b1 = frame(10, -1, -2, pose(2));
        b1.branches().add(new AgentBranch(0, 50));
        b1.branches().add(new AgentBranch(3, 25));
        AgentFrame b2 = frame(10, 2, -2, pose(1));
        b2.branches().add(new AgentBranch(0, 10));
        b2.branches().add(new AgentBranch(1, 10));
        b2.branches().add(new AgentBranch(3, 10));
        add(c, "Branchy", AgentAnimation.TRANSITION_NONE, "", b0, b1, b2, frame(10, -1, -1, pose(2)));

        // Loop: never ends by itself. Leaving: 1 has no exit branch (steps on to 2), 2 exits to 4, 3 ends at once
        // (-1), 4 has none and is the last.
        AgentFrame l2 = frame(10, -1, 4, pose(2));
        l2.branches().add(new AgentBranch(1, 60));
        AgentFrame l3 = frame(10, -1, -1, pose(1), new AgentFrameImage(10, 10, 10));
        l3.branches().add(new AgentBranch(1, 100));
        add(c, "Loop", AgentAnimation.TRANSITION_EXIT_BRANCHES, "", frame(10, -1, 4, pose(1)),
                frame(10, -1, -2, pose(2)), l2, l3, frame(10, -1, -2, pose(1)));

        add(c, "Idle1a", AgentAnimation.TRANSITION_NONE, "", frame(50, -1, -2, pose(2)), frame(50, -1, -2, pose(1)));
        add(c, "Idle1b", AgentAnimation.TRANSITION_NONE, "", frame(30, -1, -2, pose(1), new AgentFrameImage(10, 2, 2)));
        // Idle2 ends on frame 1 (a branch to its empty end frame) and returns through frame 0.
        AgentFrame i21 = frame(150, -1, 0, pose(2));
        i21.branches().add(new AgentBranch(2, 100));
        add(c, "Idle2", AgentAnimation.TRANSITION_EXIT_BRANCHES, "", frame(50, -1, 2, pose(1)), i21,
                frame(0, -1, -2));
        // Idle3 sleeps: it loops until something happens, and wakes up through its exit branches.
        AgentFrame i31 = frame(200, -1, 0, pose(2));
        i31.branches().add(new AgentBranch(1, 100));
        add(c, "Idle3", AgentAnimation.TRANSITION_EXIT_BRANCHES, "", frame(50, -1, 2, pose(1)), i31,
                frame(10, -1, -2, pose(1)));

        // MoveLeft turns away, ends on frame 2 for the glide, and comes back through its exit branches.
        AgentFrame m2 = frame(10, -1, 1, pose(2));
        m2.branches().add(new AgentBranch(3, 100));
        add(c, "MoveLeft", AgentAnimation.TRANSITION_EXIT_BRANCHES, "", frame(10, 0, 3, pose(1)),
                frame(10, -1, 0, pose(2)), m2, frame(0, -1, -2));
        // MoveRight flaps for as long as the glide lasts: a loop.
        AgentFrame r1 = frame(10, -1, 2, pose(1));
        r1.branches().add(new AgentBranch(0, 100));
        add(c, "MoveRight", AgentAnimation.TRANSITION_EXIT_BRANCHES, "", frame(10, -1, 1, pose(2)), r1,
                frame(10, -1, -2, pose(1)));

        c.states().add(new AgentState("SHOWING", List.of("SHOW")));
        c.states().add(new AgentState("HIDING", List.of("HIDE")));
        c.states().add(new AgentState("SPEAKING", List.of("RESTPOSE")));
        c.states().add(new AgentState("MOVINGLEFT", List.of("MOVELEFT")));
        c.states().add(new AgentState("MOVINGRIGHT", List.of("MOVERIGHT")));
        c.states().add(new AgentState("HEARING", List.of("LOOP")));
        c.states().add(new AgentState("IDLINGLEVEL1", List.of("IDLE1A", "IDLE1B")));
        c.states().add(new AgentState("IDLINGLEVEL2", List.of("IDLE2")));
        c.states().add(new AgentState("IDLINGLEVEL3", List.of("IDLE3")));
        return c;
    }

    private static AgentFrameImage[] pose(int head) {
        return new AgentFrameImage[] {new AgentFrameImage(head, 12, 2), new AgentFrameImage(0, 5, 6)};
    }

    private static void add(AgentCharacter c, String name, int transition, String returnAnimation,
            AgentFrame... frames) {
        AgentAnimation a = new AgentAnimation(name);
        a.setTransition(transition);
        a.setReturnAnimation(returnAnimation);
        a.frames().addAll(List.of(frames));
        c.animations().add(a);
    }

    private static AgentFrame frame(int duration, int sound, int exit, AgentFrameImage... images) {
        AgentFrame f = new AgentFrame();
        f.setDuration(duration);
        f.setSoundIndex(sound);
        f.setExitFrame(exit);
        f.images().addAll(List.of(images));
        return f;
    }

    private static AgentFrame frame(int duration, int sound, int exit, AgentFrameImage[] pose,
            AgentFrameImage... more) {
        AgentFrame f = frame(duration, sound, exit, more);
        f.images().addAll(List.of(pose));
        return f;
    }

    /** The seven mouths over the head; OpenWide1 and OpenNarrow replace the top image, the others are drawn over it. */
    private static void mouths(AgentFrame f) {
        for (int m = 0; m < 7; m++) {
            f.mouths().add(AgentMouth.of(m, m == 1 || m == 6, 3 + m, 16, 9 + m % 3, 20, 10));
        }
    }

    /** A w x h image: a filled rounded box of colour {@code a} with a stripe of {@code b}, transparent corners. */
    private static AgentImage box(int w, int h, int a, int b) {
        byte[] rows = new byte[w * h];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                boolean corner = (x == 0 || x == w - 1) && (y == 0 || y == h - 1);
                rows[y * w + x] = (byte) (corner ? TRANSPARENT : (x + y) % 5 == 0 ? b : a);
            }
        }
        return AgentImage.fromTopDown(w, h, rows);
    }

    private static byte[] riff(byte[] fmt, long factSamples, byte[] data) {
        LittleEndianWriter w = new LittleEndianWriter();
        int size = 4 + 8 + fmt.length + (factSamples >= 0 ? 12 : 0) + 8 + data.length + (data.length & 1);
        w.bytes("RIFF".getBytes(StandardCharsets.US_ASCII)).u32(size).bytes("WAVE".getBytes(StandardCharsets.US_ASCII));
        w.bytes("fmt ".getBytes(StandardCharsets.US_ASCII)).u32(fmt.length).bytes(fmt);
        if (factSamples >= 0) {
            w.bytes("fact".getBytes(StandardCharsets.US_ASCII)).u32(4).u32(factSamples);
        }
        w.bytes("data".getBytes(StandardCharsets.US_ASCII)).u32(data.length).bytes(data);
        if ((data.length & 1) != 0) {
            w.u8(0);
        }
        return w.toByteArray();
    }

    /** MS ADPCM, mono, 256-byte blocks: real block headers and codes rolled from {@code seed}. */
    static byte[] msAdpcm(int rate, int blocks, long seed) {
        int align = 256;
        int perBlock = (align - 7) * 2 + 2;
        LittleEndianWriter fmt = new LittleEndianWriter();
        fmt.u16(2).u16(1).u32(rate).u32(rate * align / perBlock).u16(align).u16(4).u16(32).u16(perBlock).u16(7);
        int[][] coefficients = {{256, 0}, {512, -256}, {0, 0}, {192, 64}, {240, 0}, {460, -208}, {392, -232}};
        for (int[] pair : coefficients) {
            fmt.u16(pair[0] & 0xFFFF).u16(pair[1] & 0xFFFF);
        }
        Random random = new Random(seed);
        LittleEndianWriter data = new LittleEndianWriter();
        for (int b = 0; b < blocks; b++) {
            data.u8(b % 7).u16(40 + random.nextInt(400)).u16(random.nextInt(4000) - 2000 & 0xFFFF)
                    .u16(random.nextInt(4000) - 2000 & 0xFFFF);
            for (int k = 0; k < align - 7; k++) {
                data.u8(random.nextInt(256));
            }
        }
        return riff(fmt.toByteArray(), (long) blocks * perBlock - 17, data.toByteArray());
    }

    /** IMA ADPCM, mono, 256-byte blocks, codes rolled from {@code seed}. */
    static byte[] imaAdpcm(int rate, int blocks, long seed) {
        int align = 256;
        int perBlock = (align - 4) * 2 + 1;
        LittleEndianWriter fmt = new LittleEndianWriter();
        fmt.u16(0x11).u16(1).u32(rate).u32(rate * align / perBlock).u16(align).u16(4).u16(2).u16(perBlock);
        Random random = new Random(seed);
        LittleEndianWriter data = new LittleEndianWriter();
        for (int b = 0; b < blocks; b++) {
            data.u16(random.nextInt(8000) - 4000 & 0xFFFF).u8(random.nextInt(60)).u8(0);
            for (int k = 0; k < align - 4; k++) {
                data.u8(random.nextInt(256));
            }
        }
        return riff(fmt.toByteArray(), (long) blocks * perBlock, data.toByteArray());
    }

    /** 8-bit PCM, mono: a tone. */
    static byte[] pcm8(int rate, int samples) {
        LittleEndianWriter fmt = new LittleEndianWriter();
        fmt.u16(1).u16(1).u32(rate).u32(rate).u16(1).u16(8);
        byte[] data = new byte[samples];
        for (int i = 0; i < samples; i++) {
            data[i] = (byte) (128 + (int) (90 * Math.sin(i / 4.0)));
        }
        return riff(fmt.toByteArray(), -1, data);
    }
}

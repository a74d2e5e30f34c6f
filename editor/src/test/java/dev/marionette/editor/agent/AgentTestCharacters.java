package dev.marionette.editor.agent;

import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentBranch;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentFrameImage;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.acs.AgentLocalizedInfo;
import dev.marionette.model.acs.AgentMouth;

/**
 * Small characters built in code for tests: images drawn from rows of letters ('.' is the transparent index 0,
 * 'A' index 1, 'B' index 2...), so expected pictures can be written the same way.
 */
public final class AgentTestCharacters {

    /** Palette entries: index 0 magenta (transparent), then distinct colours. */
    public static final int[] PALETTE = {0xFF00FF, 0xFF0000, 0x00FF00, 0x0000FF, 0xFFFF00, 0x00FFFF, 0x808080,
        0xFFFFFF};

    private AgentTestCharacters() {
    }

    /** An image from rows of letters, top row first. */
    public static AgentImage image(String... rows) {
        int w = rows[0].length();
        byte[] px = new byte[w * rows.length];
        for (int y = 0; y < rows.length; y++) {
            for (int x = 0; x < w; x++) {
                char ch = rows[y].charAt(x);
                px[y * w + x] = (byte) (ch == '.' ? 0 : ch - 'A' + 1);
            }
        }
        return AgentImage.fromTopDown(w, rows.length, px);
    }

    /** A 6x4 character with a palette and no animations or images. */
    public static AgentCharacter blank() {
        AgentCharacter c = new AgentCharacter();
        c.setFrameSize(6, 4);
        c.setPalette(PALETTE);
        c.setTransparentIndex(0);
        c.localizedInfo().add(new AgentLocalizedInfo(0x0409, "Tester", "A test character", ""));
        return c;
    }

    /**
     * A 6x4 character: images 0 (body 4x3 of A with a B eye), 1 (hat 3x1 of C), 2 (open mouth 2x1 D),
     * 3 (closed mouth 2x1 E); animation "Wave": frame 0 = hat over body at offsets, with two mouths; frame 1 =
     * body moved, branch back to 0 with 40%, exit to 2; frame 2 = body alone, no exit.
     */
    public static AgentCharacter wave() {
        AgentCharacter c = blank();
        c.images().add(image("AAAA", "ABAA", "AAAA"));
        c.images().add(image("CCC"));
        c.images().add(image("DD"));
        c.images().add(image("EE"));
        AgentAnimation a = new AgentAnimation("Wave");
        a.setTransition(AgentAnimation.TRANSITION_EXIT_BRANCHES);
        AgentFrame f0 = new AgentFrame();
        f0.images().add(new AgentFrameImage(1, 1, 0));
        f0.images().add(new AgentFrameImage(0, 1, 1));
        f0.setDuration(10);
        f0.mouths().add(AgentMouth.of(0, false, 3, 2, 3, 3, 3));
        f0.mouths().add(AgentMouth.of(1, true, 2, 2, 2, 3, 3));
        AgentFrame f1 = new AgentFrame();
        f1.images().add(new AgentFrameImage(0, 2, 1));
        f1.setDuration(20);
        f1.branches().add(new AgentBranch(0, 40));
        f1.setExitFrame(2);
        AgentFrame f2 = new AgentFrame();
        f2.images().add(new AgentFrameImage(0, -1, 0));
        f2.setDuration(5);
        a.frames().add(f0);
        a.frames().add(f1);
        a.frames().add(f2);
        c.animations().add(a);
        AgentAnimation rest = new AgentAnimation("Rest");
        AgentFrame r0 = new AgentFrame();
        r0.images().add(new AgentFrameImage(0, 0, 0));
        rest.frames().add(r0);
        c.animations().add(rest);
        return c;
    }
}

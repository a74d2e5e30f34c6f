package dev.marionette.io.acs;

import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentBranch;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentFrameImage;
import dev.marionette.model.acs.AgentMouth;
import dev.marionette.model.acs.AgentState;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Checks a character against the limits of the file format before anything is written: counts that must fit
 * their u8/u16 fields, references to images, sounds and frames that must exist, branch probabilities (percent,
 * at most 100 in total per frame), style bits that must agree with the voice and balloon blocks.
 */
final class AgentValidator {

    private AgentValidator() {
    }

    /** Every problem found; empty when the character can be written as ACS. */
    static List<String> problems(AgentCharacter c) {
        List<String> p = new ArrayList<>();
        if (c.majorVersion() != 2) {
            p.add("version " + c.majorVersion() + "." + c.minorVersion() + " (this writer writes version 2.x)");
        }
        if (c.isVoiceTts() && c.voice() == null) {
            p.add("the style says text-to-speech (0x20) but there is no voice information");
        }
        if (!c.isVoiceTts() && c.voice() != null) {
            p.add("there is voice information but the style lacks the text-to-speech bit (0x20), so it would be lost");
        }
        if (c.isBalloonRoundRect() && c.balloon() == null) {
            p.add("the style says balloon (0x200) but there is no balloon information");
        }
        if (!c.isBalloonRoundRect() && c.balloon() != null) {
            p.add("there is balloon information but the style lacks the balloon bit (0x200), so it would be lost");
        }
        if (c.palette().length > 256) {
            p.add("palette of " + c.palette().length + " colours (at most 256: pixels are bytes)");
        }
        limit(p, c.states().size(), 0xFFFF, "states");
        for (AgentState s : c.states()) {
            limit(p, s.animations().size(), 0xFFFF, "animations in state " + s.name());
        }
        limit(p, c.localizedInfo().size(), 0xFFFF, "localized infos");
        limit(p, c.sounds().size(), 0x7FFF, "sounds (frames refer to them with an i16)");
        Set<String> names = new HashSet<>();
        for (AgentAnimation a : c.animations()) {
            if (!names.add(a.name().toUpperCase(Locale.ROOT))) {
                p.add("two animations are named \"" + a.name() + "\" (names are compared ignoring case)");
            }
            frames(p, c, a);
        }
        return p;
    }

    private static void frames(List<String> p, AgentCharacter c, AgentAnimation a) {
        String an = "animation \"" + a.name() + "\"";
        int n = a.frames().size();
        limit(p, n, 0xFFFF, "frames in " + an);
        for (int f = 0; f < n; f++) {
            AgentFrame frame = a.frames().get(f);
            String fw = an + " frame " + f;
            limit(p, frame.images().size(), 0xFFFF, "images in " + fw);
            for (AgentFrameImage i : frame.images()) {
                if (i.imageIndex() >= c.images().size()) {
                    p.add(fw + " uses image " + i.imageIndex() + " of " + c.images().size());
                }
            }
            if (frame.soundIndex() >= c.sounds().size()) {
                p.add(fw + " uses sound " + frame.soundIndex() + " of " + c.sounds().size());
            }
            if (frame.soundIndex() < -1) {
                p.add(fw + " has sound index " + frame.soundIndex() + " (-1 means none)");
            }
            if (frame.exitFrame() >= n) {
                p.add(fw + " exits to frame " + frame.exitFrame() + " of " + n);
            }
            limit(p, frame.branches().size(), 0xFF, "branches in " + fw);
            int total = 0;
            for (AgentBranch b : frame.branches()) {
                if (b.targetFrame() >= n) {
                    p.add(fw + " branches to frame " + b.targetFrame() + " of " + n);
                }
                if (b.probability() > 100) {
                    p.add(fw + " has a branch probability of " + b.probability() + "% (at most 100)");
                }
                total += b.probability();
            }
            if (total > 100) {
                p.add(fw + " has branch probabilities adding up to " + total + "% (at most 100)");
            }
            limit(p, frame.mouths().size(), 0xFF, "mouths in " + fw);
            for (AgentMouth m : frame.mouths()) {
                if (m.imageIndex() >= c.images().size()) {
                    p.add(fw + " has a mouth using image " + m.imageIndex() + " of " + c.images().size());
                }
            }
        }
    }

    private static void limit(List<String> p, int count, int max, String what) {
        if (count > max) {
            p.add(count + " " + what + " (at most " + max + ")");
        }
    }
}

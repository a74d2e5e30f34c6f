package dev.marionette.io.sims;

import dev.marionette.model.sims.SimsBone;
import dev.marionette.model.sims.SimsSkill;
import dev.marionette.model.sims.TsoAnimation;
import java.io.IOException;
import java.nio.file.NoSuchFileException;

/** Sims values in words for {@code info}: numbers as the game's text files spell them. */
final class SimsText {

    private SimsText() {
    }

    static String number(float value) {
        return CmxNumbers.format(value);
    }

    /** "1999 ms, distance 0, not moving, 60 frames, 29 motions, 0 events". */
    static String skill(SimsSkill skill) {
        return timing(skill.duration(), skill.distance(), skill.isMoving(), skill.frameCount())
                + ", " + skill.motions().size() + " motions, " + skill.eventCount() + " events";
    }

    static String animation(TsoAnimation animation) {
        return timing(animation.duration(), animation.distance(), animation.moving() != 0, animation.frameCount())
                + ", " + animation.motions().size() + " motions, " + animation.eventCount() + " events";
    }

    private static String timing(float duration, float distance, boolean moving, int frames) {
        String rate = duration > 0 && frames > 0
                ? String.format(" (%.1f fps)", frames * 1000.0 / duration) : "";
        return number(duration) + " ms, distance " + number(distance) + ", " + (moving ? "moving" : "not moving")
                + ", " + frames + " frames" + rate;
    }

    /** An I/O problem in words: "no such file x.cmx", or the exception's message. */
    static String ioProblem(IOException e) {
        if (e instanceof NoSuchFileException missing) {
            return "no such file " + missing.getFile();
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    /** "ROOT (parent NULL), translate 1, rotate 1, blend 0, wiggle 0 power 0". */
    static String bone(SimsBone bone) {
        return bone.name() + " (parent " + bone.parentName() + "), translate " + bone.canTranslate() + ", rotate "
                + bone.canRotate() + ", blend " + bone.canBlend() + ", wiggle " + number(bone.wiggleValue())
                + " power " + number(bone.wigglePower())
                + (bone.properties().isEmpty() ? "" : ", properties " + bone.properties().stream()
                        .flatMap(l -> l.pairs().stream()).map(Object::toString).toList());
    }
}

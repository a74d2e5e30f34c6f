package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentMouth;

/**
 * Words for step names and rejection messages. Numbers count from 1, as a character author sees frames,
 * images and sounds listed; list indexes in {@link dev.marionette.model.doc.Change} paths count from 0.
 */
final class Labels {

    private Labels() {
    }

    static String frame(int index) {
        return "frame " + (index + 1);
    }

    static String image(int index) {
        return "image " + (index + 1);
    }

    static String sound(int index) {
        return "sound " + (index + 1);
    }

    static String animation(AgentAnimation a) {
        return "animation \"" + a.name() + "\"";
    }

    /** "animation "Show", frame 2". */
    static String frameOf(AgentAnimation a, int frame) {
        return animation(a) + ", " + frame(frame);
    }

    /** A mouth type's name ("OpenWide1"), or "type 9" for bytes outside 0..6. */
    static String mouth(int type) {
        return type >= 0 && type < AgentMouth.TYPE_NAMES.length ? AgentMouth.TYPE_NAMES[type] : "type " + type;
    }
}

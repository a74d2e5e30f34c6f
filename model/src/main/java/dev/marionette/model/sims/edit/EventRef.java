package dev.marionette.model.sims.edit;

/**
 * Where an event (time property) is: skill, motion of that skill, time-property list of that motion, event in that
 * list; all from 0, as the file orders them.
 */
public record EventRef(int skill, int motion, int list, int event) {

    /** The path of a {@link dev.marionette.model.doc.Part#SKILL_EVENT} change. */
    public int[] path() {
        return new int[] {skill, motion, list, event};
    }
}

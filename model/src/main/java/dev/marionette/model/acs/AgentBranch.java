package dev.marionette.model.acs;

/**
 * A frame branch: {@code u16 targetFrame; u16 probability} (percent), acs.md 4.3.
 *
 * @param targetFrame 0-based frame index in the same animation
 */
public record AgentBranch(int targetFrame, int probability) {

    public AgentBranch {
        AgentVoice.checkU16(targetFrame, "targetFrame");
        AgentVoice.checkU16(probability, "probability");
    }

    static void checkI16(int v, String what) {
        if (v < Short.MIN_VALUE || v > Short.MAX_VALUE) {
            throw new IllegalArgumentException(what + " is an i16: " + v);
        }
    }
}

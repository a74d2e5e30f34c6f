package dev.marionette.export;

import java.util.List;

/**
 * A source made of sequences the user picks one of: Ragnarok actions (chosen by number with
 * {@code RagnarokSettings.ACTION}), Agent animations (by name with {@code AgentSettings.ANIMATION})...
 * The Export dialog lists them. Source models implement it when they have such sequences.
 */
public interface SequenceSource {

    /** The sequences in file order, named as the user knows them ("Walk - South-west", "Greet"). */
    List<String> sequenceNames();
}

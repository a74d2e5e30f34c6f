package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.acs.AgentSound;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.ToLongFunction;
import java.util.function.UnaryOperator;

/**
 * The character's image table or its sound table, and the checked steps that change it (for
 * {@link MediaOperations}). Frames and mouth overlays refer to entries by index: inserting, deleting or moving an
 * entry renumbers them ({@link TableReferences}) so they keep showing and playing the same things. Deleting an
 * entry still in use is rejected with a message naming a user ({@link AgentUsage}). Added and replacing images
 * are new ({@link ImageTable#fresh}): they are encoded when saved; sounds must be RIFF/WAVE
 * ({@link SoundRules#requireWave}).
 *
 * <p>Changes, in order: the renumbered references ({@code FRAME_IMAGE}/{@code MOUTH "image"}, or
 * {@code AGENT_FRAME "sound"}), then the entry added, removed, replaced or moved ({@code IMAGE}/{@code SOUND};
 * a move has the root path).
 *
 * @param <T> {@link AgentImage} or {@link AgentSound}
 */
final class MediaTable<T> {

    static final MediaTable<AgentImage> IMAGES = new MediaTable<>("image", "images", Part.IMAGE,
            AgentCharacter::images, AgentLimits.MAX_IMAGES, Labels::image, TableReferences::images,
            AgentUsage::imageUses, AgentUsage::unusedImages, ImageTable::fresh, ImageTable::replacement,
            ImageTable::bytes);

    static final MediaTable<AgentSound> SOUNDS = new MediaTable<>("sound", "sounds", Part.SOUND,
            AgentCharacter::sounds, AgentLimits.MAX_SOUNDS, Labels::sound, TableReferences::sounds,
            AgentUsage::soundUses, AgentUsage::unusedSounds, SoundRules::requireWave, SoundRules::replacement,
            AgentSound::length);

    private final String noun;
    private final String plural;
    private final Part part;
    private final Function<AgentCharacter, List<T>> entries;
    private final int max;
    private final IntFunction<String> label;
    private final BiFunction<AgentCharacter, IndexMap, TableReferences> references;
    private final BiFunction<AgentCharacter, Integer, List<AgentUsage.Use>> uses;
    private final Function<AgentCharacter, List<Integer>> unused;
    private final UnaryOperator<T> added;
    private final BinaryOperator<T> replacement;
    private final ToLongFunction<T> bytes;

    private MediaTable(String noun, String plural, Part part, Function<AgentCharacter, List<T>> entries, int max,
            IntFunction<String> label, BiFunction<AgentCharacter, IndexMap, TableReferences> references,
            BiFunction<AgentCharacter, Integer, List<AgentUsage.Use>> uses,
            Function<AgentCharacter, List<Integer>> unused, UnaryOperator<T> added, BinaryOperator<T> replacement,
            ToLongFunction<T> bytes) {
        this.noun = noun;
        this.plural = plural;
        this.part = part;
        this.entries = entries;
        this.max = max;
        this.label = label;
        this.references = references;
        this.uses = uses;
        this.unused = unused;
        this.added = added;
        this.replacement = replacement;
        this.bytes = bytes;
    }

    /** The table's live list. */
    List<T> entries(AgentCharacter c) {
        return entries.apply(c);
    }

    /** "Add image": inserts {@code entry} at {@code index}; later entries' users are renumbered. */
    ListEntryEdit insert(AgentCharacter c, int index, T entry) {
        List<T> list = entries(c);
        AgentLimits.requireInsertPosition(index, list.size(), noun);
        AgentLimits.require(list.size() < max, "A character can hold at most " + max + " " + plural + ".");
        T checked = added.apply(entry);
        return ListEntryEdit.insert("Add " + noun, list, index, checked, Change.added(part, index),
                references.apply(c, IndexMap.insertion(index)), bytes.applyAsLong(checked));
    }

    /**
     * "Replace image 3" (also every pixel edit): a new entry in place of one; every user shows or plays the new
     * one. The old entry is never modified, so undo puts back the very object that was there, with its stored
     * bytes. The new entry takes over the source file the old one was kept in (an ACD project then writes the
     * new one to that file).
     */
    ListEntryEdit replace(AgentCharacter c, int index, T entry) {
        List<T> list = entries(c);
        AgentLimits.requireIndex(index, list.size(), noun);
        T before = list.get(index);
        T after = replacement.apply(before, entry);
        return ListEntryEdit.replace("Replace " + label.apply(index), list, index, after,
                Change.replaced(part, index), bytes.applyAsLong(before) + bytes.applyAsLong(after));
    }

    /** "Delete image 3": removes an entry no frame uses; users of later entries are renumbered. */
    ListEntryEdit remove(AgentCharacter c, int index) {
        List<T> list = entries(c);
        AgentLimits.requireIndex(index, list.size(), noun);
        String inUse = AgentUsage.inUse(c, Character.toUpperCase(noun.charAt(0)) + noun.substring(1) + " "
                + (index + 1), uses.apply(c, index));
        AgentLimits.require(inUse == null, inUse);
        return ListEntryEdit.remove("Delete " + label.apply(index), list, index, Change.removed(part, index),
                references.apply(c, IndexMap.removal(index)), bytes.applyAsLong(list.get(index)));
    }

    /** "Move image 3": another place in the table; every user is renumbered. */
    ListEntryEdit move(AgentCharacter c, int from, int to) {
        List<T> list = entries(c);
        AgentLimits.requireIndex(from, list.size(), noun);
        AgentLimits.requireIndex(to, list.size(), noun);
        return ListEntryEdit.move("Move " + label.apply(from), list, from, to, Change.moved(part),
                references.apply(c, IndexMap.move(from, to)));
    }

    /** The indexes of the entries nothing uses, ascending. */
    List<Integer> unused(AgentCharacter c) {
        return unused.apply(c);
    }

    /** "Delete unused images": the name of the step that deletes {@link #unused} entries. */
    String removeUnusedName() {
        return "Delete unused " + plural;
    }
}

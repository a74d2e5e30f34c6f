package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.acs.AgentSound;
import java.util.List;

/**
 * Changes to the character's image and sound tables (see {@link AgentOperations}). Frames and mouth overlays
 * refer to images and sounds by index; every change here renumbers them so they keep showing and playing the
 * same things. Deleting an image or sound that is still used is rejected with a message naming a user
 * ({@link AgentUsage} lists them all); {@link #removeUnusedImages()} and {@link #removeUnusedSounds()} clean
 * up. Added and replacing images are new: they are encoded when the character is saved. Both tables follow the
 * same rules ({@link MediaTable}).
 */
public final class MediaOperations extends AgentCommands {

    MediaOperations(AgentDocument document) {
        super(document);
    }

    /** Adds an image at the end of the table; returns its index. */
    public int addImage(AgentImage image) {
        return add(MediaTable.IMAGES, image);
    }

    /** Inserts an image at {@code index}; later images' users are renumbered. Returns the index. */
    public int insertImage(int index, AgentImage image) {
        return insert(MediaTable.IMAGES, index, image);
    }

    /** Replaces an image (a pixel edit, or an image loaded from a file); its users show the new one. */
    public void replaceImage(int index, AgentImage image) {
        document.perform(MediaTable.IMAGES.replace(c(), index, image));
    }

    /** Deletes an image no frame uses. */
    public void removeImage(int index) {
        document.perform(MediaTable.IMAGES.remove(c(), index));
    }

    /** Moves an image to another place in the table. */
    public void moveImage(int from, int to) {
        move(MediaTable.IMAGES, from, to);
    }

    /** "Delete unused images" as one step; returns how many were deleted. */
    public int removeUnusedImages() {
        return removeUnused(MediaTable.IMAGES);
    }

    /** Adds a RIFF/WAVE sound at the end of the table; returns its index. */
    public int addSound(AgentSound sound) {
        return add(MediaTable.SOUNDS, sound);
    }

    /** Inserts a sound at {@code index}; later sounds' users are renumbered. Returns the index. */
    public int insertSound(int index, AgentSound sound) {
        return insert(MediaTable.SOUNDS, index, sound);
    }

    /** Replaces a sound; frames playing it play the new one. */
    public void replaceSound(int index, AgentSound sound) {
        document.perform(MediaTable.SOUNDS.replace(c(), index, sound));
    }

    /** Deletes a sound no frame plays. */
    public void removeSound(int index) {
        document.perform(MediaTable.SOUNDS.remove(c(), index));
    }

    /** Moves a sound to another place in the table. */
    public void moveSound(int from, int to) {
        move(MediaTable.SOUNDS, from, to);
    }

    /** "Delete unused sounds" as one step; returns how many were deleted. */
    public int removeUnusedSounds() {
        return removeUnused(MediaTable.SOUNDS);
    }

    private <T> int add(MediaTable<T> table, T entry) {
        return insert(table, table.entries(c()).size(), entry);
    }

    private <T> int insert(MediaTable<T> table, int index, T entry) {
        document.perform(table.insert(c(), index, entry));
        return index;
    }

    private <T> void move(MediaTable<T> table, int from, int to) {
        if (from != to) {
            document.perform(table.move(c(), from, to));
        }
    }

    private <T> int removeUnused(MediaTable<T> table) {
        List<Integer> unused = table.unused(c());
        document.compound(table.removeUnusedName(), () -> {
            for (int i = unused.size() - 1; i >= 0; i--) {
                document.perform(table.remove(c(), unused.get(i)));
            }
        });
        return unused.size();
    }
}

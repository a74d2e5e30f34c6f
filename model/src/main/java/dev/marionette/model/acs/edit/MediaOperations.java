package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.acs.AgentSound;
import java.util.List;

/**
 * Changes to the character's image and sound tables (see {@link AgentOperations}). Frames and mouth overlays
 * refer to images and sounds by index; every change here renumbers them so they keep showing and playing the
 * same things. Deleting an image or sound that is still used is rejected with a message naming a user
 * ({@link AgentUsage} lists them all); {@link #removeUnusedImages()} and {@link #removeUnusedSounds()} clean
 * up. Added and replacing images are new: they are encoded when the character is saved.
 */
public final class MediaOperations {

    private final AgentDocument document;

    MediaOperations(AgentDocument document) {
        this.document = document;
    }

    private AgentCharacter c() {
        return document.character();
    }

    /** Adds an image at the end of the table; returns its index. */
    public int addImage(AgentImage image) {
        return insertImage(c().images().size(), image);
    }

    /** Inserts an image at {@code index}; later images' users are renumbered. Returns the index. */
    public int insertImage(int index, AgentImage image) {
        document.perform(new AddImageEdit(c(), index, image));
        return index;
    }

    /** Replaces an image (a pixel edit, or an image loaded from a file); its users show the new one. */
    public void replaceImage(int index, AgentImage image) {
        document.perform(new ReplaceImageEdit(c(), index, image));
    }

    /** Deletes an image no frame uses. */
    public void removeImage(int index) {
        document.perform(new RemoveImageEdit(c(), index));
    }

    /** Moves an image to another place in the table. */
    public void moveImage(int from, int to) {
        if (from != to) {
            document.perform(new MoveImageEdit(c(), from, to));
        }
    }

    /** "Delete unused images" as one step; returns how many were deleted. */
    public int removeUnusedImages() {
        List<Integer> unused = AgentUsage.unusedImages(c());
        document.compound("Delete unused images", () -> {
            for (int i = unused.size() - 1; i >= 0; i--) {
                document.perform(new RemoveImageEdit(c(), unused.get(i)));
            }
        });
        return unused.size();
    }

    /** Adds a RIFF/WAVE sound at the end of the table; returns its index. */
    public int addSound(AgentSound sound) {
        return insertSound(c().sounds().size(), sound);
    }

    /** Inserts a sound at {@code index}; later sounds' users are renumbered. Returns the index. */
    public int insertSound(int index, AgentSound sound) {
        document.perform(new AddSoundEdit(c(), index, sound));
        return index;
    }

    /** Replaces a sound; frames playing it play the new one. */
    public void replaceSound(int index, AgentSound sound) {
        document.perform(new ReplaceSoundEdit(c(), index, sound));
    }

    /** Deletes a sound no frame plays. */
    public void removeSound(int index) {
        document.perform(new RemoveSoundEdit(c(), index));
    }

    /** Moves a sound to another place in the table. */
    public void moveSound(int from, int to) {
        if (from != to) {
            document.perform(new MoveSoundEdit(c(), from, to));
        }
    }

    /** "Delete unused sounds" as one step; returns how many were deleted. */
    public int removeUnusedSounds() {
        List<Integer> unused = AgentUsage.unusedSounds(c());
        document.compound("Delete unused sounds", () -> {
            for (int i = unused.size() - 1; i >= 0; i--) {
                document.perform(new RemoveSoundEdit(c(), unused.get(i)));
            }
        });
        return unused.size();
    }
}

package dev.marionette.io.acs.edit;

import static dev.marionette.io.acs.edit.EditStep.pick;

import dev.marionette.io.acs.AgentFixtures;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.acs.AgentSound;
import dev.marionette.model.acs.edit.AgentDocument;
import dev.marionette.model.acs.edit.AgentUsage;
import dev.marionette.model.acs.edit.MediaOperations;
import java.util.List;
import java.util.Random;

/** Runs the image and sound table kinds of {@link EditStep}. */
final class MediaSteps {

    private MediaSteps() {
    }

    static boolean apply(EditStep s, AgentDocument doc) {
        AgentCharacter c = doc.character();
        MediaOperations ops = doc.operations().media();
        int images = c.images().size();
        int sounds = c.sounds().size();
        switch (s.kind()) {
            case ADD_IMAGE -> ops.insertImage(pick(s.a(), images + 1), randomImage(s));
            case REPLACE_IMAGE -> {
                if (images == 0) {
                    return false;
                }
                int i = pick(s.a(), images);
                ops.replaceImage(i, painted(c.images().get(i), s));
            }
            case REMOVE_IMAGE -> ops.removeImage(preferUnused(AgentUsage.unusedImages(c), images, s));
            case MOVE_IMAGE -> {
                if (images == 0) {
                    return false;
                }
                ops.moveImage(pick(s.a(), images), pick(s.b(), images));
            }
            case REMOVE_UNUSED_IMAGES -> ops.removeUnusedImages();
            case ADD_SOUND -> ops.insertSound(pick(s.a(), sounds + 1), AgentSound.of(AgentFixtures.wave(8
                    + pick(s.d(), 100))));
            case REPLACE_SOUND -> {
                if (sounds == 0) {
                    return false;
                }
                ops.replaceSound(pick(s.a(), sounds), AgentSound.of(AgentFixtures.wave(9 + pick(s.d(), 50))));
            }
            case REMOVE_SOUND -> ops.removeSound(preferUnused(AgentUsage.unusedSounds(c), sounds, s));
            case MOVE_SOUND -> {
                if (sounds == 0) {
                    return false;
                }
                ops.moveSound(pick(s.a(), sounds), pick(s.b(), sounds));
            }
            default -> throw new IllegalArgumentException(s.kind().toString());
        }
        return true;
    }

    /** Mostly an unused item (deleting it works); sometimes any item (deleting a used one is refused). */
    private static int preferUnused(List<Integer> unused, int size, EditStep s) {
        if (!unused.isEmpty() && pick(s.c(), 4) != 0) {
            return unused.get(pick(s.a(), unused.size()));
        }
        return size == 0 ? 0 : pick(s.a(), size);
    }

    private static AgentImage randomImage(EditStep s) {
        int w = 1 + pick(s.c(), 24);
        int h = 1 + pick(s.b(), 24);
        byte[] pixels = new byte[AgentImage.stride(w) * h];
        new Random(s.d()).nextBytes(pixels);
        return AgentImage.of(w, h, pixels);
    }

    /** The image with a few pixels painted over (a new object; an empty image gets pixels of its own). */
    private static AgentImage painted(AgentImage image, EditStep s) {
        if (!image.isPresent() || image.width() == 0 || image.height() == 0) {
            return randomImage(s);
        }
        byte[] pixels = image.pixels();
        Random random = new Random(s.d());
        for (int i = 0; i < 1 + pick(s.c(), 20); i++) {
            pixels[random.nextInt(pixels.length)] = (byte) random.nextInt(256);
        }
        return AgentImage.of(image.width(), image.height(), pixels);
    }
}

package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.acs.StoredImage;

/** Helpers for edits of the character's image table. */
final class ImageTable {

    private ImageTable() {
    }

    /**
     * The image as the table should get it: new, without stored bytes, so a writer encodes (and compresses) it.
     * An image still holding the bytes of the file it came from (copied from another character) is decoded into
     * a new image; a new image is taken as it is.
     */
    static AgentImage fresh(AgentImage image) {
        if (image.stored() == null) {
            return image;
        }
        return image.isPresent() ? AgentImage.of(image.width(), image.height(), image.pixels()) : AgentImage.empty();
    }

    /**
     * The image that replaces {@code before} when {@code image} is put in its place: {@link #fresh}, and taking
     * over the source file {@code before} was kept in (copying {@code image} rather than changing it).
     */
    static AgentImage replacement(AgentImage before, AgentImage image) {
        AgentLimits.require(image != before, "The image is already there.");
        AgentImage fresh = fresh(image);
        if (fresh.sourceFile() == null && before.sourceFile() != null) {
            fresh = fresh == image ? image.copy() : fresh;
            fresh.setSourceFile(before.sourceFile());
        }
        return fresh;
    }

    /** The bytes an image keeps alive: its stored block and its decoded pixels, whichever it has. */
    static long bytes(AgentImage image) {
        StoredImage stored = image.stored();
        long n = stored == null ? 0 : stored.length();
        if (image.isDecoded()) {
            n += (long) AgentImage.stride(image.width()) * image.height();
        }
        return n;
    }
}

package dev.marionette.thumbnail;

import java.io.IOException;

/** A file that is read fine but has nothing to show (a keyframe stream alone, an archive without a sprite). */
public final class ThumbnailException extends IOException {

    private static final long serialVersionUID = 1L;

    /** @param message reads after the file's name ("no sprite in the archive") */
    public ThumbnailException(String message) {
        super(message);
    }
}

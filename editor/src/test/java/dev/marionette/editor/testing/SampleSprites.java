package dev.marionette.editor.testing;

import dev.marionette.io.act.ActReader;
import dev.marionette.io.spr.SprReader;
import dev.marionette.io.testing.Samples;
import dev.marionette.render.ro.ActSprite;
import java.io.IOException;

/** Real Ragnarok sprites read from the samples ({@link Samples}); a test needing one skips when it is absent. */
public final class SampleSprites {

    private SampleSprites() {
    }

    /** {@code ro/name.act} with {@code ro/name.spr}, read. */
    public static ActSprite sprite(String name) throws IOException {
        return new ActSprite(ActReader.read(Samples.file("ro/" + name + ".act")).value(),
                SprReader.read(Samples.file("ro/" + name + ".spr")).value());
    }
}

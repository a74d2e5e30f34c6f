package dev.marionette.editor.testing;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.marionette.io.act.ActReader;
import dev.marionette.io.spr.SprReader;
import dev.marionette.render.ro.ActSprite;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The real Ragnarok sample files, read from {@code ../shared/samples/ro} ({@code -Dmarionette.samples}
 * overrides the samples root). They are never copied into the project: tests needing them are skipped, with
 * the reason shown, when they are absent.
 */
public final class RagnarokSamples {

    private RagnarokSamples() {
    }

    /** The sample folder; skips the calling test when it is absent. */
    public static Path folder() {
        return SampleFiles.folder("ro", "Ragnarok");
    }

    /** {@code name.act} with {@code name.spr}; skips the calling test when either is absent. */
    public static ActSprite sprite(String name) throws IOException {
        Path dir = folder();
        Path act = dir.resolve(name + ".act");
        Path spr = dir.resolve(name + ".spr");
        assumeTrue(Files.isRegularFile(act) && Files.isRegularFile(spr), "sample " + name + " not found in " + dir);
        return new ActSprite(ActReader.read(act).value(), SprReader.read(spr).value());
    }
}

package dev.marionette.io.edit;

import dev.marionette.io.act.ActReader;
import dev.marionette.io.act.ActWriter;
import dev.marionette.io.spr.SprReader;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.model.spr.SpriteSheet;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The real ACT+SPR pairs of ../shared/samples/ro (every ACT with an SPR of the same name), as bytes, so each
 * test reads a fresh document. Tests using them are skipped with a reason when the samples are absent.
 *
 * @param name the file name without extension
 * @param act  the ACT file's bytes
 * @param spr  the SPR file's bytes
 */
record SamplePairs(String name, byte[] act, byte[] spr) {

    /** Every pair, sorted by name. */
    static List<SamplePairs> all() {
        return Samples.withExtension("ro", "act").stream()
                .filter(act -> Files.isRegularFile(spr(act)))
                .map(act -> new SamplePairs(act.getFileName().toString().replaceFirst("\\.act$", ""), read(act),
                        read(spr(act))))
                .toList();
    }

    /** A pair made in code, as the writers write it. */
    static SamplePairs of(String name, ActSprPair pair) {
        try {
            return new SamplePairs(name, ActWriter.toBytes(pair.act()), SprWriter.toBytes(pair.sheet()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A new document read from the bytes. */
    SpriteDocument open() {
        try {
            ActDocument actDoc = ActReader.read(act, name + ".act");
            SpriteSheet sheet = SprReader.read(spr, name + ".spr");
            return new SpriteDocument(actDoc, sheet, Path.of(name + ".act"), Path.of(name + ".spr"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public String toString() {
        return name;
    }

    private static Path spr(Path act) {
        return act.resolveSibling(act.getFileName().toString().replaceFirst("\\.act$", ".spr"));
    }

    private static byte[] read(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

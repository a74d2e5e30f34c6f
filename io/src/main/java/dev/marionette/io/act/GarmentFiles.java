package dev.marionette.io.act;

import dev.marionette.io.FormatException;
import dev.marionette.io.SafeFileWriter;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.ro.tools.GarmentLayout;
import dev.marionette.model.spr.SpriteSheet;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * "Save as garment for every job": one garment written once per job body, as the client looks garments up
 * ({@code data/sprite/로브/<garment>/<sex>/<job body's file name>.act} and {@code .spr}, the body's name in the
 * body folder {@code data/sprite/인간족/몸통/<sex>/}). Each ACT is the garment laid out on that body's frames and
 * anchors ({@link GarmentLayout}); each SPR is the garment's sheet. Every pair is written through temporary
 * files, the SPR first.
 */
public final class GarmentFiles {

    /** What was written, and the job bodies that could not be read, with the reason. */
    public record Result(List<Path> written, List<String> skipped) {
    }

    private GarmentFiles() {
    }

    /** The ACT files directly in {@code folder}, by name. */
    public static List<Path> jobBodies(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(Files::isRegularFile)
                    .filter(p -> p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".act"))
                    .sorted(Comparator.comparing(p -> p.getFileName().toString())).toList();
        }
    }

    /** The ACT and SPR this garment gets for {@code body} in {@code out}: the body's name with .act and .spr. */
    public static List<Path> targets(Path body, Path out) {
        String name = body.getFileName().toString();
        String base = name.substring(0, name.length() - ".act".length());
        return List.of(out.resolve(base + ".act"), out.resolve(base + ".spr"));
    }

    /**
     * Writes the garment for every job body into {@code out}. A body that cannot be read, or that the garment
     * cannot be laid out on, is skipped and named in the result; a file that cannot be written stops with the
     * exception (pairs written before it stay). Writing into the job bodies' own folder is refused.
     *
     * @param drawnOn the body the garment was drawn on, for garment frames without an anchor (may be null)
     */
    public static Result write(ActDocument garment, SpriteSheet sheet, ActDocument drawnOn, List<Path> bodies,
            Path out) throws IOException {
        for (Path body : bodies) {
            if (Files.isDirectory(out) && Files.isSameFile(out, body.toAbsolutePath().getParent())) {
                throw new IOException("The garments would replace the job bodies in " + out.getFileName()
                        + "; choose another folder to write them into.");
            }
        }
        byte[] spr = SprWriter.toBytes(sheet);
        List<Path> written = new ArrayList<>();
        List<String> skipped = new ArrayList<>();
        for (Path body : bodies) {
            ActDocument jobBody;
            try {
                jobBody = ActReader.read(body).value();
            } catch (FormatException e) {
                skipped.add(body.getFileName() + ": " + e.getMessage());
                continue;
            }
            byte[] act;
            try {
                act = ActWriter.toBytes(GarmentLayout.forBody(garment, drawnOn, jobBody));
            } catch (EditRejectedException | dev.marionette.io.WriteLimitException e) {
                skipped.add(body.getFileName() + ": " + e.getMessage());
                continue;
            }
            List<Path> targets = targets(body, out);
            LinkedHashMap<Path, byte[]> files = new LinkedHashMap<>();
            files.put(targets.get(1), spr);
            files.put(targets.get(0), act);
            SafeFileWriter.writeAll(files);
            written.add(targets.get(0));
        }
        return new Result(written, skipped);
    }
}

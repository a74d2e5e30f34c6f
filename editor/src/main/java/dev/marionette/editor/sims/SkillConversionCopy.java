package dev.marionette.editor.sims;

import dev.marionette.io.format.Conversions;
import dev.marionette.io.sims.SimsFormats;
import dev.marionette.editor.kind.SaveTask;
import dev.marionette.io.FileFormat;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.WriteLimitException;
import dev.marionette.io.convert.Conversion;
import dev.marionette.io.convert.ConversionInput;
import dev.marionette.io.convert.ConversionResult;
import dev.marionette.io.sims.SimsSkillFiles;
import dev.marionette.model.sims.edit.SimsSkillDocument;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * Save As into another format of the same kind, by the one registry of conversions ({@link Conversions#standard()}):
 * a BCF or CMX skill (the one shown) as a The Sims Online {@code .anim}, a CMX as a BCF and back, a {@code .anim} as a
 * CMX or BCF with its CFP. The conversion is the {@code convert} command's, run on the document as it stands: the
 * file and the CFPs of its skills, with the unsaved edits, are written to a private temporary folder (the CFP beside
 * the file, as the conversion looks for it), converted from there to the target, and the folder is deleted. The tab
 * stays on its own file ({@link SaveTask#copy}).
 */
final class SkillConversionCopy {

    private SkillConversionCopy() {
    }

    /**
     * The conversion from {@code opened}'s format to {@code target}'s extension, or empty when the registry has none.
     */
    static Optional<Conversion> conversionTo(SimsSkillFiles.Opened opened, Path target) {
        return Conversions.standard().forOutput(opened.format(), target);
    }

    /**
     * Takes the snapshot now (event thread) and returns the task that converts it to {@code target}.
     *
     * @param skill the skill shown (the one a {@code .anim} gets)
     * @param notes told what the target could not hold, after the write (any thread)
     * @throws IOException when the shown skill cannot be converted (its CFP is missing) or the document cannot be
     *                     written as its own format
     */
    static SaveTask prepare(SimsSkillFiles.Opened opened, Conversion conversion, Path target, int skill,
            Consumer<List<String>> notes) throws IOException {
        SimsSkillDocument document = opened.document();
        if (opened.format() != SimsFormats.ANIM && conversion.targetExtensions().contains("anim")) {
            Optional<String> missing = opened.missingKeyframes(skill);
            if (missing.isPresent()) {
                throw new IOException("skill " + document.state().skill(skill).name() + " cannot be written as a"
                        + " .anim: its keyframes are missing (" + missing.get() + ")");
            }
        }
        Map<String, byte[]> files = snapshot(opened);
        String name = String.valueOf(opened.location().getFileName());
        String part = Integer.toString(skill);
        return SaveTask.copy(progress -> {
            Path folder = Files.createTempDirectory("marionette-convert");
            try {
                for (Map.Entry<String, byte[]> f : files.entrySet()) {
                    Files.write(folder.resolve(f.getKey()), f.getValue());
                }
                Path input = folder.resolve(name);
                ConversionResult result = conversion.convert(new ConversionInput(input, files.get(name),
                        ReadOptions.STRICT, part), target);
                notes.accept(result.notes());
            } finally {
                deleteAll(folder);
            }
        });
    }

    /** The skill file (under its own name) and each skill's CFP (under its file's name), as the document stands. */
    private static Map<String, byte[]> snapshot(SimsSkillFiles.Opened opened) throws WriteLimitException {
        Map<String, byte[]> files = new LinkedHashMap<>();
        for (int s = 0; s < opened.document().state().skillCount(); s++) {
            Optional<Path> cfp = opened.cfpFile(s);
            Optional<byte[]> bytes = SimsSkillFiles.cfpBytes(opened, s);
            if (cfp.isPresent() && bytes.isPresent()) {
                files.put(String.valueOf(cfp.get().getFileName()), bytes.get());
            }
        }
        files.put(String.valueOf(opened.location().getFileName()), SimsSkillFiles.fileBytes(opened));
        return files;
    }

    private static void deleteAll(Path folder) throws IOException {
        try (Stream<Path> all = Files.walk(folder)) {
            all.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }
}

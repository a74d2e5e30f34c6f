package dev.marionette.io.acs;

import dev.marionette.io.FormatException;
import dev.marionette.io.SafeFileWriter;
import dev.marionette.model.acs.AgentCharacter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Converts characters between one ACS file and an ACF file with one ACA file per animation, and reads and
 * writes such file sets.
 *
 * <p><b>What survives the trip ACS &rarr; ACF + ACA &rarr; ACS.</b> Everything but how the pictures are split
 * into images: version, GUID, frame size, transparent index, style, voice, balloon, palette, tray icon,
 * states, localized info, animation names, transition types, return animations, frame durations, sounds (the
 * bytes), exit frames, branches, mouth types, positions, replace flags and region data. Every frame looks the
 * same, with and without each of its mouths ({@code AgentCompositor}). What changes, because an ACA frame is
 * one pre-composited picture:
 *
 * <ul>
 * <li>a frame shows one full-size image at (0, 0) instead of its layers (two for a frame with a mouth that
 * replaces the topmost image: what the top layer adds, and the rest); the image list is rebuilt from these
 * pictures and the mouth images, one entry per distinct picture, in first-use order; the sound list holds the
 * sounds in first-use order; unused images and sounds are gone;</li>
 * <li>image and sound checksums are 0, the mouths' unknown byte is 0, and the last two mouth words are
 * recomputed (centre of the frame's mouth rectangles), since ACA has no place for them;</li>
 * <li>the block name of an animation is the upper-cased name again;</li>
 * <li>a mouth whose image is empty keeps only its type (an ACA mouth without pixels stores nothing else).</li>
 * </ul>
 *
 * {@link #normalizeForAcfAca} gives exactly the character the trip yields, and the trip leaves that one
 * unchanged: a character in this form goes through ACF + ACA and comes back equal.
 */
public final class AgentConversions {

    private AgentConversions() {
    }

    /**
     * An ACF and its ACA files.
     *
     * @param animations ACA contents by file name, in the ACF's order
     */
    public record AcfAcaSet(AcfFile acf, Map<String, AcaFile> animations) {
        public AcfAcaSet {
            Objects.requireNonNull(acf, "acf");
            animations = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(animations));
        }
    }

    /** The ACF and ACA contents for a character; ACA files are named {@code <baseName>_<animation>.aca}. */
    public static AcfAcaSet toAcfAca(AgentCharacter c, String baseName) throws AgentWriteException {
        return AcfAcaExport.export(c, baseName);
    }

    /** The ACS character of an ACF and its ACA files (checksums must match). */
    public static AgentCharacter toCharacter(AcfAcaSet set) throws FormatException {
        return AcfAcaImport.toCharacter(set);
    }

    /** The character as it comes back from a trip through ACF + ACA (see the class comment). */
    public static AgentCharacter normalizeForAcfAca(AgentCharacter c) throws IOException {
        return toCharacter(toAcfAca(c, "character"));
    }

    /** The bytes of every file: ACA files first, the ACF last, by file name. */
    public static LinkedHashMap<String, byte[]> encode(AcfAcaSet set, String acfFileName, BlockEncoder encoder)
            throws AgentWriteException {
        LinkedHashMap<String, byte[]> files = new LinkedHashMap<>();
        for (Map.Entry<String, AcaFile> e : set.animations().entrySet()) {
            files.put(e.getKey(), AcaCodec.write(e.getValue(), encoder));
        }
        files.put(acfFileName, AcfCodec.write(set.acf(), encoder));
        return files;
    }

    /**
     * Writes a character as {@code acfFile} and one ACA file per animation beside it, named
     * {@code <acf name without extension>_<animation>.aca}.
     *
     * <p>Partial failure: every file is first written to a temporary file; if that fails nothing on disk has
     * changed. The temporary files then replace the ACA files and, last, the ACF. Should a replacement fail
     * midway, the old ACF is still there and refers to the old ACA checksums, so Agent (and
     * {@link #readAcf}) refuse the ACA files already replaced instead of playing a mix; the exception names
     * them. ACA files of animations that no longer exist are left alone.
     */
    public static void writeAcfAca(AgentCharacter c, Path acfFile, BlockEncoder encoder) throws IOException {
        Objects.requireNonNull(encoder, "encoder");
        Path absolute = acfFile.toAbsolutePath();
        String name = absolute.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String base = dot > 0 ? name.substring(0, dot) : name;
        LinkedHashMap<Path, byte[]> files = new LinkedHashMap<>();
        encode(toAcfAca(c, base), name, encoder).forEach((file, bytes) -> files.put(absolute.resolveSibling(file),
                bytes));
        SafeFileWriter.writeAll(files);
    }

    /** Reads an ACF file and the ACA files it names (from the same folder) as one ACS character. */
    public static AgentCharacter readAcf(Path acfFile) throws IOException {
        return toCharacter(readFiles(acfFile));
    }

    /** Reads an ACF file and the ACA files it names. */
    public static AcfAcaSet readFiles(Path acfFile) throws IOException {
        String source = acfFile.getFileName().toString();
        AcfFile acf = AcfCodec.read(Files.readAllBytes(acfFile), source);
        Map<String, AcaFile> acas = new LinkedHashMap<>();
        int w = acf.info().frameWidth();
        int h = acf.info().frameHeight();
        for (AcfFile.AnimationEntry e : acf.animations()) {
            String file = e.acaFileName();
            if (file.isEmpty() || file.equals(".") || file.equals("..") || file.contains("/") || file.contains("\\")
                    || file.contains(":") || file.indexOf('\0') >= 0) {
                throw FormatException.of(source, 0, "animation \"" + e.name() + "\" ACA file name",
                        "\"" + file + "\" is not a plain file name in the ACF's folder");
            }
            if (!acas.containsKey(file)) {
                Path aca = acfFile.toAbsolutePath().resolveSibling(file);
                if (!Files.isRegularFile(aca)) {
                    throw FormatException.of(source, 0, "animation \"" + e.name() + "\"", "its ACA file " + file
                            + " is missing");
                }
                acas.put(file, AcaCodec.read(Files.readAllBytes(aca), file, w, h));
            }
        }
        return new AcfAcaSet(acf, acas);
    }
}

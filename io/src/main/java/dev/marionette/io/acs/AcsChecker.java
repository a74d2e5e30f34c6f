package dev.marionette.io.acs;

import dev.marionette.io.FormatException;
import dev.marionette.io.audio.UnsupportedCodecException;
import dev.marionette.io.audio.WavDecoder;
import dev.marionette.io.audio.WavReader;
import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.acs.AgentMouth;
import dev.marionette.model.acs.AgentRegion;
import dev.marionette.model.acs.StoredImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The strict check of an ACS file: reads it, then decodes every image's pixels and region, every mouth region,
 * every sound's WAVE header and block headers (as strictly as playing or exporting it decodes it) and the tray
 * icon. The first thing that does not decode is a
 * {@link FormatException} naming file, offset and field; things that decode but look odd (a stored region
 * that is not the region of the pixels) are warnings.
 */
public final class AcsChecker {


    private AcsChecker() {
    }

    /**
     * What the check found.
     *
     * @param character the character as read (its images decode their pixels when asked)
     * @param warnings  oddities that do not stop the file from loading
     */
    public record Report(AgentCharacter character, int images, int regions, int sounds, List<String> warnings) {
    }

    /** Checks ACS bytes; {@code source} names the file in messages. */
    public static Report check(byte[] data, String source) throws FormatException {
        List<Integer> mouthRegionAt = new ArrayList<>();
        AcsReader.Result result = AcsReader.read(data, source, (offset, width, field) -> {
            if (isMouthRegionSize(field)) {
                mouthRegionAt.add(offset);
            }
        });
        AgentCharacter c = result.character();
        List<String> warnings = new ArrayList<>();
        int regions = 0;
        PixelScratch scratch = new PixelScratch();
        for (int i = 0; i < c.images().size(); i++) {
            AgentImage image = c.images().get(i);
            AgentRegion[] decoded = decode(image, c.transparentIndex(), scratch);
            AgentRegion region = decoded[0];
            regions++;
            if (!region.sameArea(decoded[1])) {
                warnings.add("image " + i + ": the stored region (" + region.count()
                        + " rectangles) is not the region of its pixels");
            }
        }
        int mouth = 0;
        for (AgentAnimation a : c.animations()) {
            for (AgentFrame f : a.frames()) {
                for (AgentMouth m : f.mouths()) {
                    if (m.hasRegion()) {
                        int at = mouthRegionAt.get(mouth++);
                        byte[] rgn = m.regionData();
                        RegionCodec.decode(rgn, 0, rgn.length, source + " animation \"" + a.name()
                                + "\" mouth region at offset " + (at + 4));
                        regions++;
                    }
                }
            }
        }
        for (int i = 0; i < c.sounds().size(); i++) {
            checkSound(c.sounds().get(i).data(), i, source, result.soundOffsets()[i], warnings);
        }
        if (c.trayIcon() != null) {
            try {
                c.trayIcon().toArgb();
            } catch (IllegalArgumentException e) {
                throw FormatException.of(source, result.trayIconOffset(), "tray icon", e.getMessage());
            }
        }
        return new Report(c, c.images().size(), regions, c.sounds().size(), warnings);
    }

    /**
     * Checks sound {@code index} as strictly as playing or exporting it decodes it ({@link WavDecoder#check}): the
     * RIFF chunks, the format (channels, sample rate, block align, samples per block, coefficients) and every
     * block's header. A codec Marionette does not decode is a warning: Agent plays it through the system's codecs.
     *
     * @param at where the sound's bytes start in the file, so that a problem is named at its offset in the file
     */
    private static void checkSound(byte[] wav, int index, String source, int at, List<String> warnings)
            throws FormatException {
        String name = "sound " + index;
        try {
            WavDecoder.check(WavReader.read(wav, name));
        } catch (UnsupportedCodecException notDecoded) {
            warnings.add(name + ": " + notDecoded.field() + " " + notDecoded.found() + ", which Marionette does not"
                    + " decode (it expects " + notDecoded.expected() + "): the editor plays it only where the system"
                    + " has a codec for it, and the web export keeps it as it is");
        } catch (FormatException e) {
            throw new FormatException(source, at + e.offset(), name + " " + e.field(), e.expected(), e.found());
        }
    }

    /**
     * True for the field name of a mouth's region DATABLOCK size, "... mouth N region size" (image regions end
     * in "image N region size"). Every field read passes here, so this is plain string work, not a pattern.
     */
    static boolean isMouthRegionSize(String field) {
        if (!field.endsWith(" region size")) {
            return false;
        }
        int end = field.length() - " region size".length();
        int digits = end;
        while (digits > 0 && Character.isDigit(field.charAt(digits - 1))) {
            digits--;
        }
        return digits < end && field.startsWith(" mouth ", digits - " mouth ".length());
    }

    /**
     * The array a check decodes every image of a file into, grown to the largest: the pixels are looked at once
     * and not kept, so a check allocates about one image's worth instead of every image's (a hundred megabytes
     * for a batch of large characters, which the collector would otherwise clear again and again).
     */
    private static final class PixelScratch {
        private byte[] pixels = new byte[0];

        byte[] decode(StoredImage stored) throws IOException {
            pixels = stored.decodePixels(pixels);
            return pixels;
        }
    }

    /**
     * Decodes the stored region and the pixels and derives the pixels' region: {stored, derived}. The pixels
     * are not kept: a check of many large files would otherwise hold every decoded image until the end of each
     * file (the image decodes them again when asked).
     */
    private static AgentRegion[] decode(AgentImage image, int transparentIndex, PixelScratch scratch)
            throws FormatException {
        StoredImage stored = image.stored();
        try {
            AgentRegion derived = image.isPresent()
                    ? AgentRegion.fromPixels(image.width(), image.height(), scratch.decode(stored), transparentIndex)
                    : AgentRegion.EMPTY;
            return new AgentRegion[] {stored.decodeRegion(), derived};
        } catch (UncheckedIOException e) {
            throw asFormatException(stored, e.getCause());
        } catch (IOException e) {
            throw asFormatException(stored, e);
        }
    }

    private static FormatException asFormatException(StoredImage stored, IOException e) {
        return e instanceof FormatException fe ? fe
                : FormatException.of(stored.name(), stored.fileOffset(), "image", e.getMessage());
    }
}

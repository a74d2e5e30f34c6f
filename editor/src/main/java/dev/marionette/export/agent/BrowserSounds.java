package dev.marionette.export.agent;

import dev.marionette.io.FormatException;
import dev.marionette.io.audio.WavDecoder;
import dev.marionette.io.audio.WavFile;
import dev.marionette.io.audio.WavFormat;
import dev.marionette.io.audio.WavReader;
import dev.marionette.io.audio.WavWriter;
import dev.marionette.model.acs.AgentCharacter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A character's sounds as browsers play them. Browsers decode PCM WAV but not the ADPCM most Agent characters
 * use (Chromium decoded none of the 53 MS ADPCM sounds of the six sample characters): a sound in 8- or 16-bit
 * PCM is kept byte for byte, any other that {@link WavDecoder} decodes is written as 16-bit PCM WAV (the same
 * samples, about four times the size), and one it cannot decode is kept as it is, with a note.
 *
 * @param files  the WAV of each sound, in the character's order
 * @param converted how many sounds were converted, by codec name
 * @param notes  what could not be made playable
 */
record BrowserSounds(List<byte[]> files, Map<String, Integer> converted, List<String> notes) {

    static BrowserSounds of(AgentCharacter c) {
        List<byte[]> files = new ArrayList<>();
        Map<String, Integer> converted = new TreeMap<>();
        List<String> notes = new ArrayList<>();
        for (int s = 0; s < c.sounds().size(); s++) {
            byte[] original = c.sounds().get(s).data();
            String name = "sound " + (s + 1);
            byte[] file = original;
            try {
                WavFile wav = WavReader.read(original, name);
                int codec = WavDecoder.codec(wav);
                int bits = wav.format().bitsPerSample();
                if (codec != WavFormat.PCM || bits != 8 && bits != 16) {
                    file = WavWriter.pcm16(WavDecoder.decode(wav));
                    converted.merge(WavFormat.codecName(codec) + (codec == WavFormat.PCM ? " " + bits + "-bit" : ""),
                            1, Integer::sum);
                }
            } catch (FormatException e) {
                notes.add("kept " + name + " as it is, browsers may not play it: " + e.getMessage());
            }
            files.add(file);
        }
        return new BrowserSounds(List.copyOf(files), converted, List.copyOf(notes));
    }

    /** "14 sounds (10 from MS ADPCM written as PCM WAV)". */
    String describe() {
        StringBuilder out = new StringBuilder().append(files.size()).append(" sounds");
        if (!converted.isEmpty()) {
            List<String> parts = new ArrayList<>();
            converted.forEach((codec, n) -> parts.add(n + " from " + codec));
            out.append(" (").append(String.join(", ", parts)).append(" written as PCM WAV)");
        }
        return out.toString();
    }
}

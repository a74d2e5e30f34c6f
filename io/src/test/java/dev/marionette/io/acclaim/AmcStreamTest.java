package dev.marionette.io.acclaim;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadResult;
import dev.marionette.io.ReadWarning;
import dev.marionette.io.amc.AmcReader;
import dev.marionette.io.amc.AmcStream;
import dev.marionette.io.asf.AsfReader;
import dev.marionette.model.acclaim.AcclaimRig;
import dev.marionette.model.acclaim.AmcFile;
import dev.marionette.model.acclaim.AsfFile;
import dev.marionette.model.motion.Clip;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 19, defect 5: a motion read as a stream of frames ({@link AmcStream}, in chunks as small as 16 bytes, so lines,
 * CRLF pairs and numbers are cut anywhere) is checked exactly as the whole file is: the same errors with the same
 * lines and columns, the same warnings, the same frames and values, and it writes back byte for byte.
 */
class AmcStreamTest {

    private static final int[] CHUNKS = {16, 17, 23, 64, 1 << 20};
    private static final String[] BAD = {"x", "1e999", ":bogus", "root", "nan", "#", ""};

    private static AsfFile skeleton() throws FormatException {
        return AsfReader.read(AcclaimFixtures.bytes(AcclaimFixtures.asf()), "fixture.asf");
    }

    private static String motion() {
        return "#!OML:ASF C:\\x.ASF\n" + AcclaimFixtures.amc(4, 7, "TX TY TZ RX RY RZ");
    }

    /** What reading gave: an error's message, or the frames and warnings. */
    private static String outcomeInMemory(byte[] data, ReadOptions options, AsfFile asf) {
        try {
            ReadResult<AmcFile> read = AmcReader.read(data, "m.amc", options, asf);
            return read.value().frameCount() + " frames " + messages(read.warnings());
        } catch (FormatException e) {
            return e.getMessage();
        }
    }

    private static String outcomeStreamed(byte[] data, ReadOptions options, AsfFile asf, int chunk)
            throws IOException {
        try {
            AmcStream.Summary s = AmcStream.of(AmcStream.Source.of(data), "m.amc", chunk).scan(options, asf);
            return s.frames() + " frames " + messages(s.warnings());
        } catch (FormatException e) {
            return e.getMessage();
        }
    }

    private static List<String> messages(List<ReadWarning> warnings) {
        return warnings.stream().map(ReadWarning::toString).toList();
    }

    private static List<String> variants(String text) {
        List<String> out = new ArrayList<>(List.of(text, AcclaimFixtures.crlf(text), text.replace('\n', '\r'),
                text.replace("\nroot", "\n# a comment between frames\n\nroot") + "\n\n# the end\n",
                text.replaceFirst("\nhip ", "\n" + "#" + "-".repeat(5000) + "\nhip ")));
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                out.add(text.substring(0, i));
                out.add(text.substring(0, Math.max(0, i - 3)));
            }
            if (!Character.isWhitespace(text.charAt(i)) && (i == 0 || Character.isWhitespace(text.charAt(i - 1)))) {
                int end = i;
                while (end < text.length() && !Character.isWhitespace(text.charAt(end))) {
                    end++;
                }
                out.add(text.substring(0, i) + BAD[i % BAD.length] + text.substring(end));
            }
        }
        // A frame lacking a bone (strict: an error at its label line; lenient: a warning there).
        out.add(text.replaceFirst("\nknee [^\n]*", ""));
        return out;
    }

    @Test
    void everyVariantAndDamageReadsTheSameStreamedAsWhole() throws IOException {
        AsfFile asf = skeleton();
        int compared = 0;
        for (String text : variants(motion())) {
            byte[] data = AcclaimFixtures.bytes(text);
            for (ReadOptions options : List.of(ReadOptions.STRICT, ReadOptions.LENIENT)) {
                for (AsfFile skeleton : new AsfFile[] {asf, null}) {
                    String whole = outcomeInMemory(data, options, skeleton);
                    for (int chunk : CHUNKS) {
                        assertThat(outcomeStreamed(data, options, skeleton, chunk)).as("chunk " + chunk + ": " + text)
                                .isEqualTo(whole);
                        compared++;
                    }
                }
            }
        }
        assertThat(compared).isGreaterThan(1000);
    }

    @Test
    void aStreamedMotionWritesBackByteForByte() throws IOException {
        AsfFile asf = skeleton();
        for (String text : variants(motion()).subList(0, 5)) {
            byte[] data = AcclaimFixtures.bytes(text);
            for (int chunk : CHUNKS) {
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                AmcStream.of(AmcStream.Source.of(data), "m.amc", chunk).rewrite(ReadOptions.STRICT, asf, out);
                assertThat(out.toByteArray()).as("chunk " + chunk).isEqualTo(data);
            }
        }
    }

    @Test
    void streamedFramesAreTheClipsFrames() throws IOException {
        AsfFile asf = skeleton();
        AcclaimRig rig = AcclaimRig.of(asf);
        for (String text : variants(motion()).subList(0, 5)) {
            byte[] data = AcclaimFixtures.bytes(text);
            Clip clip = AmcReader.readClip(data, "m.amc", ReadOptions.STRICT, rig, 120).value();
            for (int chunk : CHUNKS) {
                AmcStream stream = AmcStream.of(AmcStream.Source.of(data), "m.amc", chunk);
                AmcStream.Streamed frames = stream.frames(ReadOptions.STRICT, rig, 30);
                assertThat(frames.frameCount()).isEqualTo(clip.frameCount());
                assertThat(frames.frameRate()).isEqualTo(30);
                List<double[]> got = new ArrayList<>();
                frames.forEach(values -> got.add(values.clone()));
                assertThat(got).hasSize(clip.frameCount());
                for (int f = 0; f < clip.frameCount(); f++) {
                    double[] expected = new double[clip.channelCount()];
                    clip.copyFrame(f, expected, 0);
                    assertThat(got.get(f)).as("frame " + f).containsExactly(expected);
                }
                assertThat(stream.readClip(frames, 1 << 20)).isEqualTo(clip.withFrameRate(30));
            }
        }
    }

    @Test
    void aClipTooLargeForTheMemoryAtHandIsRefusedBeforeItIsRead() throws IOException {
        AcclaimRig rig = AcclaimRig.of(skeleton());
        AmcStream stream = AmcStream.of(AmcStream.Source.of(AcclaimFixtures.bytes(motion())), "m.amc", 64);
        AmcStream.Streamed frames = stream.frames(ReadOptions.STRICT, rig, 120);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> stream.readClip(frames, 100))
                .isInstanceOf(FormatException.class)
                .hasMessageContaining("CSV and BVH export stream any length");
    }
}

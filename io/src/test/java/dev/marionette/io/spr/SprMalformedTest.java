package dev.marionette.io.spr;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.testing.Malformed;
import dev.marionette.model.spr.SprVersion;
import dev.marionette.model.spr.SpriteSheet;
import dev.marionette.model.testing.SprFixtures;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Damaged SPR files fail with a FormatException, at once, whatever the damage. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class SprMalformedTest {

    private static final Malformed.Parser READER = (data, options) -> SprReader.read(data, "damaged.spr", options);

    static List<SpriteSheet> fixtures() {
        return SprFixtures.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void truncatedAtEveryOffset(SpriteSheet fixture) throws Exception {
        byte[] data = SprWriter.toBytes(fixture);
        // Cutting exactly at the end of the images leaves a valid palette-less sheet; everything else fails.
        int imagesEnd = fixture.hasPalette() ? data.length - 1024 : -1;
        for (int length = 0; length < data.length; length++) {
            byte[] cut = Arrays.copyOf(data, length);
            boolean stillValid = length == imagesEnd && (fixture.indexedImages().isEmpty()
                    || fixture.version() == SprVersion.V1_0);
            FormatException error = Malformed.outcome(READER, cut, ReadOptions.STRICT, "cut at " + length);
            assertThat(error == null).as("cut at " + length + " reads").isEqualTo(stillValid);
            Malformed.outcome(READER, cut, ReadOptions.LENIENT, "cut at " + length + " (lenient)");
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void everyCountAndSizeFieldSetToHugeValues(SpriteSheet fixture) throws Exception {
        byte[] data = SprWriter.toBytes(fixture);
        for (Map.Entry<Integer, String> field : u16Fields(data, fixture.version()).entrySet()) {
            if (field.getValue().endsWith("(zero-size image)")) {
                continue; // growing one side of a 0-pixel image may still be 0 pixels: checked below
            }
            Malformed.hugeU16At(READER, data, field.getKey(), field.getValue());
        }
    }

    /** Offsets of the u16 counts, widths, heights and RLE sizes, found by walking the layout. */
    static Map<Integer, String> u16Fields(byte[] d, int version) {
        Map<Integer, String> fields = new LinkedHashMap<>();
        fields.put(4, "indexed count");
        int indexed = u16(d, 4);
        int rgba = 0;
        int pos = 6;
        if (SprVersion.hasRgbaImages(version)) {
            fields.put(6, "RGBA count");
            rgba = u16(d, 6);
            pos = 8;
        }
        for (int i = 0; i < indexed; i++) {
            int w = u16(d, pos);
            int h = u16(d, pos + 2);
            String note = w * h == 0 ? " (zero-size image)" : "";
            fields.put(pos, "indexed width" + note);
            fields.put(pos + 2, "indexed height" + note);
            pos += 4;
            if (SprVersion.usesRle(version)) {
                fields.put(pos, "RLE size");
                pos += 2 + u16(d, pos);
            } else {
                pos += w * h;
            }
        }
        for (int i = 0; i < rgba; i++) {
            int w = u16(d, pos);
            int h = u16(d, pos + 2);
            String note = w * h == 0 ? " (zero-size image)" : "";
            fields.put(pos, "RGBA width" + note);
            fields.put(pos + 2, "RGBA height" + note);
            pos += 4 + w * h * 4;
        }
        return fields;
    }

    private static int u16(byte[] d, int at) {
        return (d[at] & 0xFF) | (d[at + 1] & 0xFF) << 8;
    }
}

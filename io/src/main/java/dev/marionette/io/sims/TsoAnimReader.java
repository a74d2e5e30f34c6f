package dev.marionette.io.sims;

import dev.marionette.io.FileBytes;
import dev.marionette.io.FormatException;
import dev.marionette.io.LittleEndianReader;
import dev.marionette.io.ReadIssues;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadResult;
import dev.marionette.io.text.TextLocation;
import dev.marionette.model.sims.PropertyList;
import dev.marionette.model.sims.SimsProperty;
import dev.marionette.model.sims.SkillKeyframes;
import dev.marionette.model.sims.TsoAnimation;
import dev.marionette.model.sims.TsoMotion;
import dev.marionette.model.sims.TsoPropertyForm;
import dev.marionette.model.sims.TsoPropertyList;
import dev.marionette.model.sims.TsoTimeProperty;
import dev.marionette.model.sims.TsoTimePropertyList;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads The Sims Online {@code .anim} files: integers big-endian, floats little-endian (libvitaboy's
 * {@code VBFile}; secondary.md 2.5, the Niotso wiki ANIM page, FreeSO {@code Animation.cs}):
 *
 * <pre>
 * u32 version (2) | u16 length + name | f32 duration (ms) | f32 distance | u8 moving
 * u32 T | T x (f32 x, y, z) | u32 R | R x (f32 x, y, z, w) | u32 motionCount
 * motion: u32 unknown (1) | u8 length + bone | u32 frames | f32 duration | u8 hasT | u8 hasR | u32 firstT | u32 firstR
 *         | u8 hasProps [u32 lists, list...] | u8 hasTimeProps [u32 lists { u32 n { u32 id, props list } }]
 * props list (three levels, NESTED): u32 props { u32 pairs { u8 length + key, u8 length + value } }
 * motion property list in two levels (FLAT): u32 pairs { key, value }
 * </pre>
 *
 * <p><b>How deep the motions' property lists are.</b> FreeSO and Niotso read three levels (lists, props, pairs);
 * mixiate's ts1-blender-io reads and writes two. FreeSO and Niotso are the readers that play the game's own files
 * (FreeSO ships with them), so as far as can be told real files use three levels ({@link TsoPropertyForm#NESTED});
 * mixiate's two look carried over from TS1, whose motion lists have two. No game file with motion property lists
 * was at hand to settle it (the two samples, written by mixiate's writer, have none), so both are read: a file is
 * read with three levels, and only when that fails with two (whose keys must then be printable, so that a damaged
 * three-level file is not taken for a two-level one); the form found is kept so the file writes back as it was.
 * The time-property lists have the same shape in all three readers.
 */
public final class TsoAnimReader {

    private static final int MIN_MOTION_BYTES = 4 + 1 + 4 + 4 + 1 + 1 + 4 + 4 + 1 + 1;

    private final LittleEndianReader in;
    private final ReadIssues issues;
    private final TsoPropertyForm form;
    /** The pools read so far, which the motions index. */
    private int translationCount;
    private int rotationCount;

    private TsoAnimReader(LittleEndianReader in, ReadIssues issues, TsoPropertyForm form) {
        this.in = in;
        this.issues = issues;
        this.form = form;
    }

    /** Reads {@code file}. */
    public static ReadResult<TsoAnimation> read(Path file, ReadOptions options) throws IOException {
        return read(FileBytes.read(file, options), file.toString(), options);
    }

    /** Reads an {@code .anim} held in memory; {@code source} names it in errors. */
    public static ReadResult<TsoAnimation> read(byte[] data, String source, ReadOptions options)
            throws FormatException {
        FormatException nested;
        try {
            return read(data, source, ReadOptions.STRICT, TsoPropertyForm.NESTED);
        } catch (FormatException e) {
            nested = e;
        }
        try {
            return read(data, source, ReadOptions.STRICT, TsoPropertyForm.FLAT);
        } catch (FormatException flat) {
            if (!options.lenient()) {
                throw flat.offset() > nested.offset() ? flat : nested;
            }
        }
        try {
            return read(data, source, options, TsoPropertyForm.NESTED);
        } catch (FormatException e) {
            nested = e;
        }
        try {
            return read(data, source, options, TsoPropertyForm.FLAT);
        } catch (FormatException flat) {
            throw flat.offset() > nested.offset() ? flat : nested;
        }
    }

    private static ReadResult<TsoAnimation> read(byte[] data, String source, ReadOptions options,
            TsoPropertyForm form) throws FormatException {
        ReadIssues issues = new ReadIssues(source, options);
        TsoAnimReader reader = new TsoAnimReader(new LittleEndianReader(source, data), issues, form);
        TsoAnimation animation = reader.readAnimation();
        if (reader.in.remaining() > 0) {
            issues.tolerate(reader.in.offset(), "end of file", "end of file after the last motion",
                    reader.in.remaining() + " more bytes", "ignored; they will not be written back");
        }
        return new ReadResult<>(animation, issues.warnings());
    }

    private TsoAnimation readAnimation() throws FormatException {
        int at = in.offset();
        int version = u32("version");
        if (version != TsoAnimation.VERSION) {
            throw in.errorAt(at, "version", Integer.toString(TsoAnimation.VERSION), Integer.toUnsignedString(version));
        }
        int nameLength = Integer.reverseBytes(in.u16("name length")) >>> 16;
        String name = string(nameLength, "name");
        float duration = f32("duration");
        float distance = f32("distance");
        int moving = in.u8("moving");
        translationCount = count(12, "translation count");
        float[] translations = floats(3 * translationCount, "translation");
        rotationCount = count(16, "rotation count");
        float[] rotations = floats(4 * rotationCount, "rotation");
        int motionCount = count(MIN_MOTION_BYTES, "motion count");
        List<TsoMotion> motions = new ArrayList<>();
        for (int m = 0; m < motionCount; m++) {
            motions.add(readMotion("motion " + m));
        }
        return new TsoAnimation(version, name, duration, distance, moving,
                SkillKeyframes.of(translations, rotations), motions, form);
    }

    private TsoMotion readMotion(String at) throws FormatException {
        int unknown = u32(at + " unknown value");
        String bone = string(in.u8(at + " bone length"), at + " bone");
        int framesAt = in.offset();
        int frames = u32(at + " frame count");
        float duration = f32(at + " duration");
        int hasTranslation = flag(at + " has translation");
        int hasRotation = flag(at + " has rotation");
        int firstTAt = in.offset();
        int firstTranslation = u32(at + " first translation");
        int firstRAt = in.offset();
        int firstRotation = u32(at + " first rotation");
        SimsMotionBounds.Problem problem = SimsMotionBounds.check(frames, hasTranslation != 0, firstTranslation,
                translationCount, hasRotation != 0, firstRotation, rotationCount);
        if (problem != null) {
            throw switch (problem.field()) {
                case FRAME_COUNT -> in.errorAt(framesAt, at + " frame count", problem.expected(), problem.found());
                case FIRST_TRANSLATION -> in.errorAt(firstTAt, at + " first translation", problem.expected(),
                        problem.found());
                default -> in.errorAt(firstRAt, at + " first rotation", problem.expected(), problem.found());
            };
        }
        int hasProperties = flag(at + " has property lists");
        List<TsoPropertyList> properties = new ArrayList<>();
        if (hasProperties != 0) {
            int lists = count(4, at + " property list count");
            for (int l = 0; l < lists; l++) {
                String list = at + " property list " + l;
                properties.add(form == TsoPropertyForm.NESTED ? propsList(list)
                        : TsoPropertyList.single(pairs(list)));
            }
        }
        int hasTimeProperties = flag(at + " has time property lists");
        List<TsoTimePropertyList> timeProperties = new ArrayList<>();
        if (hasTimeProperties != 0) {
            int lists = count(4, at + " time property list count");
            for (int l = 0; l < lists; l++) {
                String list = at + " time property list " + l;
                int itemCount = count(8, list + " event count");
                List<TsoTimeProperty> items = new ArrayList<>();
                for (int e = 0; e < itemCount; e++) {
                    int id = u32(list + " event " + e + " id");
                    items.add(new TsoTimeProperty(id, propsList(list + " event " + e)));
                }
                timeProperties.add(new TsoTimePropertyList(items));
            }
        }
        return new TsoMotion(unknown, bone, frames, duration, hasTranslation, hasRotation, firstTranslation,
                firstRotation, hasProperties, properties, hasTimeProperties, timeProperties);
    }

    /** A props list: u32 props, each u32 pairs of key and value. */
    private TsoPropertyList propsList(String at) throws FormatException {
        int propCount = count(4, at + " prop count");
        List<PropertyList> props = new ArrayList<>();
        for (int p = 0; p < propCount; p++) {
            props.add(new PropertyList(pairs(at + " prop " + p)));
        }
        return new TsoPropertyList(props);
    }

    private List<SimsProperty> pairs(String at) throws FormatException {
        int pairCount = count(2, at + " pair count");
        List<SimsProperty> pairs = new ArrayList<>();
        for (int p = 0; p < pairCount; p++) {
            int keyAt = in.offset();
            String key = string(in.u8(at + " key " + p + " length"), at + " key " + p);
            if (form == TsoPropertyForm.FLAT && !plausibleKey(key)) {
                // Two levels are the fallback: read garbage as pairs only when it looks like them.
                throw in.errorAt(keyAt, at + " key " + p, "1..255 printable characters (read as a two-level list)",
                        TextLocation.quote(key));
            }
            String value = string(in.u8(at + " value " + p + " length"), at + " value " + p);
            pairs.add(new SimsProperty(key, value));
        }
        return pairs;
    }

    private static boolean plausibleKey(String key) {
        return !key.isEmpty() && key.chars().allMatch(c -> c >= 0x20 && c <= 0x7E);
    }

    /** A "has" byte: 0 or 1 (FreeSO tests for 1, mixiate for non-zero; they agree on those two). */
    private int flag(String field) throws FormatException {
        int at = in.offset();
        int value = in.u8(field);
        if (value > 1) {
            issues.tolerate(at, field, "0 or 1", Integer.toString(value), "taken as set, as mixiate's reader does");
        }
        return value;
    }

    private int u32(String field) throws FormatException {
        return Integer.reverseBytes(in.i32(field));
    }

    private int count(int minBytesPerItem, String field) throws FormatException {
        int at = in.offset();
        return in.checkCount(Integer.toUnsignedLong(u32(field)), Integer.MAX_VALUE / 4, minBytesPerItem, at, field);
    }

    /** A float the format needs to be a number (a time, a length, a keyframe value): NaN or infinity is damage. */
    private float f32(String field) throws FormatException {
        int at = in.offset();
        float value = Float.intBitsToFloat(in.f32Bits(field));
        if (!Float.isFinite(value)) {
            throw in.errorAt(at, field, "a finite number", SimsStrings.nonFinite(value));
        }
        return value;
    }

    private float[] floats(int n, String field) throws FormatException {
        String name = field + "s";
        in.require(4L * n, name);
        float[] values = new float[n];
        int per = field.equals("translation") ? 3 : 4;
        for (int i = 0; i < n; i++) {
            int at = in.offset();
            values[i] = Float.intBitsToFloat(in.f32Bits(name));
            if (!Float.isFinite(values[i])) {
                throw in.errorAt(at, field + " " + (i / per) + " " + "xyzw".charAt(i % per), "a finite number",
                        SimsStrings.nonFinite(values[i]));
            }
        }
        return values;
    }

    private String string(int length, String field) throws FormatException {
        in.require(length, field);
        String text = SimsStrings.decode(in.data(), in.offset(), length);
        in.skip(length, field);
        return text;
    }
}

package dev.marionette.io.sims;

import dev.marionette.io.LittleEndianWriter;
import dev.marionette.io.WriteLimitException;
import dev.marionette.model.sims.PropertyList;
import dev.marionette.model.sims.SimsProperty;
import dev.marionette.model.sims.TsoAnimation;
import dev.marionette.model.sims.TsoMotion;
import dev.marionette.model.sims.TsoPropertyForm;
import dev.marionette.model.sims.TsoPropertyList;
import dev.marionette.model.sims.TsoTimeProperty;
import dev.marionette.model.sims.TsoTimePropertyList;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes The Sims Online {@code .anim} files field for field as {@link TsoAnimReader} reads them: integers
 * big-endian, floats little-endian, the motions' property lists in the form the animation says.
 */
public final class TsoAnimWriter {

    private final LittleEndianWriter out = new LittleEndianWriter(16384);
    private final TsoPropertyForm form;

    private TsoAnimWriter(TsoPropertyForm form) {
        this.form = form;
    }

    /** The bytes of {@code animation}. */
    public static byte[] toBytes(TsoAnimation animation) throws WriteLimitException {
        List<String> problems = problems(animation);
        if (!problems.isEmpty()) {
            throw new WriteLimitException("TSO .anim", problems);
        }
        TsoAnimWriter writer = new TsoAnimWriter(animation.propertyForm());
        writer.write(animation);
        return writer.out.toByteArray();
    }

    /** What stops {@code animation} from being written; empty when it can be. */
    public static List<String> problems(TsoAnimation animation) {
        List<String> problems = new ArrayList<>();
        if (SimsStrings.encode(animation.name()).length > 0xFFFF) {
            problems.add("the name is longer than 65,535 bytes");
        }
        problems.addAll(SimsStrings.problems("name", animation.name(), false));
        for (TsoMotion motion : animation.motions()) {
            String at = "motion " + motion.boneName();
            shortString(problems, at + " bone name", motion.boneName());
            for (int flag : new int[] {motion.hasTranslation(), motion.hasRotation(), motion.hasProperties(),
                motion.hasTimeProperties()}) {
                if (flag < 0 || flag > 255) {
                    problems.add(at + ": a flag of " + flag + " does not fit its byte");
                }
            }
            if (motion.hasProperties() == 0 && !motion.properties().isEmpty()) {
                problems.add(at + ": property lists while its flag says it has none");
            }
            if (motion.hasTimeProperties() == 0 && !motion.timeProperties().isEmpty()) {
                problems.add(at + ": events while its flag says it has none");
            }
            for (TsoPropertyList list : motion.properties()) {
                if (animation.propertyForm() == TsoPropertyForm.FLAT && list.props().size() != 1) {
                    problems.add(at + ": a property list of " + list.props().size()
                            + " props, where two-level lists hold exactly one");
                }
                list.allPairs().forEach(p -> pairProblems(problems, at, p));
            }
            for (TsoTimePropertyList list : motion.timeProperties()) {
                list.items().forEach(item -> item.properties().allPairs().forEach(p -> pairProblems(problems, at, p)));
            }
        }
        return problems;
    }

    private static void pairProblems(List<String> problems, String at, SimsProperty pair) {
        shortString(problems, at + " key", pair.key());
        shortString(problems, at + " value", pair.value());
    }

    private static void shortString(List<String> problems, String field, String text) {
        problems.addAll(SimsStrings.problems(field, text, false));
        if (SimsStrings.encode(text).length > 255) {
            problems.add(field + " \"" + text + "\" is longer than 255 bytes");
        }
    }

    private void write(TsoAnimation animation) {
        u32(animation.version());
        byte[] name = SimsStrings.encode(animation.name());
        out.u16(Integer.reverseBytes(name.length) >>> 16).bytes(name);
        f32(animation.duration());
        f32(animation.distance());
        out.u8(animation.moving());
        float[] translations = animation.keyframes().translationValues();
        u32(translations.length / 3);
        for (float v : translations) {
            f32(v);
        }
        float[] rotations = animation.keyframes().rotationValues();
        u32(rotations.length / 4);
        for (float v : rotations) {
            f32(v);
        }
        u32(animation.motions().size());
        for (TsoMotion motion : animation.motions()) {
            writeMotion(motion);
        }
    }

    private void writeMotion(TsoMotion motion) {
        u32(motion.unknown());
        shortString(motion.boneName());
        u32(motion.frameCount());
        f32(motion.duration());
        out.u8(motion.hasTranslation()).u8(motion.hasRotation());
        u32(motion.firstTranslation());
        u32(motion.firstRotation());
        out.u8(motion.hasProperties());
        if (motion.hasProperties() != 0) {
            u32(motion.properties().size());
            for (TsoPropertyList list : motion.properties()) {
                if (form == TsoPropertyForm.NESTED) {
                    propsList(list);
                } else {
                    pairs(list.props().get(0).pairs());
                }
            }
        }
        out.u8(motion.hasTimeProperties());
        if (motion.hasTimeProperties() != 0) {
            u32(motion.timeProperties().size());
            for (TsoTimePropertyList list : motion.timeProperties()) {
                u32(list.items().size());
                for (TsoTimeProperty item : list.items()) {
                    u32(item.id());
                    propsList(item.properties());
                }
            }
        }
    }

    private void propsList(TsoPropertyList list) {
        u32(list.props().size());
        for (PropertyList prop : list.props()) {
            pairs(prop.pairs());
        }
    }

    private void pairs(List<SimsProperty> pairs) {
        u32(pairs.size());
        for (SimsProperty pair : pairs) {
            shortString(pair.key());
            shortString(pair.value());
        }
    }

    private void shortString(String text) {
        byte[] bytes = SimsStrings.encode(text);
        out.u8(bytes.length).bytes(bytes);
    }

    private void u32(int value) {
        out.i32(Integer.reverseBytes(value));
    }

    private void f32(float value) {
        out.i32(Float.floatToRawIntBits(value));
    }
}

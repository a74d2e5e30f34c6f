package dev.marionette.io.amc;

import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.text.TextLocation;
import dev.marionette.model.acclaim.AsfFile;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Checks motion lines against their skeleton while an {@link AmcReader} reads them: each names {@code root} or a
 * bone of the skeleton, carries exactly as many values as that bone's dof (the root's order), and appears once per
 * frame; every bone with dof appears in every frame (strict) or rests where missing (lenient, with a warning).
 */
final class AmcSkeletonCheck {

    private final AsfFile asf;
    private final AmcReader reader;
    private final boolean lenient;
    /** Index by name: 0..n-1 the ASF bones, n the root; -1 unknown. */
    private final Map<String, Integer> indexOf = new HashMap<>();
    private final int[] seenInFrame;
    private int frame;

    AmcSkeletonCheck(AsfFile asf, AmcReader reader, ReadOptions options) {
        this.asf = asf;
        this.reader = reader;
        this.lenient = options.lenient();
        this.seenInFrame = new int[asf.bones().size() + 1];
        java.util.Arrays.fill(seenInFrame, -1);
    }

    private int index(String name) {
        Integer known = indexOf.get(name);
        if (known == null) {
            known = AsfFile.isRoot(name) ? asf.bones().size() : asf.boneIndex(name);
            indexOf.put(name, known);
        }
        return known;
    }

    private int expectedValues(int index) {
        return index == asf.bones().size() ? asf.root().order().size() : asf.bones().get(index).dof().size();
    }

    private String dofText(int index) {
        return index == asf.bones().size() ? "order " + String.join(" ", asf.root().order())
                : asf.bones().get(index).dof().isEmpty() ? "no dof" : "dof " + String.join(" ", asf.bones().get(index).dof());
    }

    /** The current line names {@code bone} with {@code count} values. */
    void record(String bone, int count, int nameOffset, int lastTokenOffset) throws FormatException {
        int index = index(bone);
        if (index < 0) {
            throw reader.error(nameOffset, "motion line", "root or a bone of the skeleton",
                    TextLocation.quote(bone) + ", which the skeleton does not define");
        }
        int expected = expectedValues(index);
        if (count != expected) {
            throw reader.error(count > expected ? lastTokenOffset : nameOffset, "values of " + bone,
                    expected + " values (" + dofText(index) + ")", count + " values");
        }
        if (seenInFrame[index] == frame) {
            throw reader.error(nameOffset, "motion line", "each bone once per frame", bone + " a second time");
        }
        seenInFrame[index] = frame;
    }

    /** Frame {@code index} (label {@code label}) is complete. */
    void frameDone(String label, int index) throws FormatException {
        List<String> missing = null;
        for (int i = 0; i <= asf.bones().size(); i++) {
            if (seenInFrame[i] != frame && expectedValues(i) > 0) {
                if (missing == null) {
                    missing = new ArrayList<>();
                }
                missing.add(i == asf.bones().size() ? AsfFile.ROOT : asf.bones().get(i).name());
            }
        }
        frame++;
        if (missing == null) {
            return;
        }
        String found = "frame " + (index + 1) + " (numbered " + label + ") lacks " + String.join(", ", missing);
        if (!lenient) {
            throw reader.errorAtLabel("frame", "a line for every bone with dof", found);
        }
        reader.warnAtLabel("frame", found + "; they rest in that frame");
    }
}

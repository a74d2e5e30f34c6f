package dev.marionette.io.sims;

import dev.marionette.io.FormatException;
import dev.marionette.io.text.TextLocation;
import dev.marionette.model.sims.SimsBone;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Checks a TS1 skeleton as it is read: every bone's parent is {@code NULL} (a root) or another bone of the skeleton,
 * and following parents always ends at a root (no bone its own parent, no cycle). A bone that fails is named with
 * the line (CMX) or offset (BCF) of its parent field. Bones may come in any order (parents need not come first).
 */
final class SimsSkeletonCheck {

    private SimsSkeletonCheck() {
    }

    /**
     * @param parentMarks per bone, the {@link SimsFieldSource#mark()} of its parent field
     */
    static void check(SimsFieldSource in, String at, List<SimsBone> bones, long[] parentMarks)
            throws FormatException {
        Map<String, Integer> index = new HashMap<>();
        for (int b = 0; b < bones.size(); b++) {
            index.putIfAbsent(bones.get(b).name(), b);
        }
        int[] parent = new int[bones.size()];
        for (int b = 0; b < bones.size(); b++) {
            SimsBone bone = bones.get(b);
            String field = at + " bone " + b + " parent";
            if (bone.isRoot()) {
                parent[b] = -1;
                continue;
            }
            Integer p = index.get(bone.parentName());
            if (p == null) {
                throw in.errorAt(parentMarks[b], field, SimsBone.NO_PARENT + " or a bone of the skeleton",
                        TextLocation.quote(bone.parentName()) + " (bone " + TextLocation.quote(bone.name())
                                + "), which the skeleton does not have");
            }
            if (p == b) {
                throw in.errorAt(parentMarks[b], field, "another bone or " + SimsBone.NO_PARENT,
                        "bone " + TextLocation.quote(bone.name()) + " as its own parent");
            }
            parent[b] = p;
        }
        // Walk up from each bone once; states: 0 unseen, 1 on the current walk, 2 known to reach a root.
        byte[] state = new byte[bones.size()];
        int[] walk = new int[bones.size()];
        for (int start = 0; start < bones.size(); start++) {
            int n = 0;
            int b = start;
            while (b >= 0 && state[b] == 0) {
                state[b] = 1;
                walk[n++] = b;
                b = parent[b];
            }
            if (b >= 0 && state[b] == 1) {
                // b is on this walk: the bones from b up to its return form a cycle; name the one read first.
                int first = b;
                for (int k = n - 1; k >= 0 && walk[k] != b; k--) {
                    first = Math.min(first, walk[k]);
                }
                StringBuilder cycle = new StringBuilder(bones.get(b).name());
                for (int c = parent[b], steps = 0; c != b && steps < 8; c = parent[c], steps++) {
                    cycle.append(" -> ").append(bones.get(c).name());
                }
                cycle.append(" -> ").append(bones.get(b).name());
                throw in.errorAt(parentMarks[first], at + " bone " + first + " parent",
                        "parents that lead to a root (" + SimsBone.NO_PARENT + ")",
                        "a cycle of parents " + TextLocation.quote(cycle.toString()) + " through bone "
                                + TextLocation.quote(bones.get(first).name()));
            }
            for (int k = 0; k < n; k++) {
                state[walk[k]] = 2;
            }
        }
    }
}

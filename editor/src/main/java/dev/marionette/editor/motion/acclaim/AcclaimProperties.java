package dev.marionette.editor.motion.acclaim;

import dev.marionette.editor.motion.PartProperty;
import dev.marionette.model.acclaim.AsfBone;
import dev.marionette.model.acclaim.AsfFile;
import dev.marionette.model.acclaim.AsfLimit;
import dev.marionette.model.acclaim.AsfRoot;
import dev.marionette.model.acclaim.edit.AcclaimDocument;
import dev.marionette.model.motion.Vector3;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The rows of an Acclaim bone's properties as the ASF gives them: for a bone its id, dof, limits, axis (with its
 * order token), length and direction; for the root its order, axis, position and orientation; the file's units
 * with both.
 */
final class AcclaimProperties {

    private AcclaimProperties() {
    }

    static List<PartProperty> of(AcclaimDocument document, int part) {
        List<PartProperty> rows = new ArrayList<>();
        AsfFile asf = document.asf();
        String angle = asf.units().anglesInRadians() ? "rad" : "deg";
        if (part == 0) {
            AsfRoot root = asf.root();
            rows.add(new PartProperty("name", AsfFile.ROOT));
            rows.add(new PartProperty("order", String.join(" ", root.order())));
            rows.add(new PartProperty("axis", root.axis() == null ? "XYZ" : root.axis()));
            rows.add(new PartProperty("position", vector(root.position())));
            rows.add(new PartProperty("orientation", vector(root.orientation()) + " " + angle));
        } else if (part > 0 && part < document.skeleton().boneCount()) {
            AsfBone bone = asf.bones().get(document.rig().asfBone(part));
            rows.add(new PartProperty("name", bone.name()));
            if (bone.id() != null) {
                rows.add(new PartProperty("id", bone.id()));
            }
            rows.add(new PartProperty("dof", bone.dof().isEmpty() ? "none (does not move)"
                    : String.join(" ", bone.dof())));
            if (!bone.limits().isEmpty()) {
                rows.add(new PartProperty("limits", limits(bone.limits())));
            }
            rows.add(new PartProperty("axis", vector(bone.axis()) + " " + angle + " "
                    + (bone.axisOrder() == null ? "XYZ" : bone.axisOrder())));
            rows.add(new PartProperty("length", number(bone.length())));
            rows.add(new PartProperty("direction", vector(bone.direction())));
        } else {
            return rows;
        }
        String length = asf.units().get("length");
        if (length != null) {
            // short enough for the properties column at 1280x800 ("0.45 (as written, not applied)" was cut)
            rows.add(new PartProperty("length unit", length + " (not applied)"));
        }
        return rows;
    }

    private static String limits(List<AsfLimit> limits) {
        StringBuilder sb = new StringBuilder();
        for (AsfLimit l : limits) {
            sb.append(sb.length() == 0 ? "" : " ").append(l);
        }
        return sb.toString();
    }

    static String vector(Vector3 v) {
        return number(v.x()) + " " + number(v.y()) + " " + number(v.z());
    }

    static String number(double v) {
        String s = String.format(Locale.ROOT, "%.6f", v).replaceAll("0+$", "").replaceAll("\\.$", "");
        return s.equals("-0") ? "0" : s;
    }
}

package dev.marionette.editor.motion;

import java.util.Objects;

/**
 * One row of a part's properties as the motion view lists them: a label and its value as text.
 *
 * @param label e.g. "dof", "limits", "length"
 * @param value e.g. "rx ry rz", "(-160, 20) (-70, 70) (-60, 70)", "2.19"
 */
public record PartProperty(String label, String value) {

    public PartProperty {
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(value, "value");
    }
}

package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import dev.marionette.model.doc.SetPropertyEdit;
import java.util.List;

/**
 * "Set palette": the character's colour table (1..256 entries, {@code 0x00RRGGBB}). Pixels are indexes into
 * it and are not touched. Values are held as unmodifiable lists.
 */
public final class SetPaletteEdit extends SetPropertyEdit<List<Integer>> {

    private static final long serialVersionUID = 1L;

    public SetPaletteEdit(AgentCharacter c, int[] palette) {
        super("Set palette", c, "palette", toList(c.palette()), checked(palette),
                p -> c.setPalette(p.stream().mapToInt(Integer::intValue).toArray()),
                Change.property(Part.CHARACTER, "palette"), false);
    }

    private static List<Integer> checked(int[] palette) {
        AgentLimits.requireRange(palette.length, 1, 256, "The number of palette colours");
        return toList(palette);
    }

    private static List<Integer> toList(int[] palette) {
        return java.util.Arrays.stream(palette).boxed().toList();
    }

    @Override
    public long memoryCost() {
        return SMALL_EDIT_BYTES + 2L * 16 * 256;
    }
}

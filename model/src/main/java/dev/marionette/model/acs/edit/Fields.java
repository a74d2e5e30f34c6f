package dev.marionette.model.acs.edit;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** Names the fields in which two versions of a record differ, to decide which edits merge. */
final class Fields {

    private Fields() {
    }

    /** The names of the differing values, joined with commas ("speed", "name,description"); "" when none. */
    static String differing(String[] names, Object[] before, Object[] after) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < names.length; i++) {
            if (!Objects.equals(before[i], after[i])) {
                out.add(names[i]);
            }
        }
        return String.join(",", out);
    }
}

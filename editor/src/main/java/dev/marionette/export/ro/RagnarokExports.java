package dev.marionette.export.ro;

import dev.marionette.export.CommonSettings;
import dev.marionette.export.ExportException;
import dev.marionette.export.ExportOptions;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.SpriteSheet;
import dev.marionette.render.ro.ActionNames;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** What the Ragnarok exporters share: which actions the options pick, how outputs name them. */
final class RagnarokExports {

    private RagnarokExports() {
    }

    /**
     * The actions to export: every action that has frames with {@code --all}, else the one chosen (0 by
     * default).
     *
     * @throws ExportException when the chosen action does not exist or no action has frames
     */
    static List<Integer> actions(RagnarokSource source, ExportOptions options) throws ExportException {
        if (!options.get(CommonSettings.ALL)) {
            int action = options.get(RagnarokSettings.ACTION);
            if (action >= source.actionCount()) {
                throw new ExportException("no action " + action + " (it has " + source.actionCount() + ")");
            }
            return List.of(action);
        }
        List<Integer> actions = new ArrayList<>();
        for (int i = 0; i < source.actionCount(); i++) {
            if (!source.action(i).frames().isEmpty()) {
                actions.add(i);
            }
        }
        if (actions.isEmpty()) {
            throw new ExportException("no action has frames");
        }
        return actions;
    }

    /**
     * The name of an action in atlases: the editor's name made into an identifier ("Walk - South-west" gives
     * {@code walk_south-west}); actions of sprites without a known layout are {@code action12}.
     */
    static String key(ActionNames names, int action) {
        if (names.layout() == ActionNames.Layout.PLAIN) {
            return "action" + action;
        }
        String name = names.name(action).toLowerCase(Locale.ROOT).replace(" - ", "_");
        return name.replaceAll("[^a-z0-9_-]+", "-").replaceAll("-{2,}", "-");
    }

    /** The sprite's own palette for a GIF, index 0 transparent, or null when it has none to keep. */
    static int[] ownPalette(SpriteSheet sheet) {
        if (!sheet.hasPalette() || sheet.indexedImages().isEmpty()) {
            return null;
        }
        Palette palette = sheet.palette();
        int[] rgb = new int[Palette.SIZE];
        for (int i = 0; i < rgb.length; i++) {
            rgb[i] = palette.red(i) << 16 | palette.green(i) << 8 | palette.blue(i);
        }
        return rgb;
    }

    /** "1 frame", "8 frames". */
    static String plural(int count, String noun) {
        return count + " " + noun + (count == 1 ? "" : "s");
    }

    /** "1.2 s" or "800 ms". */
    static String duration(double millis) {
        return millis >= 1000 ? String.format(Locale.ROOT, "%.1f s", millis / 1000) : Math.round(millis) + " ms";
    }
}

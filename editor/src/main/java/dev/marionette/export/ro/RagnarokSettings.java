package dev.marionette.export.ro;

import dev.marionette.export.CommonSettings;
import dev.marionette.export.ExportSetting;
import dev.marionette.export.SettingType;
import java.nio.file.Path;
import java.util.List;

/** The export settings of Ragnarok sprites: the action, and the sprites attached to it. */
public final class RagnarokSettings {

    /** {@code --action N}: the action to export. */
    public static final ExportSetting<Integer> ACTION = ExportSetting.of("action", SettingType.sequenceIndex(
            "action"), 0, "N", "The Ragnarok action to export").shown("Action").disabledBy(CommonSettings.ALL);

    /** {@code --reference FILE.act}, repeatable: sprites attached by their anchors (read by the loader). */
    public static final ExportSetting<List<Path>> REFERENCES = ExportSetting.of("reference", SettingType.files(),
            null, "FILE.act", "A sprite attached by its anchors, as in the editor (its SPR beside it); repeatable")
            .shown("References");

    private RagnarokSettings() {
    }
}

package dev.marionette.export;

/**
 * The export settings exporters of several families read: every action or animation, the background, the
 * scale and dithering. Family settings are declared in their packages ({@code RagnarokSettings},
 * {@code AgentSettings}, {@code MotionSettings}).
 */
public final class CommonSettings {

    /** The largest {@link #SCALE}. */
    public static final int MAX_SCALE = 16;

    /** {@code --all}: every action or animation. */
    public static final ExportSetting<Boolean> ALL = ExportSetting.of("all", SettingType.flag(), false, null,
            "Every action or animation").shown("Every {sequence}");

    /** {@code --background transparent|#RRGGBB}: what the frames are drawn on. */
    public static final ExportSetting<Background> BACKGROUND = ExportSetting.of("background",
            SettingType.colour(), Background.TRANSPARENT, "transparent|#RRGGBB", "What the frames are drawn on")
            .shown("Background");

    /** {@code --scale S}: whole-number magnification, nearest neighbour. */
    public static final ExportSetting<Integer> SCALE = ExportSetting.of("scale", SettingType.wholeNumber(1,
            MAX_SCALE), 1, "S", "Whole-number magnification, nearest neighbour").shown("Scale");

    /** {@code --dither}: Floyd-Steinberg dithering where colours must be reduced. */
    public static final ExportSetting<Boolean> DITHER = ExportSetting.of("dither", SettingType.flag(), false, null,
            "Dither frames that have more colours than a GIF holds").shown("Dither where colours must be reduced");

    private CommonSettings() {
    }
}

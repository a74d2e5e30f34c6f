package dev.marionette.export.agent;

import dev.marionette.export.CommonSettings;
import dev.marionette.export.ExportSetting;
import dev.marionette.export.SettingType;
import java.util.List;

/**
 * The export settings of Microsoft Agent characters: the animation, a seeded branching run, and what plays a web
 * character.
 */
public final class AgentSettings {

    /** The largest {@link #STEPS}. */
    public static final int MAX_STEPS = 100_000;

    /** {@code --animation NAME}: the animation to export, any case. */
    public static final ExportSetting<String> ANIMATION = ExportSetting.of("animation", SettingType.sequenceName(
            "animation"), null, "NAME", "The Agent animation to export (default: the first)").shown("Animation")
            .disabledBy(CommonSettings.ALL);

    /** {@code --seed N}: a branching run rolled with this seed instead of the straight path. */
    public static final ExportSetting<Long> SEED = ExportSetting.of("seed", SettingType.seed(), null, "N",
            "Agent: play a branching run rolled with this seed instead of the straight path")
            .shown("Branching run, seed").startingAt(1L);

    /** {@code --steps N}: frames a branching run plays before leaving through its exit branches. */
    public static final ExportSetting<Integer> STEPS = ExportSetting.of("steps", SettingType.wholeNumber(1,
            MAX_STEPS), 200, "N", "Agent, with --seed: frames played before leaving through the exit branches")
            .shown("Frames before Stop").step(10).enabledBy(SEED);

    /** {@link #RUNTIME}: Marionette's own web player. */
    public static final String RUNTIME_MARIONETTE = "marionette";
    /** {@link #RUNTIME}: the clippyjs package. */
    public static final String RUNTIME_CLIPPYJS = "clippyjs";

    /** {@code --runtime marionette|clippyjs}: what plays a web character. */
    public static final ExportSetting<String> RUNTIME = ExportSetting.of("runtime", SettingType.choice(String.class,
            List.of(RUNTIME_MARIONETTE, RUNTIME_CLIPPYJS), s -> s), RUNTIME_MARIONETTE, "NAME",
            "Web character: what plays it, Marionette's own player (a page that works as it is) or the clippyjs"
                    + " package").shown("Played by");

    private AgentSettings() {
    }
}
